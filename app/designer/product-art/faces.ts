/**
 * The printed face of flat pieces (card front and back, poster, flyer, menu, label, sticker), drawn
 * at the origin.
 */
import { on } from '../colour.ts'
import { bars, type Ctx, fit, sampleText, WIDTHS } from './context.ts'
import { logo, qr, scene, sparkle } from './parts.ts'
import { circle, d, el, f, path, rect, SERIF, type Shape } from './svg.ts'

export function faceFront(c: Ctx, w: number, h: number): string {
  const u = Math.min(w, h)
  const pad = u * 0.13
  if (w >= h) {
    const size = fit(c, w * 0.58, h * 0.15)
    const qs = h * 0.26
    return (
      circle(w, 0, h * 0.36, c.acc) +
      logo(pad + u * 0.09, pad + u * 0.09, u * 0.09, c.acc, c.bg) +
      sampleText(c, pad, h * 0.56, size, c.ink) +
      rect(pad, h * 0.56 + size * 0.45, w * 0.12, Math.max(1.5, h * 0.016), c.acc) +
      bars(pad, h * 0.74, w * 0.34, 3, h * 0.075, h * 0.026, c.ink) +
      qr(c, w - pad - qs, h - pad - qs, qs)
    )
  }
  const size = fit(c, w * 0.8, w * 0.14)
  return (
    circle(w / 2, h, w * 0.42, c.acc) +
    logo(w / 2, h * 0.22, w * 0.11, c.acc, c.bg) +
    sampleText(c, w / 2, h * 0.46, size, c.ink, { anchor: 'middle' }) +
    rect(w * 0.44, h * 0.46 + size * 0.5, w * 0.12, Math.max(1.5, w * 0.012), c.acc) +
    bars(w / 2, h * 0.58, w * 0.55, 3, h * 0.045, w * 0.02, c.ink, '.35', 'middle')
  )
}

export function faceBack(c: Ctx, w: number, h: number): string {
  const u = Math.min(w, h)
  const fg = on(c.acc)
  return (
    rect(0, 0, w, h, c.acc) +
    circle(w * 0.12, h * 1.05, u * 0.55, '#fff', { opacity: '.08' }) +
    logo(w / 2, h * 0.4, u * 0.14, fg, c.acc) +
    sampleText(c, w / 2, h * 0.4 + u * 0.34, fit(c, w * 0.7, u * 0.11), fg, { anchor: 'middle' })
  )
}

export function facePoster(c: Ctx, w: number, h: number, v = 0): string {
  const pad = Math.min(w, h) * 0.08
  const sh = h * 0.58
  const size = fit(c, w - 2 * pad, h * 0.08)
  return (
    scene(c, pad, pad, w - 2 * pad, sh, v) +
    sampleText(c, pad, pad + sh + pad * 0.6 + size, size, c.ink) +
    bars(pad, pad + sh + pad * 1.5 + size * 1.2, w * 0.5, 2, h * 0.035, h * 0.012, c.ink) +
    circle(w - pad - h * 0.025, h - pad - h * 0.03, h * 0.025, c.acc)
  )
}

export function faceFlyer(c: Ctx, w: number, h: number): string {
  const pad = w * 0.08
  const band = h * 0.12
  const fg = on(c.acc)
  const size = fit(c, w - 2 * pad, h * 0.07)
  return (
    rect(0, 0, w, band, c.acc) +
    logo(pad + band * 0.25, band / 2, band * 0.25, fg, c.acc) +
    bars(w - pad, band / 2, w * 0.3, 1, 0, h * 0.014, fg, '.7', 'end') +
    sampleText(c, pad, band + pad + size * 0.8, size, c.ink) +
    scene(c, pad, h * 0.3, w - 2 * pad, h * 0.34, 1) +
    path(
      d`M${pad + 2} ${h * 0.71}h.1M${pad + 2} ${h * 0.76}h.1M${pad + 2} ${h * 0.81}h.1`,
      'none',
      {
        stroke: c.acc,
        'stroke-width': h * 0.018,
        'stroke-linecap': 'round',
      },
    ) +
    bars(pad + h * 0.03, h * 0.71, w * 0.6, 3, h * 0.05, h * 0.012, c.ink) +
    rect(pad, h * 0.87, w * 0.42, h * 0.06, c.acc, { rx: h * 0.03 }) +
    bars(pad + w * 0.07, h * 0.9, w * 0.28, 1, 0, h * 0.012, fg, '.8')
  )
}

