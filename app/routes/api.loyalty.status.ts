import type { LoaderFunctionArgs } from '@remix-run/node'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { getUserId } from '#app/server/http/auth.server.ts'
import { apiFailure, apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'
import { loyaltyStatus } from '#app/server/loyalty/statement.server.ts'
import { LOYALTY_MESSAGES } from '#app/utils/loyalty.ts'

/**
 * GET /api/loyalty/status: the signed-in shopper's points (bearer token or session cookie), worth
 * and recent history. Points are whole numbers, money integer paise; dates ISO strings.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await getUserId(request)
  if (!userId) return apiFailure(401, LOYALTY_MESSAGES.signedOut)
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
    return refuse(error, { fallback: 'Failed to load your points.' })
  }
}

export const action = () => apiMethodNotAllowed('GET')
