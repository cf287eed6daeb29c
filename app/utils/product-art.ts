/**
 * Generated product artwork: every product image in the store is an SVG mockup drawn here from the
 * product's data (art kind, palette, sample text and print spec). Pure string building, so it runs
 * the same on the server and in the browser.
 */

export type ArtKind =
  | 'card'
  | 'photo-print'
  | 'polaroid'
  | 'poster'
  | 'flyer'
  | 'menu'
  | 'booklet'
  | 'label'
  | 'round-label'
  | 'sticker'
  | 'tag'
  | 'mug'
  | 'cap'
  | 'coaster'
  | 'phone-case'
  | 'standee'
  | 'sign'
  | 'ticket'
  | 'badge'
  | 'letterhead'
  | 'notebook'
  | 'invitation'
  | 'certificate'
  | 'tent-card'
  | 'door-hanger'
  | 'packaging'
  | 'puzzle'
  | 'disc-cover'
  | 'playing-card'
  | 'calendar'
  | 'id-card'
  | 'placard'

export const ART_KIND_LIST: readonly ArtKind[] = [
  'card',
  'photo-print',
  'polaroid',
  'poster',
  'flyer',
  'menu',
  'booklet',
  'label',
  'round-label',
  'sticker',
  'tag',
  'mug',
  'cap',
  'coaster',
  'phone-case',
  'standee',
  'sign',
  'ticket',
  'badge',
  'letterhead',
  'notebook',
  'invitation',
  'certificate',
  'tent-card',
  'door-hanger',
  'packaging',
  'puzzle',
  'disc-cover',
  'playing-card',
  'calendar',
  'id-card',
  'placard',
]

type Shape = 'rect' | 'rounded' | 'circle' | 'oval'

export interface ProductArtInput {
  slug: string
  name: string
  kind: ArtKind
  palette: [string, string, string]
  sample: string
  trimWidthMm: number
  trimHeightMm: number
  shape?: Shape
  cornerRadiusMm?: number
  sides?: number
}

/** Scales a wMm x hMm piece to the largest size that fits in a boxW x boxH box. */
export function fitRect(wMm: number, hMm: number, boxW: number, boxH: number) {
  const w = wMm > 0 ? wMm : 1
  const h = hMm > 0 ? hMm : 1
  const scale = Math.min(boxW / w, boxH / h)
  return { w: w * scale, h: h * scale, scale }
}

const SANS = `'Inter','Helvetica Neue',Arial,sans-serif`
const SERIF = `'Playfair Display',Georgia,'Times New Roman',serif`
const HAND = `'Caveat','Segoe Print','Bradley Hand',cursive`
const METAL = '#a9aeb5'

// ---------------------------------------------------------------------------------------------
// Strings, numbers and colours

const XML: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => XML[ch] ?? ch)
}

const f = (v: number) => String(Math.round(v * 10) / 10)

/** Tagged template for path data: numbers are rounded to one decimal. */
function d(strs: TemplateStringsArray, ...vals: number[]): string {
  let s = strs[0] ?? ''
  vals.forEach((v, i) => (s += f(v) + (strs[i + 1] ?? '')))
  return s
}

type Attrs = Record<string, string | number | undefined>

/**
 * Stands in for a filter url: `el` draws the element's drop shadow as offset, flat, translucent
 * copies behind it. Blurred SVG filters are rasterised on the browser's main thread, and product
 * grids show dozens of these images at once (docs/decisions/010-storefront-performance.md).
 */
const SHADOW = 'shadow:offset'
const SHADOW_INK = '#2b2118'

function shadowCopy(tag: string, attrs: Attrs, body: string | undefined, dy: number, op: string) {
  const paint = (v: Attrs[string]) => (v === undefined || v === 'none' ? v : SHADOW_INK)
  const a: Attrs = {
    ...attrs,
    fill: paint(attrs.fill),
    stroke: paint(attrs.stroke),
    'stroke-opacity': undefined,
    'fill-opacity': undefined,
    opacity: op,
    transform: `translate(0 ${dy})${attrs.transform ? ` ${attrs.transform}` : ''}`,
  }
  const flat = body?.replace(/ (fill|stroke)="(?!none")[^"]*"/g, ` $1="${SHADOW_INK}"`)
  return el(tag, a, flat)
}

