import type { OrderStatus, Prisma } from '@prisma/client'
import { ADMIN_ORDER_MESSAGES, TRACKING_NUMBER_PATTERN } from '#app/utils/admin-order.ts'
import { formatPaise } from '#app/utils/money.ts'
import { canChangeStatus, ORDER_STATUS_LABELS } from '#app/utils/order-status.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError, isAppError } from '../platform/errors.server.ts'
import { deliver } from '../platform/outbox.server.ts'
import { makeEarnedAvailable, reverseForOrder } from './loyalty.server.ts'
import { queueCancelledNotice, queueShippedNotice } from './order-emails.server.ts'
import { reconcileOrder } from './reconcile.server.ts'
import { reserveRefund, sendRefund } from './refunds.server.ts'
import { transition, type TransitionInput } from './transition.server.ts'

/**
 * Staff moving an order along its way (paid → in production → shipped → delivered), one use case
 * for the order page, the list's bulk action and the API. Each move is one conditional update
 * (`WHERE status = <the status the staff member saw>`), so two admins acting on the same order at
 * once cannot skip or repeat a step: the second finds the status changed and is told so (409).
 * Every move writes a timeline event naming who made it; the update and the event are
 * `transition`'s, as for every change of an order's status.
 */

type Tx = Prisma.TransactionClient

export interface MoveOrderInput extends Pick<
  TransitionInput,
  'orderId' | 'to' | 'actor' | 'note' | 'data'
> {
  /** The status the staff member saw when they chose the action. */
  from: OrderStatus
  /** Work in the same transaction after the move (queue a notification...). */
  after?: (tx: Tx, order: { id: string; number: string }) => Promise<void>
}

export async function moveOrderIn(tx: Tx, { after, ...move }: MoveOrderInput) {
  const now = new Date()
  await transition(tx, { ...move, at: now })
  // Delivered: the points the order earned stop being pending.
  if (move.to === 'DELIVERED') await makeEarnedAvailable(tx, move.orderId, now)
  const order = await tx.order.findUniqueOrThrow({
    where: { id: move.orderId },
    select: { id: true, number: true },
  })
  await after?.(tx, order)
  return order
}

/** One move in its own transaction. */
export function moveOrder(input: MoveOrderInput) {
  return prisma.$transaction((tx) => moveOrderIn(tx, input), { maxWait: 15_000, timeout: 30_000 })
}

// ---------------------------------------------------------------------------------------------
// The staff actions that are more than a move: shipping (with the customer's notice) and
// cancelling (points back, money back). Decision 022.
// ---------------------------------------------------------------------------------------------

export const FULFILMENT_MESSAGES = {
  paidMeanwhile: (status: string) =>
    `A payment for this order has just arrived, so it was not cancelled: it is now ${status.toLowerCase()}. Reload the page; cancelling it now refunds the payment.`,
  cannotCheck:
    'We could not ask Razorpay whether this order was paid meanwhile, so it was not cancelled. Try again in a minute.',
} as const

async function deliverAll(ids: string[]) {
  for (const id of ids) await deliver(id)
}

/**
 * In production → shipped with the courier and tracking number; the customer's email and SMS with
 * the tracking link are queued in the same transaction as the move, so they go exactly once.
 */
export async function shipOrder({
  orderId,
  from,
  actor,
  courier,
  trackingNumber,
}: {
  orderId: string
  from: OrderStatus
  actor: string
  courier: string
  trackingNumber: string
}) {
  courier = courier.trim()
  trackingNumber = trackingNumber.trim().toUpperCase()
  const fieldErrors: Record<string, string[]> = {}
  if (!courier || courier.length > 60) fieldErrors.courier = [ADMIN_ORDER_MESSAGES.courier]
  if (!TRACKING_NUMBER_PATTERN.test(trackingNumber))
    fieldErrors.trackingNumber = [ADMIN_ORDER_MESSAGES.trackingNumber]
  if (Object.keys(fieldErrors).length)
    throw new AppError(400, Object.values(fieldErrors)[0]![0]!, { fieldErrors })
  let messageIds: string[] = []
  const order = await moveOrder({
    orderId,
    from,
    to: 'SHIPPED',
    actor,
    note: `Shipped with ${courier}, tracking number ${trackingNumber}`,
    data: { courier, trackingNumber },
    after: async (tx, moved) => {
      messageIds = await queueShippedNotice(tx, moved.id)
      const contact = await tx.order.findUniqueOrThrow({
        where: { id: moved.id },
        select: { email: true, phone: true },
      })
      await tx.orderEvent.create({
        data: {
          orderId: moved.id,
          status: 'SHIPPED',
          kind: 'email',
          note: `Shipping email sent to ${contact.email} and SMS to ${contact.phone}, with the tracking link`,
          actor,
          visibleToCustomer: false,
        },
      })
    },
  })
  await deliverAll(messageIds)
  return order
}