export function faceMenu(c: Ctx, w: number, h: number): string {
  const pad = w * 0.12
  const size = fit(c, w * 0.76, h * 0.07, 0.55)
  let heads = ''
  let items = ''
  let leaders = ''
  let prices = ''
  let y = h * 0.34
  for (let s = 0; s < 2; s++) {
    heads += rect(pad, y - h * 0.012, w * 0.26, h * 0.02, c.acc, { rx: h * 0.01 })
    y += h * 0.065
    for (let i = 0; i < 4; i++) {
      const lw = w * (0.26 + (WIDTHS[(i + s) % 6] ?? 1) * 0.14)
      items += d`M${pad} ${y}h${lw}`
      leaders += d`M${pad + lw + w * 0.04} ${y}H${w - pad - w * 0.12}`
      prices += d`M${w - pad - w * 0.07} ${y}h${w * 0.07}`
      y += h * 0.055
    }
    y += h * 0.05
  }
  const th = h * 0.012
  return (
    logo(w / 2, h * 0.1, w * 0.05, c.acc, c.bg) +
    sampleText(c, w / 2, h * 0.21, size, c.ink, { anchor: 'middle', font: SERIF }) +
    path(d`M${w * 0.35} ${h * 0.25}H${w * 0.65}`, 'none', { stroke: c.acc, 'stroke-width': 1.2 }) +
    heads +
    path(items, 'none', {
      stroke: c.ink,
      'stroke-width': th,
      'stroke-linecap': 'round',
      opacity: '.6',
    }) +
    path(leaders, 'none', {
      stroke: c.ink,
      'stroke-width': th * 0.6,
      'stroke-dasharray': `${f(th * 0.6)} ${f(th * 1.4)}`,
      opacity: '.35',
    }) +
    path(prices, 'none', { stroke: c.acc, 'stroke-width': th, 'stroke-linecap': 'round' })
  )
}

/** Bordered label: framed, brand mark, sample and a small rule. */
export function faceLabel(c: Ctx, w: number, h: number, shape: Shape): string {
  const u = Math.min(w, h)
  const round = shape === 'circle' || shape === 'oval'
  const inset = u * 0.07
  const frame = round
    ? el('ellipse', {
        cx: w / 2,
        cy: h / 2,
        rx: w / 2 - inset,
        ry: h / 2 - inset,
        fill: 'none',
        stroke: c.acc,
        'stroke-width': u * 0.018,
      })
    : rect(inset, inset, w - 2 * inset, h - 2 * inset, 'none', {
        stroke: c.acc,
        'stroke-width': u * 0.018,
        rx: u * 0.03,
      })
  const size = fit(c, w * (round ? 0.62 : 0.74), u * 0.2)
  return (
    frame +
    logo(w / 2, h * 0.3, u * 0.09, c.acc, c.bg) +
    sampleText(c, w / 2, h * 0.56, size, c.ink, { anchor: 'middle' }) +
    path(d`M${w * 0.38} ${h * 0.56 + size * 0.5}H${w * 0.62}`, 'none', {
      stroke: c.acc,
      'stroke-width': u * 0.012,
    }) +
    bars(w / 2, h * 0.72, w * 0.3, 2, u * 0.07, u * 0.025, c.ink, '.35', 'middle')
  )
}

export function faceSticker(c: Ctx, w: number, h: number): string {
  const u = Math.min(w, h)
  const size = fit(c, w * 0.78, u * 0.18)
  const fg = on(c.acc)
  return (
    rect(w * 0.06, h / 2 - size * 0.95, w * 0.88, size * 1.7, c.acc, { rx: size * 0.85 }) +
    sampleText(c, w / 2, h / 2 + size * 0.35, size, fg, { anchor: 'middle', weight: 800 }) +
    sparkle(w * 0.3, h * 0.24, u * 0.07, c.acc) +
    sparkle(w * 0.7, h * 0.78, u * 0.05, c.ink) +
    sparkle(w * 0.76, h * 0.22, u * 0.035, c.ink) +
    bars(w / 2, h * 0.76, w * 0.22, 1, 0, u * 0.03, c.ink, '.35', 'middle')
  )
}
