/**
 * What the die does to a product besides its outline: the holes, slots and slits it punches
 * (a hang tag's string hole, a luggage tag's strap slot, a door hanger's hanger cut-out and slit,
 * a dangler's thread hole, a badge's lanyard slot), and whether the product is cut on the cutter
 * at all (its cut line goes on the CutContour plate of the print file). The holes are product
 * geometry: side zones the editor shades as a guide (never printed) and the print file cuts.
 * The list of products and why each is or is not cut: docs/decisions/045-every-cut-in-the-file.md.
 *
 * Pure and shared: no server imports.
 */
import type { Zone } from './document.ts'

/** The corner radius of "Rounded corners" when the product names none: catalog, designer, PDF. */
export const ROUNDED_CORNER_MM = 3
/** Large pieces (table mats, posters) round their corners wider. */
export const LARGE_ROUNDED_CORNER_MM = 10

/** A string or ribbon hole, mm. */
const PUNCH_MM = 5
/** Its centre sits this far below the top edge. */
const PUNCH_FROM_TOP_MM = 8

/** What the die rules read of a product (a structural subset of GeometryProduct). */
export interface DieProduct {
  slug: string
  artKind: string
  templateKind: string
  categorySlug?: string
  options: ReadonlyArray<{ key: string; values: ReadonlyArray<{ key: string }> }>
}

const r1 = (mm: number) => Math.round(mm * 10) / 10

function hole(cx: number, cy: number, d: number, label: string): Zone {
  return {
    kind: 'hole',
    x: r1(cx - d / 2),
    y: r1(cy - d / 2),
    width: d,
    height: d,
    radiusMm: d / 2,
    label,
  }
}

function slot(cx: number, cy: number, w: number, h: number, label: string): Zone {
  return {
    kind: 'hole',
    x: r1(cx - w / 2),
    y: r1(cy - h / 2),
    width: w,
    height: h,
    radiusMm: h / 2,
    label,
  }
}

/** A square-cornered zone of the die, mm to a tenth (a slit, a box's glue area: dielines.ts). */
export function squareZone(
  kind: Zone['kind'],
  x: number,
  y: number,
  width: number,
  height: number,
  label: string,
): Zone {
  return { kind, x: r1(x), y: r1(y), width: r1(width), height: r1(height), radiusMm: 0, label }
}

/** A cut without width: a line from (x, y) to (x + width, y + height), one of them 0. */
const slit = (x: number, y: number, width: number, height: number) =>
  squareZone('slit', x, y, width, height, 'Slit')

/** A hanger: a round cut-out near the top and a slit from it to the side edge (door handles). */
function hanger(W: number, d: number, top: number): Zone[] {
  const cx = W / 2
  const cy = top + d / 2
  return [hole(cx, cy, d, 'Hanger cut-out'), slit(cx + d / 2, cy, W - (cx + d / 2), 0)]
}

/** A mirror hook: a round cut-out with a slit up to the top edge, to slip over a mirror's stem. */
function mirrorHook(W: number, d: number, top: number): Zone[] {
  const cx = W / 2
  return [hole(cx, top + d / 2, d, 'Mirror hook cut-out'), slit(cx, 0, 0, top)]
}

/**
 * The holes, slots and slits of a product's die on one side (a back side sees them mirrored), mm
 * from the trim's top-left. Empty for a product the die only cuts round. `lanyardSlot`: the
 * chosen holder clips to the card (a badge's "Punched card only"), not a pouch.
 */
export function dieFeatures(
  p: DieProduct,
  W: number,
  sideIndex = 0,
  { lanyardSlot = true }: { lanyardSlot?: boolean } = {},
): Zone[] {
  const punch = () => [hole(W / 2, PUNCH_FROM_TOP_MM, PUNCH_MM, 'Punched hole')]
  let zones: Zone[] = []
  if (p.templateKind === 'door-hanger') zones = hanger(W, r1(Math.min(38, W * 0.4)), 15)
  else if (p.templateKind === 'parking-tag') zones = mirrorHook(W, r1(Math.min(32, W * 0.42)), 12)
  else if (p.artKind === 'door-hanger')
    zones = punch() // danglers: the hanging thread
  else if (['hang-tag', 'price-tag', 'ornament-card'].includes(p.templateKind)) zones = punch()
  else if (p.templateKind === 'luggage-tag') zones = [slot(W / 2, 10, 16, 5, 'Strap slot')]
  else if (p.options.some((o) => o.key === 'holder') && lanyardSlot)
    // Event badges as a punched card: slotted for the lanyard's clip. In a pouch the pouch has
    // the slot and the card is not punched (decision 053).
    zones = [slot(W / 2, 7, 15, 3, 'Lanyard slot')]
  if (sideIndex % 2 === 0) return zones
  // The back of the sheet: the same holes seen from behind.
  return zones.map((z) => ({ ...z, x: r1(W - z.x - z.width) }))
}

/** Rub-on transfer sheets: the ink leaves the sheet, nothing is cut. */
const UNCUT_SHEETS = new Set(['ink-transfer-stickers'])

/**
 * Printed on a blank someone else cut (a mug, a phone case's glass, an MDF or ceramic coaster):
 * the press prints the face and the blank has its shape already.
 */
function madeOnBlank(p: DieProduct) {
  if (p.artKind === 'mug' || p.artKind === 'phone-case') return true
  return p.options.some(
    (o) =>
      o.key === 'material' && o.values.some((v) => v.key === 'mdf-cork' || v.key === 'ceramic'),
  )
}

/**
 * Is the product cut on the cutter (a cut line on the CutContour plate)? Labels and stickers are
 * kiss-cut whatever their shape; any other product when its die is not a plain rectangle (round,
 * oval, rounded corners, die-cut) or it has holes.
 */
export function isCutOnCutter(p: DieProduct, shape: string, zones: readonly Zone[]) {
  if (madeOnBlank(p) || UNCUT_SHEETS.has(p.slug)) return false
  if (zones.some((z) => z.kind === 'hole' || z.kind === 'slit')) return true
  if (shape !== 'rect') return true
  return p.categorySlug === 'labels' || p.categorySlug === 'stickers'
}
