import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { action as checkoutAction, loader as checkoutLoader } from '#app/routes/checkout/route.tsx'
import { loader as payLoader } from '#app/routes/checkout_.pay.tsx'
import { action as callbackAction } from '#app/routes/payment.callback.ts'
import { action as verifyAction } from '#app/routes/api.payment.verify-payment.ts'
import { action as createOrderAction } from '#app/routes/api.payment.create-order.ts'
import { action as beginAction } from '#app/routes/api.checkout.begin.ts'
import { processWebhookEvent } from '#app/server/payments/webhooks.server.ts'
import {
  expireUnpaidOrders,
  reconcilePendingPayments,
} from '#app/server/payments/reconcile.server.ts'
import { standInFail, standInPay } from '#app/server/payments/standin/standin-pay.server.ts'
import { standInWebhook } from '#app/server/payments/standin/standin-webhooks.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { runQueuedJobs } from '#app/server/platform/jobs.server.ts'
import { CHECKOUT_MESSAGES } from '#app/utils/checkout.ts'
import { mockServer } from '#tests/mocks/index.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import {
  openCheckout,
  placeOrderForm,
  sendWebhook,
  shopper,
  useRazorpayStandIn,
} from '#tests/setup/shopper.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

useRazorpayStandIn()

/** Submits "Place order and pay" with what the page showed; returns the order id. */
async function placeOrder(cookie: string, extra: Record<string, string> = {}) {
  const page = await openCheckout(cookie)
  const result = await callRoute(checkoutAction, '/checkout', {
    form: placeOrderForm(page, extra),
    headers: { Cookie: cookie },
  })
  return { result, page }
}

function orderIdFrom(result: { status: number; headers: Headers }) {
  expect(result.status).toBe(303)
  const location = result.headers.get('Location')!
  expect(location).toMatch(/^\/checkout\/pay\?order=/)
  return new URL(location, 'http://x').searchParams.get('order')!
}

async function startPay(cookie: string, orderId: string) {
  const page = await callRoute(payLoader, `/checkout/pay?order=${orderId}`, {
    headers: { Cookie: cookie },
  })
  return page
}

const callbackFor = (orderId: string, fields: Record<string, string>) =>
  callRoute(callbackAction, `/payment/callback?order=${orderId}`, {
    form: fields,
    headers: { Origin: 'https://api.razorpay.com' },
  })

