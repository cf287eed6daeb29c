/**
 * The drawing context of one render (palette, sample text, print spec, defs, text outliner) and the
 * helpers every drawer uses. No module state: everything a render needs is on the context.
 */
import { luma, mix, on } from '../colour.ts'
import { type Attrs, d, el, f, g, HAND, path, SANS, SERIF, SHADOW, type Shape } from './svg.ts'

export interface Ctx {
  bg: string
  ink: string
  acc: string
  /** Average backdrop colour, for holes punched through an object. */
  room: string
  /** The sample text, already XML-escaped. */
  s: string
  len: number
  wMm: number
  hMm: number
  shape: Shape
  rMm: number
  sides: number
  seed: number
  pfx: string
  n: number
  defs: Map<string, string>
  /** Sets text as glyph outlines when given (see TextOutliner). */
  outline?: TextOutliner
  /** The face of text that names none: serif for invitations and certificates. */
  font: ArtFont
}

/** Draws one art kind into the 800x600 scene; shared definitions go to `c.defs`. */
export type Drawer = (c: Ctx) => string

/** The ink colour when it reads on top of `under`, else black or white. */
export const inkOn = (c: Ctx, under: string) =>
  Math.abs(luma(c.ink) - luma(under)) > 0.35 ? c.ink : on(under)

export const skyOf = (c: Ctx) => mix(c.acc, '#ffffff', 0.74)

/** The darker of background and ink: scenes and lids stay dark on light and dark palettes alike. */
export const deep = (c: Ctx) => (luma(c.ink) < luma(c.bg) ? c.ink : c.bg)

export const hill = (c: Ctx) => mix(deep(c), c.acc, 0.25)

export const uid = (c: Ctx) => `${c.pfx}-${c.n++}`

export const url = (id: string) => `url(#${id})`

/** Adds a shared definition once and returns its id. */
export function need(c: Ctx, key: string, make: (id: string) => string): string {
  const id = `${c.pfx}-${key}`
  if (!c.defs.has(id)) c.defs.set(id, make(id))
  return id
}

/** A drop shadow for the element it is given to as `filter` (see SHADOW). */
export const shadow = (_c: Ctx) => SHADOW

function linear(c: Ctx, key: string, stops: [number, string, number][], dir = 'x2="1"') {
  return url(
    need(
      c,
      key,
      (id) =>
        `<linearGradient id="${id}" ${dir}>${stops
          .map(([o, col, op]) => `<stop offset="${o}" stop-color="${col}" stop-opacity="${op}"/>`)
          .join('')}</linearGradient>`,
    ),
  )
}

// Horizontal shading that makes a flat band read as a cylinder (mugs, jars).
export const cylinder = (c: Ctx) =>
  linear(c, 'cy', [
    [0, '#000', 0.2],
    [0.2, '#fff', 0.28],
    [0.42, '#fff', 0],
    [0.8, '#000', 0.06],
    [1, '#000', 0.26],
  ])

export const gloss = (c: Ctx) =>
  linear(
    c,
    'gl',
    [
      [0, '#fff', 0.38],
      [0.45, '#fff', 0.06],
      [0.46, '#fff', 0],
    ],
    'x2="1" y2="1"',
  )

export const fold = (c: Ctx) =>
  linear(c, 'fd', [
    [0, '#000', 0],
    [0.5, '#000', 0.2],
    [1, '#000', 0],
  ])

export function floor(c: Ctx, cx: number, cy: number, rx: number, ry: number): string {
  const id = need(
    c,
    'fl',
    (i) =>
      `<radialGradient id="${i}"><stop offset="0" stop-color="#2b2118" stop-opacity=".32"/><stop offset="1" stop-color="#2b2118" stop-opacity="0"/></radialGradient>`,
  )
  return el('ellipse', { cx, cy, rx, ry, fill: url(id) })
}

export function shapeEl(w: number, h: number, shape: Shape, r: number, a: Attrs): string {
  if (shape === 'circle' || shape === 'oval') {
    return el('ellipse', { cx: w / 2, cy: h / 2, rx: w / 2, ry: h / 2, ...a })
  }
  return el('rect', {
    width: w,
    height: h,
    rx: r > 0 ? Math.min(r, w / 2, h / 2) : undefined,
    ...a,
  })
}

interface PieceOpts {
  shape?: Shape
  r?: number
  fill?: string
  /** White die-cut margin around the piece, in px. */
  border?: number
  /** Custom outline path instead of a shape. */
  outline?: string
  /** No drop shadow (the piece sits on another object). */
  flat?: boolean
  /** Only the clipped design, no base or edge (prints directly on an object). */
  bare?: boolean
}

