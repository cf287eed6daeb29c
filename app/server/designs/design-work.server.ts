/**
 * The CPU-heavy design work (PDFs, text measuring) as the rest of the server calls it: the same
 * answers as renderDesignPdf and the preflight, computed in the worker pool (decision 028).
 */
import type { DesignDocument } from '#app/designer/document.ts'
import type { PreflightIssue } from '#app/designer/preflight.ts'
import { runInWorker } from '../platform/worker-pool.server.ts'
import type { RenderPdfOptions } from './design-pdf.server.ts'
import type { RenderPdfTask } from './design-worker.ts'

/** The upload ids a document places (visible images only, as the renderer draws them). */
function placedImages(doc: DesignDocument) {
  const ids = new Set<string>()
  for (const side of doc.sides)
    for (const el of side.elements) if (el.type === 'image' && !el.hidden) ids.add(el.uploadId)
  return ids
}

/** A buffer that can be moved to the worker without copying (not a slice of a shared pool). */
function movable(bytes: Buffer): Uint8Array {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) {
    return new Uint8Array(bytes.buffer, 0, bytes.byteLength)
  }
  return new Uint8Array(bytes)
}

/** renderDesignPdf in the worker pool: the images are read here and moved to the thread. */
export async function renderDesignPdfOffThread(
  doc: DesignDocument,
  { loadImage, ...options }: RenderPdfOptions,
): Promise<Buffer> {
  const images: RenderPdfTask['images'] = {}
  for (const id of placedImages(doc)) {
    const bytes = await loadImage(id)
    images[id] = bytes ? movable(bytes) : null
  }
  const transfer = Object.values(images).flatMap((b) => (b ? [b.buffer as ArrayBuffer] : []))
  const task: RenderPdfTask = { doc, options, images }
  const pdf = await runInWorker<Uint8Array>('design', 'renderPdf', task, { transfer })
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
}

/** The server's preflight of a document (text measured with the real fonts), in the pool. */
export function preflightOffThread(doc: DesignDocument): Promise<PreflightIssue[]> {
  return runInWorker<PreflightIssue[]>('design', 'preflightDesign', { doc })
}
