import type { ActionFunctionArgs } from '@remix-run/node'
import { removeCartItemJson, updateCartItemJson } from '#app/server/http/cart-api.server.ts'
import { apiMethodNotAllowed } from '#app/server/http/reply.server.ts'

/** PUT /api/cart/item/{id} { quantity } (zero or less removes) and DELETE /api/cart/item/{id}. */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? ''
  if (request.method === 'PUT') return updateCartItemJson(request, id)
  if (request.method === 'DELETE') return removeCartItemJson(request, id)
  return apiMethodNotAllowed('PUT, DELETE')
}

export function loader() {
  return apiMethodNotAllowed('PUT, DELETE')
}
