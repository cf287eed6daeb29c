import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { handleAuthApi } from '#app/server/http/auth-api.server.ts'

/**
 * The spec's auth calls as JSON (section 7): POST /api/auth/login, login-with-phone, send-otp,
 * register, logout, forgot-password, reset-password, change-password; GET /api/auth/me.
 */
export function action({ request, params }: ActionFunctionArgs) {
  return handleAuthApi(request, params.name ?? '')
}

export function loader({ request, params }: LoaderFunctionArgs) {
  return handleAuthApi(request, params.name ?? '')
}
