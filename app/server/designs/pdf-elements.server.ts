/**
 * The print PDF's vector elements, each drawn in its own frame (millimetres): text in the
 * embedded designer fonts with the editor's wrapping rule and the same fallback chain (italics
 * slanted by 12 degrees, as the editor's browsers do; under 12 pt a dark colour prints in black
 * only), shapes with their fill and stroke (thin black, grey or dark ones in black ink only,
 * overprinting), and QR codes as vector squares, one
 * rectangle per dark run of a row.
 */
import { type QrElement, type ShapeElement, type TextElement } from '#app/designer/document.ts'
import { fontRuns } from '#app/designer/fonts.ts'
import { qrMatrix, qrPlacement } from '#app/designer/qr.ts'
import { baselineOffset, layoutText } from '#app/designer/text-layout.ts'
import { fontkitMeasurer, measureRuns } from './design-fonts.server.ts'
import { inkOf, SMALL_TEXT_PT, useOverprint, type RenderState } from './pdf-ink.server.ts'

/** Slant of synthesised italics (the editor's browsers slant about 12 degrees). */
const ITALIC_SKEW = Math.tan((12 * Math.PI) / 180)
/** Lines and bars this thin or thinner print in black ink only when they are black, grey or dark. */
const HAIRLINE_MM = 0.5

export function drawText(s: RenderState, el: TextElement) {
  const { pdf } = s
  const layout = layoutText(el, fontkitMeasurer)
  const size = layout.fontSizeMm
  const base = baselineOffset(size, el.lineHeight)
  const ink = inkOf(s, el.color, true, el.fontSizePt < SMALL_TEXT_PT)
  useOverprint(s, ink)
  pdf.fillColor(ink.cmyk)
  for (const line of layout.lines) {
    const baseline = el.y + line.y + base
    pdf.save()
    pdf.translate(el.x + line.x, baseline)
    if (el.italic) pdf.transform(1, 0, -ITALIC_SKEW, 1, 0, 0)
    let x = 0
    for (const run of fontRuns(line.text, el.fontFamily, el.fontWeight)) {
      pdf.font(run.face.file).fontSize(size)
      pdf.text(run.text, x, 0, { lineBreak: false, baseline: 'alphabetic' })
      x += measureRuns(run.text, el.fontFamily, el.fontWeight, size)
    }
    pdf.restore()
  }
}

export function drawShape(s: RenderState, el: ShapeElement) {
  const { pdf } = s
  const hasStroke = el.stroke !== 'none' && el.strokeWidthMm > 0
  const thinStroke = hasStroke && el.strokeWidthMm <= HAIRLINE_MM
  // A rule drawn as a thin filled bar is a hairline too.
  const thinFill = Math.min(el.width, el.height) <= HAIRLINE_MM
  const path = () => {
    if (el.shape === 'line') {
      const y = el.y + el.height / 2
      pdf.moveTo(el.x, y).lineTo(el.x + el.width, y)
    } else if (el.shape === 'ellipse') {
      pdf.ellipse(el.x + el.width / 2, el.y + el.height / 2, el.width / 2, el.height / 2)
    } else if (el.shape === 'rounded-rectangle') {
      pdf.roundedRect(
        el.x,
        el.y,
        el.width,
        el.height,
        Math.min(el.radiusMm, el.width / 2, el.height / 2),
      )
    } else pdf.rect(el.x, el.y, el.width, el.height)
  }
  if (el.shape !== 'line' && el.fill !== 'none') {
    const ink = inkOf(s, el.fill, thinFill, thinFill)
    pdf.save()
    useOverprint(s, ink)
    path()
    pdf.fill(ink.cmyk)
    pdf.restore()
  }
  if (hasStroke) {
    const ink = inkOf(s, el.stroke, thinStroke, thinStroke)
    pdf.save()
    useOverprint(s, ink)
    path()
    pdf.lineWidth(el.strokeWidthMm).strokeColor(ink.cmyk).stroke()
    pdf.restore()
  }
}

export function drawQr(s: RenderState, el: QrElement) {
  const { pdf } = s
  if (el.background !== 'none') {
    pdf.rect(el.x, el.y, el.width, el.height).fill(inkOf(s, el.background, false).cmyk)
  }
  // Too long to encode: the schema caps it, the editor shows nothing either.
  const m = qrMatrix(el.value)
  if (!m) return
  const { x: ox, y: oy, cell } = qrPlacement(el, m.size)
  const ink = inkOf(s, el.color, true)
  pdf.save()
  useOverprint(s, ink)
  // Each row's dark runs as one rectangle: fewer seams and a smaller file than single modules.
  for (let r = 0; r < m.size; r++) {
    let c = 0
    while (c < m.size) {
      if (!m.dark(r, c)) {
        c++
        continue
      }
      const start = c
      while (c < m.size && m.dark(r, c)) c++
      pdf.rect(ox + start * cell, oy + r * cell, (c - start) * cell, cell)
    }
  }
  pdf.fill(ink.cmyk)
  pdf.restore()
}
