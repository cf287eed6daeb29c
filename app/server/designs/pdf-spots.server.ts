/**
 * Spot colours (CutContour, the registration colour, finishes) are declared on the pages that use
 * them, not on every page: a preflight or RIP that sees a separation in a page's resources expects
 * a plate for it. pdfkit notes a spot colour in the page's resources when it is set, and then, as
 * the page ends, adds every spot colour of the document; this keeps only the ones set on the page.
 */
type SpotPdf = {
  page: { end(): void; resources: { data: { ColorSpace?: Record<string, unknown> } } }
  spotColors: Record<string, { id: string }>
}

/** Call right after `addPage`: the page, when it ends, declares only the spot colours it set. */
export function declareSpotsWhereUsed(pdf: PDFKit.PDFDocument) {
  const doc = pdf as unknown as SpotPdf
  const page = doc.page
  const end = page.end.bind(page)
  page.end = () => {
    const all = doc.spotColors
    const used = page.resources.data.ColorSpace ?? {}
    doc.spotColors = Object.fromEntries(Object.entries(all).filter(([, c]) => c.id in used))
    try {
      end()
    } finally {
      doc.spotColors = all
    }
  }
}
