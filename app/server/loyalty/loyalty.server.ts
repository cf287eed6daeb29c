import type { LoyaltyKind, Prisma, PrismaClient } from '@prisma/client'
import {
  EXPIRING_SOON_DAYS,
  LOYALTY_MESSAGES,
  MIN_REDEEM_POINTS,
  POINTS_VALID_MONTHS,
  loyaltyEntryLabel,
  maxRedeemablePoints,
  pointsEarnedFor,
  pointsWorthPaise,
  redeemLimits,
} from '#app/utils/loyalty.ts'
import { ADMIN_USER_MESSAGES, MAX_POINTS_ADJUSTMENT } from '#app/utils/admin-users.ts'
import { getCart } from '../cart/cart.server.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'

/**
 * Loyalty points as a ledger (docs/decisions/018-loyalty-points.md). A user's points are the sum
 * of their `LoyaltyEntry` rows, never a stored number:
 * - EARN (+) when an order is paid, pending (availableAt null) until it is delivered, then
 *   available until expiresAt (12 months later);
 * - REDEEM (−) when an order using points is placed; RESTORE (+) gives it back when that order
 *   expires unpaid, is cancelled or refunded; REVERSE (−) withdraws what a cancelled or refunded
 *   order earned (pending too when the EARN still was);
 * - EXPIRE (−) closes an EARN lot 12 months after it became available, for the part of it not
 *   spent, spending counted oldest lot first.
 * Each happens once: one row per (order, kind) and one EXPIRE per lot, enforced by unique keys and
 * written with ON CONFLICT DO NOTHING (`skipDuplicates`), which a transaction survives where a
 * caught P2002 would abort it. The functions that write take the caller's transaction (the payment
 * transition) or run their own.
 */

type Tx = Prisma.TransactionClient
type Db = Tx | PrismaClient

const TRANSACTION = { maxWait: 10_000, timeout: 15_000 }

/** Runs `fn` in the caller's transaction, or in a new one when given the root client. */
function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const begin = (db as { $transaction?: unknown }).$transaction
  if (typeof begin === 'function') return (db as PrismaClient).$transaction(fn, TRANSACTION)
  return fn(db as Tx)
}

/**
 * Serialises the ledger writes of one user until the transaction ends, across every app instance:
 * two orders spending the same points, a delivery racing a refund.
 */
