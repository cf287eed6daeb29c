import crypto from 'node:crypto'
import type { Prisma } from '@prisma/client'
import { ADMIN_ORDER_MESSAGES } from '#app/utils/admin-order.ts'
import { formatPaise } from '#app/utils/money.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { deliver } from '../platform/outbox.server.ts'
import { issueCreditNote } from '../billing/credit-notes.server.ts'
import { reverseForRefund } from '../loyalty/earn.server.ts'
import { queueRefundedNotice } from '../orders/order-emails.server.ts'
import { GATEWAY_REFUSED, razorpayGateway } from './payment-gateway.server.ts'
import { tryTransition } from '../orders/transition.server.ts'
import { cancelUnwantedParcels } from '../shipping/book.server.ts'

/**
 * Refunds (decision 022). Staff ask for one here: the Refund row is written PENDING with its
 * idempotency key before Razorpay is called (a retried click, or the retry button after Razorpay
 * was unreachable, sends the same key, so Razorpay refunds once), and the payment's row is locked
 * while the amount is checked against what is left, pending refunds included, so two admins at once
 * can never refund more than was captured. Razorpay's `refund.processed` webhook confirms it:
 * moving the row PENDING → PROCESSED is the once-only step that adds to the payment's refunded
 * amount, withdraws the order's points in proportion (all of them and the points it used back on a
 * full refund), issues the GST credit note and tells the customer.
 */

type Tx = Prisma.TransactionClient

export const REFUND_MESSAGES = {
  noPayment: 'This order has no captured payment to refund.',
  unknownPayment: 'That payment is not one of this order’s captured payments.',
  amount: ADMIN_ORDER_MESSAGES.amount,
  minimum: 'The smallest refund Razorpay makes is Rs 1.',
  nothingLeft: 'Everything this payment captured has been refunded or is being refunded.',
  overLeft: (leftPaise: number) =>
    `Only ${formatPaise(leftPaise)} is left to refund on this payment (pending refunds included).`,
  reason: ADMIN_ORDER_MESSAGES.reason,
  keyReused: (amountPaise: number) =>
    `This refund form was already sent for ${formatPaise(amountPaise)}. Reload the page to make another refund.`,
  notRetryable: 'This refund is not waiting to be sent to Razorpay.',
} as const

/** A fresh idempotency key for a refund form: each drawing of the form gets its own. */
export function newRefundKey() {
  return `refund_${crypto.randomUUID()}`
}

/** What is left to refund on a payment: captured, less refunded, less refunds still pending. */
async function leftToRefund(
  tx: Tx,
  payment: { id: string; capturedPaise: number | null; amountPaise: number; refundedPaise: number },
) {
  const pending = await tx.refund.aggregate({
    where: { paymentId: payment.id, status: 'PENDING' },
    _sum: { amountPaise: true },
  })
  return (
    (payment.capturedPaise ?? payment.amountPaise) -
    payment.refundedPaise -
    (pending._sum.amountPaise ?? 0)
  )
}

/** Locks a payment's row until the transaction ends: refunds of one payment are checked one at a time. */
async function lockPayment(tx: Tx, paymentId: string) {
  await tx.$queryRaw`SELECT "id" FROM "Payment" WHERE "id" = ${paymentId} FOR UPDATE`
  return tx.payment.findUniqueOrThrow({
    where: { id: paymentId },
    select: {
      id: true,
      orderId: true,
      status: true,
      capturedPaise: true,
      amountPaise: true,
      refundedPaise: true,
      providerPaymentId: true,
    },
  })
}

export interface ReserveRefundInput {
  orderId: string
  /** Our Payment id; by default the order's captured payment with the most left to refund. */
  paymentId?: string | null
  /** Paise, or 'rest' for everything left on the payment. */
  amountPaise: number | 'rest'
  reason: string
  idempotencyKey: string
  actor: string
}

/**
 * Writes a PENDING refund in the caller's transaction, or finds the one the same key already
 * wrote. Refuses (400, field `amount`) more than is left to refund. Returns null when `rest` finds
 * nothing left.
 */
