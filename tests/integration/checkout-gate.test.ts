import { describe, expect, test } from 'vitest'
import { action as checkoutAction, loader as checkoutLoader } from '#app/routes/checkout/route.tsx'
import { GATE_MESSAGES, type GateActionData } from '#app/routes/checkout/gate-schema.ts'
import { action as registerAction, loader as registerLoader } from '#app/routes/register.tsx'
import { hashPassword } from '#app/server/accounts/password.server.ts'
import { serializeCartCookie } from '#app/server/http/cart-cookie.server.ts'
import { getSession } from '#app/server/http/session.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { AUTH_FIELD_MESSAGES } from '#app/utils/auth-schemas.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute, cookieFrom } from '#tests/setup/route.ts'
import { keepMessagesInOutbox, newPeople } from '#tests/setup/shopper.ts'

setupTestDatabase()

// No SMS or mail provider: messages stay in the outbox, where these tests read the codes.
keepMessagesInOutbox()

/** Each test its own shopper and client address, so rate limits never cross tests. */
const shopper = newPeople({ email: 'gate', phone: 97_2000_0000, net: 9 })
type Shopper = ReturnType<typeof shopper>

/** An anonymous cart of two mugs, and the cookie a browser holding it sends. */
async function anonymousCart() {
  const mug = await prisma.product.findUniqueOrThrow({
    where: { slug: 'custom-mugs' },
    include: { quantityTiers: { orderBy: { quantity: 'asc' } } },
  })
  const tier = mug.quantityTiers[0]!
  const cart = await prisma.cart.create({
    data: {
      items: {
        create: { productId: mug.id, quantity: 2, tierQuantity: tier.quantity, options: {} },
      },
    },
  })
  const cookie = (await serializeCartCookie(cart.id)).split(';')[0]!
  return { cart, cookie, packPricePaise: tier.pricePaise }
}

function post(s: Shopper, form: Record<string, string>, cookie = '') {
  return callRoute(checkoutAction, '/checkout', {
    form,
    headers: { 'X-Forwarded-For': s.ip, ...(cookie ? { Cookie: cookie } : {}) },
  })
}

const state = (data: unknown) => data as GateActionData
const formError = (data: unknown) => state(data).result.error?.['']?.[0]
const fieldErrors = (data: unknown) => state(data).result.error ?? {}

/** Asks for a code on the gate and reads it from the outbox, as the shopper reads the SMS. */
async function sendCode(s: Shopper, cookie = '') {
  const sent = await post(s, { intent: 'gate-send-code', phone: `+91 ${s.phone}` }, cookie)
  expect(sent.status).toBe(200)
  expect(state(sent.data)).toMatchObject({ step: 'code', phone: s.phone })
  const sms = await prisma.outboxMessage.findFirstOrThrow({
    where: { to: s.phone, channel: 'SMS' },
    orderBy: { createdAt: 'desc' },
  })
  return /\b(\d{6})\b/.exec(sms.text)![1]!
}

/** The signed-in user of the session these responses' cookies make, or null. */
async function sessionUserId(headers: Headers) {
  const request = new Request('http://x/', { headers: { Cookie: cookieFrom(headers) } })
  return (await getSession(request))?.user.id ?? null
}

/** The redirect to checkout after a sign-in, with the cookie a browser now sends. */
function expectCheckout(result: { status: number; headers: Headers }) {
  expect(result.status).toBe(303)
  expect(result.headers.get('Location')).toBe('/checkout')
  return cookieFrom(result.headers)
}

async function createAccount(s: Shopper) {
  return prisma.user.create({
    data: {
      email: s.email,
      phone: s.phone,
      // Registered as the page does it now: the phone proved by its code (decision 031).
      phoneVerifiedAt: new Date(),
      firstName: 'Meera',
      lastName: 'Iyer',
      password: { create: { hash: await hashPassword(s.password) } },
    },
  })
}

