/**
 * Starting templates: every catalog product opens in the designer with a layout built from its
 * print spec (trim, bleed, safe margin, sides or pages, die shape) and sample content that suits
 * what it is: a visiting card gets a name, title and contact lines with a QR code, a label a brand
 * and a net quantity, a mug wrap a photo frame and a caption. Everything sits inside the safe area
 * (inside the inscribed rectangle of the safe ellipse for round pieces); sizes scale with the piece.
 * See docs/decisions/011-design-document-and-templates.md.
 *
 * Pure and shared: no server imports.
 */
import {
  DESIGN_VERSION,
  designDocumentSchema,
  PT_PER_MM,
  type DesignDocument,
  type DesignElement,
  type DesignSide,
  type FontFamily,
  type PrintSpec,
} from './document.ts'
import { mix } from './colour.ts'
import { estimateTextWidth } from './text-layout.ts'

export interface TemplateProduct extends PrintSpec {
  name: string
  slug: string
  artKind: string
  categorySlug?: string
  /** The catalog's sample text (artSample), used as the main line when given. */
  sample?: string
  /** The catalog's art palette [background, ink, accent], when given. */
  palette?: string[]
}

/** Multipage products with more pages than this repeat one interior design (pads, bill books). */
export const MAX_DESIGNED_PAGES = 40

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** The names of a product's sides or pages, in order: one designed side per entry. */
export function templateSideNames(
  spec: Pick<PrintSpec, 'sides' | 'pages'>,
  artKind: string,
): string[] {
  const pages = spec.pages ?? null
  if (pages && pages > 1 && pages <= MAX_DESIGNED_PAGES) {
    if (artKind === 'calendar' && pages === 13) return ['Cover', ...MONTHS]
    return Array.from({ length: pages }, (_, i) =>
      i === 0 ? 'Front cover' : i === pages - 1 ? 'Back cover' : `Page ${i + 1}`,
    )
  }
  if (pages && pages > MAX_DESIGNED_PAGES) {
    // Every leaf carries the same printing: design it once (and the cover when it has two sides).
    if (spec.sides === 2)
      return artKind === 'notebook' ? ['Front cover', 'Back cover'] : ['Left page', 'Right page']
    return ['Every page']
  }
  return spec.sides === 2 ? ['Front', 'Back'] : ['Front']
}

// ---------------------------------------------------------------------------------------------
// Geometry and element helpers

interface Box {
  x: number
  y: number
  w: number
  h: number
}

const HEX = /^#[0-9a-fA-F]{6}$/
const r2 = (v: number) => Math.round(v * 100) / 100

interface Palette {
  bg: string
  ink: string
  acc: string
  soft: string
}

function paletteOf(p: TemplateProduct): Palette {
  const [bg, ink, acc] = (p.palette ?? []).map((c) => c.toLowerCase())
  const pal = {
    bg: bg && HEX.test(bg) ? bg : '#ffffff',
    ink: ink && HEX.test(ink) ? ink : '#1d1d1f',
    acc: acc && HEX.test(acc) ? acc : '#3d5afe',
  }
  return { ...pal, soft: mix(pal.bg, pal.ink, 0.12) }
}

interface TextOpts {
  font?: FontFamily
  weight?: 400 | 700
  italic?: boolean
  align?: 'left' | 'center' | 'right'
  color?: string
  lineHeight?: number
  name?: string
  /** Centre the text vertically in its box when it comes out smaller. */
  middle?: boolean
}

/** Collects one side's elements with unique ids. */
class SideBuilder {
  elements: DesignElement[] = []
  constructor(
    readonly prefix: string,
    readonly pal: Palette,
  ) {}

  private nextId(kind: string) {
    return `${this.prefix}-${kind}-${this.elements.length + 1}`
  }

  /**
   * Text fitted to the box: the size is `sizeMm` at most, smaller when the longest line would not
   * fit the width or the lines would not fit the height. Returns the element's height.
   */
  text(box: Box, text: string, sizeMm: number, o: TextOpts = {}) {
    const el = fitText(box, text, sizeMm, o, this.pal)
    el.id = this.nextId('text')
    this.elements.push(el)
    return el.height
  }

  shape(
    box: Box,
    shape: 'rectangle' | 'rounded-rectangle' | 'ellipse' | 'line',
    o: {
      fill?: string
      stroke?: string
      strokeWidthMm?: number
      radiusMm?: number
      name?: string
    } = {},
  ) {
    this.elements.push({
      id: this.nextId('shape'),
      name: o.name,
      type: 'shape',
      shape,
      x: r2(box.x),
      y: r2(box.y),
      width: r2(box.w),
      height: r2(box.h),
      rotation: 0,
      opacity: 1,
      locked: false,
      hidden: false,
      radiusMm: o.radiusMm ?? 0,
      fill: o.fill ?? 'none',
      stroke: o.stroke ?? 'none',
      strokeWidthMm: o.strokeWidthMm ?? 0,
    })
  }

  /** A horizontal rule: a thin filled rectangle, so it prints with an exact thickness. */
  rule(x: number, y: number, w: number, color = this.pal.acc, thick = 0.5) {
    this.shape({ x, y, w, h: thick }, 'rectangle', { fill: color, name: 'Rule' })
  }

  /** A photo frame the shopper replaces with an uploaded image. */
  photo(box: Box, label = 'Add your photo') {
    this.shape(box, 'rectangle', { fill: this.pal.soft, name: 'Photo placeholder' })
    const size = Math.min(box.h * 0.12, box.w * 0.08, 8)
    const labelH = size * 1.3
    this.text(
      { x: box.x + box.w * 0.1, y: box.y + (box.h - labelH) / 2, w: box.w * 0.8, h: labelH },
      label,
      size,
      { align: 'center', color: mix(this.pal.soft, this.pal.ink, 0.6), name: 'Photo label' },
    )
  }

  /**
   * Copies the elements from index `start` on, turned 180 degrees about the page centre: the
   * face above the fold of a tent card reads upright once folded.
   */
  mirror(start: number, pageW: number, pageH: number) {
    for (const el of this.elements.slice(start)) {
      this.elements.push({
        ...el,
        id: `${el.id}-top`,
        x: r2(pageW - el.x - el.width),
        y: r2(pageH - el.y - el.height),
        rotation: 180,
      })
    }
  }

  qr(box: Box, value = 'https://www.example.com') {
    const s = Math.min(box.w, box.h)
    this.elements.push({
      id: this.nextId('qr'),
      name: 'QR code',
      type: 'qr',
      value,
      x: r2(box.x + (box.w - s) / 2),
      y: r2(box.y + (box.h - s) / 2),
      width: r2(s),
      height: r2(s),
      rotation: 0,
      opacity: 1,
      locked: false,
      hidden: false,
      color: this.pal.ink,
      background: 'none',
    })
  }
}

const MIN_MM = 4 / PT_PER_MM + 0.01

function fitText(box: Box, text: string, sizeMm: number, o: TextOpts, pal: Palette) {
  const font = o.font ?? 'Inter'
  const weight = o.weight ?? 400
  const italic = o.italic ?? false
  const lineHeight = o.lineHeight ?? 1.2
  const lines = text.split('\n')
  const unit = Math.max(
    ...lines.map((l) =>
      estimateTextWidth(l, { fontFamily: font, fontWeight: weight, italic, fontSizeMm: 1 }),
    ),
    0.01,
  )
  let size = Math.min(sizeMm, box.w / unit, box.h / (lines.length * lineHeight))
  size = Math.max(MIN_MM, Math.floor(size * PT_PER_MM * 2) / 2 / PT_PER_MM)
  const height = Math.min(box.h, lines.length * size * lineHeight + size * 0.1)
  // Text shrunk to fit the width sits in the middle of the space it was given.
  const y = o.middle ? box.y + (box.h - height) / 2 : box.y
  return {
    id: '',
    name: o.name,
    type: 'text' as const,
    text,
    x: r2(box.x),
    y: r2(y),
    width: r2(box.w),
    height: r2(height),
    rotation: 0,
    opacity: 1,
    locked: false,
    hidden: false,
    fontFamily: font,
    fontWeight: weight,
    italic,
    fontSizePt: Math.round(size * PT_PER_MM * 2) / 2,
    color: o.color ?? pal.ink,
    align: o.align ?? 'left',
    lineHeight,
  }
}

