/**
 * A shopper going through checkout the way the pages do it (cart form, checkout page, "Place order
 * and pay", the pay step, Razorpay's callback and webhooks through the stand-in), and an admin
 * session: shared by the admin integration tests. Call inside a file that ran setupTestDatabase()
 * and started the MSW server (tests/mocks) with Razorpay test keys set.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'
import { action as cartAction } from '#app/routes/cart/route.tsx'
import { action as checkoutAction, loader as checkoutLoader } from '#app/routes/checkout/route.tsx'
import { loader as payLoader } from '#app/routes/checkout_.pay.tsx'
import { action as callbackAction } from '#app/routes/payment.callback.ts'
import { action as webhookAction } from '#app/routes/api.webhooks.razorpay.ts'
import { createSession } from '#app/server/http/session.server.ts'
import { standInPay } from '#app/server/payments/standin/standin-pay.server.ts'
import { type SignedWebhook } from '#app/server/payments/standin/standin-webhooks.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { mockServer } from '#tests/mocks/index.ts'
import { withArtwork } from './artwork.ts'
import { callRoute, cookieFrom } from './route.ts'
import { KARNATAKA } from './address.ts'

export const TEST_RAZORPAY_ENV = {
  RAZORPAY_KEY_ID: 'rzp_test_admintests0001',
  RAZORPAY_KEY_SECRET: 'admin_tests_key_secret',
  RAZORPAY_WEBHOOK_SECRET: 'admin_tests_webhook_secret',
}

/**
 * For the whole test file: Razorpay's test keys, and the MSW server (tests/mocks) answering for
 * Razorpay, refusing any request it has no handler for, its handlers reset after each test.
 */
export function useRazorpayStandIn() {
  Object.assign(process.env, TEST_RAZORPAY_ENV)
  resetEnvCache()
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => mockServer.resetHandlers())
  afterAll(() => mockServer.close())
}

/**
 * For the whole test file: no SMS or mail provider, so messages stay in the outbox, where the
 * tests read the codes and links; the log lines those messages print are kept quiet.
 */
export function keepMessagesInOutbox() {
  beforeAll(() => {
    delete process.env.SMTP_URL
    delete process.env.SMS_API_URL
    resetEnvCache()
  })
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
  })
}

/**
 * People who sign up or sign in, each call a new one with an email, a mobile number and a client
 * address (X-Forwarded-For) of their own, so rate limits never cross tests. Each file gives its
 * own `email` word, first `phone` number and `net` (the address's second number) so files never
 * share a person either.
 */
export function newPeople({ email, phone, net }: { email: string; phone: number; net: number }) {
  let count = 0
  return () => {
    const i = count++
    return {
      firstName: 'Meera',
      lastName: 'Iyer',
      name: 'Meera Iyer',
      email: `${email}${i}@example.com`,
      phone: String(phone + i),
      password: 'Sunrise2026',
      ip: `10.${net}.${Math.floor(i / 250)}.${i % 250}`,
    }
  }
}

