import { type z } from 'zod'
import {
  completePhoneSignupSchema,
  forgotPasswordSchema,
  registerSchema,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
} from '#app/utils/auth-schemas.ts'
import { changePasswordSchema, resetPasswordSchema } from '#app/utils/password-rules.ts'
import {
  AUTH_MESSAGES,
  AuthFailure,
  PhoneNotRegistered,
  authenticator,
} from '../accounts/auth.server.ts'
import { requestPasswordReset } from '../accounts/password-reset.server.ts'
import { sendPhoneCode } from '../accounts/phone-login.server.ts'
import {
  RATE_LIMITS,
  checkLimits,
  clientIp,
  rateLimitMessage,
} from '../platform/rate-limit.server.ts'
import { serializeCartCookie } from './cart-cookie.server.ts'
import { createSession, getSession, type SessionUser } from '../accounts/session.server.ts'
import { adoptCart, signOutHeaders } from '../accounts/sign-in.server.ts'
import {
  changePassword,
  createPhoneAccount,
  createPhoneProof,
  readPhoneProof,
  registerUser,
  resetPassword,
} from '../accounts/users.server.ts'

/**
 * The spec's auth calls (section 7) as JSON under /api/auth/*: the same services as the pages.
 * Sign-in answers `{ success, token, user }`; the token is the session id, usable as
 * `Authorization: Bearer <token>`, and the session cookie is set too.
 */

const NO_STORE = { 'Cache-Control': 'no-store' }

export function json(body: Record<string, unknown>, status = 200, headers?: HeadersInit) {
  const h = new Headers(headers)
  for (const [k, v] of Object.entries(NO_STORE)) h.set(k, v)
  return Response.json(body, { status, headers: h })
}

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

/** JSON or form body as a plain object; null when it is neither. */
export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get('Content-Type') ?? ''
  try {
    if (type.includes('application/json')) {
      const body: unknown = await request.json()
      return body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null
    }
    return Object.fromEntries(await request.formData())
  } catch {
    return null
  }
}

/** A form-encoded copy of the body, for the remix-auth strategies (which read form data). */
function formRequest(request: Request, body: Record<string, unknown>) {
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' || typeof value === 'number') form.set(key, String(value))
  }
  const headers = new Headers(request.headers)
  headers.set('Content-Type', 'application/x-www-form-urlencoded')
  return new Request(request.url, { method: 'POST', headers, body: form })
}

