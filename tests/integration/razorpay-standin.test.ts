import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Razorpay from 'razorpay'
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { loader as checkoutScript } from '#app/routes/dev.razorpay.checkout[.js].ts'
import {
  action as hostedAction,
  loader as hostedLoader,
} from '#app/routes/dev.razorpay.checkout.embedded.tsx'
import { action as modalAction } from '#app/routes/dev.razorpay.payments.ts'
import {
  paymentSignature,
  paymentsConfig,
  signaturesMatch,
  STANDIN_CREDENTIALS,
} from '#app/server/payments/razorpay-config.server.ts'
import { rememberPaidPayments } from '#app/server/payments/standin/standin-api.server.ts'
import {
  resetStandIn,
  standInOrder,
  standInPayment,
} from '#app/server/payments/standin/standin.server.ts'
import { standInFail, standInPay } from '#app/server/payments/standin/standin-pay.server.ts'
import { standInWebhook } from '#app/server/payments/standin/standin-webhooks.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { mockRecords } from '#tests/mocks/handlers.ts'
import { mockServer } from '#tests/mocks/index.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute } from '#tests/setup/route.ts'
import { sendTestWebhook } from '../../scripts/send-test-webhook.ts'

// The stand-in Razorpay (decision 020): the official SDK against its API, its signed callbacks and
// webhooks, its pages, and the dev:webhook command. The test env has no keys: stand-in mode.
setupTestDatabase()

const { keyId, keySecret, webhookSecret } = STANDIN_CREDENTIALS
const APP = 'http://localhost:3000'
const CALLBACK = `${APP}/payment/callback?order=ord_1`
const CANCEL = `${APP}/checkout?payment=cancelled`

beforeAll(() =>
  mockServer.listen({
    onUnhandledRequest(request, print) {
      if (['localhost', '127.0.0.1'].includes(new URL(request.url).hostname)) return
      print.error()
    },
  }),
)
afterEach(() => {
  mockServer.resetHandlers()
  mockRecords.reset()
})
afterAll(() => mockServer.close())

const sdk = (secret: string = keySecret, id: string = keyId) =>
  new Razorpay({ key_id: id, key_secret: secret })

async function createOrder(amount = 49900, receipt = 'PS-260001') {
  return sdk().orders.create({ amount, currency: 'INR', receipt, notes: { order: receipt } })
}

