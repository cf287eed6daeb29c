/**
 * What a product's options do to its design: the one rule, shared by the editor (options change
 * the page as they are chosen) and the server (saving, the cart and checkout check the design
 * against the options ordered). Sizes come from the catalog's option values (trimWidthMm and
 * trimHeightMm); the other effects are read from the option's stable keys: printed sides, pages,
 * the starting month of a calendar, the die (shape, corners, die-cut), folds, a mug's print area,
 * a photo book's cover and paper (its spine). Product geometry that no option changes (fold lines of
 * folded products, a phone case's camera cut-out, a mug's handle, the holes a die punches and
 * whether the piece is cut on the cutter: die-features.ts) is derived here too. See docs/decisions/026-designer-part-two.md.
 *
 * Pure and shared: no server imports.
 */
import {
  dieFeatures,
  isCutOnCutter,
  LARGE_ROUNDED_CORNER_MM,
  ROUNDED_CORNER_MM,
} from './die-features.ts'
import { sideDieline, type DielinePoint, type DielineSlit } from './dielines.ts'
import type { Fold, PrintSpec, Zone } from './document.ts'
import { foldFace, type FoldPanel, type FoldStyle } from './folding.ts'
import { finishOfValue, type FinishId } from './finishes.ts'
import { MONTHS } from '#app/utils/dates.ts'

/** Multipage products with more pages than this repeat one designed leaf (pads, bill books). */
export const MAX_DESIGNED_PAGES = 40

/** The months in English, January first (one list: utils/dates.ts). */
export const MONTH_NAMES = MONTHS

export interface GeometryOptionValue {
  key: string
  label?: string
  trimWidthMm?: number | null
  trimHeightMm?: number | null
  /** The catalog says `default`, the database `isDefault`. */
  isDefault?: boolean
  default?: boolean
}

export interface GeometryProduct extends PrintSpec {
  slug: string
  artKind: string
  templateKind: string
  categorySlug?: string
  options: ReadonlyArray<{
    key: string
    label?: string
    values: ReadonlyArray<GeometryOptionValue>
  }>
}

export type DieShape = 'rect' | 'rounded' | 'circle' | 'oval' | 'die-cut'

/** What one option value does to the design (empty: nothing, it only changes the price). */
interface Effect {
  trim?: [number, number]
  sides?: 1 | 2
  pages?: number
  startMonth?: 'january' | 'april' | 'next-month'
  shape?: DieShape | 'base'
  corners?: 'square' | 'rounded'
  fold?: FoldStyle
  printArea?: 'wrap' | 'one-side' | 'both-sides'
  cover?: 'softcover' | 'hardcover'
  layflat?: boolean
  model?: string
  /** An ordered finish (foil, spot UV, white): elements are marked for it (finishes.ts). */
  finish?: FinishId
  /** A badge's holder: a punched card clips to the lanyard (slotted), a pouch holds it (not). */
  lanyardSlot?: boolean
  /** A presentation folder's pockets: they change its dieline (dielines.ts). */
  pockets?: 'one' | 'two'
}

const SHAPE_WORDS: Record<string, DieShape | 'base'> = {
  'die-cut': 'die-cut',
  circle: 'circle',
  round: 'circle',
  oval: 'oval',
  square: 'base',
  rectangle: 'base',
}

function isDefaultValue(v: GeometryOptionValue) {
  return Boolean(v.isDefault ?? v.default)
}

