import { createHash, randomBytes } from 'node:crypto'
import { type Prisma } from '@prisma/client'
import { prisma } from '../platform/db.server.ts'

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

/** The live session of a token and its user, or null. An expired row is deleted. */
export async function findLiveSession(token: string, now = new Date()) {
  const session = await prisma.session.findUnique({
    where: { id: sessionKey(token) },
    select: { id: true, expiresAt: true, user: { select: sessionUserSelect } },
  })
  if (!session) return null
  if (session.expiresAt <= now) {
    await prisma.session.deleteMany({ where: { id: session.id } })
    return null
  }
  if (session.expiresAt.getTime() - now.getTime() < RENEW_AFTER_SECONDS * 1000) {
    await prisma.session.updateMany({
      where: { id: session.id },
      data: { expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000) },
    })
  }
  return { id: session.id, user: session.user as SessionUser }
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
