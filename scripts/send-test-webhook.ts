/**
 * Sends a signed Razorpay webhook to a running store, as Razorpay would (decision 020):
 *   npm run dev:webhook -- <event> <razorpay order id | order number> [--url http://localhost:3000]
 * Events: payment.authorized, payment.captured, payment.failed, order.paid, refund.processed.
 * The payload is built from the order's payment in the database at DATABASE_URL (unset: the
 * embedded database `npm start` runs on 127.0.0.1:54329), signed with the webhook secret the
 * server uses: RAZORPAY_WEBHOOK_SECRET with keys, the stand-in's without. Run it with the server's
 * environment.
 */
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { PrismaClient } from '@prisma/client'
import { paymentsConfig } from '../app/server/payments/razorpay-config.server.ts'
import {
  deliverWebhook,
  signedWebhook,
  type SignedWebhook,
} from '../app/server/payments/standin/standin-webhooks.server.ts'
import {
  orderEntity,
  paymentEntity,
  razorpayId,
  refundEntity,
  WEBHOOK_EVENTS,
  WEBHOOK_PATH,
  type WebhookEventName,
} from '../app/server/payments/standin/standin.server.ts'
import { createPrismaClient } from '../app/server/platform/db.server.ts'

const EMBEDDED_DATABASE_URL = 'postgresql://postgres:postgres@127.0.0.1:54329/postgres'
const USAGE =
  'Usage: npm run dev:webhook -- <event> <razorpay order id | order number> [--url http://localhost:3000]\n' +
  `Events: ${WEBHOOK_EVENTS.join(', ')}`

export function isWebhookEvent(value: string): value is WebhookEventName {
  return (WEBHOOK_EVENTS as readonly string[]).includes(value)
}

/**
 * The webhook Razorpay would send for `event` about an order's payment: `ref` is the Razorpay
 * order id (`order_…`) or our order number. A payment Razorpay never reported gets a new id.
 */
export async function buildTestWebhook(
  prisma: PrismaClient,
  event: WebhookEventName,
  ref: string,
  secret: string,
): Promise<{ webhook: SignedWebhook; orderNumber: string; razorpayOrderId: string }> {
  const include = {
    order: true,
    refunds: { orderBy: { createdAt: 'desc' as const }, take: 1 },
  }
  const payment = ref.startsWith('order_')
    ? await prisma.payment.findUnique({ where: { providerOrderId: ref }, include })
    : await prisma.payment.findFirst({
        where: { order: { number: ref } },
        orderBy: { createdAt: 'desc' },
        include,
      })
  if (!payment)
    throw new Error(`No Razorpay payment for ${ref}: place the order and open its payment first.`)

  const { order } = payment
  const paid = event !== 'payment.failed'
  const captured = payment.capturedPaise ?? payment.amountPaise
  const refund = payment.refunds[0]
  if (event === 'refund.processed' && !refund)
    throw new Error(`Order ${order.number} has no refund to confirm: refund it in the admin first.`)

  const refunded =
    event === 'refund.processed'
      ? Math.max(payment.refundedPaise, refund!.amountPaise)
      : payment.refundedPaise
  const failure = {
    error_code: 'BAD_REQUEST_ERROR',
    error_description: 'Payment failed',
    error_source: 'customer',
    error_step: 'payment_authorization',
    error_reason: 'payment_failed',
  }
  const paymentValues = paymentEntity({
    id: payment.providerPaymentId ?? razorpayId('pay'),
    amount: paid ? captured : payment.amountPaise,
    order_id: payment.providerOrderId,
    status: !paid ? 'failed' : refunded >= captured ? 'refunded' : 'captured',
    captured: paid,
    method: payment.method ?? 'upi',
    email: order.email,
    contact: `+91${order.phone}`,
    amount_refunded: refunded,
    refund_status: refunded === 0 ? null : refunded >= captured ? 'full' : 'partial',
    ...(paid ? {} : { ...failure, vpa: 'failure@razorpay' }),
  })
  const orderValues = orderEntity({
    id: payment.providerOrderId,
    amount: payment.amountPaise,
    amount_paid: paid ? captured : 0,
    receipt: order.number,
    status: paid ? 'paid' : 'attempted',
    attempts: 1,
    created_at: Math.floor(payment.createdAt.getTime() / 1000),
  })
  const refundValues = refund
    ? refundEntity({
        id: refund.providerRefundId ?? razorpayId('rfnd'),
        amount: refund.amountPaise,
        payment_id: paymentValues.id,
        // As our refund call sends it: the webhook finds our refund even without Razorpay's id.
        notes: { refund_id: refund.id },
      })
    : undefined
  return {
    webhook: signedWebhook(
      event,
      { order: orderValues, payment: paymentValues, refund: refundValues },
      secret,
    ),
    orderNumber: order.number,
    razorpayOrderId: payment.providerOrderId,
  }
}

/** Builds and posts the webhook; answers the store's status and reply. */
export async function sendTestWebhook(options: {
  prisma: PrismaClient
  event: WebhookEventName
  ref: string
  url: string
  secret: string
}) {
  const built = await buildTestWebhook(options.prisma, options.event, options.ref, options.secret)
  const response = await deliverWebhook(options.url, built.webhook)
  return { ...built, status: response.status, reply: await response.text() }
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { url: { type: 'string' } },
  })
  const [event, ref] = positionals
  if (!event || !ref || positionals.length > 2) throw new Error(USAGE)
  if (!isWebhookEvent(event)) throw new Error(`Unknown event ${event}.\n${USAGE}`)
  process.env.DATABASE_URL ??= EMBEDDED_DATABASE_URL
  const url = values.url ?? process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`
  const { webhookSecret, mode } = paymentsConfig()
  if (!webhookSecret)
    throw new Error(
      mode === 'razorpay'
        ? 'RAZORPAY_WEBHOOK_SECRET is not set: use the secret the server verifies webhooks with.'
        : 'Payments are off (production without keys): there is no webhook secret.',
    )
  // One connection: the embedded database multiplexes connections (docs/decisions/003).
  const prisma = createPrismaClient(process.env.DATABASE_URL, 1)
  try {
    const sent = await sendTestWebhook({ prisma, event, ref, url, secret: webhookSecret })
    console.log(
      `${event} for ${sent.orderNumber} (${sent.razorpayOrderId}), event ${sent.webhook.eventId}` +
        ` → ${new URL(WEBHOOK_PATH, url)}: ${sent.status} ${sent.reply.slice(0, 500)}`,
    )
    if (sent.status >= 300) process.exitCode = 1
  } finally {
    await prisma.$disconnect()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: Error) => {
    console.error(error.message)
    process.exit(1)
  })
}
