import type { OrderStatus, Prisma } from '@prisma/client'
import { canChangeStatus, ORDER_STATUS_LABELS } from '#app/utils/order-status.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { makeEarnedAvailable } from './loyalty.server.ts'

/**
 * Staff moving an order along its way (paid → in production → shipped → delivered), one use case
 * for the order page, the list's bulk action and the API. Each move is one conditional update
 * (`WHERE status = <the status the staff member saw>`), so two admins acting on the same order at
 * once cannot skip or repeat a step: the second finds the status changed and is told so (409).
 * Every move writes a timeline event naming who made it.
 */

type Tx = Prisma.TransactionClient

/** The column that dates each milestone (lists, dashboard, reports). */
const MILESTONE_AT: Partial<Record<OrderStatus, keyof Prisma.OrderUpdateManyMutationInput>> = {
  IN_PRODUCTION: 'productionAt',
  SHIPPED: 'shippedAt',
  DELIVERED: 'deliveredAt',
  CANCELLED: 'cancelledAt',
}

export interface MoveOrderInput {
  orderId: string
  /** The status the staff member saw when they chose the action. */
  from: OrderStatus
  to: OrderStatus
  /** The staff member's email (or "system"). */
  actor: string
  note?: string
  /** Extra columns written with the move (courier and tracking number when shipping). */
  data?: Prisma.OrderUpdateManyMutationInput
  /** Work in the same transaction after the move (queue a notification...). */
  after?: (tx: Tx, order: { id: string; number: string }) => Promise<void>
}

export async function moveOrderIn(tx: Tx, input: MoveOrderInput) {
  const { orderId, from, to, actor } = input
  if (!canChangeStatus(from, to))
    throw new AppError(
      409,
      `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
      { code: 'BAD_TRANSITION' },
    )
  const now = new Date()
  const milestone = MILESTONE_AT[to]
  const moved = await tx.order.updateMany({
    where: { id: orderId, status: from },
    data: { ...input.data, status: to, ...(milestone ? { [milestone]: now } : {}) },
  })
  if (!moved.count) {
    const current = await tx.order.findUnique({ where: { id: orderId }, select: { status: true } })
    if (!current) throw new AppError(404, 'Order not found')
    throw new AppError(
      409,
      `This order was changed meanwhile: it is now ${ORDER_STATUS_LABELS[current.status].toLowerCase()}. Reload the page to see it.`,
      { code: 'ORDER_CHANGED' },
    )
  }
  await tx.orderEvent.create({
    data: { orderId, status: to, kind: 'status', note: input.note ?? '', actor, createdAt: now },
  })
  // Delivered: the points the order earned stop being pending.
  if (to === 'DELIVERED') await makeEarnedAvailable(tx, orderId, now)
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { id: true, number: true },
  })
  await input.after?.(tx, order)
  return order
}

/** One move in its own transaction. */
export function moveOrder(input: MoveOrderInput) {
  return prisma.$transaction((tx) => moveOrderIn(tx, input), { maxWait: 15_000, timeout: 30_000 })
}