type Item =
  | ({ t: 'text'; text: string; size: number } & TextOpts)
  | { t: 'photo'; h: number; label?: string }
  | { t: 'rule'; w?: number }
  | { t: 'qr'; h: number; value?: string }
  | { t: 'gap'; h: number }

/**
 * Lays items out top to bottom in `box`, each with its natural height (texts: lines x size x
 * line height; others: their `h` in mm), shrunk together when they do not fit, then placed
 * according to `valign` ('spread' puts the spare space between items).
 */
function stack(
  b: SideBuilder,
  box: Box,
  items: Item[],
  valign: 'top' | 'center' | 'spread' = 'center',
  gap = 0,
) {
  const natural = (it: Item) =>
    it.t === 'text'
      ? it.text.split('\n').length * it.size * (it.lineHeight ?? 1.2) + it.size * 0.1
      : it.t === 'rule'
        ? 0.6 + Math.min(box.h * 0.04, 6)
        : it.h
  const total = items.reduce((s, it) => s + natural(it), 0) + gap * (items.length - 1)
  const k = total > box.h ? box.h / total : 1
  const used = total * k
  const spare = box.h - used
  let y = valign === 'center' ? box.y + spare / 2 : valign === 'top' ? box.y : box.y
  const between = valign === 'spread' && items.length > 1 ? spare / (items.length - 1) : 0
  for (const it of items) {
    const h = natural(it) * k
    const slot = { x: box.x, y, w: box.w, h }
    if (it.t === 'text') {
      const { t: _t, text, size, ...o } = it
      b.text(slot, text, size * k, { align: 'center', middle: true, ...o })
    } else if (it.t === 'photo') b.photo(slot, it.label)
    else if (it.t === 'qr') b.qr(slot, it.value)
    else if (it.t === 'rule') {
      const w = (it.w ?? 0.3) * box.w
      b.rule(box.x + (box.w - w) / 2, y + (h - 0.5) / 2, w)
    }
    y += h + gap * k + between
  }
}

const inset = (box: Box, dx: number, dy = dx): Box => ({
  x: box.x + dx,
  y: box.y + dy,
  w: Math.max(1, box.w - 2 * dx),
  h: Math.max(1, box.h - 2 * dy),
})

const split = (box: Box, frac: number, dir: 'h' | 'v', gap = 0): [Box, Box] =>
  dir === 'h'
    ? [
        { x: box.x, y: box.y, w: box.w * frac - gap / 2, h: box.h },
        { x: box.x + box.w * frac + gap / 2, y: box.y, w: box.w * (1 - frac) - gap / 2, h: box.h },
      ]
    : [
        { x: box.x, y: box.y, w: box.w, h: box.h * frac - gap / 2 },
        { x: box.x, y: box.y + box.h * frac + gap / 2, w: box.w, h: box.h * (1 - frac) - gap / 2 },
      ]

/** The rectangle where content may go: the safe area, or the square inscribed in a round one. */
export function contentBox(spec: PrintSpec): Box {
  const s = spec.safeMarginMm
  let box: Box = { x: s, y: s, w: spec.trimWidthMm - 2 * s, h: spec.trimHeightMm - 2 * s }
  if (spec.shape === 'circle' || spec.shape === 'oval') {
    const k = 1 / Math.SQRT2
    box = inset(box, (box.w * (1 - k)) / 2, (box.h * (1 - k)) / 2)
  } else if (spec.shape === 'rounded' && (spec.cornerRadiusMm ?? 0) > s) {
    box = inset(box, ((spec.cornerRadiusMm ?? 0) - s) * 0.3)
  }
  return box
}

// ---------------------------------------------------------------------------------------------
// Layout families

interface Ctx {
  p: TemplateProduct
  pal: Palette
  box: Box
  /** Short side of the content box, the unit font sizes scale with. */
  u: number
  sample: string
  sideIndex: number
  sideName: string
  sideCount: number
}

type Layout = (b: SideBuilder, c: Ctx) => void

const has = (c: Ctx, ...words: string[]) => words.some((w) => c.p.slug.includes(w))

const businessCard: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  if (c.sideIndex === 1) {
    stack(b, inset(box, box.w * 0.1, 0), [
      { t: 'text', text: sample, size: u * 0.16, weight: 700, font: 'Montserrat' },
      { t: 'gap', h: u * 0.06 },
      { t: 'rule', w: 0.25 },
      { t: 'gap', h: u * 0.06 },
      { t: 'text', text: 'Design · Print · Deliver', size: u * 0.09, color: pal.acc },
    ])
    return
  }
  const wide = box.w > box.h * 1.2
  const [left, right] = wide ? split(box, 0.7, 'h', u * 0.08) : [box, box]
  const qrSize = wide ? Math.min(right.w, right.h * 0.6) : 0
  stack(
    b,
    left,
    [
      { t: 'text', text: sample, size: u * 0.15, weight: 700, align: 'left', font: 'Montserrat' },
      {
        t: 'text',
        text: has(c, 'medical') ? 'Consultant Dental Surgeon' : 'Founder & Creative Director',
        size: u * 0.085,
        align: 'left',
        color: pal.acc,
      },
      { t: 'gap', h: u * 0.12 },
      {
        t: 'text',
        text: '+91 98765 43210\nhello@example.com\nwww.example.com',
        size: u * 0.075,
        align: 'left',
        lineHeight: 1.35,
      },
    ],
    'spread',
  )
  if (wide) b.qr({ x: right.x, y: right.y + right.h - qrSize, w: right.w, h: qrSize })
  else b.rule(box.x, box.y + box.h - 0.6, box.w * 0.3)
}

const loyaltyCard: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  if (c.sideIndex === 0) {
    stack(b, box, [
      { t: 'text', text: sample, size: u * 0.17, weight: 700, font: 'Poppins' },
      { t: 'gap', h: u * 0.05 },
      { t: 'text', text: 'Loyalty card', size: u * 0.1, color: pal.acc },
      { t: 'gap', h: u * 0.08 },
      { t: 'text', text: 'Buy 9, get the 10th free', size: u * 0.08 },
    ])
    return
  }
  const [head, grid] = split(box, 0.3, 'v')
  b.text(head, 'Collect a stamp with every visit', u * 0.09, { align: 'center', weight: 700 })
  const cols = 5
  const cell = Math.min(grid.w / cols, grid.h / 2)
  const d = cell * 0.78
  const ox = grid.x + (grid.w - cell * cols) / 2
  const oy = grid.y + (grid.h - cell * 2) / 2
  for (let r = 0; r < 2; r++)
    for (let i = 0; i < cols; i++)
      b.shape(
        { x: ox + i * cell + (cell - d) / 2, y: oy + r * cell + (cell - d) / 2, w: d, h: d },
        'ellipse',
        { stroke: pal.acc, strokeWidthMm: 0.3, name: 'Stamp' },
      )
}

const appointmentCard: Layout = (b, c) => {
  if (c.sideIndex === 0) return businessCard(b, { ...c, sideIndex: 0 })
  const { box, u } = c
  stack(
    b,
    box,
    [
      { t: 'text', text: 'Your next appointment', size: u * 0.11, weight: 700, align: 'left' },
      { t: 'text', text: 'Date: ______________', size: u * 0.09, align: 'left' },
      { t: 'text', text: 'Time: ______________', size: u * 0.09, align: 'left' },
      {
        t: 'text',
        text: 'Please call 24 hours ahead to reschedule.',
        size: u * 0.065,
        align: 'left',
      },
    ],
    'spread',
  )
}

