import { redirect } from '@remix-run/node'
import { readCartId, serializeCartCookie } from '../http/cart-cookie.server.ts'
import { CART_COOKIE } from '../http/cache.server.ts'
import { prisma } from '../platform/db.server.ts'
import { MAX_PACKS } from '../catalog/pricing.server.ts'
import { createSession, destroySession, type SessionUser } from './session.server.ts'

/**
 * What happens around a session: signing in starts a new session and brings the visitor's
 * anonymous cart into the account; signing out ends the session and forgets the cart on this
 * browser (it stays with the account for next time).
 */

/**
 * The cart this user should have after signing in: the anonymous cart of this browser merged into
 * the account's cart (same product, options and pack size add up), or whichever of the two exists.
 * A user with neither gets an empty cart of their own, so what they add later follows the account.
 */
export async function adoptCart(request: Request, userId: string) {
  const browserCartId = await readCartId(request)
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

/** Starts a session for `user` and redirects to `redirectTo` with the session and cart cookies. */
export async function signIn(request: Request, user: Pick<SessionUser, 'id'>, redirectTo: string) {
  const cartId = await adoptCart(request, user.id)
  const { setCookie } = await createSession(user.id, request)
  const headers = new Headers()
  headers.append('Set-Cookie', setCookie)
  headers.append('Set-Cookie', await serializeCartCookie(cartId))
  return redirect(redirectTo, { headers })
}

/** Set-Cookie headers that sign this browser out, whatever happens to the session row. */
export async function signOutHeaders(request: Request) {
  const headers = new Headers()
  headers.append('Set-Cookie', await destroySession(request))
  headers.append('Set-Cookie', `${CART_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`)
  return headers
}
