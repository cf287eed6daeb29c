import { loyaltyEntryLabel, pointsWorthPaise } from '#app/utils/loyalty.ts'
import { prisma } from '../platform/db.server.ts'
import { isPending, ledgerSelect, loyaltyBalance } from './ledger.server.ts'

/** What a shopper (My Account, the API) and staff (a user's page) are shown of the ledger. */

/** A user's entries, newest first, `limit` of them. */
function statementEntries(userId: string, limit: number) {
  return prisma.loyaltyEntry.findMany({
    // A lot that expired with nothing left is closed by an EXPIRE of 0: not history.
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
  })
}

/** What shopper and staff both see of an entry (`actor` only for staff). */
function entryView(e: Awaited<ReturnType<typeof statementEntries>>[number]) {
  return {
    id: e.id,
    kind: e.kind,
    label: loyaltyEntryLabel(e.kind, isPending(e)),
    points: e.points,
    pending: isPending(e),
    orderId: e.orderId,
    orderNumber: e.order?.number ?? null,
    note: e.note,
    createdAt: e.createdAt,
    expiresAt: e.expiresAt,
  }
}

/** Balance, pending, worth, expiring soon and the newest entries: the API and My Account. */
export async function loyaltyStatus(
  userId: string,
  now = new Date(),
  { limit = 20 }: { limit?: number } = {},
) {
  const [balance, entries] = await Promise.all([
    loyaltyBalance(userId, prisma, now),
    statementEntries(userId, limit),
  ])
  return {
    balance: balance.availablePoints,
    pending: balance.pendingPoints,
    worthPaise: pointsWorthPaise(Math.max(0, balance.availablePoints)),
    expiringSoon: balance.expiringSoon,
    entries: entries.map((e) => ({ ...entryView(e), availableAt: e.availableAt })),
  }
}
export type LoyaltyStatus = Awaited<ReturnType<typeof loyaltyStatus>>

/**
 * The whole story of a user's points for staff: every entry newest first (`limit` of them, and
 * how many there are), with the order, the reason and who made it.
 */
export async function loyaltyLedgerForStaff(userId: string, { limit = 50 } = {}) {
  const [entries, total] = await Promise.all([
    statementEntries(userId, limit),
    prisma.loyaltyEntry.count({ where: { userId, points: { not: 0 } } }),
  ])
  return {
    total,
    entries: entries.map((e) => ({ ...entryView(e), actor: e.actor })),
  }
}