const socialCard: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  const [left, right] = split(box, 0.62, 'h', u * 0.08)
  stack(b, left, [
    { t: 'text', text: 'Follow us', size: u * 0.1, color: pal.acc, align: 'left' },
    { t: 'text', text: sample, size: u * 0.16, weight: 700, align: 'left' },
    { t: 'gap', h: u * 0.05 },
    { t: 'text', text: 'Instagram · YouTube', size: u * 0.08, align: 'left' },
  ])
  b.qr(right, 'https://www.instagram.com/')
}

const photoLayout: Layout = (b, c) => {
  const { box, u, sample, p } = c
  if (p.slug === 'passport-photos') {
    b.photo(box, 'Your photo')
    return
  }
  if (c.p.artKind === 'polaroid') {
    const caption = Math.min(box.h - box.w, u * 0.3)
    const [img, cap] = [
      { ...box, h: box.h - Math.max(caption, u * 0.15) },
      { ...box, y: box.y + box.h - Math.max(caption, u * 0.15), h: Math.max(caption, u * 0.15) },
    ]
    b.photo(img)
    stack(b, inset(cap, 0, cap.h * 0.15), [
      { t: 'text', text: sample, size: u * 0.12, font: 'Dancing Script', weight: 700 },
    ])
    return
  }
  const [img, cap] = split(box, 0.85, 'v', u * 0.03)
  b.photo(img)
  stack(b, cap, [{ t: 'text', text: sample, size: u * 0.08, font: 'Lato' }])
}

const posterLayout: Layout = (b, c) => {
  const { box, u, sample, pal, p } = c
  if (has(c, 'star-map')) {
    const d = Math.min(box.w, box.h * 0.65)
    const circle = { x: box.x + (box.w - d) / 2, y: box.y, w: d, h: d }
    b.shape(circle, p.slug.startsWith('heart') ? 'rounded-rectangle' : 'ellipse', {
      fill: pal.ink === '#ffffff' ? '#0b1530' : mix(pal.bg, pal.ink, 0.85),
      stroke: pal.acc,
      strokeWidthMm: 0.8,
      radiusMm: p.slug.startsWith('heart') ? d * 0.3 : 0,
      name: 'Star map',
    })
    stack(b, { ...box, y: box.y + d, h: box.h - d }, [
      { t: 'text', text: sample, size: u * 0.07, font: 'Playfair Display', weight: 700 },
      { t: 'gap', h: u * 0.02 },
      { t: 'text', text: 'Mumbai, India · 14 February 2020', size: u * 0.035 },
      { t: 'text', text: '19.0760° N, 72.8777° E', size: u * 0.03, color: pal.acc },
    ])
    return
  }
  if (has(c, 'newspaper')) {
    stack(
      b,
      box,
      [
        { t: 'text', text: sample, size: u * 0.11, font: 'Playfair Display', weight: 700 },
        { t: 'rule', w: 1 },
        { t: 'text', text: 'Special edition · Sunday, 12 October 2025 · Rs 5', size: u * 0.03 },
        { t: 'gap', h: u * 0.03 },
        {
          t: 'text',
          text: 'LOCAL HERO TURNS 60,\nCITY CELEBRATES',
          size: u * 0.08,
          font: 'Oswald',
          weight: 700,
        },
        { t: 'photo', h: box.h * 0.38 },
        {
          t: 'text',
          text: 'Friends and family gathered from across the country to honour\na life of kindness, good food and terrible jokes.',
          size: u * 0.03,
          font: 'Merriweather',
          align: 'left',
          lineHeight: 1.4,
        },
      ],
      'spread',
    )
    return
  }
  if (has(c, 'moodboard')) {
    const [head, grid] = split(box, 0.14, 'v', u * 0.03)
    b.text(head, sample, u * 0.1, { align: 'center', weight: 700, font: 'Playfair Display' })
    const gapMm = u * 0.025
    const cw = (grid.w - gapMm) / 2
    const ch = (grid.h - 2 * gapMm) / 3
    for (let r = 0; r < 3; r++)
      for (let i = 0; i < 2; i++)
        b.photo({ x: grid.x + i * (cw + gapMm), y: grid.y + r * (ch + gapMm), w: cw, h: ch })
    return
  }
  if (has(c, 'seamless-pattern')) {
    const n = 5
    const cell = Math.min(box.w, box.h) / n
    const cols = Math.floor(box.w / cell)
    const rows = Math.floor(box.h / cell)
    const ox = box.x + (box.w - cols * cell) / 2
    const oy = box.y + (box.h - rows * cell) / 2
    for (let r = 0; r < rows; r++)
      for (let i = 0; i < cols; i++) {
        const d = cell * 0.6
        b.shape(
          { x: ox + i * cell + (cell - d) / 2, y: oy + r * cell + (cell - d) / 2, w: d, h: d },
          (r + i) % 2 ? 'ellipse' : 'rounded-rectangle',
          { fill: (r + i) % 2 ? pal.acc : pal.soft, radiusMm: d * 0.2, name: 'Motif' },
        )
      }
    return
  }
  if (has(c, 'lyrics')) {
    stack(
      b,
      box,
      [
        { t: 'text', text: sample, size: u * 0.12, font: 'Dancing Script', weight: 700 },
        { t: 'rule', w: 0.2 },
        {
          t: 'text',
          text: 'Write the words of your song here,\nline by line, the way you sing it.\n\nThe chorus that played on the drive home,\nthe verse you both know by heart.',
          size: u * 0.045,
          font: 'Playfair Display',
          lineHeight: 1.6,
        },
        { t: 'text', text: 'Our song · 14.02.2020', size: u * 0.035, color: pal.acc },
      ],
      'spread',
    )
    return
  }
  if (has(c, 'magazine')) {
    stack(
      b,
      box,
      [
        { t: 'text', text: 'VOGUE-ISH', size: u * 0.2, font: 'Playfair Display', weight: 700 },
        { t: 'photo', h: box.h * 0.55 },
        { t: 'text', text: sample, size: u * 0.11, font: 'Oswald', weight: 700 },
        { t: 'text', text: 'The birthday issue · Her best year yet', size: u * 0.045 },
      ],
      'spread',
    )
    return
  }
  // Portraits and photo posters (pet portrait, text overlay photo) and any other poster.
  stack(
    b,
    box,
    [
      { t: 'photo', h: box.h * 0.72 },
      { t: 'gap', h: u * 0.03 },
      { t: 'text', text: sample, size: u * 0.12, font: 'Playfair Display', weight: 700 },
      { t: 'text', text: p.name, size: u * 0.045, color: pal.acc },
    ],
    'spread',
  )
}

const flyerLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  stack(
    b,
    box,
    [
      { t: 'text', text: sample, size: u * 0.14, font: 'Montserrat', weight: 700 },
      {
        t: 'text',
        text: 'Saturday 10 am to 8 pm · Main Road, Pune',
        size: u * 0.05,
        color: pal.acc,
      },
      { t: 'photo', h: box.h * 0.4 },
      {
        t: 'text',
        text: '• Up to 50% off on everything\n• Free gift for the first 100 visitors\n• Live music and snacks',
        size: u * 0.05,
        align: 'left',
        lineHeight: 1.5,
      },
      { t: 'text', text: 'Call +91 98765 43210 · www.example.com', size: u * 0.04 },
    ],
    'spread',
  )
}

const FOOD = [
  ['Masala Chai', '40'],
  ['Filter Coffee', '60'],
  ['Paneer Tikka', '220'],
  ['Veg Biryani', '240'],
  ['Butter Naan', '50'],
  ['Dal Makhani', '210'],
  ['Chole Bhature', '160'],
  ['Gulab Jamun', '90'],
  ['Mango Lassi', '120'],
  ['Fresh Lime Soda', '80'],
]
const SALON = [
  ['Haircut & styling', '450'],
  ['Hair spa', '900'],
  ['Global colour', '2,500'],
  ['Keratin treatment', '4,500'],
  ['Clean-up facial', '800'],
  ['Gold facial', '1,800'],
  ['Manicure', '500'],
  ['Pedicure', '650'],
  ['Threading', '60'],
  ['Full arm waxing', '400'],
]