function el(tag: string, attrs: Attrs, body?: string): string {
  if (attrs.filter === SHADOW) {
    const own: Attrs = { ...attrs, filter: undefined }
    // A group's copy repeats its whole body, so it gets one layer; a single shape gets two.
    const under =
      body === undefined
        ? shadowCopy(tag, own, body, 7, '.07') + shadowCopy(tag, own, body, 2.5, '.12')
        : shadowCopy(tag, own, body, 4, '.12')
    return under + el(tag, own, body)
  }
  let s = '<' + tag
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || (v === 0 && (k === 'x' || k === 'y' || k === 'cx' || k === 'cy')))
      continue
    s += ` ${k}="${typeof v === 'number' ? f(v) : v.replace(/[&<>"]/g, (ch) => XML[ch] ?? ch)}"`
  }
  return body === undefined ? s + '/>' : `${s}>${body}</${tag}>`
}

const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...a })
const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...a })
const path = (dd: string, fill: string, a: Attrs = {}) => el('path', { d: dd, fill, ...a })
const g = (a: Attrs, body: string) => el('g', a, body)

function hex(c: string, fallback: string): string {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(c.trim())
  if (!m?.[1]) return fallback
  const h = m[1].toLowerCase()
  return '#' + (h.length === 3 ? [...h].map((ch) => ch + ch).join('') : h)
}

const rgb = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16))

/** Mixes colour a towards b by t (0..1). Both must be #rrggbb. */
function mix(a: string, b: string, t: number): string {
  const x = rgb(a)
  const y = rgb(b)
  return (
    '#' +
    x
      .map((v, i) => Math.round(v + ((y[i] ?? v) - v) * t))
      .map((v) => v.toString(16).padStart(2, '0'))
      .join('')
  )
}

function luma(c: string): number {
  const [r = 0, gr = 0, b = 0] = rgb(c)
  return (0.299 * r + 0.587 * gr + 0.114 * b) / 255
}

/** Readable text colour on top of c. */
const on = (c: string) => (luma(c) > 0.6 ? '#1d1d1f' : '#ffffff')

function hash(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}

