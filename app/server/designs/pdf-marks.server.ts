/**
 * What the print PDF adds for the press and the cutter, never the shopper's artwork: crop marks
 * and fold marks in the registration colour, in the margin outside the bleed; and the cut line of
 * shaped labels and stickers in the CutContour spot colour, overprinting on top of everything (the
 * sheet's shape, or for a die-cut sticker the printed elements' outline grown by 2 mm).
 */
import ClipperLib from 'clipper-lib'
import {
  mmToPt,
  type DesignDocument,
  type DesignElement,
  type DesignSide,
  type SideGeometry,
} from '#app/designer/document.ts'
import { corners } from '#app/designer/geometry.ts'
import { isPrinted } from '#app/designer/preflight.ts'
import { layoutText } from '#app/designer/text-layout.ts'
import { fontkitMeasurer } from './design-fonts.server.ts'
import { CUT_CONTOUR, REGISTRATION, type RenderState } from './pdf-ink.server.ts'
import { CROP_MARK_MARGIN_MM, pageGeometry } from './pdf-page.server.ts'

/** Crop marks start this far outside the bleed edge, mm, so they never print into the bleed. */
const MARK_GAP_MM = 2
const MARK_WIDTH_PT = 0.25
/** How far outside the artwork a die-cut sticker is cut. */
const DIE_CUT_OFFSET_MM = 2

export function drawCropMarks(s: RenderState, g: SideGeometry) {
  const { pdf } = s
  const page = pageGeometry(g, true)
  const [x1, , x2] = page.trimBox as [number, number, number, number]
  // Top-left origin, y down: the trim's top and bottom edges.
  const y1 = page.origin
  const y2 = page.height - page.origin
  const outer = mmToPt(CROP_MARK_MARGIN_MM + g.bleedMm)
  const start = mmToPt(g.bleedMm + MARK_GAP_MM)
  pdf.save()
  pdf.lineWidth(MARK_WIDTH_PT).strokeColor(REGISTRATION)
  for (const x of [x1, x2]) {
    for (const [y, dir] of [
      [y1, -1],
      [y2, 1],
    ] as const) {
      // Vertical mark above/below the corner, horizontal mark left/right of it.
      pdf
        .moveTo(x, y + dir * start)
        .lineTo(x, y + dir * outer)
        .stroke()
      const hdir = x === x1 ? -1 : 1
      pdf
        .moveTo(x + hdir * start, y)
        .lineTo(x + hdir * outer, y)
        .stroke()
    }
  }
  // Fold marks: dashed, in the margin only, where each fold line meets the edge.
  pdf.dash(2, { space: 2 })
  for (const fold of g.folds) {
    const at = page.origin + mmToPt(fold.at)
    if (fold.axis === 'vertical') {
      pdf
        .moveTo(at, y1 - start)
        .lineTo(at, y1 - outer)
        .stroke()
      if (fold.to === undefined)
        pdf
          .moveTo(at, y2 + start)
          .lineTo(at, y2 + outer)
          .stroke()
    } else {
      pdf
        .moveTo(x1 - start, at)
        .lineTo(x1 - outer, at)
        .stroke()
      pdf
        .moveTo(x2 + start, at)
        .lineTo(x2 + outer, at)
        .stroke()
    }
  }
  pdf.undash()
  pdf.restore()
}

type ClipperPath = { X: number; Y: number }[]
const SCALE = 100

