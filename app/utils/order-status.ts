/**
 * Orders' statuses, for the server, the account pages, tracking and the admin: the words a
 * shopper reads for each, the fulfilment steps in order, and which change may follow which. The
 * table below is the one truth about changes: `transition()` (app/server/orders/transition.server.ts),
 * the only code that writes an order's status, derives its conditional update from it, and the
 * admin pages ask `canChangeStatus` which actions to offer. Mirrors the Prisma enum OrderStatus,
 * kept here without the database client so browser code can import it.
 */
export const ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'ON_HOLD',
  'EXPIRED',
  'PAID',
  'IN_PRODUCTION',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'Awaiting payment',
  ON_HOLD: 'Payment under review',
  EXPIRED: 'Expired unpaid',
  PAID: 'Paid',
  IN_PRODUCTION: 'In production',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
}

/** A paid order's way to the customer, in order (tracking's progress bar, the dashboard's revenue). */
export const FULFILMENT_STEPS = ['PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED'] as const

/**
 * The statuses each status may change to; delivered, cancelled and refunded orders are final
 * except that a paid or delivered order may be refunded. Cancelling (decision 022): an unpaid
 * order (awaiting payment, or on hold) is cancelled and gives back its points, with any money a
 * held order took refunded; a paid order that has not left the press (paid or in production) is
 * cancelled with a full refund; once shipped only a refund is possible.
 */
export const ORDER_STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING_PAYMENT: ['PAID', 'ON_HOLD', 'EXPIRED', 'CANCELLED'],
  // Money that did not match the order, or arrived after it expired: staff accept it or refund it.
  ON_HOLD: ['PAID', 'REFUNDED', 'CANCELLED'],
  // A payment captured after expiry puts the order on hold (never silently paid).
  EXPIRED: ['ON_HOLD'],
  PAID: ['IN_PRODUCTION', 'CANCELLED', 'REFUNDED'],
  IN_PRODUCTION: ['SHIPPED', 'CANCELLED', 'REFUNDED'],
  SHIPPED: ['DELIVERED', 'REFUNDED'],
  DELIVERED: ['REFUNDED'],
  CANCELLED: [],
  REFUNDED: [],
}

export function canChangeStatus(from: OrderStatus, to: OrderStatus) {
  return ORDER_STATUS_TRANSITIONS[from].includes(to)
}

/** The statuses the table lets become `to`: refunded ← on hold, paid, in production, shipped... */
export function statusesThatMayBecome(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canChangeStatus(from, to))
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value)
}

/** Order numbers are "PS-" and digits: "PS-260001". */
export const ORDER_NUMBER_EXAMPLE = 'PS-260001'

/** "ps 260001", "PS260001" and "260001" all mean PS-260001; null when it cannot be one. */
export function normaliseOrderNumber(input: string) {
  const match = /^(?:PS)?[\s-]*(\d{4,10})$/i.exec(input.trim())
  return match ? `PS-${match[1]}` : null
}

/**
 * The heading of a timeline line: the status it moved to, or what kind of news it is. Staff see
 * every line; customers only those meant for them (never private notes or staff's email lines).
 */
export function orderEventTitle(kind: string, status: OrderStatus) {
  switch (kind) {
    case 'payment':
      return 'Payment'
    case 'refund':
      return 'Refund'
    case 'note':
      return 'Message from PrintStudio'
    case 'email':
      return 'Email'
    case 'artwork':
      return 'Artwork'
    case 'dispatch':
      return 'Dispatch date'
    case 'shipment':
      return 'Courier'
    default:
      return ORDER_STATUS_LABELS[status]
  }
}
