/**
 * The stand-in Razorpay (decision 020): Razorpay's REST API, payments and webhooks, in process.
 * With no keys (stand-in mode) the server answers the official SDK's calls with these MSW
 * handlers; with MOCKS=true (dev, tests) tests/mocks uses the same handlers. The shopper pays on
 * the stand-in pages (app/routes/dev.razorpay.*), which call `standInPay` and `standInFail`;
 * like Razorpay, a payment is followed by its signed webhooks a moment later.
 *
 * State lives on globalThis: the Express entry and the Remix build (or Vite's module graph in dev)
 * each load this module, and a dev reload must not forget the orders it created.
 */
import crypto from 'node:crypto'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { prisma } from '../../platform/db.server.ts'
import { getEnv } from '../../platform/env.server.ts'
import { badRequest } from '../../platform/errors.server.ts'
import { paymentSignature, paymentsConfig, webhookSignature } from '../razorpay-config.server.ts'

export const RAZORPAY_API = 'https://api.razorpay.com/v1'
export const WEBHOOK_PATH = '/api/webhooks/razorpay'
/** What the stand-in says its merchant account is in webhooks. */
export const STANDIN_ACCOUNT_ID = 'acc_StandIn0000000'

export type OrderStatus = 'created' | 'attempted' | 'paid'
export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'

export interface RazorpayOrder {
  id: string
  entity: 'order'
  amount: number
  amount_paid: number
  amount_due: number
  currency: string
  receipt: string | null
  offer_id: null
  status: OrderStatus
  attempts: number
  notes: Record<string, string> | []
  created_at: number
}

export interface RazorpayPayment {
  id: string
  entity: 'payment'
  amount: number
  currency: string
  status: PaymentStatus
  order_id: string
  invoice_id: null
  international: boolean
  method: string
  amount_refunded: number
  refund_status: null | 'partial' | 'full'
  captured: boolean
  description: string | null
  card_id: null
  bank: string | null
  wallet: string | null
  vpa: string | null
  email: string
  contact: string
  notes: Record<string, string> | []
  fee: number | null
  tax: number | null
  error_code: string | null
  error_description: string | null
  error_source: string | null
  error_step: string | null
  error_reason: string | null
  acquirer_data: Record<string, string | null>
  created_at: number
}

export interface RazorpayRefund {
  id: string
  entity: 'refund'
  amount: number
  currency: string
  payment_id: string
  notes: Record<string, string> | []
  receipt: string | null
  acquirer_data: { arn: string | null }
  created_at: number
  batch_id: null
  status: 'processed'
  speed_processed: 'normal'
  speed_requested: 'normal' | 'optimum'
}

/** Razorpay's failure fields, as Checkout.js hands them to `payment.failed` listeners. */
export interface RazorpayPaymentError {
  code: string
  description: string
  source: string
  step: string
  reason: string
  metadata: { order_id: string; payment_id: string }
}

export type WebhookEventName =
  'payment.authorized' | 'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed'

export const WEBHOOK_EVENTS: readonly WebhookEventName[] = [
  'payment.authorized',
  'payment.captured',
  'payment.failed',
  'order.paid',
  'refund.processed',
]

interface StandInState {
  orders: Map<string, RazorpayOrder>
  payments: Map<string, RazorpayPayment>
  refunds: Map<string, RazorpayRefund>
  /** X-Refund-Idempotency key → the refund it made and the body it was asked with. */
  refundKeys: Map<string, { refundId: string; body: string }>
}

declare global {
  var __razorpayStandIn: StandInState | undefined
}

function state(): StandInState {
  globalThis.__razorpayStandIn ??= {
    orders: new Map(),
    payments: new Map(),
    refunds: new Map(),
    refundKeys: new Map(),
  }
  return globalThis.__razorpayStandIn
}

/** Forgets every order, payment and refund (tests). */
export function resetStandIn() {
  const s = state()
  s.orders.clear()
  s.payments.clear()
  s.refunds.clear()
  s.refundKeys.clear()
}

export function standInOrders(): RazorpayOrder[] {
  return [...state().orders.values()]
}