function effectOf(product: GeometryProduct, optionKey: string, v: GeometryOptionValue): Effect {
  const e: Effect = {}
  if (v.trimWidthMm && v.trimHeightMm) e.trim = [v.trimWidthMm, v.trimHeightMm]
  const key = v.key
  switch (optionKey) {
    case 'sides':
      if (key === 'front' || key === 'single') e.sides = 1
      else if (key === 'front-back' || key === 'double') e.sides = 2
      break
    case 'pages':
    case 'sheets':
      if (/^\d+$/.test(key)) e.pages = Number(key)
      break
    case 'start-month':
      if (key === 'january' || key === 'april' || key === 'next-month') e.startMonth = key
      break
    case 'shape':
    case 'cut':
      if (SHAPE_WORDS[key]) e.shape = SHAPE_WORDS[key]
      break
    case 'corners':
      if (key === 'rounded' || key === 'square') e.corners = key
      break
    case 'fold':
      e.fold = FOLD_KEYS[key] ?? 'none'
      break
    case 'format':
      if (key === 'folded') e.fold = 'centre'
      else if (key === 'a4-trifold') e.fold = 'letter'
      else if (key === 'dvd-wrap') e.fold = 'none'
      break
    case 'style':
      if (product.artKind === 'tent-card') e.fold = key === 'triangle' ? 'triangle' : 'centre'
      break
    case 'print-area':
      if (key === 'wrap' || key === 'one-side' || key === 'both-sides') e.printArea = key
      break
    case 'cover':
      if (key === 'softcover' || key === 'hardcover') e.cover = key
      break
    case 'paper':
      if (hasCoverSpread(product)) e.layflat = key === 'layflat'
      break
    case 'model':
      e.model = key
      break
    case 'holder':
      e.lanyardSlot = !/pouch/.test(key)
      break
    case 'pockets':
      e.pockets = key === 'two' ? 'two' : 'one'
      break
  }
  // A value that promises rounded corners ("Square with rounded corners") has them.
  if (optionKey !== 'corners' && v.label && /rounded corners/i.test(v.label)) e.corners = 'rounded'
  const finish = finishOfValue(optionKey, key)
  if (finish) e.finish = finish
  // A size value named for its die ("circle-50").
  if (e.trim && key.startsWith('circle')) e.shape = 'circle'
  return e
}

/** A photo book: a hard or soft cover printed as one spread (back, spine, front) around the pages. */
export function hasCoverSpread(product: Pick<GeometryProduct, 'options' | 'pages'>) {
  return (
    (product.pages ?? 0) > 1 &&
    (product.pages ?? 0) <= MAX_DESIGNED_PAGES &&
    product.options.some(
      (o) =>
        o.key === 'cover' && o.values.some((v) => v.key === 'hardcover' || v.key === 'softcover'),
    )
  )
}

const sameEffect = (a: Effect, b: Effect) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The options that change the design (size, die, sides, pages, folds, content), in catalog order.
 * An option whose values all do the same to the design (paper, finish...) only changes the price.
 */
export function geometryOptionKeys(product: GeometryProduct): string[] {
  return product.options
    .filter((o) => {
      const effects = o.values.map((v) => effectOf(product, o.key, v))
      return (
        effects.some((e) => !sameEffect(e, effects[0]!)) &&
        effects.some((e) => Object.keys(e).length)
      )
    })
    .map((o) => o.key)
}

/**
 * The design options of a selection: only the options that change the design, each a value the
 * product offers (else its default). Other keys are dropped.
 */
export function resolveDesignOptions(
  product: GeometryProduct,
  input: Readonly<Record<string, string | null | undefined>> = {},
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of geometryOptionKeys(product)) {
    const option = product.options.find((o) => o.key === key)!
    const wanted = input[key]
    const value =
      option.values.find((v) => v.key === wanted) ??
      option.values.find(isDefaultValue) ??
      option.values[0]!
    out[key] = value.key
  }
  return out
}

/** The label of an option value as the shopper reads it ("iPhone 16 Pro Max (78 x 163 mm)"). */
export function optionValueLabel(product: GeometryProduct, key: string, value: string) {
  const option = product.options.find((o) => o.key === key)
  const v = option?.values.find((x) => x.key === value)
  return { option: option?.label ?? key, value: v?.label ?? value }
}

