/**
 * What the print PDF adds for the press and the cutter, never the shopper's artwork: crop marks
 * and fold marks in the registration colour, in the margin outside the bleed; and the cut of what is
 * cut on the cutter in the CutContour spot colour, overprinting on top of everything (the piece's
 * outline, its holes and slits: app/designer/cut-outline.ts); a box's or folder's creases on the
 * Crease plate, and its glue areas cleared of ink (app/designer/dielines.ts).
 */
import { pieceCut, type CutPath } from '#app/designer/cut-outline.ts'
import { mmToPt, type DesignSide, type SideGeometry } from '#app/designer/document.ts'
import { fontkitMeasurer } from './design-fonts.server.ts'
import { CREASE, CUT_CONTOUR, REGISTRATION, type RenderState } from './pdf-ink.server.ts'
import { CROP_MARK_MARGIN_MM, pageGeometry } from './pdf-page.server.ts'

/** Crop marks start this far outside the bleed edge, mm, so they never print into the bleed. */
const MARK_GAP_MM = 2
const MARK_WIDTH_PT = 0.25

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
  // A fold that stops short of an edge (a box's crease, a folder's spine) has no mark there.
  for (const fold of g.folds) {
    const at = page.origin + mmToPt(fold.at)
    const extent = fold.axis === 'vertical' ? g.trimHeightMm : g.trimWidthMm
    const atStart = (fold.from ?? 0) <= 0
    const atEnd = fold.to === undefined || fold.to >= extent
    if (fold.axis === 'vertical') {
      if (atStart)
        pdf
          .moveTo(at, y1 - start)
          .lineTo(at, y1 - outer)
          .stroke()
      if (atEnd)
        pdf
          .moveTo(at, y2 + start)
          .lineTo(at, y2 + outer)
          .stroke()
    } else {
      if (atStart)
        pdf
          .moveTo(x1 - start, at)
          .lineTo(x1 - outer, at)
          .stroke()
      if (atEnd)
        pdf
          .moveTo(x2 + start, at)
          .lineTo(x2 + outer, at)
          .stroke()
    }
  }
  pdf.undash()
  pdf.restore()
}

/**
 * The cut in the CutContour spot colour, overprinting, on top of everything (mm space): the
 * piece's one outline, each hole as its own closed path, each slit as a line (cut-outline.ts).
 */
export function drawCutContour(s: RenderState, side: DesignSide, g: SideGeometry) {
  const { pdf } = s
  const cut = pieceCut(g, side, fontkitMeasurer)
  const paths = [...(cut.outline ? [cut.outline] : []), ...cut.holes, ...cut.slits]
  if (!paths.length) return
  pdf.save()
  s.pdf.page.ext_gstates.GsOP = s.overprintState
  pdf.addContent('/GsOP gs')
  // 0.25 pt, in the millimetre space the contour is drawn in.
  pdf.lineWidth(MARK_WIDTH_PT / mmToPt(1))
  for (const path of paths) tracePath(s, path)
  pdf.strokeColor(CUT_CONTOUR).stroke()
  pdf.restore()
}

/**
 * A box's or folder's creases on their own spot plate, `Crease`, 100%, overprinting (the process
 * plates underneath stay as they are): the die maker's and cutting table's crease rule, never
 * an ink. Drawn with the cut, on the front page, as solid lines (mm space). Decision 064.
 */
export function drawCreases(s: RenderState, side: DesignSide) {
  const { pdf } = s
  if (!side.dieline || !side.folds.length) return
  pdf.save()
  s.pdf.page.ext_gstates.GsOP = s.overprintState
  pdf.addContent('/GsOP gs')
  pdf.lineWidth(MARK_WIDTH_PT / mmToPt(1))
  for (const f of side.folds) {
    const from = f.from ?? 0
    if (f.axis === 'vertical') pdf.moveTo(f.at, from).lineTo(f.at, f.to ?? from)
    else pdf.moveTo(from, f.at).lineTo(f.to ?? from, f.at)
  }
  pdf.strokeColor(CREASE).stroke()
  pdf.restore()
}

/**
 * A box's or folder's glue areas left without ink (mm space): painted paper-white without
 * overprint, which clears every plate below, process and finish alike (decision 064).
 */
export function knockOutGlue(s: RenderState, g: SideGeometry) {
  const glue = g.zones.filter((z) => z.kind === 'glue')
  if (!glue.length) return
  s.pdf.save()
  for (const z of glue) s.pdf.rect(z.x, z.y, z.width, z.height)
  s.pdf.fill([0, 0, 0, 0])
  s.pdf.restore()
}

function tracePath(s: RenderState, path: CutPath) {
  const { pdf } = s
  if (path.type === 'ellipse') pdf.ellipse(path.cx, path.cy, path.rx, path.ry)
  else if (path.type === 'rect' && path.radius > 0)
    pdf.roundedRect(path.x, path.y, path.width, path.height, path.radius)
  else if (path.type === 'rect') pdf.rect(path.x, path.y, path.width, path.height)
  else if (path.type === 'line') pdf.moveTo(path.from.x, path.from.y).lineTo(path.to.x, path.to.y)
  else {
    path.points.forEach((p, i) => (i ? pdf.lineTo(p.x, p.y) : pdf.moveTo(p.x, p.y)))
    pdf.closePath()
  }
}