export async function reserveRefund(tx: Tx, input: ReserveRefundInput) {
  const reason = input.reason.trim().slice(0, 200)
  if (!reason)
    throw new AppError(400, REFUND_MESSAGES.reason, {
      fieldErrors: { reason: [REFUND_MESSAGES.reason] },
    })
  const captured = await tx.payment.findMany({
    where: {
      orderId: input.orderId,
      status: { in: ['CAPTURED', 'REFUNDED'] },
      providerPaymentId: { not: null },
    },
    orderBy: { capturedAt: 'asc' },
    select: { id: true },
  })
  if (!captured.length) throw new AppError(409, REFUND_MESSAGES.noPayment, { code: 'NO_PAYMENT' })
  let paymentId = input.paymentId ?? null
  if (paymentId && !captured.some((p) => p.id === paymentId))
    throw new AppError(400, REFUND_MESSAGES.unknownPayment, {
      fieldErrors: { paymentId: [REFUND_MESSAGES.unknownPayment] },
    })
  if (!paymentId) {
    // The payment with the most left; the order's own (first) payment when they are equal.
    let best = -1
    for (const { id } of captured) {
      const row = await tx.payment.findUniqueOrThrow({ where: { id } })
      const left = await leftToRefund(tx, row)
      if (left > best) {
        best = left
        paymentId = id
      }
    }
  }
  const payment = await lockPayment(tx, paymentId!)
  const earlier = await tx.refund.findUnique({
    where: { idempotencyKey: input.idempotencyKey },
    select: { id: true, orderId: true, amountPaise: true, status: true, providerRefundId: true },
  })
  if (earlier) {
    if (
      earlier.orderId !== input.orderId ||
      (input.amountPaise !== 'rest' && earlier.amountPaise !== input.amountPaise)
    )
      throw new AppError(409, REFUND_MESSAGES.keyReused(earlier.amountPaise), {
        code: 'KEY_REUSED',
      })
    return { ...earlier, reused: true }
  }
  const left = await leftToRefund(tx, payment)
  const amount = input.amountPaise === 'rest' ? left : input.amountPaise
  if (input.amountPaise === 'rest' && left <= 0) return null
  const refuse = (message: string) =>
    new AppError(400, message, { fieldErrors: { amount: [message] }, code: 'REFUND_AMOUNT' })
  if (!Number.isInteger(amount) || amount <= 0) throw refuse(REFUND_MESSAGES.amount)
  if (left <= 0) throw refuse(REFUND_MESSAGES.nothingLeft)
  if (amount > left) throw refuse(REFUND_MESSAGES.overLeft(left))
  if (amount < 100) throw refuse(REFUND_MESSAGES.minimum)
  const refund = await tx.refund.create({
    data: {
      orderId: input.orderId,
      paymentId: payment.id,
      idempotencyKey: input.idempotencyKey,
      amountPaise: amount,
      reason,
      createdBy: input.actor,
    },
    select: { id: true, orderId: true, amountPaise: true, status: true, providerRefundId: true },
  })
  const order = await tx.order.findUniqueOrThrow({
    where: { id: input.orderId },
    select: { status: true },
  })
  await tx.orderEvent.create({
    data: {
      orderId: input.orderId,
      status: order.status,
      kind: 'refund',
      note: `Refund of ${formatPaise(amount)} asked of Razorpay: ${reason}`,
      actor: input.actor,
      visibleToCustomer: false,
    },
  })
  return { ...refund, reused: false }
}

/**
 * Sends a PENDING refund to Razorpay with its own idempotency key, unless it was sent already.
 * Razorpay refusing marks it FAILED (it never reserves money again) and throws 422 with Razorpay's
 * reason; Razorpay unreachable leaves it PENDING and throws 502, to be retried with the same key.
 */
