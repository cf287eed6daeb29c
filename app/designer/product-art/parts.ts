/**
 * Small drawn things several kinds share: logo, photo scene, avatar, QR, stars, pencil, lanyard,
 * tent, barcode, maze.
 */
import { luma, mix } from '../colour.ts'
import { type Ctx, deep, floor, hill, piece, shadow, skyOf, uid } from './context.ts'
import { circle, d, el, f, g, METAL, path, rect, rng } from './svg.ts'

/** A simple brand mark: a disc with a diamond. */
export function logo(cx: number, cy: number, r: number, fill: string, inner: string) {
  const k = r * 0.5
  return (
    circle(cx, cy, r, fill) + path(d`M${cx} ${cy - k}l${k} ${k}l${-k} ${k}l${-k} ${-k}z`, inner)
  )
}

/** Photo placeholder: sky, sun and two hills. */
export function scene(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  v = 0,
  sky = skyOf(c),
): string {
  const sun = mix(c.acc, '#ffffff', 0.15)
  const far = mix(mix(c.acc, deep(c), 0.45), '#ffffff', 0.35)
  const near = hill(c)
  const sx = x + w * (v % 2 ? 0.3 : 0.7)
  return (
    rect(x, y, w, h, sky) +
    circle(sx, y + h * 0.33, Math.min(w, h) * 0.12, sun) +
    path(
      d`M${x} ${y + h * 0.7}Q${x + w * 0.3} ${y + h * (0.4 + (v % 3) * 0.05)} ${x + w * 0.6} ${y + h * 0.66}T${x + w} ${y + h * 0.58}V${y + h}H${x}Z`,
      far,
    ) +
    path(
      d`M${x} ${y + h * 0.86}Q${x + w * 0.55} ${y + h * 0.6} ${x + w} ${y + h * 0.82}V${y + h}H${x}Z`,
      near,
    )
  )
}

/** Illustrated head-and-shoulders portrait for ID photos. */
export function avatar(c: Ctx, x: number, y: number, w: number, h: number): string {
  const cx = x + w / 2
  const hy = y + h * 0.42
  const hr = w * 0.2
  return (
    rect(x, y, w, h, mix(c.acc, '#ffffff', 0.75)) +
    path(
      d`M${x + w * 0.1} ${y + h}Q${x + w * 0.12} ${y + h * 0.66} ${cx} ${y + h * 0.64}Q${x + w * 0.88} ${y + h * 0.66} ${x + w * 0.9} ${y + h}Z`,
      c.acc,
    ) +
    circle(cx, hy, hr, '#dcae86') +
    path(
      d`M${cx - hr} ${hy}a${hr} ${hr} 0 0 1 ${2 * hr} 0q${-hr * 0.9} ${-hr * 0.55} ${-2 * hr} 0z`,
      '#2e2320',
    )
  )
}

/** A QR-like square: three finder marks and a deterministic scatter of modules. */
export function qr(c: Ctx, x: number, y: number, s: number): string {
  const n = 11
  const m = s / n
  const r = rng(c.seed)
  const color = luma(c.ink) < 0.45 ? c.ink : '#1d1d1f'
  let p = ''
  for (const [fx, fy] of [
    [0, 0],
    [n - 3, 0],
    [0, n - 3],
  ] as const) {
    p += d`M${x + fx * m} ${y + fy * m}h${3 * m}v${3 * m}h${-3 * m}zM${x + (fx + 1) * m} ${y + (fy + 1) * m}v${m}h${m}v${-m}z`
  }
  for (let j = 0; j < n; j++) {
    let run = 0
    for (let i = 0; i <= n; i++) {
      const free = i < n && !((i < 4 || i > n - 5) && j < 4) && !(i < 4 && j > n - 5)
      if (free && r() < 0.5) {
        run++
        continue
      }
      if (run) p += d`M${x + (i - run) * m} ${y + j * m}h${run * m}v${m}h${-run * m}z`
      run = 0
    }
  }
  return rect(x - m, y - m, s + m * 2, s + m * 2, '#ffffff', { rx: m * 0.6 }) + path(p, color)
}

/** Four-pointed sparkle. */
export const sparkle = (x: number, y: number, s: number, fill: string) =>
  path(
    d`M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z`,
    fill,
  )

export function heart(cx: number, cy: number, s: number, fill: string) {
  return path(
    d`M${cx} ${cy + s * 0.42}C${cx - s * 0.95} ${cy - s * 0.2} ${cx - s * 0.45} ${cy - s * 0.85} ${cx} ${cy - s * 0.35}C${cx + s * 0.45} ${cy - s * 0.85} ${cx + s * 0.95} ${cy - s * 0.2} ${cx} ${cy + s * 0.42}Z`,
    fill,
  )
}

/** n-pointed star polygon (seals, rosettes). */
export function star(cx: number, cy: number, r1: number, r2: number, n: number, fill: string) {
  const pts: string[] = []
  for (let i = 0; i < n * 2; i++) {
    const a = (Math.PI * i) / n - Math.PI / 2
    const r = i % 2 ? r2 : r1
    pts.push(d`${cx + Math.cos(a) * r} ${cy + Math.sin(a) * r}`)
  }
  return path(`M${pts.join('L')}Z`, fill)
}

