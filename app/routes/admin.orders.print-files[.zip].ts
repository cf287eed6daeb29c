import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminDownload, printFilesZipResponse } from '#app/server/http/admin-orders.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'

/**
 * POST /admin/orders/print-files.zip, the orders list's "Download print files": one ZIP of the
 * selected orders' print files in folders by product and paper, with a README.txt.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  return adminDownload(request, (form) => printFilesZipResponse(form, admin.email))
}

/** The download is a form post from the list; a visit goes to the list. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  throw redirect('/admin/orders')
}
