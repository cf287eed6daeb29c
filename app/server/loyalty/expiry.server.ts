import { POINTS_VALID_MONTHS } from '#app/utils/loyalty.ts'
import { prisma } from '../platform/db.server.ts'
import {
  TRANSACTION,
  insertOnce,
  ledgerOf,
  lockUserPoints,
  summariseLedger,
} from './ledger.server.ts'

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
