import { describe, expect, test, vi } from 'vitest'
import { prisma } from '#app/server/platform/db.server.ts'
import { hashPassword } from '#app/server/accounts/password.server.ts'
import { sessionKey } from '#app/server/accounts/session.server.ts'
import { getSession } from '#app/server/http/session.server.ts'
import { safeRedirect } from '#app/server/http/auth.server.ts'
import { runQueuedJobs } from '#app/server/jobs.server.ts'
import { PASSWORD_MESSAGES } from '#app/utils/password-rules.ts'
import { AUTH_FIELD_MESSAGES, RESET_LINK_INVALID } from '#app/utils/auth-schemas.ts'
import { action as loginAction, loader as loginLoader } from '#app/routes/login/route.tsx'
import { action as registerAction } from '#app/routes/register.tsx'
import { action as logoutAction } from '#app/routes/logout.ts'
import { action as forgotAction } from '#app/routes/forgot-password.tsx'
import { action as resetAction, loader as resetLoader } from '#app/routes/reset-password.$token.tsx'
import {
  action as changePasswordAction,
  loader as changePasswordLoader,
} from '#app/routes/account.change-password.tsx'
import { loader as ordersLoader } from '#app/routes/account.orders._index.tsx'
import { loader as orderLoader } from '#app/routes/account.orders.$orderId.tsx'
import { loader as rootLoader } from '#app/root.tsx'
import { callRoute, cookieFrom } from '#tests/setup/route.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { keepMessagesInOutbox, newPeople } from '#tests/setup/shopper.ts'

setupTestDatabase()

keepMessagesInOutbox()

/** Each test its own person and its own client address, so rate limits never cross tests. */
const person = newPeople({ email: 'meera', phone: 98_1000_0000, net: 1 })
type Person = ReturnType<typeof person>

const ipHeader = (p: Person) => ({ 'X-Forwarded-For': p.ip })

async function createUser(p: Person) {
  return prisma.user.create({
    data: {
      email: p.email,
      phone: p.phone,
      // Registered as the page does it now: the phone proved by its code (decision 031).
      phoneVerifiedAt: new Date(),
      firstName: p.firstName,
      lastName: p.lastName,
      password: { create: { hash: await hashPassword(p.password) } },
    },
  })
}

// The sign-in page answers with conform's result: '' holds the form's message.
const formError = (data: unknown) =>
  (data as { result: { error?: Record<string, string[]> } }).result.error?.['']?.[0]
const fieldError = (data: unknown, field: string) =>
  (data as { result: { error?: Record<string, string[]> } }).result.error?.[field]?.[0]

async function signInWithPassword(p: Person, password = p.password, extra = {}) {
  return callRoute(loginAction, '/login', {
    form: { intent: 'password', email: p.email, password, ...extra },
    headers: ipHeader(p),
  })
}

async function sessionCookie(p: Person) {
  const result = await signInWithPassword(p)
  expect(result.status).toBe(302)
  return cookieFrom(result.headers)
}