function rng(seed: number): () => number {
  let a = seed || 1
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// ---------------------------------------------------------------------------------------------
// Drawing context and shared pieces

interface Ctx {
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
}

/** The ink colour when it reads on top of `under`, else black or white. */
const inkOn = (c: Ctx, under: string) =>
  Math.abs(luma(c.ink) - luma(under)) > 0.35 ? c.ink : on(under)
const skyOf = (c: Ctx) => mix(c.acc, '#ffffff', 0.74)
/** The darker of background and ink: scenes and lids stay dark on light and dark palettes alike. */
const deep = (c: Ctx) => (luma(c.ink) < luma(c.bg) ? c.ink : c.bg)
const hill = (c: Ctx) => mix(deep(c), c.acc, 0.25)

const uid = (c: Ctx) => `${c.pfx}-${c.n++}`
const url = (id: string) => `url(#${id})`

/** Adds a shared definition once and returns its id. */
function need(c: Ctx, key: string, make: (id: string) => string): string {
  const id = `${c.pfx}-${key}`
  if (!c.defs.has(id)) c.defs.set(id, make(id))
  return id
}

/** A drop shadow for the element it is given to as `filter` (see SHADOW). */
const shadow = (_c: Ctx) => SHADOW

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
const cylinder = (c: Ctx) =>
  linear(c, 'cy', [
    [0, '#000', 0.2],
    [0.2, '#fff', 0.28],
    [0.42, '#fff', 0],
    [0.8, '#000', 0.06],
    [1, '#000', 0.26],
  ])
const gloss = (c: Ctx) =>
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
const fold = (c: Ctx) =>
  linear(c, 'fd', [
    [0, '#000', 0],
    [0.5, '#000', 0.2],
    [1, '#000', 0],
  ])

function floor(c: Ctx, cx: number, cy: number, rx: number, ry: number): string {
  const id = need(
    c,
    'fl',
    (i) =>
      `<radialGradient id="${i}"><stop offset="0" stop-color="#2b2118" stop-opacity=".32"/><stop offset="1" stop-color="#2b2118" stop-opacity="0"/></radialGradient>`,
  )
  return el('ellipse', { cx, cy, rx, ry, fill: url(id) })
}

function shapeEl(w: number, h: number, shape: Shape, r: number, a: Attrs): string {
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
function piece(c: Ctx, w: number, h: number, content: string, o: PieceOpts = {}): string {
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

const radius = (c: Ctx, w: number) =>
  c.shape === 'rounded' ? (c.rMm > 0 ? c.rMm : 3) * (w / (c.wMm > 0 ? c.wMm : 1)) : 0

/** Places a w x h group centred on (cx, cy), rotated around its centre. */
function at(cx: number, cy: number, deg: number, w: number, h: number, body: string): string {
  const rot = deg ? ` rotate(${deg} ${f(w / 2)} ${f(h / 2)})` : ''
  return `<g transform="translate(${f(cx - w / 2)} ${f(cy - h / 2)})${rot}">${body}</g>`
}

/** Font size that fits the sample text into maxW. k is the average glyph width in em. */
const fit = (c: Ctx, maxW: number, max: number, k = 0.6) =>
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

// The outliner and default face of the render in progress (rendering is synchronous).
let outliner: TextOutliner | undefined
let defaultFont: ArtFont = 'sans'

const UNXML: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const unescapeXml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => UNXML[e]!)
const fontOf = (stack?: string): ArtFont =>
  stack === SERIF ? 'serif' : stack === HAND ? 'hand' : stack === SANS ? 'sans' : defaultFont

/** Text as outlines when an outliner is set, so the browser lays out no SVG text. */
function outlinedText(
  x: number,
  y: number,
  size: number,
  fill: string,
  body: string,
  o: TextOpts,
): string | null {
  const set = outliner?.(unescapeXml(body), {
    font: fontOf(o.font),
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

function text(x: number, y: number, size: number, fill: string, body: string, o: TextOpts = {}) {
  const outlined = outliner ? outlinedText(x, y, size, fill, body, o) : null
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

const sampleText = (c: Ctx, x: number, y: number, size: number, fill: string, o: TextOpts = {}) =>
  text(x, y, size, fill, c.s, { weight: 700, ...o })

const WIDTHS = [1, 0.82, 0.94, 0.68, 0.88, 0.56]

/** Rounded strokes standing in for lines of small text. */
function bars(
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

/** A simple brand mark: a disc with a diamond. */
function logo(cx: number, cy: number, r: number, fill: string, inner: string) {
  const k = r * 0.5
  return (
    circle(cx, cy, r, fill) + path(d`M${cx} ${cy - k}l${k} ${k}l${-k} ${k}l${-k} ${-k}z`, inner)
  )
}

/** Photo placeholder: sky, sun and two hills. */
function scene(c: Ctx, x: number, y: number, w: number, h: number, v = 0, sky = skyOf(c)): string {
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
function avatar(c: Ctx, x: number, y: number, w: number, h: number): string {
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
function qr(c: Ctx, x: number, y: number, s: number): string {
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
const sparkle = (x: number, y: number, s: number, fill: string) =>
  path(
    d`M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z`,
    fill,
  )

function heart(cx: number, cy: number, s: number, fill: string) {
  return path(
    d`M${cx} ${cy + s * 0.42}C${cx - s * 0.95} ${cy - s * 0.2} ${cx - s * 0.45} ${cy - s * 0.85} ${cx} ${cy - s * 0.35}C${cx + s * 0.45} ${cy - s * 0.85} ${cx + s * 0.95} ${cy - s * 0.2} ${cx} ${cy + s * 0.42}Z`,
    fill,
  )
}

/** n-pointed star polygon (seals, rosettes). */
function star(cx: number, cy: number, r1: number, r2: number, n: number, fill: string) {
  const pts: string[] = []
  for (let i = 0; i < n * 2; i++) {
    const a = (Math.PI * i) / n - Math.PI / 2
    const r = i % 2 ? r2 : r1
    pts.push(d`${cx + Math.cos(a) * r} ${cy + Math.sin(a) * r}`)
  }
  return path(`M${pts.join('L')}Z`, fill)
}

function pencil(c: Ctx, cx: number, cy: number, len: number, deg: number): string {
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

function lanyard(c: Ctx, cx: number, y: number): string {
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
function tent(c: Ctx, w: number, h: number, face: string): string {
  const dpt = Math.min(h * 0.2, 40)
  return (
    floor(c, w / 2 + dpt / 2, h + 2, w * 0.62, 16) +
    path(d`M${w - 2} 0L${w + dpt} ${h - dpt * 0.55}L${w} ${h}Z`, mix(c.bg, '#000000', 0.3)) +
    piece(c, w, h, face) +
    path(d`M0 .5H${w}`, 'none', { stroke: '#fff', 'stroke-opacity': '.6', 'stroke-width': 1.5 })
  )
}

/** Face height of a folded tent: a tall flat sheet folds in half. */
const tentFace = (wMm: number, hMm: number, tall: number) => (hMm > wMm * tall ? hMm / 2 : hMm)

// ---------------------------------------------------------------------------------------------
// Default designs printed on the pieces (local coordinates, origin top-left)

function faceFront(c: Ctx, w: number, h: number): string {
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

function faceBack(c: Ctx, w: number, h: number): string {
  const u = Math.min(w, h)
  const fg = on(c.acc)
  return (
    rect(0, 0, w, h, c.acc) +
    circle(w * 0.12, h * 1.05, u * 0.55, '#fff', { opacity: '.08' }) +
    logo(w / 2, h * 0.4, u * 0.14, fg, c.acc) +
    sampleText(c, w / 2, h * 0.4 + u * 0.34, fit(c, w * 0.7, u * 0.11), fg, { anchor: 'middle' })
  )
}

function facePoster(c: Ctx, w: number, h: number, v = 0): string {
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

function faceFlyer(c: Ctx, w: number, h: number): string {
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

function faceMenu(c: Ctx, w: number, h: number): string {
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
function faceLabel(c: Ctx, w: number, h: number, shape: Shape): string {
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

// ---------------------------------------------------------------------------------------------
// Kinds

function drawCard(c: Ctx): string {
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

function drawPhotoPrint(c: Ctx): string {
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
      text(sheet.w - gx, sheet.h * 0.93, sheet.h * 0.045, inkOn(c, '#ffffff'), c.s, {
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

function drawPolaroid(c: Ctx): string {
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

function drawPoster(c: Ctx): string {
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

function drawFlyer(c: Ctx): string {
  const { w, h } = fitRect(c.wMm, c.hMm, 280, 380)
  const face = piece(c, w, h, faceFlyer(c, w, h))
  return at(335, 290, -8, w, h, face) + at(460, 305, 4, w, h, face)
}

function drawMenu(c: Ctx): string {
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

function drawBooklet(c: Ctx): string {
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

function drawLabel(c: Ctx): string {
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

function drawRoundLabel(c: Ctx): string {
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

function faceSticker(c: Ctx, w: number, h: number): string {
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

function drawSticker(c: Ctx): string {
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

function drawTag(c: Ctx): string {
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

function drawMug(c: Ctx): string {
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

function drawCap(c: Ctx): string {
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

function clipRect(c: Ctx, x: number, y: number, w: number, h: number): string {
  const id = uid(c)
  c.defs.set(id, `<clipPath id="${id}">${rect(x, y, w, h, '#000')}</clipPath>`)
  return id
}

function drawCoaster(c: Ctx): string {
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

function drawPhoneCase(c: Ctx): string {
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

function drawStandee(c: Ctx): string {
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

function drawSign(c: Ctx): string {
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

function drawTicket(c: Ctx): string {
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
      text(px * 0.1, h * 0.28, h * 0.08, c.acc, 'ADMIT ONE', { weight: 700, ls: 2 }) +
      sampleText(c, px * 0.1, h * 0.56, size, c.ink) +
      bars(px * 0.1, h * 0.74, px * 0.5, 2, h * 0.09, h * 0.035, c.ink) +
      g(
        { transform: `rotate(-90 ${f((px + w) / 2)} ${f(h / 2)})` },
        text((px + w) / 2, h / 2, h * 0.09, fg, no, { anchor: 'middle', weight: 600 }),
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
      text(w / 2, h * 0.16, w * 0.07, c.acc, 'ADMIT ONE', {
        anchor: 'middle',
        weight: 700,
        ls: 2,
      }) +
      sampleText(c, w / 2, h * 0.4, size, c.ink, { anchor: 'middle' }) +
      bars(w / 2, h * 0.52, w * 0.5, 3, h * 0.05, w * 0.03, c.ink, '.35', 'middle') +
      text(w / 2, py + (h - py) * 0.58, w * 0.08, fg, no, { anchor: 'middle', weight: 600 }) +
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

function drawBadge(c: Ctx): string {
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

function drawLetterhead(c: Ctx): string {
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
    text(eh * 0.24, eh * 0.18, eh * 0.06, c.ink, c.s, { weight: 700 }) +
    bars(ew * 0.5, eh * 0.55, ew * 0.35, 3, eh * 0.08, eh * 0.025, c.ink) +
    rect(0, eh * 0.94, ew, eh * 0.06, c.acc)
  return (
    at(540, 200, 9, ew, eh, piece(c, ew, eh, env)) +
    at(355, 305, -3, w, h, piece(c, w, h, face)) +
    pencil(c, 590, 420, 230, -38)
  )
}

function drawNotebook(c: Ctx): string {
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

function sprig(x: number, y: number, s: number, color: string, flip = false): string {
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

function drawInvitation(c: Ctx): string {
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
    text(w / 2, h * 0.5, size, c.ink, c.s, { anchor: 'middle', font: SERIF, italic: true }) +
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

function drawCertificate(c: Ctx): string {
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
    text(w / 2, h * 0.24, u * 0.085, c.acc, 'CERTIFICATE', {
      anchor: 'middle',
      font: SERIF,
      ls: 4,
      weight: 700,
    }) +
    text(w / 2, h * 0.32, u * 0.032, c.ink, 'OF ACHIEVEMENT', {
      anchor: 'middle',
      ls: 3,
      op: '.6',
    }) +
    bars(w / 2, h * 0.41, w * 0.26, 1, 0, u * 0.01, c.ink, '.35', 'middle') +
    text(w / 2, h * 0.55, size, c.ink, c.s, { anchor: 'middle', font: SERIF, italic: true }) +
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

function drawTentCard(c: Ctx): string {
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

function drawPlacard(c: Ctx): string {
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

function drawDoorHanger(c: Ctx): string {
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

function drawPackaging(c: Ctx): string {
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
  const bow =
    el('ellipse', {
      cx: bx - 22,
      cy: by - 8,
      rx: 24,
      ry: 11,
      fill: 'none',
      stroke: ribbon,
      'stroke-width': 7,
      transform: `rotate(-20 ${f(bx - 22)} ${f(by - 8)})`,
    }) +
    el('ellipse', {
      cx: bx + 22,
      cy: by - 8,
      rx: 24,
      ry: 11,
      fill: 'none',
      stroke: ribbon,
      'stroke-width': 7,
      transform: `rotate(20 ${f(bx + 22)} ${f(by - 8)})`,
    }) +
    circle(bx, by - 2, 8, ribbon)
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

function maze(c: Ctx, n: number): string {
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

function drawPuzzle(c: Ctx): string {
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

function drawDiscCover(c: Ctx): string {
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

function drawPlayingCard(c: Ctx): string {
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
      text(x, y, u * 0.14, c.acc, 'A', { anchor: 'middle', weight: 700 }) +
        heart(x, y + u * 0.09, u * 0.09, c.acc),
    )
  const face =
    idx(u * 0.12, u * 0.17, 0) +
    idx(u * 0.12, u * 0.17, 180) +
    heart(w / 2, h * 0.46, u * 0.42, c.acc) +
    text(w / 2, h * 0.72, fit(c, w * 0.6, u * 0.07), c.ink, c.s, { anchor: 'middle', op: '.75' })
  const card = (body: string) => piece(c, w, h, body, { shape, r })
  const cy = 300
  const fan = (deg: number, body: string) =>
    g({ transform: `rotate(${deg} 400 ${f(cy + h * 0.75)})` }, at(400, cy, 0, w, h, body))
  return fan(-18, card(back)) + fan(0, card(back)) + fan(18, card(face))
}

function drawCalendar(c: Ctx): string {
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
    outliner
      ? text(gx + col * cw + cw / 2, y, fs, col ? c.ink : c.acc, body, { anchor: 'middle', weight })
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

function barcode(c: Ctx, x: number, y: number, w: number, h: number, color: string): string {
  const r = rng(c.seed ^ 0x51ed)
  let p = ''
  for (let bx = 0; bx < w; bx += 2.4) if (r() < 0.62) p += d`M${x + bx} ${y}v${h}`
  return path(p, 'none', { stroke: color, 'stroke-width': 1.3 })
}

function drawIdCard(c: Ctx): string {
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

const KINDS: Record<ArtKind, (c: Ctx) => string> = {
  card: drawCard,
  'photo-print': drawPhotoPrint,
  polaroid: drawPolaroid,
  poster: drawPoster,
  flyer: drawFlyer,
  menu: drawMenu,
  booklet: drawBooklet,
  label: drawLabel,
  'round-label': drawRoundLabel,
  sticker: drawSticker,
  tag: drawTag,
  mug: drawMug,
  cap: drawCap,
  coaster: drawCoaster,
  'phone-case': drawPhoneCase,
  standee: drawStandee,
  sign: drawSign,
  ticket: drawTicket,
  badge: drawBadge,
  letterhead: drawLetterhead,
  notebook: drawNotebook,
  invitation: drawInvitation,
  certificate: drawCertificate,
  'tent-card': drawTentCard,
  'door-hanger': drawDoorHanger,
  packaging: drawPackaging,
  puzzle: drawPuzzle,
  'disc-cover': drawDiscCover,
  'playing-card': drawPlayingCard,
  calendar: drawCalendar,
  'id-card': drawIdCard,
  placard: drawPlacard,
}

const SERIF_KINDS = new Set<ArtKind>(['invitation', 'certificate'])

export function renderProductArt(
  input: ProductArtInput,
  opts: { width?: number; height?: number; outline?: TextOutliner } = {},
): string {
  outliner = opts.outline
  defaultFont = SERIF_KINDS.has(input.kind) ? 'serif' : 'sans'
  try {
    return render(input, opts)
  } finally {
    outliner = undefined
    defaultFont = 'sans'
  }
}

function render(input: ProductArtInput, opts: { width?: number; height?: number }): string {
  const W = opts.width && opts.width > 0 ? opts.width : 800
  const H = opts.height && opts.height > 0 ? opts.height : 600
  // Keep the 800x600 scene centred and extend the backdrop to the requested aspect ratio.
  const vw = W / H > 4 / 3 ? (600 * W) / H : 800
  const vh = W / H > 4 / 3 ? 600 : (800 * H) / W
  const vx = (800 - vw) / 2
  const vy = (600 - vh) / 2
  const slug = input.slug.replace(/[^A-Za-z0-9_-]/g, '-')
  const [bg = '', ink = '', acc = ''] = input.palette
  const c: Ctx = {
    bg: hex(bg, '#ffffff'),
    ink: hex(ink, '#1d1d1f'),
    acc: hex(acc, '#e4572e'),
    room: '#ece8e2',
    s: escapeXml(input.sample),
    len: [...input.sample].length,
    wMm: input.trimWidthMm > 0 ? input.trimWidthMm : 100,
    hMm: input.trimHeightMm > 0 ? input.trimHeightMm : 100,
    shape: input.shape ?? 'rect',
    rMm: input.cornerRadiusMm ?? 0,
    sides: input.sides ?? 1,
    seed: hash(input.slug + '|' + input.sample),
    pfx: /^[A-Za-z]/.test(slug) ? slug : 'a' + slug,
    n: 0,
    defs: new Map(),
  }
  const top = mix('#f7f5f2', c.acc, 0.07)
  const bottom = mix('#e2ddd6', c.acc, 0.12)
  c.room = mix(top, bottom, 0.5)
  const draw = KINDS[input.kind] ?? drawCard
  const body = draw(c)
  const bgId = `${c.pfx}-bg`
  const glowId = `${c.pfx}-gw`
  const backdrop =
    `<linearGradient id="${bgId}" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="${glowId}" cx=".5" cy=".42" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
  const name = escapeXml(input.name)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f(W)}" height="${f(H)}" viewBox="${f(vx)} ${f(vy)} ${f(vw)} ${f(vh)}" role="img" aria-label="${name}" font-family="${(SERIF_KINDS.has(input.kind) ? SERIF : SANS).replace(/"/g, '')}">` +
    `<title>${name}</title><defs>${backdrop}${[...c.defs.values()].join('')}</defs>` +
    rect(vx, vy, vw, vh, url(bgId)) +
    rect(vx, vy, vw, vh, url(glowId)) +
    body +
    '</svg>'
  )
}