export async function sendRefund(refundId: string) {
  const refund = await prisma.refund.findUniqueOrThrow({
    where: { id: refundId },
    select: {
      id: true,
      status: true,
      amountPaise: true,
      reason: true,
      idempotencyKey: true,
      providerRefundId: true,
      orderId: true,
      createdBy: true,
      order: { select: { number: true, status: true } },
      payment: { select: { providerPaymentId: true } },
    },
  })
  if (refund.providerRefundId || refund.status !== 'PENDING') return refund.providerRefundId
  try {
    const answer = await razorpayGateway().refundPayment({
      paymentId: refund.payment.providerPaymentId!,
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.idempotencyKey,
      notes: {
        refund_id: refund.id,
        order_number: refund.order.number,
        reason: refund.reason.slice(0, 200),
      },
    })
    await prisma.refund.updateMany({
      where: { id: refund.id, providerRefundId: null },
      data: { providerRefundId: answer.id },
    })
    return answer.id
  } catch (error) {
    if ((error as AppError)?.code === GATEWAY_REFUSED) {
      await prisma.$transaction(async (tx) => {
        const failed = await tx.refund.updateMany({
          where: { id: refund.id, status: 'PENDING', providerRefundId: null },
          data: { status: 'FAILED' },
        })
        if (failed.count)
          await tx.orderEvent.create({
            data: {
              orderId: refund.orderId,
              status: refund.order.status,
              kind: 'refund',
              note: `Refund of ${formatPaise(refund.amountPaise)} not made: ${(error as AppError).message}`,
              actor: 'razorpay',
              visibleToCustomer: false,
            },
          })
      })
    }
    throw error
  }
}

/**
 * Staff refund part or all of an order's payment: reserved, then sent to Razorpay. A repeated
 * submit of the same form (the same key) sends nothing new. Returns the refund's id and amount.
 */
