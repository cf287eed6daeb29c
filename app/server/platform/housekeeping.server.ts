import { prisma } from './db.server.ts'
import { getEnv } from './env.server.ts'
import { deliverPending } from './outbox.server.ts'
import { RATE_LIMIT_RETENTION_SECONDS, pruneRateLimits } from './rate-limit.server.ts'
import { pruneSessions } from '../accounts/session.server.ts'

/**
 * Periodic upkeep, safe to run on every instance at once (each step is an idempotent delete or a
 * claimed retry): expired sessions, old rate-limit windows and dead codes go, and emails or SMS
 * that a provider failed to take are retried.
 */
export async function runHousekeeping(now = new Date()) {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000)
  const [sessions, buckets, verifications] = await Promise.all([
    pruneSessions(now),
    pruneRateLimits(new Date(now.getTime() - RATE_LIMIT_RETENTION_SECONDS * 1000)),
    prisma.verification.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
  ])
  const retried = await deliverPending()
  return { sessions, buckets, verifications: verifications.count, retried }
}

const INTERVAL_MS = 10 * 60 * 1000
const started = Symbol.for('printstudio.housekeeping')

/** Starts the job once per process (not in tests); the timer never keeps the process alive. */
export function startHousekeeping() {
  const g = globalThis as typeof globalThis & { [started]?: boolean }
  if (g[started] || getEnv().NODE_ENV === 'test') return
  g[started] = true
  const run = () =>
    runHousekeeping().catch((error: unknown) => console.error('housekeeping failed', error))
  setTimeout(run, 30_000).unref()
  setInterval(run, INTERVAL_MS).unref()
}
