import { randomBytes } from 'node:crypto'
import { redirect } from '@remix-run/node'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { Strategy } from 'remix-auth/strategy'
import { prisma } from '../platform/db.server.ts'
import { normalizePhone, verifyLoginCode } from './otp.server.ts'
import { hashPassword, verifyPassword } from './password.server.ts'
import {
  RATE_LIMITS,
  checkLimits,
  clientIp,
  rateLimitMessage,
} from '../platform/rate-limit.server.ts'
import { getSession, sessionUserSelect, type SessionUser } from './session.server.ts'

/**
 * Who is signed in, and the two ways to sign in: email + password (remix-auth-form) and a phone
 * code (our strategy on the same Authenticator). Strategies return the user or throw an
 * AuthFailure whose message is safe to show.
 */

export const AUTH_MESSAGES = {
  invalidCredentials: 'Incorrect email or password.',
  emailRequired: 'Enter your email address.',
  passwordRequired: 'Enter your password.',
  loginFailed: 'Login failed',
  phoneLoginFailed: 'Phone login failed',
  registrationFailed: 'Registration failed',
  resetRequestFailed: 'Password reset request failed',
  resetFailed: 'Password reset failed',
  codeRequired: 'Enter the 6-digit code we sent you.',
} as const

export class AuthFailure extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 429 = 400,
    readonly fields: Record<string, string> = {},
    readonly headers: HeadersInit = {},
  ) {
    super(message)
    this.name = 'AuthFailure'
  }
}

/** The phone-code result when the phone has no account yet: the caller asks for a name. */
export class PhoneNotRegistered extends Error {
  constructor(readonly phone: string) {
    super('No account has this phone number yet.')
    this.name = 'PhoneNotRegistered'
  }
}

async function limit(checks: Parameters<typeof checkLimits>[0]) {
  const result = await checkLimits(checks)
  if (!result.allowed) {
    throw new AuthFailure(
      rateLimitMessage(result.retryAfterSeconds),
      429,
      {},
      {
        'Retry-After': String(result.retryAfterSeconds),
      },
    )
  }
}

// A real argon2id hash of a random string: an unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')))

async function verifyEmailPassword({ form, request }: FormStrategy.VerifyOptions) {
  const email = String(form.get('email') ?? '')
    .trim()
    .toLowerCase()
  const password = String(form.get('password') ?? '')
  const fields: Record<string, string> = {}
  if (!email) fields.email = AUTH_MESSAGES.emailRequired
  if (!password) fields.password = AUTH_MESSAGES.passwordRequired
  if (Object.keys(fields).length) throw new AuthFailure(AUTH_MESSAGES.loginFailed, 400, fields)
  const ip = clientIp(request)
  await limit([
    [RATE_LIMITS.signInPerIp, ip],
    [RATE_LIMITS.signInPerIpAndAccount, `${ip} ${email}`],
    [RATE_LIMITS.signInPerAccount, email],
  ])
  const user = await prisma.user.findUnique({
    where: { email },
    select: { ...sessionUserSelect, password: { select: { hash: true } } },
  })
  const ok = await verifyPassword(user?.password?.hash ?? (await getDummyHash()), password)
  if (!user || !user.password || !ok) {
    throw new AuthFailure(AUTH_MESSAGES.invalidCredentials, 401)
  }
  const { password: _password, ...sessionUser } = user
  return sessionUser as SessionUser
}

class PhoneOtpStrategy extends Strategy<SessionUser, { phone: string; request: Request }> {
  name = 'phone-otp'

  async authenticate(request: Request) {
    const form = await request.clone().formData()
    const phone = normalizePhone(String(form.get('phone') ?? ''))
    const code = String(form.get('otp') ?? '').trim()
    if (!phone) {
      throw new AuthFailure(AUTH_MESSAGES.phoneLoginFailed, 400, {
        phone: 'Enter a 10-digit mobile number.',
      })
    }
    if (!code)
      throw new AuthFailure(AUTH_MESSAGES.phoneLoginFailed, 400, {
        otp: AUTH_MESSAGES.codeRequired,
      })
    const ip = clientIp(request)
    await limit([
      [RATE_LIMITS.otpVerifyPerIp, ip],
      [RATE_LIMITS.otpVerifyPerPhone, phone],
    ])
    const result = await verifyLoginCode(phone, code)
    if (!result.ok) throw new AuthFailure(result.message, 400, { otp: result.message })
    return this.verify({ phone: result.phone, request })
  }
}

async function userForPhone({ phone }: { phone: string }) {
  const user = await prisma.user.findUnique({ where: { phone }, select: sessionUserSelect })
  if (!user) throw new PhoneNotRegistered(phone)
  return user as SessionUser
}

export const authenticator = new Authenticator<SessionUser>()
  .use(new FormStrategy(verifyEmailPassword), 'password')
  .use(new PhoneOtpStrategy(userForPhone), 'phone-otp')

export async function getUser(request: Request) {
  return (await getSession(request))?.user ?? null
}

export async function getUserId(request: Request) {
  return (await getSession(request))?.user.id ?? null
}

/**
 * Only a path on this site: starts with one slash, no scheme, no `//` or `/\` (which browsers treat
 * as another host), no control characters. Anything else gives the fallback.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return fallback
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\\]/.test(to)) return fallback
  return to
}

/** `/login?returnUrl=<path + query>`, plus `requireAuth` when a feature asked for sign-in. */
export function loginUrl(request: Request, requireAuth?: string) {
  const url = new URL(request.url)
  const params = new URLSearchParams({ returnUrl: `${url.pathname}${url.search}` })
  if (requireAuth) params.set('requireAuth', requireAuth)
  return `/login?${params}`
}

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export async function requireUser(
  request: Request,
  { requireAuth }: { requireAuth?: string } = {},
): Promise<SessionUser> {
  const user = await getUser(request)
  if (!user) throw redirect(loginUrl(request, requireAuth))
  return user
}

/** The signed-in session (id and user), or a redirect to /login. */
export async function requireSession(request: Request) {
  const session = await getSession(request)
  if (!session) throw redirect(loginUrl(request))
  return session
}

export async function requireUserId(request: Request, options: { requireAuth?: string } = {}) {
  return (await requireUser(request, options)).id
}

/** Admins only. Anyone else goes to /login and a warning is logged (spec section 6). */
export async function requireAdmin(request: Request) {
  const user = await getUser(request)
  if (!user?.isAdmin) {
    const path = new URL(request.url).pathname
    console.warn(
      `admin access denied: ${user ? `user ${user.id} is not an admin` : 'not signed in'} (${path})`,
    )
    throw redirect(loginUrl(request, 'admin'))
  }
  return user
}

/**
 * Redirects a signed-in user away from the sign-in pages, except a non-admin sent here by the
 * admin gate (redirecting them back would loop): they may sign in with an admin account instead.
 * Returns the signed-in user in that case.
 */
export async function requireAnonymous(request: Request) {
  const user = await getUser(request)
  if (!user) return null
  const params = new URL(request.url).searchParams
  if (params.get('requireAuth') === 'admin' && !user.isAdmin) return user
  throw redirect(safeRedirect(params.get('returnUrl'), '/account'))
}