function menuColumn(
  b: SideBuilder,
  box: Box,
  u: number,
  title: string,
  pal: Palette,
  list: string[][] = FOOD,
) {
  const [head, body] = split(box, Math.min(0.16, (u * 0.12) / box.h), 'v')
  b.text(head, title, u * 0.07, { align: 'center', weight: 700, color: pal.acc, font: 'Oswald' })
  const [names, prices] = split(body, 0.75, 'h')
  // As many items as fit at a readable size (at most 6 mm, about 17 pt).
  const items = list.slice(0, Math.max(4, Math.min(list.length, Math.floor(body.h / (6 * 2)))))
  const size = Math.min(u * 0.045, 6, body.h / (items.length * 1.8))
  // Spread the lines over the column, within a comfortable range.
  const lineHeight =
    Math.round(Math.min(2.6, Math.max(1.5, body.h / (items.length * size * 1.05))) * 10) / 10
  b.text(names, items.map((i) => i[0]).join('\n'), size, {
    align: 'left',
    lineHeight,
    font: 'Lato',
  })
  b.text(prices, items.map((i) => i[1]).join('\n'), size, {
    align: 'right',
    lineHeight,
    font: 'Lato',
    weight: 700,
  })
}

const menuLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  const columns = has(c, 'trifold') ? 3 : has(c, 'bifold') ? 2 : 1
  const [head, body] = split(box, columns > 1 ? 0.18 : 0.2, 'v', u * 0.04)
  const salon = has(c, 'salon', 'rate')
  stack(b, head, [
    { t: 'text', text: sample, size: u * 0.12, font: 'Playfair Display', weight: 700 },
    {
      t: 'text',
      text: salon ? 'Services & prices' : 'All prices in rupees, taxes included',
      size: u * 0.04,
    },
  ])
  const titles =
    c.sideIndex === 0
      ? salon
        ? ['Hair', 'Skin', 'Nails']
        : ['Starters', 'Mains', 'Desserts']
      : ['Beverages', 'Specials', 'Sides']
  const gapMm = u * 0.06
  const cw = (body.w - gapMm * (columns - 1)) / columns
  for (let i = 0; i < columns; i++)
    menuColumn(
      b,
      { x: body.x + i * (cw + gapMm), y: body.y, w: cw, h: body.h },
      u,
      titles[i]!,
      pal,
      salon ? SALON : FOOD,
    )
}

const bookletLayout: Layout = (b, c) => {
  const { box, u, sample, pal, sideIndex, sideCount } = c
  if (has(c, 'menu')) {
    if (sideIndex === 0 || sideIndex === sideCount - 1) {
      stack(b, box, [
        {
          t: 'text',
          text: sideIndex === 0 ? sample : 'Thank you for dining with us',
          size: u * 0.12,
          font: 'Playfair Display',
          weight: 700,
        },
        { t: 'rule', w: 0.3 },
        { t: 'text', text: 'Colaba, Mumbai · +91 98765 43210', size: u * 0.04, color: pal.acc },
      ])
    } else
      menuColumn(
        b,
        box,
        u,
        ['Starters', 'Mains', 'Breads', 'Desserts', 'Drinks', 'Specials'][sideIndex % 6]!,
        pal,
      )
    return
  }
  if (sideIndex === 0) {
    stack(
      b,
      box,
      [
        { t: 'photo', h: box.h * 0.65 },
        { t: 'text', text: sample, size: u * 0.1, font: 'Playfair Display', weight: 700 },
        { t: 'text', text: c.p.name, size: u * 0.04, color: pal.acc },
      ],
      'spread',
    )
    return
  }
  if (sideIndex === sideCount - 1 && sideCount > 2) {
    stack(b, box, [{ t: 'text', text: 'Made with love · 2026', size: u * 0.04, color: pal.acc }])
    return
  }
  stack(
    b,
    box,
    [
      { t: 'photo', h: box.h * 0.75 },
      {
        t: 'text',
        text: `${c.sideName}: write a caption for this memory`,
        size: u * 0.04,
        font: 'Lato',
        italic: true,
      },
    ],
    'spread',
  )
}

const labelLayout: Layout = (b, c) => {
  const { box, u, sample, pal, p } = c
  if (p.slug === 'return-address-labels') {
    stack(
      b,
      box,
      [
        { t: 'text', text: 'Nisha Crafts', size: u * 0.3, weight: 700, align: 'left' },
        { t: 'text', text: '14 MG Road, Pune 411001', size: u * 0.22, align: 'left' },
      ],
      'spread',
    )
    return
  }
  const round = p.shape === 'circle' || p.shape === 'oval'
  const words = sample.split(/[,:!]\s*/).filter(Boolean)
  const main = balance(words[0] ?? sample, round ? 10 : 16)
  const isLabel = p.slug.includes('label')
  const sub = words.slice(1).join(' ') || (isLabel ? 'Net wt. 250 g' : 'www.example.com')
  stack(b, box, [
    {
      t: 'text',
      text: main,
      size: u * (round ? 0.22 : 0.2),
      weight: 700,
      font: round ? 'Playfair Display' : 'Montserrat',
    },
    { t: 'gap', h: u * 0.03 },
    { t: 'rule', w: round ? 0.4 : 0.25 },
    { t: 'gap', h: u * 0.03 },
    { t: 'text', text: sub, size: u * (round ? 0.1 : 0.09), color: pal.acc },
    ...(round || !isLabel
      ? []
      : ([{ t: 'text', text: 'Best before 12 months · Made in India', size: u * 0.07 }] as Item[])),
  ])
}

