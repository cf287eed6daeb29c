/**
 * The admin orders list's vocabulary, shared by the server (filters, queries, CSV) and the page
 * (filter form, labels): the URL contract's values for `payment`, `flag` and `sort`, their
 * labels, and the limits of the bulk actions.
 */

export const ORDERS_PAGE_SIZE = 25
/** Orders one bulk action (form or `DELETE /api/admin/orders/bulk`) may name at once. */
export const MAX_BULK_ORDERS = 200
/** Orders whose print files fit in one ZIP. */
export const MAX_ZIP_ORDERS = 100
/** A count of matching orders is exact up to this many, then shown as "1,000+". */
export const ORDER_COUNT_CAP = 1000

/** Where an order stands with the money, as staff read it (`payment` in the list's URL). */
export const PAYMENT_FILTERS = [
  'paid',
  'confirming',
  'checking',
  'refunded',
  'partly-refunded',
  'failed',
] as const
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number]
/** What a row shows: the filters' states plus "not paid" (expired or cancelled, no attempt failed). */
export type AdminPaymentState = PaymentFilter | 'unpaid'

export const PAYMENT_STATE_LABELS: Record<AdminPaymentState, string> = {
  paid: 'Paid',
  confirming: 'Awaiting payment',
  checking: 'Under review',
  refunded: 'Refunded',
  'partly-refunded': 'Partly refunded',
  failed: 'Payment failed',
  unpaid: 'Not paid',
}

/** The dashboard's "needs attention" links (`flag` in the list's URL). */
export const ORDER_FLAGS = [
  'production-overdue',
  'dispatch-overdue',
  'awaiting-payment',
  'preflight-failed',
  'refund-pending',
  'awaiting-artwork',
  'delivery-problem',
] as const
export type OrderFlag = (typeof ORDER_FLAGS)[number]

export const ORDER_FLAG_LABELS: Record<OrderFlag, string> = {
  'production-overdue': 'Paid over 4 hours ago, not in production',
  'dispatch-overdue': 'Past its dispatch date',
  'awaiting-payment': 'Awaiting payment or under review',
  'preflight-failed': 'Print check found errors',
  'refund-pending': 'Refund pending over 7 days',
  'awaiting-artwork': 'Awaiting artwork',
  'delivery-problem': 'Delivery failed or returning (RTO)',
}

/** The same flags as the dashboard's "needs attention" list says them. */
export const ORDER_FLAG_ATTENTION: Record<OrderFlag, string> = {
  'production-overdue': 'Paid orders not in production 4 hours after payment',
  'dispatch-overdue': 'Orders past their promised dispatch date',
  'awaiting-payment': 'Payments awaiting confirmation',
  'preflight-failed': 'Orders to print with an item that failed preflight',
  'refund-pending': 'Refunds pending for more than 7 days',
  'awaiting-artwork': 'Paid orders awaiting the shopper’s artwork',
  'delivery-problem': 'Parcels the courier could not deliver, returning to us or lost',
}

/** A paid order should be in production this long after payment. */
export const PRODUCTION_DUE_MS = 4 * 60 * 60 * 1000
/** A refund Razorpay has not confirmed after this long needs a look. */
export const REFUND_OVERDUE_MS = 7 * 24 * 60 * 60 * 1000

export const ORDER_SORTS = ['placed', 'total', 'dispatch'] as const
export type OrderSort = (typeof ORDER_SORTS)[number]

export const ORDER_SORT_LABELS: Record<OrderSort, string> = {
  placed: 'Date placed',
  total: 'Order total',
  dispatch: 'Dispatch date',
}

/** Each sort's natural direction: newest and largest first, the most urgent dispatch first. */
export const DEFAULT_SORT_DIR: Record<OrderSort, 'asc' | 'desc'> = {
  placed: 'desc',
  total: 'desc',
  dispatch: 'asc',
}

/** The list's query parameters that are filters (kept by the bulk form for "export all matching"). */
export const ORDER_FILTER_PARAMS = ['q', 'status', 'payment', 'from', 'to', 'flag'] as const

/** The bulk actions' messages, written once for the page, the API and the tests. */
export const BULK_MESSAGES = {
  noneSelected: 'Select at least one order first.',
  tooMany: `Select at most ${MAX_BULK_ORDERS} orders at a time.`,
  tooManyForZip: `One ZIP holds the print files of at most ${MAX_ZIP_ORDERS} orders: select fewer orders and download them in parts.`,
  unknownIntent: 'Choose one of the bulk actions.',
  notFound: 'Order not found',
} as const
