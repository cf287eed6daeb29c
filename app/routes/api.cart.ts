import type { LoaderFunctionArgs } from '@remix-run/node'
import { cartJson } from '#app/server/http/cart-api.server.ts'
import { apiMethodNotAllowed } from '#app/server/http/reply.server.ts'

/** GET /api/cart: the visitor's cart with server-computed totals. */
export async function loader({ request }: LoaderFunctionArgs) {
  return cartJson(request)
}

export function action() {
  return apiMethodNotAllowed('GET')
}
