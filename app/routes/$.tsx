import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { apiNotFound } from '#app/server/http/reply.server.ts'

/**
 * Any unknown public path goes home (spec section 2); an unknown `/api` path answers JSON 404,
 * since an API client would read the redirect's home page as success (spec section 8).
 */
function unknownPath({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url)
  if (pathname === '/api' || pathname.startsWith('/api/')) return apiNotFound()
  return redirect('/')
}

export const loader = unknownPath
export const action = unknownPath
