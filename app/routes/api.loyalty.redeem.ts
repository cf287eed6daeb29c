import type { ActionFunctionArgs } from '@remix-run/node'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { readBody } from '#app/server/http/body.server.ts'
import { getUserId } from '#app/server/http/auth.server.ts'
import { cartApiView } from '#app/server/http/cart-api.server.ts'
import { readCartId } from '#app/server/http/cart-cookie.server.ts'
import { apiFailure, apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'
import { setCartPoints } from '#app/server/cart/cart-points.server.ts'
import { LOYALTY_MESSAGES } from '#app/utils/loyalty.ts'

/** A whole number of points from JSON (a number) or a form (digits); undefined otherwise. */
function pointsFrom(value: unknown) {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value)
  return undefined
}

/** POST /api/loyalty/redeem { pointsToRedeem }: points on the current cart (0 removes them). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method.toUpperCase() !== 'POST') return apiMethodNotAllowed('POST')
  const userId = await getUserId(request)
  if (!userId) return apiFailure(401, LOYALTY_MESSAGES.signedOut)
  let body: Record<string, unknown> | null
  try {
    body = await readBody(request)
  } catch (error) {
    return refuse(error, { fallback: 'Failed to apply your points.' })
  }
  const points = pointsFrom(body?.pointsToRedeem)
  if (points === undefined) {
    return apiFailure(400, LOYALTY_MESSAGES.notWhole, {
      errors: { pointsToRedeem: [LOYALTY_MESSAGES.notWhole] },
    })
  }
  try {
    const result = await setCartPoints({ cartId: await readCartId(request), userId, points })
    return apiSuccess({
      pointsApplied: result.pointsApplied,
      discount: result.discountPaise,
      message: LOYALTY_MESSAGES.applied(result.pointsApplied),
      cart: cartApiView(result.cart),
    })
  } catch (error) {
    return refuse(error, { fallback: 'Failed to apply your points.' })
  }
}

export const loader = () => apiMethodNotAllowed('POST')