export interface SideSpec {
  name: string
  trimWidthMm: number
  trimHeightMm: number
  bleedMm: number
  folds: Fold[]
  zones: Zone[]
  /** A folded face's panels between its folds, named for what they are once folded. */
  panels: FoldPanel[]
  /**
   * The cover spread of a photo book (back, spine and front as one page): each board's width, the
   * spine's, and the hinge groove each side of the spine (0 on a soft cover).
   */
  coverSpread?: { pageWidthMm: number; spineMm: number; hingeMm: number }
  /** A box's or folder's cut outline and slits (its creases are `folds`, its glue areas `zones`). */
  dieline?: { outline: DielinePoint[]; slits: DielineSlit[] }
}

export interface DesignSpec {
  options: Record<string, string>
  trimWidthMm: number
  trimHeightMm: number
  bleedMm: number
  safeMarginMm: number
  shape: DieShape
  cornerRadiusMm: number | null
  /** Cut on the cutter (labels, stickers, shaped, rounded or holed pieces): a CutContour line. */
  cutContour: boolean
  /** A calendar's first month, 'YYYY-MM'. */
  startMonth: string | null
  sides: SideSpec[]
  /** Pads, notebooks and journals: every leaf printed from the designed side(s). */
  repeatedLeaves: number | null
}

/** The print fields a design document copies from its spec (all but the sides and the start month). */
export function specPrintFields(spec: DesignSpec) {
  return {
    trimWidthMm: spec.trimWidthMm,
    trimHeightMm: spec.trimHeightMm,
    bleedMm: spec.bleedMm,
    safeMarginMm: spec.safeMarginMm,
    shape: spec.shape,
    cornerRadiusMm: spec.cornerRadiusMm,
    options: spec.options,
    cutContour: spec.cutContour,
  }
}

const round1 = (mm: number) => Math.round(mm * 10) / 10

/** 'YYYY-MM' of the first month of a calendar started on `option`, as seen on `now` (India). */
export function resolveStartMonth(option: string, now: Date): string {
  // India is UTC+5:30 all year.
  const ist = new Date(now.getTime() + 330 * 60_000)
  const y = ist.getUTCFullYear()
  const m = ist.getUTCMonth()
  const next = (target: number) => (m <= target ? [y, target] : [y + 1, target])
  const [year, month] =
    option === 'january'
      ? next(0)
      : option === 'april'
        ? next(3)
        : m === 11
          ? [y + 1, 0]
          : [y, m + 1]
  return `${year}-${String(month! + 1).padStart(2, '0')}`
}

/** Is a stored first month consistent with the start-month option? */
export function startMonthFits(option: string, stored: string | null | undefined) {
  if (!stored || !/^\d{4}-(0[1-9]|1[0-2])$/.test(stored)) return false
  const month = Number(stored.slice(5, 7))
  if (option === 'january') return month === 1
  if (option === 'april') return month === 4
  return true
}

export function monthName(startMonth: string, offset: number) {
  const year = Number(startMonth.slice(0, 4))
  const index = Number(startMonth.slice(5, 7)) - 1 + offset
  return { month: ((index % 12) + 12) % 12, year: year + Math.floor(index / 12) }
}

/** A phone case's camera cut-out by model, mm from the case's top-left (the case maker's template). */
const CAMERA_CUTOUTS: Record<string, { w: number; h: number; r: number }> = {
  'iphone-14': { w: 31, h: 32, r: 7 },
  'iphone-15': { w: 31, h: 32, r: 7 },
  'iphone-15-pro': { w: 38, h: 39, r: 8 },
  'iphone-16': { w: 20, h: 36, r: 9 },
  'iphone-16-pro': { w: 38, h: 39, r: 8 },
  'iphone-16-pro-max': { w: 41, h: 42, r: 9 },
}
const CAMERA_INSET_MM = 5

