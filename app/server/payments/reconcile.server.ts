import { prisma } from '../platform/db.server.ts'
import { defineJob } from '../platform/jobs.server.ts'
import { expireUnpaidOrder } from '../orders/expire-order.server.ts'
import { applyGatewayPayment } from './payments.server.ts'
import { razorpayGateway } from './payment-gateway.server.ts'

/**
 * Callbacks sometimes never arrive. The reconciler asks Razorpay about orders still awaiting
 * payment after 15 minutes and applies what it says; orders unpaid after 24 hours expire and give
 * back the points they held (after one last look at Razorpay).
 */

export const RECONCILE_AFTER_MS = 15 * 60 * 1000

/**
 * Asks Razorpay about one pending order's payments; applies a capture. Returns true if paid (or
 * held). Throws when Razorpay cannot be asked.
 */
export async function reconcileOrder(orderId: string) {
  const payments = await prisma.payment.findMany({
    where: { orderId, status: { in: ['CREATED', 'AUTHORIZED', 'FAILED'] } },
    select: { providerOrderId: true },
  })
  const gateway = razorpayGateway()
  for (const { providerOrderId } of payments) {
    const found = await gateway.fetchOrderPayments(providerOrderId)
    const captured = found.find((p) => p.status === 'captured' || p.status === 'refunded')
    const best = captured ?? found.find((p) => p.status === 'authorized')
    if (!best) continue
    const result = await applyGatewayPayment({
      gatewayOrderId: providerOrderId,
      payment: best,
      actor: 'system',
    })
    if (result.outcome === 'paid' || result.outcome === 'held') return true
  }
  return false
}

export async function reconcilePendingPayments(now = new Date(), limit = 50) {
  const orders = await prisma.order.findMany({
    where: {
      status: 'PENDING_PAYMENT',
      createdAt: { lt: new Date(now.getTime() - RECONCILE_AFTER_MS) },
      payments: { some: {} },
    },
    orderBy: { createdAt: 'asc' },
    take: limit,
    select: { id: true },
  })
  let settled = 0
  for (const { id } of orders) {
    try {
      if (await reconcileOrder(id)) settled++
    } catch (error) {
      console.error(`reconcile: order ${id} could not be checked`, (error as Error).message)
    }
  }
  return { checked: orders.length, settled }
}

export async function expireUnpaidOrders(now = new Date(), limit = 100) {
  const orders = await prisma.order.findMany({
    where: { status: 'PENDING_PAYMENT', expiresAt: { lt: now } },
    orderBy: { expiresAt: 'asc' },
    take: limit,
    select: { id: true },
  })
  let expired = 0
  for (const { id } of orders) {
    try {
      if (await reconcileOrder(id)) continue
    } catch (error) {
      // Razorpay unreachable: try again next run rather than expire an order that may be paid.
      console.error(`expire: order ${id} could not be checked`, (error as Error).message)
      continue
    }
    const done = await prisma.$transaction((tx) =>
      expireUnpaidOrder(tx, {
        orderId: id,
        actor: 'system',
        note: 'Not paid within 24 hours: the order expired and any points it used were returned',
      }),
    )
    if (done) expired++
  }
  return { expired }
}

export const reconcileJob = defineJob('reconcile-payments', () => reconcilePendingPayments(), {
  schedule: '*/5 * * * *',
})
export const expireOrdersJob = defineJob('expire-orders', () => expireUnpaidOrders(), {
  schedule: '*/10 * * * *',
})