describe('register', () => {
  test('every missing field and every failing password rule gets its message, and nothing is written', async () => {
    const p = person()
    const result = await callRoute(registerAction, '/register', {
      form: {
        firstName: '',
        lastName: '',
        email: 'not-an-email',
        phone: '12345',
        password: 'abc',
        confirmPassword: 'abd',
      },
      headers: ipHeader(p),
    })
    expect(result.status).toBe(400)
    const errors = (result.data as { error?: Record<string, string[]> }).error ?? {}
    expect(errors.firstName).toEqual([AUTH_FIELD_MESSAGES.firstName])
    expect(errors.lastName).toEqual([AUTH_FIELD_MESSAGES.lastName])
    expect(errors.email).toEqual([AUTH_FIELD_MESSAGES.email])
    expect(errors.phone).toEqual([AUTH_FIELD_MESSAGES.phone])
    expect(errors.password).toEqual([
      PASSWORD_MESSAGES.minLength,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.number,
    ])
    expect(errors.confirmPassword).toEqual([PASSWORD_MESSAGES.mismatch])
    expect(await prisma.user.count({ where: { email: 'not-an-email' } })).toBe(0)
  })

  test('a new account is signed in, sent to returnUrl and welcomed by email through the outbox', async () => {
    const p = person()
    const result = await callRoute(registerAction, '/register', {
      form: {
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email.toUpperCase(),
        phone: `+91 ${p.phone.slice(0, 5)} ${p.phone.slice(5)}`,
        password: p.password,
        confirmPassword: p.password,
        returnUrl: '/shop?sort=price',
      },
      headers: ipHeader(p),
    })
    // The details are kept (sealed) while the code texted to the phone comes back.
    expect(result.status).toBe(200)
    expect(await prisma.user.count({ where: { email: p.email } })).toBe(0)
    const { pending } = result.data as { pending: string }
    const sms = await prisma.outboxMessage.findFirstOrThrow({
      where: { to: p.phone, channel: 'SMS' },
    })
    const otp = /\b(\d{6})\b/.exec(sms.text)![1]!
    const done = await callRoute(registerAction, '/register', {
      form: { intent: 'verify', pending, otp, returnUrl: '/shop?sort=price' },
      headers: ipHeader(p),
    })
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/shop?sort=price')
    const user = await prisma.user.findUniqueOrThrow({ where: { email: p.email } })
    expect(user.phone).toBe(p.phone)
    const cookie = cookieFrom(done.headers)
    const session = await getSession(new Request('http://x/', { headers: { Cookie: cookie } }))
    expect(session?.user.id).toBe(user.id)
    const mail = await prisma.outboxMessage.findFirst({ where: { to: p.email, channel: 'EMAIL' } })
    expect(mail?.subject).toBe('Welcome to PrintStudio')
  })

  test('a taken email or phone is a field error, not a second account', async () => {
    const p = person()
    await createUser(p)
    const result = await callRoute(registerAction, '/register', {
      form: {
        firstName: 'Other',
        lastName: 'Person',
        email: p.email,
        phone: p.phone,
        password: 'Another2026',
        confirmPassword: 'Another2026',
      },
      headers: ipHeader(p),
    })
    expect(result.status).toBe(400)
    const reply = result.data as { error?: Record<string, string[]> }
    expect(reply.error?.email).toEqual([AUTH_FIELD_MESSAGES.emailTaken])
    expect(reply.error?.phone).toEqual([AUTH_FIELD_MESSAGES.phoneTaken])
    expect(reply.error?.['']).toEqual(['Registration failed'])
    expect(await prisma.user.count({ where: { email: p.email } })).toBe(1)
  })
})

