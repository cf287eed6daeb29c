/**
 * The dielines of the products a die cuts and creases into a 3-D piece: the food boxes and the
 * presentation folders. A dieline is, per printed side, the piece's one cut outline (a polygon),
 * its slits (a folder's card slot), its creases (fold lines the die presses, from/to as they run),
 * its glue areas (kept clear of ink and coating so the glue holds) and its panels named for what
 * they become. Millimetres from the trim's top-left, like every other geometry of a side. The print
 * file puts the outline and slits on the CutContour plate and the creases on the Crease plate
 * (pdf-marks.server.ts); the editor draws them all as guides. The dimensions are data: each box
 * style's length, depth and height (as the catalog's option label says) and the flat sheet's size
 * (the option's trim) give every line. See docs/decisions/064-dielines-and-the-prepress-table.md.
 *
 * Pure and shared: no server imports.
 */
import { squareZone } from './die-features.ts'
import type { Fold, Panel, Zone } from './document.ts'

export interface DielinePoint {
  x: number
  y: number
}

export interface DielineSlit {
  from: DielinePoint
  to: DielinePoint
}

/** What a side's dieline adds to it (its creases become the side's folds, its glue areas zones). */
export interface SideDieline {
  outline: DielinePoint[]
  slits: DielineSlit[]
  creases: Fold[]
  glue: Zone[]
  panels: Panel[]
}

/**
 * A food box's size when built, mm, by the catalog's style key: length (across the front), depth
 * (front to back) and height. The catalog's label says the same ("Burger box (110 x 110 x 80 mm)");
 * a test keeps them equal.
 */
export const BOX_STYLES: Record<string, { length: number; depth: number; height: number }> = {
  burger: { length: 110, depth: 110, height: 80 },
  sandwich: { length: 125, depth: 125, height: 70 },
  'mithai-500g': { length: 180, depth: 130, height: 50 },
  'cake-8in': { length: 205, depth: 205, height: 100 },
}

/** A presentation folder's glue tab, mm: the pocket's outer edge folds it behind and glues it. */
export const FOLDER_GLUE_TAB_MM = 15
/** A folder's pocket, mm: 4 inch, or a quarter of a short sheet. */
const FOLDER_POCKET_MM = 100
/** The visiting card the folder's slot holds (Indian standard card), mm. */
const CARD = { width: 90, height: 55 }

const r1 = (mm: number) => Math.round(mm * 10) / 10
const pt = (x: number, y: number): DielinePoint => ({ x: r1(x), y: r1(y) })

function crease(
  axis: 'vertical' | 'horizontal',
  at: number,
  from: number,
  to: number,
  label: string,
): Fold {
  return { axis, at: r1(at), from: r1(from), to: r1(to), label }
}

const glue = (x: number, y: number, width: number, height: number) =>
  squareZone('glue', x, y, width, height, 'Glue (no ink)')

const panel = (x: number, y: number, w: number, h: number, label: string, order: number) => ({
  x: r1(x),
  y: r1(y),
  width: r1(w),
  height: r1(h),
  label,
  order,
})

/**
 * A tray with a hinged lid and a tuck flap (the burger, sandwich, mithai and cake boxes), printed
 * outside: across, a side wall, the base and the other side wall; down, the tuck flap, the lid,
 * the back wall, the base and the front wall. The front and back walls carry glue flaps that
 * fold inside the side walls; the lid carries dust flaps. The flat sheet is the catalog's trim:
 * its width leaves an equal margin either side, its height less the box's is the tuck flap.
 */
