import { createHash, randomBytes } from 'node:crypto'
import { Prisma } from '@prisma/client'
import { prisma, readRaw } from '../platform/db.server.ts'

/**
 * Sessions live in the database, keyed by the SHA-256 of a random 256-bit token, so a leaked table
 * cannot be replayed as cookies. The token travels in a signed cookie or as the JSON API's bearer
 * token; reading and writing those is app/server/http/session.server.ts.
 */

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60
/** A session used in its last half gets a fresh expiry, so active shoppers stay signed in. */
const RENEW_AFTER_SECONDS = SESSION_TTL_SECONDS / 2

export function sessionKey(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

export const sessionUserSelect = {
  id: true,
  email: true,
  phone: true,
  firstName: true,
  lastName: true,
  displayName: true,
  isAdmin: true,
} as const

export type SessionUser = {
  id: string
  email: string
  phone: string | null
  firstName: string
  lastName: string
  displayName: string | null
  isAdmin: boolean
}

/** "Last seen" is kept to this precision, so a busy shopper costs one write per five minutes. */
export const LAST_SEEN_PRECISION_MS = 5 * 60 * 1000

/**
 * The live session of a token and its user, or null. An expired row is deleted. A use records
 * when the session was last seen (at most every five minutes) and extends it in its second half.
 * The session and its user are one joined query (Prisma's nested select made it two, on every
 * page a signed-in shopper opens); the user's columns are `sessionUserSelect`'s, and a column
 * added there must be added here. `extra`: one more scalar column the caller wants in the same
 * round trip (the header's cart badge, issue 26), answered as `extra`; accounts does not read it.
 */
export async function findLiveSession(token: string, now = new Date(), extra?: Prisma.Sql) {
  const [session] = await readRaw<
    { id: string; expiresAt: Date; lastSeenAt: Date; user: SessionUser; extra: unknown }[]
  >(Prisma.sql`
    SELECT s.id, s."expiresAt", s."lastSeenAt",
           json_build_object('id', u.id, 'email', u.email, 'phone', u.phone,
                             'firstName', u."firstName", 'lastName', u."lastName",
                             'displayName', u."displayName", 'isAdmin', u."isAdmin") AS "user",
           ${extra ?? Prisma.sql`NULL`} AS extra
    FROM "Session" s JOIN "User" u ON u.id = s."userId"
    WHERE s.id = ${sessionKey(token)}`)
  if (!session) return null
  if (session.expiresAt <= now) {
    await prisma.session.deleteMany({ where: { id: session.id } })
    return null
  }
  const renew = session.expiresAt.getTime() - now.getTime() < RENEW_AFTER_SECONDS * 1000
  const seen = now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS
  if (renew || seen) {
    await prisma.session.updateMany({
      where: { id: session.id },
      data: {
        lastSeenAt: now,
        ...(renew ? { expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000) } : {}),
      },
    })
  }
  return { id: session.id, user: session.user, extra: session.extra }
}

/**
 * Opens a new session for `userId` and returns its token: a new id on every sign-in, so a fixed or
 * stolen pre-login id is worthless. The session the browser had (`replacing`) ends with it.
 */
export async function openSession(
  userId: string,
  device: { replacing?: string | null; userAgent?: string | null; ip?: string | null } = {},
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url')
  await prisma.$transaction([
    ...(device.replacing
      ? [prisma.session.deleteMany({ where: { id: sessionKey(device.replacing) } })]
      : []),
    prisma.session.create({
      data: {
        id: sessionKey(token),
        userId,
        expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
        createdAt: now,
        lastSeenAt: now,
        userAgent: device.userAgent?.slice(0, 300) ?? null,
        ip: device.ip ?? null,
      },
    }),
  ])
  return token
}

/** Ends the session of a token (signing out). */
export async function deleteSession(token: string) {
  await prisma.session.deleteMany({ where: { id: sessionKey(token) } })
}

/**
 * Ends every session of the user except `keepSessionId` (after a password change or reset), in
 * the caller's transaction when it passes one.
 */
export async function endOtherSessions(
  userId: string,
  keepSessionId?: string,
  db: Prisma.TransactionClient = prisma,
) {
  const { count } = await db.session.deleteMany({
    where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
  })
  return count
}

/** Deletes expired sessions (called by the housekeeping job). */
export async function pruneSessions(now = new Date()) {
  const { count } = await prisma.session.deleteMany({ where: { expiresAt: { lte: now } } })
  return count
}

/** A user's live sessions (signed-in browsers and API tokens), the most recently used first. */
export function listUserSessions(userId: string, now = new Date()) {
  return prisma.session.findMany({
    where: { userId, expiresAt: { gt: now } },
    orderBy: [{ lastSeenAt: 'desc' }, { id: 'desc' }],
    select: {
      id: true,
      createdAt: true,
      lastSeenAt: true,
      expiresAt: true,
      userAgent: true,
      ip: true,
    },
  })
}

/**
 * Ends one session of a user (staff signing a lost phone out). Returns whether it existed: the id
 * must belong to that user, so a posted id cannot end someone else's session.
 */
export async function endUserSession(userId: string, sessionId: string) {
  const { count } = await prisma.session.deleteMany({ where: { id: sessionId, userId } })
  return count === 1
}
