import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { requireUserId } from '#app/server/http/auth.server.ts'

/** /account is the orders list (spec section 2), keeping any notice in the query. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserId(request)
  return redirect(`/account/orders${new URL(request.url).search}`)
}
