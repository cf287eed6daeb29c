import type { OrderStatus, Prisma } from '@prisma/client'
import { formatPaise } from '#app/utils/money.ts'
import { canChangeStatus, ORDER_STATUS_LABELS } from '#app/utils/order-status.ts'
import { reverseForOrder } from '../loyalty/earn.server.ts'
import { deliverAll, moveOrder } from '../orders/fulfilment.server.ts'
import { queueCancelledNotice } from '../orders/order-emails.server.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError, isAppError } from '../platform/errors.server.ts'
import { reconcileOrder } from './reconcile.server.ts'
import { reserveRefund, sendRefund } from './refunds.server.ts'
import { cancelBookingIn } from '../shipping/book.server.ts'
import { SHIPPING_MESSAGES } from '#app/utils/shipment.ts'

// Staff cancelling an order (decision 022). It asks Razorpay first and hands the money back, so it
// sits with payments: orders/ (the moves themselves) does not reach up into payments.

export const FULFILMENT_MESSAGES = {
  paidMeanwhile: (status: string) =>
    `A payment for this order has just arrived, so it was not cancelled: it is now ${status.toLowerCase()}. Reload the page; cancelling it now refunds the payment.`,
  cannotCheck:
    'We could not ask Razorpay whether this order was paid meanwhile, so it was not cancelled. Try again in a minute.',
} as const

/**
 * The order's live booking cancelled with the courier in the cancel's transaction: when the courier
 * cannot be reached or refuses, the order is not cancelled either (nothing changes; staff try again
 * or ask the courier).
 */
async function cancelParcelOf(tx: Prisma.TransactionClient, orderId: string, actor: string) {
  const live = await tx.shipment.findFirst({
    where: { orderId, status: { not: 'CANCELLED' } },
    select: { awb: true },
  })
  if (!live) return
  try {
    await cancelBookingIn(tx, { orderId, actor })
  } catch (error) {
    if (!isAppError(error) || !error.code?.startsWith('COURIER_')) throw error
    const why = error.code === 'COURIER_UNAVAILABLE' ? 'unreachable' : error.message
    throw new AppError(error.status, SHIPPING_MESSAGES.orderNotCancelled(live.awb ?? '', why), {
      code: error.code,
    })
  }
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
      // A parcel booked and not yet picked up is cancelled with the courier, once (decision 062).
      await cancelParcelOf(tx, moved.id, actor)
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
