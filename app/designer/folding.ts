/**
 * How a folded piece folds: for each fold type (half, roll, Z, gate, cross, and a tent's three-face
 * triangle) the fold lines of each printed face and the panels between them, named for what they
 * become once folded ("Cover", "Back", "Inside flap"...) and numbered in the order a reader meets
 * them. The cover is always on the panel that faces out when the piece is folded; a roll fold's
 * tuck-in panel is the shorter one. Pure and shared: the product geometry places the folds, the
 * templates put the title on the cover, the editor and the proof show the panels' names (they
 * never print). See docs/decisions/046-folds-instructions-and-binding.md.
 *
 * Faces: 0 is the outside (printed first), 1 the inside. A sheet is turned over about its vertical
 * axis, so on the inside a vertical fold at x lies at width - x and the left and right panels swap;
 * horizontal folds stay where they are.
 */

export type FoldStyle = 'none' | 'centre' | 'letter' | 'z' | 'gate' | 'cross' | 'triangle'

export interface FoldLine {
  axis: 'vertical' | 'horizontal'
  at: number
  label: string
}

/** One panel of a face, in millimetres from the trim's top-left, and what it becomes folded. */
export interface FoldPanel {
  x: number
  y: number
  width: number
  height: number
  /** What the panel is once folded: "Cover", "Back", "Inside flap"... */
  label: string
  /** 1 for the cover, then in the order a reader opens the piece. */
  order: number
}

export interface FaceFolds {
  folds: FoldLine[]
  panels: FoldPanel[]
}

/** How much narrower a tuck-in panel is than the others, mm, so it folds in without buckling. */
export const TUCK_IN_MM = 2
/** How much narrower each gate flap is than half the centre panel, mm, so the flaps never touch. */
export const GATE_GAP_MM = 1

const round1 = (mm: number) => Math.round(mm * 10) / 10

type Names = [label: string, order: number][]

/**
 * The panels' names in printed order (left to right, or top to bottom), per fold type, axis and
 * face. Worked out by folding the sheet: see decision 046 for each one.
 */
function namesOf(
  style: FoldStyle,
  axis: 'vertical' | 'horizontal',
  face: 0 | 1,
  tent: boolean,
): Names {
  const v = axis === 'vertical'
  switch (style) {
    case 'centre':
      if (tent)
        return face === 0
          ? [
              ['Back face (upside down)', 2],
              ['Front face', 1],
            ]
          : [
              ['Inside top', 3],
              ['Inside bottom', 4],
            ]
      if (v)
        return face === 0
          ? [
              ['Back', 4],
              ['Cover', 1],
            ]
          : [
              ['Inside left', 2],
              ['Inside right', 3],
            ]
      return face === 0
        ? [
            ['Back (upside down)', 4],
            ['Cover', 1],
          ]
        : [
            ['Inside top', 2],
            ['Inside bottom', 3],
          ]
    case 'letter':
      // Roll fold: the tuck-in panel folds in first, the cover closes over it.
      if (v)
        return face === 0
          ? [
              ['Inside flap', 2],
              ['Back', 6],
              ['Cover', 1],
            ]
          : [
              ['Inside left', 3],
              ['Inside middle', 4],
              ['Tuck-in flap', 5],
            ]
      return face === 0
        ? [
            ['Cover', 1],
            ['Back', 6],
            ['Inside flap', 2],
          ]
        : [
            ['Inside top', 3],
            ['Inside middle', 4],
            ['Tuck-in flap', 5],
          ]
    case 'z':
      // Z (accordion): the cover is one end panel outside, the back the other end inside.
      if (v)
        return face === 0
          ? [
              ['Open sheet left', 4],
              ['Open sheet middle', 5],
              ['Cover', 1],
            ]
          : [
              ['Inside left', 2],
              ['Inside right', 3],
              ['Back', 6],
            ]
      return face === 0
        ? [
            ['Cover', 1],
            ['Open sheet middle', 4],
            ['Open sheet bottom', 5],
          ]
        : [
            ['Inside top', 2],
            ['Inside bottom', 3],
            ['Back', 6],
          ]
    case 'gate':
      // Both end flaps fold in to meet at the middle: together they are the cover.
      if (v)
        return face === 0
          ? [
              ['Cover, right half', 2],
              ['Back', 6],
              ['Cover, left half', 1],
            ]
          : [
              ['Inside left flap', 3],
              ['Inside centre', 4],
              ['Inside right flap', 5],
            ]
      return face === 0
        ? [
            ['Cover, top half', 1],
            ['Back', 6],
            ['Cover, bottom half', 2],
          ]
        : [
            ['Inside top flap', 3],
            ['Inside centre', 4],
            ['Inside bottom flap', 5],
          ]
    case 'triangle':
      return face === 0
        ? [
            ['Face 2 (upside down)', 2],
            ['Face 1', 1],
            ['Base', 3],
          ]
        : [
            ['Inside top', 4],
            ['Inside middle', 5],
            ['Inside bottom', 6],
          ]
    default:
      return []
  }
}

