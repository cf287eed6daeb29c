import type { ActionFunctionArgs } from '@remix-run/node'
import { redeemPointsJson } from '#app/server/http/loyalty-api.server.ts'
import { apiMethodNotAllowed } from '#app/server/http/reply.server.ts'

/** POST /api/loyalty/redeem { pointsToRedeem }: points on the current cart (0 removes them). */
export const action = ({ request }: ActionFunctionArgs) =>
  request.method.toUpperCase() === 'POST' ? redeemPointsJson(request) : apiMethodNotAllowed('POST')

export const loader = () => apiMethodNotAllowed('POST')