export function standInOrder(orderId: string): RazorpayOrder | undefined {
  return state().orders.get(orderId)
}

export function standInPayment(paymentId: string): RazorpayPayment | undefined {
  return state().payments.get(paymentId)
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Razorpay ids are a prefix and 14 base-62 characters: `pay_KyD7cIRT2T8fmH`. */
export function razorpayId(prefix: 'order' | 'pay' | 'rfnd' | '') {
  const bytes = crypto.randomBytes(14)
  const body = Array.from(bytes, (b) => BASE62[b % 62]).join('')
  return prefix ? `${prefix}_${body}` : body
}

const now = () => Math.floor(Date.now() / 1000)

// --- Entities (also built from our database rows by scripts/send-test-webhook.ts) ---------------

export function orderEntity(
  values: Pick<RazorpayOrder, 'id' | 'amount'> & Partial<RazorpayOrder>,
): RazorpayOrder {
  const amountPaid = values.amount_paid ?? 0
  return {
    entity: 'order',
    amount_paid: amountPaid,
    amount_due: values.amount - amountPaid,
    currency: 'INR',
    receipt: null,
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: [],
    created_at: now(),
    ...values,
  }
}

export function paymentEntity(
  values: Pick<RazorpayPayment, 'id' | 'amount' | 'order_id'> & Partial<RazorpayPayment>,
): RazorpayPayment {
  return {
    entity: 'payment',
    currency: 'INR',
    status: 'captured',
    invoice_id: null,
    international: false,
    method: 'upi',
    amount_refunded: 0,
    refund_status: null,
    captured: values.status === undefined || values.status === 'captured',
    description: null,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: 'success@razorpay',
    email: 'void@razorpay.com',
    contact: '+919000090000',
    notes: [],
    fee: null,
    tax: null,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    acquirer_data: { rrn: String(crypto.randomInt(100000000000, 999999999999)) },
    created_at: now(),
    ...values,
  }
}

export function refundEntity(
  values: Pick<RazorpayRefund, 'id' | 'amount' | 'payment_id'> & Partial<RazorpayRefund>,
): RazorpayRefund {
  return {
    entity: 'refund',
    currency: 'INR',
    notes: [],
    receipt: null,
    acquirer_data: { arn: null },
    created_at: now(),
    batch_id: null,
    status: 'processed',
    speed_processed: 'normal',
    speed_requested: 'normal',
    ...values,
  }
}

/** Razorpay's payment failure as the stand-in reports it (a customer's declined payment). */
export function paymentError(orderId: string, paymentId: string): RazorpayPaymentError {
  return {
    code: 'BAD_REQUEST_ERROR',
    description: 'Payment failed',
    source: 'customer',
    step: 'payment_authorization',
    reason: 'payment_failed',
    metadata: { payment_id: paymentId, order_id: orderId },
  }
}

/** The same failure as the form fields Razorpay posts to callback_url (metadata as JSON). */
export function paymentErrorFields(error: RazorpayPaymentError): Record<string, string> {
  return {
    'error[code]': error.code,
    'error[description]': error.description,
    'error[source]': error.source,
    'error[step]': error.step,
    'error[reason]': error.reason,
    'error[metadata]': JSON.stringify(error.metadata),
  }
}

// --- Paying ---------------------------------------------------------------------------------------

export interface CallbackFields {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

export interface StandInPayOptions {
  /** The id to use (the hosted page signs its Pay form before the shopper clicks). */
  paymentId?: string
  method?: string
  email?: string
  contact?: string
  /** Capture a different amount than the order's (Razorpay never does: for the mismatch guard). */
  amount?: number
  /** Deliver the webhooks a moment later; by default everywhere but NODE_ENV=test. */
  webhooks?: boolean
}

function requireOrder(orderId: string) {
  const order = state().orders.get(orderId)
  if (!order) throw badRequest(`No Razorpay order ${orderId}`)
  return order
}

function keySecret() {
  const { keySecret } = paymentsConfig()
  if (!keySecret) throw badRequest('Payments are not configured (no key secret)')
  return keySecret
}

/** The callback fields of a payment, signed with the configured key secret. */
export function signedCallbackFields(orderId: string, paymentId: string): CallbackFields {
  return {
    razorpay_payment_id: paymentId,
    razorpay_order_id: orderId,
    razorpay_signature: paymentSignature(orderId, paymentId, keySecret()),
  }
}

/**
 * The shopper pays: a captured payment on the order, which becomes paid. Returns what Razorpay
 * posts to callback_url (and hands Checkout.js's handler). Paying again with the same payment id
 * returns the same fields; another payment on a paid order is refused, as Razorpay does.
 */
export function standInPay(orderId: string, options: StandInPayOptions = {}): CallbackFields {
  const s = state()
  const order = requireOrder(orderId)
  const existing = options.paymentId ? s.payments.get(options.paymentId) : undefined
  if (existing) {
    if (existing.order_id !== orderId || existing.status !== 'captured')
      throw badRequest(`Payment ${existing.id} cannot be captured again`)
    return signedCallbackFields(orderId, existing.id)
  }
  if (order.status === 'paid') throw badRequest(`Order ${orderId} is already paid`)
  const payment = paymentEntity({
    id: options.paymentId ?? razorpayId('pay'),
    amount: options.amount ?? order.amount,
    order_id: orderId,
    currency: order.currency,
    status: 'captured',
    captured: true,
    method: options.method ?? 'upi',
    email: options.email || 'void@razorpay.com',
    contact: options.contact || '+919000090000',
    fee: Math.round((options.amount ?? order.amount) * 0.02),
    tax: Math.round((options.amount ?? order.amount) * 0.02 * 0.18),
  })
  s.payments.set(payment.id, payment)
  order.attempts += 1
  order.amount_paid = payment.amount
  order.amount_due = Math.max(0, order.amount - payment.amount)
  order.status = 'paid'
  deliverLater(['payment.captured', 'order.paid'], { paymentId: payment.id }, options.webhooks)
  return signedCallbackFields(orderId, payment.id)
}

/**
 * The shopper's payment fails: a failed payment on the order, which becomes attempted. Returns
 * Razorpay's error as the form fields it posts to callback_url (`error[code]`, ...).
 */
export function standInFail(
  orderId: string,
  options: Omit<StandInPayOptions, 'amount'> = {},
): Record<string, string> {
  return paymentErrorFields(failPayment(orderId, options))
}

/** `standInFail`, answering the error as Checkout.js gives it to `payment.failed` listeners. */
export function failPayment(
  orderId: string,
  options: Omit<StandInPayOptions, 'amount'> = {},
): RazorpayPaymentError {
  const s = state()
  const order = requireOrder(orderId)
  if (order.status === 'paid') throw badRequest(`Order ${orderId} is already paid`)
  const paymentId = options.paymentId ?? razorpayId('pay')
  const error = paymentError(orderId, paymentId)
  const existing = s.payments.get(paymentId)
  if (existing) {
    if (existing.order_id !== orderId || existing.status !== 'failed')
      throw badRequest(`Payment ${paymentId} cannot fail again`)
    return error
  }
  const payment = paymentEntity({
    id: paymentId,
    amount: order.amount,
    order_id: orderId,
    currency: order.currency,
    status: 'failed',
    captured: false,
    method: options.method ?? 'upi',
    vpa: 'failure@razorpay',
    email: options.email || 'void@razorpay.com',
    contact: options.contact || '+919000090000',
    error_code: error.code,
    error_description: error.description,
    error_source: error.source,
    error_step: error.step,
    error_reason: error.reason,
  })
  s.payments.set(paymentId, payment)
  order.attempts += 1
  order.status = 'attempted'
  deliverLater(['payment.failed'], { paymentId }, options.webhooks)
  return error
}

// --- Webhooks -------------------------------------------------------------------------------------

export interface SignedWebhook {
  /** The raw body, exactly as sent: verify the signature on it before parsing. */
  body: string
  /** X-Razorpay-Signature. */
  signature: string
  /** x-razorpay-event-id. */
  eventId: string
}

export interface WebhookEntities {
  order?: RazorpayOrder
  payment?: RazorpayPayment
  refund?: RazorpayRefund
}

const CONTAINS: Record<WebhookEventName, Array<keyof WebhookEntities>> = {
  'payment.authorized': ['payment'],
  'payment.captured': ['payment'],
  'payment.failed': ['payment'],
  'order.paid': ['payment', 'order'],
  'refund.processed': ['refund', 'payment'],
}

/** How the payment looks in each event (an authorized payment is not captured yet). */
function paymentAsOf(event: WebhookEventName, payment: RazorpayPayment): RazorpayPayment {
  if (event === 'payment.authorized') return { ...payment, status: 'authorized', captured: false }
  return payment
}

/** A webhook with Razorpay's payload shape, signed with `secret` over the raw body. */
export function signedWebhook(
  event: WebhookEventName,
  entities: WebhookEntities,
  secret: string,
): SignedWebhook {
  const contains = CONTAINS[event]
  const payload: Record<string, { entity: unknown }> = {}
  for (const name of contains) {
    const entity = entities[name]
    if (!entity) throw badRequest(`A ${event} webhook needs the ${name}`)
    payload[name] = {
      entity: name === 'payment' ? paymentAsOf(event, entity as RazorpayPayment) : entity,
    }
  }
  const body = JSON.stringify({
    entity: 'event',
    account_id: STANDIN_ACCOUNT_ID,
    event,
    contains,
    payload,
    created_at: now(),
  })
  return { body, signature: webhookSignature(body, secret), eventId: razorpayId('') }
}

export interface WebhookIds {
  orderId?: string
  paymentId?: string
  refundId?: string
}

/**
 * A signed webhook about the stand-in's own order, payment or refund, signed with the configured
 * webhook secret. Name the most specific id you have: a refund finds its payment, a payment its
 * order; an order alone uses its captured payment (or its newest failed one for payment.failed).
 */
export function standInWebhook(event: WebhookEventName, ids: WebhookIds): SignedWebhook {
  const s = state()
  const refund = ids.refundId ? s.refunds.get(ids.refundId) : undefined
  if (ids.refundId && !refund) throw badRequest(`No Razorpay refund ${ids.refundId}`)
  const paymentId = ids.paymentId ?? refund?.payment_id
  let payment = paymentId ? s.payments.get(paymentId) : undefined
  if (paymentId && !payment) throw badRequest(`No Razorpay payment ${paymentId}`)
  const orderId = ids.orderId ?? payment?.order_id
  const order = orderId ? s.orders.get(orderId) : undefined
  if (!order) throw badRequest(`No Razorpay order ${orderId ?? '(none given)'}`)
  if (!payment) {
    const wanted = event === 'payment.failed' ? ['failed'] : ['captured', 'refunded']
    payment = [...s.payments.values()]
      .filter((p) => p.order_id === order.id && wanted.includes(p.status))
      .at(-1)
  }
  const { webhookSecret } = paymentsConfig()
  if (!webhookSecret) throw badRequest('RAZORPAY_WEBHOOK_SECRET is not set')
  return signedWebhook(event, { order, payment, refund }, webhookSecret)
}

/** Posts a signed webhook to our own server, as Razorpay would. */
export async function deliverWebhook(appUrl: string, webhook: SignedWebhook) {
  return fetch(new URL(WEBHOOK_PATH, appUrl), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'Razorpay-Webhook/v1 (stand-in)',
      'X-Razorpay-Signature': webhook.signature,
      'x-razorpay-event-id': webhook.eventId,
    },
    body: webhook.body,
  })
}

