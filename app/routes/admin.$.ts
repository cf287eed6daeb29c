import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/server/http/auth.server.ts'

/** Unknown admin paths go to the dashboard (spec section 2), for admins only. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return redirect('/admin')
}