/** Breaks a long name onto two lines at the space nearest its middle. */
function balance(text: string, maxChars: number) {
  if (text.length <= maxChars || !text.includes(' ')) return text
  const mid = text.length / 2
  let best = -1
  for (let i = 0; i < text.length; i++)
    if (text[i] === ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i
  return `${text.slice(0, best)}\n${text.slice(best + 1)}`
}

const tagLayout: Layout = (b, c) => {
  const { box, u, sample, pal, p } = c
  // Keep the top of a hang tag clear for the punched hole.
  const hole = p.shape === 'circle' ? 0 : Math.min(box.h * 0.22, u * 0.45)
  const area = { ...box, y: box.y + hole, h: box.h - hole }
  if (hole) {
    const d = Math.min(u * 0.18, 6)
    b.shape({ x: box.x + (box.w - d) / 2, y: box.y + (hole - d) / 2, w: d, h: d }, 'ellipse', {
      stroke: pal.soft,
      strokeWidthMm: 0.3,
      name: 'Hole position (not printed area)',
    })
  }
  if (has(c, 'care')) {
    stack(b, area, [
      {
        t: 'text',
        text:
          c.sideIndex === 0
            ? 'Kaveri\nHandloom'
            : '100% cotton\nHand wash cold\nDry in shade\nMade in India',
        size: u * 0.12,
        weight: c.sideIndex === 0 ? 700 : 400,
      },
    ])
    return
  }
  if (has(c, 'luggage')) {
    stack(
      b,
      area,
      c.sideIndex === 0
        ? [
            { t: 'text', text: sample, size: u * 0.14, font: 'Dancing Script', weight: 700 },
            { t: 'rule', w: 0.4 },
            { t: 'text', text: 'Bon voyage', size: u * 0.08, color: pal.acc },
          ]
        : [
            { t: 'text', text: 'If found, please contact', size: u * 0.07, weight: 700 },
            {
              t: 'text',
              text: 'Kabir Shah\n+91 98765 43210\nkabir@example.com',
              size: u * 0.07,
              lineHeight: 1.4,
            },
          ],
    )
    return
  }
  if (has(c, 'parking')) {
    stack(
      b,
      area,
      c.sideIndex === 0
        ? [
            { t: 'text', text: 'VISITOR\nPARKING', size: u * 0.2, weight: 700, font: 'Oswald' },
            { t: 'text', text: '024', size: u * 0.35, weight: 700, color: pal.acc, font: 'Oswald' },
            { t: 'text', text: 'Valid till 31 March 2026', size: u * 0.07 },
          ]
        : [
            {
              t: 'text',
              text: 'Hang from the rear-view mirror\nwhile parked on the premises.',
              size: u * 0.07,
            },
          ],
      'spread',
    )
    return
  }
  if (has(c, 'ornament')) {
    stack(b, area, [
      { t: 'text', text: 'Merry\nChristmas', size: u * 0.2, font: 'Dancing Script', weight: 700 },
      {
        t: 'text',
        text: c.sideIndex === 0 ? 'the Fernandes' : '2026',
        size: u * 0.1,
        color: pal.acc,
      },
    ])
    return
  }
  const price = has(c, 'price')
  stack(
    b,
    area,
    c.sideIndex === 0
      ? [
          { t: 'text', text: sample, size: u * 0.16, weight: 700, font: 'Playfair Display' },
          { t: 'rule', w: 0.4 },
          {
            t: 'text',
            text: price ? 'Rs 1,499' : 'Handmade with care',
            size: u * (price ? 0.2 : 0.08),
            weight: price ? 700 : 400,
            color: pal.acc,
          },
        ]
      : [
          { t: 'text', text: 'Size: M\nSKU: KH-2041', size: u * 0.09, lineHeight: 1.4 },
          { t: 'text', text: 'www.example.com', size: u * 0.07, color: pal.acc },
        ],
  )
}

const bigTextLayout: Layout = (b, c) => {
  const { box, u, sample, pal, p } = c
  if (p.artKind === 'mug') {
    const [left, right] = split(box, 0.45, 'h', u * 0.1)
    b.photo(left)
    stack(b, right, [
      { t: 'text', text: sample, size: u * 0.16, weight: 700, font: 'Poppins' },
      { t: 'gap', h: u * 0.05 },
      { t: 'text', text: 'Love you always', size: u * 0.1, font: 'Dancing Script', color: pal.acc },
    ])
    return
  }
  if (p.artKind === 'phone-case') {
    const [img, cap] = split(box, 0.85, 'v', u * 0.05)
    b.photo(img)
    stack(b, cap, [{ t: 'text', text: sample, size: u * 0.2, font: 'Dancing Script', weight: 700 }])
    return
  }
  if (p.artKind === 'standee') {
    stack(
      b,
      box,
      [
        { t: 'text', text: balance(sample, 12), size: u * 0.16, weight: 700, font: 'Montserrat' },
        { t: 'text', text: 'Accurate tests. Same-day reports.', size: u * 0.06, color: pal.acc },
        { t: 'photo', h: box.h * 0.4 },
        {
          t: 'text',
          text: '• Full body check-ups\n• Home sample collection\n• NABL accredited lab',
          size: u * 0.05,
          align: 'left',
          lineHeight: 1.5,
        },
        { t: 'text', text: '+91 98765 43210 · www.example.com', size: u * 0.045, weight: 700 },
      ],
      'spread',
    )
    return
  }
  if (p.artKind === 'placard') {
    stack(b, box, [
      { t: 'text', text: sample.toUpperCase(), size: u * 0.2, weight: 700, font: 'Oswald' },
      { t: 'rule', w: 0.3 },
      { t: 'text', text: 'Model United Nations 2026', size: u * 0.06, color: pal.acc },
    ])
    return
  }
  if (p.artKind === 'tent-card') {
    // The flat sheet folds across the middle: the lower face upright, the upper face turned
    // 180 degrees, both clear of the fold by the safe margin.
    const fold = p.trimHeightMm / 2
    const face = { ...box, y: fold + p.safeMarginMm, h: box.y + box.h - fold - p.safeMarginMm }
    const start = b.elements.length
    const fu = Math.min(face.w, face.h)
    stack(b, face, [
      { t: 'text', text: sample, size: fu * 0.14, weight: 700, font: 'Poppins' },
      { t: 'gap', h: fu * 0.04 },
      { t: 'qr', h: Math.min(face.h * 0.45, face.w * 0.6), value: 'https://www.example.com/menu' },
      { t: 'gap', h: fu * 0.04 },
      {
        t: 'text',
        text: c.sideIndex === 0 ? 'Table 12' : 'Order and pay from your phone',
        size: fu * 0.07,
        color: pal.acc,
      },
    ])
    b.mirror(start, p.trimWidthMm, p.trimHeightMm)
    return
  }
  if (p.artKind === 'door-hanger') {
    const hole = Math.min(box.h * 0.3, box.w * 0.9)
    const d = Math.min(box.w * 0.5, hole * 0.8)
    b.shape({ x: box.x + (box.w - d) / 2, y: box.y + (hole - d) / 2, w: d, h: d }, 'ellipse', {
      stroke: pal.soft,
      strokeWidthMm: 0.3,
      name: 'Hanger cut-out (keep clear)',
    })
    stack(
      b,
      { ...box, y: box.y + hole, h: box.h - hole },
      c.sideIndex === 0
        ? [
            { t: 'text', text: balance(sample, 10), size: u * 0.2, weight: 700, font: 'Poppins' },
            { t: 'rule', w: 0.4 },
            {
              t: 'text',
              text: has(c, 'door') ? 'Room service: dial 9' : 'Valid till Sunday · In all stores',
              size: u * 0.08,
              color: pal.acc,
            },
          ]
        : [
            {
              t: 'text',
              text: 'Please make up\nthe room',
              size: u * 0.14,
              weight: 700,
              font: 'Poppins',
            },
            { t: 'text', text: 'Thank you!', size: u * 0.09, color: pal.acc },
          ],
    )
    return
  }
  if (p.artKind === 'cap') {
    stack(b, box, [
      { t: 'text', text: sample.toUpperCase(), size: u * 0.4, weight: 700, font: 'Oswald' },
    ])
    return
  }
  // Signs, riders and permits.
  if (has(c, 'permit')) {
    stack(b, box, [
      { t: 'text', text: 'RESIDENT\nPARKING', size: u * 0.15, weight: 700, font: 'Oswald' },
      { t: 'text', text: 'P-0147', size: u * 0.22, weight: 700, color: pal.acc, font: 'Oswald' },
      { t: 'text', text: 'Palm Grove Residents · 2026', size: u * 0.07 },
    ])
    return
  }
  const wideSign = box.w > box.h * 2.5
  stack(b, box, [
    {
      t: 'text',
      text: wideSign ? sample : balance(sample, 16),
      size: u * (wideSign ? 0.4 : 0.2),
      weight: 700,
      font: 'Montserrat',
    },
    { t: 'rule', w: 0.3 },
    {
      t: 'text',
      text: has(c, 'rider')
        ? 'Call +91 98765 43210'
        : 'Mon to Sat · 10 am to 7 pm · +91 98765 43210',
      size: u * (wideSign ? 0.15 : 0.09),
      color: pal.acc,
    },
  ])
}

const ticketLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  const voucher = has(c, 'voucher', 'coupon')
  const [main, stub] = split(box, 0.72, 'h', u * 0.16)
  // Perforation guide between the ticket and its stub.
  b.shape({ x: main.x + main.w + u * 0.08 - 0.15, y: box.y, w: 0.3, h: box.h }, 'rectangle', {
    fill: pal.soft,
    name: 'Perforation line',
  })
  if (c.sideIndex === 1) {
    stack(b, main, [
      {
        t: 'text',
        text: 'Terms: valid once, not exchangeable for cash.\nPresent this ticket at the entrance.',
        size: u * 0.07,
        align: 'left',
        lineHeight: 1.4,
      },
    ])
    b.qr(stub, 'https://www.example.com/ticket/0001')
    return
  }
  stack(
    b,
    main,
    [
      { t: 'text', text: sample, size: u * 0.2, weight: 700, font: 'Montserrat', align: 'left' },
      {
        t: 'text',
        text: voucher ? 'Valid till 31 March 2026' : 'Saturday 14 March 2026 · 7 pm',
        size: u * 0.1,
        color: pal.acc,
        align: 'left',
      },
      {
        t: 'text',
        text: voucher
          ? 'Redeem at any of our stores. T&C apply.'
          : 'Community Hall, Green Park, New Delhi',
        size: u * 0.08,
        align: 'left',
      },
    ],
    'spread',
  )
  stack(b, stub, [
    { t: 'text', text: 'No.', size: u * 0.08 },
    { t: 'text', text: '0001', size: u * 0.18, weight: 700, font: 'Oswald' },
  ])
}

const letterheadLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  const [head] = split(box, 0.1, 'v')
  const [name, contact] = split(head, 0.55, 'h', u * 0.05)
  stack(b, name, [
    {
      t: 'text',
      text: sample,
      size: u * 0.08,
      weight: 700,
      font: 'Playfair Display',
      align: 'left',
    },
    { t: 'text', text: 'Chartered Accountants', size: u * 0.04, color: pal.acc, align: 'left' },
  ])
  b.text(contact, '+91 98765 43210\nhello@example.com\nwww.example.com', u * 0.035, {
    align: 'right',
    lineHeight: 1.3,
  })
  b.rule(box.x, box.y + head.h + u * 0.02, box.w, pal.acc, 0.6)
  const bodyTop = box.y + head.h + u * 0.06
  if (has(c, 'bill')) {
    b.text(
      { x: box.x, y: bodyTop, w: box.w, h: u * 0.1 },
      'INVOICE   No. ______   Date: ___________',
      u * 0.05,
      {
        weight: 700,
      },
    )
    const rows = 12
    const top = bodyTop + u * 0.14
    const rowH = (box.y + box.h - u * 0.12 - top) / rows
    for (let i = 0; i <= rows; i++) b.rule(box.x, top + i * rowH, box.w, pal.soft, 0.3)
    b.text(
      { x: box.x, y: box.y + box.h - u * 0.08, w: box.w, h: u * 0.08 },
      'Total: Rs ____________        Signature: ____________',
      u * 0.045,
    )
    return
  }
  b.text(
    { x: box.x, y: bodyTop, w: box.w, h: u * 0.3 },
    'Dear Sir or Madam,\n\nStart typing your letter here.',
    u * 0.045,
    { font: 'Lato', lineHeight: 1.5 },
  )
  b.rule(box.x, box.y + box.h - u * 0.06, box.w, pal.soft, 0.3)
  b.text(
    { x: box.x, y: box.y + box.h - u * 0.05, w: box.w, h: u * 0.05 },
    '301, Business Bay, Andheri East, Mumbai 400069 · GSTIN 27AAAAA0000A1Z5',
    u * 0.03,
    { align: 'center', color: pal.acc },
  )
}

const notebookLayout: Layout = (b, c) => {
  const { box, u, sample, pal, p } = c
  if (p.pages && p.pages > MAX_DESIGNED_PAGES && p.sides === 1) {
    // Notepad and bill-book leaves.
    if (has(c, 'bill')) return letterheadLayout(b, c)
    b.text({ x: box.x, y: box.y, w: box.w, h: u * 0.12 }, sample, u * 0.08, {
      weight: 700,
      font: 'Montserrat',
    })
    const top = box.y + u * 0.16
    const rows = 14
    const rowH = (box.h - (top - box.y)) / rows
    for (let i = 1; i <= rows; i++) b.rule(box.x, top + i * rowH - 0.3, box.w, pal.soft, 0.3)
    return
  }
  if (has(c, 'folder')) {
    // Flat sheet: back cover (left) and front cover (right) above the pocket flap.
    const coverH = Math.min(305, p.trimHeightMm) - p.safeMarginMm - box.y
    const half = p.trimWidthMm / 2
    const left = { x: box.x, y: box.y, w: half - p.safeMarginMm - box.x, h: coverH }
    const right = {
      x: half + p.safeMarginMm,
      y: box.y,
      w: box.x + box.w - half - p.safeMarginMm,
      h: coverH,
    }
    const fu = Math.min(right.w, right.h)
    if (c.sideIndex === 0) {
      stack(b, right, [
        { t: 'text', text: sample, size: fu * 0.12, weight: 700, font: 'Montserrat' },
        { t: 'rule', w: 0.3 },
        { t: 'text', text: 'Building tomorrow, today', size: fu * 0.05, color: pal.acc },
      ])
      stack(b, { ...left, y: left.y + left.h * 0.75, h: left.h * 0.25 }, [
        {
          t: 'text',
          text: '301, Business Bay, Mumbai 400069\n+91 98765 43210 · www.example.com',
          size: fu * 0.04,
          lineHeight: 1.4,
        },
      ])
    } else {
      stack(b, { ...left, h: left.h * 0.3 }, [
        {
          t: 'text',
          text: `Thank you for choosing ${sample}`,
          size: fu * 0.05,
          font: 'Playfair Display',
          italic: true,
        },
      ])
    }
    return
  }
  if (c.sideIndex === 0) {
    stack(b, box, [
      { t: 'text', text: sample, size: u * 0.12, weight: 700, font: 'Montserrat' },
      { t: 'rule', w: 0.3 },
      { t: 'text', text: 'Notes & sketches', size: u * 0.05, color: pal.acc },
    ])
    return
  }
  stack(b, { ...box, y: box.y + box.h * 0.7, h: box.h * 0.3 }, [
    {
      t: 'text',
      text: '301, Business Bay, Mumbai 400069\n+91 98765 43210 · www.example.com',
      size: u * 0.04,
      lineHeight: 1.4,
    },
  ])
}

const invitationLayout: Layout = (b, c) => {
  const { box, u, sample, pal, p } = c
  const inner = inset(box, u * 0.04)
  b.shape(box, 'rectangle', { stroke: pal.acc, strokeWidthMm: 0.4, name: 'Border' })
  if (has(c, 'thank-you')) {
    stack(
      b,
      inner,
      c.sideIndex === 0
        ? [
            { t: 'text', text: 'Thank you', size: u * 0.22, font: 'Dancing Script', weight: 700 },
            { t: 'rule', w: 0.3 },
            { t: 'text', text: sample, size: u * 0.07, font: 'Playfair Display' },
          ]
        : [
            {
              t: 'text',
              text: 'for being part of our\nspecial day',
              size: u * 0.08,
              font: 'Playfair Display',
              lineHeight: 1.4,
            },
          ],
    )
    return
  }
  if (has(c, 'save-the-date')) {
    stack(
      b,
      inner,
      c.sideIndex === 0
        ? [
            {
              t: 'text',
              text: 'Save the Date',
              size: u * 0.16,
              font: 'Dancing Script',
              weight: 700,
            },
            { t: 'photo', h: inner.h * 0.45 },
            {
              t: 'text',
              text: 'Aditi & Vivaan',
              size: u * 0.1,
              font: 'Playfair Display',
              weight: 700,
            },
            { t: 'text', text: '12 · 12 · 2025', size: u * 0.07, color: pal.acc },
          ]
        : [
            {
              t: 'text',
              text: 'Udaipur, Rajasthan',
              size: u * 0.09,
              font: 'Playfair Display',
              weight: 700,
            },
            { t: 'text', text: 'Formal invitation to follow', size: u * 0.06 },
          ],
      'spread',
    )
    return
  }
  if (p.artKind === 'certificate') return
  stack(
    b,
    inner,
    [
      {
        t: 'text',
        text: 'Together with their families',
        size: u * 0.055,
        font: 'Playfair Display',
        italic: true,
      },
      {
        t: 'text',
        text: 'Ananya\n&\nRohan',
        size: u * 0.15,
        font: 'Dancing Script',
        weight: 700,
        lineHeight: 1.1,
      },
      {
        t: 'text',
        text: 'request the pleasure of your company\nat the celebration of their marriage',
        size: u * 0.05,
        font: 'Playfair Display',
        lineHeight: 1.4,
      },
      { t: 'rule', w: 0.3 },
      {
        t: 'text',
        text: 'Sunday, 14 December 2025 · 7 pm\nThe Leela Palace, Udaipur',
        size: u * 0.055,
        weight: 700,
        lineHeight: 1.4,
      },
      { t: 'text', text: 'RSVP: +91 98765 43210', size: u * 0.045, color: pal.acc },
    ],
    'spread',
  )
}

const certificateLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  b.shape(box, 'rectangle', { stroke: pal.acc, strokeWidthMm: 1.2, name: 'Border' })
  const inner = inset(box, u * 0.06)
  const [main, foot] = split(inner, 0.78, 'v')
  stack(b, main, [
    { t: 'text', text: sample, size: u * 0.1, font: 'Playfair Display', weight: 700 },
    { t: 'gap', h: u * 0.04 },
    { t: 'text', text: 'is proudly presented to', size: u * 0.045, italic: true },
    {
      t: 'text',
      text: 'Ishita Sharma',
      size: u * 0.12,
      font: 'Dancing Script',
      weight: 700,
      color: pal.acc,
    },
    { t: 'rule', w: 0.5 },
    {
      t: 'text',
      text: 'for outstanding performance in the Annual Science Fair 2026',
      size: u * 0.045,
    },
  ])
  const [l, r] = split(foot, 0.5, 'h', u * 0.2)
  for (const [bx, who] of [
    [l, 'Principal'],
    [r, 'Event Coordinator'],
  ] as const) {
    b.rule(bx.x, bx.y + bx.h * 0.35, bx.w, pal.ink, 0.3)
    b.text({ x: bx.x, y: bx.y + bx.h * 0.45, w: bx.w, h: bx.h * 0.3 }, who, u * 0.04, {
      align: 'center',
    })
  }
}

const coasterLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  if (box.w > 200) {
    // Table mats and placemats.
    b.shape(box, 'rectangle', { stroke: pal.acc, strokeWidthMm: 1, name: 'Border' })
    const inner = inset(box, u * 0.06)
    const [head, body] = split(inner, 0.3, 'v')
    stack(b, head, [
      { t: 'text', text: sample, size: u * 0.12, weight: 700, font: 'Playfair Display' },
      { t: 'text', text: 'Authentic flavours since 1987', size: u * 0.05, color: pal.acc },
    ])
    const [l, r] = split(body, 0.5, 'h', u * 0.1)
    menuColumn(b, l, u, "Today's specials", pal)
    b.photo(r, 'Add a photo of your food')
    return
  }
  stack(b, box, [
    { t: 'text', text: sample, size: u * 0.18, weight: 700, font: 'Poppins' },
    { t: 'rule', w: 0.3 },
    { t: 'text', text: 'Est. 2019', size: u * 0.09, color: pal.acc },
  ])
}

const packagingLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  if (!has(c, 'paper')) {
    // A box's flat sheet: the brand on the middle panel (the lid when folded).
    const lid = inset(box, box.w * 0.25, box.h * 0.3)
    const lu = Math.min(lid.w, lid.h)
    stack(b, lid, [
      { t: 'text', text: sample, size: lu * 0.16, weight: 700, font: 'Poppins' },
      { t: 'rule', w: 0.3 },
      { t: 'text', text: 'Fresh from our kitchen', size: lu * 0.07, color: pal.acc },
      { t: 'text', text: '@bunintended · www.example.com', size: lu * 0.05 },
    ])
    return
  }
  // Wrapping paper: the brand name repeated in a staggered grid.
  const cols = 3
  const rows = 6
  const cw = box.w / cols
  const rh = box.h / rows
  for (let r = 0; r < rows; r++)
    for (let i = 0; i < cols; i++) {
      const x = box.x + i * cw + (r % 2 ? cw * 0.25 : 0)
      b.text({ x, y: box.y + r * rh + rh * 0.3, w: cw * 0.7, h: rh * 0.4 }, sample, u * 0.06, {
        align: 'center',
        font: 'Playfair Display',
        italic: true,
        color: r % 2 ? pal.acc : pal.ink,
      })
    }
}

const puzzleLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  const [head, body] = split(box, 0.14, 'v', u * 0.03)
  b.text(head, sample, u * 0.07, { align: 'center', weight: 700, font: 'Poppins' })
  const s = Math.min(body.w, body.h * 0.9)
  const grid = { x: body.x + (body.w - s) / 2, y: body.y, w: s, h: s }
  b.shape(grid, 'rectangle', { stroke: pal.ink, strokeWidthMm: 1, name: 'Maze area' })
  const step = s / 8
  for (let i = 1; i < 8; i++) {
    const len = step * (2 + ((i * 5) % 5))
    b.shape(
      { x: grid.x + (i % 2 ? 0 : s - len), y: grid.y + i * step - 0.5, w: len, h: 1 },
      'rectangle',
      { fill: pal.ink, name: 'Maze wall' },
    )
  }
  b.text(
    { x: body.x, y: body.y + s + u * 0.01, w: body.w, h: body.h - s - u * 0.01 },
    'Start at the top, find the cake at the bottom!',
    u * 0.04,
    {
      align: 'center',
      color: pal.acc,
    },
  )
}

const discLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  if (box.h > box.w * 1.2) {
    stack(
      b,
      box,
      [
        { t: 'photo', h: box.w },
        { t: 'text', text: sample, size: u * 0.08, weight: 700, font: 'Oswald' },
        {
          t: 'text',
          text: 'Side A\n1. Our first song   2. The long drive   3. Monsoon',
          size: u * 0.035,
          lineHeight: 1.5,
        },
      ],
      'spread',
    )
    return
  }
  const [img, cap] = split(box, 0.78, 'v', u * 0.03)
  b.photo(img, 'Add your cover photo')
  stack(b, cap, [
    { t: 'text', text: sample, size: u * 0.1, weight: 700, font: 'Oswald', color: pal.ink },
  ])
}

const playingCardLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  if (c.sideIndex === 1) {
    b.shape(box, 'rounded-rectangle', { fill: pal.acc, radiusMm: u * 0.06, name: 'Back panel' })
    stack(b, inset(box, u * 0.1), [
      {
        t: 'text',
        text: sample,
        size: u * 0.14,
        weight: 700,
        font: 'Playfair Display',
        color: '#ffffff',
      },
    ])
    return
  }
  b.text({ x: box.x, y: box.y, w: u * 0.3, h: u * 0.3 }, 'A', u * 0.25, {
    weight: 700,
    font: 'Playfair Display',
    color: '#c62828',
  })
  b.photo(inset(box, box.w * 0.15, box.h * 0.2))
  b.text(
    { x: box.x + box.w - u * 0.3, y: box.y + box.h - u * 0.3, w: u * 0.3, h: u * 0.3 },
    'A',
    u * 0.25,
    {
      weight: 700,
      font: 'Playfair Display',
      color: '#c62828',
      align: 'right',
    },
  )
}

function monthGrid(b: SideBuilder, box: Box, u: number, month: number, year: number, pal: Palette) {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
  const first = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7
  const count = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const cw = box.w / 7
  const size = Math.min(u * 0.04, box.h / (7 * 1.6))
  for (let d = 0; d < 7; d++) {
    const nums: string[] = []
    for (let week = 0; week < 6; week++) {
      const n = week * 7 + d - first + 1
      nums.push(n >= 1 && n <= count ? String(n) : ' ')
    }
    while (nums.length && nums[nums.length - 1] === ' ') nums.pop()
    b.text({ x: box.x + d * cw, y: box.y, w: cw, h: box.h }, [days[d]!, ...nums].join('\n'), size, {
      align: 'center',
      lineHeight: 1.6,
      weight: 400,
      color: d === 6 ? pal.acc : pal.ink,
    })
  }
}

