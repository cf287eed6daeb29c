/**
 * The stand-in's two checkouts (decision 020), the shopper's side of `razorpay-standin.server.ts`:
 * - the hosted page (no JavaScript): our pay form posts Razorpay's fields; the page shows a test
 *   payment whose Pay and Fail forms already hold exactly what Razorpay posts to callback_url
 *   (signed), and the stand-in records the outcome and sends the browser on with a 307;
 * - the Checkout.js modal: one JSON call records Pay or Fail and answers the handler's fields or
 *   the `payment.failed` error.
 */
import { z } from 'zod'
import { getEnv } from '../../platform/env.server.ts'
import { badRequest, unauthorized } from '../../platform/errors.server.ts'
import { paymentsConfig, signaturesMatch } from '../razorpay-config.server.ts'
import {
  failPayment,
  signedCallbackFields,
  standInPay,
  type CallbackFields,
} from './standin-pay.server.ts'
import {
  paymentError,
  paymentErrorFields,
  razorpayId,
  standInOrder,
  type RazorpayOrder,
  type RazorpayPaymentError,
} from './standin.server.ts'

interface PendingCheckout {
  orderId: string
  callbackUrl: string
  email: string
  contact: string
}

declare global {
  var __razorpayStandInCheckouts: Map<string, PendingCheckout> | undefined
}

/** Pay pages shown and not yet forgotten, by the payment id their forms were signed for. */
function pending() {
  globalThis.__razorpayStandInCheckouts ??= new Map()
  return globalThis.__razorpayStandInCheckouts
}
const MAX_PENDING = 1000

function remember(paymentId: string, checkout: PendingCheckout) {
  const map = pending()
  if (map.size >= MAX_PENDING) map.delete(map.keys().next().value!)
  map.set(paymentId, checkout)
}

/**
 * The stand-in only ever sends the browser back to this store (APP_URL or the page's own origin):
 * Razorpay would go anywhere, but a page inside our app must not be an open redirect.
 */
function ownUrl(value: string, requestOrigin: string) {
  try {
    const url = new URL(value)
    const allowed = [new URL(getEnv().APP_URL).origin, requestOrigin]
    return allowed.includes(url.origin) ? url.toString() : null
  } catch {
    return null
  }
}

const text = (max: number) => z.string().trim().max(max).optional().default('')

const hostedSchema = z.object({
  key_id: z.string({ required_error: 'key_id is required' }).trim().min(1, 'key_id is required'),
  order_id: z
    .string({ required_error: 'order_id is required' })
    .trim()
    .min(1, 'order_id is required'),
  amount: z.coerce
    .number({ invalid_type_error: 'amount must be a whole number of paise' })
    .int('amount must be a whole number of paise')
    .optional(),
  currency: z.string().trim().optional().default('INR'),
  name: text(200),
  description: text(500),
  'prefill[email]': text(200),
  'prefill[contact]': text(40),
  'prefill[name]': text(200),
  callback_url: z
    .string({ required_error: 'callback_url is required' })
    .trim()
    .min(1, 'callback_url is required'),
  cancel_url: text(2000),
})

export interface HostedCheckout {
  order: RazorpayOrder
  merchantName: string
  description: string
  email: string
  contact: string
  customerName: string
  cancelUrl: string | null
  /** The Pay form's hidden fields: Razorpay's success fields, signed. */
  payFields: CallbackFields
  /** The Fail form's hidden fields: Razorpay's `error[...]` fields. */
  failFields: Record<string, string>
}

