import type { ActionFunctionArgs } from '@remix-run/node'
import { addCartItemJson, toResponse } from '#app/server/http/cart-api.server.ts'

/** POST /api/cart/item: add a product with options; answers { success, item }. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST')
    return Response.json({ success: false, message: 'Method not allowed' }, { status: 405 })
  return toResponse(await addCartItemJson(request))
}

export function loader() {
  return Response.json(
    { success: false, message: 'Method not allowed' },
    { status: 405, headers: { Allow: 'POST' } },
  )
}