/** Razorpay's REST API with basic auth, for what the SDK cannot send (X-Refund-Idempotency). */
function api(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`https://api.razorpay.com/v1${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  })
}

function withEnv(vars: Record<string, string | undefined>) {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]))
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
    resetEnvCache()
  }
  apply(vars)
  return () => apply(saved)
}

describe('the Razorpay API through the official SDK', () => {
  test('an order is created, paid on the stand-in, and the SDK accepts the signature', async () => {
    const order = await createOrder()
    expect(order).toMatchObject({
      entity: 'order',
      amount: 49900,
      amount_paid: 0,
      amount_due: 49900,
      currency: 'INR',
      receipt: 'PS-260001',
      status: 'created',
      attempts: 0,
    })
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/)
    expect(mockRecords.razorpayOrders.map((o) => o.id)).toEqual([order.id])

    const paid = standInPay(order.id, { email: 'asha@example.com', contact: '+919876543210' })
    expect(paid.razorpay_order_id).toBe(order.id)
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: paid.razorpay_payment_id },
        paid.razorpay_signature,
        keySecret,
      ),
    ).toBe(true)
    expect(
      signaturesMatch(
        paymentSignature(order.id, paid.razorpay_payment_id, keySecret),
        paid.razorpay_signature,
      ),
    ).toBe(true)

    expect(await sdk().orders.fetch(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 49900,
      amount_due: 0,
      attempts: 1,
    })
    const payments = await sdk().orders.fetchPayments(order.id)
    expect(payments).toMatchObject({ entity: 'collection', count: 1 })
    expect(payments.items[0]).toMatchObject({
      id: paid.razorpay_payment_id,
      entity: 'payment',
      amount: 49900,
      currency: 'INR',
      status: 'captured',
      captured: true,
      order_id: order.id,
      email: 'asha@example.com',
      contact: '+919876543210',
      amount_refunded: 0,
      error_code: null,
    })
    expect(await sdk().payments.fetch(paid.razorpay_payment_id)).toMatchObject({
      status: 'captured',
    })
    // A paid order takes no further payment.
    expect(() => standInPay(order.id)).toThrow(/already paid/)
  })

  test('a failed payment leaves the order attempted, and a retry pays it', async () => {
    const order = await createOrder()
    const failed = standInFail(order.id)
    const metadata = JSON.parse(failed['error[metadata]']!) as Record<string, string>
    expect(failed).toMatchObject({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Payment failed',
      'error[source]': 'customer',
      'error[step]': 'payment_authorization',
      'error[reason]': 'payment_failed',
    })
    expect(metadata.order_id).toBe(order.id)
    expect(await sdk().orders.fetch(order.id)).toMatchObject({ status: 'attempted', attempts: 1 })
    expect(await sdk().payments.fetch(metadata.payment_id!)).toMatchObject({
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_reason: 'payment_failed',
    })

    const paid = standInPay(order.id)
    const payments = await sdk().orders.fetchPayments(order.id)
    expect(payments.items.map((p) => [p.id, p.status])).toEqual([
      [paid.razorpay_payment_id, 'captured'],
      [metadata.payment_id, 'failed'],
    ])
    expect(await sdk().orders.fetch(order.id)).toMatchObject({ status: 'paid', attempts: 2 })
  })

  test('wrong credentials are refused with 401 as Razorpay does', async () => {
    await expect(
      sdk('not-the-secret').orders.create({ amount: 10000, currency: 'INR' }),
    ).rejects.toMatchObject({
      statusCode: 401,
      error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
    })
    const order = await createOrder()
    await expect(sdk(keySecret, 'rzp_test_other').orders.fetch(order.id)).rejects.toMatchObject({
      statusCode: 401,
    })
    expect(mockRecords.razorpayOrders).toHaveLength(1)
  })

  test('bad orders are refused with 400 and nothing is created', async () => {
    const refusals = [
      [{ amount: 99 }, 'Order amount less than minimum amount allowed'],
      [{ amount: 100.5 }, 'The amount must be an integer.'],
      [{ amount: 10000, currency: 'USD' }, 'Currency is not supported'],
      [{ amount: 10000, receipt: 'R'.repeat(41) }, 'The receipt may not be greater than 40'],
      [
        {
          amount: 10000,
          notes: Object.fromEntries([...Array(16).keys()].map((i) => [`n${i}`, 'x'])),
        },
        'The notes may not have more than 15 items.',
      ],
    ] as const
    for (const [params, description] of refusals) {
      const body = { currency: 'INR', ...params } as { amount: number; currency: string }
      await expect(sdk().orders.create(body)).rejects.toMatchObject({
        statusCode: 400,
        error: { code: 'BAD_REQUEST_ERROR', description: expect.stringContaining(description) },
      })
    }
    expect(mockRecords.razorpayOrders).toHaveLength(0)
    await expect(sdk().orders.fetch('order_doesnotexist00')).rejects.toMatchObject({
      statusCode: 400,
      error: { description: 'The id provided does not exist' },
    })
  })

  test('a refund retried with the same idempotency key refunds once; over-refunds are refused', async () => {
    const order = await createOrder(50000)
    const { razorpay_payment_id: paymentId } = standInPay(order.id)
    const key = { 'X-Refund-Idempotency': 'refund-0001-abcdef' }

    const first = await api(`/payments/${paymentId}/refund`, { amount: 20000 }, key)
    const again = await api(`/payments/${paymentId}/refund`, { amount: 20000 }, key)
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    const [a, b] = (await Promise.all([first.json(), again.json()])) as Array<{ id: string }>
    expect(b!.id).toBe(a!.id)
    expect(a).toMatchObject({
      entity: 'refund',
      amount: 20000,
      payment_id: paymentId,
      status: 'processed',
    })
    expect(await sdk().payments.fetch(paymentId)).toMatchObject({
      amount_refunded: 20000,
      refund_status: 'partial',
      status: 'captured',
    })
    expect(await sdk().refunds.fetch(a!.id)).toMatchObject({ id: a!.id, amount: 20000 })
    // As Razorpay: the key may only be retried with the same body (amount, speed, notes, receipt).
    for (const changed of [{ amount: 20001 }, { amount: 20000, notes: { why: 'other' } }]) {
      const refused = await api(`/payments/${paymentId}/refund`, changed, key)
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({
        error: { description: 'The idempotency key was used with a different request body.' },
      })
    }
    expect((await sdk().payments.fetch(paymentId)).amount_refunded).toBe(20000)

    const over = await api(`/payments/${paymentId}/refund`, { amount: 30001 })
    expect(over.status).toBe(400)
    expect(await over.json()).toMatchObject({
      error: { description: 'The refund amount provided is greater than amount captured' },
    })
    // Without an amount: the whole remainder.
    const rest = await sdk().payments.refund(paymentId, {})
    expect(rest).toMatchObject({ amount: 30000 })
    expect(await sdk().payments.fetch(paymentId)).toMatchObject({
      amount_refunded: 50000,
      refund_status: 'full',
      status: 'refunded',
    })
    expect((await api(`/payments/${paymentId}/refund`, {})).status).toBe(400)
  })

  test('after a restart it still knows the payments our database recorded, so they can be refunded', async () => {
    const product = await prisma.product.findFirstOrThrow({ select: { id: true } })
    await prisma.order.create({
      data: {
        number: 'PS-259999',
        email: 'asha@example.in',
        phone: '9876543210',
        status: 'DELIVERED',
        subtotalPaise: 60000,
        shippingPaise: 0,
        totalPaise: 60000,
        shippingAddress: {},
        items: {
          create: {
            productId: product.id,
            productName: 'Cards',
            options: [],
            tierQuantity: 100,
            quantity: 1,
            unitPricePaise: 60000,
            totalPaise: 60000,
          },
        },
        payments: {
          create: {
            providerOrderId: 'order_Remembered0001',
            providerPaymentId: 'pay_Remembered00001',
            status: 'CAPTURED',
            amountPaise: 60000,
            capturedPaise: 60000,
            refundedPaise: 10000,
            method: 'upi',
          },
        },
      },
    })
    // The stand-in lives in memory: a restart forgets it all.
    resetStandIn()
    // Razorpay answers an unknown payment id with 400.
    expect((await api('/payments/pay_Remembered00001/refund', { amount: 5000 })).status).toBe(400)

    expect(await rememberPaidPayments()).toBe(1)
    expect(await sdk().payments.fetch('pay_Remembered00001')).toMatchObject({
      amount: 60000,
      amount_refunded: 10000,
      refund_status: 'partial',
      order_id: 'order_Remembered0001',
    })
    const refund = await sdk().payments.refund('pay_Remembered00001', { amount: 5000 })
    expect(refund).toMatchObject({ amount: 5000, payment_id: 'pay_Remembered00001' })
    // What was already refunded still counts.
    expect((await api('/payments/pay_Remembered00001/refund', { amount: 45001 })).status).toBe(400)
  })
})

describe('webhooks', () => {
  test('are signed over the raw body with the webhook secret, in Razorpay’s shape', async () => {
    const order = await createOrder()
    const { razorpay_payment_id: paymentId } = standInPay(order.id)
    const paidEvent = standInWebhook('order.paid', { orderId: order.id })
    expect(
      Razorpay.validateWebhookSignature(paidEvent.body, paidEvent.signature, webhookSecret),
    ).toBe(true)
    expect(Razorpay.validateWebhookSignature(paidEvent.body, paidEvent.signature, keySecret)).toBe(
      false,
    )
    expect(paidEvent.eventId).toMatch(/^[A-Za-z0-9]{14}$/)
    expect(JSON.parse(paidEvent.body)).toMatchObject({
      entity: 'event',
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: {
          entity: { id: paymentId, status: 'captured', order_id: order.id, amount: 49900 },
        },
        order: {
          entity: { id: order.id, status: 'paid', amount_paid: 49900, receipt: 'PS-260001' },
        },
      },
    })
    const authorized = JSON.parse(standInWebhook('payment.authorized', { paymentId }).body)
    expect(authorized.payload.payment.entity).toMatchObject({
      status: 'authorized',
      captured: false,
    })

    const refund = await sdk().payments.refund(paymentId, { amount: 10000 })
    const refundEvent = JSON.parse(standInWebhook('refund.processed', { refundId: refund.id }).body)
    expect(refundEvent).toMatchObject({
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: refund.id, amount: 10000, payment_id: paymentId } },
        payment: { entity: { id: paymentId, amount_refunded: 10000 } },
      },
    })
  })

  test('a failed payment’s webhook carries the failure', async () => {
    const order = await createOrder()
    standInFail(order.id)
    const event = JSON.parse(standInWebhook('payment.failed', { orderId: order.id }).body)
    expect(event.payload.payment.entity).toMatchObject({
      order_id: order.id,
      status: 'failed',
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed',
    })
  })
})

/** The forms of an HTML page: where each posts and its hidden fields, decoded. */
function formsIn(html: string) {
  const decode = (s: string) =>
    s
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&')
  return [...html.matchAll(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].map((m) => ({
    action: decode(m[1]!),
    fields: Object.fromEntries(
      [...m[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)].map((f) => [
        decode(f[1]!),
        decode(f[2]!),
      ]),
    ),
  }))
}

const HOSTED = 'http://localhost/dev/razorpay/checkout/embedded'

async function openPayPage(orderId: string, amount = '49900', extra: Record<string, string> = {}) {
  return callRoute(hostedAction, HOSTED, {
    form: {
      key_id: keyId,
      name: 'PrintStudio',
      order_id: orderId,
      amount,
      currency: 'INR',
      description: 'Order PS-260001',
      'prefill[email]': 'asha@example.com',
      'prefill[contact]': '9876543210',
      'prefill[name]': 'Asha Rao',
      callback_url: CALLBACK,
      cancel_url: CANCEL,
      ...extra,
    },
  })
}

describe('the stand-in pages', () => {
  test('are a plain 404 when the browser goes to Razorpay itself', async () => {
    const restore = withEnv({
      RAZORPAY_KEY_ID: 'rzp_live_real',
      RAZORPAY_KEY_SECRET: 'real',
      MOCKS: 'false',
    })
    try {
      expect(paymentsConfig().standInPages).toBe(false)
      expect((await callRoute(hostedAction, HOSTED, { form: { key_id: 'x' } })).status).toBe(404)
      expect((await callRoute(hostedLoader, HOSTED)).status).toBe(404)
      expect((await callRoute(checkoutScript, '/dev/razorpay/checkout.js')).status).toBe(404)
      expect((await callRoute(modalAction, '/dev/razorpay/payments', { json: {} })).status).toBe(
        404,
      )
    } finally {
      restore()
    }
  })

  test('the hosted page shows a labelled test payment whose Pay posts Razorpay’s signed fields on', async () => {
    const order = await createOrder()
    const page = await openPayPage(order.id)
    expect(page.status).toBe(200)
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(page.headers.get('Cache-Control')).toBe('no-store')
    const html = await page.response!.text()
    expect(html).toContain('Test payment — no money moves')
    expect(html).toContain('₹499')
    expect(html).toContain('PrintStudio')
    expect(html).toContain(order.id)
    expect(html).not.toContain('<script')

    const [pay, fail] = formsIn(html)
    expect(Object.keys(pay!.fields).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ])
    expect(fail!.fields['error[reason]']).toBe('payment_failed')
    expect(html).toContain(`href="${CANCEL.replace('&', '&amp;')}"`)
    // Nothing is paid until the shopper presses Pay.
    expect(standInOrder(order.id)!.status).toBe('created')

    const paid = await callRoute(hostedAction, HOSTED, { form: pay!.fields })
    expect(paid.status).toBe(307)
    expect(paid.headers.get('Location')).toBe(CALLBACK)
    expect(standInOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 49900 })
    const { razorpay_payment_id, razorpay_signature } = pay!.fields
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: razorpay_payment_id! },
        razorpay_signature!,
        keySecret,
      ),
    ).toBe(true)
    expect(standInPayment(razorpay_payment_id!)).toMatchObject({
      email: 'asha@example.com',
      contact: '9876543210',
    })
    // Pressing Pay twice sends the browser on again and pays once.
    expect((await callRoute(hostedAction, HOSTED, { form: pay!.fields })).status).toBe(307)
    expect((await sdk().orders.fetchPayments(order.id)).count).toBe(1)
  })

  test('Fail posts Razorpay’s error fields on and the order can be paid again', async () => {
    const order = await createOrder()
    const [, fail] = formsIn(await (await openPayPage(order.id)).response!.text())
    const failed = await callRoute(hostedAction, HOSTED, { form: fail!.fields })
    expect(failed.status).toBe(307)
    expect(failed.headers.get('Location')).toBe(CALLBACK)
    expect(standInOrder(order.id)).toMatchObject({ status: 'attempted', attempts: 1 })
    expect(JSON.parse(fail!.fields['error[metadata]']!)).toMatchObject({ order_id: order.id })

    const [pay] = formsIn(await (await openPayPage(order.id)).response!.text())
    expect((await callRoute(hostedAction, HOSTED, { form: pay!.fields })).status).toBe(307)
    expect(standInOrder(order.id)!.status).toBe('paid')
  })

  test('an unknown order, a wrong amount, a foreign callback or a forged Pay form is a 400 page', async () => {
    const order = await createOrder()
    const cases: Array<[Promise<{ status: number; response?: Response }>, string]> = [
      [openPayPage('order_unknown0000000'), 'No Razorpay order order_unknown0000000'],
      [openPayPage(order.id, '100'), 'does not match'],
      [openPayPage(order.id, '49900', { callback_url: 'https://evil.example/cb' }), 'callback_url'],
      [openPayPage(order.id, '49900', { key_id: 'rzp_test_other' }), 'api key'],
    ]
    for (const [reply, message] of cases) {
      const { status, response } = await reply
      expect(status).toBe(400)
      expect(await response!.text()).toContain(message)
    }
    const [pay] = formsIn(await (await openPayPage(order.id)).response!.text())
    const forged = await callRoute(hostedAction, HOSTED, {
      form: { ...pay!.fields, razorpay_signature: 'ab'.repeat(32) },
    })
    expect(forged.status).toBe(400)
    expect(standInOrder(order.id)!.status).toBe('created')
    expect((await callRoute(hostedLoader, HOSTED)).status).toBe(405)
  })

  test('the stand-in Checkout.js is served as JavaScript and defines window.Razorpay', async () => {
    const script = await callRoute(checkoutScript, '/dev/razorpay/checkout.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
    expect(script.headers.get('Cache-Control')).toBe('no-store')
    const source = await script.response!.text()
    expect(() => new Function(source)).not.toThrow()
    expect(source).toContain('window.Razorpay = Razorpay')
    expect(source).toContain("'Test payment'")
  })

  test('the modal’s Pay answers the handler’s signed fields; Fail the payment.failed error', async () => {
    const order = await createOrder()
    const base = { key: keyId, order_id: order.id, amount: 49900 }
    const failed = await callRoute(modalAction, '/dev/razorpay/payments', {
      json: { ...base, outcome: 'fail' },
    })
    expect(failed.status).toBe(200)
    const failure = (await failed.response!.json()) as {
      outcome: string
      response: { error: { reason: string; metadata: { order_id: string } } }
    }
    expect(failure).toMatchObject({
      success: true,
      outcome: 'failed',
      response: { error: { reason: 'payment_failed', metadata: { order_id: order.id } } },
    })

    const paid = await callRoute(modalAction, '/dev/razorpay/payments', {
      json: { ...base, outcome: 'pay', email: 'asha@example.com' },
    })
    const body = (await paid.response!.json()) as {
      outcome: string
      response: { razorpay_payment_id: string; razorpay_signature: string }
    }
    expect(body.outcome).toBe('paid')
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: body.response.razorpay_payment_id },
        body.response.razorpay_signature,
        keySecret,
      ),
    ).toBe(true)

    const refusals = [
      [{ ...base, outcome: 'pay', key: 'rzp_test_other' }, {}, 401],
      [{ ...base, outcome: 'pay', amount: 100 }, {}, 400],
      [{ ...base, outcome: 'maybe' }, {}, 400],
      [{ ...base, outcome: 'pay' }, { Origin: 'https://evil.example' }, 403],
    ] as const
    for (const [json, headers, status] of refusals) {
      const reply = await callRoute(modalAction, '/dev/razorpay/payments', { json, headers })
      expect(reply.status).toBe(status)
    }
    expect((await sdk().orders.fetchPayments(order.id)).count).toBe(2)
  })

  test('with MOCKS and test keys the stand-in uses those keys', async () => {
    const restore = withEnv({
      RAZORPAY_KEY_ID: 'rzp_test_mockedkey0001',
      RAZORPAY_KEY_SECRET: 'mocked-secret',
      RAZORPAY_WEBHOOK_SECRET: 'mocked-webhook-secret',
      MOCKS: 'true',
    })
    try {
      expect(paymentsConfig()).toMatchObject({ mode: 'razorpay', standInPages: true })
      const rzp = sdk('mocked-secret', 'rzp_test_mockedkey0001')
      const order = await rzp.orders.create({ amount: 25000, currency: 'INR' })
      const paid = standInPay(order.id)
      expect(
        validatePaymentVerification(
          { order_id: order.id, payment_id: paid.razorpay_payment_id },
          paid.razorpay_signature,
          'mocked-secret',
        ),
      ).toBe(true)
      const event = standInWebhook('payment.captured', { orderId: order.id })
      expect(
        Razorpay.validateWebhookSignature(event.body, event.signature, 'mocked-webhook-secret'),
      ).toBe(true)
      await expect(sdk().orders.fetch(order.id)).rejects.toMatchObject({ statusCode: 401 })
    } finally {
      restore()
    }
  })
})

describe('npm run dev:webhook', () => {
  let server: http.Server
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string; url?: string }> = []
  beforeEach(async () => {
    received.length = 0
    server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        received.push({ headers: req.headers, body, url: req.url })
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true}')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())))

  test('sends a signed webhook about an order, found by its number or Razorpay order id', async () => {
    const order = await prisma.order.create({
      data: {
        number: 'PS-269901',
        email: 'asha@example.com',
        phone: '9876543210',
        subtotalPaise: 45000,
        shippingPaise: 4900,
        totalPaise: 49900,
        shippingAddress: { name: 'Asha Rao', city: 'Bengaluru' },
        payments: { create: { providerOrderId: 'order_TestWebhook0001', amountPaise: 49900 } },
      },
    })
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const sent = await sendTestWebhook({
      prisma,
      event: 'order.paid',
      ref: order.number,
      url,
      secret: webhookSecret,
    })
    expect(sent.status).toBe(200)
    const [delivery] = received
    expect(delivery!.url).toBe('/api/webhooks/razorpay')
    expect(delivery!.headers['x-razorpay-event-id']).toBe(sent.webhook.eventId)
    expect(
      Razorpay.validateWebhookSignature(
        delivery!.body,
        String(delivery!.headers['x-razorpay-signature']),
        webhookSecret,
      ),
    ).toBe(true)
    expect(JSON.parse(delivery!.body)).toMatchObject({
      event: 'order.paid',
      payload: {
        order: { entity: { id: 'order_TestWebhook0001', receipt: 'PS-269901', status: 'paid' } },
        payment: {
          entity: {
            amount: 49900,
            status: 'captured',
            email: 'asha@example.com',
            contact: '+919876543210',
          },
        },
      },
    })

    await sendTestWebhook({
      prisma,
      event: 'payment.failed',
      ref: 'order_TestWebhook0001',
      url,
      secret: webhookSecret,
    })
    expect(JSON.parse(received[1]!.body).payload.payment.entity).toMatchObject({
      status: 'failed',
      error_reason: 'payment_failed',
    })
    await expect(
      sendTestWebhook({
        prisma,
        event: 'refund.processed',
        ref: order.number,
        url,
        secret: webhookSecret,
      }),
    ).rejects.toThrow(/no refund/)
    await expect(
      sendTestWebhook({
        prisma,
        event: 'order.paid',
        ref: 'PS-000000',
        url,
        secret: webhookSecret,
      }),
    ).rejects.toThrow(/No Razorpay payment/)
    expect(received).toHaveLength(2)
  })
})
