/**
 * A design's photos at the size they really are (decision 047, issue 23 item 6). The editor sends
 * each image's pixel size with the document (`naturalWidth` / `naturalHeight`), and the resolution
 * check and the crop maths read it; a client that says 3000 x 1800 for a 300 x 180 photo would pass
 * the check and print at 80 ppi. The server measures every upload when it stores it (sharp, after
 * turning it upright: Upload.width / height are the stored file's pixels), so the document's sizes
 * are replaced by the stored ones before a design is saved or checked.
 */
import type { DesignDocument } from '#app/designer/document.ts'
import { prisma } from '../platform/db.server.ts'

/** The document with every image's pixel size as stored (the same object when nothing differs). */
export async function withStoredPixels(doc: DesignDocument): Promise<DesignDocument> {
  const ids = [
    ...new Set(
      doc.sides.flatMap((s) => s.elements.flatMap((e) => (e.type === 'image' ? [e.uploadId] : []))),
    ),
  ]
  if (!ids.length) return doc
  const rows = await prisma.upload.findMany({
    where: { id: { in: ids } },
    select: { id: true, width: true, height: true },
  })
  const stored = new Map(rows.map((r) => [r.id, r]))
  let changed = false
  const sides = doc.sides.map((side) => ({
    ...side,
    elements: side.elements.map((el) => {
      if (el.type !== 'image') return el
      const real = stored.get(el.uploadId)
      if (!real || (real.width === el.naturalWidth && real.height === el.naturalHeight)) return el
      changed = true
      return { ...el, naturalWidth: real.width, naturalHeight: real.height }
    }),
  }))
  return changed ? { ...doc, sides } : doc
}
