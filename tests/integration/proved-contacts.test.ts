/**
 * Issue 21 (part 2): an account belongs to whoever proved the phone and the email, and lockouts
 * cannot be aimed at someone. One test per finding, each as the probe did it (decision 031).
 */
import { afterEach, describe, expect, test, vi } from 'vitest'
import { prisma } from '#app/server/platform/db.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { hashPassword } from '#app/server/accounts/password.server.ts'
import { refuseCrossSite } from '#app/server/http/same-origin.server.ts'
import { runQueuedJobs } from '#app/server/jobs.server.ts'
import { sendDueRecoveryEmails, unsubscribeToken } from '#app/server/checkout/recovery.server.ts'
import { action as loginAction } from '#app/routes/login/route.tsx'
import { action as registerAction } from '#app/routes/register.tsx'
import { action as authApi } from '#app/routes/api.auth.$name.ts'
import { action as forgotAction } from '#app/routes/forgot-password.tsx'
import { action as resetAction } from '#app/routes/reset-password.$token.tsx'
import { action as unsubscribeAction } from '#app/routes/unsubscribe.tsx'
import { action as beginAction } from '#app/routes/api.checkout.begin.ts'
import { action as confirmAction, loader as confirmLoader } from '#app/routes/confirm-email.tsx'
import { action as cartAction } from '#app/routes/cart/route.tsx'
import { loader as addressesLoader } from '#app/routes/account.addresses._index.tsx'
import { callRoute, cookieFrom } from '#tests/setup/route.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { keepMessagesInOutbox, newPeople } from '#tests/setup/shopper.ts'

setupTestDatabase()

keepMessagesInOutbox()
afterEach(() => {
  vi.useRealTimers()
})

const person = newPeople({ email: 'owner', phone: 97_1000_0000, net: 21 })
type Person = ReturnType<typeof person>
const from = (ip: string) => ({ 'X-Forwarded-For': ip })

async function latestCode(phone: string) {
  const sms = await prisma.outboxMessage.findFirstOrThrow({
    where: { to: phone, channel: 'SMS' },
    orderBy: { createdAt: 'desc' },
  })
  return /\b(\d{6})\b/.exec(sms.text)![1]!
}

const sendOtp = (phone: string, ip: string) =>
  callRoute(loginAction, '/login', { form: { intent: 'send-otp', phone }, headers: from(ip) })

const phoneLogin = (phone: string, otp: string, ip: string) =>
  callRoute(loginAction, '/login', {
    form: { intent: 'phone-login', phone, otp },
    headers: from(ip),
  })

const api = (name: string, json: unknown, ip: string) =>
  callRoute(authApi, `/api/auth/${name}`, { params: { name }, json, headers: from(ip) })

/** Registers on the page as a shopper does: the details, then the code from the SMS. */
async function registerOnPage(p: Person, { phone = p.phone, email = p.email } = {}) {
  const first = await callRoute(registerAction, '/register', {
    form: {
      firstName: p.firstName,
      lastName: p.lastName,
      email,
      phone,
      password: p.password,
      confirmPassword: p.password,
    },
    headers: from(p.ip),
  })
  expect(first.status, JSON.stringify(first.data)).toBe(200)
  const { pending } = first.data as { pending: string }
  return { pending, code: await latestCode(phone) }
}

async function provedUser(p: Person) {
  return prisma.user.create({
    data: {
      email: p.email,
      phone: p.phone,
      phoneVerifiedAt: new Date(),
      emailVerifiedAt: new Date(),
      firstName: p.firstName,
      password: { create: { hash: await hashPassword(p.password) } },
    },
  })
}