/** Checks the merchant's form like Razorpay and prepares the test payment page. */
export function openHostedCheckout(
  form: Record<string, string>,
  requestOrigin: string,
): HostedCheckout {
  const parsed = hostedSchema.safeParse(form)
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message)
  const input = parsed.data
  if (input.key_id !== paymentsConfig().keyId) throw badRequest('The api key provided is invalid')
  const order = standInOrder(input.order_id)
  if (!order) throw badRequest(`No Razorpay order ${input.order_id}`)
  if (input.amount !== undefined && input.amount !== order.amount)
    throw badRequest(`The amount ${input.amount} does not match the order's ${order.amount}`)
  if (input.currency !== order.currency)
    throw badRequest(`The currency ${input.currency} does not match the order's ${order.currency}`)
  if (order.status === 'paid') throw badRequest(`Order ${order.id} is already paid`)
  const callbackUrl = ownUrl(input.callback_url, requestOrigin)
  if (!callbackUrl) throw badRequest('callback_url must be a page of this store')
  const cancelUrl = input.cancel_url ? ownUrl(input.cancel_url, requestOrigin) : null
  if (input.cancel_url && !cancelUrl) throw badRequest('cancel_url must be a page of this store')

  const paymentId = razorpayId('pay')
  const email = input['prefill[email]']
  const contact = input['prefill[contact]']
  remember(paymentId, { orderId: order.id, callbackUrl, email, contact })
  return {
    order,
    merchantName: input.name,
    description: input.description,
    email,
    contact,
    customerName: input['prefill[name]'],
    cancelUrl,
    payFields: signedCallbackFields(order.id, paymentId),
    failFields: paymentErrorFields(paymentError(order.id, paymentId)),
  }
}

/** Is this post the test page's Pay or Fail form (rather than the merchant's pay form)? */
export function isHostedOutcome(form: Record<string, string>) {
  return 'razorpay_payment_id' in form || 'error[code]' in form
}

/**
 * Records what the shopper chose on the test page and says where the browser goes: the merchant's
 * callback_url, which receives the same fields (a 307 keeps the method and body).
 */
export function completeHostedCheckout(form: Record<string, string>): { callbackUrl: string } {
  if ('razorpay_payment_id' in form) {
    const paymentId = form.razorpay_payment_id!
    const checkout = pending().get(paymentId)
    if (!checkout || checkout.orderId !== form.razorpay_order_id)
      throw badRequest('This test payment page has expired: start the payment again')
    const expected = signedCallbackFields(checkout.orderId, paymentId).razorpay_signature
    if (!signaturesMatch(expected, form.razorpay_signature))
      throw badRequest('The payment form was changed')
    standInPay(checkout.orderId, {
      paymentId,
      email: checkout.email,
      contact: checkout.contact,
    })
    return { callbackUrl: checkout.callbackUrl }
  }
  let metadata: { payment_id?: unknown; order_id?: unknown } = {}
  try {
    metadata = JSON.parse(form['error[metadata]'] ?? '{}') as typeof metadata
  } catch {
    throw badRequest('error[metadata] must be JSON')
  }
  const checkout = pending().get(String(metadata.payment_id))
  if (!checkout || checkout.orderId !== metadata.order_id)
    throw badRequest('This test payment page has expired: start the payment again')
  failPayment(checkout.orderId, {
    paymentId: String(metadata.payment_id),
    email: checkout.email,
    contact: checkout.contact,
  })
  return { callbackUrl: checkout.callbackUrl }
}

export const modalPaymentSchema = z.object({
  key: z.string().trim().min(1, 'key is required'),
  order_id: z.string().trim().min(1, 'order_id is required'),
  amount: z.number().int().optional(),
  outcome: z.enum(['pay', 'fail']),
  email: z.string().trim().max(200).optional(),
  contact: z.string().trim().max(40).optional(),
})

export type ModalPayment = z.infer<typeof modalPaymentSchema>

export type ModalOutcome =
  | { outcome: 'paid'; response: CallbackFields }
  | { outcome: 'failed'; response: { error: RazorpayPaymentError } }

/** The stand-in Checkout.js modal's Pay or Fail. */
export function payFromModal(input: ModalPayment): ModalOutcome {
  if (input.key !== paymentsConfig().keyId) throw unauthorized('The api key provided is invalid')
  const order = standInOrder(input.order_id)
  if (!order) throw badRequest(`No Razorpay order ${input.order_id}`)
  if (input.amount !== undefined && input.amount !== order.amount)
    throw badRequest(`The amount ${input.amount} does not match the order's ${order.amount}`)
  const customer = { email: input.email, contact: input.contact }
  if (input.outcome === 'pay') return { outcome: 'paid', response: standInPay(order.id, customer) }
  return { outcome: 'failed', response: { error: failPayment(order.id, customer) } }
}
