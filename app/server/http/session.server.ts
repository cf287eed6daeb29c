import { createCookie } from '@remix-run/node'
import {
  SESSION_TTL_SECONDS,
  deleteSession,
  findLiveSession,
  openSession,
} from '../accounts/session.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { clientIp } from '../platform/rate-limit.server.ts'
import { inRequestMemo, requestMemo } from '../platform/request-scope.server.ts'
import { cartItemCountSql } from '../cart/cart.server.ts'
import { WHOLE_CART, readCartId } from './cart-cookie.server.ts'
import { SESSION_COOKIE } from './cache.server.ts'

/**
 * The session token on the wire: a signed cookie (HttpOnly, SameSite=Lax, Secure on https) that
 * holds only the token, or an `Authorization: Bearer` header for the JSON API. The rows behind it
 * are app/server/accounts/session.server.ts.
 */

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

/** The raw session token from the signed cookie or an `Authorization: Bearer` header. */
export async function readSessionToken(request: Request): Promise<string | null> {
  const auth = request.headers.get('Authorization')
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (bearer) return TOKEN_PATTERN.test(bearer) ? bearer : null
  const value: unknown = await sessionCookie().parse(request.headers.get('Cookie'))
  return typeof value === 'string' && TOKEN_PATTERN.test(value) ? value : null
}

const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD'

/**
 * The session and, in the same query, the header's cart badge (issue 26): read once per page
 * request, whichever loader asks first, and shared by the root, layout and page loaders of a GET
 * (requestMemo). A form post reads afresh, since its action may sign in or out before the loaders
 * run, and counts its badge apart.
 */
async function sessionRead(request: Request, now: Date) {
  const token = await readSessionToken(request)
  if (!token) return null
  const read = async (cartId: string | null) => {
    const session = await findLiveSession(token, now, cartId ? cartItemCountSql(cartId) : undefined)
    if (!session) return null
    const { extra, ...rest } = session
    return { session: { ...rest, token }, cartCount: cartId ? Number(extra ?? 0) : 0 }
  }
  if (!isRead(request)) return read(null)
  const cartId = inRequestMemo(WHOLE_CART) ? null : await readCartId(request)
  return requestMemo(`session:${token}`, () => read(cartId))
}

/** The live session behind a request and its user, or null. */
export async function getSession(request: Request, now = new Date()) {
  return (await sessionRead(request, now))?.session ?? null
}

/**
 * The header's badge for a signed-in page request, counted in the session's query; undefined when
 * there is no live session or the request is a form post (the caller counts it on its own).
 */
export async function sessionCartCount(request: Request) {
  if (!isRead(request)) return undefined
  return (await sessionRead(request, new Date()))?.cartCount
}

/**
 * Starts a new session for `userId` and returns the token and its Set-Cookie header. Any session
 * the request already carried is ended.
 */
export async function createSession(userId: string, request?: Request, now = new Date()) {
  const token = await openSession(
    userId,
    {
      replacing: request ? await readSessionToken(request) : null,
      userAgent: request?.headers.get('User-Agent'),
      ip: request ? clientIp(request) : null,
    },
    now,
  )
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
    if (token) await deleteSession(token)
  } catch (error) {
    console.error('sign-out: could not delete the session row', error)
  }
  return clearSessionCookie()
}
