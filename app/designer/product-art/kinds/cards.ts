/** Art kinds held in the hand: card, ticket, badge, playing card, ID card. */
import { on } from '../../colour.ts'
import { at, bars, type Ctx, fit, need, piece, radius, sampleText, text, url } from '../context.ts'
import { faceBack, faceFront } from '../faces.ts'
import { avatar, barcode, heart, lanyard, logo, star } from '../parts.ts'
import { d, el, f, fitRect, g, path, rect, type Shape } from '../svg.ts'

export function drawCard(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 350, 300)
  const r = radius(c, w)
  const front = piece(c, w, h, faceFront(c, w, h), { shape: c.shape, r })
  // A single-sided card has a blank reverse.
  const back =
    c.sides > 1
      ? piece(c, w, h, faceBack(c, w, h), { shape: c.shape, r, fill: c.acc })
      : piece(c, w, h, '', { shape: c.shape, r })
  return at(318, 245, -9, w, h, back) + at(478, 345, 5, w, h, front)
}

export function drawTicket(c: Ctx): string {
  const land = c.wMm >= c.hMm
  const { w, h } = fitRect(c.wMm, c.hMm, land ? 430 : 200, land ? 190 : 400)
  const fg = on(c.acc)
  const no = `No. ${String(c.seed % 10000).padStart(4, '0')}`
  let outline: string
  let face: string
  if (land) {
    const px = w * 0.74
    const nr = h * 0.09
    outline = d`M0 0H${px - nr}A${nr} ${nr} 0 0 0 ${px + nr} 0H${w}V${h}H${px + nr}A${nr} ${nr} 0 0 0 ${px - nr} ${h}H0Z`
    const size = fit(c, px * 0.8, h * 0.22)
    face =
      rect(px, 0, w - px, h, c.acc) +
      rect(0, 0, w * 0.03, h, c.acc) +
      text(c, px * 0.1, h * 0.28, h * 0.08, c.acc, 'ADMIT ONE', { weight: 700, ls: 2 }) +
      sampleText(c, px * 0.1, h * 0.56, size, c.ink) +
      bars(px * 0.1, h * 0.74, px * 0.5, 2, h * 0.09, h * 0.035, c.ink) +
      g(
        { transform: `rotate(-90 ${f((px + w) / 2)} ${f(h / 2)})` },
        text(c, (px + w) / 2, h / 2, h * 0.09, fg, no, { anchor: 'middle', weight: 600 }),
      ) +
      path(d`M${px} ${nr}V${h - nr}`, 'none', {
        stroke: c.bg,
        'stroke-width': 2,
        'stroke-dasharray': '3 4',
      })
  } else {
    const py = h * 0.76
    const nr = w * 0.09
    outline = d`M0 0H${w}V${py - nr}A${nr} ${nr} 0 0 0 ${w} ${py + nr}V${h}H0V${py + nr}A${nr} ${nr} 0 0 0 0 ${py - nr}Z`
    const size = fit(c, w * 0.8, w * 0.14)
    face =
      rect(0, py, w, h - py, c.acc) +
      text(c, w / 2, h * 0.16, w * 0.07, c.acc, 'ADMIT ONE', {
        anchor: 'middle',
        weight: 700,
        ls: 2,
      }) +
      sampleText(c, w / 2, h * 0.4, size, c.ink, { anchor: 'middle' }) +
      bars(w / 2, h * 0.52, w * 0.5, 3, h * 0.05, w * 0.03, c.ink, '.35', 'middle') +
      text(c, w / 2, py + (h - py) * 0.58, w * 0.08, fg, no, { anchor: 'middle', weight: 600 }) +
      path(d`M${nr} ${py}H${w - nr}`, 'none', {
        stroke: c.bg,
        'stroke-width': 2,
        'stroke-dasharray': '3 4',
      })
  }
  const one = piece(c, w, h, face, { outline })
  return land
    ? at(370, 250, -7, w, h, one) + at(430, 345, 3, w, h, one)
    : at(330, 290, -8, w, h, one) + at(470, 310, 5, w, h, one)
}