describe('sign in, sessions and sign out', () => {
  test('a wrong password is refused with one message for unknown emails and wrong passwords', async () => {
    const p = person()
    await createUser(p)
    const wrong = await signInWithPassword(p, 'Wrong2026')
    const unknown = await signInWithPassword({ ...p, email: 'nobody@example.com' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(formError(wrong.data)).toBe('Incorrect email or password.')
    expect(formError(unknown.data)).toBe('Incorrect email or password.')
    expect(wrong.headers.get('Set-Cookie')).toBeNull()
  })

  test('each sign-in gets a new session id; the cookie holds only the id, signed and HttpOnly', async () => {
    const p = person()
    const user = await createUser(p)
    const first = await signInWithPassword(p)
    const second = await callRoute(loginAction, '/login', {
      form: { intent: 'password', email: p.email, password: p.password },
      headers: { ...ipHeader(p), Cookie: cookieFrom(first.headers) },
    })
    const setCookie = first.headers.getSetCookie().find((c) => c.startsWith('ps_session='))!
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(cookieFrom(first.headers)).not.toBe(cookieFrom(second.headers))
    // The earlier session of this browser was replaced, not kept alongside.
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1)
    const rows = await prisma.session.findMany({ where: { userId: user.id } })
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000)
  })

  test('returnUrl is followed only to paths on this site', async () => {
    const p = person()
    await createUser(p)
    const good = await signInWithPassword(p, p.password, { returnUrl: '/designer/abc?side=back' })
    expect(good.headers.get('Location')).toBe('/designer/abc?side=back')
    for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const result = await signInWithPassword(p, p.password, { returnUrl: evil })
      expect(result.headers.get('Location')).toBe('/')
    }
    expect(safeRedirect('/account\u0000')).toBe('/')
  })

  test('a returnUrl in another script signs in and redirects there, percent-encoded (was a 500)', async () => {
    const p = person()
    const user = await createUser(p)
    const result = await signInWithPassword(p, p.password, { returnUrl: '/दुकान?q=कार्ड' })
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe(
      `/${encodeURIComponent('दुकान')}?q=${encodeURIComponent('कार्ड')}`,
    )
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1)
    expect(safeRedirect('/a\ud800b')).toBe('/')
  })

  test('an expired session is gone: no user, and its row is deleted', async () => {
    const p = person()
    const user = await createUser(p)
    const cookie = await sessionCookie(p)
    await prisma.session.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    })
    const result = await callRoute(ordersLoader, '/account/orders', { headers: { Cookie: cookie } })
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/login?returnUrl=%2Faccount%2Forders')
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0)
  })

  test('sign out deletes the session row and clears the cookie', async () => {
    const p = person()
    const user = await createUser(p)
    const cookie = await sessionCookie(p)
    const result = await callRoute(logoutAction, '/logout', {
      method: 'POST',
      headers: { Cookie: cookie },
    })
    expect(result.status).toBe(303)
    expect(result.headers.getSetCookie().find((c) => c.startsWith('ps_session='))).toMatch(
      /Max-Age=0|Expires=Thu, 01 Jan 1970/i,
    )
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0)
    const root = await callRoute(rootLoader, '/', { headers: { Cookie: cookie } })
    expect((root.data as { user: unknown }).user).toBeNull()
  })

  test('the header learns the signed-in user from the root loader', async () => {
    const p = person()
    await createUser(p)
    const cookie = await sessionCookie(p)
    const root = await callRoute(rootLoader, '/', { headers: { Cookie: cookie } })
    expect((root.data as { user: unknown }).user).toEqual({
      firstName: p.firstName,
      displayName: null,
      email: p.email,
    })
  })

  test('a signed-in visitor on /login goes to returnUrl or the account', async () => {
    const p = person()
    await createUser(p)
    const cookie = await sessionCookie(p)
    const result = await callRoute(loginLoader, '/login?returnUrl=%2Fcart', {
      headers: { Cookie: cookie },
    })
    expect(result.headers.get('Location')).toBe('/cart')
  })

  test('sign-in is rate limited per address and account with a 429 and a wait', async () => {
    const p = person()
    await createUser(p)
    for (let i = 0; i < 10; i++) expect((await signInWithPassword(p, 'Wrong2026')).status).toBe(401)
    const limited = await signInWithPassword(p)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(formError(limited.data)).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    )
  })

  test('signing in brings the anonymous cart into the account', async () => {
    const p = person()
    const user = await createUser(p)
    const product = await prisma.product.findFirstOrThrow({
      where: { slug: 'custom-mugs' },
      include: { quantityTiers: true },
    })
    const cart = await prisma.cart.create({
      data: {
        items: {
          create: {
            productId: product.id,
            quantity: 2,
            tierQuantity: product.quantityTiers[0]!.quantity,
            options: {},
          },
        },
      },
    })
    const { serializeCartCookie } = await import('#app/server/http/cart-cookie.server.ts')
    const cartCookie = (await serializeCartCookie(cart.id)).split(';')[0]
    const result = await callRoute(loginAction, '/login', {
      form: { intent: 'password', email: p.email, password: p.password },
      headers: { ...ipHeader(p), Cookie: cartCookie! },
    })
    expect(result.status).toBe(302)
    const owned = await prisma.cart.findFirstOrThrow({
      where: { userId: user.id },
      include: { items: true },
    })
    expect(owned.items.map((i) => i.quantity)).toEqual([2])
  })
})

