import { randomBytes } from 'node:crypto'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { RATE_LIMITS, enforceLimits } from '../platform/rate-limit.server.ts'
import { MAX_PACKS } from '../catalog/pricing.server.ts'
import { AUTH_FIELD_MESSAGES, AUTH_MESSAGES } from '#app/utils/auth-schemas.ts'
import { hashPassword, verifyPassword } from './password.server.ts'
import { sessionUserSelect, type SessionUser } from './session.server.ts'

/**
 * Signing in with email and password, and the cart a user has after signing in (the browser's
 * anonymous cart merged into the account's). The phone-code sign-in is in phone-login.server.ts;
 * cookies, sessions on the wire and signing out in app/server/http/sign-in.server.ts.
 */

// A real argon2id hash of a random string: an unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')))

/**
 * Email and password sign-in. Returns the user or throws an AppError: 400 with field errors, 401
 * for a wrong pair, 429 when limited. The limits depend on where the attempt comes from
 * (decision 028): a device that signed in to this account before (`knownDevice`, the nonce of its
 * device cookie) is limited by that nonce alone, so guesses from elsewhere never lock the owner out
 * of it; any other device by its address, its address and the account together, and the account.
 */
export async function signInWithPassword(input: {
  email: string
  password: string
  ip: string
  knownDevice?: string | null
}): Promise<SessionUser> {
  const email = input.email.trim().toLowerCase()
  const { password, ip } = input
  const fieldErrors: Record<string, string[]> = {}
  if (!email) fieldErrors.email = [AUTH_MESSAGES.emailRequired]
  // eslint-disable-next-line no-control-regex -- no address has control characters (NUL was a 500)
  else if (/[\u0000-\u001f\u007f]/.test(email) || !email.isWellFormed() || email.length > 254)
    fieldErrors.email = [AUTH_FIELD_MESSAGES.email]
  if (!password) fieldErrors.password = [AUTH_MESSAGES.passwordRequired]
  if (Object.keys(fieldErrors).length) {
    throw new AppError(400, AUTH_MESSAGES.loginFailed, { fieldErrors })
  }
  await enforceLimits(
    input.knownDevice
      ? [[RATE_LIMITS.signInPerDevice, input.knownDevice]]
      : [
          [RATE_LIMITS.signInPerIp, ip],
          [RATE_LIMITS.signInPerIpAndAccount, `${ip} ${email}`],
          [RATE_LIMITS.signInPerAccount, email],
        ],
  )
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
    // The visitor's uploads become the account's (their owner, limits and storage cap).
    if (usable) {
      await tx.upload.updateMany({
        where: { cartId: browserCart.id },
        data: { userId, cartId: null },
      })
    }
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
