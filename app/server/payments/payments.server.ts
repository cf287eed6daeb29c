import type { Prisma } from '@prisma/client'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { deliver } from '../platform/outbox.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { holidaySet } from '../delivery/holidays.server.ts'
import { orderPromise } from '../delivery/speeds.server.ts'
import { tryTransition } from '../orders/transition.server.ts'
import { orderPaid } from './order-paid.server.ts'
import { razorpayGateway, type GatewayPayment } from './payment-gateway.server.ts'
import { paymentSignature, paymentsConfig, signaturesMatch } from './razorpay-config.server.ts'

/**
 * Payments, applied exactly once. Whichever arrives first (the browser's callback, the verify
 * call, a webhook, the reconciler) moves the order to paid; the rest find nothing to do. The
 * database decides: the Payment row is claimed with a conditional update (CREATED/AUTHORIZED/FAILED
 * → CAPTURED), the order moves with another (PENDING_PAYMENT → PAID), and `orderPaid` runs the
 * followers (invoice number, loyalty credit, cart clearing, confirmation) in that same transaction,
 * so a second arrival — on this instance or another — changes nothing.
 */

type Tx = Prisma.TransactionClient

export const PAYMENT_MESSAGES = {
  notFound: 'We could not find the order for this payment.',
  badSignature:
    'We could not verify this payment with Razorpay, so your order was not marked paid. If money left your account, it will be confirmed automatically or refunded.',
  notPending: 'This order is not awaiting payment.',
} as const

/** What the browser needs to pay an order (Checkout.js options or the hosted checkout form). */
export interface PaymentStart {
  orderId: string
  number: string
  amountPaise: number
  currency: 'INR'
  keyId: string
  gatewayOrderId: string
  name: string
  description: string
  prefill: { name: string; email: string; contact: string }
  callbackUrl: string
  cancelUrl: string
  hostedCheckoutUrl: string
  checkoutScriptUrl: string
  standIn: boolean
}

/**
 * The Razorpay order for one of our pending orders, created once: an advisory lock per order makes
 * concurrent "Pay" clicks (or instances) wait for the first, which stores the Payment row the others
 * then reuse. Razorpay down: a 502 AppError, nothing stored, the order stays pending to retry.
 */