describe('password reset', () => {
  async function resetLinkFor(p: Person) {
    const mail = await prisma.outboxMessage.findFirstOrThrow({
      where: { to: p.email, subject: 'Reset your PrintStudio password' },
      orderBy: { createdAt: 'desc' },
    })
    return /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!
  }

  test('answers the same for unknown emails and sends a working single-use link to known ones', async () => {
    const p = person()
    const user = await createUser(p)
    const otherDevice = await sessionCookie(p)
    for (const email of [p.email, 'stranger@example.com']) {
      const result = await callRoute(forgotAction, '/forgot-password', {
        form: { email },
        headers: ipHeader(p),
      })
      expect(result.status).toBe(303)
      expect(result.headers.get('Location')).toBe('/forgot-password?sent=1')
    }
    // The link is made and sent by a job, after the answer.
    const resetMails = { to: p.email, subject: 'Reset your PrintStudio password' }
    expect(await prisma.outboxMessage.count({ where: resetMails })).toBe(0)
    expect(await runQueuedJobs(['password-reset'])).toBe(2)
    expect(await prisma.outboxMessage.count({ where: { to: 'stranger@example.com' } })).toBe(0)
    const token = await resetLinkFor(p)
    expect(
      (await callRoute(resetLoader, `/reset-password/${token}`, { params: { token } })).data,
    ).toEqual({ valid: true })

    const mismatch = await callRoute(resetAction, `/reset-password/${token}`, {
      params: { token },
      form: { password: 'Moonrise2027', confirmPassword: 'Moonrise2028' },
    })
    expect(mismatch.status).toBe(400)

    const done = await callRoute(resetAction, `/reset-password/${token}`, {
      params: { token },
      form: { password: 'Moonrise2027', confirmPassword: 'Moonrise2027' },
    })
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/account/orders?notice=password-reset')
    // Every earlier session ended; this browser is signed in afresh.
    const old = await callRoute(ordersLoader, '/account/orders', {
      headers: { Cookie: otherDevice },
    })
    expect(old.status).toBe(302)
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1)

    expect((await signInWithPassword(p)).status).toBe(401)
    expect((await signInWithPassword(p, 'Moonrise2027')).status).toBe(302)

    const again = await callRoute(resetAction, `/reset-password/${token}`, {
      params: { token },
      form: { password: 'Another2027', confirmPassword: 'Another2027' },
    })
    expect(again.status).toBe(410)
    expect((again.data as { error: Record<string, string[]> }).error['']).toEqual([
      RESET_LINK_INVALID,
    ])
    const page = await callRoute(resetLoader, `/reset-password/${token}`, { params: { token } })
    expect(page.status).toBe(410)
  })
})