/**
 * Razorpay sends its webhooks independently of the browser's callback: a moment later, fire and
 * forget. Tests (NODE_ENV=test) send them themselves with `standInWebhook`.
 */
function deliverLater(events: WebhookEventName[], ids: WebhookIds, enabled?: boolean) {
  const env = getEnv()
  if (!(enabled ?? env.NODE_ENV !== 'test')) return
  if (!paymentsConfig().webhookSecret) {
    console.warn('Stand-in Razorpay: RAZORPAY_WEBHOOK_SECRET is not set, so no webhooks are sent')
    return
  }
  setTimeout(async () => {
    for (const event of events) {
      try {
        const response = await deliverWebhook(env.APP_URL, standInWebhook(event, ids))
        if (!response.ok)
          console.error(`Stand-in Razorpay: ${event} webhook answered ${response.status}`)
      } catch (error) {
        console.error(`Stand-in Razorpay: ${event} webhook could not be delivered`, error)
      }
    }
  }, 500).unref()
}

// --- The REST API (MSW handlers) ------------------------------------------------------------------

type ErrorReason = 'input_validation_failed' | 'NA'

function apiError(status: number, description: string, field?: string) {
  const reason: ErrorReason = status === 400 && field ? 'input_validation_failed' : 'NA'
  return HttpResponse.json(
    {
      error: {
        code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
        description,
        source: field ? 'business' : 'NA',
        step: field ? 'payment_initiation' : 'NA',
        reason,
        metadata: {},
        ...(field ? { field } : {}),
      },
    },
    { status },
  )
}

