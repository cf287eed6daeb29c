/** Art kinds that dress a product: bottle label, label, round label, sticker, tag, packaging. */
import { mix } from '../../colour.ts'
import {
  at,
  bars,
  type Ctx,
  cylinder,
  fit,
  floor,
  hill,
  need,
  piece,
  radius,
  sampleText,
  shadow,
  url,
} from '../context.ts'
import { faceLabel, faceSticker } from '../faces.ts'
import { logo } from '../parts.ts'
import { circle, d, el, f, fitRect, g, METAL, path, rect, type Shape } from '../svg.ts'

/** Tall labels go on a bottle. */
function drawBottle(c: Ctx): string {
  const { w: lw, h: lh } = fitRect(c.wMm, c.hMm, 130, 150)
  const bw = lw * 1.24
  const bodyH = lh * 1.5
  const neck = bw * 0.3
  const neckH = bodyH * 0.42
  const sh = bw * 0.36
  const H = neckH + sh + bodyH
  const nx = (bw - neck) / 2
  const body = d`M${nx} 0H${nx + neck}V${neckH}C${nx + neck} ${neckH + sh * 0.5} ${bw} ${neckH + sh * 0.4} ${bw} ${neckH + sh}V${H - 12}Q${bw} ${H} ${bw - 12} ${H}H12Q0 ${H} 0 ${H - 12}V${neckH + sh}C0 ${neckH + sh * 0.4} ${nx} ${neckH + sh * 0.5} ${nx} ${neckH}Z`
  const label = faceLabel(c, lw, lh, c.shape) + rect(0, 0, lw, lh, cylinder(c))
  const out =
    floor(c, bw / 2, H, bw * 0.8, 12) +
    path(body, mix(hill(c), '#1f3a2b', 0.5), { filter: shadow(c) }) +
    path(body, cylinder(c)) +
    rect(nx - 1.5, 0, neck + 3, neckH * 0.45, c.acc, { rx: 2 }) +
    rect(nx - 1.5, 0, neck + 3, neckH * 0.45, cylinder(c), { rx: 2 }) +
    g(
      { transform: `translate(${f((bw - lw) / 2)} ${f(neckH + sh + (bodyH - lh) * 0.45)})` },
      piece(c, lw, lh, label, { shape: c.shape, r: radius(c, lw), flat: true }),
    )
  return at(400, 300, 0, bw, H, out)
}

export function drawLabel(c: Ctx): string {
  if (c.hMm > c.wMm * 1.15) return drawBottle(c)
  const { w: lw, h: lh } = fitRect(c.wMm, c.hMm, 250, 170)
  const jw = lw * 1.18
  const bh = Math.max(lh * 1.7, jw * 0.8)
  const lid = Math.max(24, jw * 0.14)
  const glass = mix(c.room, '#ffffff', 0.6)
  const fill = mix(c.acc, '#6b3d1e', 0.45)
  const body = d`M0 ${lid + 10}Q0 ${lid} ${jw * 0.1} ${lid}H${jw * 0.9}Q${jw} ${lid} ${jw} ${lid + 10}V${lid + bh - 16}Q${jw} ${lid + bh} ${jw - 16} ${lid + bh}H16Q0 ${lid + bh} 0 ${lid + bh - 16}Z`
  const H = lid + bh
  const ly = lid + (bh - lh) * 0.55
  const label = faceLabel(c, lw, lh, c.shape) + rect(0, 0, lw, lh, cylinder(c))
  const out =
    floor(c, jw / 2, H, jw * 0.62, 14) +
    path(body, glass, { filter: shadow(c) }) +
    rect(5, lid + bh * 0.12, jw - 10, bh * 0.88 - 5, fill, { rx: 12 }) +
    rect(0, lid, jw, bh, cylinder(c), { rx: 14 }) +
    rect(jw * 0.05, 0, jw * 0.9, lid, hill(c), { rx: 5 }) +
    rect(jw * 0.05, 0, jw * 0.9, lid, cylinder(c), { rx: 5 }) +
    g(
      { transform: `translate(${f((jw - lw) / 2)} ${f(ly)})` },
      piece(c, lw, lh, label, { shape: c.shape, r: radius(c, lw), flat: true }),
    )
  return at(400, 300, 0, jw, H, out)
}

