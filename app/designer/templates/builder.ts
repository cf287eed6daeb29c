/**
 * What every layout uses: the palette, the side builder (unique ids, text sized to fit), stacking
 * and splitting boxes, the content box inside the safe area, and the layout context.
 */
import { mix } from '../colour.ts'
import { PT_PER_MM } from '../model.ts'
import {
  type DesignElement,
  type FontFamily,
  type Fold,
  type PrintSpec,
  type Zone,
} from '../document.ts'
import type { DesignSpec, SideSpec } from '../product-geometry.ts'
import { estimateTextWidth } from '../text-layout.ts'
import { type TemplateKind } from './kinds.ts'
import type { TemplateProduct } from './template-product.ts'

export interface Box {
  x: number
  y: number
  w: number
  h: number
}

const HEX = /^#[0-9a-fA-F]{6}$/

const r2 = (v: number) => Math.round(v * 100) / 100

/** An element's place on the page, rounded to 0.01 mm, upright, shown and unlocked. */
const placed = (box: Box) => ({
  x: r2(box.x),
  y: r2(box.y),
  width: r2(box.w),
  height: r2(box.h),
  rotation: 0,
  opacity: 1,
  locked: false,
  hidden: false,
})

export interface Palette {
  bg: string
  ink: string
  acc: string
  soft: string
}

export function paletteOf(p: TemplateProduct): Palette {
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
  /**
   * The template's words waiting for the shopper's ("write a caption..."): shown in the editor,
   * printed only once edited, and a preflight warning until then (decision 046).
   */
  placeholder?: boolean
}

/** Collects one side's elements with unique ids. */
export class SideBuilder {
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
      ...placed(box),
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

  /** A photo frame the shopper fills with an uploaded image (shown in the editor, never printed). */
  photo(box: Box, label = 'Add your photo') {
    this.elements.push({
      id: this.nextId('frame'),
      name: 'Photo frame',
      type: 'frame',
      label,
      ...placed(box),
    })
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
      ...placed({ x: box.x + (box.w - s) / 2, y: box.y + (box.h - s) / 2, w: s, h: s }),
      color: this.pal.ink,
      background: 'none',
    })
  }
}

const MIN_MM = 4 / PT_PER_MM + 0.01
/** The schema's largest type, 400 pt (a metre-wide wall sticker would ask for more). */
const MAX_MM_SIZE = 400 / PT_PER_MM

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
  size = Math.min(MAX_MM_SIZE, Math.max(MIN_MM, Math.floor(size * PT_PER_MM * 2) / 2 / PT_PER_MM))
  const height = Math.min(box.h, lines.length * size * lineHeight + size * 0.1)
  // Text shrunk to fit the width sits in the middle of the space it was given.
  const y = o.middle ? box.y + (box.h - height) / 2 : box.y
  return {
    id: '',
    name: o.name,
    type: 'text' as const,
    text,
    ...placed({ x: box.x, y, w: box.w, h: height }),
    fontFamily: font,
    fontWeight: weight,
    italic,
    fontSizePt: Math.round(size * PT_PER_MM * 2) / 2,
    color: o.color ?? pal.ink,
    align: o.align ?? 'left',
    lineHeight,
    ...(o.placeholder ? { role: 'placeholder' as const, templateText: text } : {}),
  }
}

export type Item =
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
export function stack(
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

export const inset = (box: Box, dx: number, dy = dx): Box => ({
  x: box.x + dx,
  y: box.y + dy,
  w: Math.max(1, box.w - 2 * dx),
  h: Math.max(1, box.h - 2 * dy),
})

export const split = (box: Box, frac: number, dir: 'h' | 'v', gap = 0): [Box, Box] =>
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

export interface Ctx {
  p: TemplateProduct
  kind: TemplateKind
  pal: Palette
  box: Box
  /** Short side of the content box, the unit font sizes scale with. */
  u: number
  sample: string
  sideIndex: number
  sideName: string
  sideCount: number
  side: SideSpec
  spec: DesignSpec
  /** The content box cut into panels by vertical fold lines (one panel when there is no fold). */
  panels: Box[]
  /** Which of the family's starting designs (0 is the first). */
  variant: number
}

/** The content box cut at vertical folds, each panel clear of the crease by the safe margin. */
export function panelsOf(box: Box, folds: readonly Fold[], margin: number): Box[] {
  const cuts = folds
    .filter((f) => f.axis === 'vertical' && f.from === undefined && f.to === undefined)
    .map((f) => f.at)
    .filter((x) => x > box.x && x < box.x + box.w)
    .sort((a, b) => a - b)
  if (!cuts.length) return [box]
  const edges = [box.x, ...cuts, box.x + box.w]
  const panels: Box[] = []
  for (let i = 0; i < edges.length - 1; i++) {
    const left = i === 0 ? edges[i]! : edges[i]! + margin
    const right = i === edges.length - 2 ? edges[i + 1]! : edges[i + 1]! - margin
    panels.push({ x: left, y: box.y, w: Math.max(1, right - left), h: box.h })
  }
  return panels
}

export type Layout = (b: SideBuilder, c: Ctx) => void

/** Is the product's template one of these kinds? (Variants of a layout family share its code.) */
export const is = (c: Ctx, ...kinds: TemplateKind[]) => kinds.includes(c.kind)

/**
 * The widest part of `box` clear of the side's no-go zones (a mug's handle, a camera cut-out),
 * looked for between the zones across the width, then below them.
 */
export function clearOfZones(box: Box, zones: readonly Zone[], gap = 2): Box {
  if (!zones.length) return box
  // Full-height zones (a mug's handle) cut the width; others (a camera) push the top down.
  const walls = zones.filter((z) => z.y <= box.y && z.y + z.height >= box.y + box.h)
  let best = box
  if (walls.length) {
    const spans: Box[] = []
    const sorted = walls
      .map((z) => [z.x - gap, z.x + z.width + gap] as const)
      .sort((a, b) => a[0] - b[0])
    let left = box.x
    for (const [a, b] of sorted) {
      if (a > left) spans.push({ ...box, x: left, w: Math.min(a, box.x + box.w) - left })
      left = Math.max(left, b)
    }
    if (left < box.x + box.w) spans.push({ ...box, x: left, w: box.x + box.w - left })
    best = spans.sort((a, b) => b.w - a.w)[0] ?? box
  }
  const above = zones.filter((z) => !walls.includes(z))
  for (const z of above) {
    const bottom = z.y + z.height + gap
    if (bottom > best.y && z.x < best.x + best.w)
      best = { ...best, y: bottom, h: best.y + best.h - bottom }
  }
  return best
}