export function drawBadge(c: Ctx): string {
  if (c.shape === 'circle' || c.shape === 'oval') {
    // Pin-back buttons.
    const { w, h } = fitRect(c.wMm, c.hMm, 270, 270)
    const shine = need(
      c,
      'pn',
      (id) =>
        `<radialGradient id="${id}" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></radialGradient>`,
    )
    const button = (k: number) => {
      const bw = w * k
      const bh = h * k
      const u = Math.min(bw, bh)
      const size = fit(c, bw * 0.7, u * 0.16)
      return piece(
        c,
        bw,
        bh,
        el('ellipse', {
          cx: bw / 2,
          cy: bh / 2,
          rx: bw / 2 - u * 0.08,
          ry: bh / 2 - u * 0.08,
          fill: 'none',
          stroke: c.acc,
          'stroke-width': u * 0.05,
        }) +
          star(bw / 2, bh * 0.3, u * 0.08, u * 0.035, 5, c.acc) +
          sampleText(c, bw / 2, bh / 2 + size * 0.35, size, c.ink, {
            anchor: 'middle',
            weight: 800,
          }) +
          bars(bw / 2, bh * 0.68, bw * 0.3, 1, 0, u * 0.03, c.ink, '.35', 'middle') +
          rect(0, 0, bw, bh, url(shine)),
        { shape: 'oval' },
      )
    }
    return at(580, 215, 12, w * 0.55, h * 0.55, button(0.55)) + at(370, 310, -5, w, h, button(1))
  }
  const { w, h } = fitRect(c.wMm, c.hMm, 300, 240)
  const u = Math.min(w, h)
  const fg = on(c.acc)
  const size = fit(c, w * 0.8, u * 0.17)
  const face =
    rect(0, 0, w, h * 0.28, c.acc) +
    logo(w * 0.1 + u * 0.06, h * 0.17, u * 0.06, fg, c.acc) +
    bars(w * 0.1 + u * 0.16, h * 0.17, w * 0.35, 1, 0, u * 0.03, fg, '.8') +
    rect(w / 2 - u * 0.1, h * 0.05, u * 0.2, u * 0.035, c.room, { rx: u * 0.017 }) +
    sampleText(c, w / 2, h * 0.6, size, c.ink, { anchor: 'middle' }) +
    bars(w / 2, h * 0.6 + size * 0.8, w * 0.3, 1, 0, u * 0.035, c.acc, '.9', 'middle') +
    bars(w / 2, h * 0.86, w * 0.4, 1, 0, u * 0.025, c.ink, '.35', 'middle') +
    rect(0, h * 0.96, w, h * 0.04, c.acc)
  const cy = 345
  return (
    lanyard(c, 400, cy - h / 2 + h * 0.06) +
    at(400, cy, 0, w, h, piece(c, w, h, face, { shape: c.shape, r: radius(c, w) }))
  )
}

