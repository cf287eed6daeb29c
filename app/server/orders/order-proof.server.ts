/**
 * The proof of an ordered item: the design exactly as it was ordered (the order's frozen snapshot,
 * not the saved design, which may have been edited since), drawn by the designer's PDF renderer.
 */
import { designDocumentSchema } from '#app/designer/document.ts'
import { printConditionFor } from '../catalog/print-conditions.server.ts'
import { renderDesignPdfOffThread } from '../designs/design-work.server.ts'
import { readUploadBytes } from '../designs/uploads.server.ts'
import { prisma } from '../platform/db.server.ts'
import { designSnapshotOf } from './orders.server.ts'

/** The owner's proof of one ordered item, or null (not theirs, no such item, or no design). */
export async function orderItemProofPdf({
  userId,
  orderId,
  itemId,
  cropMarks = true,
}: {
  userId: string
  orderId: string
  itemId: string
  cropMarks?: boolean
}) {
  const item = await prisma.orderItem.findFirst({
    where: { id: itemId, orderId, order: { userId } },
    select: {
      productSlug: true,
      selection: true,
      designSnapshot: true,
      order: { select: { number: true } },
    },
  })
  const snapshot = designSnapshotOf(item?.designSnapshot)
  const parsed = snapshot ? designDocumentSchema.safeParse(snapshot.document) : null
  if (!item || !snapshot || !parsed?.success) return null
  const pdf = await renderDesignPdfOffThread(parsed.data, {
    cropMarks,
    condition: await printConditionFor(
      item.productSlug,
      (item.selection ?? {}) as Record<string, string>,
    ),
    loadImage: readUploadBytes,
    title: `${snapshot.name} (order ${item.order.number} proof)`,
    proofPages: true,
  })
  return { pdf, filename: `${item.order.number}-${item.productSlug || 'item'}-proof.pdf` }
}