const calendarLayout: Layout = (b, c) => {
  const { box, u, sample, pal, sideIndex } = c
  const year = 2026
  if (sideIndex === 0) {
    stack(
      b,
      box,
      [
        { t: 'photo', h: box.h * 0.7 },
        { t: 'text', text: sample, size: u * 0.1, weight: 700, font: 'Playfair Display' },
        { t: 'text', text: String(year), size: u * 0.08, color: pal.acc, font: 'Oswald' },
      ],
      'spread',
    )
    return
  }
  const [top, bottom] = split(box, 0.55, 'v', u * 0.04)
  b.photo(top)
  const [head, grid] = split(bottom, 0.2, 'v', u * 0.02)
  b.text(head, `${MONTHS[(sideIndex - 1) % 12]} ${year}`, u * 0.08, {
    align: 'center',
    weight: 700,
    font: 'Oswald',
  })
  monthGrid(b, grid, u, (sideIndex - 1) % 12, year, pal)
}

const idCardLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  stack(
    b,
    box,
    [
      {
        t: 'text',
        text: 'ACME INDUSTRIES',
        size: u * 0.12,
        weight: 700,
        font: 'Montserrat',
        color: pal.acc,
      },
      { t: 'photo', h: box.h * 0.38, label: 'Photo' },
      { t: 'text', text: sample, size: u * 0.14, weight: 700 },
      { t: 'text', text: 'Product Designer', size: u * 0.09 },
      { t: 'text', text: 'ID 00427 · Blood group B+', size: u * 0.07, color: pal.acc },
    ],
    'spread',
  )
}

const badgeLayout: Layout = (b, c) => {
  const { box, u, sample, pal, p } = c
  if (p.shape === 'circle') {
    stack(b, box, [
      { t: 'text', text: 'MVP', size: u * 0.35, weight: 700, font: 'Oswald', color: pal.acc },
      { t: 'text', text: 'Level 99', size: u * 0.16, weight: 700 },
    ])
    return
  }
  if (box.h > box.w) {
    // Event badge on a lanyard: keep the top clear for the slot.
    const slot = box.h * 0.12
    stack(
      b,
      { ...box, y: box.y + slot, h: box.h - slot },
      c.sideIndex === 0
        ? [
            {
              t: 'text',
              text: sample,
              size: u * 0.1,
              weight: 700,
              font: 'Montserrat',
              color: pal.acc,
            },
            { t: 'gap', h: u * 0.1 },
            { t: 'text', text: 'Priya Nair', size: u * 0.14, weight: 700 },
            { t: 'text', text: 'Speaker · Acme Labs', size: u * 0.07 },
            { t: 'gap', h: u * 0.1 },
            { t: 'qr', h: u * 0.35, value: 'https://www.example.com/summit' },
          ]
        : [
            { t: 'text', text: 'Schedule', size: u * 0.1, weight: 700 },
            {
              t: 'text',
              text: '09:30 Keynote\n11:00 Workshops\n13:00 Lunch\n14:30 Panels\n17:00 Closing',
              size: u * 0.07,
              lineHeight: 1.5,
            },
          ],
      'spread',
    )
    return
  }
  stack(b, box, [
    { t: 'text', text: 'HELLO, my name is', size: u * 0.12, weight: 700, color: pal.acc },
    { t: 'gap', h: u * 0.06 },
    { t: 'text', text: sample, size: u * 0.24, font: 'Dancing Script', weight: 700 },
  ])
}

const cardLayout: Layout = (b, c) => {
  if (has(c, 'loyalty')) return loyaltyCard(b, c)
  if (has(c, 'appointment')) return appointmentCard(b, c)
  if (has(c, 'social')) return socialCard(b, c)
  const { box, u, sample, pal } = c
  if (has(c, 'note-card')) {
    stack(
      b,
      box,
      [
        {
          t: 'text',
          text: 'From the desk of',
          size: u * 0.07,
          italic: true,
          font: 'Playfair Display',
          align: 'left',
        },
        {
          t: 'text',
          text: 'Tara Iyer',
          size: u * 0.14,
          font: 'Dancing Script',
          weight: 700,
          align: 'left',
          color: pal.acc,
        },
        { t: 'rule', w: 1 },
      ],
      'top',
    )
    return
  }
  if (has(c, 'postcard')) {
    if (c.sideIndex === 0) {
      const [img, cap] = split(box, 0.82, 'v', u * 0.04)
      b.photo(img)
      stack(b, cap, [
        { t: 'text', text: sample, size: u * 0.1, font: 'Dancing Script', weight: 700 },
      ])
      return
    }
    const [msg, addr] = split(box, 0.55, 'h', u * 0.08)
    b.text(msg, 'Write your message here...', u * 0.07, { font: 'Dancing Script', align: 'left' })
    b.shape({ x: addr.x + addr.w - u * 0.25, y: addr.y, w: u * 0.25, h: u * 0.3 }, 'rectangle', {
      stroke: pal.ink,
      strokeWidthMm: 0.3,
      name: 'Stamp box',
    })
    for (let i = 1; i <= 4; i++)
      b.rule(addr.x, addr.y + addr.h * (0.3 + i * 0.16), addr.w, pal.ink, 0.25)
    return
  }
  if (has(c, 'baby', 'milestone')) {
    const [img, cap] = split(box, 0.7, 'v', u * 0.04)
    b.photo(img)
    stack(b, cap, [
      { t: 'text', text: sample, size: u * 0.09, font: 'Dancing Script', weight: 700 },
      { t: 'text', text: 'Weight 6.2 kg · Height 61 cm', size: u * 0.05, color: pal.acc },
    ])
    return
  }
  return businessCard(b, c)
}

const LAYOUTS: Record<string, Layout> = {
  card: cardLayout,
  'photo-print': photoLayout,
  polaroid: photoLayout,
  poster: posterLayout,
  flyer: flyerLayout,
  menu: menuLayout,
  booklet: bookletLayout,
  label: labelLayout,
  'round-label': labelLayout,
  sticker: labelLayout,
  tag: tagLayout,
  mug: bigTextLayout,
  cap: bigTextLayout,
  coaster: coasterLayout,
  'phone-case': bigTextLayout,
  standee: bigTextLayout,
  sign: bigTextLayout,
  ticket: ticketLayout,
  badge: badgeLayout,
  letterhead: letterheadLayout,
  notebook: notebookLayout,
  invitation: invitationLayout,
  certificate: certificateLayout,
  'tent-card': bigTextLayout,
  'door-hanger': bigTextLayout,
  packaging: packagingLayout,
  puzzle: puzzleLayout,
  'disc-cover': discLayout,
  'playing-card': playingCardLayout,
  calendar: calendarLayout,
  'id-card': idCardLayout,
  placard: bigTextLayout,
}

function pdfPrintLayout(b: SideBuilder, c: Ctx) {
  stack(b, c.box, [
    { t: 'photo', h: c.box.h * 0.8, label: 'Upload your print-ready page' },
    { t: 'text', text: c.sample, size: c.u * 0.05, color: c.pal.acc },
  ])
}

/** A starting design for a product, built from its print spec. Always valid against the schema. */
export function buildTemplate(product: TemplateProduct): DesignDocument {
  const pal = paletteOf(product)
  const box = contentBox(product)
  const names = templateSideNames(product, product.artKind)
  const layout =
    product.slug === 'pdf-print-service'
      ? pdfPrintLayout
      : (LAYOUTS[product.artKind] ?? flyerLayout)
  const sides: DesignSide[] = names.map((name, i) => {
    const b = new SideBuilder(`s${i + 1}`, pal)
    layout(b, {
      p: product,
      pal,
      box,
      u: Math.min(box.w, box.h),
      sample: product.sample?.trim() || product.name,
      sideIndex: i,
      sideName: name,
      sideCount: names.length,
    })
    return { id: `side-${i + 1}`, name, background: pal.bg, elements: b.elements }
  })
  return designDocumentSchema.parse({
    version: DESIGN_VERSION,
    trimWidthMm: product.trimWidthMm,
    trimHeightMm: product.trimHeightMm,
    bleedMm: product.bleedMm,
    safeMarginMm: product.safeMarginMm,
    shape: product.shape || 'rect',
    cornerRadiusMm: product.cornerRadiusMm ?? null,
    sides,
  })
}