export async function requestRefund(input: ReserveRefundInput) {
  if (
    input.amountPaise !== 'rest' &&
    (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
  )
    throw new AppError(400, REFUND_MESSAGES.amount, {
      fieldErrors: { amount: [REFUND_MESSAGES.amount] },
    })
  const refund = await prisma.$transaction((tx) => reserveRefund(tx, input), {
    maxWait: 15_000,
    timeout: 30_000,
  })
  if (!refund)
    throw new AppError(400, REFUND_MESSAGES.nothingLeft, {
      fieldErrors: { amount: [REFUND_MESSAGES.nothingLeft] },
    })
  if (refund.status === 'PENDING' && !refund.providerRefundId) await sendRefund(refund.id)
  return { refundId: refund.id, amountPaise: refund.amountPaise, reused: refund.reused }
}

/** The retry button of a refund Razorpay could not be reached for: the same key again. */
export async function retryRefund({ orderId, refundId }: { orderId: string; refundId: string }) {
  const refund = await prisma.refund.findFirst({
    where: { id: refundId, orderId },
    select: { id: true, status: true, providerRefundId: true },
  })
  if (!refund) throw new AppError(404, 'Refund not found')
  if (refund.status !== 'PENDING' || refund.providerRefundId)
    throw new AppError(409, REFUND_MESSAGES.notRetryable, { code: 'NOT_RETRYABLE' })
  await sendRefund(refund.id)
}

/**
 * Refunds confirmed by Razorpay (refund.processed), exactly once however often the webhook comes.
 * A refund made here has a row already (found by Razorpay's id, or by our id in the refund's notes
 * when the webhook overtakes Razorpay's answer); one made in Razorpay's dashboard gets one now.
 * Whether the refund is full, and the points' proportion, are measured on the payment that paid
 * the order (its first captured one): refunding a duplicate payment touches neither.
 */
export async function refundProcessed({
  providerRefundId,
  providerPaymentId,
  amountPaise,
  ourRefundId,
}: {
  providerRefundId: string
  providerPaymentId: string
  amountPaise: number
  /** `notes.refund_id` of the refund: ours when staff made it here. */
  ourRefundId?: string | null
}) {
  const result = await prisma.$transaction(
    async (tx) => {
      const found = await tx.payment.findUnique({
        where: { providerPaymentId },
        select: { id: true },
      })
      if (!found)
        throw new Error(`No captured payment ${providerPaymentId} for refund ${providerRefundId}`)
      const existing =
        (await tx.refund.findUnique({ where: { providerRefundId }, select: { id: true } })) ??
        (ourRefundId
          ? await tx.refund.findFirst({
              where: { id: ourRefundId, paymentId: found.id, providerRefundId: null },
              select: { id: true },
            })
          : null)
      const refund =
        existing ??
        (await tx.refund.create({
          data: {
            orderId: (await tx.payment.findUniqueOrThrow({ where: { id: found.id } })).orderId,
            paymentId: found.id,
            providerRefundId,
            idempotencyKey: `razorpay:${providerRefundId}`,
            amountPaise,
            createdBy: 'razorpay',
            reason: 'Refunded in Razorpay',
          },
          select: { id: true },
        }))
      const now = new Date()
      // The once-only step: a repeated webhook finds the refund processed and changes nothing.
      const moved = await tx.refund.updateMany({
        where: { id: refund.id, status: 'PENDING' },
        data: { status: 'PROCESSED', processedAt: now, amountPaise, providerRefundId },
      })
      if (!moved.count)
        return { text: 'Refund already applied', messageIds: [] as string[], refundedOrderId: null }
      const payment = await lockPayment(tx, found.id)
      const updated = await tx.payment.update({
        where: { id: payment.id },
        data: { refundedPaise: { increment: amountPaise } },
        select: { refundedPaise: true, capturedPaise: true, amountPaise: true },
      })
      const captured = updated.capturedPaise ?? updated.amountPaise
      if (updated.refundedPaise >= captured)
        await tx.payment.update({ where: { id: payment.id }, data: { status: 'REFUNDED' } })
      const paying = await tx.payment.findFirst({
        where: { orderId: payment.orderId, status: { in: ['CAPTURED', 'REFUNDED'] } },
        orderBy: { capturedAt: 'asc' },
        select: { id: true },
      })
      const ofOrder = paying?.id === payment.id
      const full = ofOrder && updated.refundedPaise >= captured
      // The refund's own timeline line below (with its credit note) tells it; the move comes
      // first so the order is locked before the points, as a delivery does.
      if (full)
        await tryTransition(tx, {
          orderId: payment.orderId,
          to: 'REFUNDED',
          actor: 'razorpay',
          event: false,
        })
      if (ofOrder)
        await reverseForRefund(tx, {
          orderId: payment.orderId,
          refundId: refund.id,
          refundedPaise: updated.refundedPaise,
          capturedPaise: captured,
          full,
          note: `${full ? 'Refund' : 'Partial refund'} of ${formatPaise(amountPaise)}`,
        })
      const creditNote = await issueCreditNote(tx, {
        orderId: payment.orderId,
        refundId: refund.id,
        amountPaise,
        at: now,
      })
      const order = await tx.order.findUniqueOrThrow({
        where: { id: payment.orderId },
        select: { status: true },
      })
      await tx.orderEvent.create({
        data: {
          orderId: payment.orderId,
          status: order.status,
          kind: 'refund',
          note: `${full ? 'Refunded in full' : 'Refunded'}: ${formatPaise(amountPaise)} to the original payment method${creditNote ? `, credit note ${creditNote.number}` : ''}.`,
          actor: 'razorpay',
          createdAt: now,
        },
      })
      const messageIds = await queueRefundedNotice(tx, payment.orderId, {
        amountPaise,
        full,
        creditNote: creditNote?.number ?? null,
      })
      return {
        text: full ? 'Order refunded in full' : 'Refund applied',
        messageIds,
        refundedOrderId: full ? payment.orderId : null,
      }
    },
    { maxWait: 15_000, timeout: 30_000 },
  )
  for (const id of result.messageIds) await deliver(id)
  // Refunded in full before the courier picked the parcel up: its booking is cancelled too.
  if (result.refundedOrderId) await cancelUnwantedParcels({ orderId: result.refundedOrderId })
  return result.text
}
