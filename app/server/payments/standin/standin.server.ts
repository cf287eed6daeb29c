/**
 * The stand-in Razorpay (decision 020): Razorpay's REST API, payments and webhooks, in process.
 * With no keys (stand-in mode) the server answers the official SDK's calls with these MSW
 * handlers; with MOCKS=true (dev, tests) tests/mocks uses the same handlers. The shopper pays on
 * the stand-in pages (app/routes/dev.razorpay.*), which call `standInPay` and `standInFail`;
 * like Razorpay, a payment is followed by its signed webhooks a moment later.
 *
 * State lives on globalThis: the Express entry and the Remix build (or Vite's module graph in dev)
 * each load this module, and a dev reload must not forget the orders it created.
 *
 * This file holds that state and Razorpay's entities; paying is `standin-pay.server.ts`, webhooks
 * `standin-webhooks.server.ts`, the REST API and the start `standin-api.server.ts`, the hosted
 * checkout pages' rules `standin-checkout.server.ts`.
 */
import crypto from 'node:crypto'

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

export function state(): StandInState {
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

export const now = () => Math.floor(Date.now() / 1000)

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
