/**
 * The design work that runs in a worker thread (app/server/platform/worker-pool.server.ts), never
 * on the event loop: rendering a design's PDF and measuring its text for the server's preflight.
 * Pure: the images come with the task, so a thread needs no database.
 */
import type { DesignDocument } from '#app/designer/document.ts'
import { preflight, type PreflightIssue } from '#app/designer/preflight.ts'
import { fontkitMeasurer } from './design-fonts.server.ts'
import { renderDesignPdf, type RenderPdfOptions } from './design-pdf.server.ts'
import { readPdfFacts, type PdfFacts } from './pdf-facts.server.ts'

export interface RenderPdfTask {
  doc: DesignDocument
  options: Omit<RenderPdfOptions, 'loadImage'>
  /** The bytes of every image the document places (null: the upload is gone). */
  images: Record<string, Uint8Array | null>
}

export async function renderPdf({ doc, options, images }: RenderPdfTask): Promise<Uint8Array> {
  const pdf = await renderDesignPdf(doc, {
    ...options,
    loadImage: async (id) => {
      const bytes = Object.hasOwn(images, id) ? images[id] : null
      return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null
    },
  })
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength)
}

export function preflightDesign({ doc }: { doc: DesignDocument }): PreflightIssue[] {
  return preflight(doc, { measureText: fontkitMeasurer })
}

/** What a shopper's PDF is (pages, sizes, fonts, images, encryption): see pdf-facts.server.ts. */
export function pdfFacts({ bytes }: { bytes: Uint8Array }): Promise<PdfFacts> {
  return readPdfFacts(bytes)
}
