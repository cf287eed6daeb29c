/**
 * The stand-in Razorpay's REST API as MSW handlers (decision 020), and its start in stand-in mode.
 */
import crypto from 'node:crypto'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { prisma } from '../../platform/db.server.ts'
import { paymentsConfig } from '../razorpay-config.server.ts'
import {
  RAZORPAY_API,
  orderEntity,
  paymentEntity,
  razorpayId,
  refundEntity,
  state,
} from './standin.server.ts'
import type { RazorpayPayment } from './standin.server.ts'
import { deliverLater } from './standin-webhooks.server.ts'

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

/** Once its handlers answer (server/standins.ts): earlier payments read back, and the line. */
export async function standInRazorpayStarted() {
  await rememberPaidPayments().catch((error: unknown) =>
    console.error('Stand-in Razorpay could not read earlier payments:', error),
  )
  console.log(
    'Payments: no Razorpay keys, so a stand-in Razorpay takes test payments (no money moves)',
  )
}
