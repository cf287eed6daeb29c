/**
 * Issue 21, START-1: instances starting together on an empty job schema each create pg-boss's
 * schema and queues; under the advisory lock (withJobSchemaLock) none dies with a deadlock.
 */
import PgBoss from 'pg-boss'
import { expect, test } from 'vitest'
import { poolConfigFromUrl } from '../../prisma/pool-config.ts'
import { withJobSchemaLock } from '#app/server/platform/jobs.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'

setupTestDatabase()

test('four instances starting at once on an empty job schema all start', async () => {
  await prisma.$executeRawUnsafe('DROP SCHEMA IF EXISTS pgboss CASCADE')
  const queues = ['outbox', 'razorpay-webhook', 'housekeeping', 'reconcile-payments']
  const instance = () =>
    withJobSchemaLock(async () => {
      const boss = new PgBoss({
        ...poolConfigFromUrl(getEnv().DATABASE_URL),
        max: 2,
        supervise: false,
        schedule: false,
      })
      await boss.start()
      for (const name of queues) await boss.createQueue(name, { name })
      await boss.stop({ graceful: false })
    })
  const results = await Promise.allSettled([instance(), instance(), instance(), instance()])
  expect(results.filter((r) => r.status === 'rejected')).toEqual([])
  const [{ count }] = await prisma.$queryRaw<[{ count: number }]>`
    SELECT count(*)::int AS count FROM pgboss.queue`
  expect(count).toBe(queues.length)
}, 60_000)