describe('PREHIJACK-A: a phone becomes an account’s only once proved', () => {
  test('registering with someone else’s phone writes nothing without the code sent to it', async () => {
    const attacker = person()
    const victim = person()
    const { pending } = await registerOnPage(attacker, { phone: victim.phone })
    expect(await prisma.user.count({ where: { email: attacker.email } })).toBe(0)
    const guess = await callRoute(registerAction, '/register', {
      form: { intent: 'verify', pending, otp: '000000' },
      headers: from(attacker.ip),
    })
    expect(guess.status).toBe(400)
    expect(await prisma.user.count({ where: { email: attacker.email } })).toBe(0)
    // The API asks for the code too.
    const viaApi = await api(
      'register',
      { ...attacker, phone: victim.phone, confirmPassword: attacker.password },
      attacker.ip,
    )
    expect(viaApi.status).toBe(400)
    expect(await viaApi.response!.json()).toMatchObject({
      success: false,
      code: 'PHONE_CODE_REQUIRED',
    })
    expect(await prisma.user.count({ where: { phone: victim.phone } })).toBe(0)
  })

  test('the code from the SMS creates the account with the phone proved, and signs in', async () => {
    const p = person()
    const { pending, code } = await registerOnPage(p)
    const done = await callRoute(registerAction, '/register', {
      form: { intent: 'verify', pending, otp: code, returnUrl: '/account/addresses' },
      headers: from(p.ip),
    })
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/account/addresses')
    const user = await prisma.user.findUniqueOrThrow({ where: { email: p.email } })
    expect(user.phone).toBe(p.phone)
    expect(user.phoneVerifiedAt).not.toBeNull()
    expect(user.emailVerifiedAt).toBeNull()
    // The sealed details cannot be read or changed by the browser.
    const forged = await callRoute(registerAction, '/register', {
      form: { intent: 'verify', pending: `${pending.slice(0, -2)}AA`, otp: code },
      headers: from(p.ip),
    })
    expect(forged.status).toBe(400)
  })

  test('the victim’s code never signs into an account that only typed the number', async () => {
    const victim = person()
    // An account from before proof was asked for, holding the victim's number unproved.
    const attacker = await prisma.user.create({
      data: { email: 'typed-it@example.com', phone: victim.phone, firstName: 'Mallory' },
    })
    await sendOtp(victim.phone, victim.ip)
    const result = await phoneLogin(victim.phone, await latestCode(victim.phone), victim.ip)
    // Not signed in to the attacker's account: asked to create their own.
    expect(result.status).toBe(200)
    expect((result.data as { step: string }).step).toBe('profile')
    expect(await prisma.session.count({ where: { userId: attacker.id } })).toBe(0)
    // The number is released from the account that never proved it.
    expect((await prisma.user.findUniqueOrThrow({ where: { id: attacker.id } })).phone).toBeNull()
  })
})

describe('an email becomes proved only by a link sent to it', () => {
  test('the welcome email’s link asks, then confirms the address', async () => {
    const p = person()
    const { pending, code } = await registerOnPage(p)
    await callRoute(registerAction, '/register', {
      form: { intent: 'verify', pending, otp: code },
      headers: from(p.ip),
    })
    const mail = await prisma.outboxMessage.findFirstOrThrow({
      where: { to: p.email, subject: 'Welcome to PrintStudio' },
    })
    const url = /\/confirm-email\?token=\S+/.exec(mail.text)![0]
    const token = decodeURIComponent(url.split('token=')[1]!)
    const page = await callRoute(confirmLoader, url)
    expect(page.data).toMatchObject({ email: p.email, confirmed: false })
    // Opening the link changes nothing; the button does.
    expect(
      (await prisma.user.findUniqueOrThrow({ where: { email: p.email } })).emailVerifiedAt,
    ).toBeNull()
    const forged = await callRoute(confirmAction, '/confirm-email', {
      form: { token: `${token.slice(0, -3)}abc` },
    })
    expect(forged.status).toBe(400)
    const done = await callRoute(confirmAction, '/confirm-email', { form: { token } })
    expect(done.status).toBe(200)
    expect(
      (await prisma.user.findUniqueOrThrow({ where: { email: p.email } })).emailVerifiedAt,
    ).not.toBeNull()
  })
})

