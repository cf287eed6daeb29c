import type { Prisma } from '@prisma/client'
import { PROMO_MESSAGES, type AppliedPromotion } from '#app/utils/promotions.ts'
import { AppError } from '../platform/errors.server.ts'

/**
 * A promotion's uses, exactly once in the database (decision 049). Placing an order takes a use
 * of each promotion on it: the counter rises only `WHERE usedCount < usageLimit` (and a CHECK
 * constraint holds it there), a shopper's own uses are counted under an advisory lock on the pair,
 * and the (promotionId, orderId) row is unique. The use is paid with the order and released when
 * the order expires unpaid. All in the caller's transaction.
 */

type Tx = Prisma.TransactionClient

function refusal(message: string, code: string | null) {
  return new AppError(409, message, {
    code: 'PROMOTION_REFUSED',
    fieldErrors: { code: [code ? `${code}: ${message}` : message] },
  })
}

/** Takes a use of each applied promotion for a new order; refuses (409) when one is gone. */
export async function reserveUses(
  tx: Tx,
  {
    orderId,
    userId,
    applied,
  }: { orderId: string; userId: string | null; applied: AppliedPromotion[] },
) {
  for (const promo of applied) {
    const taken = await tx.$executeRaw`
      UPDATE "Promotion" SET "usedCount" = "usedCount" + 1, "updatedAt" = now()
      WHERE id = ${promo.promotionId} AND active
        AND ("usageLimit" IS NULL OR "usedCount" < "usageLimit")`
    if (!taken) throw refusal(PROMO_MESSAGES.usedUp, promo.code)
    const rule = await tx.promotion.findUniqueOrThrow({
      where: { id: promo.promotionId },
      select: { perCustomerLimit: true, firstOrderOnly: true },
    })
    if (userId && (rule.perCustomerLimit !== null || rule.firstOrderOnly)) {
      // One shopper's uses of one promotion are counted one transaction at a time.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`promo:${promo.promotionId}:${userId}`}, 0))`
      const used = await tx.promotionUse.count({
        where: { promotionId: promo.promotionId, userId, releasedAt: null },
      })
      if (rule.perCustomerLimit !== null && used >= rule.perCustomerLimit)
        throw refusal(PROMO_MESSAGES.alreadyUsed, promo.code)
      if (rule.firstOrderOnly) {
        const paid = await tx.order.count({ where: { userId, paidAt: { not: null } } })
        if (used > 0 || paid > 0) throw refusal(PROMO_MESSAGES.firstOrderOnly, promo.code)
      }
    }
    await tx.promotionUse.create({
      data: {
        promotionId: promo.promotionId,
        orderId,
        userId,
        discountPaise: promo.discountPaise + promo.shippingPaise,
      },
    })
  }
}

/**
 * "Order paid" follower: the order's uses are paid. A use released by an expiry before a late
 * payment staff accepted is taken again when the limit allows (the money was captured at the
 * discounted price either way; decision 049).
 */
export async function payUses(tx: Tx, { orderId, at }: { orderId: string; at: Date }) {
  await tx.promotionUse.updateMany({
    where: { orderId, releasedAt: null, paidAt: null },
    data: { paidAt: at },
  })
  const released = await tx.promotionUse.findMany({
    where: { orderId, releasedAt: { not: null } },
    select: { id: true, promotionId: true },
  })
  for (const use of released) {
    await tx.$executeRaw`
      UPDATE "Promotion" SET "usedCount" = "usedCount" + 1
      WHERE id = ${use.promotionId} AND ("usageLimit" IS NULL OR "usedCount" < "usageLimit")`
    await tx.promotionUse.update({
      where: { id: use.id },
      data: { releasedAt: null, paidAt: at },
    })
  }
}

/** An unpaid order expired: its uses go back to their promotions (once: `releasedAt IS NULL`). */
export async function releaseUses(tx: Tx, orderId: string) {
  await tx.$executeRaw`
    WITH released AS (
      UPDATE "PromotionUse" SET "releasedAt" = now()
      WHERE "orderId" = ${orderId} AND "releasedAt" IS NULL AND "paidAt" IS NULL
      RETURNING "promotionId")
    UPDATE "Promotion" p SET "usedCount" = p."usedCount" - 1
    FROM released r WHERE p.id = r."promotionId"`
}
