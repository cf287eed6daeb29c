import type { Prisma } from '@prisma/client'
import { restoreForOrder } from '../loyalty/redeem.server.ts'
import { releaseUses } from '../promotions/uses.server.ts'
import { tryTransition } from './transition.server.ts'

/**
 * An unpaid order expires and gives back the points and promotion uses it held: when a newer checkout of the same
 * cart replaces it, or when 24 hours pass unpaid. Says whether it expired (not when a payment or
 * another expiry got there first, or staff deleted it).
 */
export async function expireUnpaidOrder(
  tx: Prisma.TransactionClient,
  { orderId, actor, note }: { orderId: string; actor: string; note: string },
) {
  const { changed } = await tryTransition(tx, { orderId, to: 'EXPIRED', actor, note })
  if (changed) {
    await restoreForOrder(tx, orderId)
    await releaseUses(tx, orderId)
  }
  return changed
}
