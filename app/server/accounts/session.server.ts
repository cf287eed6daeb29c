import { createHash, randomBytes } from 'node:crypto'
import { type Prisma } from '@prisma/client'
import { createCookie } from '@remix-run/node'
import { SESSION_COOKIE } from '../http/cache.server.ts'
import { prisma } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { clientIp } from '../platform/rate-limit.server.ts'

/**
 * Sessions live in the database. The browser's cookie (signed, HttpOnly, SameSite=Lax, Secure on
 * https) holds only a random 256-bit id; the row is keyed by the id's SHA-256, so a leaked table
 * cannot be replayed as cookies. The same raw id is the bearer token of the JSON API.
 */

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60
/** A session used in its last half gets a fresh expiry, so active shoppers stay signed in. */
const RENEW_AFTER_SECONDS = SESSION_TTL_SECONDS / 2
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

function sessionCookie() {
  const env = getEnv()
  return createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(env.NODE_ENV, env.APP_URL),
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
    secrets: [env.SESSION_SECRET],
  })
}

/**
 * Secure in production and on https; the one exception is a production build served over plain
 * http on this machine (the end-to-end tests), where a browser would drop a Secure cookie.
 */
export function secureCookies(nodeEnv: string, appUrl: string) {
  const { protocol, hostname } = new URL(appUrl)
  if (protocol === 'https:') return true
  const loopback = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]'
  return nodeEnv === 'production' && !loopback
}

export function sessionKey(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** The raw session token from the signed cookie or an `Authorization: Bearer` header. */
export async function readSessionToken(request: Request): Promise<string | null> {
  const auth = request.headers.get('Authorization')
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (bearer) return TOKEN_PATTERN.test(bearer) ? bearer : null
  const value: unknown = await sessionCookie().parse(request.headers.get('Cookie'))
  return typeof value === 'string' && TOKEN_PATTERN.test(value) ? value : null
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

/** The live session behind a request and its user, or null. An expired row is deleted. */
export async function getSession(request: Request, now = new Date()) {
  const token = await readSessionToken(request)
  if (!token) return null
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
  return { id: session.id, token, user: session.user as SessionUser }
}

/**
 * Starts a new session for `userId` (a new id on every sign-in, so a fixed or stolen pre-login id
 * is worthless) and returns the token and its Set-Cookie header. Any session the request already
 * carried is ended.
 */
export async function createSession(userId: string, request?: Request, now = new Date()) {
  const token = randomBytes(32).toString('base64url')
  const previous = request ? await readSessionToken(request) : null
  await prisma.$transaction([
    ...(previous ? [prisma.session.deleteMany({ where: { id: sessionKey(previous) } })] : []),
    prisma.session.create({
      data: {
        id: sessionKey(token),
        userId,
        expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
        createdAt: now,
        userAgent: request?.headers.get('User-Agent')?.slice(0, 300) ?? null,
        ip: request ? clientIp(request) : null,
      },
    }),
  ])
  return { token, setCookie: await sessionCookie().serialize(token) }
}

/** Set-Cookie that removes the session cookie. */
export function clearSessionCookie() {
  return sessionCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}

/**
 * Ends the request's session. Deleting the row may fail (database down): that is logged and the
 * cookie is cleared anyway, so signing out always works from the user's side.
 */
export async function destroySession(request: Request) {
  try {
    const token = await readSessionToken(request)
    if (token) await prisma.session.deleteMany({ where: { id: sessionKey(token) } })
  } catch (error) {
    console.error('sign-out: could not delete the session row', error)
  }
  return clearSessionCookie()
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