export function boxDieline(
  box: { length: number; depth: number; height: number },
  W: number,
  H: number,
): SideDieline | null {
  const { length: L, depth: D, height: h } = box
  const margin = (W - (L + 2 * h)) / 2
  const tuck = H - 2 * D - 2 * h
  if (margin < 0 || tuck < 5) return null
  const a = margin + h
  const b = a + L
  const y1 = tuck
  const y2 = y1 + D
  const y3 = y2 + h
  const y4 = y3 + D
  const y5 = H
  const chamfer = Math.min(8, tuck * 0.5, L / 4)
  const dust = Math.min(h - 5, D / 2)
  const flap = Math.min(h - 2, D / 2 - 2)
  const taper = flap * 0.36
  // The right half, top to bottom; the left half is its mirror image.
  const right = [
    pt(b - chamfer, 0),
    pt(b, chamfer),
    pt(b, y1),
    // Lid's dust flap.
    pt(b, y1 + 2),
    pt(b + dust, y1 + 2 + dust / 2),
    pt(b + dust, y2 - 2 - dust / 2),
    pt(b, y2 - 2),
    // Back wall's glue flap: its lower edge slants up from the side wall's corner.
    pt(b, y2 + 2),
    pt(b + flap, y2 + 2 + taper),
    pt(b + flap, y3 - taper),
    pt(b, y3),
    // Side wall.
    pt(b + h, y3),
    pt(b + h, y4),
    pt(b, y4),
    // Front wall's glue flap.
    pt(b + flap, y4 + taper),
    pt(b + flap, y5 - 2 - taper),
    pt(b, y5 - 2),
    pt(b, y5),
  ]
  const mirror = (p: DielinePoint) => pt(W - p.x, p.y)
  const outline = [...right, ...right.map(mirror).reverse()]
  const creases: Fold[] = [
    crease('horizontal', y1, a, b, 'Tuck flap'),
    crease('horizontal', y2, a, b, 'Lid hinge'),
    crease('horizontal', y3, a, b, 'Base'),
    crease('horizontal', y4, a, b, 'Base'),
    crease('vertical', a, y3, y4, 'Side wall'),
    crease('vertical', b, y3, y4, 'Side wall'),
  ]
  for (const x of [a, b]) {
    creases.push(crease('vertical', x, y1 + 2, y2 - 2, 'Dust flap'))
    creases.push(crease('vertical', x, y2 + 2, y3, 'Glue flap'))
    creases.push(crease('vertical', x, y4, y5 - 2, 'Glue flap'))
  }
  // The glue flaps' faces meet the side walls' inside: no ink, no coating there.
  const zones: Zone[] = []
  for (const [top, bottom] of [
    [y2 + 2 + taper, y3 - taper],
    [y4 + taper, y5 - 2 - taper],
  ] as const) {
    zones.push(glue(b + 2, top, flap - 3, bottom - top))
    zones.push(glue(W - b - flap + 1, top, flap - 3, bottom - top))
  }
  return {
    outline,
    slits: [],
    creases,
    glue: zones,
    panels: [
      panel(a, y1, L, D, 'Lid', 1),
      panel(a, y4, L, h, 'Front', 2),
      panel(margin, y3, h, D, 'Left side', 3),
      panel(b, y3, h, D, 'Right side', 4),
      panel(a, y2, L, h, 'Back', 5),
      panel(a, y3, L, D, 'Base (underneath)', 6),
      panel(a, 0, L, tuck, 'Tuck flap', 7),
    ],
  }
}

/**
 * A presentation folder printed both sides: back and front covers side by side, the pocket below
 * them folding up inside. The pocket sits under the back cover (the right-hand inside once open),
 * or two pockets one under each cover, with a gap at the spine so the folder closes; each pocket
 * has a glue tab at its outer edge that folds behind it and is glued to the cover's inside. The
 * card slot is two diagonal slits holding a 90 x 55 mm card's lower corners on the (first) pocket.
 * Side 0 is the outside (printed first), side 1 the inside, seen turned over (mirrored).
 */
