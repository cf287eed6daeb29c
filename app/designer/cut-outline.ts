/**
 * The cut of one printed piece, as the cutter follows it: one closed outline for the piece (the
 * die's rectangle, rounded rectangle, circle or oval, or for a die-cut sticker the outline of its
 * artwork), each hole or slot as its own closed path, each slit as an open line. Millimetres from
 * the trim's top-left. The print file strokes these on the CutContour plate (pdf-marks.server.ts).
 * A box's or folder's outline and slits are its dieline's (dielines.ts).
 *
 * A die-cut sticker is one piece: the union of its printed elements' outlines grown by 2 mm; parts
 * further apart than that are joined by closing the outline (grown further, then shrunk back by as
 * much) until one outline holds them all, and what is inside it (holes) or hangs off it thinner
 * than 1 mm (slivers) is not cut. The polygon work is clipper-lib's (Angus Johnson's Clipper).
 * See docs/decisions/045-every-cut-in-the-file.md.
 *
 * Pure and shared: no server imports (text is measured by the caller's measurer).
 */
import ClipperLib from 'clipper-lib'
import type { DesignElement, DesignSide, Zone } from './document.ts'
import { corners } from './geometry.ts'
import { isPrinted } from './preflight.ts'
import { layoutText, type TextMeasurer } from './text-layout.ts'

export interface Pt {
  x: number
  y: number
}

export type CutPath =
  | { type: 'rect'; x: number; y: number; width: number; height: number; radius: number }
  | { type: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
  | { type: 'polygon'; points: Pt[] }
  | { type: 'line'; from: Pt; to: Pt }

/** The die of a piece: its outline, then its holes and slits. */
export interface PieceCut {
  outline: CutPath | null
  holes: CutPath[]
  slits: CutPath[]
}

interface CutGeometry {
  trimWidthMm: number
  trimHeightMm: number
  shape: string
  cornerRadiusMm: number | null
  zones: readonly Zone[]
}

/** How far outside the artwork a die-cut sticker is cut. */
export const DIE_CUT_OFFSET_MM = 2
/** Parts of a die-cut outline thinner than this are not cut (they would tear). */
const SLIVER_MM = 1
const SCALE = 100

type CPath = { X: number; Y: number }[]

const toC = (pts: Pt[]): CPath =>
  pts.map((p) => ({ X: Math.round(p.x * SCALE), Y: Math.round(p.y * SCALE) }))
const fromC = (path: CPath): Pt[] => path.map((q) => ({ x: q.X / SCALE, y: q.Y / SCALE }))

/** The outlines of a printed element (mm, page space): text gives the box of each line as set. */
function outlinesOf(el: DesignElement, measure?: TextMeasurer): Pt[][] {
  if (el.type === 'shape' && el.shape === 'ellipse') {
    const cx = el.x + el.width / 2
    const cy = el.y + el.height / 2
    const a = (el.rotation * Math.PI) / 180
    return [
      Array.from({ length: 48 }, (_, i) => {
        const t = (i / 48) * Math.PI * 2
        const px = (Math.cos(t) * el.width) / 2
        const py = (Math.sin(t) * el.height) / 2
        return {
          x: cx + px * Math.cos(a) - py * Math.sin(a),
          y: cy + px * Math.sin(a) + py * Math.cos(a),
        }
      }),
    ]
  }
  if (el.type === 'text' && measure) {
    // The lines as set (a short line hugs its words), turned with the element about its centre.
    const layout = layoutText(el, measure)
    const cx = el.x + el.width / 2
    const cy = el.y + el.height / 2
    const a = (el.rotation * Math.PI) / 180
    const turn = (p: Pt) => ({
      x: cx + (p.x - cx) * Math.cos(a) - (p.y - cy) * Math.sin(a),
      y: cy + (p.x - cx) * Math.sin(a) + (p.y - cy) * Math.cos(a),
    })
    return layout.lines
      .filter((line) => line.width > 0)
      .map((line) => {
        const box = {
          x: el.x + line.x,
          y: el.y + line.y,
          width: line.width,
          height: layout.lineHeightMm,
          rotation: 0,
        }
        return corners(box).map(turn)
      })
  }
  return [corners(el)]
}

function union(paths: CPath[]): CPath[] {
  const clipper = new ClipperLib.Clipper()
  clipper.AddPaths(paths, ClipperLib.PolyType.ptSubject, true)
  const out: CPath[] = []
  clipper.Execute(
    ClipperLib.ClipType.ctUnion,
    out,
    ClipperLib.PolyFillType.pftNonZero,
    ClipperLib.PolyFillType.pftNonZero,
  )
  return out
}

function grow(paths: CPath[], mm: number): CPath[] {
  const offset = new ClipperLib.ClipperOffset(2, 0.05 * SCALE)
  offset.AddPaths(paths, ClipperLib.JoinType.jtRound, ClipperLib.EndType.etClosedPolygon)
  const out: CPath[] = []
  offset.Execute(out, mm * SCALE)
  return out
}

/** The outer outlines (a hole inside a sticker is not cut). */
const outers = (paths: CPath[]) => paths.filter((p) => ClipperLib.Clipper.Orientation(p))
const area = (p: CPath) => Math.abs(ClipperLib.Clipper.Area(p))

function intersect(paths: CPath[], clip: CPath): CPath[] {
  const clipper = new ClipperLib.Clipper()
  clipper.AddPaths(paths, ClipperLib.PolyType.ptSubject, true)
  clipper.AddPath(clip, ClipperLib.PolyType.ptClip, true)
  const out: CPath[] = []
  clipper.Execute(
    ClipperLib.ClipType.ctIntersection,
    out,
    ClipperLib.PolyFillType.pftNonZero,
    ClipperLib.PolyFillType.pftNonZero,
  )
  return out
}

/**
 * The one outline of a die-cut sticker: its printed elements united, grown by 2 mm, closed until it
 * is one piece, without holes or slivers, within the trim. Null when nothing prints.
 */
export function dieCutOutline(
  side: Pick<DesignSide, 'elements'>,
  trim: { width: number; height: number },
  measure?: TextMeasurer,
): Pt[] | null {
  const shapes = side.elements.filter(isPrinted).flatMap((el) => outlinesOf(el, measure))
  if (!shapes.length) return null
  const base = union(shapes.map(toC))
  let outline = outers(grow(base, DIE_CUT_OFFSET_MM))
  // Parts too far apart to touch: close the outline (grow, then shrink back) until they join.
  const most = Math.max(trim.width, trim.height)
  for (let c = DIE_CUT_OFFSET_MM; outline.length > 1 && c <= most; c *= 1.5)
    outline = outers(grow(grow(base, DIE_CUT_OFFSET_MM + c), -c))
  if (outline.length > 1) {
    // Still apart (never on a page this size): the hull of them all.
    outline = [convexHull(outline.flat())]
  }
  // Slivers: a part thinner than 1 mm goes (opening), unless that splits the piece.
  const opened = outers(grow(grow(outline, -SLIVER_MM / 2), SLIVER_MM / 2))
  if (opened.length === 1) outline = opened
  const sheet = toC([
    { x: 0, y: 0 },
    { x: trim.width, y: 0 },
    { x: trim.width, y: trim.height },
    { x: 0, y: trim.height },
  ])
  const inside = outers(intersect(outline, sheet)).sort((a, b) => area(b) - area(a))
  const biggest = inside[0]
  if (!biggest) return null
  return fromC(ClipperLib.Clipper.CleanPolygon(biggest, 0.02 * SCALE))
}

function convexHull(points: CPath): CPath {
  const pts = [...points].sort((a, b) => a.X - b.X || a.Y - b.Y)
  const cross = (o: CPath[0], a: CPath[0], b: CPath[0]) =>
    (a.X - o.X) * (b.Y - o.Y) - (a.Y - o.Y) * (b.X - o.X)
  const half = (list: CPath) => {
    const out: CPath = []
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop()
      out.push(p)
    }
    out.pop()
    return out
  }
  return [...half(pts), ...half([...pts].reverse())]
}

