/**
 * The proof's own last page (decision 053): how a folded piece reads once folded. Each printed face
 * that has panels (folding.ts, decision 046) is drawn as an outline with its panels named and
 * numbered in reading order ("1 · Cover", "2 · Back"...), with the order in words beneath. Only in
 * the shopper's proofs (the account's proof and the signed proof link): never in the print file,
 * whose pages stay one per printed side. Black ink only, in the designer's Inter (embedded like
 * any design font), on a page whose trim is the page itself.
 */
import type { DesignDocument, DesignSide } from '#app/designer/document.ts'
import { fontRuns } from '#app/designer/fonts.ts'
import { mmToPt } from '#app/designer/model.ts'
import type { RenderState } from './pdf-ink.server.ts'

const PAGE_W = 297
const PAGE_H = 210
const MARGIN = 15
const INK: [number, number, number, number] = [0, 0, 0, 100]
const GREY: [number, number, number, number] = [0, 0, 0, 45]

export const READING_ORDER_TITLE = 'Proof only, not printed: how your piece reads once folded'

/** The faces of a design that fold into panels. */
export const foldedFaces = (doc: DesignDocument) =>
  doc.sides.filter((side) => (side.panels?.length ?? 0) > 1)

/** The font file the page is set in (registered with the design's fonts before any page). */
export const proofPageFont = () => fontRuns('Proof', 'Inter', 400)[0]!.face.file

/** "1 · Cover, 2 · Back, 3 · Inside flap" for a face. */
export const readingOrder = (side: DesignSide) =>
  [...(side.panels ?? [])].sort((a, b) => a.order - b.order).map((p) => `${p.order} · ${p.label}`)

export function drawReadingOrderPage(s: RenderState, doc: DesignDocument) {
  const faces = foldedFaces(doc)
  if (!faces.length) return
  const { pdf } = s
  const w = mmToPt(PAGE_W)
  const h = mmToPt(PAGE_H)
  pdf.addPage({ size: [w, h], margin: 0 })
  const dict = pdf.page.dictionary.data as Record<string, unknown>
  for (const box of ['MediaBox', 'BleedBox', 'TrimBox', 'CropBox']) dict[box] = [0, 0, w, h]
  const font = proofPageFont()
  pdf.save()
  pdf.scale(mmToPt(1))
  pdf.font(font).fontSize(5).fillColor(INK)
  pdf.text(READING_ORDER_TITLE, MARGIN, MARGIN - 5, { lineBreak: false })
  const band = (PAGE_H - MARGIN * 2) / faces.length
  faces.forEach((side, index) => {
    const top = MARGIN + 4 + index * band
    const faceW = side.trimWidthMm ?? doc.trimWidthMm
    const faceH = side.trimHeightMm ?? doc.trimHeightMm
    const scale = Math.min((PAGE_W - MARGIN * 2) / faceW, (band - 16) / faceH)
    pdf.font(font).fontSize(3.5).fillColor(INK)
    pdf.text(`${side.name}, as printed (left to right)`, MARGIN, top, { lineBreak: false })
    const ox = MARGIN
    const oy = top + 5
    pdf
      .lineWidth(0.3)
      .rect(ox, oy, faceW * scale, faceH * scale)
      .stroke(INK)
    for (const panel of side.panels ?? []) {
      const x = ox + panel.x * scale
      const y = oy + panel.y * scale
      const pw = panel.width * scale
      const ph = panel.height * scale
      pdf.lineWidth(0.2).dash(1.5, { space: 1 }).rect(x, y, pw, ph).stroke(GREY).undash()
      const words = `${panel.order} · ${panel.label}`
      const size = Math.min(4, (pw / words.length) * 1.8)
      pdf.fontSize(size).fillColor(INK)
      pdf.text(words, x + 1.5, y + ph / 2 - size / 2, {
        width: pw - 3,
        align: 'center',
        lineBreak: false,
      })
    }
    pdf.fontSize(3).fillColor(INK)
    pdf.text(
      `Folded reading order: ${readingOrder(side).join(', ')}`,
      MARGIN,
      oy + faceH * scale + 2.5,
      {
        lineBreak: false,
      },
    )
  })
  pdf.restore()
}
