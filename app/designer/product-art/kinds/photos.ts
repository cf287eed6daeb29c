/** Art kinds built around a photo: photo print, polaroid, puzzle, disc cover, calendar. */
import { mix, on } from '../../colour.ts'
import {
  at,
  bars,
  type Ctx,
  fit,
  floor,
  gloss,
  hill,
  inkOn,
  need,
  piece,
  sampleText,
  shadow,
  text,
  url,
} from '../context.ts'
import { avatar, maze, pencil, scene, star } from '../parts.ts'
import { circle, d, el, f, fitRect, g, HAND, path, rect } from '../svg.ts'

export function drawPhotoPrint(c: Ctx): string {
  if (Math.max(c.wMm, c.hMm) <= 60) {
    // Passport photos: a 6-up sheet on 4x6 paper.
    const sheet = fitRect(152, 102, 460, 320)
    const k = sheet.scale
    const pw = c.wMm * k
    const ph = c.hMm * k
    const gx = (sheet.w - 3 * pw) / 4
    const gy = (sheet.h * 0.86 - 2 * ph) / 3
    let photos = ''
    for (let i = 0; i < 6; i++) {
      const x = gx + (i % 3) * (pw + gx)
      const y = gy + Math.floor(i / 3) * (ph + gy)
      photos += avatar(c, x, y, pw, ph)
    }
    const body =
      photos +
      text(c, sheet.w - gx, sheet.h * 0.93, sheet.h * 0.045, inkOn(c, '#ffffff'), c.s, {
        anchor: 'end',
        op: '.6',
      })
    return at(400, 300, -3, sheet.w, sheet.h, piece(c, sheet.w, sheet.h, body, { fill: '#ffffff' }))
  }
  const { w, h } = fitRect(c.wMm, c.hMm, 300, 300)
  const sheen = rect(0, 0, w, h, gloss(c))
  const photo = (v: number, caption: boolean) =>
    piece(
      c,
      w,
      h,
      scene(c, 0, 0, w, h, v) +
        sheen +
        (caption
          ? sampleText(c, w * 0.07, h * 0.93, fit(c, w * 0.6, h * 0.06), on(hill(c)), {
              weight: 600,
            })
          : ''),
    )
  return (
    at(330, 285, -12, w, h, photo(1, false)) +
    at(470, 275, 9, w, h, photo(2, false)) +
    at(400, 320, -1, w, h, photo(0, true))
  )
}

export function drawPolaroid(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 250, 310)
  const b = w * 0.06
  const bottom = h * 0.2
  const frame = (v: number, caption: boolean) =>
    piece(
      c,
      w,
      h,
      scene(c, b, b, w - 2 * b, h - b - bottom, v) +
        rect(b, b, w - 2 * b, h - b - bottom, gloss(c)) +
        (caption
          ? text(
              c,
              w / 2,
              h - bottom * 0.38,
              fit(c, w * 0.8, bottom * 0.42, 0.48),
              inkOn(c, '#fdfcf9'),
              c.s,
              {
                anchor: 'middle',
                font: HAND,
              },
            )
          : ''),
      { fill: '#fdfcf9' },
    )
  const tape = rect(w * 0.34, -12, w * 0.32, 24, c.acc, {
    opacity: '.7',
    transform: `rotate(-4 ${f(w / 2)} 0)`,
  })
  return at(320, 300, -9, w, h, frame(1, false)) + at(465, 305, 5, w, h, frame(0, true) + tape)
}

export function drawPuzzle(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 300, 410)
  const n = 10
  const m = Math.min(w * 0.8, h * 0.66)
  const mx = (w - m) / 2
  const my = h * 0.22
  const s = m / n
  const size = fit(c, w * 0.8, h * 0.06)
  const face =
    sampleText(c, w / 2, h * 0.1, size, c.ink, { anchor: 'middle' }) +
    bars(w / 2, h * 0.1 + size * 0.9, w * 0.4, 1, 0, h * 0.01, c.ink, '.35', 'middle') +
    g(
      { transform: `translate(${f(mx)} ${f(my)}) scale(${f(s)})` },
      path(maze(c, n), 'none', {
        stroke: c.ink,
        'stroke-width': '.12',
        'stroke-linecap': 'square',
      }) +
        circle(0.5, -0.45, 0.22, c.acc) +
        star(n - 0.5, n + 0.5, 0.35, 0.15, 5, c.acc),
    ) +
    bars(w / 2, h * 0.94, w * 0.3, 1, 0, h * 0.01, c.ink, '.35', 'middle')
  return at(370, 300, -2, w, h, piece(c, w, h, face)) + pencil(c, 590, 330, 230, 68)
}

