/** The stand-in Razorpay's signed webhooks, built and delivered as Razorpay does (decision 020). */
import { getEnv } from '../../platform/env.server.ts'
import { badRequest } from '../../platform/errors.server.ts'
import { paymentsConfig, webhookSignature } from '../razorpay-config.server.ts'
import {
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
  type WebhookEventName,
  STANDIN_ACCOUNT_ID,
  WEBHOOK_PATH,
  now,
  razorpayId,
  state,
} from './standin.server.ts'

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
export function deliverLater(events: WebhookEventName[], ids: WebhookIds, enabled?: boolean) {
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
