/**
 * The cart cookie: an anonymous visitor's browser holds only the cart id, signed. Reading and
 * writing it is transport; the cart itself (app/server/cart) takes the id as a plain value.
 */
import { createCookie } from '@remix-run/node'
import { cartItemCount } from '../cart/cart.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { CART_COOKIE } from './cache.server.ts'

const SIXTY_DAYS = 60 * 24 * 60 * 60

function cartCookie() {
  const env = getEnv()
  return createCookie(CART_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.APP_URL.startsWith('https://'),
    path: '/',
    maxAge: SIXTY_DAYS,
    secrets: [env.SESSION_SECRET],
  })
}

/** The cart id from the signed cookie, or null (no cookie, or a forged/garbled one). */
export async function readCartId(request: Request): Promise<string | null> {
  const value: unknown = await cartCookie().parse(request.headers.get('Cookie'))
  return typeof value === 'string' && /^[\w-]{10,40}$/.test(value) ? value : null
}

export function serializeCartCookie(cartId: string) {
  return cartCookie().serialize(cartId)
}

/** Total quantity for the header badge: one cheap query, none without a cookie. */
export async function getCartCount(request: Request) {
  return cartItemCount(await readCartId(request))
}
