import crypto from 'node:crypto'
import type { Prisma } from '@prisma/client'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { defineJob } from '../platform/jobs.server.ts'
import { enforceLimits, RATE_LIMITS } from '../platform/rate-limit.server.ts'
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

/** How much of a rejected (forged) delivery's body is kept for the admin to look at. */
const REJECTED_PAYLOAD_CHARS = 4096
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
    // A forgery is logged for the admin, in a bounded size, and at most 20 an hour from one
    // source; REJECTED rows go after REJECTED_WEBHOOK_RETENTION_DAYS (housekeeping).
    await enforceLimits([[RATE_LIMITS.rejectedWebhookPerIp, source ?? 'unknown']])
    await prisma.webhookEvent.create({
      data: {
        ...base,
        payload:
          rawBody.length > REJECTED_PAYLOAD_CHARS
            ? { truncated: rawBody.slice(0, REJECTED_PAYLOAD_CHARS) }
            : payload,
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

export const WEBHOOK_RERUN_MESSAGES = {
  notFound: 'Webhook delivery not found',
  rejected:
    'This delivery failed the signature check, so it was never applied and cannot be re-run.',
} as const

interface Outcome {
  text: string
  /** Valid but nothing to do: an event we do not use, or one whose change was already made. */
  ignored?: boolean
}

/** Does what a stored event says; safe to run twice (a claimed row, forward-only changes). */
export async function processWebhookEvent(id: string) {
  const result = await runWebhookEvent(id, { rerun: false })
  return result ? result.text : 'not pending'
}

/**
 * Staff's "Re-run" (admin webhooks): applies a valid delivery again through the same handler,
 * whatever its status. The handler only moves things forward, so re-running an applied payment
 * changes nothing and answers `changed: false`; the delivery keeps the status and outcome of the
 * run that did the work. A delivery whose signature failed is refused: it was never trusted.
 */
export async function rerunWebhookEvent(id: string) {
  const event = await prisma.webhookEvent.findUnique({
    where: { id },
    select: { signatureValid: true },
  })
  if (!event) throw new AppError(404, WEBHOOK_RERUN_MESSAGES.notFound)
  if (!event.signatureValid)
    throw new AppError(409, WEBHOOK_RERUN_MESSAGES.rejected, { code: 'SIGNATURE_INVALID' })
  const result = await runWebhookEvent(id, { rerun: true })
  if (!result) throw new AppError(404, WEBHOOK_RERUN_MESSAGES.notFound)
  return result
}

async function runWebhookEvent(id: string, { rerun }: { rerun: boolean }) {
  const claimed = await prisma.webhookEvent.updateMany({
    where: {
      id,
      signatureValid: true,
      ...(rerun ? {} : { status: { in: ['RECEIVED', 'FAILED'] } }),
    },
    data: { attempts: { increment: 1 } },
  })
  if (!claimed.count) return null
  const event = await prisma.webhookEvent.findUniqueOrThrow({ where: { id } })
  // An applied delivery keeps the record of the run that applied it when a re-run does nothing.
  const settled = event.status === 'PROCESSED' || event.status === 'IGNORED'
  const started = performance.now()
  const elapsed = () => Math.max(0, Math.round(performance.now() - started))
  try {
    const outcome: Outcome = await handle(event.eventType, event.payload as Record<string, unknown>)
    const processingMs = elapsed()
    const record = {
      outcome: outcome.text.slice(0, 500),
      processedAt: new Date(),
      processingMs,
      error: null,
    }
    if (!outcome.ignored) {
      await prisma.webhookEvent.update({ where: { id }, data: { ...record, status: 'PROCESSED' } })
    } else {
      // "Nothing to do" never overwrites the record of a run that did the work (this delivery
      // re-run, or two runs at once): PROCESSED wins.
      const noted =
        rerun && settled
          ? 0
          : (
              await prisma.webhookEvent.updateMany({
                where: { id, status: { not: 'PROCESSED' } },
                data: { ...record, status: 'IGNORED' },
              })
            ).count
      if (!noted)
        await prisma.webhookEvent.update({ where: { id }, data: { processingMs, error: null } })
    }
    return { text: outcome.text, changed: !outcome.ignored }
  } catch (error) {
    const message = String((error as Error)?.message ?? error).slice(0, 500)
    await prisma.webhookEvent.update({
      where: { id },
      // A failed re-run of an applied delivery does not undo what it did: only the error is noted.
      data: settled
        ? { processingMs: elapsed(), error: `Re-run failed: ${message}`.slice(0, 500) }
        : { status: 'FAILED', processingMs: elapsed(), error: message },
    })
    if (rerun) throw new AppError(502, `The re-run failed: ${message}`, { code: 'RERUN_FAILED' })
    throw error
  }
}

async function handle(type: string, body: Record<string, unknown>): Promise<Outcome> {
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