export function pencil(c: Ctx, cx: number, cy: number, len: number, deg: number): string {
  const t = len * 0.055
  const x0 = -len / 2
  return g(
    { transform: `translate(${f(cx)} ${f(cy)}) rotate(${deg})`, filter: shadow(c) },
    rect(x0, -t / 2, len * 0.08, t, '#e39a93', { rx: t / 3 }) +
      rect(x0 + len * 0.07, -t / 2, len * 0.07, t, METAL) +
      rect(x0 + len * 0.14, -t / 2, len * 0.7, t, c.acc) +
      path(d`M${len * 0.34} ${-t / 2}L${len / 2} 0L${len * 0.34} ${t / 2}Z`, '#e8cfa6') +
      path(d`M${len * 0.45} ${-t * 0.16}L${len / 2} 0L${len * 0.45} ${t * 0.16}Z`, '#333333') +
      rect(x0 + len * 0.14, -t / 2, len * 0.7, t * 0.33, '#fff', { opacity: '.2' }),
  )
}

export function lanyard(c: Ctx, cx: number, y: number): string {
  const strap = d`M${cx - 95} -220L${cx - 7} ${y - 26}M${cx + 95} -220L${cx + 7} ${y - 26}`
  return (
    path(strap, 'none', { stroke: mix(c.acc, '#000000', 0.15), 'stroke-width': 15 }) +
    path(strap, 'none', {
      stroke: mix(c.acc, '#ffffff', 0.35),
      'stroke-width': 2,
      'stroke-dasharray': '6 5',
    }) +
    rect(cx - 10, y - 30, 20, 14, METAL, { rx: 3 }) +
    rect(cx - 5, y - 18, 10, 22, '#8a9098', { rx: 2 })
  )
}

/** A folded tent (table tents, placards): the front face plus the dark side opening. */
export function tent(c: Ctx, w: number, h: number, face: string): string {
  const dpt = Math.min(h * 0.2, 40)
  return (
    floor(c, w / 2 + dpt / 2, h + 2, w * 0.62, 16) +
    path(d`M${w - 2} 0L${w + dpt} ${h - dpt * 0.55}L${w} ${h}Z`, mix(c.bg, '#000000', 0.3)) +
    piece(c, w, h, face) +
    path(d`M0 .5H${w}`, 'none', { stroke: '#fff', 'stroke-opacity': '.6', 'stroke-width': 1.5 })
  )
}

/** Face height of a folded tent: a tall flat sheet folds in half. */
export const tentFace = (wMm: number, hMm: number, tall: number) =>
  hMm > wMm * tall ? hMm / 2 : hMm

export function clipRect(c: Ctx, x: number, y: number, w: number, h: number): string {
  const id = uid(c)
  c.defs.set(id, `<clipPath id="${id}">${rect(x, y, w, h, '#000')}</clipPath>`)
  return id
}

export function sprig(x: number, y: number, s: number, color: string, flip = false): string {
  const k = flip ? -1 : 1
  const leaf = (lx: number, ly: number, deg: number) =>
    el('ellipse', {
      cx: lx,
      cy: ly,
      rx: s * 0.16,
      ry: s * 0.06,
      fill: color,
      transform: `rotate(${deg} ${f(lx)} ${f(ly)})`,
    })
  return (
    path(d`M${x - s * k} ${y}Q${x - s * 0.4 * k} ${y - s * 0.3} ${x} ${y}`, 'none', {
      stroke: color,
      'stroke-width': 1,
    }) +
    leaf(x - s * 0.75 * k, y - s * 0.2, -30 * k) +
    leaf(x - s * 0.45 * k, y - s * 0.32, -20 * k) +
    leaf(x - s * 0.55 * k, y + s * 0.02, 25 * k)
  )
}

export function barcode(c: Ctx, x: number, y: number, w: number, h: number, color: string): string {
  const r = rng(c.seed ^ 0x51ed)
  let p = ''
  for (let bx = 0; bx < w; bx += 2.4) if (r() < 0.62) p += d`M${x + bx} ${y}v${h}`
  return path(p, 'none', { stroke: color, 'stroke-width': 1.3 })
}

export function maze(c: Ctx, n: number): string {
  const r = rng(c.seed ^ 0x9e3779b9)
  const h = Array.from({ length: n + 1 }, () => Array<boolean>(n).fill(true))
  const v = Array.from({ length: n }, () => Array<boolean>(n + 1).fill(true))
  const seen = new Set<number>([0])
  const stack = [0]
  while (stack.length) {
    const cell = stack[stack.length - 1] ?? 0
    const x = cell % n
    const y = Math.floor(cell / n)
    const next = [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ].filter(([a = 0, b = 0]) => a >= 0 && b >= 0 && a < n && b < n && !seen.has(b * n + a))
    if (!next.length) {
      stack.pop()
      continue
    }
    const [nx = 0, ny = 0] = next[Math.floor(r() * next.length)] ?? []
    if (nx !== x) (v[y] ?? [])[Math.max(x, nx)] = false
    else (h[Math.max(y, ny)] ?? [])[x] = false
    seen.add(ny * n + nx)
    stack.push(ny * n + nx)
  }
  ;(h[0] ?? [])[0] = false
  ;(h[n] ?? [])[n - 1] = false
  // Merge runs of walls into single segments to keep the path short.
  let p = ''
  h.forEach((row, y) => {
    for (let x = 0; x < n; x++) {
      if (!row[x]) continue
      let e = x
      while (row[e + 1]) e++
      p += `M${x} ${y}h${e - x + 1}`
      x = e
    }
  })
  for (let x = 0; x <= n; x++) {
    for (let y = 0; y < n; y++) {
      if (!v[y]?.[x]) continue
      let e = y
      while (v[e + 1]?.[x]) e++
      p += `M${x} ${y}v${e - y + 1}`
      y = e
    }
  }
  return p
}
