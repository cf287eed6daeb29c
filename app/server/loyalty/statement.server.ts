import { loyaltyEntryLabel, pointsWorthPaise } from '#app/utils/loyalty.ts'
import { prisma } from '../platform/db.server.ts'
import { isPending, ledgerSelect, loyaltyBalance } from './ledger.server.ts'

/** What a shopper (My Account, the API) and staff (a user's page) are shown of the ledger. */

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
