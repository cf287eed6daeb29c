/** A private PDF download (an invoice, a proof): never cached anywhere. */
export function pdfResponse({ pdf, filename }: { pdf: Buffer; filename: string }) {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `inline; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
