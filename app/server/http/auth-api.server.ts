import { type z } from 'zod'
import {
  completePhoneSignupSchema,
  forgotPasswordSchema,
  registerSchema,
  RESET_REQUESTED,
} from '#app/utils/auth-schemas.ts'
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordSchema,
  resetPasswordSchema,
} from '#app/utils/password-rules.ts'
import { AUTH_MESSAGES } from './auth.server.ts'
import { askForPasswordReset } from '../accounts/password-reset.server.ts'
import { sendSignInCode } from '../accounts/phone-code.server.ts'
import {
  PHONE_LOGIN_MESSAGES,
  completePhoneSignup,
  signInWithPhoneCode,
} from '../accounts/phone-login.server.ts'
import { type SessionUser } from '../accounts/session.server.ts'
import { knownDevice } from './device-cookie.server.ts'
import { getSession } from './session.server.ts'
import { signInWithPassword } from '../accounts/sign-in.server.ts'
import { attemptSignIn, signOutHeaders, startSession } from './sign-in.server.ts'
import { changePassword, registerUser, resetPassword } from '../accounts/users.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { clientIp } from '../platform/rate-limit.server.ts'
import { parseJsonText } from './body.server.ts'
import { apiError, apiFailure, apiJson, apiSuccess } from './reply.server.ts'

/**
 * The spec's auth calls (section 7) as JSON under /api/auth/*. Each reads its fields, calls the
 * same use case as the page and translates the result. Sign-in answers `{ success, token, user }`;
 * the token is the session id, usable as `Authorization: Bearer <token>`, and the session cookie
 * is set too.
 */

export function apiUser(user: SessionUser) {
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

/**
 * JSON or form body as a plain object; null when it is neither. Text that is not Unicode is a 400
 * AppError (parseJsonText). Only plain own fields: a `__proto__` key stays a field.
 */
export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get('Content-Type') ?? ''
  try {
    if (type.includes('application/json')) {
      const body = parseJsonText(await request.text())
      return body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null
    }
    return Object.fromEntries(await request.formData())
  } catch (error) {
    if (error instanceof AppError) throw error
    return null
  }
}

/** A refused parse: the first message, and every message by field. */
export function invalid(error: z.ZodError, fallback: string) {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    ;(errors[key] ??= []).push(issue.message)
  }
  return apiFailure(400, error.issues[0]?.message ?? fallback, { errors })
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''

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
      const email = text(body.email)
      const user = await attemptSignIn(request, async () =>
        signInWithPassword({
          email,
          password: text(body.password),
          ip: clientIp(request),
          knownDevice: await knownDevice(request, email),
        }),
      )
      return await signedIn(request, user, 200, { rememberDeviceFor: user.email })
    } catch (error) {
      return apiError(error, AUTH_MESSAGES.loginFailed)
    }
  },

  async 'send-otp'(request, body) {
    try {
      const sent = await sendSignInCode({ phone: text(body.phone), ip: clientIp(request) })
      return apiSuccess({ message: sent.message })
    } catch (error) {
      return apiError(error, AUTH_MESSAGES.phoneLoginFailed)
    }
  },

  async 'login-with-phone'(request, body) {
    try {
      const result = await attemptSignIn(request, () =>
        signInWithPhoneCode({
          phone: text(body.phone),
          code: text(body.otp),
          ip: clientIp(request),
        }),
      )
      if (result.user) return await signedIn(request, result.user)
      // No account yet: the client completes it with /api/auth/complete-phone-signup.
      return apiJson(
        {
          success: false,
          needsProfile: true,
          proof: result.proof,
          message: PHONE_LOGIN_MESSAGES.needsProfile,
          code: 'PHONE_NOT_REGISTERED',
        },
        { status: 409 },
      )
    } catch (error) {
      return apiError(error, AUTH_MESSAGES.phoneLoginFailed)
    }
  },

  async 'complete-phone-signup'(request, body) {
    const parsed = completePhoneSignupSchema.safeParse(body)
    if (!parsed.success) return invalid(parsed.error, AUTH_MESSAGES.phoneLoginFailed)
    try {
      return await signedIn(request, await completePhoneSignup(parsed.data), 201)
    } catch (error) {
      return apiError(error, AUTH_MESSAGES.phoneLoginFailed)
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
      return apiError(error, AUTH_MESSAGES.registrationFailed)
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
      return apiError(error, AUTH_MESSAGES.resetRequestFailed)
    }
  },

  async 'reset-password'(request, body) {
    const parsed = resetPasswordSchema.safeParse(body)
    if (!parsed.success) return invalid(parsed.error, AUTH_MESSAGES.resetFailed)
    try {
      return await signedIn(request, await resetPassword(text(body.token), parsed.data.password))
    } catch (error) {
      return apiError(error, AUTH_MESSAGES.resetFailed)
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
      return apiError(error, 'Password change failed')
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

/** Dispatches POST /api/auth/{name}; GET only for `me`. */
export async function handleAuthApi(request: Request, name: string) {
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
    return apiError(error, 'Send the fields as JSON or a form.')
  }
  if (!body) return apiFailure(400, 'Send the fields as JSON or a form.')
  return handler(request, body)
}