export function drawPlayingCard(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 200, 280)
  const shape: Shape = c.shape === 'rect' ? 'rounded' : c.shape
  const r = c.shape === 'rect' ? w * 0.06 : radius(c, w)
  const u = Math.min(w, h)
  const lattice = need(
    c,
    'lt',
    (id) =>
      `<pattern id="${id}" width="14" height="14" patternUnits="userSpaceOnUse">${path('M7 0L14 7L7 14L0 7Z', 'none', { stroke: on(c.acc), 'stroke-opacity': '.3' })}</pattern>`,
  )
  const back =
    rect(0, 0, w, h, c.acc) +
    rect(u * 0.07, u * 0.07, w - u * 0.14, h - u * 0.14, url(lattice), {
      stroke: on(c.acc),
      'stroke-opacity': '.6',
      rx: r * 0.6,
    }) +
    el('ellipse', { cx: w / 2, cy: h / 2, rx: w * 0.36, ry: h * 0.14, fill: c.bg }) +
    sampleText(c, w / 2, h / 2 + u * 0.035, fit(c, w * 0.6, u * 0.1), c.ink, { anchor: 'middle' })
  const idx = (x: number, y: number, rot: number) =>
    g(
      { transform: `rotate(${rot} ${f(w / 2)} ${f(h / 2)})` },
      text(c, x, y, u * 0.14, c.acc, 'A', { anchor: 'middle', weight: 700 }) +
        heart(x, y + u * 0.09, u * 0.09, c.acc),
    )
  const face =
    idx(u * 0.12, u * 0.17, 0) +
    idx(u * 0.12, u * 0.17, 180) +
    heart(w / 2, h * 0.46, u * 0.42, c.acc) +
    text(c, w / 2, h * 0.72, fit(c, w * 0.6, u * 0.07), c.ink, c.s, { anchor: 'middle', op: '.75' })
  const card = (body: string) => piece(c, w, h, body, { shape, r })
  const cy = 300
  const fan = (deg: number, body: string) =>
    g({ transform: `rotate(${deg} 400 ${f(cy + h * 0.75)})` }, at(400, cy, 0, w, h, body))
  return fan(-18, card(back)) + fan(0, card(back)) + fan(18, card(face))
}

export function drawIdCard(c: Ctx): string {
  const land = c.wMm > c.hMm
  const { w, h } = fitRect(c.wMm, c.hMm, land ? 310 : 200, land ? 200 : 300)
  const u = Math.min(w, h)
  const fg = on(c.acc)
  const size = fit(c, land ? w * 0.5 : w * 0.8, u * 0.11)
  const slot = rect(w / 2 - u * 0.12, u * 0.05, u * 0.24, u * 0.035, c.room, { rx: u * 0.017 })
  const header = rect(0, 0, w, land ? h * 0.24 : h * 0.2, c.acc) + slot
  const face = land
    ? header +
      logo(w * 0.08, h * 0.14, u * 0.05, fg, c.acc) +
      bars(w - w * 0.06, h * 0.14, w * 0.25, 1, 0, u * 0.025, fg, '.8', 'end') +
      avatar(c, w * 0.06, h * 0.32, w * 0.26, h * 0.56) +
      sampleText(c, w * 0.38, h * 0.46, size, c.ink) +
      bars(w * 0.38, h * 0.55, w * 0.25, 1, 0, u * 0.03, c.acc, '.9') +
      bars(w * 0.38, h * 0.64, w * 0.4, 2, h * 0.07, u * 0.02, c.ink) +
      barcode(c, w * 0.62, h * 0.78, w * 0.32, h * 0.12, c.ink)
    : header +
      logo(w / 2, h * 0.13, u * 0.05, fg, c.acc) +
      avatar(c, w * 0.3, h * 0.25, w * 0.4, h * 0.3) +
      sampleText(c, w / 2, h * 0.65, size, c.ink, { anchor: 'middle' }) +
      bars(w / 2, h * 0.65 + size * 0.8, w * 0.3, 1, 0, u * 0.03, c.acc, '.9', 'middle') +
      bars(w / 2, h * 0.77, w * 0.5, 2, h * 0.04, u * 0.02, c.ink, '.35', 'middle') +
      barcode(c, w * 0.2, h * 0.87, w * 0.6, h * 0.07, c.ink)
  const cy = land ? 365 : 350
  return (
    lanyard(c, 400, cy - h / 2 + u * 0.06) +
    at(
      400,
      cy,
      0,
      w,
      h,
      piece(c, w, h, face, {
        shape: c.shape === 'rect' ? 'rounded' : c.shape,
        r: c.shape === 'rect' ? u * 0.05 : radius(c, w),
      }),
    )
  )
}
