import { randomBytes } from 'node:crypto'
import { redirect } from '@remix-run/node'
import { readCartId, serializeCartCookie } from '../http/cart-cookie.server.ts'
import { CART_COOKIE } from '../http/cache.server.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { RATE_LIMITS, enforceLimits } from '../platform/rate-limit.server.ts'
import { MAX_PACKS } from '../catalog/pricing.server.ts'
import { AUTH_MESSAGES } from './auth.server.ts'
import { hashPassword, verifyPassword } from './password.server.ts'
import {
  createSession,
  destroySession,
  readSessionToken,
  sessionUserSelect,
  type SessionUser,
} from './session.server.ts'

/**
 * What happens around a session: signing in with email and password, starting a session (which
 * brings the visitor's anonymous cart into the account), a failed sign-in ending the session the
 * browser had, and signing out (which forgets the cart on this browser; it stays with the account).
 * The phone-code sign-in is in phone-login.server.ts.
 */

// A real argon2id hash of a random string: an unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')))

/**
 * Email and password sign-in, after the per-IP, per-IP-and-account and per-account limits. Returns
 * the user or throws an AppError: 400 with field errors, 401 for a wrong pair, 429 when limited.
 */
export async function signInWithPassword(input: {
  email: string
  password: string
  ip: string
}): Promise<SessionUser> {
  const email = input.email.trim().toLowerCase()
  const { password, ip } = input
  const fieldErrors: Record<string, string[]> = {}
  if (!email) fieldErrors.email = [AUTH_MESSAGES.emailRequired]
  if (!password) fieldErrors.password = [AUTH_MESSAGES.passwordRequired]
  if (Object.keys(fieldErrors).length) {
    throw new AppError(400, AUTH_MESSAGES.loginFailed, { fieldErrors })
  }
  await enforceLimits([
    [RATE_LIMITS.signInPerIp, ip],
    [RATE_LIMITS.signInPerIpAndAccount, `${ip} ${email}`],
    [RATE_LIMITS.signInPerAccount, email],
  ])
  const user = await prisma.user.findUnique({
    where: { email },
    select: { ...sessionUserSelect, password: { select: { hash: true } } },
  })
  const ok = await verifyPassword(user?.password?.hash ?? (await getDummyHash()), password)
  if (!user || !user.password || !ok) throw new AppError(401, AUTH_MESSAGES.invalidCredentials)
  const { password: _password, ...sessionUser } = user
  return sessionUser as SessionUser
}

/**
 * The cart this user should have after signing in: the browser's anonymous cart merged into the
 * account's cart (same product, options and pack size add up), or whichever of the two exists.
 * A user with neither gets an empty cart of their own, so what they add later follows the account.
 */
export async function adoptCart(browserCartId: string | null, userId: string) {
  return prisma.$transaction(async (tx) => {
    const browserCart = browserCartId
      ? await tx.cart.findUnique({
          where: { id: browserCartId },
          select: { id: true, userId: true },
        })
      : null
    const usable = browserCart && (!browserCart.userId || browserCart.userId === userId)
    const accountCart = await tx.cart.findFirst({
      where: { userId, ...(usable ? { id: { not: browserCart.id } } : {}) },
      orderBy: { updatedAt: 'desc' },
      select: { id: true },
    })
    if (usable && !accountCart) {
      await tx.cart.update({ where: { id: browserCart.id }, data: { userId } })
      return browserCart.id
    }
    if (!accountCart) return (await tx.cart.create({ data: { userId }, select: { id: true } })).id
    if (!usable) return accountCart.id

    const [incoming, existing] = await Promise.all([
      tx.cartItem.findMany({ where: { cartId: browserCart.id } }),
      tx.cartItem.findMany({ where: { cartId: accountCart.id } }),
    ])
    for (const item of incoming) {
      const same =
        !item.uploadId && !item.designId
          ? existing.find(
              (line) =>
                !line.uploadId &&
                !line.designId &&
                line.productId === item.productId &&
                line.tierQuantity === item.tierQuantity &&
                JSON.stringify(line.options) === JSON.stringify(item.options),
            )
          : undefined
      if (same) {
        same.quantity = Math.min(MAX_PACKS, same.quantity + item.quantity)
        await tx.cartItem.update({ where: { id: same.id }, data: { quantity: same.quantity } })
        await tx.cartItem.delete({ where: { id: item.id } })
      } else {
        await tx.cartItem.update({ where: { id: item.id }, data: { cartId: accountCart.id } })
      }
    }
    await tx.cart.delete({ where: { id: browserCart.id } })
    await tx.cart.update({ where: { id: accountCart.id }, data: { updatedAt: new Date() } })
    return accountCart.id
  })
}

/**
 * The one way a sign-in ends (page or API, any method): the browser's cart joins the account, a
 * new session starts (ending the one the request carried), and the session and cart cookies are
 * set. Returns the token (the API's bearer token) and the Set-Cookie headers.
 */
export async function startSession(request: Request, userId: string) {
  const cartId = await adoptCart(await readCartId(request), userId)
  const { token, setCookie } = await createSession(userId, request)
  const headers = new Headers()
  headers.append('Set-Cookie', setCookie)
  headers.append('Set-Cookie', await serializeCartCookie(cartId))
  return { token, headers }
}

/** Starts a session for `user` and redirects to `redirectTo` with the session and cart cookies. */
export async function signIn(request: Request, user: Pick<SessionUser, 'id'>, redirectTo: string) {
  const { headers } = await startSession(request, user.id)
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
