import { Prisma, type LoyaltyKind, type PrismaClient } from '@prisma/client'
import { EXPIRING_SOON_DAYS } from '#app/utils/loyalty.ts'
import { prisma, readRaw } from '../platform/db.server.ts'

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
 *
 * This file is the ledger itself: reading and summing it, the per-user lock and the once-only
 * insert the other loyalty files write through (earn, redeem, expiry, adjust, statement).
 */

export type Tx = Prisma.TransactionClient
export type Db = Tx | PrismaClient

export const TRANSACTION = { maxWait: 10_000, timeout: 15_000 }

/** Runs `fn` in the caller's transaction, or in a new one when given the root client. */
export function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const begin = (db as { $transaction?: unknown }).$transaction
  if (typeof begin === 'function') return (db as PrismaClient).$transaction(fn, TRANSACTION)
  return fn(db as Tx)
}

/**
 * Serialises the ledger writes of one user until the transaction ends, across every app instance:
 * two orders spending the same points, a delivery racing a refund.
 */
export async function lockUserPoints(tx: Tx, userId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`loyalty:${userId}`}, 0))`
}

export const ledgerSelect = {
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

export function ledgerOf(userId: string, db: Db = prisma) {
  return db.loyaltyEntry.findMany({
    where: { userId },
    select: ledgerSelect,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  })
}

/** Earned points not usable yet: an EARN (or the REVERSE of one) whose order is not delivered. */
export const isPending = (e: Pick<LedgerEntry, 'kind' | 'availableAt'>) =>
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

/**
 * The available and pending points alone, summed by Postgres: what the checkout shows (issue 26),
 * without every entry read through Prisma's query compiler. The same split as summariseLedger's
 * (isPending: an EARN or a REVERSE without availableAt); tests/integration/loyalty.test.ts checks
 * the two agree.
 */
export async function pointsBalance(userId: string) {
  const pending = Prisma.sql`(kind IN ('EARN', 'REVERSE') AND "availableAt" IS NULL)`
  const [row] = await readRaw<{ available: number; pending: number }[]>(Prisma.sql`
    SELECT coalesce(sum(points) FILTER (WHERE NOT ${pending}), 0)::int AS available,
           coalesce(sum(points) FILTER (WHERE ${pending}), 0)::int AS pending
    FROM "LoyaltyEntry" WHERE "userId" = ${userId}`)
  return { availablePoints: row?.available ?? 0, pendingPoints: row?.pending ?? 0 }
}

/** The user's available and pending points and those expiring within 30 days. */
export async function loyaltyBalance(userId: string, db: Db = prisma, now = new Date()) {
  const { availablePoints, pendingPoints, expiringSoon } = summariseLedger(
    await ledgerOf(userId, db),
    now,
  )
  return { availablePoints, pendingPoints, expiringSoon }
}

export const insertOnce = (tx: Tx, data: Prisma.LoyaltyEntryCreateManyInput) =>
  tx.loyaltyEntry.createMany({ data: [data], skipDuplicates: true }).then((r) => r.count === 1)

export const entryOf = (tx: Tx, orderId: string, kind: LoyaltyKind) =>
  tx.loyaltyEntry.findUnique({
    where: { orderId_kind_ref: { orderId, kind, ref: '' } },
    select: ledgerSelect,
  })
