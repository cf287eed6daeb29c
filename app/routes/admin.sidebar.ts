import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import {
  isSidebarState,
  rememberSidebarState,
} from '#app/server/http/admin-sidebar-cookie.server.ts'
import { requireAdmin, safeRedirect } from '#app/server/http/auth.server.ts'

/**
 * The admin sidebar's toggle (decision 034): remembers `open` or `closed` and goes back to the
 * screen it was pressed on. A plain form post, so it works without JavaScript; with it, the layout
 * posts the same through a fetcher.
 */
export function loader() {
  return redirect('/admin')
}

const refusal = () =>
  new Response('Choose whether the admin menu is open or closed.', {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const form = await request.formData().catch(() => null)
  const state = form?.get('sidebar')
  if (!form || !isSidebarState(state)) return refusal()
  return redirect(safeRedirect(form.get('redirectTo'), '/admin'), {
    status: 303,
    headers: { 'Set-Cookie': await rememberSidebarState(state), 'Cache-Control': 'no-store' },
  })
}