describe('change password', () => {
  test("each rule's message, the wrong current password, and success ending the other sessions", async () => {
    const p = person()
    const user = await createUser(p)
    const otherDevice = await sessionCookie(p)
    const cookie = await sessionCookie(p)
    const post = (form: Record<string, string>) =>
      callRoute(changePasswordAction, '/account/change-password', {
        form,
        headers: { Cookie: cookie },
      })

    const empty = await post({
      currentPassword: '',
      newPassword: 'short',
      confirmPassword: 'other',
    })
    expect(empty.status).toBe(400)
    const errors = (empty.data as { error: Record<string, string[]> }).error
    expect(errors.currentPassword).toEqual(['Current password is required'])
    expect(errors.newPassword).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
    ])
    expect(errors.confirmPassword).toEqual(["Passwords don't match"])
    const lower = await post({
      currentPassword: 'x',
      newPassword: 'ALLUPPER123',
      confirmPassword: 'ALLUPPER123',
    })
    expect((lower.data as { error: Record<string, string[]> }).error.newPassword).toEqual([
      'Password must contain at least one lowercase letter',
    ])

    const wrong = await post({
      currentPassword: 'Nope2026x',
      newPassword: 'Moonrise2027',
      confirmPassword: 'Moonrise2027',
    })
    expect(wrong.status).toBe(400)
    expect((wrong.data as { error: Record<string, string[]> }).error.currentPassword).toEqual([
      'Current password is incorrect',
    ])

    const ok = await post({
      currentPassword: p.password,
      newPassword: 'Moonrise2027',
      confirmPassword: 'Moonrise2027',
    })
    expect(ok.status).toBe(303)
    expect(ok.headers.get('Location')).toBe('/account/change-password?changed=1')
    const still = await callRoute(changePasswordLoader, '/account/change-password?changed=1', {
      headers: { Cookie: cookie },
    })
    expect(still.status).toBe(200)
    const gone = await callRoute(changePasswordLoader, '/account/change-password', {
      headers: { Cookie: otherDevice },
    })
    expect(gone.status).toBe(302)
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1)
    expect(
      await prisma.outboxMessage.count({
        where: { to: p.email, subject: 'Your PrintStudio password was changed' },
      }),
    ).toBe(1)
  })
})

describe('phone sign-in', () => {
  async function sendCode(p: Person) {
    const sent = await callRoute(loginAction, '/login', {
      form: { intent: 'send-otp', phone: `+91-${p.phone}` },
      headers: ipHeader(p),
    })
    expect(sent.status).toBe(200)
    const sms = await prisma.outboxMessage.findFirstOrThrow({
      where: { to: p.phone, channel: 'SMS' },
      orderBy: { createdAt: 'desc' },
    })
    return /\b(\d{6})\b/.exec(sms.text)![1]!
  }

  test('a code from the outbox signs in an existing account; a wrong one says so', async () => {
    const p = person()
    const user = await createUser(p)
    const code = await sendCode(p)
    const wrongCode = code === '000000' ? '111111' : '000000'
    const wrong = await callRoute(loginAction, '/login', {
      form: { intent: 'phone-login', phone: p.phone, otp: wrongCode },
      headers: ipHeader(p),
    })
    expect(wrong.status).toBe(400)
    expect((wrong.data as { step: string }).step).toBe('code')
    const ok = await callRoute(loginAction, '/login', {
      form: { intent: 'phone-login', phone: p.phone, otp: code, returnUrl: '/account/addresses' },
      headers: ipHeader(p),
    })
    expect(ok.status).toBe(302)
    expect(ok.headers.get('Location')).toBe('/account/addresses')
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1)
  })

  test('after five wrong tries the code is dead, even when the right one comes next', async () => {
    const p = person()
    await createUser(p)
    const code = await sendCode(p)
    const wrongCode = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      await callRoute(loginAction, '/login', {
        form: { intent: 'phone-login', phone: p.phone, otp: wrongCode },
        headers: ipHeader(p),
      })
    }
    const late = await callRoute(loginAction, '/login', {
      form: { intent: 'phone-login', phone: p.phone, otp: code },
      headers: ipHeader(p),
    })
    expect(late.status).toBe(400)
  })

  test('a verified phone with no account asks for a name and email, then creates a passwordless account', async () => {
    const p = person()
    const code = await sendCode(p)
    const verified = await callRoute(loginAction, '/login', {
      form: { intent: 'phone-login', phone: p.phone, otp: code },
      headers: ipHeader(p),
    })
    expect(verified.status).toBe(200)
    const { step, proof } = verified.data as { step: string; proof: string }
    expect(step).toBe('profile')
    const tampered = await callRoute(loginAction, '/login', {
      form: {
        intent: 'complete-signup',
        proof: proof.replace(p.phone, '9000000000'),
        firstName: 'A',
        lastName: 'B',
        email: p.email,
      },
      headers: ipHeader(p),
    })
    expect(tampered.status).toBe(400)
    const created = await callRoute(loginAction, '/login', {
      form: {
        intent: 'complete-signup',
        proof,
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
      },
      headers: ipHeader(p),
    })
    expect(created.status).toBe(302)
    const user = await prisma.user.findUniqueOrThrow({
      where: { phone: p.phone },
      include: { password: true },
    })
    expect(user.email).toBe(p.email)
    expect(user.password).toBeNull()
  })

  test('sending codes is rate limited per phone', async () => {
    const p = person()
    await sendCode(p)
    const again = await callRoute(loginAction, '/login', {
      form: { intent: 'send-otp', phone: p.phone },
      headers: ipHeader(p),
    })
    expect(again.status).toBe(429)
    expect(formError(again.data)).toMatch(/Please wait \d+ seconds?/)
  })
})

