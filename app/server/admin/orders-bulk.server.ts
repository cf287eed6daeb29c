import type { OrderStatus, PaymentStatus } from '@prisma/client'
import { BULK_MESSAGES, MAX_BULK_ORDERS } from '#app/utils/admin-orders.ts'
import { ORDER_STATUS_LABELS } from '#app/utils/order-status.ts'
import { moveOrder } from '../orders/fulfilment.server.ts'
import { restoreForOrder } from '../loyalty/redeem.server.ts'
import { razorpayGateway, type PaymentGateway } from '../payments/payment-gateway.server.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError, isAppError } from '../platform/errors.server.ts'

/**
 * The orders list's bulk actions that change orders: move paid orders to production, and delete
 * orders that never took money. One use case each for the page's form and the JSON API; every
 * order is its own conditional step, so a batch never half-applies to one order and two staff
 * running the same batch at once cannot repeat a step.
 */

export interface BulkResult {
  /** Moved (production) or deleted (or, for a preview, would be deleted). */
  done: { id: string; number: string }[]
  skipped: { id: string; number: string | null; reason: string }[]
}

/** The ids a bulk action names, once each and in their order: 1 to 200 of them, else a 400. */
export function bulkOrderIds(ids: readonly unknown[]) {
  const unique = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))]
  if (!unique.length) throw new AppError(400, BULK_MESSAGES.noneSelected)
  if (unique.length > MAX_BULK_ORDERS) throw new AppError(400, BULK_MESSAGES.tooMany)
  return unique
}

// --- Move to production ------------------------------------------------------------------------

function notPaidReason(status: OrderStatus) {
  if (status === 'IN_PRODUCTION') return 'Already in production'
  return `Only paid orders go to production: this one is ${ORDER_STATUS_LABELS[status].toLowerCase()}`
}

/**
 * Each selected PAID order moves to IN_PRODUCTION through `moveOrder` (a conditional update on
 * PAID, with a timeline event naming `actor`); any other order is skipped with the reason. Two
 * admins running it at once: one moves the order, the other is told it changed meanwhile.
 */
export async function moveOrdersToProduction({
  orderIds,
  actor,
}: {
  orderIds: readonly string[]
  actor: string
}): Promise<BulkResult> {
  const ids = bulkOrderIds(orderIds)
  const orders = await prisma.order.findMany({
    where: { id: { in: ids } },
    select: { id: true, number: true, status: true },
  })
  const byId = new Map(orders.map((o) => [o.id, o]))
  const result: BulkResult = { done: [], skipped: [] }
  for (const id of ids) {
    const order = byId.get(id)
    if (!order) {
      result.skipped.push({ id, number: null, reason: BULK_MESSAGES.notFound })
      continue
    }
    if (order.status !== 'PAID') {
      result.skipped.push({ id, number: order.number, reason: notPaidReason(order.status) })
      continue
    }
    try {
      await moveOrder({
        orderId: id,
        from: 'PAID',
        to: 'IN_PRODUCTION',
        actor,
        note: 'Sent to production from the orders list',
      })
      result.done.push({ id, number: order.number })
    } catch (error) {
      if (!isAppError(error)) throw error
      result.skipped.push({ id, number: order.number, reason: error.message })
    }
  }
  return result
}

// --- Delete orders that never took money --------------------------------------------------------

/** Orders in these states may be deleted when no money ever moved for them. */
const DELETABLE: OrderStatus[] = ['PENDING_PAYMENT', 'EXPIRED', 'CANCELLED']
/** Razorpay payment states that mean money moved or may still move. */
const GATEWAY_LIVE = new Set(['created', 'authorized', 'captured', 'refunded'])

export const DELETE_REASONS = {
  paid: 'Paid orders are kept for 72 months as GST sales records, so they are never deleted',
  onHold: 'A payment arrived for it and is under review, so it is kept',
  moneyTaken: 'Money was taken for it, so it is kept as a GST sales record',
  authorised: 'A payment for it is authorised at Razorpay, so it is kept',
  invoiced: 'It has a tax invoice, so it is kept as a GST sales record',
  refunds: 'It has refunds, so it is kept as a GST sales record',
  creditNotes: 'It has a credit note, so it is kept as a GST sales record',
  gatewayPayment: (status: string, paymentId: string) =>
    `Razorpay has a ${status} payment for it (${paymentId}) that is not recorded here yet, so it is kept: it will be marked paid or released shortly`,
  gatewayUnreachable:
    'We could not ask Razorpay whether it was paid, so it is kept: try again in a minute',
  changed: 'It changed while we were deleting it (a payment may have arrived), so it is kept',
} as const

interface DeleteCandidate {
  id: string
  number: string
  status: OrderStatus
  invoiceNumber: string | null
  paidAt: Date | null
  payments: { providerOrderId: string; status: PaymentStatus }[]
  _count: { refunds: number; creditNotes: number }
}

