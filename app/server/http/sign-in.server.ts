import { redirect } from '@remix-run/node'
import { adoptCart } from '../accounts/sign-in.server.ts'
import { type SessionUser } from '../accounts/session.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { CART_COOKIE } from './cache.server.ts'
import { readCartId, serializeCartCookie } from './cart-cookie.server.ts'
import { rememberDevice } from './device-cookie.server.ts'
import { createSession, destroySession, readSessionToken } from './session.server.ts'

/**
 * What happens around a session on the wire, for pages and the JSON API alike: a sign-in ending
 * with cookies (and the visitor's cart joining the account), a failed sign-in ending the session
 * the browser had, and signing out. The use cases that decide who may sign in are in
 * app/server/accounts/.
 */

/**
 * The one way a sign-in ends (page or API, any method): the browser's cart joins the account, a
 * new session starts (ending the one the request carried), and the session and cart cookies are
 * set. Returns the token (the API's bearer token) and the Set-Cookie headers.
 */
export async function startSession(
  request: Request,
  userId: string,
  { rememberDeviceFor }: { rememberDeviceFor?: string } = {},
) {
  const cartId = await adoptCart(await readCartId(request), userId)
  const { token, setCookie } = await createSession(userId, request)
  const headers = new Headers()
  headers.append('Set-Cookie', setCookie)
  headers.append('Set-Cookie', await serializeCartCookie(cartId))
  // After a correct password this browser becomes a known device of the account (decision 028).
  if (rememberDeviceFor)
    headers.append('Set-Cookie', await rememberDevice(request, rememberDeviceFor))
  return { token, headers, cartId }
}

/** Starts a session for `user` and redirects to `redirectTo` with the session and cart cookies. */
export async function signIn(
  request: Request,
  user: Pick<SessionUser, 'id'>,
  redirectTo: string,
  options: { rememberDeviceFor?: string } = {},
) {
  const { headers } = await startSession(request, user.id, options)
  return redirect(redirectTo, { headers })
}

/** Set-Cookie headers that sign this browser out, whatever happens to the session row. */
export async function signOutHeaders(request: Request) {
  const headers = new Headers()
  headers.append('Set-Cookie', await destroySession(request))
  headers.append('Set-Cookie', `${CART_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`)
  return headers
}

/**
 * Runs a sign-in attempt. When it fails with an AppError, the session the request carried ends
 * (spec section 4: any failure clears the token and user) and the error carries the Set-Cookie
 * headers that sign the browser out. A visitor without a session keeps their cart cookie.
 */
export async function attemptSignIn<T>(request: Request, attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt()
  } catch (error) {
    if (!(error instanceof AppError) || !(await readSessionToken(request))) throw error
    const headers = new Headers(error.headers)
    ;(await signOutHeaders(request)).forEach((value, key) => headers.append(key, value))
    throw new AppError(error.status, error.message, {
      fieldErrors: error.fieldErrors,
      code: error.code,
      headers,
    })
  }
}
