import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { gstCsv } from '#app/server/http/sales-csv.server.ts'

/** The accountant's GST summary by HSN code and rate, for the sales report's range. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return gstCsv(request, 'hsn')
}