/** Why our own records forbid deleting an order, or null when they allow it. */
function refusal(order: DeleteCandidate): string | null {
  if (order.status === 'ON_HOLD') return DELETE_REASONS.onHold
  if (!DELETABLE.includes(order.status)) return DELETE_REASONS.paid
  if (order.invoiceNumber) return DELETE_REASONS.invoiced
  if (order.paidAt) return DELETE_REASONS.paid
  if (order.payments.some((p) => p.status === 'CAPTURED' || p.status === 'REFUNDED'))
    return DELETE_REASONS.moneyTaken
  if (order.payments.some((p) => p.status === 'AUTHORIZED')) return DELETE_REASONS.authorised
  if (order._count.refunds) return DELETE_REASONS.refunds
  if (order._count.creditNotes) return DELETE_REASONS.creditNotes
  return null
}

/** Razorpay's word on an order's Razorpay orders: a reason to keep it, or null. */
async function gatewayRefusal(order: DeleteCandidate, gateway: () => PaymentGateway) {
  if (!order.payments.length) return null
  try {
    const client = gateway()
    for (const { providerOrderId } of order.payments) {
      const live = (await client.fetchOrderPayments(providerOrderId)).find((p) =>
        GATEWAY_LIVE.has(p.status),
      )
      if (live) return DELETE_REASONS.gatewayPayment(live.status, live.id)
    }
    return null
  } catch (error) {
    console.error(
      `delete orders: could not check ${order.number} with Razorpay:`,
      isAppError(error) ? error.message : error,
    )
    return DELETE_REASONS.gatewayUnreachable
  }
}

class Changed extends Error {}

/**
 * Deletes one order in one transaction, only if it still never took money: its payment rows are
 * locked first (the order the paying transaction takes them in), the points it reserved are given
 * back, then one conditional DELETE re-checks everything; a payment recorded meanwhile leaves the
 * DELETE with nothing to do and the whole transaction (points included) is rolled back. Items,
 * events and payment rows go with the order (ON DELETE CASCADE); its loyalty entries stay in the
 * customer's ledger, noted with the order number.
 */
async function deleteOne(order: DeleteCandidate, actor: string) {
  try {
    await prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM "Payment" WHERE "orderId" = ${order.id} FOR UPDATE`
        await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${order.id} FOR UPDATE`
        await restoreForOrder(tx, order.id)
        await tx.loyaltyEntry.updateMany({
          where: { orderId: order.id, note: '' },
          data: { note: `Order ${order.number} (never paid, deleted)` },
        })
        const deleted = await tx.$executeRaw`
          DELETE FROM "Order" o
          WHERE o.id = ${order.id}
            AND o.status IN ('PENDING_PAYMENT', 'EXPIRED', 'CANCELLED')
            AND o."invoiceNumber" IS NULL
            AND o."paidAt" IS NULL
            AND NOT EXISTS (SELECT 1 FROM "Payment" p WHERE p."orderId" = o.id
                            AND p.status IN ('AUTHORIZED', 'CAPTURED', 'REFUNDED'))
            AND NOT EXISTS (SELECT 1 FROM "Refund" r WHERE r."orderId" = o.id)
            AND NOT EXISTS (SELECT 1 FROM "CreditNote" c WHERE c."orderId" = o.id)`
        if (deleted !== 1) throw new Changed()
      },
      { maxWait: 15_000, timeout: 30_000 },
    )
  } catch (error) {
    if (error instanceof Changed) return false
    throw error
  }
  console.info(`admin: ${actor} deleted order ${order.number} (${order.status}, never paid)`)
  return true
}

/**
 * Deletes orders that never took money: awaiting payment, expired or cancelled unpaid, with no
 * captured or refunded payment, no invoice number, no refund and no credit note. Anything else is
 * skipped with the reason (GST law keeps sales records 72 months). An order with a Razorpay order
 * is first checked with Razorpay: a payment there not yet recorded here keeps it. `dryRun` answers
 * the same without deleting: the form's preview.
 */
export async function deleteUnpaidOrders({
  orderIds,
  actor,
  dryRun = false,
  gateway = razorpayGateway,
}: {
  orderIds: readonly string[]
  actor: string
  dryRun?: boolean
  gateway?: () => PaymentGateway
}): Promise<BulkResult> {
  const ids = bulkOrderIds(orderIds)
  const orders = await prisma.order.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      number: true,
      status: true,
      invoiceNumber: true,
      paidAt: true,
      payments: { select: { providerOrderId: true, status: true } },
      _count: { select: { refunds: true, creditNotes: true } },
    },
  })
  const byId = new Map(orders.map((o) => [o.id, o]))
  const result: BulkResult = { done: [], skipped: [] }
  for (const id of ids) {
    const order = byId.get(id)
    if (!order) {
      result.skipped.push({ id, number: null, reason: BULK_MESSAGES.notFound })
      continue
    }
    const reason = refusal(order) ?? (await gatewayRefusal(order, gateway))
    if (reason) {
      result.skipped.push({ id, number: order.number, reason })
      continue
    }
    if (dryRun || (await deleteOne(order, actor))) {
      result.done.push({ id, number: order.number })
    } else {
      result.skipped.push({ id, number: order.number, reason: DELETE_REASONS.changed })
    }
  }
  return result
}
