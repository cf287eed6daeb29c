import { prisma } from './platform/db.server.ts'
import { pruneOutbox } from './platform/outbox.server.ts'
import { pruneUnusedUploads } from './designs/uploads.server.ts'
import { RATE_LIMIT_RETENTION_SECONDS, pruneRateLimits } from './platform/rate-limit.server.ts'
import { pruneSessions } from './accounts/session.server.ts'
import { pruneRejectedWebhooks } from './payments/webhooks.server.ts'

/**
 * Periodic upkeep, the `housekeeping` job (every 10 minutes, app/server/jobs.server.ts): expired
 * sessions, old rate-limit windows, dead codes, old outbox messages and uploads nothing uses go,
 * and codes and links that expired undelivered are redacted. Each step is an idempotent delete, so a run
 * retried after a crash does no harm. Emails and SMS a provider failed to take are the `outbox`
 * job's. It sits beside jobs.server.ts, above the domains it prunes: platform/ is below them all.
 */
export async function runHousekeeping(now = new Date()) {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000)
  const [sessions, buckets, verifications, outbox, uploads, rejectedWebhooks] = await Promise.all([
    pruneSessions(now),
    pruneRateLimits(new Date(now.getTime() - RATE_LIMIT_RETENTION_SECONDS * 1000)),
    prisma.verification.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    pruneOutbox(now),
    pruneUnusedUploads(now),
    pruneRejectedWebhooks(now),
  ])
  const result = {
    sessions,
    buckets,
    verifications: verifications.count,
    outboxRedacted: outbox.redacted,
    outboxDeleted: outbox.deleted,
    uploads,
    rejectedWebhooks,
  }
  console.info(
    `housekeeping: removed ${sessions} expired sessions, ${buckets} rate-limit windows, ${result.verifications} codes, ${outbox.deleted} old messages, ${uploads} unused uploads, ${rejectedWebhooks} rejected webhooks; redacted ${outbox.redacted} expired codes and links`,
  )
  return result
}