describe('account pages', () => {
  test('signed-out visitors go to /login and come back; the designer gate says why', async () => {
    const orders = await callRoute(ordersLoader, '/account/orders?page=2')
    expect(orders.headers.get('Location')).toBe('/login?returnUrl=%2Faccount%2Forders%3Fpage%3D2')
    const { requireUserId } = await import('#app/server/http/auth.server.ts')
    const thrown = await requireUserId(new Request('http://localhost/designer/p1?side=back'), {
      requireAuth: 'designer',
    }).catch((r: Response) => r)
    expect((thrown as Response).headers.get('Location')).toBe(
      '/login?returnUrl=%2Fdesigner%2Fp1%3Fside%3Dback&requireAuth=designer',
    )
  })

  test("orders list the user's orders; another user's order is a 404", async () => {
    const p = person()
    const user = await createUser(p)
    const other = await createUser(person())
    const make = (userId: string, number: string) =>
      prisma.order.create({
        data: {
          number,
          userId,
          email: 'x@example.com',
          phone: '9876543210',
          status: 'SHIPPED',
          subtotalPaise: 50_000,
          shippingPaise: 0,
          totalPaise: 50_000,
          shippingAddress: {
            name: 'Meera Iyer',
            city: 'Pune',
            state: 'Maharashtra',
            pinCode: '411001',
          },
          events: {
            create: [{ status: 'PAID' }, { status: 'SHIPPED', note: 'Handed to the courier.' }],
          },
        },
      })
    const mine = await make(user.id, `PS-27${p.phone.slice(-4)}01`)
    const theirs = await make(other.id, `PS-27${p.phone.slice(-4)}02`)
    const cookie = await sessionCookie(p)
    const list = await callRoute(ordersLoader, '/account/orders', { headers: { Cookie: cookie } })
    const orders = (list.data as { orders: Array<{ number: string; statusLabel: string }> }).orders
    expect(orders.map((o) => o.number)).toEqual([mine.number])
    expect(orders[0]!.statusLabel).toBe('Shipped')
    const detail = await callRoute(orderLoader, `/account/orders/${mine.id}`, {
      params: { orderId: mine.id },
      headers: { Cookie: cookie },
    })
    expect((detail.data as { order: { events: unknown[] } }).order.events).toHaveLength(2)
    const denied = await callRoute(orderLoader, `/account/orders/${theirs.id}`, {
      params: { orderId: theirs.id },
      headers: { Cookie: cookie },
    })
    expect(denied.status).toBe(404)
  })

  test('a bearer token is the session id and works for the JSON API', async () => {
    const p = person()
    const user = await createUser(p)
    const { loader: apiLoader } = await import('#app/routes/api.auth.$name.ts')
    const { action: apiAction } = await import('#app/routes/api.auth.$name.ts')
    const login = await apiAction({
      request: new Request('http://localhost/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...ipHeader(p) },
        body: JSON.stringify({ email: p.email, password: p.password }),
      }),
      params: { name: 'login' },
      context: {},
    })
    const body = (await login.json()) as {
      success: boolean
      token: string
      user: Record<string, unknown>
    }
    expect(body.success).toBe(true)
    expect(body.user).toMatchObject({
      id: user.id,
      first_name: p.firstName,
      email: p.email,
      is_admin: false,
    })
    expect(
      await prisma.session.findUnique({ where: { id: sessionKey(body.token) } }),
    ).not.toBeNull()
    const me = await apiLoader({
      request: new Request('http://localhost/api/auth/me', {
        headers: { Authorization: `Bearer ${body.token}` },
      }),
      params: { name: 'me' },
      context: {},
    })
    expect(me.status).toBe(200)
  })
})

