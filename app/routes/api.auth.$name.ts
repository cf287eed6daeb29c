import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { askForPasswordReset } from '#app/server/accounts/password-reset.server.ts'
import { sendSignInCode } from '#app/server/accounts/phone-code.server.ts'
import {
  PHONE_LOGIN_MESSAGES,
  completePhoneSignup,
} from '#app/server/accounts/phone-login.server.ts'
import { type SessionUser } from '#app/server/accounts/session.server.ts'
import { changePassword, registerUser, resetPassword } from '#app/server/accounts/users.server.ts'
import { PhoneNotRegistered, authenticator } from '#app/server/http/authenticator.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { readBody } from '#app/server/http/body.server.ts'
import { apiFailure, apiJson, apiSuccess, invalid } from '#app/server/http/reply.server.ts'
import { getSession } from '#app/server/http/session.server.ts'
import { attemptSignIn, signOutHeaders, startSession } from '#app/server/http/sign-in.server.ts'
import { clientIp } from '#app/server/platform/rate-limit.server.ts'
import {
  AUTH_MESSAGES,
  RESET_REQUESTED,
  completePhoneSignupSchema,
  forgotPasswordSchema,
  registerSchema,
} from '#app/utils/auth-schemas.ts'
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordSchema,
  resetPasswordSchema,
} from '#app/utils/password-rules.ts'

/**
 * The spec's auth calls as JSON (section 7): POST /api/auth/login, login-with-phone, send-otp,
 * complete-phone-signup, register, logout, forgot-password, reset-password, change-password;
 * GET /api/auth/me. Each reads its fields, calls the same use case as the page (signing in through
 * the same authenticator) and translates the result. A sign-in answers `{ success, token, user }`:
 * the token is the session id, usable as `Authorization: Bearer <token>`, and the session cookie
 * is set too.
 */

function apiUser(user: SessionUser) {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    displayName: user.displayName ?? ([user.firstName, user.lastName].join(' ').trim() || null),
    email: user.email,
    phone: user.phone,
    is_admin: user.isAdmin,
  }
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''

/**
 * The call's fields as the form the sign-in strategies read, on a copy of the request (its
 * cookies, client address and user agent): the API takes JSON, the strategies read forms.
 */
function asForm(request: Request, fields: Record<string, string>) {
  const headers = new Headers(request.headers)
  headers.delete('Content-Type')
  headers.delete('Content-Length')
  return new Request(request.url, { method: 'POST', headers, body: new URLSearchParams(fields) })
}

async function signedIn(
  request: Request,
  user: SessionUser,
  status = 200,
  options: { rememberDeviceFor?: string } = {},
) {
  const { token, headers } = await startSession(request, user.id, options)
  return apiSuccess({ token, user: apiUser(user) }, { status, headers })
}

type Handler = (request: Request, body: Record<string, unknown>) => Promise<Response>

