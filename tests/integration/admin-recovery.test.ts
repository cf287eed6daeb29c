import { describe, expect, test } from 'vitest'
import {
  action as adminAction,
  loader as adminLoader,
} from '#app/routes/admin.abandoned-checkouts.tsx'
import { loader as cartLoader } from '#app/routes/cart/route.tsx'
import { loader as recoverLoader } from '#app/routes/cart_.recover.tsx'
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from '#app/routes/unsubscribe.tsx'
import { serializeCartCookie } from '#app/server/http/cart-cookie.server.ts'
import { recoveryEmailsJob, runQueuedJobs } from '#app/server/jobs.server.ts'
import { standInWebhook } from '#app/server/payments/standin/standin-webhooks.server.ts'
import {
  recoveryToken,
  RECOVERY_MESSAGES,
  sendDueRecoveryEmails,
  sendRecoveryEmail,
} from '#app/server/checkout/recovery.server.ts'
import { RECOVERY_SUBJECTS } from '#app/server/checkout/recovery-email.server.tsx'
import { prisma } from '#app/server/platform/db.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute, cookieFrom } from '#tests/setup/route.ts'
import {
  adminCookie,
  beginCheckout,
  payByCallback,
  placeOrder,
  sendWebhook,
  sessionCookie,
  shopper,
  startPay,
  useRazorpayStandIn,
} from '#tests/setup/shopper.ts'

setupTestDatabase()

useRazorpayStandIn()

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** A shopper who opened checkout with a cart of cards and left. */
async function abandoned(options: Parameters<typeof shopper>[0] = {}) {
  const s = await shopper(options)
  const page = await beginCheckout(s.cookie)
  const checkout = await prisma.checkout.findFirstOrThrow({
    where: { userId: s.user.id, status: 'STARTED' },
  })
  return { ...s, page, checkout, at: (ms: number) => new Date(checkout.updatedAt.getTime() + ms) }
}

const remindersTo = (email: string) =>
  prisma.outboxMessage.findMany({
    where: { to: email, subject: { in: Object.values(RECOVERY_SUBJECTS) } },
    orderBy: { createdAt: 'asc' },
  })

const linkIn = (text: string, path: '/cart/recover' | '/unsubscribe') => {
  const match = new RegExp(`${path.replace('/', '\\/')}\\?token=(\\S+)`).exec(text)
  expect(match).not.toBeNull()
  return `${path}?token=${match![1]}`
}

const recover = (url: string, cookie = '') =>
  callRoute(recoverLoader, url, { headers: cookie ? { Cookie: cookie } : {} })

const adminList = (cookie: string, query = '') =>
  callRoute(adminLoader, `/admin/abandoned-checkouts${query}`, { headers: { Cookie: cookie } })

const sendNow = (cookie: string, form: Record<string, string>) =>
  callRoute(adminAction, '/admin/abandoned-checkouts', { form, headers: { Cookie: cookie } })

const message = (result: { data: unknown }) => (result.data as { message: string }).message

