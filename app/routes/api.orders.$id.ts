import type { LoaderFunctionArgs } from '@remix-run/node'
import { handleOrderApi } from '#app/server/http/orders-api.server.ts'
import { apiMethodNotAllowed } from '#app/server/http/reply.server.ts'

/** GET /api/orders/{id or number}: the owner's order, or with ?phone= or ?email= its tracking. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleOrderApi(request, params.id ?? '')

export function action() {
  return apiMethodNotAllowed('GET')
}
