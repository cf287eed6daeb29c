import type { ActionFunctionArgs } from '@remix-run/node'
import {
  removeCartItemJson,
  toResponse,
  updateCartItemJson,
} from '#app/server/http/cart-api.server.ts'

/** PUT /api/cart/item/{id} { quantity } (zero or less removes) and DELETE /api/cart/item/{id}. */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? ''
  if (request.method === 'PUT') return toResponse(await updateCartItemJson(request, id))
  if (request.method === 'DELETE') return toResponse(await removeCartItemJson(request, id))
  return Response.json(
    { success: false, message: 'Method not allowed' },
    { status: 405, headers: { Allow: 'PUT, DELETE' } },
  )
}

export function loader() {
  return Response.json(
    { success: false, message: 'Method not allowed' },
    { status: 405, headers: { Allow: 'PUT, DELETE' } },
  )
}