describe('the recovery job', () => {
  test('sends a reminder 1 hour after abandonment, a second 24 hours after, and never a third', async () => {
    const { checkout, user, at, product } = await abandoned()
    expect((await sendDueRecoveryEmails({ now: at(59 * MINUTE) })).sent).toBe(0)
    expect(await remindersTo(user.email)).toHaveLength(0)

    await sendDueRecoveryEmails({ now: at(61 * MINUTE) })
    const [first] = await remindersTo(user.email)
    expect(first!.subject).toBe(RECOVERY_SUBJECTS[1])
    // The cart's items and total, priced today; a link that restores it; a way out.
    expect(first!.text).toContain(product.name)
    expect(first!.text).toContain(`Total: ${formatPaise(checkout.totalPaise)}`)
    expect(first!.text).toMatch(/http:\/\/localhost:\d+\/cart\/recover\?token=\S+/)
    expect(first!.text).toMatch(/\/unsubscribe\?token=\S+/)
    expect(first!.html).toContain('Return to your cart')
    expect(first!.html).not.toMatch(/<script/i)
    expect(first!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<http.*\/unsubscribe\?token=.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })

    for (const later of [2 * HOUR, 12 * HOUR, 23 * HOUR])
      await sendDueRecoveryEmails({ now: at(later) })
    expect(await remindersTo(user.email)).toHaveLength(1)

    await sendDueRecoveryEmails({ now: at(24 * HOUR + MINUTE) })
    const both = await remindersTo(user.email)
    expect(both.map((m) => m.subject)).toEqual([RECOVERY_SUBJECTS[1], RECOVERY_SUBJECTS[2]])

    for (const later of [30 * HOUR, 48 * HOUR, 6 * 24 * HOUR])
      await sendDueRecoveryEmails({ now: at(later) })
    expect(await remindersTo(user.email)).toHaveLength(2)
    const row = await prisma.checkout.findUniqueOrThrow({ where: { id: checkout.id } })
    expect(row.recoveryEmails).toBe(2)
    // The job's bookkeeping is not shopper activity.
    expect(row.updatedAt.getTime()).toBe(checkout.updatedAt.getTime())
  })

  test('two runs at once (two instances) send one email', async () => {
    const { user, at, checkout } = await abandoned()
    const now = at(2 * HOUR)
    await Promise.all([
      sendDueRecoveryEmails({ now }),
      sendDueRecoveryEmails({ now }),
      sendRecoveryEmail(checkout.id, { now, idleSince: at(HOUR) }),
    ])
    expect(await remindersTo(user.email)).toHaveLength(1)
    expect(
      (await prisma.checkout.findUniqueOrThrow({ where: { id: checkout.id } })).recoveryEmails,
    ).toBe(1)
  })

  test('is a scheduled job on the queue', async () => {
    expect(recoveryEmailsJob.name).toBe('recovery-emails')
    await recoveryEmailsJob.send({})
    expect(await runQueuedJobs(['recovery-emails'])).toBe(1)
  })

  test('skips a shopper who has paid since, and a cart that was emptied', async () => {
    // The shopper left a checkout, then paid for another cart: no reminder about the first.
    const left = await abandoned()
    const item = await prisma.cartItem.findFirstOrThrow({
      where: { cartId: left.page.quote.cartId! },
    })
    const otherCart = await prisma.cart.create({ data: { userId: left.user.id } })
    await prisma.cartItem.create({
      data: {
        cartId: otherCart.id,
        productId: item.productId,
        quantity: 1,
        tierQuantity: item.tierQuantity,
        options: item.options ?? {},
        artworkLater: true,
      },
    })
    const both = `${left.session}; ${cookieFrom(
      new Headers({ 'Set-Cookie': await serializeCartCookie(otherCart.id) }),
    )}`
    const orderId = await placeOrder(both)
    await payByCallback(orderId, await startPay(both, orderId))
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('PAID')
    await sendDueRecoveryEmails({ now: left.at(2 * HOUR) })
    expect(await remindersTo(left.user.email)).toHaveLength(0)
    expect(await sendRecoveryEmail(left.checkout.id)).toEqual({ sent: false, reason: 'ordered' })

    // A cart emptied meanwhile: nothing to remind of.
    const emptied = await abandoned()
    await prisma.cartItem.deleteMany({ where: { cartId: emptied.page.quote.cartId! } })
    await sendDueRecoveryEmails({ now: emptied.at(2 * HOUR) })
    expect(await remindersTo(emptied.user.email)).toHaveLength(0)
  })

  test('stops as soon as the shopper pays for that cart', async () => {
    const { user, cookie, at } = await abandoned()
    await sendDueRecoveryEmails({ now: at(2 * HOUR) })
    expect(await remindersTo(user.email)).toHaveLength(1)
    const orderId = await placeOrder(cookie)
    await payByCallback(orderId, await startPay(cookie, orderId))
    await sendDueRecoveryEmails({ now: at(25 * HOUR) })
    expect(await remindersTo(user.email)).toHaveLength(1)
  })
})

