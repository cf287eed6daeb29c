import type { OrderStatus, Prisma } from '@prisma/client'
import { ADMIN_ORDER_MESSAGES, TRACKING_NUMBER_PATTERN } from '#app/utils/admin-order.ts'
import { SHIPPING_MESSAGES } from '#app/utils/shipment.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { deliver } from '../platform/outbox.server.ts'
import { makeEarnedAvailable } from '../loyalty/earn.server.ts'
import { queueShippedNotice } from './order-emails.server.ts'
import { transition, tryTransition, type TransitionInput } from './transition.server.ts'

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

/**
 * A move the courier reports (decision 058: picked up → shipped, delivered → delivered), made once
 * whoever reports it first (webhook, its re-run, the tracking poll): false when the order has
 * already moved or cannot (cancelled meanwhile). Delivered makes the earned points usable.
 */
export async function advanceOrderIn(
  tx: Tx,
  { after, ...move }: Omit<MoveOrderInput, 'from'> & Pick<TransitionInput, 'from' | 'at'>,
) {
  const at = move.at ?? new Date()
  const { changed } = await tryTransition(tx, { ...move, at })
  if (!changed) return false
  if (move.to === 'DELIVERED') await makeEarnedAvailable(tx, move.orderId, at)
  if (after) {
    const order = await tx.order.findUniqueOrThrow({
      where: { id: move.orderId },
      select: { id: true, number: true },
    })
    await after(tx, order)
  }
  return true
}

/** One move in its own transaction. */
export function moveOrder(input: MoveOrderInput) {
  return prisma.$transaction((tx) => moveOrderIn(tx, input), { maxWait: 15_000, timeout: 30_000 })
}

// ---------------------------------------------------------------------------------------------
// The staff actions that are more than a move: shipping (with the customer's notice) here;
// cancelling (points back, money back) is payments/cancel-order.server.ts. Decision 022.
// ---------------------------------------------------------------------------------------------

/** Sends the messages a committed transaction queued (the outbox retries any that fail). */
export async function deliverAll(ids: string[]) {
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
      // A parcel booked with the courier ships the order at its pickup scan (decision 058): typing
      // a courier and tracking number as well would promise the shopper a second parcel.
      const booked = await tx.shipment.findFirst({
        where: { orderId: moved.id, status: { not: 'CANCELLED' } },
        select: { awb: true },
      })
      if (booked)
        throw new AppError(409, SHIPPING_MESSAGES.bookedNoManualShip(booked.awb), {
          code: 'BOOKED_WITH_COURIER',
        })
      messageIds = await queueShippedMessages(tx, moved.id, actor)
    },
  })
  await deliverAll(messageIds)
  return order
}

/**
 * The customer's shipped email and SMS, queued in the transaction that moved the order to shipped
 * (by staff here, or by the courier's pickup scan in shipping/), with the staff-only timeline line
 * saying so. Returns the message ids to deliver once the transaction commits.
 */
export async function queueShippedMessages(tx: Tx, orderId: string, actor: string) {
  const messageIds = await queueShippedNotice(tx, orderId)
  const contact = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { email: true, phone: true },
  })
  await tx.orderEvent.create({
    data: {
      orderId,
      status: 'SHIPPED',
      kind: 'email',
      note: `Shipping email sent to ${contact.email} and SMS to ${contact.phone}, with the tracking link`,
      actor,
      visibleToCustomer: false,
    },
  })
  return messageIds
}
