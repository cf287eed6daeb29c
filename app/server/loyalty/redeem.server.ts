import {
  LOYALTY_MESSAGES,
  MIN_REDEEM_POINTS,
  maxRedeemablePoints,
  pointsWorthPaise,
} from '#app/utils/loyalty.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import {
  type Db,
  entryOf,
  inTransaction,
  insertOnce,
  ledgerOf,
  lockUserPoints,
  loyaltyBalance,
  summariseLedger,
} from './ledger.server.ts'

/** Spending points: what a cart or order may use, the REDEEM of a placed order, its RESTORE. */

/**
 * The points that still apply to a cart or an order now: the requested points clamped to the
 * balance, 20% of the subtotal and Rs 1 left to pay; 0 when that is under 50. A stale choice on a
 * cart (points spent elsewhere, items removed) therefore never over-discounts.
 */
export async function pointsDiscountFor(
  {
    userId,
    requestedPoints,
    subtotalPaise,
    payablePaise,
    availablePoints: known,
  }: {
    userId: string
    requestedPoints: number
    subtotalPaise: number
    payablePaise: number
    /** The balance when the caller already read it (the checkout page shows it too). */
    availablePoints?: number
  },
  db: Db = prisma,
) {
  if (!Number.isInteger(requestedPoints) || requestedPoints < MIN_REDEEM_POINTS) {
    return { points: 0, discountPaise: 0 }
  }
  const availablePoints = known ?? (await loyaltyBalance(userId, db)).availablePoints
  const max = maxRedeemablePoints({ availablePoints, subtotalPaise, payablePaise })
  const points = Math.min(requestedPoints, max)
  return points >= MIN_REDEEM_POINTS
    ? { points, discountPaise: pointsWorthPaise(points) }
    : { points: 0, discountPaise: 0 }
}

/** A refusal of the points asked for, shown on the points field. */
export const pointsRefusal = (message: string) =>
  new AppError(400, message, { fieldErrors: { pointsToRedeem: [message] } })

/**
 * Spends `points` on an order as it is placed (REDEEM, once per order). Two orders spending the
 * same points at once queue on the user's lock; the second sees the first's REDEEM and is refused
 * with 409. Returns the points the order uses (those of an earlier call for the same order).
 */
export async function redeemForOrder(
  db: Db,
  { userId, orderId, points }: { userId: string; orderId: string; points: number },
) {
  if (points === 0) return { points: 0 }
  if (!Number.isInteger(points) || points < 0) throw pointsRefusal(LOYALTY_MESSAGES.notWhole)
  return inTransaction(db, async (tx) => {
    await lockUserPoints(tx, userId)
    const existing = await entryOf(tx, orderId, 'REDEEM')
    if (existing) return { points: -existing.points }
    const { availablePoints } = summariseLedger(await ledgerOf(userId, tx), new Date())
    if (availablePoints < points) {
      throw new AppError(409, LOYALTY_MESSAGES.balanceChanged(Math.max(0, availablePoints)), {
        code: 'POINTS_BALANCE_CHANGED',
      })
    }
    await insertOnce(tx, { userId, orderId, kind: 'REDEEM', points: -points })
    return { points }
  })
}

/**
 * Gives back what an order spent (RESTORE), once: an unpaid order that expired or was cancelled,
 * or a paid one cancelled or refunded. Returns the points given back by this call.
 */
export async function restoreForOrder(db: Db, orderId: string) {
  return inTransaction(db, async (tx) => {
    const redeem = await entryOf(tx, orderId, 'REDEEM')
    if (!redeem || redeem.points === 0) return 0
    const wrote = await insertOnce(tx, {
      userId: redeem.userId,
      orderId,
      kind: 'RESTORE',
      points: -redeem.points,
    })
    return wrote ? -redeem.points : 0
  })
}