/** A fold option's value and the fold it makes (the catalog offers roll and Z; gate and cross fold the same way). */
const FOLD_KEYS: Record<string, FoldStyle> = {
  letter: 'letter',
  'roll-fold': 'letter',
  'z-fold': 'z',
  'centre-fold': 'centre',
  'half-fold': 'centre',
  'gate-fold': 'gate',
  'cross-fold': 'cross',
}

/** The fold of a folded product whatever its options (a bi-fold menu, a tent card). */
function baseFold(product: GeometryProduct): FoldStyle {
  if (product.templateKind === 'bifold-menu') return 'centre'
  if (product.templateKind === 'trifold-menu') return 'letter'
  if (product.artKind === 'tent-card') return 'centre'
  if (product.artKind === 'placard' && product.sides === 2) return 'centre'
  return 'none'
}

/**
 * The band along a wire-o bound calendar's top edge kept clear (decision 046): the punch's holes
 * (4 mm, their near edge 3.5-6.5 mm in from the edge, as punches are set) and the wire's curl over
 * the edge; the rest of the page turns clear of them.
 */
export const BINDING_ZONE_MM = 15

/** A hard cover's board overhang ("squares") at head, tail and fore-edge, mm (decision 046). */
export const BOARD_OVERHANG_MM = 3
/** The hinge groove each side of a hard cover's spine board, mm (decision 046). */
export const HINGE_MM = 7
/** The cover paper turned in round a hard cover's boards, mm. */
export const HARDCOVER_TURN_IN_MM = 15

function bindingZone(W: number): Zone {
  return {
    kind: 'binding',
    x: 0,
    y: 0,
    width: W,
    height: BINDING_ZONE_MM,
    radiusMm: 0,
    label: 'Wire-o binding (keep clear)',
  }
}

function handleZones(area: Effect['printArea'], W: number, H: number): Zone[] {
  // The wrap's two ends meet under the handle: 10 mm either side of the seam is hidden by it.
  const zone = (x: number, width: number, label: string): Zone => ({
    kind: 'handle',
    x: round1(x),
    y: 0,
    width: round1(width),
    height: H,
    radiusMm: 0,
    label,
  })
  if (area === 'one-side') {
    // One face, opposite the handle: the middle 90 mm of the wrap.
    const face = Math.min(90, W)
    return [
      zone(0, (W - face) / 2, 'Not printed'),
      zone((W + face) / 2, (W - face) / 2, 'Not printed'),
    ]
  }
  if (area === 'both-sides') {
    // Two faces either side of the handle, with the handle and the front between them left blank.
    const face = Math.min(75, W / 2 - 10)
    const c1 = W / 4
    const c2 = (3 * W) / 4
    return [
      zone(0, c1 - face / 2, 'Handle'),
      zone(c1 + face / 2, c2 - face / 2 - (c1 + face / 2), 'Not printed'),
      zone(c2 + face / 2, W - (c2 + face / 2), 'Handle'),
    ]
  }
  return [zone(0, 10, 'Handle'), zone(W - 10, 10, 'Handle')]
}

/**
 * The design a product needs at these options: its trim, bleed, die, every side or page with its
 * own size, folds and no-go zones. `now` decides a calendar's first month when none is kept.
 */