describe('PREHIJACK-B: the email’s owner takes the account back with a reset link', () => {
  test('a reset proves the email, ends every other session and drops the phone the owner never proved', async () => {
    const owner = person()
    const attacker = person()
    // The attacker registers with the owner's email and their own phone (proved by them).
    const { pending, code } = await registerOnPage(attacker, { email: owner.email })
    const registered = await callRoute(registerAction, '/register', {
      form: { intent: 'verify', pending, otp: code },
      headers: from(attacker.ip),
    })
    expect(registered.status).toBe(302)
    const attackerCookie = cookieFrom(registered.headers)
    const account = await prisma.user.findUniqueOrThrow({ where: { email: owner.email } })

    // The owner recovers the account by a reset link sent to the email.
    await callRoute(forgotAction, '/forgot-password', {
      form: { email: owner.email },
      headers: from(owner.ip),
    })
    await runQueuedJobs(['password-reset'])
    const mail = await prisma.outboxMessage.findFirstOrThrow({
      where: { to: owner.email, subject: 'Reset your PrintStudio password' },
    })
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!
    const reset = await callRoute(resetAction, `/reset-password/${token}`, {
      params: { token },
      form: { password: 'Moonrise2027', confirmPassword: 'Moonrise2027' },
    })
    expect(reset.status).toBe(302)

    const after = await prisma.user.findUniqueOrThrow({ where: { id: account.id } })
    expect(after.emailVerifiedAt).not.toBeNull()
    expect(after.phone).toBeNull()
    // The attacker's session is over, and their phone signs nobody in.
    const old = await callRoute(addressesLoader, '/account/addresses', {
      headers: { Cookie: attackerCookie },
    })
    expect(old.status).toBe(302)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(Date.now() + 61_000))
    expect((await sendOtp(attacker.phone, attacker.ip)).status).toBe(200)
    const again = await phoneLogin(attacker.phone, await latestCode(attacker.phone), attacker.ip)
    expect(again.status).toBe(200)
    expect((again.data as { step: string }).step).toBe('profile')
    expect(await prisma.session.count({ where: { userId: account.id } })).toBe(1)
  })
})

describe('REDIR-1: sign-in sends the browser only to a path on this store', () => {
  test.each(['/.//evil.test', '/x/..//evil.test', '/%2e//evil.test'])('%s', async (returnUrl) => {
    const p = person()
    await provedUser(p)
    const result = await callRoute(loginAction, '/login', {
      form: { intent: 'password', email: p.email, password: p.password, returnUrl },
      headers: from(p.ip),
    })
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/')
  })
})

describe('AUTH-2: per-phone code limits count codes sent, on rolling windows', () => {
  test('requests refused by the 60-second rule do not use up the owner’s day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-02T10:00:00Z'))
    const owner = person()
    for (let i = 0; i < 10; i++) await sendOtp(owner.phone, `10.22.0.${i}`)
    vi.setSystemTime(new Date('2026-12-02T10:01:05Z'))
    const mine = await sendOtp(owner.phone, owner.ip)
    expect(mine.status).toBe(200)
    expect(await prisma.outboxMessage.count({ where: { to: owner.phone } })).toBe(2)
  })

  test('the daily limit rolls: codes sent before midnight UTC still count after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const owner = person()
    const start = new Date('2026-12-02T23:30:00Z').getTime()
    for (let i = 0; i < 10; i++) {
      vi.setSystemTime(new Date(start + i * 4 * 60_000))
      expect((await sendOtp(owner.phone, `10.23.0.${i}`)).status).toBe(200)
    }
    vi.setSystemTime(new Date('2026-12-03T00:11:00Z'))
    const eleventh = await sendOtp(owner.phone, owner.ip)
    expect(eleventh.status).toBe(429)
    // Until the first of the ten is a day old.
    const wait = Number(eleventh.headers.get('Retry-After'))
    expect(wait).toBeGreaterThan(23 * 3600)
    expect(wait).toBeLessThanOrEqual(24 * 3600)
  })
})

