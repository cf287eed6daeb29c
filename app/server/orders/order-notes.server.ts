import { ORDER_NOTE_MAX, ORDER_NOTE_MESSAGES } from '#app/utils/admin-order.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { deliver } from '../platform/outbox.server.ts'
import { queueOrderConfirmation } from './order-emails.server.ts'

/**
 * What staff add to an order's timeline besides moving it: notes (private to staff, or shown to
 * the customer on their order page and on /track-order), and the confirmation email sent again.
 * Each names who did it.
 */

/** A staff note on the timeline (OrderEvent kind 'note'), private unless `visibleToCustomer`. */
export async function addOrderNote({
  orderId,
  actor,
  text,
  visibleToCustomer,
}: {
  orderId: string
  actor: string
  text: string
  visibleToCustomer: boolean
}) {
  const note = text.trim()
  if (!note || note.length > ORDER_NOTE_MAX)
    throw new AppError(400, ORDER_NOTE_MESSAGES.text, {
      fieldErrors: { note: [ORDER_NOTE_MESSAGES.text] },
    })
  const order = await prisma.order.findUnique({ where: { id: orderId }, select: { status: true } })
  if (!order) throw new AppError(404, 'Order not found')
  return prisma.orderEvent.create({
    data: { orderId, status: order.status, kind: 'note', note, actor, visibleToCustomer },
    select: { id: true },
  })
}

/** Statuses of an order whose payment was received: the confirmation says so. */
const CONFIRMED = ['PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED'] as const

/**
 * The order confirmation email again (not the SMS), with a private timeline line saying who sent
 * it and where. Only for an order that was paid and not cancelled or refunded.
 */
export async function resendOrderConfirmation({
  orderId,
  actor,
}: {
  orderId: string
  actor: string
}) {
  const messageIds = await prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { id: orderId },
      select: { status: true, email: true },
    })
    if (!order) throw new AppError(404, 'Order not found')
    if (!(CONFIRMED as readonly string[]).includes(order.status))
      throw new AppError(409, ORDER_NOTE_MESSAGES.notConfirmed, { code: 'NOT_CONFIRMED' })
    const ids = await queueOrderConfirmation(tx, orderId, { sms: false })
    await tx.orderEvent.create({
      data: {
        orderId,
        status: order.status,
        kind: 'email',
        note: `Order confirmation email sent again to ${order.email}`,
        actor,
        visibleToCustomer: false,
      },
    })
    return ids
  })
  for (const id of messageIds) await deliver(id)
}