describe('placing an order', () => {
  test('the order is priced on the server with the GST split and reused when placed twice', async () => {
    const { cookie, user } = await shopper()
    const page = await openCheckout(cookie)
    expect(page.quote.gst.intraState).toBe(true)
    expect(page.quote.gst.cgstPaise + page.quote.gst.sgstPaise).toBe(page.quote.gst.taxPaise)
    const first = orderIdFrom((await placeOrder(cookie)).result)
    const second = orderIdFrom((await placeOrder(cookie)).result)
    expect(second).toBe(first)
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: first },
      include: { items: true },
    })
    expect(order.status).toBe('PENDING_PAYMENT')
    expect(order.userId).toBe(user.id)
    expect(order.totalPaise).toBe(page.quote.totalPaise)
    expect(order.cgstPaise).toBeGreaterThan(0)
    expect(order.igstPaise).toBe(0)
    expect(order.items[0]!.hsnCode).toBe('4911')
    expect(order.number).toMatch(/^PS-\d{6}$/)
    // The checkout was tracked for the abandoned-checkouts list.
    expect(await prisma.checkout.count({ where: { userId: user.id, status: 'STARTED' } })).toBe(1)
  })

  test('delivery outside Karnataka is IGST', async () => {
    const { cookie } = await shopper({ state: 'Maharashtra' })
    const orderId = orderIdFrom((await placeOrder(cookie)).result)
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } })
    expect(order.igstPaise).toBe(order.taxPaise)
    expect(order.cgstPaise + order.sgstPaise).toBe(0)
  })

  test('a price change between showing and placing is explained and nothing is written', async () => {
    const { cookie, product } = await shopper()
    const page = await openCheckout(cookie)
    await prisma.quantityTier.updateMany({
      where: { productId: product.id },
      data: { pricePaise: { increment: 5000 } },
    })
    const result = await callRoute(checkoutAction, '/checkout', {
      form: {
        intent: 'place',
        email: page.contact.email,
        phone: '9876543210',
        addressId: page.chosenAddressId,
        points: '0',
        checkoutKey: page.quote.linesHash,
        seen: page.seen,
      },
      headers: { Cookie: cookie },
    })
    expect(result.status).toBe(409)
    const refused = result.data as {
      result: { error?: Record<string, string[]> }
      changes: string[]
    }
    expect(refused.result.error?.['']).toContain(CHECKOUT_MESSAGES.cartChanged)
    expect(refused.changes.join(' ')).toMatch(/the price changed from Rs/)
    expect(await prisma.order.count({ where: { cartId: page.quote.cartId } })).toBe(0)
  })

  test('bad input is a 400 with field messages and writes nothing', async () => {
    const { cookie } = await shopper()
    const before = await prisma.order.count()
    const { result } = await placeOrder(cookie, {
      email: 'nope',
      gstin: '29ABCDE1234F1Z5',
      addressId: '',
    })
    expect(result.status).toBe(400)
    const refused = result.data as { result: { error?: Record<string, string[]> } }
    expect(refused.result.error?.email?.[0]).toMatch(/valid email/)
    expect(refused.result.error?.gstin?.[0]).toMatch(/typing mistake/)
    expect(await prisma.order.count()).toBe(before)
  })

  test('Razorpay down: a clear message, the order and cart kept, and retrying works', async () => {
    const { cookie } = await shopper()
    const orderId = orderIdFrom((await placeOrder(cookie)).result)
    mockServer.use(
      http.post('https://api.razorpay.com/v1/orders', () =>
        HttpResponse.json(
          { error: { code: 'SERVER_ERROR', description: 'down' } },
          { status: 500 },
        ),
      ),
    )
    const down = await startPay(cookie, orderId)
    expect(down.status).toBe(502)
    expect(down.data.error).toMatch(/could not reach our payment partner/)
    expect(await prisma.payment.count({ where: { orderId } })).toBe(0)
    mockServer.resetHandlers()
    const up = await startPay(cookie, orderId)
    expect(up.status).toBe(200)
    expect(up.data.pay?.gatewayOrderId).toMatch(/^order_/)
    expect(up.data.pay?.amountPaise).toBe(
      (await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).totalPaise,
    )
  })

  test('POST /api/payment/create-order places the same order as the page and returns Razorpay options', async () => {
    const { cookie, address } = await shopper()
    const request = (body: unknown) =>
      callRoute(createOrderAction, '/api/payment/create-order', {
        json: body,
        headers: { Cookie: cookie },
      })
    const bad = await request({ email: 'x' })
    expect(bad.status).toBe(400)
    const ok = await request({
      email: 'asha@example.com',
      phone: '9876543210',
      addressId: address!.id,
    })
    expect(ok.status).toBe(201)
    const again = await request({
      email: 'asha@example.com',
      phone: '9876543210',
      addressId: address!.id,
    })
    expect(again.status).toBe(200)
    const first = (ok.response ? await ok.response.json() : ok.data) as {
      order: { id: string }
      razorpay: { orderId: string }
    }
    const second = (again.response ? await again.response.json() : again.data) as typeof first
    expect(second.order.id).toBe(first.order.id)
    expect(second.razorpay.orderId).toBe(first.razorpay.orderId)
  })

  test('POST /api/checkout/begin tracks, and answers the spec message on bad input', async () => {
    const ok = await callRoute(beginAction, '/api/checkout/begin', {
      json: { email: 'a@b.co', phone: '+91 98765 43210' },
    })
    expect(ok.status).toBe(200)
    const bad = await callRoute(beginAction, '/api/checkout/begin', { json: ['x'] })
    expect(bad.status).toBe(400)
    const body = (await bad.response!.json()) as { success: boolean; message: string }
    expect(body).toEqual({ success: false, message: 'Failed to track checkout' })
  })
})

