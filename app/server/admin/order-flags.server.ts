import { Prisma } from '@prisma/client'
import {
  ORDER_FLAGS,
  PRODUCTION_DUE_MS,
  REFUND_OVERDUE_MS,
  type OrderFlag,
} from '#app/utils/admin-orders.ts'
import { SHIPMENT_PROBLEMS } from '../shipping/shiprocket-status.server.ts'

export { ORDER_FLAGS, type OrderFlag }

/**
 * The dashboard's "needs attention" flags on orders, as the orders list filters them
 * (`/admin/orders?flag=…`, the admin URL contract). One definition for the count on the dashboard
 * and the list its link opens, so the two never disagree: the orders list builds its `where` from
 * `orderFlagWhere` too.
 */
export function orderFlagWhere(flag: OrderFlag, now = new Date()): Prisma.OrderWhereInput {
  switch (flag) {
    case 'production-overdue':
      // An order waiting for the shopper's file is not late in production (it cannot go yet).
      return {
        status: 'PAID',
        paidAt: { lt: new Date(now.getTime() - PRODUCTION_DUE_MS) },
        items: { none: { awaitingArtwork: true } },
      }
    case 'dispatch-overdue':
      return { status: { in: ['PAID', 'IN_PRODUCTION'] }, dispatchBy: { lt: now } }
    case 'awaiting-payment':
      // Awaiting payment (the shopper is paying, or Razorpay has not confirmed) or under review.
      return { status: { in: ['PENDING_PAYMENT', 'ON_HOLD'] } }
    case 'preflight-failed':
      // Only orders still to be printed: a delivered order's old warning is nobody's task.
      return {
        status: { in: ['PAID', 'IN_PRODUCTION'] },
        items: { some: { preflight: { array_contains: [{ severity: 'error' }] } } },
      }
    case 'awaiting-artwork':
      // "Send my file later" (decision 033): paid, and held until every file has arrived.
      return { status: 'PAID', items: { some: { awaitingArtwork: true } } }
    case 'delivery-problem':
      // The courier's news (decision 058): a failed attempt, a return (RTO) or a lost parcel.
      return { shipments: { some: { status: { in: [...SHIPMENT_PROBLEMS] } } } }
    case 'refund-pending':
      return {
        refunds: {
          some: {
            status: 'PENDING',
            createdAt: { lt: new Date(now.getTime() - REFUND_OVERDUE_MS) },
          },
        },
      }
  }
}

/**
 * The same rules as `orderFlagWhere`, in SQL over `"Order" o`, so the dashboard counts every flag
 * in one statement (decision 068). A rule changed here is changed there too: the dashboard's test
 * checks each count against `prisma.order.count({ where: orderFlagWhere(flag) })`.
 */
export function orderFlagSql(flag: OrderFlag, now = new Date()): Prisma.Sql {
  const item = (condition: Prisma.Sql) =>
    Prisma.sql`EXISTS (SELECT 1 FROM "OrderItem" i WHERE i."orderId" = o.id AND ${condition})`
  switch (flag) {
    case 'production-overdue':
      return Prisma.sql`o.status = 'PAID' AND o."paidAt" < ${new Date(now.getTime() - PRODUCTION_DUE_MS)}
        AND NOT ${item(Prisma.sql`i."awaitingArtwork"`)}`
    case 'dispatch-overdue':
      return Prisma.sql`o.status IN ('PAID', 'IN_PRODUCTION') AND o."dispatchBy" < ${now}`
    case 'awaiting-payment':
      return Prisma.sql`o.status IN ('PENDING_PAYMENT', 'ON_HOLD')`
    case 'preflight-failed':
      return Prisma.sql`o.status IN ('PAID', 'IN_PRODUCTION')
        AND ${item(Prisma.sql`i.preflight @> '[{"severity": "error"}]'::jsonb`)}`
    case 'awaiting-artwork':
      return Prisma.sql`o.status = 'PAID' AND ${item(Prisma.sql`i."awaitingArtwork"`)}`
    case 'delivery-problem':
      return Prisma.sql`EXISTS (SELECT 1 FROM "Shipment" s WHERE s."orderId" = o.id
        AND s.status = ANY(${[...SHIPMENT_PROBLEMS]}::"ShipmentStatus"[]))`
    case 'refund-pending':
      return Prisma.sql`EXISTS (SELECT 1 FROM "Refund" r WHERE r."orderId" = o.id
        AND r.status = 'PENDING' AND r."createdAt" < ${new Date(now.getTime() - REFUND_OVERDUE_MS)})`
  }
}