describe('the link in the email', () => {
  test('restores the cart in a browser without it, with a short notice', async () => {
    const { user, at, page } = await abandoned()
    await sendDueRecoveryEmails({ now: at(2 * HOUR) })
    const [email] = await remindersTo(user.email)
    const restored = await recover(linkIn(email!.text, '/cart/recover'))
    expect(restored.status).toBe(303)
    expect(restored.headers.get('Location')).toBe('/cart?notice=recovered')
    expect(restored.headers.get('Referrer-Policy')).toBe('no-referrer')
    const cookie = cookieFrom(restored.headers)
    expect(cookie).toMatch(/ps_cart=/)
    expect(cookie).toMatch(/ps_recovery=/)
    const cart = await callRoute(cartLoader, '/cart?notice=recovered', {
      headers: { Cookie: cookie },
    })
    expect(cart.data.cart.cartId).toBe(page.quote.cartId)
    expect(cart.data.cart.items.map((i) => i.name)).toEqual(page.quote.lines.map((l) => l.name))
  })

  test('an expired, forged or garbled link gets a clear page and changes nothing', async () => {
    const { checkout } = await abandoned()
    const before = await prisma.checkout.findUniqueOrThrow({ where: { id: checkout.id } })
    const expired = await recover(
      `/cart/recover?token=${recoveryToken(checkout.id, new Date(Date.now() - 8 * 24 * HOUR))}`,
    )
    expect(expired.status).toBe(410)
    expect(expired.data).toEqual({
      title: 'We could not open your cart',
      message: RECOVERY_MESSAGES.linkExpired,
    })
    const valid = recoveryToken(checkout.id)
    const forged = valid.slice(0, -2) + (valid.endsWith('AA') ? 'BB' : 'AA')
    for (const token of [forged, `${checkout.id}.9999999999.abc`, 'garbage', '']) {
      const refused = await recover(`/cart/recover?token=${encodeURIComponent(token)}`)
      expect(refused.status).toBe(400)
      expect(refused.data).toEqual({
        title: 'We could not open your cart',
        message: RECOVERY_MESSAGES.linkInvalid,
      })
      expect(refused.headers.get('Set-Cookie')).toBeNull()
    }
    expect(expired.headers.get('Set-Cookie')).toBeNull()
    const after = await prisma.checkout.findUniqueOrThrow({ where: { id: checkout.id } })
    expect(after).toEqual(before)
  })

  test('someone else signed in is refused; an emptied cart is said so', async () => {
    const { checkout, page } = await abandoned()
    const other = await shopper()
    const refused = await recover(
      `/cart/recover?token=${recoveryToken(checkout.id)}`,
      other.session,
    )
    expect(refused.status).toBe(403)
    expect((refused.data as { message: string }).message).toBe(RECOVERY_MESSAGES.otherAccount)
    expect(refused.headers.get('Set-Cookie')).toBeNull()

    await prisma.cartItem.deleteMany({ where: { cartId: page.quote.cartId! } })
    const empty = await recover(`/cart/recover?token=${recoveryToken(checkout.id)}`)
    expect(empty.status).toBe(303)
    expect(empty.headers.get('Location')).toBe('/cart?notice=recovered-empty')
    expect(empty.headers.get('Set-Cookie')).toBeNull()
  })
})

describe('unsubscribing', () => {
  test('the unsubscribe link asks, then stops every further reminder', async () => {
    const { user, at, checkout } = await abandoned()
    await sendDueRecoveryEmails({ now: at(2 * HOUR) })
    const [email] = await remindersTo(user.email)
    const url = linkIn(email!.text, '/unsubscribe')
    const page = await callRoute(unsubscribeLoader, url)
    expect(page.status).toBe(200)
    expect(page.data).toMatchObject({ email: user.email, optedOut: false, problem: null })
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer')
    // Opening the page writes nothing (mail scanners open links).
    expect(await prisma.emailOptOut.count({ where: { email: user.email } })).toBe(0)

    const forged = await callRoute(unsubscribeAction, '/unsubscribe?token=abc.def', {
      form: { List_Unsubscribe: 'One-Click' },
    })
    expect(forged.status).toBe(400)
    expect(await prisma.emailOptOut.count()).toBe(0)

    // The email's one-click unsubscribe: a POST to the same URL.
    const done = await callRoute(unsubscribeAction, url, {
      form: { 'List-Unsubscribe': 'One-Click' },
    })
    expect(done.status).toBe(200)
    expect(done.data).toMatchObject({ done: true, email: user.email })
    expect(await prisma.emailOptOut.count({ where: { email: user.email } })).toBe(1)
    const again = await callRoute(unsubscribeAction, url, { form: { token: url.split('=')[1]! } })
    expect(again.status).toBe(200)

    await sendDueRecoveryEmails({ now: at(25 * HOUR) })
    expect(await remindersTo(user.email)).toHaveLength(1)
    const admin = await adminCookie()
    const manual = await sendNow(admin, { intent: 'send-recovery', checkoutId: checkout.id })
    expect(manual.status).toBe(409)
    expect(message(manual)).toBe(RECOVERY_MESSAGES.optedOut)
    const list = await adminList(admin, '?show=all')
    const row = list.data.list!.rows.find((r) => r.id === checkout.id)!
    expect(row).toMatchObject({ unsubscribed: true, canSend: false })
  })
})