/**
 * Cancels an order that has not left the press (see ORDER_STATUS_TRANSITIONS). Awaiting payment:
 * Razorpay is asked first, so an order paid a moment ago is not cancelled unseen. Then, in one
 * transaction: the conditional move, the points (what it earned withdrawn, what it used given back),
 * a PENDING refund of everything left on each captured payment, the customer's email. After the
 * commit the refunds go to Razorpay; one that cannot be sent stays pending with its retry button.
 */
export async function cancelOrder({
  orderId,
  from,
  actor,
  reason,
}: {
  orderId: string
  from: OrderStatus
  actor: string
  reason: string
}) {
  reason = reason.trim().slice(0, 500)
  if (from === 'PENDING_PAYMENT' && canChangeStatus(from, 'CANCELLED')) {
    let paid: boolean
    try {
      paid = await reconcileOrder(orderId)
    } catch {
      throw new AppError(502, FULFILMENT_MESSAGES.cannotCheck, { code: 'GATEWAY_UNAVAILABLE' })
    }
    if (paid) {
      const now = await prisma.order.findUniqueOrThrow({
        where: { id: orderId },
        select: { status: true },
      })
      throw new AppError(409, FULFILMENT_MESSAGES.paidMeanwhile(ORDER_STATUS_LABELS[now.status]), {
        code: 'ORDER_CHANGED',
      })
    }
  }
  let messageIds: string[] = []
  const refunds: { id: string; amountPaise: number }[] = []
  const order = await moveOrder({
    orderId,
    from,
    to: 'CANCELLED',
    actor,
    after: async (tx, moved) => {
      const { restored } = await reverseForOrder(tx, moved.id)
      const payments = await tx.payment.findMany({
        where: { orderId: moved.id, status: 'CAPTURED', providerPaymentId: { not: null } },
        orderBy: { capturedAt: 'asc' },
        select: { id: true },
      })
      for (const payment of payments) {
        const refund = await reserveRefund(tx, {
          orderId: moved.id,
          paymentId: payment.id,
          amountPaise: 'rest',
          reason: reason ? `Order cancelled: ${reason}` : 'Order cancelled',
          idempotencyKey: `cancel:${moved.id}:${payment.id}`,
          actor,
        })
        if (refund) refunds.push(refund)
      }
      const refundPaise = refunds.reduce((sum, r) => sum + r.amountPaise, 0)
      // The status line the customer reads says what happens to their money and points.
      await tx.orderEvent.updateMany({
        where: { orderId: moved.id, status: 'CANCELLED', kind: 'status', note: '' },
        data: {
          note: [
            refundPaise
              ? `A refund of ${formatPaise(refundPaise)} is on its way to the original payment method.`
              : 'No money was taken.',
            restored ? `The ${restored} points it used are back in your account.` : '',
          ]
            .filter(Boolean)
            .join(' '),
        },
      })
      if (reason)
        await tx.orderEvent.create({
          data: {
            orderId: moved.id,
            status: 'CANCELLED',
            kind: 'note',
            note: `Why it was cancelled: ${reason}`,
            actor,
            visibleToCustomer: false,
          },
        })
      messageIds = await queueCancelledNotice(tx, moved.id, {
        refundPaise,
        pointsReturned: restored,
      })
      await tx.orderEvent.create({
        data: {
          orderId: moved.id,
          status: 'CANCELLED',
          kind: 'email',
          note: 'Cancellation email sent to the customer',
          actor,
          visibleToCustomer: false,
        },
      })
    },
  })
  await deliverAll(messageIds)
  let refundsPending = 0
  for (const refund of refunds) {
    try {
      await sendRefund(refund.id)
    } catch (error) {
      if (!isAppError(error)) throw error
      refundsPending++
    }
  }
  return { ...order, refundPaise: refunds.reduce((s, r) => s + r.amountPaise, 0), refundsPending }
}
