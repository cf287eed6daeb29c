/**
 * Every background job, in one list: name, handler (a domain function) and when it runs. The
 * queue itself is app/server/platform/jobs.server.ts. Import from here to send a job or to run
 * queued ones, so the definitions are always registered.
 */
import { runHousekeeping } from './housekeeping.server.ts'
import { defineJob } from './platform/jobs.server.ts'
import { deliverPending } from './platform/outbox.server.ts'
import { expirePoints } from './loyalty/expiry.server.ts'
import { refreshSalesRollup } from './admin/sales-rollup.server.ts'

export { runQueuedJobs, startJobs, startJobsPatiently, stopJobs } from './platform/jobs.server.ts'

/** Expired sessions, old rate-limit windows and dead codes go; failed emails and SMS are retried. */
export const housekeepingJob = defineJob<Record<string, never>>(
  'housekeeping',
  () => runHousekeeping(),
  {
    schedule: '*/10 * * * *',
  },
)

/** Emails and SMS still waiting (a provider failed or was slow) are sent. */
export const outboxJob = defineJob<Record<string, never>>(
  'outbox',
  async () => ({ delivered: await deliverPending() }),
  {
    schedule: '* * * * *',
    retryLimit: 0,
  },
)

// Payments (decision 016): webhook processing, the reconciler every 5 minutes, order expiry every
// 10 minutes. Defined beside their domain code; listed here so the server registers them.
export { webhookJob } from './payments/webhooks.server.ts'
export { expireOrdersJob, reconcileJob } from './payments/reconcile.server.ts'

/** Forgot password: the lookup and the link, off the request path (decision 028). */
export { passwordResetJob } from './accounts/password-reset.server.ts'

/** Loyalty points past their 12 months expire, daily at 05:30 IST. */
export const pointsExpiryJob = defineJob<Record<string, never>>(
  'expire-points',
  () => expirePoints(),
  { schedule: '0 0 * * *' },
)

// Abandoned-checkout recovery (decision 025): reminder emails 1 hour and 24 hours after a checkout
// is abandoned, checked every 5 minutes.
export { recoveryEmailsJob } from './checkout/recovery.server.ts'

/** "Send my file later": one reminder a day after payment while a file is missing (decision 033). */
export { artworkRemindersJob } from './orders/late-artwork.server.ts'

/**
 * The sales report's daily rollup: finished days whose figures changed are recomputed every 5
 * minutes (today is always read live). Decision 024.
 */
export const salesRollupJob = defineJob<Record<string, never>>(
  'sales-rollup',
  () => refreshSalesRollup(),
  { schedule: '*/5 * * * *', retryLimit: 1, expireInSeconds: 900 },
)

/** Prepress: one reminder 24 hours after a proof request the shopper has not answered (048). */
export { proofReminderJob } from './orders/prepress.server.ts'

// Shipping (decision 058): Shiprocket's webhooks, and the hourly poll of parcels quiet for 24 hours.
export { shipmentReconcileJob, shiprocketWebhookJob } from './shipping/tracking.server.ts'
