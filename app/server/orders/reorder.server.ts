/**
 * "Order again": the items of one of the shopper's orders go back into their cart as they were
 * ordered (product, options, pack size, number of sets, artwork). A saved design comes back as a
 * new Design copied from the order's frozen snapshot, so the cart prints exactly what was ordered
 * even when the original design was edited or deleted since. Items that can no longer be ordered
 * (product withdrawn, option or pack size gone) are skipped and named.
 */
import type { Prisma } from '@prisma/client'
import type { PreflightIssue } from '#app/designer/preflight.ts'
import { addItem, validateAddition, type ValidAddition } from '../cart/cart.server.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError, isAppError } from '../platform/errors.server.ts'
import { designSnapshotOf } from './orders.server.ts'

export interface ReorderResult {
  cartId: string
  /** The cart is not the one the browser named (the caller sets the cart cookie). */
  cartChanged: boolean
  added: string[]
  skipped: string[]
}

export async function reorder({
  userId,
  orderId,
  cartId,
}: {
  userId: string
  orderId: string
  cartId: string | null
}): Promise<ReorderResult> {
  const order = await prisma.order.findFirst({
    where: { id: orderId, userId },
    select: {
      items: {
        orderBy: { id: 'asc' },
        select: {
          productId: true,
          productName: true,
          selection: true,
          tierQuantity: true,
          quantity: true,
          uploadId: true,
          previewUploadId: true,
          preflight: true,
          proofCheckedAt: true,
          designSnapshot: true,
        },
      },
    },
  })
  if (!order) throw new AppError(404, 'Order not found')

  // Each line is checked against today's catalog before anything is written.
  const checked: { item: (typeof order.items)[number]; addition: ValidAddition }[] = []
  const skipped: string[] = []
  for (const item of order.items) {
    try {
      const selection = (item.selection ?? {}) as Record<string, string>
      const addition = await validateAddition({
        productId: item.productId,
        options: selection,
        tierQuantity: item.tierQuantity,
        packs: item.quantity,
      })
      checked.push({ item, addition })
    } catch (error) {
      if (!isAppError(error)) throw error
      skipped.push(item.productName)
    }
  }
  if (!checked.length) {
    throw new AppError(
      409,
      `None of the items in this order can be ordered again: ${skipped.join(', ')}.`,
    )
  }

  // The browser's cart when it is this shopper's (or nobody's); otherwise their account's newest
  // cart, and someone else's cart (a shared browser) is never filled.
  const current = cartId
    ? await prisma.cart.findUnique({ where: { id: cartId }, select: { id: true, userId: true } })
    : null
  const usable = current && (current.userId === null || current.userId === userId)
  const accountCart = usable
    ? null
    : await prisma.cart.findFirst({
        where: { userId },
        orderBy: { updatedAt: 'desc' },
        select: { id: true },
      })
  let targetId = usable ? current.id : (accountCart?.id ?? null)

  const added: string[] = []
  for (const { item, addition } of checked) {
    const snapshot = designSnapshotOf(item.designSnapshot)
    const design = snapshot
      ? await prisma.design.create({
          data: {
            userId,
            productId: addition.productId,
            name: snapshot.name,
            document: snapshot.document as Prisma.InputJsonValue,
            previewUploadId: item.previewUploadId,
          },
          select: { id: true, updatedAt: true },
        })
      : null
    const result = await addItem(targetId, addition, {
      uploadId: design ? null : item.uploadId,
      design: design
        ? {
            designId: design.id,
            previewUploadId: item.previewUploadId,
            preflight: (item.preflight ?? []) as unknown as PreflightIssue[],
            // The same design the shopper checked for this order: their check stands.
            proofCheckedAt: item.proofCheckedAt,
            designCheckedAt: design.updatedAt,
          }
        : null,
    })
    targetId = result.cartId
    added.push(item.productName)
  }
  // The cart is the signed-in shopper's from now on.
  await prisma.cart.updateMany({ where: { id: targetId!, userId: null }, data: { userId } })
  return { cartId: targetId!, cartChanged: targetId !== cartId, added, skipped }
}