/** The outline of a printed element (mm, page space) for the die-cut contour. */
function outlineOf(el: DesignElement): { x: number; y: number }[] {
  if (el.type === 'shape' && el.shape === 'ellipse') {
    const cx = el.x + el.width / 2
    const cy = el.y + el.height / 2
    const a = (el.rotation * Math.PI) / 180
    return Array.from({ length: 48 }, (_, i) => {
      const t = (i / 48) * Math.PI * 2
      const px = (Math.cos(t) * el.width) / 2
      const py = (Math.sin(t) * el.height) / 2
      return {
        x: cx + px * Math.cos(a) - py * Math.sin(a),
        y: cy + px * Math.sin(a) + py * Math.cos(a),
      }
    })
  }
  if (el.type === 'text') {
    // The lines as set (a short line hugs its words), turned with the element.
    const layout = layoutText(el, fontkitMeasurer)
    return layout.lines.flatMap((line) => {
      const box = {
        x: el.x + line.x,
        y: el.y + line.y,
        width: Math.max(0.1, line.width),
        height: layout.lineHeightMm,
        rotation: 0,
      }
      return corners(box)
    })
  }
  return corners(el)
}

/**
 * The cut line of a die-cut sticker: the union of the printed elements' outlines grown by 2 mm,
 * rounded (clipper-lib). Text contributes the box of each line as set.
 */
export function dieCutContour(side: DesignSide): { x: number; y: number }[][] {
  const paths: ClipperPath[] = []
  for (const el of side.elements) {
    if (!isPrinted(el)) continue
    if (el.type === 'text') {
      const pts = outlineOf(el)
      for (let i = 0; i < pts.length; i += 4)
        paths.push(
          pts
            .slice(i, i + 4)
            .map((p) => ({ X: Math.round(p.x * SCALE), Y: Math.round(p.y * SCALE) })),
        )
    } else {
      paths.push(
        outlineOf(el).map((p) => ({ X: Math.round(p.x * SCALE), Y: Math.round(p.y * SCALE) })),
      )
    }
  }
  if (!paths.length) return []
  const clipper = new ClipperLib.Clipper()
  clipper.AddPaths(paths, ClipperLib.PolyType.ptSubject, true)
  const union: ClipperPath[] = []
  clipper.Execute(
    ClipperLib.ClipType.ctUnion,
    union,
    ClipperLib.PolyFillType.pftNonZero,
    ClipperLib.PolyFillType.pftNonZero,
  )
  const offset = new ClipperLib.ClipperOffset(2, 0.05 * SCALE)
  offset.AddPaths(union, ClipperLib.JoinType.jtRound, ClipperLib.EndType.etClosedPolygon)
  const grown: ClipperPath[] = []
  offset.Execute(grown, DIE_CUT_OFFSET_MM * SCALE)
  // Only the outer outlines are cut (a hole inside a sticker is not).
  return grown
    .filter((p) => ClipperLib.Clipper.Orientation(p))
    .map((p) => p.map((q) => ({ x: q.X / SCALE, y: q.Y / SCALE })))
}

/** The cut line in the CutContour spot colour, overprinting, on top of everything (mm space). */
export function drawCutContour(
  s: RenderState,
  doc: DesignDocument,
  side: DesignSide,
  g: SideGeometry,
) {
  const { pdf } = s
  pdf.save()
  s.pdf.page.ext_gstates.GsOP = s.overprintState
  pdf.addContent('/GsOP gs')
  // 0.25 pt, in the millimetre space the contour is drawn in.
  pdf.lineWidth(MARK_WIDTH_PT / mmToPt(1))
  const W = g.trimWidthMm
  const H = g.trimHeightMm
  if (doc.shape === 'die-cut') {
    for (const contour of dieCutContour(side)) {
      contour.forEach((p, i) => (i ? pdf.lineTo(p.x, p.y) : pdf.moveTo(p.x, p.y)))
      pdf.closePath()
    }
  } else if (doc.shape === 'circle' || doc.shape === 'oval') {
    pdf.ellipse(W / 2, H / 2, W / 2, H / 2)
  } else if (doc.shape === 'rounded' && doc.cornerRadiusMm) {
    pdf.roundedRect(0, 0, W, H, Math.min(doc.cornerRadiusMm, W / 2, H / 2))
  } else {
    pdf.rect(0, 0, W, H)
  }
  pdf.strokeColor(CUT_CONTOUR).stroke()
  pdf.restore()
}
