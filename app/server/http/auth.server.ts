import { redirect } from '@remix-run/node'
import { AUTH_MESSAGES } from '#app/utils/auth-schemas.ts'
import { type SessionUser } from '../accounts/session.server.ts'
import { apiFailure } from './reply.server.ts'
import { getSession } from './session.server.ts'

/**
 * Who is signed in and the gates of the pages that need it. The sign-in use cases are in
 * app/server/accounts/ (sign-in, phone-login, users); their messages, shared with the
 * forms, in app/utils/auth-schemas.ts.
 */

export { AUTH_MESSAGES }

export async function getUser(request: Request) {
  return (await getSession(request))?.user ?? null
}

export async function getUserId(request: Request) {
  return (await getSession(request))?.user.id ?? null
}

/**
 * Only a path on this site: starts with one slash, no scheme, no `//` or `/\` (which browsers treat
 * as another host), no control characters, well-formed text. Anything else gives the fallback.
 * The answer is percent-encoded ASCII, so it can always be a Location header: a path in another
 * script (`/दुकान`) used to fail as a header after the session was written, a 500.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return fallback
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(to) || !to.isWellFormed() || to.length > 2000) return fallback
  try {
    const url = new URL(to, 'http://store.invalid')
    if (url.origin !== 'http://store.invalid') return fallback
    const path = `${url.pathname}${url.search}${url.hash}`
    // Dot segments collapse after the checks above: `/.//evil.test` has the pathname `//evil.test`,
    // which a browser reads as another host. Only the normalised answer counts (issue 21, REDIR-1).
    return /^\/(?![/\\])/.test(path) ? path : fallback
  } catch {
    return fallback
  }
}

/** `/login?returnUrl=<path + query>`, plus `requireAuth` when a feature asked for sign-in. */
export function loginUrl(request: Request, requireAuth?: string) {
  const url = new URL(request.url)
  const params = new URLSearchParams({ returnUrl: `${url.pathname}${url.search}` })
  if (requireAuth) params.set('requireAuth', requireAuth)
  return `/login?${params}`
}

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export async function requireUser(
  request: Request,
  { requireAuth }: { requireAuth?: string } = {},
): Promise<SessionUser> {
  const user = await getUser(request)
  if (!user) throw redirect(loginUrl(request, requireAuth))
  return user
}

/** The signed-in session (id and user), or a redirect to /login. */
export async function requireSession(request: Request) {
  const session = await getSession(request)
  if (!session) throw redirect(loginUrl(request))
  return session
}

export async function requireUserId(request: Request, options: { requireAuth?: string } = {}) {
  return (await requireUser(request, options)).id
}

/** Admins only. Anyone else goes to /login and a warning is logged (spec section 6). */
export async function requireAdmin(request: Request) {
  const user = await getUser(request)
  if (!user?.isAdmin) {
    const path = new URL(request.url).pathname
    console.warn(
      `admin access denied: ${user ? `user ${user.id} is not an admin` : 'not signed in'} (${path})`,
    )
    throw redirect(loginUrl(request, 'admin'))
  }
  return user
}

/** Admins only, for the JSON API: anyone else gets 403 JSON (logged like the pages' gate). */
export async function requireAdminApi(request: Request) {
  const user = await getUser(request)
  if (!user?.isAdmin) {
    const path = new URL(request.url).pathname
    console.warn(
      `admin API access denied: ${user ? `user ${user.id} is not an admin` : 'not signed in'} (${path})`,
    )
    throw apiFailure(403, 'Admin access required')
  }
  return user
}

/**
 * Redirects a signed-in user away from the sign-in pages, except a non-admin sent here by the
 * admin gate (redirecting them back would loop): they may sign in with an admin account instead.
 * Returns the signed-in user in that case.
 */
export async function requireAnonymous(request: Request) {
  const user = await getUser(request)
  if (!user) return null
  const params = new URL(request.url).searchParams
  if (params.get('requireAuth') === 'admin' && !user.isAdmin) return user
  throw redirect(safeRedirect(params.get('returnUrl'), '/account'))
}
