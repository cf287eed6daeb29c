import type { Prisma } from '@prisma/client'
import { assignInvoiceNumber } from '../billing/invoices.server.ts'
import { emptyCartOfPaidOrder } from '../cart/cart.server.ts'
import { earnForOrder } from '../loyalty/earn.server.ts'
import { queueOrderConfirmation } from '../orders/order-emails.server.ts'
import { payUses } from '../promotions/uses.server.ts'

/**
 * "Order paid", announced once: the payment code calls this only after its own conditional
 * PENDING_PAYMENT → PAID move succeeded, in that transaction, so a second arrival of the same
 * payment (callback, verify call, webhook, reconciler) never reaches it. Each follower is also
 * once-only by itself (the invoice number is assigned once, the EARN has a unique key). All run in
 * the payment's transaction; the confirmation email and SMS are queued in the outbox there and
 * sent after the commit (the returned message ids). Decision 016; the layout, decision 036.
 */
export async function orderPaid(
  tx: Prisma.TransactionClient,
  {
    order,
    paidPaise,
    at,
  }: {
    order: { id: string; userId: string | null; cartId: string | null; createdAt: Date }
    paidPaise: number
    at: Date
  },
) {
  await assignInvoiceNumber(tx, order.id, at)
  // The promotions' uses this order holds are paid with it (decision 049).
  await payUses(tx, { orderId: order.id, at })
  if (order.userId) await earnForOrder(tx, { orderId: order.id, userId: order.userId, paidPaise })
  // The cart is emptied only now, and only of what was in it when the order was placed.
  if (order.cartId) {
    await emptyCartOfPaidOrder(tx, { cartId: order.cartId, placedAt: order.createdAt })
    // A shopper who came back through a recovery email's link and now pays: recovered (decision 025).
    await tx.checkout.updateMany({
      where: { cartId: order.cartId, status: 'STARTED', returnedAt: { not: null } },
      data: { recoveredAt: at },
    })
    await tx.checkout.updateMany({
      where: { cartId: order.cartId, status: 'STARTED' },
      data: { status: 'COMPLETED', orderId: order.id },
    })
  }
  return queueOrderConfirmation(tx, order.id)
}
