/** Art kinds that stand or hang: standee, sign, tent card, placard, door hanger. */
import { on } from '../../colour.ts'
import { at, bars, type Ctx, fit, floor, need, piece, sampleText, shadow, url } from '../context.ts'
import { logo, qr, scene, tent, tentFace } from '../parts.ts'
import { circle, d, el, fitRect, path, rect } from '../svg.ts'

export function drawStandee(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 210, 420)
  const pad = w * 0.08
  const fg = on(c.acc)
  const size = fit(c, w - 2 * pad, w * 0.13)
  const face =
    logo(pad + w * 0.05, pad + w * 0.05, w * 0.05, c.acc, c.bg) +
    bars(w - pad, pad + w * 0.05, w * 0.3, 1, 0, w * 0.02, c.ink, '.35', 'end') +
    sampleText(c, pad, h * 0.22, size, c.ink) +
    bars(pad, h * 0.22 + size * 0.9, w * 0.6, 2, h * 0.03, w * 0.02, c.ink) +
    scene(c, pad, h * 0.34, w - 2 * pad, h * 0.3, 0) +
    path(d`M${pad + 3} ${h * 0.7}h.1M${pad + 3} ${h * 0.75}h.1M${pad + 3} ${h * 0.8}h.1`, 'none', {
      stroke: c.acc,
      'stroke-width': w * 0.035,
      'stroke-linecap': 'round',
    }) +
    bars(pad + w * 0.08, h * 0.7, w * 0.6, 3, h * 0.05, w * 0.02, c.ink) +
    rect(0, h * 0.88, w, h * 0.12, c.acc) +
    bars(w / 2, h * 0.94, w * 0.5, 1, 0, w * 0.025, fg, '.8', 'middle')
  const out =
    floor(c, w / 2, h + 26, w * 0.85, 14) +
    rect(-w * 0.1, h + 2, w * 1.2, 20, '#3a3d42', { rx: 6, filter: shadow(c) }) +
    rect(-w * 0.1, h + 2, w * 1.2, 5, '#ffffff', { rx: 3, opacity: '.15' }) +
    piece(c, w, h, face) +
    rect(-4, -5, w + 8, 9, '#4a4d52', { rx: 3 })
  return at(400, 290, 0, w, h, out)
}

export function drawSign(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 420, 250)
  const legs = 95
  const fg = on(c.acc)
  const u = Math.min(w, h)
  const size = fit(c, w * 0.78, h * 0.22)
  const face =
    rect(0, 0, w, h * 0.2, c.acc) +
    bars(w / 2, h * 0.1, w * 0.3, 1, 0, u * 0.035, fg, '.8', 'middle') +
    sampleText(c, w / 2, h * 0.56, size, c.ink, { anchor: 'middle', weight: 800 }) +
    path(
      d`M${w * 0.42} ${h * 0.72}h${w * 0.12}v${-h * 0.05}l${w * 0.06} ${h * 0.08}l${-w * 0.06} ${h * 0.08}v${-h * 0.05}h${-w * 0.12}z`,
      c.acc,
    ) +
    bars(w / 2, h * 0.93, w * 0.4, 1, 0, u * 0.035, c.ink, '.35', 'middle')
  const wire = d`M${w * 0.3} ${h - 10}V${h + legs}M${w * 0.7} ${h - 10}V${h + legs}M${w * 0.3} ${h + 12}H${w * 0.7}`
  const out =
    floor(c, w / 2, h + legs, w * 0.42, 10) +
    path(wire, 'none', { stroke: '#7c8188', 'stroke-width': 4, 'stroke-linecap': 'round' }) +
    piece(c, w, h, face, { shape: 'rounded', r: 5 })
  return at(400, 300 - legs / 2, 0, w, h, out)
}

export function drawTentCard(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, tentFace(c.wMm, c.hMm, 1), 400, 280)
  const u = Math.min(w, h)
  const pad = u * 0.1
  const qs = u * 0.3
  const size = fit(c, w - qs - 3 * pad, u * 0.16)
  const face =
    logo(pad + u * 0.06, pad + u * 0.06, u * 0.06, c.acc, c.bg) +
    sampleText(c, pad, h * 0.52, size, c.ink) +
    bars(pad, h * 0.52 + size * 0.8, w * 0.35, 2, u * 0.07, u * 0.025, c.ink) +
    qr(c, w - pad - qs, (h - qs) / 2 - u * 0.03, qs) +
    rect(0, h * 0.9, w, h * 0.1, c.acc)
  return at(380, 300, 0, w, h, tent(c, w, h, face))
}

export function drawPlacard(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, tentFace(c.wMm, c.hMm, 0.55), 500, 230)
  const er = h * 0.2
  const size = fit(c, w - h * 1.05, h * 0.36, 0.58)
  const globe =
    circle(h * 0.55, h / 2, er, 'none', { stroke: c.acc, 'stroke-width': 2 }) +
    el('ellipse', {
      cx: h * 0.55,
      cy: h / 2,
      rx: er * 0.45,
      ry: er,
      fill: 'none',
      stroke: c.acc,
      'stroke-width': 1.5,
    }) +
    path(d`M${h * 0.55 - er} ${h / 2}h${2 * er}M${h * 0.55} ${h / 2 - er}v${2 * er}`, 'none', {
      stroke: c.acc,
      'stroke-width': 1.5,
    })
  const face =
    rect(0, 0, w, h * 0.07, c.acc) +
    rect(0, h * 0.93, w, h * 0.07, c.acc) +
    globe +
    sampleText(c, (w + h * 0.95) / 2, h / 2 + size * 0.35, size, c.ink, {
      anchor: 'middle',
      weight: 800,
    })
  return at(390, 300, 0, w, h, tent(c, w, h, face))
}

export function drawDoorHanger(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 260, 450)
  // The coloured head holds the door-knob hole; wide danglers keep it short.
  const band = Math.min(w * 0.72, h * 0.3)
  const rest = h - band
  const cx = w / 2
  const cy = band * 0.48
  const R = Math.min(w * 0.19, band * 0.27)
  const s = R * 0.18
  const ix = cx + Math.sqrt(R * R - s * s)
  const outline = d`M0 0H${w}V${cy - s}H${ix}A${R} ${R} 0 1 0 ${ix} ${cy + s}H${w}V${h}H0Z`
  const pad = w * 0.1
  const size = fit(c, w - 2 * pad, Math.min(w * 0.16, rest * 0.1))
  const fg = on(c.acc)
  const th = Math.min(w, rest) * 0.022
  const face =
    rect(0, 0, w, band, c.acc) +
    bars(w / 2, band * 0.88, w * 0.4, 1, 0, th, fg, '.8', 'middle') +
    sampleText(c, w / 2, band + rest * 0.15, size, c.ink, { anchor: 'middle' }) +
    bars(w / 2, band + rest * 0.15 + size, w * 0.5, 2, rest * 0.04, th, c.ink, '.35', 'middle') +
    scene(c, pad, band + rest * 0.3, w - 2 * pad, rest * 0.56, 1) +
    bars(w / 2, h - rest * 0.06, w * 0.4, 1, 0, th, c.ink, '.35', 'middle')
  const knob = need(
    c,
    'kn',
    (id) =>
      `<radialGradient id="${id}" cx=".35" cy=".3"><stop offset="0" stop-color="#fbfbfb"/><stop offset="1" stop-color="#8e939a"/></radialGradient>`,
  )
  const out =
    piece(c, w, h, face, { outline }) +
    circle(cx, cy - R * 0.35, R * 0.5, url(knob), { filter: shadow(c) })
  return at(400, 305, 0, w, h, out)
}