let n = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${n++}`

export async function sessionCookie(userId: string) {
  const { setCookie } = await createSession(userId)
  return setCookie.split(';')[0]!
}

export async function adminCookie() {
  const admin = await prisma.user.create({
    data: { email: `admin-${unique()}@printstudio.test`, firstName: 'Meera', isAdmin: true },
  })
  return sessionCookie(admin.id)
}

/**
 * A signed-in shopper (with a saved address in `state`, Karnataka unless given, unless
 * `address: false`) and a cart holding `packs` sets of `slug` with an uploaded file, or with
 * "send my file later" when `artwork: 'later'` (decision 033), added through the cart page's form;
 * no cart with `packs: '0'`. `firstName` and `email` name them; `points` of 100 granted are put on
 * the cart through the checkout page.
 */
export async function shopper({
  slug = 'standard-visiting-cards',
  packs = '2',
  address = true,
  state = KARNATAKA.state,
  artwork = 'file',
  firstName = 'Asha',
  email,
  points = 0,
}: {
  slug?: string
  packs?: string
  address?: boolean
  state?: string
  artwork?: 'file' | 'later'
  firstName?: string
  email?: string
  points?: number
} = {}) {
  const id = unique()
  const user = await prisma.user.create({
    data: {
      email: email ?? `shopper-${id}@example.com`,
      firstName,
      lastName: 'Rao',
      phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      // Registered as the pages do it now: the phone proved by a code, the email by its link.
      phoneVerifiedAt: new Date(),
      emailVerifiedAt: new Date(),
    },
  })
  const saved = address
    ? await prisma.address.create({
        data: { ...KARNATAKA, state, phone: user.phone!, userId: user.id, isDefault: true },
      })
    : null
  const session = await sessionCookie(user.id)
  const product = await prisma.product.findUniqueOrThrow({
    where: { slug },
    include: { quantityTiers: { orderBy: { quantity: 'asc' } } },
  })
  let cartCookie = ''
  if (packs !== '0') {
    const fields = { intent: 'add', qty: String(product.quantityTiers[0]!.quantity), packs }
    const added = await callRoute(cartAction, `/cart?productId=${product.id}`, {
      form: artwork === 'later' ? { ...fields, artworkLater: 'on' } : await withArtwork(fields),
      headers: { Cookie: session },
    })
    expect(added.status).toBe(303)
    cartCookie = cookieFrom(added.headers)
  }
  const cookie = [session, cartCookie].filter(Boolean).join('; ')
  if (points) {
    await prisma.loyaltyEntry.create({
      data: { userId: user.id, kind: 'ADJUST', points: 100, availableAt: new Date() },
    })
    const applied = await callRoute(checkoutAction, '/checkout', {
      form: { intent: 'points', points: String(points) },
      headers: { Cookie: cookie },
    })
    expect(applied.status).toBe(303)
  }
  return { user, address: saved, session, cartCookie, cookie, product }
}

/** "Proceed to checkout" on the cart: starts the checkout (recorded) and lands on the page. */
export async function beginCheckout(cookie: string) {
  const begun = await callRoute(checkoutAction, '/checkout', {
    form: { intent: 'begin' },
    headers: { Cookie: cookie },
  })
  expect(begun.status).toBe(303)
  expect(begun.headers.get('Location')).toBe('/checkout')
  return openCheckout(cookie)
}

export async function openCheckout(cookie: string) {
  const page = await callRoute(checkoutLoader, '/checkout', { headers: { Cookie: cookie } })
  expect(page.status).toBe(200)
  return page.data as Extract<typeof page.data, { gate: null }>
}

/** The "Place order and pay" form as the checkout page fills it, with `extra` fields changed. */
export function placeOrderForm(
  page: Awaited<ReturnType<typeof openCheckout>>,
  extra: Record<string, string> = {},
) {
  return {
    intent: 'place',
    email: page.contact.email,
    phone: page.contact.phone || '9876543210',
    addressId: page.chosenAddressId,
    points: String(page.loyalty.applied),
    checkoutKey: page.quote.linesHash,
    seen: page.seen,
    ...extra,
  }
}

/** "Place order and pay" with what the page showed; answers the placed order's id. */
export async function placeOrder(cookie: string) {
  const page = await openCheckout(cookie)
  const result = await callRoute(checkoutAction, '/checkout', {
    form: placeOrderForm(page),
    headers: { Cookie: cookie },
  })
  expect(result.status).toBe(303)
  return new URL(result.headers.get('Location')!, 'http://x').searchParams.get('order')!
}

/** Opens the pay step (creates the Razorpay order) and answers its id. */
export async function startPay(cookie: string, orderId: string) {
  const page = await callRoute(payLoader, `/checkout/pay?order=${orderId}`, {
    headers: { Cookie: cookie },
  })
  return page.data.pay!.gatewayOrderId
}

/** Pays on the stand-in and posts Razorpay's callback, as the shopper's browser does. */
export async function payByCallback(orderId: string, gatewayOrderId: string) {
  const fields = standInPay(gatewayOrderId, { webhooks: false }) as unknown as Record<
    string,
    string
  >
  const result = await callRoute(callbackAction, `/payment/callback?order=${orderId}`, {
    form: fields,
    headers: { Origin: 'https://api.razorpay.com' },
  })
  expect(result.status).toBe(303)
}

/** Pays a placed order the way the shopper's browser does: the pay step, then Razorpay's callback. */
export async function payOrder(cookie: string, orderId: string) {
  await payByCallback(orderId, await startPay(cookie, orderId))
}

/**
 * A shopper (as `shopper()` makes them, same options) with one paid order: placed through the
 * checkout page and paid through the pay step and Razorpay's callback. `printAsIs` ticks the
 * checkout's "Print as it is" (decision 048). Answers the shopper, the order and its first item.
 */
export async function paidOrder({
  printAsIs = false,
  ...options
}: Parameters<typeof shopper>[0] & { printAsIs?: boolean } = {}) {
  const s = await shopper(options)
  const orderId = await placeOrder(s.cookie)
  if (printAsIs) await prisma.order.update({ where: { id: orderId }, data: { printAsIs: true } })
  await payOrder(s.cookie, orderId)
  const order = await prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { items: { orderBy: { id: 'asc' } } },
  })
  expect(order.status).toBe('PAID')
  return { ...s, order, item: order.items[0]! }
}

/** Posts a signed webhook to POST /api/webhooks/razorpay, as Razorpay does. */
export function sendWebhook(hook: Pick<SignedWebhook, 'body' | 'signature' | 'eventId'>) {
  return webhookAction({
    request: new Request('http://localhost/api/webhooks/razorpay', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': hook.signature,
        'x-razorpay-event-id': hook.eventId,
      },
      body: hook.body,
    }),
    params: {},
    context: {},
  })
}
