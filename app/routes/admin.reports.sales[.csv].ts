import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { salesCsv } from '#app/server/http/sales-csv.server.ts'

/** The sales report's rows and total as CSV: the same query as /admin/reports/sales. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return salesCsv(request)
}