export function drawDiscCover(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 320, 320)
  const vinyl = Math.max(c.wMm, c.hMm) >= 250
  const s = Math.min(w, h)
  const r = s * 0.47
  const dcx = w / 2 + s * 0.36
  const dcy = h / 2
  const disc = vinyl
    ? circle(dcx, dcy, r, '#141414', { filter: shadow(c) }) +
      circle(dcx, dcy, r * 0.8, 'none', { stroke: '#2e2e2e', 'stroke-width': 1 }) +
      circle(dcx, dcy, r * 0.62, 'none', { stroke: '#2e2e2e', 'stroke-width': 1 }) +
      circle(dcx, dcy, r * 0.33, c.acc) +
      circle(dcx, dcy, r * 0.03, c.room)
    : circle(
        dcx,
        dcy,
        r,
        url(
          need(
            c,
            'cd',
            (id) =>
              `<radialGradient id="${id}"><stop offset=".2" stop-color="#f3f4f6"/><stop offset=".55" stop-color="#c6ccd4"/><stop offset=".8" stop-color="#eef0f3"/><stop offset="1" stop-color="#b4bac3"/></radialGradient>`,
          ),
        ),
        { filter: shadow(c) },
      ) +
      circle(dcx, dcy, r * 0.68, 'none', {
        stroke: c.acc,
        'stroke-width': r * 0.28,
        opacity: '.14',
      }) +
      circle(dcx, dcy, r * 0.3, '#e6e8eb', { stroke: '#c3c8cf' }) +
      circle(dcx, dcy, r * 0.12, c.room)
  const size = fit(c, w * 0.84, h * 0.1)
  const cover =
    scene(c, 0, 0, w, h, 1, c.bg) +
    sampleText(c, w * 0.08, h * 0.08 + size, size, c.ink, { weight: 800 }) +
    bars(w * 0.08, h * 0.08 + size * 1.6, w * 0.3, 1, 0, h * 0.015, c.ink, '.5') +
    (vinyl
      ? ''
      : rect(0, 0, w * 0.07, h, '#000', { opacity: '.22' }) +
        path(d`M${w * 0.07} 0V${h}`, 'none', { stroke: '#fff', 'stroke-opacity': '.4' })) +
    rect(0, 0, w, h, gloss(c), { opacity: vinyl ? '.35' : '1' })
  return at(355, 300, 0, w, h, disc + piece(c, w, h, cover))
}

export function drawCalendar(c: Ctx): string {
  const land = c.wMm > c.hMm
  const { w, h } = fitRect(c.wMm, c.hMm, land ? 480 : 300, land ? 320 : 390)
  const pad = w * 0.06
  const [gx, gy, gw, gh] = land
    ? [w * 0.52, h * 0.3, w * 0.44, h * 0.62]
    : [pad, h * 0.63, w - 2 * pad, h * 0.32]
  const cw = gw / 7
  const ch = gh / 6
  const fs = Math.min(cw, ch) * 0.45
  // Day numbers share their styling through the group to keep the markup small.
  const day = (col: number, y: number, body: string, weight: number) =>
    c.outline
      ? text(c, gx + col * cw + cw / 2, y, fs, col ? c.ink : c.acc, body, {
          anchor: 'middle',
          weight,
        })
      : el('text', { x: gx + col * cw + cw / 2, y, fill: col ? undefined : c.acc }, body)
  let heads = ''
  let nums = ''
  for (let i = 0; i < 7; i++) heads += day(i, gy + ch * 0.6, 'SMTWTFS'[i] ?? '', 400)
  for (let i = 0; i < 31; i++) {
    const y = gy + (Math.floor((i + 3) / 7) + 1) * ch + ch * 0.7
    nums += day((i + 3) % 7, y, String(i + 1), 600)
  }
  const size = fit(c, land ? w * 0.4 : w * 0.6, h * 0.06)
  const face =
    (land ? scene(c, 0, 0, w * 0.46, h, 0) : scene(c, 0, 0, w, h * 0.5, 0)) +
    sampleText(c, land ? gx : pad, land ? h * 0.14 : h * 0.58, size, c.ink) +
    bars(
      land ? gx + gw : w - pad,
      land ? h * 0.22 : h * 0.58 - size * 0.3,
      w * 0.12,
      1,
      0,
      h * 0.014,
      c.acc,
      '.9',
      'end',
    ) +
    path(d`M${gx} ${gy + ch}H${gx + gw}`, 'none', { stroke: c.ink, 'stroke-opacity': '.2' }) +
    g(
      { 'text-anchor': 'middle', 'font-size': fs, fill: c.ink },
      g({ opacity: '.6' }, heads) + g({ 'font-weight': 600 }, nums),
    )
  let wire = ''
  for (let x = 14; x < w - 10; x += 10) if (Math.abs(x - w / 2) > 22) wire += d`M${x} -7v14`
  const hanger = land
    ? ''
    : path(d`M${w / 2 - 18} 0L${w / 2} -26L${w / 2 + 18} 0`, 'none', {
        stroke: '#7c8188',
        'stroke-width': 2,
      }) + circle(w / 2, -27, 3.5, '#5b6067')
  const stand = land
    ? path(d`M${w - 2} 0L${w + 36} ${h - 20}L${w} ${h}Z`, mix(c.bg, '#000000', 0.3)) +
      floor(c, w / 2, h, w * 0.62, 14)
    : ''
  const out =
    stand +
    piece(c, w, h, face) +
    hanger +
    path(wire, 'none', { stroke: '#6f747b', 'stroke-width': 2.2, 'stroke-linecap': 'round' })
  return at(land ? 385 : 400, 312, 0, w, h, out)
}
