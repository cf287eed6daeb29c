/**
 * Every background job, in one list: name, handler (a domain function) and when it runs. The
 * queue itself is app/server/platform/jobs.server.ts. Import from here to send a job or to run
 * queued ones, so the definitions are always registered.
 */
import { runHousekeeping } from './platform/housekeeping.server.ts'
import { defineJob } from './platform/jobs.server.ts'
import { deliverPending } from './platform/outbox.server.ts'
import { expirePoints } from './orders/loyalty.server.ts'

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
export { webhookJob } from './orders/webhooks.server.ts'
export { expireOrdersJob, reconcileJob } from './orders/reconcile.server.ts'

/** Forgot password: the lookup and the link, off the request path (decision 028). */
export { passwordResetJob } from './accounts/password-reset.server.ts'

/** Loyalty points past their 12 months expire, daily at 05:30 IST. */
export const pointsExpiryJob = defineJob<Record<string, never>>(
  'expire-points',
  () => expirePoints(),
  { schedule: '0 0 * * *' },
)
