/** Paper art kinds: poster, flyer, menu, booklet, letterhead, notebook, invitation, certificate. */
import { mix } from '../../colour.ts'
import {
  at,
  bars,
  type Ctx,
  fit,
  fold,
  gloss,
  piece,
  sampleText,
  shadow,
  text,
} from '../context.ts'
import { faceBack, faceFlyer, faceMenu, facePoster } from '../faces.ts'
import { logo, pencil, scene, sprig, star } from '../parts.ts'
import { circle, d, f, fitRect, g, path, rect, SERIF } from '../svg.ts'

export function drawPoster(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, c.wMm > c.hMm ? 470 : 330, c.wMm > c.hMm ? 340 : 400)
  const fr = 9
  const body =
    rect(-fr, -fr, w + 2 * fr, h + 2 * fr, '#2a2724', { filter: shadow(c), rx: 2 }) +
    rect(-fr, -fr, w + 2 * fr, h + 2 * fr, 'none', {
      stroke: '#fff',
      'stroke-opacity': '.12',
      'stroke-width': 1,
    }) +
    piece(c, w, h, facePoster(c, w, h), { flat: true }) +
    rect(0, 0, w, h, gloss(c), { opacity: '.5' })
  return at(400, 295, 0, w, h, body)
}

export function drawFlyer(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 280, 380)
  const face = piece(c, w, h, faceFlyer(c, w, h))
  return at(335, 290, -8, w, h, face) + at(460, 305, 4, w, h, face)
}

export function drawMenu(c: Ctx): string {
  if (c.wMm > c.hMm * 1.15) {
    // Landscape sheet: an open bifold, cover on the left and the menu on the right.
    const { w, h } = fitRect(c.wMm, c.hMm, 540, 380)
    const pw = w / 2
    const body =
      faceBack(c, pw, h) +
      g({ transform: `translate(${f(pw)} 0)` }, faceMenu(c, pw, h)) +
      rect(pw - pw * 0.12, 0, pw * 0.24, h, fold(c))
    return at(400, 300, 0, w, h, piece(c, w, h, body))
  }
  const { w, h } = fitRect(c.wMm, c.hMm, 270, 390)
  return (
    at(330, 290, -8, w, h, piece(c, w, h, faceBack(c, w, h), { fill: c.acc })) +
    at(460, 305, 4, w, h, piece(c, w, h, faceMenu(c, w, h)))
  )
}

export function drawBooklet(c: Ctx): string {
  const { w: sw, h } = fitRect(c.wMm * 2, c.hMm, 560, 360)
  const pw = sw / 2
  const t = Math.min(9, Math.max(4, h * 0.025))
  const left = d`M0 0Q${pw * 0.6} -7 ${pw} 8V${h + 4}Q${pw * 0.6} ${h - 4} 0 ${h}Z`
  const right = d`M${sw} 0Q${pw * 1.4} -7 ${pw} 8V${h + 4}Q${pw * 1.4} ${h - 4} ${sw} ${h}Z`
  const pad = pw * 0.12
  const size = fit(c, pw - 2 * pad, h * 0.08)
  const spine = rect(pw * 0.8, -10, pw * 0.4, h + 20, fold(c))
  const leftPage =
    scene(c, pad, pad, pw - 2 * pad, h * 0.62) +
    bars(pad, h * 0.62 + pad * 1.7, pw * 0.55, 2, h * 0.045, h * 0.014, c.ink) +
    spine
  const rightPage =
    sampleText(c, pw + pad, pad + size, size, c.ink) +
    rect(pw + pad, pad + size * 1.5, pw * 0.14, 2, c.acc) +
    bars(pw + pad, pad + size * 1.5 + h * 0.08, pw - 2 * pad, 6, h * 0.045, h * 0.013, c.ink) +
    bars(pw + pad, h * 0.66, pw - 2 * pad, 4, h * 0.045, h * 0.013, c.ink) +
    spine
  const body =
    rect(-8, 6, sw + 16, h + t + 6, mix(c.acc, '#000000', 0.25), { rx: 4, filter: shadow(c) }) +
    g({ transform: `translate(0 ${t})` }, path(left, '#e9e4db') + path(right, '#e9e4db')) +
    piece(c, sw, h, leftPage, { outline: left, flat: true }) +
    piece(c, sw, h, rightPage, { outline: right, flat: true })
  return at(400, 295, 0, sw, h, body)
}

