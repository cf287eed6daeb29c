/**
 * Webhook deliveries' statuses (the Prisma enum WebhookStatus) and the words staff read for each,
 * for the admin webhooks screens; kept here without the database client so the browser can import
 * them. Razorpay's event types the store subscribes to are listed for the type filter.
 */
export const WEBHOOK_STATUSES = ['RECEIVED', 'PROCESSED', 'IGNORED', 'FAILED', 'REJECTED'] as const
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number]

export const WEBHOOK_STATUS_LABELS: Record<WebhookStatus, string> = {
  RECEIVED: 'Waiting',
  PROCESSED: 'Processed',
  IGNORED: 'Nothing to do',
  FAILED: 'Failed',
  REJECTED: 'Rejected',
}

export function isWebhookStatus(value: string): value is WebhookStatus {
  return (WEBHOOK_STATUSES as readonly string[]).includes(value)
}

/** The events ticked in the Razorpay Dashboard (README, Payments). */
export const RAZORPAY_EVENT_TYPES = [
  'payment.authorized',
  'payment.captured',
  'payment.failed',
  'order.paid',
  'refund.created',
  'refund.processed',
  'refund.failed',
] as const

/** An event type as it may appear in a filter: Razorpay's dotted lower-case names ("unknown" too). */
export const EVENT_TYPE_PATTERN = /^[a-z][a-z0-9_.]{0,99}$/