const notFound = () => apiError(400, 'The id provided does not exist')

/** Basic auth with the configured key id and secret, compared in constant time. */
function authenticated(request: Request) {
  const { keyId, keySecret } = paymentsConfig()
  const header = request.headers.get('authorization') ?? ''
  if (!keyId || !keySecret || !header.startsWith('Basic ')) return false
  const given = Buffer.from(header.slice(6), 'base64')
  const expected = Buffer.from(`${keyId}:${keySecret}`)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

type Handler = Parameters<typeof http.get>[1]

/** Refuses a request without the configured key before it reaches the handler, as Razorpay does. */
function withAuth(handler: Handler): Handler {
  return (info) =>
    authenticated(info.request) ? handler(info) : apiError(401, 'Authentication failed')
}

async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  const text = await request.text()
  if (!text) return {}
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

function validNotes(notes: unknown): string | null {
  if (notes === undefined) return null
  if (!notes || typeof notes !== 'object' || Array.isArray(notes))
    return 'The notes must be an object of key-value pairs.'
  const entries = Object.entries(notes)
  if (entries.length > 15) return 'The notes may not have more than 15 items.'
  for (const [key, value] of entries) {
    if (typeof value !== 'string' && typeof value !== 'number')
      return `The notes.${key} must be a string.`
    if (String(value).length > 256)
      return `The notes.${key} may not be greater than 256 characters.`
  }
  return null
}

function validAmount(amount: unknown, what: 'Order' | 'Refund'): string | null {
  if (amount === undefined || amount === null) return 'The amount field is required.'
  if (typeof amount !== 'number' || !Number.isInteger(amount))
    return 'The amount must be an integer.'
  if (amount < 100)
    return what === 'Order'
      ? 'Order amount less than minimum amount allowed'
      : 'The amount must be atleast INR 1.00'
  return null
}

function createOrder(body: Record<string, unknown>) {
  const amountProblem = validAmount(body.amount, 'Order')
  if (amountProblem) return apiError(400, amountProblem, 'amount')
  const currency = body.currency ?? 'INR'
  if (currency !== 'INR') return apiError(400, 'Currency is not supported', 'currency')
  if (body.receipt !== undefined && typeof body.receipt !== 'string')
    return apiError(400, 'The receipt must be a string.', 'receipt')
  if (typeof body.receipt === 'string' && body.receipt.length > 40)
    return apiError(400, 'The receipt may not be greater than 40 characters.', 'receipt')
  const notesProblem = validNotes(body.notes)
  if (notesProblem) return apiError(400, notesProblem, 'notes')
  const order = orderEntity({
    id: razorpayId('order'),
    amount: body.amount as number,
    currency,
    receipt: (body.receipt as string | undefined) ?? null,
    notes: (body.notes as Record<string, string> | undefined) ?? [],
  })
  state().orders.set(order.id, order)
  return HttpResponse.json(order)
}

/**
 * What makes two refund requests "the same body": amount (none means the remainder the first one
 * refunded), speed, notes and receipt, with the notes' keys in order.
 */
function refundRequestFingerprint(body: Record<string, unknown>, refundId: string) {
  const first = state().refunds.get(refundId)
  const notes =
    body.notes && typeof body.notes === 'object' && !Array.isArray(body.notes)
      ? Object.fromEntries(
          Object.entries(body.notes as Record<string, unknown>)
            .map(([k, v]) => [k, String(v)])
            .sort(([a], [b]) => (a! < b! ? -1 : 1)),
        )
      : {}
  return JSON.stringify([
    body.amount ?? first?.amount ?? null,
    body.speed ?? 'normal',
    notes,
    body.receipt ?? null,
  ])
}

function refund(payment: RazorpayPayment, body: Record<string, unknown>, key: string | null) {
  const s = state()
  if (key !== null) {
    if (key.length < 10 || key.length > 255)
      return apiError(400, 'The X-Refund-Idempotency header must be 10 to 255 characters.')
    // Razorpay: a retry must send the same body; it then answers the refund the key made.
    const earlier = s.refundKeys.get(key)
    if (earlier) {
      if (refundRequestFingerprint(body, earlier.refundId) !== earlier.body)
        return apiError(400, 'The idempotency key was used with a different request body.')
      return HttpResponse.json(s.refunds.get(earlier.refundId))
    }
  }
  if (payment.status !== 'captured' && payment.status !== 'refunded')
    return apiError(400, 'Only a captured payment can be refunded')
  const remaining = payment.amount - payment.amount_refunded
  if (remaining <= 0) return apiError(400, 'The payment has been fully refunded already')
  const amount = body.amount ?? remaining
  const amountProblem = validAmount(amount, 'Refund')
  if (amountProblem) return apiError(400, amountProblem, 'amount')
  if ((amount as number) > remaining)
    return apiError(400, 'The refund amount provided is greater than amount captured', 'amount')
  const notesProblem = validNotes(body.notes)
  if (notesProblem) return apiError(400, notesProblem, 'notes')
  if (body.speed !== undefined && body.speed !== 'normal' && body.speed !== 'optimum')
    return apiError(400, 'The selected speed is invalid.', 'speed')
  const created = refundEntity({
    id: razorpayId('rfnd'),
    amount: amount as number,
    currency: payment.currency,
    payment_id: payment.id,
    notes: (body.notes as Record<string, string> | undefined) ?? [],
    receipt: typeof body.receipt === 'string' ? body.receipt : null,
    acquirer_data: { arn: String(crypto.randomInt(10 ** 9, 10 ** 10 - 1)) },
    speed_requested: body.speed === 'optimum' ? 'optimum' : 'normal',
  })
  s.refunds.set(created.id, created)
  if (key !== null)
    s.refundKeys.set(key, {
      refundId: created.id,
      body: refundRequestFingerprint({ ...body, amount: created.amount }, created.id),
    })
  payment.amount_refunded += created.amount
  const full = payment.amount_refunded >= payment.amount
  payment.refund_status = full ? 'full' : 'partial'
  if (full) payment.status = 'refunded'
  deliverLater(['refund.processed'], { refundId: created.id })
  return HttpResponse.json(created)
}

const collection = <T>(items: T[]) => ({ entity: 'collection', count: items.length, items })

/** Razorpay's REST API as the SDK calls it (https://api.razorpay.com/v1, basic auth). */
export const razorpayStandInHandlers: RequestHandler[] = [
  http.post(
    `${RAZORPAY_API}/orders`,
    withAuth(async ({ request }) => {
      const body = await jsonBody(request)
      return body ? createOrder(body) : apiError(400, 'The request body is not valid JSON')
    }),
  ),
  http.get(
    `${RAZORPAY_API}/orders/:orderId`,
    withAuth(({ params }) => {
      const order = state().orders.get(String(params.orderId))
      return order ? HttpResponse.json(order) : notFound()
    }),
  ),
  http.get(
    `${RAZORPAY_API}/orders/:orderId/payments`,
    withAuth(({ params }) => {
      const s = state()
      const order = s.orders.get(String(params.orderId))
      if (!order) return notFound()
      // Newest first, as Razorpay lists them.
      const items = [...s.payments.values()].filter((p) => p.order_id === order.id).reverse()
      return HttpResponse.json(collection(items))
    }),
  ),
  http.get(
    `${RAZORPAY_API}/payments/:paymentId`,
    withAuth(({ params }) => {
      const payment = state().payments.get(String(params.paymentId))
      return payment ? HttpResponse.json(payment) : notFound()
    }),
  ),
  http.post(
    `${RAZORPAY_API}/payments/:paymentId/refund`,
    withAuth(async ({ params, request }) => {
      const payment = state().payments.get(String(params.paymentId))
      if (!payment) return notFound()
      const body = await jsonBody(request)
      if (!body) return apiError(400, 'The request body is not valid JSON')
      return refund(payment, body, request.headers.get('x-refund-idempotency'))
    }),
  ),
  http.get(
    `${RAZORPAY_API}/payments/:paymentId/refunds`,
    withAuth(({ params }) => {
      const s = state()
      if (!s.payments.has(String(params.paymentId))) return notFound()
      const items = [...s.refunds.values()].filter((r) => r.payment_id === params.paymentId)
      return HttpResponse.json(collection(items.reverse()))
    }),
  ),
  http.get(
    `${RAZORPAY_API}/refunds/:refundId`,
    withAuth(({ params }) => {
      const found = state().refunds.get(String(params.refundId))
      return found ? HttpResponse.json(found) : notFound()
    }),
  ),
  // Anything else the SDK might call: Razorpay's answer to an unknown URL, never the real API.
  http.all(`${RAZORPAY_API}/*`, () =>
    apiError(400, 'The requested URL was not found on the server.'),
  ),
]

/**
 * Stand-in mode without MOCKS: an MSW server in this process answering only Razorpay's API, so
 * the SDK runs unchanged with the stand-in's credentials. Everything else goes to the network.
 */
/**
 * The stand-in keeps its orders and payments in memory, but a demo store outlives it: the seeded
 * demo orders and anything paid before a restart would be unknown to it, and staff could not
 * refund them. At start it takes back, from our own Payment rows, every captured or refunded
 * payment (most recent first, bounded) as Razorpay would still know it.
 */
export async function rememberPaidPayments(limit = 5_000) {
  const rows = await prisma.payment.findMany({
    where: { status: { in: ['CAPTURED', 'REFUNDED'] }, providerPaymentId: { not: null } },
    orderBy: { createdAt: 'desc' },
    take: limit,
    select: {
      providerOrderId: true,
      providerPaymentId: true,
      capturedPaise: true,
      amountPaise: true,
      refundedPaise: true,
      method: true,
      createdAt: true,
      order: { select: { number: true, email: true, phone: true } },
    },
  })
  const s = state()
  for (const row of rows) {
    const amount = row.capturedPaise ?? row.amountPaise
    const created = Math.floor(row.createdAt.getTime() / 1000)
    if (!s.orders.has(row.providerOrderId))
      s.orders.set(
        row.providerOrderId,
        orderEntity({
          id: row.providerOrderId,
          amount: row.amountPaise,
          amount_paid: amount,
          status: 'paid',
          attempts: 1,
          receipt: row.order.number,
          created_at: created,
        }),
      )
    if (!s.payments.has(row.providerPaymentId!))
      s.payments.set(
        row.providerPaymentId!,
        paymentEntity({
          id: row.providerPaymentId!,
          order_id: row.providerOrderId,
          amount,
          status: row.refundedPaise >= amount ? 'refunded' : 'captured',
          amount_refunded: row.refundedPaise,
          refund_status: row.refundedPaise
            ? row.refundedPaise >= amount
              ? 'full'
              : 'partial'
            : null,
          method: row.method ?? 'card',
          email: row.order.email,
          contact: `+91${row.order.phone}`,
          created_at: created,
        }),
      )
  }
  return rows.length
}

export async function startStandInRazorpay() {
  const { setupServer } = await import('msw/node')
  const server = setupServer(...razorpayStandInHandlers)
  server.listen({ onUnhandledRequest: 'bypass' })
  await rememberPaidPayments().catch((error: unknown) =>
    console.error('Stand-in Razorpay could not read earlier payments:', error),
  )
  console.log(
    'Payments: no Razorpay keys, so a stand-in Razorpay takes test payments (no money moves)',
  )
  return server
}
