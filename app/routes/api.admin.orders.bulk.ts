import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { handleBulkDeleteApi } from '#app/server/http/admin-orders.server.ts'

/** DELETE /api/admin/orders/bulk `{ orderIds }` (admins only); any other method is a JSON 405. */
export const loader = ({ request }: LoaderFunctionArgs) => handleBulkDeleteApi(request)
export const action = ({ request }: ActionFunctionArgs) => handleBulkDeleteApi(request)