describe('admin gate', () => {
  test('only admins reach /admin; others go to /login and a warning is logged', async () => {
    const { loader: adminLoader } = await import('#app/routes/admin._index.tsx')
    const { loader: adminSplat } = await import('#app/routes/admin.$.ts')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const p = person()
    const customer = await createUser(p)
    const cookie = await sessionCookie(p)
    const denied = await callRoute(adminLoader, '/admin', { headers: { Cookie: cookie } })
    expect(denied.status).toBe(302)
    expect(denied.headers.get('Location')).toBe('/login?returnUrl=%2Fadmin&requireAuth=admin')
    // The sign-in page does not bounce them back (no loop): it offers another account.
    const login = await callRoute(loginLoader, '/login?returnUrl=%2Fadmin&requireAuth=admin', {
      headers: { Cookie: cookie },
    })
    expect(login.status).toBe(200)
    expect((login.data as { signedInAs: string }).signedInAs).toBe(p.email)
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`user ${customer.id} is not an admin`),
    )
    expect((await callRoute(adminLoader, '/admin')).status).toBe(302)

    await prisma.user.update({ where: { id: customer.id }, data: { isAdmin: true } })
    const allowed = await callRoute(adminLoader, '/admin', { headers: { Cookie: cookie } })
    expect(allowed.status).toBe(200)
    const unknown = await callRoute(adminSplat, '/admin/nothing-here', {
      headers: { Cookie: cookie },
    })
    expect(unknown.headers.get('Location')).toBe('/admin')
  })
})

describe('form messages of the other auth pages', () => {
  test('forgot password needs a valid email, and reset needs the password rules', async () => {
    const bad = await callRoute(forgotAction, '/forgot-password', { form: { email: 'nope' } })
    expect(bad.status).toBe(400)
    expect((bad.data as { error: Record<string, string[]> }).error.email).toEqual([
      AUTH_FIELD_MESSAGES.email,
    ])
    const token = 'A'.repeat(43)
    const weak = await callRoute(resetAction, `/reset-password/${token}`, {
      params: { token },
      form: { password: 'weak', confirmPassword: 'weak' },
    })
    expect(weak.status).toBe(400)
    expect((weak.data as { error: Record<string, string[]> }).error.password).toEqual([
      PASSWORD_MESSAGES.minLength,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.number,
    ])
  })

  test('the phone form wants a 10-digit mobile number and a code', async () => {
    const p = person()
    const badPhone = await callRoute(loginAction, '/login', {
      form: { intent: 'send-otp', phone: '12345' },
      headers: ipHeader(p),
    })
    expect(badPhone.status).toBe(400)
    expect(fieldError(badPhone.data, 'phone')).toBe(AUTH_FIELD_MESSAGES.phone)
    const noCode = await callRoute(loginAction, '/login', {
      form: { intent: 'phone-login', phone: p.phone, otp: '' },
      headers: ipHeader(p),
    })
    expect(noCode.status).toBe(400)
    expect(fieldError(noCode.data, 'otp')).toBe('Enter the 6-digit code we sent you.')
    const noEmail = await signInWithPassword({ ...p, email: '' })
    expect(noEmail.status).toBe(400)
    expect(formError(noEmail.data)).toBe('Login failed')
  })
})

