import { type Prisma } from '@prisma/client'

/**
 * The dashboard's "needs attention" flags on orders, as the orders list filters them
 * (`/admin/orders?flag=…`, the admin URL contract). One definition for the count on the dashboard
 * and the list its link opens, so the two never disagree: the orders list builds its `where` from
 * `orderFlagWhere` too.
 */
export const ORDER_FLAGS = [
  'production-overdue',
  'dispatch-overdue',
  'awaiting-payment',
  'preflight-failed',
  'refund-pending',
] as const
export type OrderFlag = (typeof ORDER_FLAGS)[number]

export function isOrderFlag(value: string): value is OrderFlag {
  return (ORDER_FLAGS as readonly string[]).includes(value)
}

const HOUR_MS = 60 * 60 * 1000
/** A paid order should be in production within this long. */
export const PRODUCTION_DUE_MS = 4 * HOUR_MS
/** A refund still pending after this long is chased with Razorpay. */
export const REFUND_OVERDUE_MS = 7 * 24 * HOUR_MS

export const ORDER_FLAG_LABELS: Record<OrderFlag, string> = {
  'production-overdue': 'Paid orders not in production 4 hours after payment',
  'dispatch-overdue': 'Orders past their promised dispatch date',
  'awaiting-payment': 'Payments awaiting confirmation',
  'preflight-failed': 'Orders to print with an item that failed preflight',
  'refund-pending': 'Refunds pending for more than 7 days',
}

export function orderFlagWhere(flag: OrderFlag, now = new Date()): Prisma.OrderWhereInput {
  switch (flag) {
    case 'production-overdue':
      return { status: 'PAID', paidAt: { lt: new Date(now.getTime() - PRODUCTION_DUE_MS) } }
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