async function pendingOrder(options?: Parameters<typeof shopper>[0]) {
  const s = await shopper(options)
  const orderId = orderIdFrom((await placeOrder(s.cookie)).result)
  const pay = (await startPay(s.cookie, orderId)).data.pay!
  return { ...s, orderId, pay }
}

describe('paying exactly once', () => {
  test('50 concurrent callbacks, verify calls and webhooks give one paid transition, capture, credit and email', async () => {
    const { orderId, pay, user, cookie } = await pendingOrder({ packs: '3' })
    const fields = standInPay(pay.gatewayOrderId, { webhooks: false }) as unknown as Record<
      string,
      string
    >
    const captured = standInWebhook('payment.captured', { orderId: pay.gatewayOrderId })
    const paidHook = standInWebhook('order.paid', { orderId: pay.gatewayOrderId })
    const calls = Array.from({ length: 50 }, (_, i) => {
      if (i % 3 === 0) return callbackFor(orderId, fields)
      if (i % 3 === 1)
        return callRoute(verifyAction, '/api/payment/verify-payment', {
          json: fields,
          headers: { Cookie: cookie },
        })
      return sendWebhook(i % 2 ? captured : paidHook)
    })
    await Promise.all(calls)
    await runQueuedJobs()
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } })
    expect(order.status).toBe('PAID')
    expect(order.invoiceNumber).toMatch(/^PS\/\d{2}-\d{2}\/\d{6}$/)
    expect(await prisma.orderEvent.count({ where: { orderId, status: 'PAID' } })).toBe(1)
    expect(await prisma.payment.count({ where: { orderId, status: 'CAPTURED' } })).toBe(1)
    expect(await prisma.loyaltyEntry.count({ where: { orderId, kind: 'EARN' } })).toBe(1)
    expect(await prisma.outboxMessage.count({ where: { to: user.email, channel: 'EMAIL' } })).toBe(
      1,
    )
    // The cart is emptied once paid.
    expect(await prisma.cartItem.count({ where: { cartId: order.cartId! } })).toBe(0)
    // Two distinct webhook events, each stored once however often delivered.
    expect(
      await prisma.webhookEvent.count({ where: { signatureValid: true } }),
    ).toBeGreaterThanOrEqual(2)
  })

  test('a webhook before the callback pays the order; the late callback changes nothing', async () => {
    const { orderId, pay } = await pendingOrder()
    const fields = standInPay(pay.gatewayOrderId, { webhooks: false }) as unknown as Record<
      string,
      string
    >
    const hook = standInWebhook('payment.captured', { orderId: pay.gatewayOrderId })
    expect((await sendWebhook(hook)).status).toBe(200)
    await runQueuedJobs()
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('PAID')
    const late = await callbackFor(orderId, fields)
    expect(late.headers.get('Location')).toBe(`/order-confirmation?order=${orderId}`)
    expect(await prisma.orderEvent.count({ where: { orderId, status: 'PAID' } })).toBe(1)
  })

  test('a forged signature is refused (400) and changes nothing', async () => {
    const { orderId, pay } = await pendingOrder()
    const fields = standInPay(pay.gatewayOrderId, { webhooks: false }) as unknown as Record<
      string,
      string
    >
    const forged = { ...fields, razorpay_signature: 'ab'.repeat(32) }
    const callback = await callbackFor(orderId, forged)
    expect(callback.headers.get('Location')).toBe(`/checkout?payment=unverified&order=${orderId}`)
    const verify = await callRoute(verifyAction, '/api/payment/verify-payment', { json: forged })
    expect(verify.status).toBe(400)
    const hook = standInWebhook('payment.captured', { orderId: pay.gatewayOrderId })
    const webhook = await sendWebhook({ ...hook, signature: 'cd'.repeat(32) })
    expect(webhook.status).toBe(400)
    await runQueuedJobs()
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe(
      'PENDING_PAYMENT',
    )
    expect(await prisma.webhookEvent.count({ where: { status: 'REJECTED' } })).toBeGreaterThan(0)
  })

  test('a captured amount that differs from the total holds the order, never paid', async () => {
    const { orderId, pay } = await pendingOrder()
    const fields = standInPay(pay.gatewayOrderId, {
      webhooks: false,
      amount: pay.amountPaise - 100,
    }) as unknown as Record<string, string>
    await callbackFor(orderId, fields)
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } })
    expect(order.status).toBe('ON_HOLD')
    expect(order.holdReason).toMatch(/held for review/)
  })

  test('a failed payment returns to checkout with the reason, keeps the cart, and a retry pays', async () => {
    const { orderId, pay, cookie } = await pendingOrder()
    const failed = await callbackFor(orderId, standInFail(pay.gatewayOrderId, { webhooks: false }))
    expect(failed.headers.get('Location')).toBe(`/checkout?payment=failed&order=${orderId}`)
    const page = await callRoute(checkoutLoader, `/checkout?payment=failed&order=${orderId}`, {
      headers: { Cookie: cookie },
    })
    const data = page.data as Extract<typeof page.data, { gate: null }>
    expect(data.notice?.message).toBe(CHECKOUT_MESSAGES.failed)
    expect(data.quote.lines.length).toBe(1)
    // Placing again reuses the same order and Razorpay order; paying now works.
    const again = orderIdFrom((await placeOrder(cookie)).result)
    expect(again).toBe(orderId)
    const fields = standInPay(pay.gatewayOrderId, { webhooks: false }) as unknown as Record<
      string,
      string
    >
    const paid = await callbackFor(orderId, fields)
    expect(paid.headers.get('Location')).toBe(`/order-confirmation?order=${orderId}`)
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('PAID')
  })

  test("the failure callback is a hint: the sender's text never reaches the payment or the timeline", async () => {
    const { orderId, pay } = await pendingOrder()
    // Forged: no payment at Razorpay, the sender's own words.
    const forged = await callbackFor(orderId, {
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Your card was charged twice, call +91 90000 00000 for a refund',
      'error[metadata]': JSON.stringify({
        order_id: pay.gatewayOrderId,
        payment_id: 'pay_Forged0000001',
      }),
    })
    expect(forged.headers.get('Location')).toBe(`/checkout?payment=failed&order=${orderId}`)
    const untouched = await prisma.payment.findFirstOrThrow({ where: { orderId } })
    expect(untouched).toMatchObject({ status: 'CREATED', errorDescription: null })
    expect(
      await prisma.orderEvent.count({ where: { orderId, note: { contains: 'call +91' } } }),
    ).toBe(0)

    // A real failure, with the sender's text changed: what is stored is Razorpay's.
    const fields = standInFail(pay.gatewayOrderId, { webhooks: false })
    const genuine = await callbackFor(orderId, {
      ...fields,
      'error[description]': 'Call +91 90000 00000',
    })
    expect(genuine.headers.get('Location')).toBe(`/checkout?payment=failed&order=${orderId}`)
    const failed = await prisma.payment.findFirstOrThrow({ where: { orderId } })
    expect(failed.status).toBe('FAILED')
    expect(failed.errorDescription).toBe(fields['error[description]'])
    const notes = await prisma.orderEvent.findMany({ where: { orderId, kind: 'payment' } })
    expect(notes.map((n) => n.note).join()).not.toContain('+91')
  })

  test("a failure callback naming another order's payment is a 400, and changes nothing", async () => {
    const first = await pendingOrder()
    const paidFields = standInPay(first.pay.gatewayOrderId, {
      webhooks: false,
    }) as unknown as Record<string, string>
    await callbackFor(first.orderId, paidFields)
    const second = await pendingOrder()
    const answer = await callbackFor(second.orderId, {
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Payment failed',
      'error[metadata]': JSON.stringify({
        order_id: second.pay.gatewayOrderId,
        payment_id: paidFields.razorpay_payment_id,
      }),
    })
    expect(answer.status).toBe(400)
    expect(
      await prisma.payment.findFirstOrThrow({ where: { orderId: second.orderId } }),
    ).toMatchObject({
      status: 'CREATED',
      providerPaymentId: null,
    })
  })

  test('the reconciler pays an order whose callback never came', async () => {
    const { orderId, pay } = await pendingOrder()
    standInPay(pay.gatewayOrderId, { webhooks: false })
    await prisma.order.update({
      where: { id: orderId },
      data: { createdAt: new Date(Date.now() - 20 * 60_000) },
    })
    const result = await reconcilePendingPayments()
    expect(result.settled).toBeGreaterThanOrEqual(1)
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('PAID')
  })

  test('an unpaid order expires after 24 hours and gives back its points once', async () => {
    const { orderId, user } = await pendingOrder()
    await prisma.loyaltyEntry.create({
      data: { userId: user.id, orderId, kind: 'REDEEM', points: -60 },
    })
    await prisma.order.update({
      where: { id: orderId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    })
    expect((await expireUnpaidOrders()).expired).toBe(1)
    expect((await expireUnpaidOrders()).expired).toBe(0)
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe(
      'EXPIRED',
    )
    const restored = await prisma.loyaltyEntry.findMany({ where: { orderId, kind: 'RESTORE' } })
    expect(restored.map((e) => e.points)).toEqual([60])
  })

  test('a webhook event stored once is processed once even if the job runs twice', async () => {
    const { orderId, pay } = await pendingOrder()
    standInPay(pay.gatewayOrderId, { webhooks: false })
    const hook = standInWebhook('payment.captured', { orderId: pay.gatewayOrderId })
    await sendWebhook(hook)
    await sendWebhook(hook)
    const row = await prisma.webhookEvent.findFirstOrThrow({ where: { eventId: hook.eventId } })
    expect(row.deliveries).toBe(2)
    await Promise.all([processWebhookEvent(row.id), processWebhookEvent(row.id)])
    expect(await prisma.orderEvent.count({ where: { orderId, status: 'PAID' } })).toBe(1)
  })
})