export function folderDieline(
  W: number,
  H: number,
  pockets: 'one' | 'two',
  sideIndex: number,
): SideDieline | null {
  const P = Math.min(FOLDER_POCKET_MM, H / 4)
  const C = H - P
  const g = FOLDER_GLUE_TAB_MM
  const half = W / 2
  if (half < g + CARD.width + 20 || P < 40) return null
  const spineGap = 3
  const inner = 10 // the pocket's edge at the spine slants in, so it clears the spine when closed
  const tabTaper = g
  // Sheet front, clockwise from the top-left corner.
  const leftPocket = [
    pt(half - spineGap, C),
    pt(half - spineGap - inner, H),
    pt(g, H),
    pt(0, H - tabTaper),
    pt(0, C + tabTaper),
    pt(g, C),
    pt(0, C),
  ]
  const mirrorX = (p: DielinePoint) => pt(W - p.x, p.y)
  const rightPocket =
    pockets === 'two' ? leftPocket.map(mirrorX).reverse() : [pt(W, C), pt(half + spineGap, C)]
  // Along the top, down the right side to the pocket row, across it right to left, up the left.
  const outline = [pt(0, 0), pt(W, 0), ...rightPocket, ...leftPocket]
  const pocketX: [number, number][] =
    pockets === 'two'
      ? [
          [g, half - spineGap],
          [half + spineGap, W - g],
        ]
      : [[g, half - spineGap]]
  const creases: Fold[] = [crease('vertical', half, 0, C, 'Spine')]
  for (const [x1, x2] of pocketX) creases.push(crease('horizontal', C, x1, x2, 'Pocket fold'))
  creases.push(crease('vertical', g, C, H, 'Glue tab'))
  if (pockets === 'two') creases.push(crease('vertical', W - g, C, H, 'Glue tab'))
  // The card slot on the pocket under the back cover: the card's lower corners 20 mm above the
  // pocket's fold (the pocket is upside down on the sheet: its fold is its bottom).
  const cx = (g + half - spineGap) / 2
  const cy = C + 20
  const s = 5.7 // half of a 16 mm slit at 45 degrees
  const slits: DielineSlit[] = [
    { from: pt(cx - CARD.width / 2 - s, cy + s), to: pt(cx - CARD.width / 2 + s, cy - s) },
    { from: pt(cx + CARD.width / 2 - s, cy - s), to: pt(cx + CARD.width / 2 + s, cy + s) },
  ]
  const panels = [
    panel(half, 0, half, C, 'Front cover', 1),
    panel(0, 0, half, C, 'Back cover', 4),
    ...pocketX.map(([x1, x2], i) =>
      panel(x1, C, x2 - x1, P, i === 0 ? 'Pocket (folds up, upside down)' : 'Second pocket', 3),
    ),
  ]
  if (sideIndex % 2 === 0) {
    return {
      outline,
      slits,
      creases,
      glue: pocketX.map(([x1]) =>
        x1 === g
          ? glue(1, C + tabTaper, g - 2, P - 2 * tabTaper)
          : glue(W - g + 1, C + tabTaper, g - 2, P - 2 * tabTaper),
      ),
      panels,
    }
  }
  // The inside, seen turned over about the vertical axis: everything mirrored. Each glue tab lands
  // on the cover's inside just above the pocket's fold, one tab's width in from the edge.
  const flip = (p: DielinePoint) => pt(W - p.x, p.y)
  const landings = pocketX.map(([x1]) =>
    x1 === g
      ? glue(W - 2 * g + 1, C - P + tabTaper, g - 2, P - 2 * tabTaper)
      : glue(g + 1, C - P + tabTaper, g - 2, P - 2 * tabTaper),
  )
  return {
    outline: outline.map(flip).reverse(),
    slits: slits.map((sl) => ({ from: flip(sl.from), to: flip(sl.to) })),
    creases: creases.map((c) =>
      c.axis === 'vertical'
        ? { ...c, at: r1(W - c.at) }
        : { ...c, from: r1(W - c.to!), to: r1(W - c.from!) },
    ),
    glue: landings,
    panels: [
      panel(0, 0, half, C, 'Inside front cover', 2),
      panel(half, 0, half, C, 'Inside back cover', 3),
      ...pocketX.map(([x1, x2]) => panel(W - x2, C, x2 - x1, P, 'Pocket back (hidden)', 5)),
    ],
  }
}

/** What the dieline rules read of a product (a structural subset of GeometryProduct). */
export interface DielineProduct {
  templateKind: string
}

/** The dieline of a side of a product at its options, or null for a product without one. */
export function sideDieline(
  product: DielineProduct,
  options: Readonly<Record<string, string>>,
  W: number,
  H: number,
  sideIndex: number,
): SideDieline | null {
  if (product.templateKind === 'packaging-box') {
    const box = BOX_STYLES[options.style ?? '']
    return box && sideIndex === 0 ? boxDieline(box, W, H) : null
  }
  if (product.templateKind === 'folder')
    return folderDieline(W, H, options.pockets === 'two' ? 'two' : 'one', sideIndex)
  return null
}