export function drawRoundLabel(c: Ctx): string {
  const shape: Shape = c.shape === 'rect' ? 'circle' : c.shape
  const { w, h } = fitRect(c.wMm, c.hMm, 290, 290)
  const face = (k: number) =>
    piece(c, w * k, h * k, faceLabel(c, w * k, h * k, shape), {
      shape,
      r: radius(c, w * k),
      border: 8 * k + 2,
    })
  return at(575, 215, 14, w * 0.55, h * 0.55, face(0.55)) + at(365, 310, -6, w, h, face(1))
}

export function drawSticker(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 290, 290)
  const r = c.shape === 'rect' ? Math.min(w, h) * 0.1 : radius(c, w)
  const face = (k: number) =>
    piece(c, w * k, h * k, faceSticker(c, w * k, h * k), {
      shape: c.shape,
      r: r * k,
      border: 9 * k + 2,
    })
  return at(585, 205, 12, w * 0.55, h * 0.55, face(0.55)) + at(375, 315, -6, w, h, face(1))
}

export function drawTag(c: Ctx): string {
  const land = c.wMm > c.hMm
  const round = c.shape === 'circle' || c.shape === 'oval'
  const { w, h } = fitRect(c.wMm, c.hMm, land ? 330 : 200, land ? 200 : 330)
  const u = Math.min(w, h)
  const ch = u * 0.2
  const hr = u * 0.065
  const [hx, hy] = land ? [u * 0.2, h / 2] : [w / 2, u * 0.2]
  const hole = d`M${hx - hr} ${hy}a${hr} ${hr} 0 1 0 ${2 * hr} 0a${hr} ${hr} 0 1 0 ${-2 * hr} 0Z`
  const outer = round
    ? d`M0 ${h / 2}a${w / 2} ${h / 2} 0 1 0 ${w} 0a${w / 2} ${h / 2} 0 1 0 ${-w} 0Z`
    : land
      ? d`M${ch} 0H${w}V${h}H${ch}L0 ${h - ch}V${ch}Z`
      : d`M${ch} 0H${w - ch}L${w} ${ch}V${h}H0V${ch}Z`
  const size = fit(c, land ? w * 0.62 : w * 0.8, u * 0.16)
  const [tx, ty] = land ? [w * 0.6, h * 0.5] : [w / 2, h * 0.55]
  const face =
    rect(
      land ? w - u * 0.12 : 0,
      land ? 0 : h - u * 0.12,
      land ? u * 0.12 : w,
      land ? h : u * 0.12,
      c.acc,
    ) +
    logo(tx, ty - size * 1.7, u * 0.07, c.acc, c.bg) +
    sampleText(c, tx, ty, size, c.ink, { anchor: 'middle' }) +
    bars(tx, ty + size * 1.1, u * 0.4, 2, u * 0.08, u * 0.028, c.ink, '.35', 'middle')
  const eyelet = circle(hx, hy, hr * 1.35, 'none', { stroke: METAL, 'stroke-width': hr * 0.55 })
  const one = piece(c, w, h, face, { outline: outer + hole }) + eyelet
  // String: from each hole (in scene coordinates) up to a shared knot.
  const pts = [
    { cx: 320, cy: 330, deg: -10 },
    { cx: 470, cy: 320, deg: 7 },
  ].map(({ cx, cy, deg }) => {
    const a = (deg * Math.PI) / 180
    const lx = hx - w / 2
    const ly = hy - h / 2
    return [
      cx + lx * Math.cos(a) - ly * Math.sin(a),
      cy + lx * Math.sin(a) + ly * Math.cos(a),
    ] as const
  })
  const kx = land ? 150 : 395
  const ky = land ? 150 : 70
  let twine = ''
  for (const [x, y] of pts) twine += d`M${x} ${y - hr}C${x} ${y - 60} ${kx} ${ky + 60} ${kx} ${ky}`
  const string = path(twine, 'none', {
    stroke: '#b39470',
    'stroke-width': 2.4,
    'stroke-linecap': 'round',
  })
  return (
    at(320, 330, -10, w, h, one) +
    at(470, 320, 7, w, h, one) +
    string +
    circle(kx, ky, 4, '#9c7d5a')
  )
}