describe('points and configuration at checkout', () => {
  test('points applied on the checkout page discount the order and are taken from the ledger once', async () => {
    const { cookie, user } = await shopper({ packs: '5' })
    await prisma.loyaltyEntry.create({
      data: { userId: user.id, kind: 'ADJUST', points: 500, availableAt: new Date() },
    })
    const before = await openCheckout(cookie)
    const cap = Math.floor(before.quote.subtotalPaise / 5 / 100)
    const tooMany = await callRoute(checkoutAction, '/checkout', {
      form: { intent: 'points', points: String(cap + 1) },
      headers: { Cookie: cookie },
    })
    expect(tooMany.status).toBe(400)
    expect((tooMany.data as { pointsError: string }).pointsError).toMatch(/20%/)
    const applied = await callRoute(checkoutAction, '/checkout', {
      form: { intent: 'points', points: '50' },
      headers: { Cookie: cookie },
    })
    expect(applied.status).toBe(303)
    const page = await openCheckout(cookie)
    expect(page.loyalty.applied).toBe(50)
    expect(page.quote.discountPaise).toBe(5000)
    expect(page.quote.totalPaise).toBe(before.quote.totalPaise - 5000)
    const orderId = orderIdFrom((await placeOrder(cookie)).result)
    orderIdFrom((await placeOrder(cookie)).result)
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } })
    expect(order.discountPaise).toBe(5000)
    expect(order.loyaltyPointsUsed).toBe(50)
    const redeemed = await prisma.loyaltyEntry.findMany({
      where: { userId: user.id, kind: 'REDEEM' },
    })
    expect(redeemed.map((e) => e.points)).toEqual([-50])
  })

  test('a production server without Razorpay keys says payments are not configured and takes no order', async () => {
    const { cookie } = await shopper()
    const saved = { ...process.env }
    Object.assign(process.env, {
      NODE_ENV: 'production',
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
      EMBEDDED_DB: 'false',
      MOCKS: 'false',
    })
    resetEnvCache()
    try {
      const page = await openCheckout(cookie)
      expect(page.paymentsOff).toBe(true)
      const { result } = await placeOrder(cookie)
      expect(result.status).toBe(503)
      expect(await prisma.order.count({ where: { cartId: page.quote.cartId } })).toBe(0)
    } finally {
      process.env = saved
      resetEnvCache()
    }
  })
})
