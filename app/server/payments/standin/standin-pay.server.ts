/** The stand-in Razorpay's shopper paying or failing to pay (decision 020). */
import { badRequest } from '../../platform/errors.server.ts'
import { paymentSignature, paymentsConfig } from '../razorpay-config.server.ts'
import {
  type RazorpayPaymentError,
  paymentEntity,
  paymentError,
  paymentErrorFields,
  razorpayId,
  state,
} from './standin.server.ts'
import { deliverLater } from './standin-webhooks.server.ts'

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
