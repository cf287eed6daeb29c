import { POINTS_VALID_MONTHS, pointsEarnedFor } from '#app/utils/loyalty.ts'
import {
  type Db,
  type Tx,
  addMonths,
  entryOf,
  inTransaction,
  insertOnce,
  lockUserPoints,
} from './ledger.server.ts'
import { restoreForOrder } from './redeem.server.ts'

/**
 * Earning points: the EARN of a paid order, its REVERSE when cancelled or refunded, and making it
 * available on delivery.
 */

/**
 * Credits a paid order's points (EARN, pending until delivery), once. Returns the points credited
 * by this call (0 under Rs 100 or when already credited).
 */
export async function earnForOrder(
  db: Db,
  { orderId, userId, paidPaise }: { orderId: string; userId: string; paidPaise: number },
) {
  const points = pointsEarnedFor(paidPaise)
  if (points === 0) return 0
  return inTransaction(db, async (tx) =>
    (await insertOnce(tx, { userId, orderId, kind: 'EARN', points, availableAt: null }))
      ? points
      : 0,
  )
}

/** What has been withdrawn from an order's EARN so far (a positive number of points). */
async function reversedSoFar(tx: Tx, orderId: string) {
  const sum = await tx.loyaltyEntry.aggregate({
    where: { orderId, kind: 'REVERSE' },
    _sum: { points: true },
  })
  return -(sum._sum.points ?? 0)
}

/**
 * Withdraws what an order earned down to `keep(earned)` points: one REVERSE (under `ref`) of what
 * is not withdrawn yet, pending like the EARN when the order is not delivered. Under the user's
 * lock, so concurrent reversals (a cancel racing a refund, a repeated webhook) add up to at most
 * what was earned. Returns the points withdrawn by this call.
 */
async function reverseEarnedDownTo(
  tx: Tx,
  orderId: string,
  { keep, ref, note }: { keep: (earned: number) => number; ref: string; note: string },
) {
  const found = await entryOf(tx, orderId, 'EARN')
  if (!found) return 0
  await lockUserPoints(tx, found.userId)
  // Read again under the lock: a delivery may just have made it available.
  const earn = (await entryOf(tx, orderId, 'EARN'))!
  const already = await reversedSoFar(tx, orderId)
  const points = Math.max(0, earn.points - Math.max(0, keep(earn.points)) - already)
  if (points === 0) return 0
  const wrote = await insertOnce(tx, {
    userId: earn.userId,
    orderId,
    kind: 'REVERSE',
    points: -points,
    availableAt: earn.availableAt,
    ref,
    note,
  })
  return wrote ? points : 0
}

/**
 * A cancelled or refunded order: withdraws what it earned and is not withdrawn yet (REVERSE,
 * pending like the EARN when the order was not delivered) and gives back what it used (RESTORE),
 * each once.
 */
export async function reverseForOrder(db: Db, orderId: string) {
  return inTransaction(db, async (tx) => {
    const reversed = await reverseEarnedDownTo(tx, orderId, {
      keep: () => 0,
      ref: '',
      note: 'Order cancelled',
    })
    const restored = await restoreForOrder(tx, orderId)
    return { reversed, restored }
  })
}

/**
 * A processed refund (decision 022). A partial refund withdraws the earned points in proportion to
 * the money refunded so far, `round(earned × refunded ÷ captured)` in all, less what earlier
 * refunds withdrew, as one REVERSE whose `ref` is the refund's id; a full refund withdraws the rest
 * and gives back the points the order used. Returns the points withdrawn and given back.
 */
export async function reverseForRefund(
  db: Db,
  {
    orderId,
    refundId,
    refundedPaise,
    capturedPaise,
    full,
    note,
  }: {
    orderId: string
    refundId: string
    /** Everything refunded on the payment, this refund included. */
    refundedPaise: number
    capturedPaise: number
    full: boolean
    note: string
  },
) {
  return inTransaction(db, async (tx) => {
    const share = capturedPaise > 0 ? Math.min(1, refundedPaise / capturedPaise) : 1
    const reversed = await reverseEarnedDownTo(tx, orderId, {
      keep: (earned) => (full ? 0 : earned - Math.round(earned * share)),
      ref: refundId,
      note,
    })
    const restored = full ? await restoreForOrder(tx, orderId) : 0
    return { reversed, restored }
  })
}

/**
 * A delivered order: its pending points become available at `at` and expire 12 months later, with
 * any part already withdrawn by a partial refund, so the two still net out. Not when everything it
 * earned was withdrawn. Returns the points made available by this call.
 */
export async function makeEarnedAvailable(db: Db, orderId: string, at: Date) {
  return inTransaction(db, async (tx) => {
    const found = await entryOf(tx, orderId, 'EARN')
    if (!found || found.availableAt) return 0
    await lockUserPoints(tx, found.userId)
    const reversed = await reversedSoFar(tx, orderId)
    if (reversed >= found.points) return 0
    const { count } = await tx.loyaltyEntry.updateMany({
      where: { id: found.id, availableAt: null },
      data: { availableAt: at, expiresAt: addMonths(at, POINTS_VALID_MONTHS) },
    })
    if (count !== 1) return 0
    await tx.loyaltyEntry.updateMany({
      where: { orderId, kind: 'REVERSE', availableAt: null },
      data: { availableAt: at },
    })
    return found.points - reversed
  })
}
