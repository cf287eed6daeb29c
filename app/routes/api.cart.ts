import type { LoaderFunctionArgs } from '@remix-run/node'
import { cartJson, toResponse } from '#app/server/http/cart-api.server.ts'

/** GET /api/cart: the visitor's cart with server-computed totals. */
export async function loader({ request }: LoaderFunctionArgs) {
  return toResponse(await cartJson(request))
}
