/**
 * The print PDF's page for a side: exactly trim + 2 x bleed, plus a margin on every edge for crop
 * marks when they are asked for, with its MediaBox, BleedBox and TrimBox in points.
 */
import { mmToPt, type SideGeometry } from '#app/designer/document.ts'

/** Space around the bleed for crop marks, mm. */
export const CROP_MARK_MARGIN_MM = 10

/** Page geometry of a side, in points (pdfkit's user space: origin top-left, y down). */
export function pageGeometry(
  g: Pick<SideGeometry, 'trimWidthMm' | 'trimHeightMm' | 'bleedMm'>,
  cropMarks = false,
) {
  const margin = cropMarks ? mmToPt(CROP_MARK_MARGIN_MM) : 0
  const bleed = mmToPt(g.bleedMm)
  const trimW = mmToPt(g.trimWidthMm)
  const trimH = mmToPt(g.trimHeightMm)
  const width = trimW + 2 * bleed + 2 * margin
  const height = trimH + 2 * bleed + 2 * margin
  // PDF boxes are [llx lly urx ury] from the bottom-left; the layout is symmetric, so the same.
  return {
    width,
    height,
    /** Where the trim box's top-left corner sits on the page. */
    origin: margin + bleed,
    mediaBox: [0, 0, width, height],
    bleedBox: [margin, margin, width - margin, height - margin],
    trimBox: [margin + bleed, margin + bleed, width - margin - bleed, height - margin - bleed],
  }
}
