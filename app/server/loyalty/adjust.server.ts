import { ADMIN_USER_MESSAGES, MAX_POINTS_ADJUSTMENT } from '#app/utils/admin-users.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { TRANSACTION, ledgerOf, lockUserPoints, summariseLedger } from './ledger.server.ts'

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
