import { LOYALTY_MESSAGES } from '#app/utils/loyalty.ts'
import { loyaltyStatus } from '../loyalty/statement.server.ts'
import { setCartPoints } from '../cart/cart-points.server.ts'
import { readBody } from './body.server.ts'
import { getUserId } from './auth.server.ts'
import { readCartId } from './cart-cookie.server.ts'
import { cartApiView } from './cart-api.server.ts'
import { apiError, apiFailure, apiSuccess } from './reply.server.ts'

/**
 * The spec's loyalty calls (section 7) for the signed-in shopper (bearer token or session cookie).
 * Points are whole numbers, money integer paise like the rest of the API; dates ISO strings.
 */

const signedOut = () => apiFailure(401, LOYALTY_MESSAGES.signedOut)

/** GET /api/loyalty/status */
export async function loyaltyStatusJson(request: Request) {
  const userId = await getUserId(request)
  if (!userId) return signedOut()
  try {
    const status = await loyaltyStatus(userId)
    return apiSuccess({
      balance: status.balance,
      pending: status.pending,
      worthPaise: status.worthPaise,
      expiringSoon: {
        points: status.expiringSoon.points,
        by: status.expiringSoon.by?.toISOString() ?? null,
      },
      entries: status.entries.map((e) => ({
        id: e.id,
        kind: e.kind,
        label: e.label,
        points: e.points,
        pending: e.pending,
        orderId: e.orderId,
        orderNumber: e.orderNumber,
        createdAt: e.createdAt.toISOString(),
        availableAt: e.availableAt?.toISOString() ?? null,
        expiresAt: e.expiresAt?.toISOString() ?? null,
      })),
    })
  } catch (error) {
    return apiError(error, 'Failed to load your points.')
  }
}

/** A whole number of points from JSON (a number) or a form (digits); undefined otherwise. */
function pointsFrom(value: unknown) {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value)
  return undefined
}

/** POST /api/loyalty/redeem { pointsToRedeem } applies points to the shopper's cart (0 removes). */
export async function redeemPointsJson(request: Request) {
  const userId = await getUserId(request)
  if (!userId) return signedOut()
  let body: Record<string, unknown> | null
  try {
    body = await readBody(request)
  } catch (error) {
    return apiError(error, 'Failed to apply your points.')
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
    return apiError(error, 'Failed to apply your points.')
  }
}
