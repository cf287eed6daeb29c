import { prisma } from '../platform/db.server.ts'
import { reverseForOrder } from './loyalty.server.ts'

/**
 * Refunds confirmed by Razorpay (refund.processed). A refund made by staff here already has a row
 * (PENDING, with its idempotency key); one made in Razorpay's dashboard gets one now. Moving the row
 * PENDING → PROCESSED is the once-only step: the payment's refunded amount grows once, and a refund
 * of everything captured marks the order refunded and takes back the points it earned.
 */
export async function refundProcessed({
  providerRefundId,
  providerPaymentId,
  amountPaise,
}: {
  providerRefundId: string
  providerPaymentId: string
  amountPaise: number
}) {
  return prisma.$transaction(
    async (tx) => {
      const payment = await tx.payment.findUnique({
        where: { providerPaymentId },
        select: { id: true, orderId: true, capturedPaise: true, amountPaise: true },
      })
      if (!payment)
        throw new Error(`No captured payment ${providerPaymentId} for refund ${providerRefundId}`)
      const existing = await tx.refund.findUnique({
        where: { providerRefundId },
        select: { id: true },
      })
      const refund =
        existing ??
        (await tx.refund.create({
          data: {
            orderId: payment.orderId,
            paymentId: payment.id,
            providerRefundId,
            idempotencyKey: `razorpay:${providerRefundId}`,
            amountPaise,
            createdBy: 'razorpay',
            reason: 'Refunded in Razorpay',
          },
          select: { id: true },
        }))
      const moved = await tx.refund.updateMany({
        where: { id: refund.id, status: 'PENDING' },
        data: { status: 'PROCESSED', processedAt: new Date(), amountPaise },
      })
      if (!moved.count) return 'Refund already applied'
      const updated = await tx.payment.update({
        where: { id: payment.id },
        data: { refundedPaise: { increment: amountPaise } },
        select: { refundedPaise: true, capturedPaise: true, amountPaise: true },
      })
      const captured = updated.capturedPaise ?? updated.amountPaise
      const full = updated.refundedPaise >= captured
      if (full) {
        await tx.payment.update({ where: { id: payment.id }, data: { status: 'REFUNDED' } })
        await tx.order.updateMany({
          where: {
            id: payment.orderId,
            status: { in: ['PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED', 'ON_HOLD'] },
          },
          data: { status: 'REFUNDED' },
        })
        await reverseForOrder(tx, payment.orderId)
      }
      await tx.orderEvent.create({
        data: {
          orderId: payment.orderId,
          status: full
            ? 'REFUNDED'
            : (
                await tx.order.findUniqueOrThrow({
                  where: { id: payment.orderId },
                  select: { status: true },
                })
              ).status,
          kind: 'payment',
          note: `${full ? 'Refunded' : 'Partly refunded'}: Rs ${(amountPaise / 100).toFixed(2)} to the original payment method`,
          actor: 'razorpay',
        },
      })
      return full ? 'Order refunded in full' : 'Partial refund applied'
    },
    { maxWait: 15_000, timeout: 30_000 },
  )
}
