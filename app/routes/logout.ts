import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { signOutHeaders } from '#app/server/http/sign-in.server.ts'

/** POST /logout: ends the session and clears the cookies whatever else fails (spec section 4). */
export async function action({ request }: ActionFunctionArgs) {
  return redirect('/', { status: 303, headers: await signOutHeaders(request) })
}

/** Signing out changes state, so only a POST does it; a GET (a link, a prefetch) goes home. */
export function loader() {
  return redirect('/')
}
