import { prisma } from '../platform/db.server.ts'
import { defineJob } from '../platform/jobs.server.ts'
import {
  parseWebhookBody,
  rejectWebhook,
  rerunLoggedWebhook,
  runLoggedWebhook,
  storeWebhook,
  WEBHOOK_RERUN_MESSAGES,
  webhookEventId,
  type WebhookOutcome,
} from '../platform/webhook-log.server.ts'
import { applyGatewayPayment, recordFailure } from './payments.server.ts'
import { razorpayGateway, toPayment } from './payment-gateway.server.ts'
import { paymentsConfig, signaturesMatch, webhookSignature } from './razorpay-config.server.ts'
import { refundProcessed } from './refunds.server.ts'

/**
 * Razorpay's webhooks: every delivery is logged (event id, type, payload, signature result,
 * outcome); a valid one is stored once (partial unique index on provider + event id) and processed
 * by a background job, so the answer goes back within Razorpay's 5 seconds. Events arrive at least
 * once and in any order: processing only ever moves things forward through payments.server.ts.
 */

export const WEBHOOK_MESSAGES = {
  badSignature: 'Invalid webhook signature',
  badBody: 'Invalid webhook body',
} as const

/** The payment entity of a webhook payload, when it has one. */
const paymentFrom = (entity: Record<string, unknown> | undefined) =>
  entity?.id ? toPayment(entity) : null

export const webhookJob = defineJob<{ webhookEventId: string }>(
  'razorpay-webhook',
  ({ webhookEventId }) => processWebhookEvent(webhookEventId),
  { retryLimit: 8, retryDelaySeconds: 30 },
)

/** Rejected deliveries are kept this long, then removed by housekeeping (decision 030). */
export const REJECTED_WEBHOOK_RETENTION_DAYS = 7

/** Removes rejected (forged) deliveries older than the retention; accepted ones are kept. */
export async function pruneRejectedWebhooks(now = new Date()) {
  const { count } = await prisma.webhookEvent.deleteMany({
    where: {
      status: 'REJECTED',
      signatureValid: false,
      receivedAt: { lt: new Date(now.getTime() - REJECTED_WEBHOOK_RETENTION_DAYS * 86_400_000) },
    },
  })
  return count
}

/** Stores a delivery and queues it. Throws AppError 400 for a forged or malformed one (logged too). */
export async function receiveWebhook({
  rawBody,
  signature,
  eventIdHeader,
  source = null,
}: {
  rawBody: string
  signature: string | null
  /** The sender's address (clientIp): forged deliveries are rate-limited per source. */
  source?: string | null
  eventIdHeader: string | null
}) {
  const { webhookSecret } = paymentsConfig()
  const valid = Boolean(
    webhookSecret &&
    signature &&
    signaturesMatch(webhookSignature(rawBody, webhookSecret), signature),
  )
  const delivery = {
    provider: 'razorpay',
    eventId: webhookEventId(eventIdHeader, rawBody),
    ...parseWebhookBody(rawBody, (body) => body.event),
    signature: (signature ?? '').slice(0, 200),
    rawBody,
    source,
  }
  if (!valid) return rejectWebhook(delivery, WEBHOOK_MESSAGES.badSignature)
  return storeWebhook(delivery, (webhookEventId) =>
    webhookJob.send({ webhookEventId }, { singletonKey: webhookEventId }),
  )
}

export { WEBHOOK_RERUN_MESSAGES }

/** Does what a stored event says; safe to run twice (a claimed row, forward-only changes). */
export async function processWebhookEvent(id: string) {
  const result = await runLoggedWebhook(id, { rerun: false }, handle)
  return result ? result.text : 'not pending'
}

/** Staff's "Re-run" of a Razorpay delivery (platform/webhook-log.server.ts). */
export function rerunWebhookEvent(id: string) {
  return rerunLoggedWebhook(id, handle)
}

async function handle(type: string, body: Record<string, unknown>): Promise<WebhookOutcome> {
  const payload = (body.payload ?? {}) as Record<string, { entity?: Record<string, unknown> }>
  const payment = paymentFrom(payload.payment?.entity)
  switch (type) {
    case 'payment.authorized':
    case 'payment.captured':
    case 'order.paid': {
      const gatewayOrderId = payment?.orderId || String(payload.order?.entity?.id ?? '')
      if (!payment || !gatewayOrderId) return { text: 'No payment in the event', ignored: true }
      // order.paid carries the captured payment; make its state explicit.
      const state = type === 'order.paid' ? { ...payment, status: 'captured' } : payment
      const result = await applyGatewayPayment({
        gatewayOrderId,
        payment: state,
        actor: 'razorpay',
      })
      return describe(result.outcome, gatewayOrderId)
    }
    case 'payment.failed': {
      if (!payment?.orderId) return { text: 'No payment in the event', ignored: true }
      const { orderId, noted } = await recordFailure({
        gatewayOrderId: payment.orderId,
        paymentId: payment.id,
        code: payment.errorCode ?? 'PAYMENT_FAILED',
        description: payment.errorDescription ?? 'Payment failed',
        actor: 'razorpay',
      })
      if (!orderId) return { text: 'Unknown order', ignored: true }
      return noted
        ? { text: 'Failure noted' }
        : { text: 'Failure already noted (or the payment succeeded)', ignored: true }
    }
    case 'refund.processed': {
      const refund = payload.refund?.entity
      if (!refund?.id || !refund.payment_id)
        return { text: 'No refund in the event', ignored: true }
      // A refund can arrive before the capture it refunds: apply the capture first.
      const known = await prisma.payment.findUnique({
        where: { providerPaymentId: String(refund.payment_id) },
        select: { status: true },
      })
      if (!known || known.status !== 'CAPTURED') {
        const fetched = await razorpayGateway().fetchPayment(String(refund.payment_id))
        if (fetched.orderId)
          await applyGatewayPayment({
            gatewayOrderId: fetched.orderId,
            payment: { ...fetched, status: 'captured' },
            actor: 'razorpay',
          })
      }
      const notes = (refund.notes ?? {}) as Record<string, unknown>
      const text = await refundProcessed({
        providerRefundId: String(refund.id),
        providerPaymentId: String(refund.payment_id),
        amountPaise: Number(refund.amount ?? 0),
        ourRefundId: typeof notes.refund_id === 'string' ? notes.refund_id : null,
      })
      return { text, ignored: text === 'Refund already applied' }
    }
    default:
      return { text: `Event ${type} is not used`, ignored: true }
  }
}

function describe(outcome: string, gatewayOrderId: string) {
  switch (outcome) {
    case 'paid':
      return { text: `Order paid (${gatewayOrderId})` }
    case 'already-applied':
      return { text: 'Payment already applied', ignored: true }
    case 'held':
      return { text: 'Payment held for review' }
    case 'pending':
      return { text: 'Payment not captured yet' }
    default:
      return { text: outcome }
  }
}
