import type { ActionFunctionArgs } from '@remix-run/node'
import { addCartItemJson } from '#app/server/http/cart-api.server.ts'
import { apiMethodNotAllowed } from '#app/server/http/reply.server.ts'

/** POST /api/cart/item: add a product with options; answers { success, item }. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return apiMethodNotAllowed('POST')
  return addCartItemJson(request)
}

export function loader() {
  return apiMethodNotAllowed('POST')
}
