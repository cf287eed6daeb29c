/**
 * The cart cookie: an anonymous visitor's browser holds only the cart id, signed. Reading and
 * writing it is transport; the cart itself (app/server/cart) takes the id as a plain value.
 */
import { createCookie, type AppLoadContext } from '@remix-run/node'
import { badgeCount, cartItemCount, type CartView } from '../cart/cart.server.ts'
import { getCartWithPromotions } from '../promotions/promotions.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { requestMemo } from '../platform/request-scope.server.ts'
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

/**
 * The whole cart read for a request whose page shows it, keyed by the request's load context:
 * Remix gives every loader of one request the same context object (but each its own copy of the
 * Request), and each request a new one (server/index.ts's getLoadContext builds one per request,
 * and must: a shared object would show one request's cart to the next), so an entry lives as long
 * as its request.
 */
const wholeCarts = new WeakMap<AppLoadContext, Promise<CartView>>()

/**
 * The visitor's cart, priced, for a page that shows it: read once per request. Call it before the
 * loader awaits anything: Remix starts all of a request's loaders in one pass, so the root loader's
 * badge (getCartCount, which awaits the cookie first) then counts from this read, not a query.
 */
export function getRequestCart(request: Request, context: AppLoadContext): Promise<CartView> {
  let cart = wholeCarts.get(context)
  if (!cart) {
    cart = readCartId(request).then(getCartWithPromotions)
    wholeCarts.set(context, cart)
    // The session's query then leaves the badge out: it is counted from this read (issue 26).
    void requestMemo(WHOLE_CART, () => cart!.then(() => true)).catch(() => undefined)
  }
  return cart
}

/** The request-scope key that says the request reads the whole cart (getRequestCart). */
export const WHOLE_CART = 'cart:whole'

/**
 * Total quantity for the header badge: none without a cookie, none when the page reads the whole
 * cart in the same request (getRequestCart), counted in the session's query for a signed-in page
 * (`signedIn`: sessionCartCount's answer), else one cheap query.
 */
export async function getCartCount(
  request: Request,
  context: AppLoadContext,
  signedIn?: Promise<number | undefined>,
) {
  // A failed session read counts apart (the page's own session read reports the failure).
  const counted = signedIn?.catch(() => undefined)
  const cartId = await readCartId(request)
  const wholeCart = wholeCarts.get(context)
  if (wholeCart) return badgeCount(await wholeCart)
  if (!cartId) return 0
  return (await counted) ?? cartItemCount(cartId)
}