describe('recovered checkouts', () => {
  test('paying after coming back through the link marks the checkout recovered; revenue counts the order once', async () => {
    const admin = await adminCookie()
    const before = (await adminList(admin)).data.list!.revenue
    const { user, at, session, checkout } = await abandoned()
    await sendDueRecoveryEmails({ now: at(2 * HOUR) })
    const [email] = await remindersTo(user.email)
    const restored = await recover(linkIn(email!.text, '/cart/recover'), session)
    expect(restored.status).toBe(303)
    const cookie = `${session}; ${cookieFrom(restored.headers)}`
    await beginCheckout(cookie)
    expect(
      (await prisma.checkout.findUniqueOrThrow({ where: { id: checkout.id } })).returnedAt,
    ).not.toBeNull()
    const orderId = await placeOrder(cookie)
    const gatewayOrderId = await startPay(cookie, orderId)
    await payByCallback(orderId, gatewayOrderId)
    // Razorpay's webhooks for the same payment, twice each: nothing is counted again.
    const hooks = [
      standInWebhook('payment.captured', { orderId: gatewayOrderId }),
      standInWebhook('order.paid', { orderId: gatewayOrderId }),
    ]
    for (const hook of [...hooks, ...hooks]) await sendWebhook(hook)
    await runQueuedJobs(['razorpay-webhook'])

    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } })
    const row = await prisma.checkout.findUniqueOrThrow({ where: { id: checkout.id } })
    expect(row).toMatchObject({ status: 'COMPLETED', orderId, stage: 'payment' })
    expect(row.recoveredAt).not.toBeNull()

    const list = await adminList(admin, '?show=recovered')
    expect(list.status).toBe(200)
    const data = list.data.list!
    expect(data.rows.map((r) => r.id)).toContain(checkout.id)
    expect(data.rows.find((r) => r.id === checkout.id)).toMatchObject({
      state: 'Recovered',
      order: { id: orderId, number: order.number },
      canSend: false,
    })
    expect(data.revenue.allTimePaise - before.allTimePaise).toBe(order.totalPaise)
    expect(data.revenue.allTimeOrders - before.allTimeOrders).toBe(1)
    expect(data.revenue.last30DaysPaise - before.last30DaysPaise).toBe(order.totalPaise)
  })

  test('paying without the link is not a recovery', async () => {
    const admin = await adminCookie()
    const before = (await adminList(admin)).data.list!.revenue
    const { user, at, cookie, checkout } = await abandoned()
    await sendDueRecoveryEmails({ now: at(2 * HOUR) })
    expect(await remindersTo(user.email)).toHaveLength(1)
    const orderId = await placeOrder(cookie)
    await payByCallback(orderId, await startPay(cookie, orderId))
    const row = await prisma.checkout.findUniqueOrThrow({ where: { id: checkout.id } })
    expect(row.status).toBe('COMPLETED')
    expect(row.recoveredAt).toBeNull()
    expect((await adminList(admin)).data.list!.revenue).toEqual(before)
  })
})

describe('how far the shopper got', () => {
  test('contact when opened without an address, address with one chosen, payment once placed', async () => {
    const noAddress = await abandoned({ address: false })
    expect(noAddress.checkout.stage).toBe('contact')
    const withAddress = await abandoned()
    expect(withAddress.checkout.stage).toBe('address')
    await placeOrder(withAddress.cookie)
    expect(
      (await prisma.checkout.findUniqueOrThrow({ where: { id: withAddress.checkout.id } })).stage,
    ).toBe('payment')
    // Starting checkout again never moves it back.
    await beginCheckout(withAddress.cookie)
    expect(
      (await prisma.checkout.findUniqueOrThrow({ where: { id: withAddress.checkout.id } })).stage,
    ).toBe('payment')
  })
})

