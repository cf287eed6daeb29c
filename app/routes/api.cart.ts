import type { LoaderFunctionArgs } from '@remix-run/node'
import { getCartWithPromotions } from '#app/server/promotions/promotions.server.ts'
import { CART_API_FAILED, cartApiView, cartFailure } from '#app/server/http/cart-api.server.ts'
import { readCartId } from '#app/server/http/cart-cookie.server.ts'
import { apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'

/** GET /api/cart: the visitor's cart with server-computed totals. */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    return apiSuccess(cartApiView(await getCartWithPromotions(await readCartId(request))))
  } catch (error) {
    return cartFailure(CART_API_FAILED.fetch, error)
  }
}

export function action() {
  return apiMethodNotAllowed('GET')
}