/** The die's own outline of a piece that is not die-cut to its artwork. */
function dieOutline(g: CutGeometry): CutPath {
  const W = g.trimWidthMm
  const H = g.trimHeightMm
  if (g.shape === 'circle' || g.shape === 'oval')
    return { type: 'ellipse', cx: W / 2, cy: H / 2, rx: W / 2, ry: H / 2 }
  const radius =
    g.shape === 'rounded' && g.cornerRadiusMm ? Math.min(g.cornerRadiusMm, W / 2, H / 2) : 0
  return { type: 'rect', x: 0, y: 0, width: W, height: H, radius }
}

/** The holes and slits a side's zones ask the die for. */
function zoneCuts(zones: readonly Zone[]) {
  const holes: CutPath[] = []
  const slits: CutPath[] = []
  for (const z of zones) {
    if (z.kind === 'hole') {
      holes.push(
        z.radiusMm * 2 >= Math.min(z.width, z.height) && Math.abs(z.width - z.height) < 0.01
          ? {
              type: 'ellipse',
              cx: z.x + z.width / 2,
              cy: z.y + z.height / 2,
              rx: z.width / 2,
              ry: z.height / 2,
            }
          : { type: 'rect', x: z.x, y: z.y, width: z.width, height: z.height, radius: z.radiusMm },
      )
    } else if (z.kind === 'slit') {
      slits.push({
        type: 'line',
        from: { x: z.x, y: z.y },
        to: { x: z.x + z.width, y: z.y + z.height },
      })
    }
  }
  return { holes, slits }
}

/** The cut of one side's piece: its outline, holes and slits. */
export function pieceCut(
  g: CutGeometry,
  side: Pick<DesignSide, 'elements' | 'dieline'>,
  measure?: TextMeasurer,
): PieceCut {
  const { holes, slits } = zoneCuts(g.zones)
  // A box or folder: its dieline's outline and slits (dielines.ts, decision 064).
  if (side.dieline)
    return {
      outline: { type: 'polygon', points: side.dieline.outline },
      holes,
      slits: [
        ...slits,
        ...side.dieline.slits.map((sl): CutPath => ({ type: 'line', from: sl.from, to: sl.to })),
      ],
    }
  if (g.shape !== 'die-cut') return { outline: dieOutline(g), holes, slits }
  const points = dieCutOutline(side, { width: g.trimWidthMm, height: g.trimHeightMm }, measure)
  return { outline: points ? { type: 'polygon', points } : null, holes, slits }
}
