import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { removeItem, updateQuantity } from '#app/server/cart/cart.server.ts'
import { readJsonOrUndefined } from '#app/server/http/body.server.ts'
import { CART_API_FAILED, cartFailure } from '#app/server/http/cart-api.server.ts'
import { readCartId } from '#app/server/http/cart-cookie.server.ts'
import { apiFailure, apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'

const quantitySchema = z.object({ quantity: z.number().int() })

/** PUT /api/cart/item/{id} { quantity } (zero or less removes) and DELETE /api/cart/item/{id}. */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? ''
  if (request.method === 'PUT') {
    const parsed = quantitySchema.safeParse(await readJsonOrUndefined(request))
    if (!parsed.success) {
      return apiFailure(400, CART_API_FAILED.update, {
        errors: { form: ['quantity must be a whole number.'] },
      })
    }
    try {
      await updateQuantity(await readCartId(request), id, parsed.data.quantity)
      return apiSuccess()
    } catch (error) {
      return cartFailure(CART_API_FAILED.update, error)
    }
  }
  if (request.method === 'DELETE') {
    try {
      await removeItem(await readCartId(request), id)
      return apiSuccess()
    } catch (error) {
      return cartFailure(CART_API_FAILED.remove, error)
    }
  }
  return apiMethodNotAllowed('PUT, DELETE')
}

export function loader() {
  return apiMethodNotAllowed('PUT, DELETE')
}
