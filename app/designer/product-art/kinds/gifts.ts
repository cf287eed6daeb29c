/** Printed objects: mug, cap, coaster, phone case. */
import { mix, on } from '../../colour.ts'
import {
  at,
  bars,
  type Ctx,
  cylinder,
  fit,
  floor,
  gloss,
  hill,
  inkOn,
  need,
  piece,
  radius,
  sampleText,
  shadow,
  shapeEl,
  url,
} from '../context.ts'
import { faceLabel } from '../faces.ts'
import { clipRect, logo, scene } from '../parts.ts'
import { circle, d, el, fitRect, g, path, rect } from '../svg.ts'

export function drawMug(c: Ctx): string {
  const { w: bw, h: bh } = fitRect(c.wMm / 2.35, c.hMm * 1.12, 250, 290)
  const e = bw * 0.09
  const mug = '#fbfaf7'
  const pad = bw * 0.07
  const y1 = bh * 0.13
  const y2 = bh * 0.8 - e
  const rx = (bw - 2 * pad) / 2
  const band = d`M${pad} ${y1}A${rx} ${e} 0 0 0 ${bw - pad} ${y1}V${y2}A${rx} ${e} 0 0 1 ${pad} ${y2}Z`
  const body = d`M0 0V${bh - e}A${bw / 2} ${e} 0 0 0 ${bw} ${bh - e}V0Z`
  const bandH = y2 + e - y1
  const size = fit(c, bw * 0.74, bandH * 0.17)
  const print =
    rect(0, 0, bw, bh, c.bg) +
    path(
      d`M${pad} ${y1 + bandH * 0.07}A${rx} ${e} 0 0 0 ${bw - pad} ${y1 + bandH * 0.07}M${pad} ${y2 - bandH * 0.02}A${rx} ${e} 0 0 0 ${bw - pad} ${y2 - bandH * 0.02}`,
      'none',
      { stroke: c.acc, 'stroke-width': bandH * 0.06 },
    ) +
    logo(bw / 2, y1 + bandH * 0.3, bandH * 0.08, c.acc, c.bg) +
    sampleText(c, bw / 2, y1 + bandH * 0.58, size, c.ink, { anchor: 'middle' }) +
    bars(
      bw / 2,
      y1 + bandH * 0.58 + size * 0.9,
      bw * 0.36,
      2,
      bandH * 0.08,
      bandH * 0.025,
      c.ink,
      '.35',
      'middle',
    )
  const handle = d`M${bw - 4} ${bh * 0.2}C${bw * 1.42} ${bh * 0.14} ${bw * 1.46} ${bh * 0.74} ${bw - 4} ${bh * 0.7}`
  const out =
    floor(c, bw * 0.62, bh - e * 0.3, bw * 0.8, e * 1.6) +
    path(handle, 'none', {
      stroke: mix(mug, '#000000', 0.14),
      'stroke-width': bw * 0.13,
      'stroke-linecap': 'round',
      filter: shadow(c),
    }) +
    path(handle, 'none', { stroke: mug, 'stroke-width': bw * 0.1, 'stroke-linecap': 'round' }) +
    path(body, mug, { filter: shadow(c) }) +
    piece(c, bw, bh, print, { outline: band, bare: true }) +
    path(body, cylinder(c)) +
    el('ellipse', {
      cx: bw / 2,
      rx: bw / 2,
      ry: e,
      fill: mug,
      stroke: '#000',
      'stroke-opacity': '.08',
    }) +
    el('ellipse', {
      cx: bw / 2,
      cy: 1,
      rx: bw / 2 - 5,
      ry: e - 3,
      fill: mix(c.acc, '#000000', 0.15),
    })
  return at(380, 305, 0, bw, bh, out)
}