export function drawPackaging(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 290, 230)
  const dd = Math.min(w, h) * 0.6
  const dx = dd * 0.7
  const dy = -dd * 0.42
  const t = Math.max(14, w / 9)
  const pat = need(
    c,
    'pt',
    (id) =>
      `<pattern id="${id}" width="${f(t)}" height="${f(t)}" patternUnits="userSpaceOnUse">${rect(0, 0, t, t, c.bg)}${circle(t * 0.25, t * 0.25, t * 0.1, c.acc)}${path(d`M${t * 0.75} ${t * 0.55}l${t * 0.12} ${t * 0.2}l${-t * 0.12} ${t * 0.2}l${-t * 0.12} ${-t * 0.2}z`, c.ink, { opacity: '.35' })}</pattern>`,
  )
  const rw = w * 0.1
  const ribbon = mix(c.ink, c.acc, 0.2)
  const side = `matrix(${f(dx / dd)} ${(dy / dd).toFixed(3)} 0 1 ${f(w)} 0)`
  const top = `matrix(1 0 ${(dx / dd).toFixed(3)} ${(dy / dd).toFixed(3)} 0 0)`
  const ls = fit(c, w * 0.5, h * 0.1)
  const box =
    rect(0, 0, w, h, url(pat)) +
    rect(w / 2 - rw / 2, 0, rw, h, ribbon) +
    g(
      { transform: side },
      rect(0, 0, dd, h, url(pat)) +
        rect(dd / 2 - rw / 2, 0, rw, h, ribbon) +
        rect(0, 0, dd, h, '#000', { opacity: '.16' }),
    ) +
    g(
      { transform: top },
      rect(0, 0, w, dd, url(pat)) +
        rect(w / 2 - rw / 2, 0, rw, dd, ribbon) +
        rect(0, dd / 2 - rw / 2, w, rw, ribbon) +
        rect(0, 0, w, dd, '#fff', { opacity: '.14' }),
    )
  const bx = w / 2 + dx / 2
  const by = dy / 2
  // The bow's two loops mirror each other about the knot.
  const loop = (side: -1 | 1) =>
    el('ellipse', {
      cx: bx + side * 22,
      cy: by - 8,
      rx: 24,
      ry: 11,
      fill: 'none',
      stroke: ribbon,
      'stroke-width': 7,
      transform: `rotate(${side * 20} ${f(bx + side * 22)} ${f(by - 8)})`,
    })
  const bow = loop(-1) + loop(1) + circle(bx, by - 2, 8, ribbon)
  const label =
    rect(w * 0.22, h * 0.55 - ls * 1.2, w * 0.56, ls * 2.1, c.bg, {
      rx: 6,
      stroke: c.acc,
      'stroke-width': 1.5,
    }) + sampleText(c, w / 2, h * 0.55 + ls * 0.25, ls, c.ink, { anchor: 'middle' })
  const out =
    floor(c, (w + dx) / 2, h, (w + dx) * 0.6, 16) + g({ filter: shadow(c) }, box) + bow + label
  return `<g transform="translate(${f(400 - (w + dx) / 2)} ${f(305 - (h + dy) / 2)})">${out}</g>`
}