describe('AUTH-1: wrong codes cannot lock the owner out', () => {
  test('ten wrong codes with no live code leave the owner able to sign in; the guesser is limited', async () => {
    const owner = person()
    const user = await provedUser(owner)
    const attackerIp = '10.24.0.1'
    for (let i = 0; i < 10; i++) await phoneLogin(owner.phone, '000000', attackerIp)
    await sendOtp(owner.phone, owner.ip)
    const signedIn = await phoneLogin(owner.phone, await latestCode(owner.phone), owner.ip)
    expect(signedIn.status).toBe(302)
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1)
    // The guesser's own address and target are what is limited.
    expect((await phoneLogin(owner.phone, '000000', attackerIp)).status).toBe(429)
  })
})

describe('AUTH-5: guesses from many addresses lock new devices briefly', () => {
  test('after 105 wrong passwords from 21 addresses the owner signs in on a new device 11 minutes later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-02T10:00:00Z'))
    const owner = person()
    await provedUser(owner)
    for (let a = 0; a < 21; a++) {
      for (let i = 0; i < 5; i++) {
        await callRoute(loginAction, '/login', {
          form: { intent: 'password', email: owner.email, password: `Wrong${a}x${i}A` },
          headers: from(`10.25.0.${a}`),
        })
      }
    }
    vi.setSystemTime(new Date('2026-12-02T10:11:00Z'))
    const mine = await callRoute(loginAction, '/login', {
      form: { intent: 'password', email: owner.email, password: owner.password },
      headers: from(owner.ip),
    })
    expect(mine.status).toBe(302)
  }, 120_000)
})

describe('REC-1: reminders only to proved addresses; /api/checkout/begin is limited', () => {
  test('anonymous checkouts with a stranger’s email send that stranger nothing', async () => {
    const victim = person()
    const product = await prisma.product.findUniqueOrThrow({
      where: { slug: 'standard-visiting-cards' },
      include: { quantityTiers: { orderBy: { quantity: 'asc' } } },
    })
    for (let i = 0; i < 3; i++) {
      const added = await callRoute(cartAction, `/cart?productId=${product.id}`, {
        form: { intent: 'add', qty: String(product.quantityTiers[0]!.quantity), packs: '1' },
      })
      const begun = await callRoute(beginAction, '/api/checkout/begin', {
        json: { email: victim.email, phone: victim.phone },
        headers: { Cookie: cookieFrom(added.headers), ...from(victim.ip) },
      })
      expect(begun.status).toBe(200)
    }
    await sendDueRecoveryEmails({ now: new Date(Date.now() + 2 * 3600_000) })
    expect(await prisma.outboxMessage.count({ where: { to: victim.email } })).toBe(0)
  })

  test('one address cannot start checkouts without end', async () => {
    const ip = '10.26.0.1'
    let last = 0
    for (let i = 0; i < 61 * getEnv().RATE_LIMIT_SCALE; i++) {
      const begun = await callRoute(beginAction, '/api/checkout/begin', {
        json: { email: `x${i}@example.com` },
        headers: from(ip),
      })
      last = begun.status
    }
    expect(last).toBe(429)
  })
})

describe('UNSUB-1: RFC 8058 one-click unsubscribe', () => {
  test('a mail provider’s POST with List-Unsubscribe=One-Click and no Origin unsubscribes', async () => {
    const email = 'one-click@example.com'
    const url = `http://localhost/unsubscribe?token=${encodeURIComponent(unsubscribeToken(email))}`
    const init = {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }
    expect(refuseCrossSite(new Request(url, init), getEnv().APP_URL)).toBeNull()
    const result = await unsubscribeAction({
      request: new Request(url, init),
      params: {},
      context: {},
    })
    expect(result).toMatchObject({ data: { done: true, email } })
    expect(await prisma.emailOptOut.count({ where: { email } })).toBe(1)
    // Without the email's token, a post from anywhere unsubscribes nobody.
    const forged = new Request('http://localhost/unsubscribe?token=forged', init)
    expect(refuseCrossSite(forged, getEnv().APP_URL)).toBeNull()
    await unsubscribeAction({ request: forged, params: {}, context: {} })
    expect(await prisma.emailOptOut.count()).toBe(1)
  })
})