/** Where the folds of one face fall along its folding length, in printed order. */
function positions(style: FoldStyle, length: number, face: 0 | 1, vertical: boolean): number[] {
  // Along a vertical axis the inside is the outside turned over: its positions mirror.
  const mirror = (list: number[]) =>
    vertical && face === 1 ? list.map((p) => length - p).sort((a, b) => a - b) : list
  switch (style) {
    case 'centre':
      return [length / 2]
    case 'z':
    case 'triangle':
      return [length / 3, (2 * length) / 3]
    case 'letter': {
      const flap = length / 3 - TUCK_IN_MM
      const panel = (length - flap) / 2
      // Vertical: the outside's tuck-in panel is on the left (the cover closes over it from the
      // right); horizontal: it is the bottom panel on both faces.
      return vertical ? mirror([flap, flap + panel]) : [panel, 2 * panel]
    }
    case 'gate': {
      const flap = length / 4 - GATE_GAP_MM
      return [flap, length - flap]
    }
    default:
      return []
  }
}

/**
 * The folds and panels of one printed face of a sheet `width` x `height` mm folded in `style`
 * across `axis` (vertical: the fold lines run top to bottom). `tent`: both outside halves are faces
 * that stand up (a table tent), not a cover and a back.
 */
export function foldFace(
  style: FoldStyle,
  axis: 'vertical' | 'horizontal',
  width: number,
  height: number,
  face: 0 | 1,
  { tent = false }: { tent?: boolean } = {},
): FaceFolds {
  if (style === 'none') return { folds: [], panels: [] }
  if (style === 'cross') {
    // Folded in half across, then in half again the other way (a French fold): outside, the top
    // right quarter is the cover, the top left the back, the bottom half the spread between them
    // (printed upside down, as it is read after the first unfolding); inside is one open sheet.
    const folds: FoldLine[] = [
      { axis: 'vertical', at: round1(width / 2), label: 'Fold' },
      { axis: 'horizontal', at: round1(height / 2), label: 'Fold' },
    ]
    const w = round1(width / 2)
    const h = round1(height / 2)
    const panels: FoldPanel[] =
      face === 0
        ? [
            { x: 0, y: 0, width: w, height: h, label: 'Back', order: 4 },
            { x: w, y: 0, width: width - w, height: h, label: 'Cover', order: 1 },
            {
              x: 0,
              y: h,
              width: w,
              height: height - h,
              label: 'Spread, right (upside down)',
              order: 3,
            },
            {
              x: w,
              y: h,
              width: width - w,
              height: height - h,
              label: 'Spread, left (upside down)',
              order: 2,
            },
          ]
        : [{ x: 0, y: 0, width, height, label: 'Inside, opened flat', order: 5 }]
    return { folds, panels }
  }
  const vertical = axis === 'vertical'
  const length = vertical ? width : height
  const at = positions(style, length, face, vertical).map(round1)
  const folds = at.map((p) => ({ axis, at: p, label: 'Fold' }))
  const edges = [0, ...at, length]
  const names = namesOf(style, axis, face, tent)
  const panels = names.map(([label, order], i): FoldPanel => {
    const from = edges[i]!
    const to = edges[i + 1]!
    return vertical
      ? { x: from, y: 0, width: round1(to - from), height, label, order }
      : { x: 0, y: from, width, height: round1(to - from), label, order }
  })
  return { folds, panels }
}

/** The panel a point falls in (the cover panel is the one templates put the title on). */
export function panelNamed(panels: readonly FoldPanel[], label: string) {
  return panels.find((p) => p.label === label) ?? null
}
