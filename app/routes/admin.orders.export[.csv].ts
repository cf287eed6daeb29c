import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminDownload, ordersCsvResponse } from '#app/server/http/admin-orders.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'

/**
 * POST /admin/orders/export.csv, the orders list's "Export CSV": the selected orders, or every
 * order matching the list's filters when none is selected, streamed in batches.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  return adminDownload(request, (form) => ordersCsvResponse(form))
}

/** The export is a form post from the list; a visit goes to the list. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  throw redirect('/admin/orders')
}