describe('spec section 4 and 7: signing out and failed sign-ins', () => {
  async function api(name: string, init: RequestInit = {}) {
    const { action: apiAction } = await import('#app/routes/api.auth.$name.ts')
    return apiAction({
      request: new Request(`http://localhost/api/auth/${name}`, { method: 'POST', ...init }),
      params: { name },
      context: {},
    })
  }

  async function apiToken(p: Person) {
    const login = await api('login', {
      headers: { 'Content-Type': 'application/json', ...ipHeader(p) },
      body: JSON.stringify({ email: p.email, password: p.password }),
    })
    return ((await login.json()) as { token: string }).token
  }

  test('POST /api/auth/logout with no body signs the cookie out', async () => {
    const p = person()
    const user = await createUser(p)
    const cookie = await sessionCookie(p)
    const result = await api('logout', { headers: { Cookie: cookie } })
    expect(result.status).toBe(200)
    expect(await result.json()).toEqual({ success: true })
    expect(result.headers.getSetCookie().find((c) => c.startsWith('ps_session='))).toMatch(
      /Max-Age=0|Expires=Thu, 01 Jan 1970/i,
    )
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0)
  })

  test('logout with only a bearer token revokes that token', async () => {
    const p = person()
    await createUser(p)
    const token = await apiToken(p)
    const result = await api('logout', { headers: { Authorization: `Bearer ${token}` } })
    expect(result.status).toBe(200)
    expect(await prisma.session.findUnique({ where: { id: sessionKey(token) } })).toBeNull()
    const { loader: apiLoader } = await import('#app/routes/api.auth.$name.ts')
    const me = await apiLoader({
      request: new Request('http://localhost/api/auth/me', {
        headers: { Authorization: `Bearer ${token}` },
      }),
      params: { name: 'me' },
      context: {},
    })
    expect(me.status).toBe(401)
  })

  test('a failed sign-in on the page ends the session the browser had', async () => {
    const p = person()
    const user = await createUser(p)
    const cookie = await sessionCookie(p)
    const wrong = await callRoute(loginAction, '/login', {
      form: { intent: 'password', email: p.email, password: 'Wrong-2026' },
      headers: { ...ipHeader(p), Cookie: cookie },
    })
    expect(wrong.status).toBe(401)
    expect(formError(wrong.data)).toBe('Incorrect email or password.')
    expect(wrong.headers.getSetCookie().find((c) => c.startsWith('ps_session='))).toMatch(
      /Max-Age=0|Expires=Thu, 01 Jan 1970/i,
    )
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0)
  })

  test('a failed sign-in through the API ends the session of its token', async () => {
    const p = person()
    await createUser(p)
    const token = await apiToken(p)
    const wrong = await api('login', {
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        ...ipHeader(p),
      },
      body: JSON.stringify({ email: p.email, password: 'Wrong-2026' }),
    })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toMatchObject({
      success: false,
      message: 'Incorrect email or password.',
    })
    expect(await prisma.session.findUnique({ where: { id: sessionKey(token) } })).toBeNull()
  })

  test('a visitor without a session keeps the cart cookie when a sign-in fails', async () => {
    const p = person()
    await createUser(p)
    const wrong = await callRoute(loginAction, '/login', {
      form: { intent: 'password', email: p.email, password: 'Wrong-2026' },
      headers: ipHeader(p),
    })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.getSetCookie()).toEqual([])
  })

  test('"+1 98765 43210" is reduced to its last ten digits and gets a code', async () => {
    const p = person()
    const sent = await api('send-otp', {
      headers: { 'Content-Type': 'application/json', ...ipHeader(p) },
      body: JSON.stringify({ phone: `+1 ${p.phone.slice(0, 5)} ${p.phone.slice(5)}` }),
    })
    expect(sent.status).toBe(200)
    expect(await sent.json()).toMatchObject({ success: true })
    expect(await prisma.outboxMessage.count({ where: { to: p.phone, channel: 'SMS' } })).toBe(1)
  })
})
