import type { OrderStatus, Prisma } from '@prisma/client'
import { ADMIN_ORDER_MESSAGES } from '#app/utils/admin-order.ts'
import {
  canChangeStatus,
  ORDER_STATUS_LABELS,
  statusesThatMayBecome,
} from '#app/utils/order-status.ts'
import { PREPRESS_MESSAGES } from '#app/utils/prepress.ts'
import { AppError } from '../platform/errors.server.ts'

/**
 * The one way an order's status changes (decision 037): staff moving it along, a payment, a hold,
 * expiry, a refund. One conditional update, `WHERE id AND status IN (what the table in
 * app/utils/order-status.ts lets become the new status)`, narrowed to the status the caller saw
 * when it names one, so two changes racing on one order cannot both happen; the timeline line and
 * the milestone date go with it in the caller's transaction. `transition` throws when the order
 * was not in an allowed state (staff are told what it is now); `tryTransition` reports
 * `{ changed: false }` instead, for payments and expiry, where whoever came first has already
 * done what was needed. No other code writes `Order.status`
 * (tests/integration/order-status-writes.test.ts).
 */

type Tx = Prisma.TransactionClient

/** The column that dates each milestone (lists, dashboard, reports). */
const MILESTONE_AT: Partial<
  Record<OrderStatus, 'paidAt' | 'productionAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt'>
> = {
  PAID: 'paidAt',
  IN_PRODUCTION: 'productionAt',
  SHIPPED: 'shippedAt',
  DELIVERED: 'deliveredAt',
  CANCELLED: 'cancelledAt',
}

export interface TransitionInput {
  orderId: string
  /** The status the caller saw (a staff member's page); left out: any the table allows. */
  from?: OrderStatus
  to: OrderStatus
  /** Who made it: "customer", "system", "razorpay", or a staff member's email. */
  actor: string
  /** The timeline line's text. */
  note?: string
  /** The timeline line's kind: "status" unless said ("payment" for a payment put on hold). */
  kind?: string
  /** false: the caller writes the timeline line itself, because it names what only comes later. */
  event?: boolean
  /** Other columns written with the change (courier and tracking number, the hold's reason...). */
  data?: Omit<Prisma.OrderUpdateManyMutationInput, 'status'>
  /** When it happened: the milestone date and the timeline line's time. Now by default. */
  at?: Date
}

/** The status change, or false when the order was not in a state the change may start from. */
async function change(tx: Tx, input: TransitionInput) {
  const { orderId, from, to } = input
  if (from && !canChangeStatus(from, to))
    throw new AppError(
      409,
      `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
      { code: 'BAD_TRANSITION' },
    )
  const at = input.at ?? new Date()
  const milestone = MILESTONE_AT[to]
  // Production needs every item's artwork (decision 033) and every item approved in prepress
  // (decision 048): part of the same conditional update.
  const needsArtwork =
    to === 'IN_PRODUCTION'
      ? {
          items: {
            none: {
              OR: [{ awaitingArtwork: true }, { prepressStatus: { not: 'APPROVED' as const } }],
            },
          },
        }
      : {}
  const moved = await tx.order.updateMany({
    where: { id: orderId, status: from ?? { in: statusesThatMayBecome(to) }, ...needsArtwork },
    data: { ...input.data, status: to, ...(milestone ? { [milestone]: at } : {}) },
  })
  if (!moved.count) return false
  if (input.event !== false)
    await tx.orderEvent.create({
      data: {
        orderId,
        status: to,
        kind: input.kind ?? 'status',
        note: input.note ?? '',
        actor: input.actor,
        createdAt: at,
      },
    })
  return true
}

/**
 * Changes the status or throws: 409 for a change the table does not allow, for an order changed
 * meanwhile (saying what it is now) or, into production, an item still awaiting artwork; 404 for
 * no such order.
 */
export async function transition(tx: Tx, input: TransitionInput) {
  if (await change(tx, input)) return
  const { orderId, from, to } = input
  const current = await tx.order.findUnique({ where: { id: orderId }, select: { status: true } })
  if (!current) throw new AppError(404, 'Order not found')
  const couldStart = from ? current.status === from : canChangeStatus(current.status, to)
  if (couldStart && to === 'IN_PRODUCTION') {
    const waiting = await tx.orderItem.count({ where: { orderId, awaitingArtwork: true } })
    if (waiting)
      throw new AppError(409, ADMIN_ORDER_MESSAGES.awaitingArtwork, { code: 'AWAITING_ARTWORK' })
    throw new AppError(409, PREPRESS_MESSAGES.notApproved, { code: 'PREPRESS_PENDING' })
  }
  throw new AppError(
    409,
    `This order was changed meanwhile: it is now ${ORDER_STATUS_LABELS[current.status].toLowerCase()}. Reload the page to see it.`,
    { code: 'ORDER_CHANGED' },
  )
}

/**
 * Changes the status if the order is still in a state the change may start from, and says whether
 * it did: a payment or expiry that finds the order moved on (paid by another arrival, cancelled,
 * deleted) is not an error, only nothing to do.
 */
export async function tryTransition(tx: Tx, input: TransitionInput) {
  return { changed: await change(tx, input) }
}