async function lockUserPoints(tx: Tx, userId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`loyalty:${userId}`}, 0))`
}

const ledgerSelect = {
  id: true,
  userId: true,
  kind: true,
  points: true,
  orderId: true,
  availableAt: true,
  expiresAt: true,
  sourceEntryId: true,
} satisfies Prisma.LoyaltyEntrySelect

export type LedgerEntry = Prisma.LoyaltyEntryGetPayload<{ select: typeof ledgerSelect }>

function ledgerOf(userId: string, db: Db = prisma) {
  return db.loyaltyEntry.findMany({
    where: { userId },
    select: ledgerSelect,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  })
}

/** Earned points not usable yet: an EARN (or the REVERSE of one) whose order is not delivered. */
const isPending = (e: Pick<LedgerEntry, 'kind' | 'availableAt'>) =>
  (e.kind === 'EARN' || e.kind === 'REVERSE') && e.availableAt === null

export function addMonths(date: Date, months: number) {
  const next = new Date(date)
  next.setUTCMonth(next.getUTCMonth() + months)
  return next
}

/**
 * Works out a user's points from their ledger. Available and pending are plain sums. For expiry,
 * each available EARN is a lot (its points, less its own REVERSE and EXPIRE) and a positive ADJUST
 * a lot that never expires; everything else spent (REDEEM net of RESTORE, negative ADJUST, a lot
 * reversed below zero) is taken from the lots oldest first. What a lot has left when it expires is
 * what expires.
 */
export function summariseLedger(entries: readonly LedgerEntry[], now: Date) {
  let availablePoints = 0
  let pendingPoints = 0
  for (const e of entries) {
    if (isPending(e)) pendingPoints += e.points
    else availablePoints += e.points
  }

  const reversedByOrder = new Map<string, number>()
  const expiredByLot = new Map<string, number>()
  for (const e of entries) {
    if (e.kind === 'REVERSE' && e.orderId && !isPending(e))
      reversedByOrder.set(e.orderId, (reversedByOrder.get(e.orderId) ?? 0) + e.points)
    if (e.kind === 'EXPIRE' && e.sourceEntryId)
      expiredByLot.set(e.sourceEntryId, (expiredByLot.get(e.sourceEntryId) ?? 0) + e.points)
  }

  let spent = 0
  const lots: { id: string; since: Date; expiresAt: Date | null; closed: boolean; left: number }[] =
    []
  for (const e of entries) {
    if (e.kind === 'EARN' && e.availableAt) {
      const capacity =
        e.points +
        (e.orderId ? (reversedByOrder.get(e.orderId) ?? 0) : 0) +
        (expiredByLot.get(e.id) ?? 0)
      if (capacity < 0) spent -= capacity
      lots.push({
        id: e.id,
        since: e.availableAt,
        expiresAt: e.expiresAt,
        closed: expiredByLot.has(e.id),
        left: Math.max(0, capacity),
      })
    } else if (e.kind === 'ADJUST' && e.points > 0) {
      lots.push({ id: e.id, since: new Date(0), expiresAt: null, closed: false, left: e.points })
    } else if (e.kind === 'REDEEM' || e.kind === 'RESTORE' || e.kind === 'ADJUST') {
      spent -= e.points
    }
  }
  lots.sort((a, b) => a.since.getTime() - b.since.getTime() || a.id.localeCompare(b.id))
  for (const lot of lots) {
    const used = Math.min(lot.left, Math.max(0, spent))
    lot.left -= used
    spent -= used
  }

  const soon = now.getTime() + EXPIRING_SOON_DAYS * 24 * 60 * 60 * 1000
  const open = lots.filter((lot) => lot.expiresAt && !lot.closed)
  const expiring = open.filter((lot) => lot.left > 0 && lot.expiresAt!.getTime() <= soon)
  return {
    availablePoints,
    pendingPoints,
    expiringSoon: {
      points: expiring.reduce((sum, lot) => sum + lot.left, 0),
      /** When the first of them expires. */
      by: expiring.reduce<Date | null>(
        (first, lot) => (first && first <= lot.expiresAt! ? first : lot.expiresAt),
        null,
      ),
    },
    /** Lots past their expiry without an EXPIRE entry, and what each has left. */
    due: open
      .filter((lot) => lot.expiresAt!.getTime() <= now.getTime())
      .map((lot) => ({ entryId: lot.id, points: lot.left })),
  }
}

/** The user's available and pending points and those expiring within 30 days. */
export async function loyaltyBalance(userId: string, db: Db = prisma, now = new Date()) {
  const { availablePoints, pendingPoints, expiringSoon } = summariseLedger(
    await ledgerOf(userId, db),
    now,
  )
  return { availablePoints, pendingPoints, expiringSoon }
}

/** Balance, pending, worth, expiring soon and the newest entries: the API and My Account. */
export async function loyaltyStatus(
  userId: string,
  now = new Date(),
  { limit = 20 }: { limit?: number } = {},
) {
  const [balance, entries] = await Promise.all([
    loyaltyBalance(userId, prisma, now),
    prisma.loyaltyEntry.findMany({
      // A lot that expired with nothing left is closed by an EXPIRE of 0: not history.
      where: { userId, points: { not: 0 } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
      select: {
        ...ledgerSelect,
        note: true,
        createdAt: true,
        order: { select: { number: true } },
      },
    }),
  ])
  return {
    balance: balance.availablePoints,
    pending: balance.pendingPoints,
    worthPaise: pointsWorthPaise(Math.max(0, balance.availablePoints)),
    expiringSoon: balance.expiringSoon,
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      label: loyaltyEntryLabel(e.kind, isPending(e)),
      points: e.points,
      pending: isPending(e),
      orderId: e.orderId,
      orderNumber: e.order?.number ?? null,
      note: e.note,
      createdAt: e.createdAt,
      availableAt: e.availableAt,
      expiresAt: e.expiresAt,
    })),
  }
}
export type LoyaltyStatus = Awaited<ReturnType<typeof loyaltyStatus>>

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
  }: { userId: string; requestedPoints: number; subtotalPaise: number; payablePaise: number },
  db: Db = prisma,
) {
  if (!Number.isInteger(requestedPoints) || requestedPoints < MIN_REDEEM_POINTS) {
    return { points: 0, discountPaise: 0 }
  }
  const { availablePoints } = await loyaltyBalance(userId, db)
  const max = maxRedeemablePoints({ availablePoints, subtotalPaise, payablePaise })
  const points = Math.min(requestedPoints, max)
  return points >= MIN_REDEEM_POINTS
    ? { points, discountPaise: pointsWorthPaise(points) }
    : { points: 0, discountPaise: 0 }
}

const refuse = (message: string) =>
  new AppError(400, message, { fieldErrors: { pointsToRedeem: [message] } })

/**
 * Chooses how many points the signed-in shopper's cart uses (0 removes them): the redeem call and
 * the checkout form. `cartId` is the browser's cart; without one (a bearer-token client) the
 * shopper's latest cart. Refusals name the limit; nothing is written unless every check passes.
 */
export async function setCartPoints({
  cartId,
  userId,
  points,
}: {
  cartId: string | null
  userId: string
  points: number
}) {
  if (!Number.isInteger(points) || points < 0) throw refuse(LOYALTY_MESSAGES.notWhole)
  const cart =
    (cartId
      ? await prisma.cart.findFirst({ where: { id: cartId, userId }, select: { id: true } })
      : null) ??
    (await prisma.cart.findFirst({
      where: { userId },
      orderBy: { updatedAt: 'desc' },
      select: { id: true },
    }))
  if (!cart) throw refuse(LOYALTY_MESSAGES.emptyCart)
  const view = await getCart(cart.id)
  if (view.subtotalPaise <= 0) throw refuse(LOYALTY_MESSAGES.emptyCart)

  if (points > 0) {
    const { availablePoints } = await loyaltyBalance(userId)
    const limits = redeemLimits({
      availablePoints,
      subtotalPaise: view.subtotalPaise,
      payablePaise: view.subtotalPaise + view.shippingFeePaise,
    })
    const max = Math.min(limits.balance, limits.byShare, limits.byMinimumPayment)
    if (availablePoints < MIN_REDEEM_POINTS)
      throw refuse(LOYALTY_MESSAGES.belowMinimumBalance(Math.max(0, availablePoints)))
    if (points < MIN_REDEEM_POINTS) throw refuse(LOYALTY_MESSAGES.tooFew)
    if (points > limits.balance) throw refuse(LOYALTY_MESSAGES.overBalance(limits.balance))
    if (points > limits.byShare) throw refuse(LOYALTY_MESSAGES.overShare(max))
    if (points > limits.byMinimumPayment) throw refuse(LOYALTY_MESSAGES.overMinimumPayment(max))
  }

  await prisma.cart.update({ where: { id: cart.id }, data: { loyaltyPoints: points } })
  const updated = await getCart(cart.id)
  return {
    pointsApplied: updated.loyaltyPointsApplied,
    discountPaise: updated.discountPaise,
    cart: updated,
  }
}

const insertOnce = (tx: Tx, data: Prisma.LoyaltyEntryCreateManyInput) =>
  tx.loyaltyEntry.createMany({ data: [data], skipDuplicates: true }).then((r) => r.count === 1)

const entryOf = (tx: Tx, orderId: string, kind: LoyaltyKind) =>
  tx.loyaltyEntry.findUnique({
    where: { orderId_kind_ref: { orderId, kind, ref: '' } },
    select: ledgerSelect,
  })

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
  if (!Number.isInteger(points) || points < 0) throw refuse(LOYALTY_MESSAGES.notWhole)
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

/**
 * The daily job: for every EARN lot past its expiry without an EXPIRE entry, writes one (what the
 * lot has left after spending, oldest first; 0 closes a lot that was all spent). Safe to run on
 * several instances at once: per-user lock and one EXPIRE per lot.
 */
export async function expirePoints(now = new Date()) {
  const users = await prisma.$queryRaw<Array<{ userId: string }>>`
    SELECT DISTINCT e."userId" FROM "LoyaltyEntry" e
    WHERE e."kind" = 'EARN' AND e."expiresAt" <= ${now}
      AND NOT EXISTS (SELECT 1 FROM "LoyaltyEntry" x WHERE x."sourceEntryId" = e."id")`
  let lots = 0
  let points = 0
  for (const { userId } of users) {
    const result = await prisma.$transaction(async (tx) => {
      await lockUserPoints(tx, userId)
      const { due } = summariseLedger(await ledgerOf(userId, tx), now)
      let closed = 0
      let expired = 0
      for (const lot of due) {
        const wrote = await insertOnce(tx, {
          userId,
          kind: 'EXPIRE',
          points: -lot.points,
          sourceEntryId: lot.entryId,
          note: `Points earned ${POINTS_VALID_MONTHS} months ago and not used`,
        })
        if (wrote) {
          closed += 1
          expired += lot.points
        }
      }
      return { closed, expired }
    }, TRANSACTION)
    lots += result.closed
    points += result.expired
  }
  return { users: users.length, lots, points }
}

/**
 * A staff member's manual adjustment (ADJUST, `actor` = their email, `note` = the reason): whole
 * points, added or taken away. Taken under the user's ledger lock, so it never takes the available
 * balance below zero even while an order is spending the same points. `key` comes from the form
 * that was shown: the same key again (a double click, a refreshed post) returns the first result
 * and writes nothing. Rules and messages: app/utils/admin-users.ts.
 */
export async function adjustPoints({
  userId,
  points,
  reason,
  actor,
  key,
}: {
  userId: string
  points: number
  reason: string
  actor: string
  key: string
}) {
  const note = reason.trim()
  if (!Number.isInteger(points) || points === 0 || Math.abs(points) > MAX_POINTS_ADJUSTMENT) {
    const message = !Number.isInteger(points)
      ? ADMIN_USER_MESSAGES.pointsWhole
      : points === 0
        ? ADMIN_USER_MESSAGES.pointsZero
        : ADMIN_USER_MESSAGES.pointsTooMany
    throw new AppError(400, message, { fieldErrors: { points: [message] } })
  }
  if (note.length < 3 || note.length > 200) {
    const message =
      note.length < 3 ? ADMIN_USER_MESSAGES.reasonRequired : ADMIN_USER_MESSAGES.reasonTooLong
    throw new AppError(400, message, { fieldErrors: { reason: [message] } })
  }
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true } })
    if (!user) throw new AppError(404, ADMIN_USER_MESSAGES.userNotFound)
    await lockUserPoints(tx, userId)
    const done = await tx.loyaltyEntry.findFirst({
      where: { userId, kind: 'ADJUST', ref: key },
      select: { id: true, points: true },
    })
    const { availablePoints } = summariseLedger(await ledgerOf(userId, tx), new Date())
    if (done)
      return { entryId: done.id, points: done.points, balance: availablePoints, repeated: true }
    if (availablePoints + points < 0) {
      const message = ADMIN_USER_MESSAGES.belowZero(Math.max(0, availablePoints))
      throw new AppError(409, message, { fieldErrors: { points: [message] } })
    }
    const entry = await tx.loyaltyEntry.create({
      data: { userId, kind: 'ADJUST', points, note, actor, ref: key },
      select: { id: true },
    })
    return { entryId: entry.id, points, balance: availablePoints + points, repeated: false }
  }, TRANSACTION)
}

/**
 * The whole story of a user's points for staff: every entry newest first (`limit` of them, and
 * how many there are), with the order, the reason and who made it.
 */
export async function loyaltyLedgerForStaff(userId: string, { limit = 50 } = {}) {
  const [entries, total] = await Promise.all([
    prisma.loyaltyEntry.findMany({
      where: { userId, points: { not: 0 } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
      select: {
        ...ledgerSelect,
        note: true,
        actor: true,
        createdAt: true,
        order: { select: { number: true } },
      },
    }),
    prisma.loyaltyEntry.count({ where: { userId, points: { not: 0 } } }),
  ])
  return {
    total,
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      label: loyaltyEntryLabel(e.kind, isPending(e)),
      points: e.points,
      pending: isPending(e),
      orderId: e.orderId,
      orderNumber: e.order?.number ?? null,
      note: e.note,
      actor: e.actor,
      createdAt: e.createdAt,
      expiresAt: e.expiresAt,
    })),
  }
}