export function drawLetterhead(c: Ctx): string {
  const { w, h, scale } = fitRect(c.wMm, c.hMm, 290, 410)
  const ew = 220 * scale
  const eh = 110 * scale
  const pad = w * 0.09
  const size = fit(c, w * 0.45, h * 0.038)
  const face =
    logo(pad + w * 0.04, pad + w * 0.035, w * 0.04, c.acc, c.bg) +
    sampleText(c, pad + w * 0.1, pad + w * 0.035 + size * 0.36, size, c.ink) +
    bars(w - pad, pad, w * 0.22, 3, h * 0.018, h * 0.007, c.ink, '.35', 'end') +
    rect(pad, pad + h * 0.07, w - 2 * pad, 1.4, c.acc) +
    bars(pad, h * 0.2, w * 0.25, 1, 0, h * 0.008, c.ink) +
    bars(pad, h * 0.26, w - 2 * pad, 5, h * 0.025, h * 0.008, c.ink, '.25') +
    bars(pad, h * 0.42, w - 2 * pad, 4, h * 0.025, h * 0.008, c.ink, '.25') +
    path(
      d`M${pad} ${h * 0.6}c${w * 0.04} ${-h * 0.04} ${w * 0.06} ${h * 0.02} ${w * 0.09} ${-h * 0.01}s${w * 0.03} ${h * 0.02} ${w * 0.07} 0`,
      'none',
      { stroke: c.ink, 'stroke-width': 1.3, opacity: '.7' },
    ) +
    rect(0, h * 0.965, w, h * 0.035, c.acc)
  const env =
    logo(eh * 0.14, eh * 0.16, eh * 0.06, c.acc, c.bg) +
    text(c, eh * 0.24, eh * 0.18, eh * 0.06, c.ink, c.s, { weight: 700 }) +
    bars(ew * 0.5, eh * 0.55, ew * 0.35, 3, eh * 0.08, eh * 0.025, c.ink) +
    rect(0, eh * 0.94, ew, eh * 0.06, c.acc)
  return (
    at(540, 200, 9, ew, eh, piece(c, ew, eh, env)) +
    at(355, 305, -3, w, h, piece(c, w, h, face)) +
    pencil(c, 590, 420, 230, -38)
  )
}

export function drawNotebook(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 270, 370)
  const u = Math.min(w, h)
  const n = Math.floor((h - 20) / 14)
  let wire = ''
  for (let i = 0; i < n; i++) wire += d`M-8 ${16 + i * 14}h20`
  const size = fit(c, w * 0.56, u * 0.1)
  const cover =
    scene(c, 0, 0, w, h, 1) +
    rect(w * 0.16, h * 0.14, w * 0.68, h * 0.2, c.bg, { rx: 6 }) +
    sampleText(c, w / 2, h * 0.24 + size * 0.2, size, c.ink, { anchor: 'middle' }) +
    bars(w / 2, h * 0.24 + size * 1.05, w * 0.3, 1, 0, u * 0.018, c.acc, '.9', 'middle') +
    rect(w * 0.86, 0, u * 0.035, h, c.ink, { opacity: '.85' })
  const out =
    rect(5, 5, w, h, '#f3efe7', { filter: shadow(c), rx: 4 }) +
    piece(c, w, h, cover, { shape: 'rounded', r: 5 }) +
    path(d`M4 10V${h - 8}`, 'none', {
      stroke: '#000',
      'stroke-width': 4,
      'stroke-dasharray': '4 10',
      opacity: '.25',
    }) +
    path(wire, 'none', { stroke: '#8d9299', 'stroke-width': 3, 'stroke-linecap': 'round' })
  return at(380, 300, -4, w, h, out) + pencil(c, 585, 330, 230, 74)
}

export function drawInvitation(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 250, 330)
  const ew = Math.max(w, h) * 1.06
  const eh = Math.min(w, h) * 1.12
  const env = c.acc
  const dark = mix(env, '#000000', 0.12)
  const envelope =
    path(d`M0 0L${ew / 2} ${-eh * 0.55}L${ew} 0Z`, mix(c.acc, '#ffffff', 0.55), {
      filter: shadow(c),
    }) +
    path(d`M${ew * 0.12} 0L${ew / 2} ${-eh * 0.42}L${ew * 0.88} 0Z`, mix(c.acc, '#ffffff', 0.7)) +
    piece(
      c,
      ew,
      eh,
      path(d`M0 0L${ew / 2} ${eh * 0.55}L${ew} 0V${eh}H0Z`, dark) +
        path(d`M0 ${eh}L${ew / 2} ${eh * 0.48}L${ew} ${eh}Z`, mix(env, '#000000', 0.06)),
      { fill: env },
    )
  const inset = Math.min(w, h) * 0.06
  const size = fit(c, w * 0.78, h * 0.09, 0.5)
  const card =
    rect(inset, inset, w - 2 * inset, h - 2 * inset, 'none', {
      stroke: c.acc,
      'stroke-width': 1.2,
    }) +
    sprig(w / 2, h * 0.18, w * 0.16, c.acc) +
    sprig(w / 2, h * 0.18, w * 0.16, c.acc, true) +
    bars(w / 2, h * 0.31, w * 0.36, 2, h * 0.035, h * 0.009, c.ink, '.4', 'middle') +
    text(c, w / 2, h * 0.5, size, c.ink, c.s, { anchor: 'middle', font: SERIF, italic: true }) +
    path(d`M${w * 0.3} ${h * 0.57}H${w * 0.46}M${w * 0.54} ${h * 0.57}H${w * 0.7}`, 'none', {
      stroke: c.acc,
      'stroke-width': 1,
    }) +
    path(
      d`M${w / 2} ${h * 0.55}l${h * 0.02} ${h * 0.02}l${-h * 0.02} ${h * 0.02}l${-h * 0.02} ${-h * 0.02}z`,
      c.acc,
    ) +
    bars(w / 2, h * 0.66, w * 0.44, 3, h * 0.04, h * 0.009, c.ink, '.4', 'middle') +
    sprig(w / 2, h * 0.86, w * 0.12, c.acc) +
    sprig(w / 2, h * 0.86, w * 0.12, c.acc, true)
  return at(295, 320, -5, ew, eh, envelope) + at(490, 300, 6, w, h, piece(c, w, h, card))
}