export async function startPayment({
  orderId,
  userId,
  appUrl = getEnv().APP_URL,
}: {
  orderId: string
  userId: string
  /** The store's address as the shopper's browser knows it (`publicUrl`); APP_URL by default. */
  appUrl?: string
}) {
  const config = paymentsConfig()
  const order = await prisma.order.findFirst({
    where: { id: orderId, userId },
    select: {
      id: true,
      number: true,
      status: true,
      totalPaise: true,
      email: true,
      phone: true,
      shippingAddress: true,
      items: { select: { productName: true }, take: 3 },
    },
  })
  if (!order) throw new AppError(404, 'Order not found')
  if (order.status !== 'PENDING_PAYMENT')
    throw new AppError(409, PAYMENT_MESSAGES.notPending, { code: 'NOT_PENDING' })
  const gateway = razorpayGateway()
  const payment = await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`pay:${order.id}`}))`
      const existing = await tx.payment.findFirst({
        where: { orderId: order.id, amountPaise: order.totalPaise },
        orderBy: { createdAt: 'desc' },
        select: { providerOrderId: true },
      })
      // The stand-in keeps its orders in memory: after a restart it knows none of them, so a
      // pending order gets a new one. Real Razorpay orders never expire.
      if (
        existing &&
        (config.mode !== 'standin' || (await gateway.hasOrder(existing.providerOrderId)))
      )
        return existing
      const created = await gateway.createOrder({
        amountPaise: order.totalPaise,
        receipt: order.number,
        notes: { orderId: order.id, orderNumber: order.number, userId },
      })
      return tx.payment.create({
        data: { orderId: order.id, providerOrderId: created.id, amountPaise: order.totalPaise },
        select: { providerOrderId: true },
      })
    },
    { maxWait: 15_000, timeout: 30_000 },
  )
  const base = appUrl.replace(/\/$/, '')
  const address = (order.shippingAddress ?? {}) as { name?: string }
  return {
    orderId: order.id,
    number: order.number,
    amountPaise: order.totalPaise,
    currency: 'INR',
    keyId: config.keyId,
    gatewayOrderId: payment.providerOrderId,
    name: 'PrintStudio',
    description: `Order ${order.number}: ${order.items.map((i) => i.productName).join(', ')}`.slice(
      0,
      250,
    ),
    prefill: { name: address.name ?? '', email: order.email, contact: order.phone },
    callbackUrl: `${base}/payment/callback?order=${encodeURIComponent(order.id)}`,
    cancelUrl: `${base}/checkout?payment=cancelled&order=${encodeURIComponent(order.id)}`,
    hostedCheckoutUrl: config.hostedCheckoutUrl,
    checkoutScriptUrl: config.checkoutScriptUrl,
    standIn: config.standInPages,
  } satisfies PaymentStart
}

export type CaptureOutcome = 'paid' | 'already-applied' | 'held' | 'pending' | 'failed'

interface CaptureInput {
  gatewayOrderId: string
  payment: GatewayPayment
  /** Who told us: 'customer' (callback/verify), 'razorpay' (webhook), 'system' (reconciler). */
  actor: string
}

/**
 * Applies what Razorpay says about a payment. captured → the one paid transition; authorized →
 * noted (automatic capture follows); failed → noted, the order stays payable. Returns what
 * happened; ids of outbox messages to send are delivered after the commit.
 */
export async function applyGatewayPayment({ gatewayOrderId, payment, actor }: CaptureInput) {
  if (payment.status === 'failed') {
    await recordFailure({
      gatewayOrderId,
      paymentId: payment.id,
      code: payment.errorCode ?? 'PAYMENT_FAILED',
      description: payment.errorDescription ?? 'Payment failed',
      actor,
    })
    return { outcome: 'failed' as CaptureOutcome, orderId: null }
  }
  if (payment.status !== 'captured' && payment.status !== 'refunded') {
    if (payment.status === 'authorized') {
      await prisma.payment.updateMany({
        where: { providerOrderId: gatewayOrderId, status: { in: ['CREATED', 'FAILED'] } },
        data: { status: 'AUTHORIZED', providerPaymentId: payment.id, method: payment.method },
      })
    }
    return { outcome: 'pending' as CaptureOutcome, orderId: null }
  }
  const result = await prisma.$transaction(
    async (tx) => capture(tx, { gatewayOrderId, payment, actor }),
    { maxWait: 15_000, timeout: 30_000 },
  )
  for (const id of result.messageIds) await deliver(id)
  return { outcome: result.outcome, orderId: result.orderId }
}

/** The longest production time among an order's products, in working days (at least 1). */
/**
 * What a paid order promises from this moment (decision 057): dispatch by the end of its working
 * day, counted with the cached holiday calendar, and the arrival range for its speed and PIN code.
 */
async function paidOrderPromise(tx: Tx, orderId: string, paidAt: Date) {
  const [order, items, holidays] = await Promise.all([
    tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { deliverySpeed: true, shippingAddress: true },
    }),
    tx.orderItem.findMany({
      where: { orderId },
      select: { product: { select: { productionDays: true } } },
    }),
    holidaySet(),
  ])
  const address = (order.shippingAddress ?? {}) as { pinCode?: string }
  return orderPromise({
    paidAt,
    speed: order.deliverySpeed,
    pinCode: String(address.pinCode ?? ''),
    productionDays: Math.max(1, ...items.map((i) => i.product.productionDays)),
    holidays,
  })
}

async function capture(tx: Tx, { gatewayOrderId, payment, actor }: CaptureInput) {
  const none = { messageIds: [] as string[], orderId: null as string | null }
  const row = await tx.payment.findUnique({
    where: { providerOrderId: gatewayOrderId },
    select: { id: true, orderId: true },
  })
  // Not one of ours (yet): the caller retries, then it is logged as failed.
  if (!row) throw new Error(`No payment is recorded for Razorpay order ${gatewayOrderId}`)
  const now = new Date()
  // One capture: only the first arrival moves the row to CAPTURED.
  const claimed = await tx.payment.updateMany({
    where: { id: row.id, status: { in: ['CREATED', 'AUTHORIZED', 'FAILED'] } },
    data: {
      status: 'CAPTURED',
      providerPaymentId: payment.id,
      capturedPaise: payment.amount,
      method: payment.method,
      capturedAt: now,
      errorCode: null,
      errorDescription: null,
    },
  })
  if (!claimed.count)
    return { ...none, orderId: row.orderId, outcome: 'already-applied' as CaptureOutcome }

  const order = await tx.order.findUniqueOrThrow({
    where: { id: row.orderId },
    select: {
      id: true,
      status: true,
      totalPaise: true,
      userId: true,
      cartId: true,
      createdAt: true,
    },
  })
  const hold = async (reason: string) => {
    const event = { kind: 'payment', note: reason, actor }
    const held = await tryTransition(tx, {
      orderId: order.id,
      to: 'ON_HOLD',
      ...event,
      data: { holdReason: reason },
    })
    // Paid or cancelled already: the order stays as it is and its timeline says why staff look.
    if (!held.changed)
      await tx.orderEvent.create({ data: { orderId: order.id, status: order.status, ...event } })
    return { ...none, orderId: order.id, outcome: 'held' as CaptureOutcome }
  }
  if (payment.amount !== order.totalPaise)
    return hold(
      `Payment ${payment.id} captured Rs ${(payment.amount / 100).toFixed(2)} but the order total is Rs ${(order.totalPaise / 100).toFixed(2)}: held for review.`,
    )
  if (order.status === 'EXPIRED')
    return hold(`Payment ${payment.id} arrived after the order expired: held for review.`)

  // From awaiting payment only: a held order is paid by staff accepting it, not by a payment.
  const paid = await tryTransition(tx, {
    orderId: order.id,
    from: 'PENDING_PAYMENT',
    to: 'PAID',
    actor,
    note: `Payment received${payment.method ? ` by ${payment.method}` : ''}`,
    data: {
      expiresAt: null,
      ...(await paidOrderPromise(tx, order.id, now)),
    },
    at: now,
  })
  if (!paid.changed) {
    // Already paid through another payment, or cancelled by staff meanwhile: staff must refund it.
    const now_ = await tx.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { status: true },
    })
    return hold(
      now_.status === 'CANCELLED'
        ? `Payment ${payment.id} arrived after the order was cancelled: refund it.`
        : `A second payment (${payment.id}) was received for an order already paid: refund it.`,
    )
  }
  const messageIds = await orderPaid(tx, { order, paidPaise: payment.amount, at: now })
  return {
    messageIds,
    orderId: order.id,
    outcome: 'paid' as CaptureOutcome,
  }
}

/**
 * A failed attempt: noted on the payment and the order's timeline; the order stays payable.
 * Answers the order (null when the Razorpay order is not ours) and whether anything was noted
 * (not when the same failure was noted before, or the payment has already succeeded).
 */
export async function recordFailure({
  gatewayOrderId,
  paymentId,
  code,
  description,
  actor,
}: {
  gatewayOrderId: string
  paymentId: string | null
  code: string
  description: string
  actor: string
}) {
  const row = await prisma.payment.findUnique({
    where: { providerOrderId: gatewayOrderId },
    select: { id: true, orderId: true, status: true, errorCode: true, providerPaymentId: true },
  })
  if (!row) return { orderId: null, noted: false }
  const updated = await prisma.payment
    .updateMany({
      where: {
        id: row.id,
        status: { in: ['CREATED', 'FAILED'] },
        // The same failure reported twice (callback and webhook) is noted once.
        NOT: { providerPaymentId: paymentId ?? '__none__', status: 'FAILED' },
      },
      data: {
        status: 'FAILED',
        providerPaymentId: paymentId ?? row.providerPaymentId,
        errorCode: code.slice(0, 100),
        errorDescription: description.slice(0, 500),
      },
    })
    .catch((error: unknown) => {
      // A payment id is one payment's (PAY-11): another order's is a refusal, never a 500.
      if ((error as { code?: string }).code === 'P2002')
        throw new AppError(400, PAYMENT_MESSAGES.notFound)
      throw error
    })
  if (updated.count) {
    await prisma.orderEvent.create({
      data: {
        orderId: row.orderId,
        status: 'PENDING_PAYMENT',
        kind: 'payment',
        note: `Payment failed: ${description.slice(0, 200)}`,
        actor,
      },
    })
  }
  return { orderId: row.orderId, noted: updated.count > 0 }
}

/**
 * The failure the browser reports (Razorpay's checkout posting `error[...]` back, issue 21 PAY-5):
 * unsigned, so only a hint. The failure is noted only as Razorpay itself tells it: the payment is
 * fetched, and must be a failed payment of the Razorpay order we stored for this order; its code
 * and description are Razorpay's, never the sender's. Otherwise nothing is written (the webhook
 * or the reconciler will say what happened).
 */
export async function noteReportedFailure({
  gatewayOrderId,
  paymentId,
}: {
  gatewayOrderId: string
  paymentId: string | null
}) {
  if (!paymentId || !/^pay_[A-Za-z0-9]{6,40}$/.test(paymentId)) return { noted: false }
  // A payment id is one payment's (PAY-11): naming another order's is refused.
  const owner = await prisma.payment.findUnique({
    where: { providerPaymentId: paymentId },
    select: { providerOrderId: true },
  })
  if (owner && owner.providerOrderId !== gatewayOrderId)
    throw new AppError(400, PAYMENT_MESSAGES.notFound)
  let payment: GatewayPayment
  try {
    payment = await razorpayGateway().fetchPayment(paymentId)
  } catch {
    return { noted: false }
  }
  if (payment.orderId !== gatewayOrderId || payment.status !== 'failed') return { noted: false }
  const { noted } = await recordFailure({
    gatewayOrderId,
    paymentId: payment.id,
    code: payment.errorCode ?? 'PAYMENT_FAILED',
    description: payment.errorDescription ?? 'Payment failed',
    actor: 'razorpay',
  })
  return { noted }
}

/**
 * The browser's proof of a payment (callback or verify call). The signature is checked against the
 * Razorpay order id WE stored for the payment, never one the browser sends alone; then Razorpay is
 * asked what was captured, and that is applied.
 */
export async function confirmPayment({
  gatewayOrderId,
  gatewayPaymentId,
  signature,
  expectedOrderId,
}: {
  gatewayOrderId: string
  gatewayPaymentId: string
  signature: string
  /** Our order id from the callback URL: the payment must belong to it. */
  expectedOrderId?: string | null
}) {
  const row = await prisma.payment.findUnique({
    where: { providerOrderId: gatewayOrderId },
    select: { orderId: true, providerOrderId: true },
  })
  if (!row || (expectedOrderId && row.orderId !== expectedOrderId))
    throw new AppError(404, PAYMENT_MESSAGES.notFound)
  const { keySecret } = paymentsConfig()
  const expected = paymentSignature(row.providerOrderId, gatewayPaymentId, keySecret)
  if (!keySecret || !signaturesMatch(expected, signature))
    throw new AppError(400, PAYMENT_MESSAGES.badSignature, { code: 'BAD_SIGNATURE' })
  let payment: GatewayPayment
  try {
    payment = await razorpayGateway().fetchPayment(gatewayPaymentId)
  } catch {
    // The signature is genuine but Razorpay cannot say more now: the webhook or the reconciler
    // will finish it. The shopper sees "We are confirming your payment".
    return { orderId: row.orderId, outcome: 'pending' as CaptureOutcome }
  }
  if (payment.orderId && payment.orderId !== row.providerOrderId)
    throw new AppError(400, PAYMENT_MESSAGES.badSignature, { code: 'BAD_SIGNATURE' })
  const result = await applyGatewayPayment({
    gatewayOrderId: row.providerOrderId,
    payment,
    actor: 'customer',
  })
  return { orderId: row.orderId, outcome: result.outcome }
}

/** Razorpay's reason for the latest failed attempt on one of the shopper's orders, if any. */
export async function lastPaymentFailure(userId: string, orderId: string) {
  const payment = await prisma.payment.findFirst({
    where: { orderId, order: { userId } },
    orderBy: { updatedAt: 'desc' },
    select: { errorDescription: true },
  })
  return payment?.errorDescription ?? null
}

/** The shopper's own order and its status (the pay step), or null. */
export function ownOrderStatus(userId: string, orderId: string) {
  return prisma.order.findFirst({
    where: { id: orderId, userId },
    select: { id: true, status: true },
  })
}