/** A printed piece at the origin: shadowed base, then the design clipped to its outline. */
export function piece(c: Ctx, w: number, h: number, content: string, o: PieceOpts = {}): string {
  const shape = o.shape ?? 'rect'
  const r = o.r ?? 0
  const filter = o.flat ? undefined : shadow(c)
  const edge = { stroke: '#000', 'stroke-opacity': '.1', 'stroke-width': '.8' }
  const base = (a: Attrs) =>
    o.outline ? el('path', { d: o.outline, ...a }) : shapeEl(w, h, shape, r, a)
  let out = ''
  if (o.border) {
    out += base({
      fill: '#fff',
      stroke: '#fff',
      'stroke-width': o.border * 2,
      'stroke-linejoin': 'round',
      filter,
    })
  }
  if (!o.bare) out += base({ fill: o.fill ?? c.bg, filter: o.border ? undefined : filter, ...edge })
  const id = uid(c)
  c.defs.set(id, `<clipPath id="${id}">${base({ fill: '#000' })}</clipPath>`)
  return out + g({ 'clip-path': url(id) }, content)
}

export const radius = (c: Ctx, w: number) =>
  c.shape === 'rounded' ? (c.rMm > 0 ? c.rMm : 3) * (w / (c.wMm > 0 ? c.wMm : 1)) : 0

/** Places a w x h group centred on (cx, cy), rotated around its centre. */
export function at(
  cx: number,
  cy: number,
  deg: number,
  w: number,
  h: number,
  body: string,
): string {
  const rot = deg ? ` rotate(${deg} ${f(w / 2)} ${f(h / 2)})` : ''
  return `<g transform="translate(${f(cx - w / 2)} ${f(cy - h / 2)})${rot}">${body}</g>`
}

/** Font size that fits the sample text into maxW. k is the average glyph width in em. */
export const fit = (c: Ctx, maxW: number, max: number, k = 0.6) =>
  Math.min(max, maxW / (Math.max(c.len, 3) * k))

interface TextOpts {
  anchor?: 'middle' | 'end'
  weight?: number
  font?: string
  italic?: boolean
  ls?: number
  op?: string
}

/** A face the art sets text in: the font stacks below, by role. */
export type ArtFont = 'sans' | 'serif' | 'hand'

export interface TextOutlineStyle {
  font: ArtFont
  /** 400 or 700: the faces the server has. */
  weight: 400 | 700
  size: number
  letterSpacing: number
}

/**
 * Sets a line of text as glyph outlines: its advance width, and path data for it drawn from
 * (x, baseline y). Null when the fonts cannot set it (the art then keeps a <text> element).
 */
export type TextOutliner = (
  text: string,
  style: TextOutlineStyle,
) => { width: number; d: (x: number, y: number) => string } | null

const UNXML: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

const unescapeXml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => UNXML[e]!)

const fontOf = (c: Ctx, stack?: string): ArtFont =>
  stack === SERIF ? 'serif' : stack === HAND ? 'hand' : stack === SANS ? 'sans' : c.font

/** Text as outlines when an outliner is set, so the browser lays out no SVG text. */
function outlinedText(
  c: Ctx,
  x: number,
  y: number,
  size: number,
  fill: string,
  body: string,
  o: TextOpts,
): string | null {
  const set = c.outline?.(unescapeXml(body), {
    font: fontOf(c, o.font),
    weight: (o.weight ?? 400) >= 600 ? 700 : 400,
    size,
    letterSpacing: o.ls ?? 0,
  })
  if (!set) return null
  const x0 = o.anchor === 'middle' ? x - set.width / 2 : o.anchor === 'end' ? x - set.width : x
  // No italic faces: lean the upright one by 12 degrees around the baseline.
  const lean = o.italic ? `matrix(1 0 -.21 1 ${f(y * 0.21)} 0)` : undefined
  return path(set.d(x0, y), fill, { opacity: o.op, transform: lean })
}

export function text(
  c: Ctx,
  x: number,
  y: number,
  size: number,
  fill: string,
  body: string,
  o: TextOpts = {},
) {
  const outlined = c.outline ? outlinedText(c, x, y, size, fill, body, o) : null
  if (outlined !== null) return outlined
  return el(
    'text',
    {
      x,
      y,
      'font-size': size,
      fill,
      'text-anchor': o.anchor,
      'font-weight': o.weight,
      'font-family': o.font,
      'font-style': o.italic ? 'italic' : undefined,
      'letter-spacing': o.ls,
      opacity: o.op,
    },
    body,
  )
}

export const sampleText = (
  c: Ctx,
  x: number,
  y: number,
  size: number,
  fill: string,
  o: TextOpts = {},
) => text(c, x, y, size, fill, c.s, { weight: 700, ...o })

export const WIDTHS = [1, 0.82, 0.94, 0.68, 0.88, 0.56]

/** Rounded strokes standing in for lines of small text. */
export function bars(
  x: number,
  y: number,
  w: number,
  n: number,
  gap: number,
  th: number,
  color: string,
  op = '.35',
  align: 'start' | 'middle' | 'end' = 'start',
) {
  let p = ''
  for (let i = 0; i < n; i++) {
    const lw = w * (WIDTHS[i % WIDTHS.length] ?? 1)
    const x0 = align === 'middle' ? x - lw / 2 : align === 'end' ? x - lw : x
    p += d`M${x0} ${y + i * gap}h${lw}`
  }
  return path(p, 'none', {
    stroke: color,
    'stroke-width': th,
    'stroke-linecap': 'round',
    opacity: op,
  })
}