export function drawCertificate(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 540, 380)
  const u = Math.min(w, h)
  const i1 = u * 0.04
  const i2 = u * 0.065
  const size = fit(c, w * 0.66, u * 0.11, 0.5)
  const sx = w / 2
  const sy = h * 0.83
  const sr = u * 0.075
  let corners = ''
  for (const [x, y] of [
    [i2, i2],
    [w - i2, i2],
    [i2, h - i2],
    [w - i2, h - i2],
  ] as const) {
    corners += d`M${x} ${y - u * 0.025}l${u * 0.025} ${u * 0.025}l${-u * 0.025} ${u * 0.025}l${-u * 0.025} ${-u * 0.025}z`
  }
  const face =
    rect(i1, i1, w - 2 * i1, h - 2 * i1, 'none', { stroke: c.acc, 'stroke-width': u * 0.012 }) +
    rect(i2, i2, w - 2 * i2, h - 2 * i2, 'none', { stroke: c.acc, 'stroke-width': 0.8 }) +
    path(corners, c.acc) +
    text(c, w / 2, h * 0.24, u * 0.085, c.acc, 'CERTIFICATE', {
      anchor: 'middle',
      font: SERIF,
      ls: 4,
      weight: 700,
    }) +
    text(c, w / 2, h * 0.32, u * 0.032, c.ink, 'OF ACHIEVEMENT', {
      anchor: 'middle',
      ls: 3,
      op: '.6',
    }) +
    bars(w / 2, h * 0.41, w * 0.26, 1, 0, u * 0.01, c.ink, '.35', 'middle') +
    text(c, w / 2, h * 0.55, size, c.ink, c.s, { anchor: 'middle', font: SERIF, italic: true }) +
    path(d`M${w * 0.28} ${h * 0.6}H${w * 0.72}`, 'none', { stroke: c.acc, 'stroke-width': 1 }) +
    bars(w / 2, h * 0.67, w * 0.5, 2, h * 0.04, u * 0.01, c.ink, '.3', 'middle') +
    path(d`M${w * 0.16} ${h * 0.85}H${w * 0.36}M${w * 0.64} ${h * 0.85}H${w * 0.84}`, 'none', {
      stroke: c.ink,
      'stroke-width': 0.8,
      opacity: '.6',
    }) +
    path(
      d`M${w * 0.19} ${h * 0.83}c${w * 0.03} ${-h * 0.06} ${w * 0.04} ${h * 0.03} ${w * 0.07} ${-h * 0.02}s${w * 0.02} ${h * 0.03} ${w * 0.06} 0`,
      'none',
      { stroke: c.ink, 'stroke-width': 1.1, opacity: '.7' },
    ) +
    bars(w * 0.26, h * 0.89, w * 0.12, 1, 0, u * 0.01, c.ink, '.3', 'middle') +
    bars(w * 0.74, h * 0.89, w * 0.12, 1, 0, u * 0.01, c.ink, '.3', 'middle') +
    path(
      d`M${sx - sr * 0.6} ${sy}l${-sr * 0.3} ${sr * 1.6}l${sr * 0.35} ${-sr * 0.25}l${sr * 0.25} ${sr * 0.3}l${sr * 0.2} ${-sr * 1.5}zM${sx + sr * 0.6} ${sy}l${sr * 0.3} ${sr * 1.6}l${-sr * 0.35} ${-sr * 0.25}l${-sr * 0.25} ${sr * 0.3}l${-sr * 0.2} ${-sr * 1.5}z`,
      mix(c.acc, '#000000', 0.2),
    ) +
    star(sx, sy, sr, sr * 0.86, 18, c.acc) +
    circle(sx, sy, sr * 0.68, 'none', { stroke: c.bg, 'stroke-width': 1, opacity: '.7' }) +
    star(sx, sy, sr * 0.35, sr * 0.15, 5, c.bg)
  return at(400, 300, -2, w, h, piece(c, w, h, face))
}