describe('the checkout gate', () => {
  test('signed out, /checkout shows the gate with the cart in brief; signed in, no gate', async () => {
    const { cookie, packPricePaise } = await anonymousCart()
    const result = await callRoute(checkoutLoader, '/checkout', { headers: { Cookie: cookie } })
    expect(result.status).toBe(200)
    expect(result.data.gate).toEqual({
      itemCount: 2,
      subtotalPaise: 2 * packPricePaise,
      registerHref: '/register?returnUrl=%2Fcheckout',
    })

    const empty = await callRoute(checkoutLoader, '/checkout')
    expect(empty.data.gate).toMatchObject({ itemCount: 0, subtotalPaise: 0 })

    const s = shopper()
    await createAccount(s)
    const signedIn = await post(s, {
      intent: 'gate-password',
      email: s.email,
      password: s.password,
    })
    const page = await callRoute(checkoutLoader, '/checkout', {
      headers: { Cookie: cookieFrom(signedIn.headers) },
    })
    expect(page.data.gate).toBeNull()
  })

  test('a new number reaches checkout in two posts: number, then code with name and email', async () => {
    const s = shopper()
    const { cart, cookie } = await anonymousCart()
    const code = await sendCode(s, cookie)

    const done = await post(
      s,
      { intent: 'gate-phone', phone: s.phone, otp: code, name: s.name, email: s.email },
      cookie,
    )
    const signedInCookie = expectCheckout(done)
    const user = await prisma.user.findUniqueOrThrow({
      where: { phone: s.phone },
      include: { password: true, carts: { include: { items: true } } },
    })
    expect(user).toMatchObject({ email: s.email, firstName: 'Meera', lastName: 'Iyer' })
    expect(user.password).toBeNull()
    expect(await sessionUserId(done.headers)).toBe(user.id)
    // The anonymous cart is now the account's, with its two mugs.
    expect(user.carts.map((c) => c.id)).toEqual([cart.id])
    expect(user.carts[0]!.items.map((i) => i.quantity)).toEqual([2])

    const page = await callRoute(checkoutLoader, '/checkout', {
      headers: { Cookie: signedInCookie },
    })
    expect(page.data.gate).toBeNull()
  })

  test('a new number sent without a name and email keeps its verification and asks only for them', async () => {
    const s = shopper()
    const code = await sendCode(s)
    const asked = await post(s, { intent: 'gate-phone', phone: s.phone, otp: code })
    expect(asked.status).toBe(400)
    const reply = state(asked.data)
    expect(reply.step).toBe('details')
    expect(reply.proof).toMatch(/^\d{10}\./)
    expect(formError(reply)).toBe(GATE_MESSAGES.needsDetails)
    expect(fieldErrors(reply).name).toEqual([GATE_MESSAGES.nameRequired])
    expect(fieldErrors(reply).email).toEqual([AUTH_FIELD_MESSAGES.email])
    expect(asked.headers.get('Set-Cookie')).toBeNull()
    expect(await prisma.user.count({ where: { phone: s.phone } })).toBe(0)

    // The code is spent; the proof carries the verified number into the next submit.
    const done = await post(s, {
      intent: 'gate-phone',
      phone: s.phone,
      proof: reply.proof!,
      name: 'Meera',
      email: s.email,
    })
    expectCheckout(done)
    const user = await prisma.user.findUniqueOrThrow({ where: { phone: s.phone } })
    expect(user).toMatchObject({ firstName: 'Meera', lastName: '', email: s.email })
    expect(await sessionUserId(done.headers)).toBe(user.id)
  })

  test('an email that already has an account is a field error and the verified number is kept', async () => {
    const taken = shopper()
    await createAccount(taken)
    const s = shopper()
    const code = await sendCode(s)
    const refused = await post(s, {
      intent: 'gate-phone',
      phone: s.phone,
      otp: code,
      name: s.name,
      email: taken.email,
    })
    expect(refused.status).toBe(400)
    expect(state(refused.data).step).toBe('details')
    expect(fieldErrors(refused.data).email).toEqual([AUTH_FIELD_MESSAGES.emailTaken])
    const done = await post(s, {
      intent: 'gate-phone',
      phone: s.phone,
      proof: state(refused.data).proof!,
      name: s.name,
      email: s.email,
    })
    expectCheckout(done)
  })

  test('an existing number signs in with the code alone, the cart merged into the account', async () => {
    const s = shopper()
    const user = await createAccount(s)
    const { cookie } = await anonymousCart()
    const code = await sendCode(s, cookie)
    const done = await post(s, { intent: 'gate-phone', phone: s.phone, otp: code }, cookie)
    expectCheckout(done)
    expect(await sessionUserId(done.headers)).toBe(user.id)
    const carts = await prisma.cart.findMany({
      where: { userId: user.id },
      include: { items: true },
    })
    expect(carts.flatMap((c) => c.items.map((i) => i.quantity))).toEqual([2])
    expect(await prisma.user.count({ where: { phone: s.phone } })).toBe(1)
  })

  test('a wrong code says so, keeps the code form and signs nobody in', async () => {
    const s = shopper()
    const code = await sendCode(s)
    const wrongCode = code === '000000' ? '111111' : '000000'
    const wrong = await post(s, {
      intent: 'gate-phone',
      phone: s.phone,
      otp: wrongCode,
      name: s.name,
      email: s.email,
    })
    expect(wrong.status).toBe(400)
    expect(state(wrong.data)).toMatchObject({ step: 'code', phone: s.phone })
    expect(fieldErrors(wrong.data).otp?.[0]).toMatch(/code/i)
    expect(formError(wrong.data)).toBe(fieldErrors(wrong.data).otp?.[0])
    expect(wrong.headers.get('Set-Cookie')).toBeNull()
    expect(await prisma.user.count({ where: { phone: s.phone } })).toBe(0)
  })

  test('email and password return to checkout with the anonymous cart merged into the account cart', async () => {
    const s = shopper()
    const user = await createAccount(s)
    const own = await anonymousCart()
    await prisma.cart.update({ where: { id: own.cart.id }, data: { userId: user.id } })
    const { cookie } = await anonymousCart()

    const wrong = await post(s, { intent: 'gate-password', email: s.email, password: 'Nope2026' })
    expect(wrong.status).toBe(401)
    expect(formError(wrong.data)).toBe('Incorrect email or password.')

    const done = await post(
      s,
      { intent: 'gate-password', email: s.email, password: s.password },
      cookie,
    )
    expectCheckout(done)
    expect(await sessionUserId(done.headers)).toBe(user.id)
    const carts = await prisma.cart.findMany({
      where: { userId: user.id },
      include: { items: true },
    })
    // Same mug, same options and pack size: the two carts' lines add up.
    expect(carts.flatMap((c) => c.items.map((i) => i.quantity))).toEqual([4])
  })

  test('register comes back to checkout through returnUrl', async () => {
    const page = await callRoute(registerLoader, '/register?returnUrl=%2Fcheckout')
    expect(page.data.returnUrl).toBe('/checkout')
    const s = shopper()
    const { cart, cookie } = await anonymousCart()
    const details = await callRoute(registerAction, '/register', {
      form: {
        firstName: 'Meera',
        lastName: 'Iyer',
        email: s.email,
        phone: s.phone,
        password: s.password,
        confirmPassword: s.password,
        returnUrl: '/checkout',
      },
      headers: { 'X-Forwarded-For': s.ip, Cookie: cookie },
    })
    // Then the code texted to the phone (decision 031).
    expect(details.status).toBe(200)
    const sms = await prisma.outboxMessage.findFirstOrThrow({
      where: { to: s.phone, channel: 'SMS' },
    })
    const done = await callRoute(registerAction, '/register', {
      form: {
        intent: 'verify',
        pending: (details.data as { pending: string }).pending,
        otp: /\b(\d{6})\b/.exec(sms.text)![1]!,
        returnUrl: '/checkout',
      },
      headers: { 'X-Forwarded-For': s.ip, Cookie: cookie },
    })
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/checkout')
    const user = await prisma.user.findUniqueOrThrow({ where: { email: s.email } })
    expect((await prisma.cart.findUniqueOrThrow({ where: { id: cart.id } })).userId).toBe(user.id)
  })

  test('bad input is a clear 4xx and writes nothing', async () => {
    const s = shopper()
    const badPhone = await post(s, { intent: 'gate-send-code', phone: '12345' })
    expect(badPhone.status).toBe(400)
    expect(fieldErrors(badPhone.data).phone).toEqual([AUTH_FIELD_MESSAGES.phone])

    const noCode = await post(s, { intent: 'gate-phone', phone: s.phone })
    expect(noCode.status).toBe(400)
    expect(fieldErrors(noCode.data).otp).toEqual(['Enter the 6-digit code we sent you.'])

    const badEmail = await post(s, {
      intent: 'gate-phone',
      phone: s.phone,
      otp: '123456',
      email: 'not-an-email',
    })
    expect(badEmail.status).toBe(400)
    expect(fieldErrors(badEmail.data).email).toEqual([AUTH_FIELD_MESSAGES.email])

    const forged = await post(s, {
      intent: 'gate-phone',
      phone: s.phone,
      proof: `${s.phone}.9999999999999.forged`,
      name: s.name,
      email: s.email,
    })
    expect(forged.status).toBe(400)
    expect(state(forged.data).step).toBeUndefined()
    expect(formError(forged.data)).toBe('Your code has expired. Ask for a new code to continue.')

    const unknown = await post(s, { intent: 'checkout' })
    expect(unknown.status).toBe(400)
    expect(await prisma.outboxMessage.count({ where: { to: s.phone } })).toBe(0)
    expect(
      await prisma.user.count({ where: { OR: [{ phone: s.phone }, { email: s.email }] } }),
    ).toBe(0)
  })

  test('a resend too soon is refused with the wait, and the code form stays', async () => {
    const s = shopper()
    await sendCode(s)
    const again = await post(s, { intent: 'gate-send-code', phone: s.phone, sentTo: s.phone })
    expect(again.status).toBe(429)
    expect(again.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(state(again.data)).toMatchObject({ step: 'code', phone: s.phone })
    expect(formError(again.data)).toMatch(/Please wait \d+ seconds?/)
  })

  test('a signed-in shopper posting to the gate again goes on to checkout', async () => {
    const s = shopper()
    await createAccount(s)
    const signedIn = await post(s, {
      intent: 'gate-password',
      email: s.email,
      password: s.password,
    })
    const again = await post(
      s,
      { intent: 'gate-password', email: s.email, password: s.password },
      cookieFrom(signedIn.headers),
    )
    expect(again.status).toBe(303)
    expect(again.headers.get('Location')).toBe('/checkout')
  })
})