export function designSpec(
  product: GeometryProduct,
  input: Readonly<Record<string, string | null | undefined>> = {},
  { now = new Date(), startMonth = null }: { now?: Date; startMonth?: string | null } = {},
): DesignSpec {
  const options = resolveDesignOptions(product, input)
  const effect: Effect = {}
  for (const [key, value] of Object.entries(options)) {
    const v = product.options.find((o) => o.key === key)?.values.find((x) => x.key === value)
    if (v) Object.assign(effect, effectOf(product, key, v))
  }
  const W = effect.trim?.[0] ?? product.trimWidthMm
  let H = effect.trim?.[1] ?? product.trimHeightMm
  // Die shape: the product's own, unless an option changes it.
  let shape: DieShape = (
    ['rect', 'rounded', 'circle', 'oval'].includes(product.shape) ? product.shape : 'rect'
  ) as DieShape
  let radius = product.cornerRadiusMm ?? null
  if (effect.shape && effect.shape !== 'base') shape = effect.shape
  if (effect.shape === 'base' && (shape === 'circle' || shape === 'oval')) {
    shape = 'rect'
    radius = null
  }
  if (effect.shape === 'oval' && Math.abs(W - H) < 0.01) {
    // An oval label of a square size: two thirds as tall as it is wide.
    H = round1((W * 2) / 3)
  }
  if (effect.corners === 'rounded') {
    shape = 'rounded'
    radius = radius ?? (Math.min(W, H) < 120 ? ROUNDED_CORNER_MM : LARGE_ROUNDED_CORNER_MM)
  } else if (effect.corners === 'square' && shape === 'rounded') {
    shape = 'rect'
    radius = null
  }
  if (shape !== 'rounded') radius = shape === 'rect' ? null : radius
  const bleedMm = product.bleedMm

  const sides = effect.sides ?? (product.sides === 2 ? 2 : 1)
  const pages = effect.pages ?? product.pages ?? null

  // Fold lines.
  const foldStyle = effect.fold ?? baseFold(product)
  // Tents and placards fold across; other sheets across their longer side.
  const foldAxis: 'vertical' | 'horizontal' =
    product.artKind === 'tent-card' || product.artKind === 'placard'
      ? 'horizontal'
      : W >= H
        ? 'vertical'
        : 'horizontal'
  const extraFolds = (): Fold[] => {
    if (options.format === 'dvd-wrap') {
      // Back, spine, front: a 14 mm spine in the middle of the wrap.
      const spine = 14
      const panel = (W - spine) / 2
      return [
        { axis: 'vertical', at: round1(panel), label: 'Spine' },
        { axis: 'vertical', at: round1(panel + spine), label: 'Spine' },
      ]
    }
    return []
  }

  // No-go zones.
  const zonesFor = (w: number, h: number, i: number): Zone[] => {
    const die = dieFeatures(product, w, i, { lanyardSlot: effect.lanyardSlot !== false })
    if (die.length) return die
    if (product.artKind === 'mug') return handleZones(effect.printArea ?? 'wrap', w, h)
    if (product.artKind === 'calendar') return [bindingZone(w)]
    if (product.artKind === 'phone-case') {
      const cam = CAMERA_CUTOUTS[effect.model ?? ''] ?? { w: 31, h: 32, r: 7 }
      return [
        {
          kind: 'camera',
          x: CAMERA_INSET_MM,
          y: CAMERA_INSET_MM,
          width: cam.w,
          height: cam.h,
          radiusMm: cam.r,
          label: 'Camera cut-out',
        },
      ]
    }
    return []
  }

  const tent = product.artKind === 'tent-card' || product.artKind === 'placard'
  const plainSide = (name: string, i: number): SideSpec => {
    // A box or folder: its die's outline, slits, creases, glue areas and panels (dielines.ts).
    const die = sideDieline(product, options, W, H, i)
    if (die)
      return {
        name,
        trimWidthMm: W,
        trimHeightMm: H,
        bleedMm,
        folds: die.creases,
        zones: die.glue,
        panels: die.panels,
        dieline: { outline: die.outline, slits: die.slits },
      }
    const face = foldFace(foldStyle, foldAxis, W, H, i % 2 === 1 ? 1 : 0, { tent })
    return {
      name,
      trimWidthMm: W,
      trimHeightMm: H,
      bleedMm,
      folds: [...face.folds, ...extraFolds()],
      zones: zonesFor(W, H, i),
      panels: face.panels,
    }
  }

  let sideSpecs: SideSpec[]
  let repeatedLeaves: number | null = null
  let resolvedStart: string | null = null
  if (pages && pages > 1 && pages <= MAX_DESIGNED_PAGES) {
    if (product.artKind === 'calendar' && pages === 13) {
      const option = options['start-month'] ?? 'january'
      resolvedStart = startMonthFits(option, startMonth)
        ? startMonth!
        : resolveStartMonth(option, now)
      sideSpecs = [
        plainSide('Cover', 0),
        ...Array.from({ length: 12 }, (_, i) => {
          const { month, year } = monthName(resolvedStart!, i)
          return plainSide(`${MONTH_NAMES[month]} ${year}`, i + 1)
        }),
      ]
    } else if (hasCoverSpread(product)) {
      // The cover wraps the block: back, spine, front. The spine grows with the leaves.
      const leaves = Math.ceil(pages / 2)
      const caliper = effect.layflat ? 0.45 : 0.13
      const boards = effect.cover === 'hardcover' ? 6 : 1
      const spineMm = Math.max(3, Math.ceil((leaves * caliper + boards) * 2) / 2)
      // A hard cover's boards overhang the block at head, tail and fore-edge, and a hinge groove
      // each side of the spine board lets it open (decision 046); a soft cover is the block's size.
      const hard = effect.cover === 'hardcover'
      const boardW = hard ? W + BOARD_OVERHANG_MM : W
      const boardH = hard ? H + 2 * BOARD_OVERHANG_MM : H
      const hinge = hard ? HINGE_MM : 0
      const coverW = round1(2 * boardW + 2 * hinge + spineMm)
      const line = (at: number, label: string): Fold => ({
        axis: 'vertical',
        at: round1(at),
        label,
      })
      sideSpecs = [
        {
          name: 'Cover',
          trimWidthMm: coverW,
          trimHeightMm: round1(boardH),
          // A hard cover's paper wraps round the boards (the turn-in).
          bleedMm: hard ? Math.max(bleedMm, HARDCOVER_TURN_IN_MM) : bleedMm,
          folds: hard
            ? [
                line(boardW, 'Hinge'),
                line(boardW + hinge, 'Spine'),
                line(boardW + hinge + spineMm, 'Spine'),
                line(boardW + 2 * hinge + spineMm, 'Hinge'),
              ]
            : [line(W, 'Spine'), line(W + spineMm, 'Spine')],
          zones: [],
          panels: [],
          coverSpread: { pageWidthMm: boardW, spineMm, hingeMm: hinge },
        },
        ...Array.from({ length: pages }, (_, i) => plainSide(`Page ${i + 1}`, i + 1)),
      ]
    } else {
      sideSpecs = Array.from({ length: pages }, (_, i) =>
        plainSide(i === 0 ? 'Front cover' : i === pages - 1 ? 'Back cover' : `Page ${i + 1}`, i),
      )
    }
  } else if (pages && pages > MAX_DESIGNED_PAGES) {
    repeatedLeaves = pages
    const names =
      sides === 2
        ? product.artKind === 'notebook'
          ? ['Front cover', 'Back cover']
          : ['Left page', 'Right page']
        : ['Every page']
    sideSpecs = names.map((n, i) => plainSide(n, i))
  } else {
    sideSpecs = (sides === 2 ? ['Front', 'Back'] : ['Front']).map((n, i) => plainSide(n, i))
  }

  // The cutter's line: the die's outline and holes, for what is cut (labels, stickers, shapes, tags).
  const cutContour =
    Boolean(sideSpecs[0]?.dieline) || isCutOnCutter(product, shape, sideSpecs[0]?.zones ?? [])
  return {
    options,
    trimWidthMm: W,
    trimHeightMm: H,
    bleedMm,
    safeMarginMm: product.safeMarginMm,
    shape,
    cornerRadiusMm: radius,
    cutContour,
    startMonth: resolvedStart,
    sides: sideSpecs,
    repeatedLeaves,
  }
}

/** The side names a product's design has at its default options (tests, the art). */
export function defaultSideNames(product: GeometryProduct, now = new Date()) {
  return designSpec(product, {}, { now }).sides.map((s) => s.name)
}