const handlers: Record<string, Handler> = {
  async login(request, body) {
    try {
      const form = asForm(request, { email: text(body.email), password: text(body.password) })
      const user = await attemptSignIn(request, () =>
        authenticator.authenticate('email-password', form),
      )
      return await signedIn(request, user, 200, { rememberDeviceFor: user.email })
    } catch (error) {
      return refuse(error, { fallback: AUTH_MESSAGES.loginFailed })
    }
  },

  async 'send-otp'(request, body) {
    try {
      const sent = await sendSignInCode({ phone: text(body.phone), ip: clientIp(request) })
      return apiSuccess({ message: sent.message })
    } catch (error) {
      return refuse(error, { fallback: AUTH_MESSAGES.phoneLoginFailed })
    }
  },

  async 'login-with-phone'(request, body) {
    try {
      const form = asForm(request, { phone: text(body.phone), otp: text(body.otp) })
      const user = await attemptSignIn(request, () =>
        authenticator.authenticate('phone-code', form),
      )
      return await signedIn(request, user)
    } catch (error) {
      if (!(error instanceof PhoneNotRegistered)) {
        return refuse(error, { fallback: AUTH_MESSAGES.phoneLoginFailed })
      }
      // No account yet: the client completes it with /api/auth/complete-phone-signup.
      return apiJson(
        {
          success: false,
          needsProfile: true,
          proof: error.proof,
          message: PHONE_LOGIN_MESSAGES.needsProfile,
          code: error.code,
        },
        { status: 409 },
      )
    }
  },

  async 'complete-phone-signup'(request, body) {
    const parsed = completePhoneSignupSchema.safeParse(body)
    if (!parsed.success) return invalid(parsed.error, AUTH_MESSAGES.phoneLoginFailed)
    try {
      return await signedIn(request, await completePhoneSignup(parsed.data), 201)
    } catch (error) {
      return refuse(error, { fallback: AUTH_MESSAGES.phoneLoginFailed })
    }
  },

  async register(request, body) {
    const parsed = registerSchema.safeParse(body)
    if (!parsed.success) return invalid(parsed.error, AUTH_MESSAGES.registrationFailed)
    try {
      // `otp`: the code /api/auth/send-otp sent to the phone; no account without it (decision 031).
      const values = { ...parsed.data, otp: text(body.otp) }
      return await signedIn(request, await registerUser(values, clientIp(request)), 201)
    } catch (error) {
      return refuse(error, { fallback: AUTH_MESSAGES.registrationFailed })
    }
  },

  // No body needed: the cookie or the bearer token says which session ends (spec section 7).
  async logout(request) {
    return apiSuccess({}, { headers: await signOutHeaders(request) })
  },

  async 'forgot-password'(request, body) {
    const parsed = forgotPasswordSchema.safeParse(body)
    if (!parsed.success) return invalid(parsed.error, AUTH_MESSAGES.resetRequestFailed)
    try {
      await askForPasswordReset({ email: parsed.data.email, ip: clientIp(request) })
      return apiSuccess({ message: RESET_REQUESTED })
    } catch (error) {
      return refuse(error, { fallback: AUTH_MESSAGES.resetRequestFailed })
    }
  },

  async 'reset-password'(request, body) {
    const parsed = resetPasswordSchema.safeParse(body)
    if (!parsed.success) return invalid(parsed.error, AUTH_MESSAGES.resetFailed)
    try {
      return await signedIn(request, await resetPassword(text(body.token), parsed.data.password))
    } catch (error) {
      return refuse(error, { fallback: AUTH_MESSAGES.resetFailed })
    }
  },

  async 'change-password'(request, body) {
    const session = await getSession(request)
    if (!session) return apiFailure(401, 'Sign in to change your password.')
    const parsed = changePasswordSchema.safeParse(body)
    if (!parsed.success) return invalid(parsed.error, 'Password change failed')
    try {
      await changePassword(session.user.id, session.id, parsed.data)
      return apiSuccess({ message: CHANGE_PASSWORD_MESSAGES.success })
    } catch (error) {
      return refuse(error, { fallback: 'Password change failed' })
    }
  },

  async me(request) {
    const session = await getSession(request)
    if (!session) return apiFailure(401, 'Not signed in.')
    return apiSuccess({ user: apiUser(session.user) })
  },
}

// Calls that need no fields: their body, if any, is not read.
const BODILESS = new Set(['me', 'logout'])

/** Dispatches /api/auth/{name}: POST, except GET for `me`; an unknown name is a JSON 404. */
async function handle(request: Request, name: string) {
  const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined
  if (!handler) return apiFailure(404, 'Not found')
  const allowed = name === 'me' ? 'GET' : 'POST'
  if (request.method !== allowed) {
    return apiFailure(405, 'Method not allowed', { headers: { Allow: allowed } })
  }
  if (BODILESS.has(name)) return handler(request, {})
  let body: Record<string, unknown> | null
  try {
    body = await readBody(request.clone())
  } catch (error) {
    return refuse(error, { fallback: 'Send the fields as JSON or a form.' })
  }
  if (!body) return apiFailure(400, 'Send the fields as JSON or a form.')
  return handler(request, body)
}

export function action({ request, params }: ActionFunctionArgs) {
  return handle(request, params.name ?? '')
}

export function loader({ request, params }: LoaderFunctionArgs) {
  return handle(request, params.name ?? '')
}
