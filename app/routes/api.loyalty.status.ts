import type { LoaderFunctionArgs } from '@remix-run/node'
import { loyaltyStatusJson } from '#app/server/http/loyalty-api.server.ts'
import { apiMethodNotAllowed } from '#app/server/http/reply.server.ts'

/** GET /api/loyalty/status: the signed-in shopper's points, worth and recent history. */
export const loader = ({ request }: LoaderFunctionArgs) => loyaltyStatusJson(request)

export const action = () => apiMethodNotAllowed('GET')