function fieldErrors(error: z.ZodError) {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

function invalid(error: z.ZodError, fallback: string) {
  return json(
    { success: false, message: error.issues[0]?.message ?? fallback, errors: fieldErrors(error) },
    400,
  )
}

function failure(error: unknown, fallback: string) {
  if (error instanceof AuthFailure) {
    const fields = Object.fromEntries(Object.entries(error.fields).map(([k, m]) => [k, [m]]))
    return json(
      { success: false, message: error.message, errors: fields },
      error.status,
      error.headers,
    )
  }
  console.error(fallback, error)
  return json({ success: false, message: fallback }, 500)
}

async function signedIn(request: Request, user: SessionUser, status = 200) {
  const cartId = await adoptCart(request, user.id)
  const { token, setCookie } = await createSession(user.id, request)
  const headers = new Headers()
  headers.append('Set-Cookie', setCookie)
  headers.append('Set-Cookie', await serializeCartCookie(cartId))
  return json({ success: true, token, user: apiUser(user) }, status, headers)
}

type Handler = (request: Request, body: Record<string, unknown>) => Promise<Response>

const handlers: Record<string, Handler> = {
  async login(request, body) {
    try {
      const user = await authenticator.authenticate('password', formRequest(request, body))
      return await signedIn(request, user)
    } catch (error) {
      return failure(error, AUTH_MESSAGES.loginFailed)
    }
  },

  async 'send-otp'(request, body) {
    try {
      const sent = await sendPhoneCode(request, String(body.phone ?? ''))
      return json({ success: true, message: sent.message })
    } catch (error) {
      return failure(error, AUTH_MESSAGES.phoneLoginFailed)
    }
  },

  async 'login-with-phone'(request, body) {
    try {
      const user = await authenticator.authenticate('phone-otp', formRequest(request, body))
      return await signedIn(request, user)
    } catch (error) {
      if (error instanceof PhoneNotRegistered) {
        // No account yet: the client completes it with /api/auth/complete-phone-signup.
        return json(
          {
            success: false,
            needsProfile: true,
            proof: createPhoneProof(error.phone),
            message: 'Your number is verified. Add your name and email to create your account.',
          },
          409,
        )
      }
      return failure(error, AUTH_MESSAGES.phoneLoginFailed)
    }
  },

  async 'complete-phone-signup'(request, body) {
    const parsed = completePhoneSignupSchema.safeParse(body)
    if (!parsed.success) return invalid(parsed.error, AUTH_MESSAGES.phoneLoginFailed)
    const phone = readPhoneProof(parsed.data.proof)
    if (!phone) {
      return json({ success: false, message: 'Your code has expired. Ask for a new code.' }, 400)
    }
    try {
      const created = await createPhoneAccount({ ...parsed.data, phone })
      if (!created.ok) return takenResponse(created.fields, AUTH_MESSAGES.phoneLoginFailed)
      return await signedIn(request, created.value, 201)
    } catch (error) {
      return failure(error, AUTH_MESSAGES.phoneLoginFailed)
    }
  },

  async register(request, body) {
    const parsed = registerSchema.safeParse(body)
    if (!parsed.success) return invalid(parsed.error, AUTH_MESSAGES.registrationFailed)
    try {
      const limited = await checkLimits([[RATE_LIMITS.registerPerIp, clientIp(request)]])
      if (!limited.allowed) {
        const wait = limited.retryAfterSeconds
        return json({ success: false, message: rateLimitMessage(wait) }, 429, {
          'Retry-After': String(wait),
        })
      }
      const created = await registerUser(parsed.data)
      if (!created.ok) return takenResponse(created.fields, AUTH_MESSAGES.registrationFailed)
      return await signedIn(request, created.value, 201)
    } catch (error) {
      return failure(error, AUTH_MESSAGES.registrationFailed)
    }
  },

  async logout(request) {
    return json({ success: true }, 200, await signOutHeaders(request))
  },

  async 'forgot-password'(request, body) {
    const parsed = forgotPasswordSchema.safeParse(body)
    if (!parsed.success) return invalid(parsed.error, AUTH_MESSAGES.resetRequestFailed)
    try {
      const limited = await checkLimits([
        [RATE_LIMITS.forgotPasswordPerIp, clientIp(request)],
        [RATE_LIMITS.forgotPasswordPerEmail, parsed.data.email],
      ])
      if (!limited.allowed) {
        const wait = limited.retryAfterSeconds
        return json({ success: false, message: rateLimitMessage(wait) }, 429, {
          'Retry-After': String(wait),
        })
      }
      await requestPasswordReset(parsed.data.email)
      return json({ success: true, message: RESET_REQUESTED })
    } catch (error) {
      return failure(error, AUTH_MESSAGES.resetRequestFailed)
    }
  },

  async 'reset-password'(request, body) {
    const parsed = resetPasswordSchema.safeParse(body)
    if (!parsed.success) return invalid(parsed.error, AUTH_MESSAGES.resetFailed)
    try {
      const user = await resetPassword(String(body.token ?? ''), parsed.data.password)
      if (!user) return json({ success: false, message: RESET_LINK_INVALID }, 410)
      return await signedIn(request, user)
    } catch (error) {
      return failure(error, AUTH_MESSAGES.resetFailed)
    }
  },

  async 'change-password'(request, body) {
    const session = await getSession(request)
    if (!session) return json({ success: false, message: 'Sign in to change your password.' }, 401)
    const parsed = changePasswordSchema.safeParse(body)
    if (!parsed.success) return invalid(parsed.error, 'Password change failed')
    const result = await changePassword(session.user.id, session.id, parsed.data)
    if (!result.ok) {
      const [field, message] = Object.entries(result.fields)[0] ?? [
        'form',
        'Password change failed',
      ]
      return json({ success: false, message, errors: { [field]: [message] } }, 400)
    }
    return json({ success: true, message: 'Your password has been changed.' })
  },

  async me(request) {
    const session = await getSession(request)
    if (!session) return json({ success: false, message: 'Not signed in.' }, 401)
    return json({ success: true, user: apiUser(session.user) })
  },
}

function takenResponse(fields: Record<string, string>, fallback: string) {
  const errors = Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, [m]]))
  return json({ success: false, message: Object.values(fields)[0] ?? fallback, errors }, 409)
}

/** Dispatches POST /api/auth/{name}; GET only for `me`. */
export async function handleAuthApi(request: Request, name: string) {
  const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined
  if (!handler) return json({ success: false, message: 'Not found' }, 404)
  const allowed = name === 'me' ? 'GET' : 'POST'
  if (request.method !== allowed) {
    return json({ success: false, message: 'Method not allowed' }, 405, { Allow: allowed })
  }
  if (allowed === 'GET') return handler(request, {})
  const body = await readBody(request.clone())
  if (!body) return json({ success: false, message: 'Send the fields as JSON or a form.' }, 400)
  return handler(request, body)
}