describe('the admin list', () => {
  test('only admins see it or send from it', async () => {
    const { checkout, user } = await abandoned()
    const customer = await sessionCookie(user.id)
    for (const cookie of ['', customer]) {
      const page = await adminList(cookie)
      expect(page.status).toBe(302)
      expect(page.headers.get('Location')).toMatch(/requireAuth=admin/)
      const send = await sendNow(cookie, { intent: 'send-recovery', checkoutId: checkout.id })
      expect(send.status).toBe(302)
    }
    expect(await remindersTo(user.email)).toHaveLength(0)
  })

  test('shows abandoned, recovered or all checkouts with contact, value, stage and emails', async () => {
    const admin = await adminCookie()
    const fresh = await abandoned()
    const old = await abandoned()
    await prisma.checkout.update({
      where: { id: old.checkout.id },
      data: { updatedAt: new Date(Date.now() - 3 * HOUR) },
    })
    const list = await adminList(admin)
    expect(list.status).toBe(200)
    const rows = list.data.list!.rows
    expect(rows.map((r) => r.id)).toContain(old.checkout.id)
    expect(rows.map((r) => r.id)).not.toContain(fresh.checkout.id)
    expect(rows.find((r) => r.id === old.checkout.id)).toMatchObject({
      email: old.user.email,
      phone: old.page.contact.phone,
      name: 'Asha Rao',
      cartValuePaise: old.page.quote.totalPaise,
      stageLabel: 'Chose an address',
      state: 'Abandoned',
      activityElapsed: '3 hours ago',
      recoveryEmails: 0,
      canSend: true,
    })
    const all = await adminList(admin, '?show=all')
    expect(all.data.list!.rows.find((r) => r.id === fresh.checkout.id)?.state).toBe('In progress')
    const bad = await adminList(admin, '?show=everything')
    expect(bad.status).toBe(400)
    expect(bad.data.list).toBeNull()
  })

  test('pages with keyset cursors', async () => {
    const admin = await adminCookie()
    await prisma.checkout.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        email: `page${i}@example.com`,
        phone: '',
        updatedAt: new Date(Date.now() - 2 * HOUR - i * MINUTE),
      })),
    })
    const first = await adminList(admin, '?show=all')
    expect(first.data.list!.rows).toHaveLength(25)
    const second = await adminList(admin, `?show=all&after=${first.data.list!.next}`)
    const firstIds = new Set(first.data.list!.rows.map((r) => r.id))
    expect(second.data.list!.rows.length).toBeGreaterThan(0)
    expect(second.data.list!.rows.some((r) => firstIds.has(r.id))).toBe(false)
    expect(second.data.list!.previous).not.toBeNull()
  })

  test('Send recovery email sends now and counts toward the two; refusals are clear 4xx', async () => {
    const admin = await adminCookie()
    const { checkout, user } = await abandoned()
    const first = await sendNow(admin, { intent: 'send-recovery', checkoutId: checkout.id })
    expect(first.status).toBe(200)
    expect(message(first)).toBe(`Recovery email sent to ${user.email}.`)
    const second = await sendNow(admin, { intent: 'send-recovery', checkoutId: checkout.id })
    expect(second.status).toBe(200)
    const third = await sendNow(admin, { intent: 'send-recovery', checkoutId: checkout.id })
    expect(third.status).toBe(409)
    expect(message(third)).toBe(RECOVERY_MESSAGES.limit)
    expect((await remindersTo(user.email)).map((m) => m.subject)).toEqual([
      RECOVERY_SUBJECTS[1],
      RECOVERY_SUBJECTS[2],
    ])
    // The scheduled job never adds a third.
    await sendDueRecoveryEmails({ now: new Date(Date.now() + 3 * 24 * HOUR) })
    expect(await remindersTo(user.email)).toHaveLength(2)

    const unknownIntent = await sendNow(admin, { intent: 'delete', checkoutId: checkout.id })
    expect(unknownIntent.status).toBe(400)
    const badId = await sendNow(admin, { intent: 'send-recovery', checkoutId: '../x' })
    expect(badId.status).toBe(400)
    expect(message(badId)).toBe('Choose a checkout.')
    const missing = await sendNow(admin, {
      intent: 'send-recovery',
      checkoutId: 'cmissing000000000000000',
    })
    expect(missing.status).toBe(404)
  })
})
