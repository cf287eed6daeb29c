import crypto from 'node:crypto'
import type { Prisma } from '@prisma/client'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { defineJob } from '../platform/jobs.server.ts'
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

/** Stores a delivery and queues it. Throws AppError 400 for a forged or malformed one (logged too). */
export async function receiveWebhook({
  rawBody,
  signature,
  eventIdHeader,
}: {
  rawBody: string
  signature: string | null
  eventIdHeader: string | null
}) {
  const { webhookSecret } = paymentsConfig()
  const valid = Boolean(
    webhookSecret &&
    signature &&
    signaturesMatch(webhookSignature(rawBody, webhookSecret), signature),
  )
  let payload: Prisma.InputJsonValue = {}
  let eventType = 'unknown'
  try {
    const parsed = JSON.parse(rawBody) as { event?: unknown }
    if (parsed && typeof parsed === 'object') {
      payload = parsed as Prisma.InputJsonValue
      eventType = typeof parsed.event === 'string' ? parsed.event.slice(0, 100) : 'unknown'
    }
  } catch {
    payload = { unparsable: rawBody.slice(0, 2000) }
  }
  const eventId = (
    eventIdHeader?.trim() ||
    `body-${crypto.createHash('sha256').update(rawBody).digest('hex').slice(0, 32)}`
  ).slice(0, 200)
  const base = {
    provider: 'razorpay',
    eventId,
    eventType,
    payload,
    signature: (signature ?? '').slice(0, 200),
  }
  if (!valid) {
    await prisma.webhookEvent.create({
      data: {
        ...base,
        signatureValid: false,
        status: 'REJECTED',
        outcome: 'Signature did not match',
      },
    })
    throw new AppError(400, WEBHOOK_MESSAGES.badSignature, { code: 'BAD_SIGNATURE' })
  }
  try {
    const row = await prisma.webhookEvent.create({
      data: { ...base, signatureValid: true },
      select: { id: true },
    })
    await webhookJob.send({ webhookEventId: row.id }, { singletonKey: row.id })
    return { id: row.id, duplicate: false }
  } catch (error) {
    if ((error as { code?: string }).code !== 'P2002') throw error
    // A repeat delivery: counted, not processed again.
    const existing = await prisma.webhookEvent.update({
      where: {
        id: (
          await prisma.webhookEvent.findFirstOrThrow({
            where: { provider: 'razorpay', eventId, signatureValid: true },
            select: { id: true },
          })
        ).id,
      },
      data: { deliveries: { increment: 1 } },
      select: { id: true },
    })
    return { id: existing.id, duplicate: true }
  }
}

/** Does what a stored event says; safe to run twice (a claimed row, forward-only changes). */
export async function processWebhookEvent(id: string) {
  const claimed = await prisma.webhookEvent.updateMany({
    where: { id, signatureValid: true, status: { in: ['RECEIVED', 'FAILED'] } },
    data: { attempts: { increment: 1 } },
  })
  if (!claimed.count) return 'not pending'
  const event = await prisma.webhookEvent.findUniqueOrThrow({ where: { id } })
  try {
    const outcome = await handle(event.eventType, event.payload as Record<string, unknown>)
    await prisma.webhookEvent.update({
      where: { id },
      data: {
        status: outcome.ignored ? 'IGNORED' : 'PROCESSED',
        outcome: outcome.text.slice(0, 500),
        processedAt: new Date(),
        error: null,
      },
    })
    return outcome.text
  } catch (error) {
    await prisma.webhookEvent.update({
      where: { id },
      data: { status: 'FAILED', error: String((error as Error)?.message ?? error).slice(0, 500) },
    })
    throw error
  }
}

async function handle(
  type: string,
  body: Record<string, unknown>,
): Promise<{ text: string; ignored?: boolean }> {
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
      const orderId = await recordFailure({
        gatewayOrderId: payment.orderId,
        paymentId: payment.id,
        code: payment.errorCode ?? 'PAYMENT_FAILED',
        description: payment.errorDescription ?? 'Payment failed',
        actor: 'razorpay',
      })
      return orderId ? { text: 'Failure noted' } : { text: 'Unknown order', ignored: true }
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
      return { text }
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
      return { text: 'Already applied', ignored: true }
    case 'held':
      return { text: 'Payment held for review' }
    case 'pending':
      return { text: 'Payment not captured yet' }
    default:
      return { text: outcome }
  }
}
