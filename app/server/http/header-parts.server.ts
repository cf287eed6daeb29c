import type { AppLoadContext } from '@remix-run/node'
import { PERSONAL_SLOTS, personalSlotFill, type PersonalParts } from '#app/utils/personal-parts.ts'
import { inRequestScope } from '../platform/request-scope.server.ts'
import { getUser } from './auth.server.ts'
import { CART_COOKIE, HEADER_ONLY_PERSONAL, SESSION_COOKIE } from './cache.server.ts'
import { getCartCount } from './cart-cookie.server.ts'
import { sessionCartCount } from './session.server.ts'

/**
 * The visitor's own parts of every page (the cart badge and who is signed in), for the root loader
 * and for the page cache filling them into a cached catalog page (decision 070): no query without a
 * cookie; signed in, the badge is counted in the session's one query (issue 26), read once per
 * request scope.
 */
export async function headerParts(
  request: Request,
  context: AppLoadContext = {},
): Promise<PersonalParts> {
  const [cartCount, user] = await Promise.all([
    getCartCount(request, context, sessionCartCount(request)),
    getUser(request),
  ])
  return {
    cartCount,
    user: user
      ? { firstName: user.firstName, displayName: user.displayName, email: user.email }
      : null,
  }
}

/**
 * What the page cache needs to answer a shopper from a cached catalog page (decision 070): only a
 * cart's and a session's cookies (the PIN code's changes the page itself), the header pages mark
 * themselves with, the slots, and the shopper's parts read as the root loader reads them (one
 * query signed in, one with only a cart) in a request scope of their own.
 */
export const shopperSlots = {
  cookies: [CART_COOKIE, SESSION_COOKIE],
  marker: HEADER_ONLY_PERSONAL,
  slots: PERSONAL_SLOTS,
  fill: (cookie: string) =>
    inRequestScope(async () => {
      const request = new Request('http://localhost/', { headers: { Cookie: cookie } })
      return personalSlotFill(await headerParts(request))
    }),
}