export function drawCap(c: Ctx): string {
  const cap = c.bg
  const dark = mix(cap, '#000000', 0.16)
  const dome = need(
    c,
    'dm',
    (id) =>
      `<radialGradient id="${id}" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></radialGradient>`,
  )
  // Three-quarter view: crown on the right, the visor pointing to the front left.
  const crown = 'M110 196C98 112 150 50 230 48C310 46 356 112 350 200C300 222 170 222 110 196Z'
  const visor =
    'M122 190C80 186 30 204 18 228C8 250 50 264 112 254C172 244 228 226 266 211C215 218 160 212 122 190Z'
  const pr = fitRect(c.wMm, c.hMm, 110, 66)
  const cx = 222
  const px = cx - pr.w / 2
  const py = 138 - pr.h / 2
  const size = fit(c, pr.w, pr.h * 0.32)
  const print =
    logo(cx, py + pr.h * 0.28, pr.h * 0.18, c.acc, cap) +
    sampleText(c, cx, py + pr.h * 0.72, size, inkOn(c, cap), { anchor: 'middle', weight: 800 }) +
    rect(cx - pr.w * 0.15, py + pr.h * 0.86, pr.w * 0.3, 2, c.acc)
  const out =
    floor(c, 190, 250, 190, 24) +
    path(crown, cap, { filter: shadow(c), stroke: '#000', 'stroke-opacity': '.1' }) +
    path(crown, url(dome)) +
    path(
      'M231 50C192 72 162 130 160 212M233 50C262 80 284 140 287 216M235 50C300 72 332 120 342 186',
      'none',
      {
        stroke: dark,
        'stroke-width': 1.6,
      },
    ) +
    circle(312, 108, 3, dark) +
    el('ellipse', { cx: 232, cy: 50, rx: 11, ry: 5, fill: dark }) +
    g({ 'clip-path': url(clipRect(c, px, py, pr.w, pr.h)) }, print) +
    path(visor, mix(cap, '#000000', 0.05), { filter: shadow(c) }) +
    path(visor, url(dome)) +
    path('M30 230C34 246 84 250 132 240C182 230 224 218 252 208', 'none', {
      stroke: dark,
      'stroke-dasharray': '3 3',
      'stroke-width': 1.2,
    })
  return at(400, 290, 0, 456, 336, g({ transform: 'scale(1.2)' }, out))
}

export function drawCoaster(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 270, 270)
  const r = radius(c, w)
  const edge = mix(c.bg, '#6b4a2b', 0.5)
  const coaster = (inner: string) =>
    g(
      { transform: 'translate(0 7)' },
      shapeEl(w, h, c.shape, r, { fill: edge, filter: shadow(c) }),
    ) + piece(c, w, h, inner, { shape: c.shape, r, flat: true })
  const u = Math.min(w, h)
  const design =
    faceLabel(c, w, h, c.shape) +
    (c.shape === 'circle' || c.shape === 'oval'
      ? el('ellipse', {
          cx: w / 2,
          cy: h / 2,
          rx: w / 2 - u * 0.12,
          ry: h / 2 - u * 0.12,
          fill: 'none',
          stroke: c.acc,
          'stroke-dasharray': '2 5',
          'stroke-width': 2,
        })
      : '')
  const cup =
    circle(w / 2, h / 2, u * 0.3, '#ffffff', { filter: shadow(c) }) +
    rect(w / 2 + u * 0.26, h / 2 - u * 0.05, u * 0.16, u * 0.1, '#ffffff', { rx: u * 0.05 }) +
    circle(w / 2, h / 2, u * 0.24, '#6b4226') +
    circle(w / 2 - u * 0.06, h / 2 - u * 0.06, u * 0.06, '#ffffff', { opacity: '.18' })
  return at(315, 245, -8, w, h, coaster(design + cup)) + at(475, 345, 6, w, h, coaster(design))
}

export function drawPhoneCase(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 200, 400)
  const r = w * 0.15
  const bs = w * 0.42
  const bx = w * 0.07
  const lens = (x: number, y: number) =>
    circle(x, y, bs * 0.2, '#0c0c0e', { stroke: '#3d3d40', 'stroke-width': bs * 0.05 }) +
    circle(x - bs * 0.05, y - bs * 0.05, bs * 0.05, '#3b4f7a')
  const size = fit(c, w * 0.8, w * 0.12)
  const design =
    scene(c, 0, 0, w, h, 0) +
    sampleText(c, w / 2, h * 0.93, size, on(hill(c)), { anchor: 'middle' }) +
    rect(bx, bx, bs, bs, '#1c1c1e', { rx: bs * 0.24, opacity: '.93' }) +
    lens(bx + bs * 0.3, bx + bs * 0.3) +
    lens(bx + bs * 0.3, bx + bs * 0.72) +
    circle(bx + bs * 0.72, bx + bs * 0.3, bs * 0.07, '#f3e6c4') +
    rect(0, 0, w, h, gloss(c))
  const out =
    rect(w - 2, h * 0.2, 5, h * 0.1, '#555555', { rx: 2 }) +
    rect(-3, h * 0.17, 5, h * 0.06, '#555555', { rx: 2 }) +
    piece(c, w, h, design, { r, shape: 'rounded' }) +
    rect(1.5, 1.5, w - 3, h - 3, 'none', {
      rx: r,
      stroke: '#2e2320',
      'stroke-width': 3,
      'stroke-opacity': '.7',
    })
  return at(400, 300, -8, w, h, out)
}
