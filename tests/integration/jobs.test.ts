import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { outboxJob, runQueuedJobs, startJobs, stopJobs } from '#app/server/jobs.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { defineJob } from '#app/server/platform/jobs.server.ts'
import { deliver, queueSms, REDACTED_TEXT } from '#app/server/platform/outbox.server.ts'
import { mockRecords } from '#tests/mocks/handlers.ts'
import { startMocks } from '#tests/mocks/index.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'

setupTestDatabase()

beforeAll(() => {
  startMocks()
  process.env.SMS_API_URL = 'https://sms.mock.test'
  process.env.SMS_API_KEY = 'test-key'
  resetEnvCache()
})
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterAll(async () => {
  await stopJobs()
  delete process.env.SMS_API_URL
  delete process.env.SMS_API_KEY
  resetEnvCache()
})

/** What pg-boss holds for one job: its state and how often it was retried. */
async function jobRow(id: string) {
  const [row] = await prisma.$queryRaw<Array<{ state: string; retry_count: number }>>`
    SELECT state::text AS state, retry_count FROM pgboss.job WHERE id = ${id}::uuid`
  return row
}

const seen: number[] = []
const countJob = defineJob<{ n: number }>('test-count', async ({ n }) => {
  seen.push(n)
})

test('every job sent is run exactly once, even by two runners at the same time', async () => {
  seen.length = 0
  for (let n = 0; n < 20; n++) await countJob.send({ n })
  const [a, b] = await Promise.all([runQueuedJobs(['test-count']), runQueuedJobs(['test-count'])])
  expect(a + b).toBe(20)
  expect(seen.toSorted((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n))
  expect(await runQueuedJobs(['test-count'])).toBe(0)
})

test('a second send with the same key is ignored, so the work happens once', async () => {
  seen.length = 0
  const first = await countJob.send({ n: 1 }, { singletonKey: 'event-1' })
  const again = await countJob.send({ n: 2 }, { singletonKey: 'event-1' })
  const other = await countJob.send({ n: 3 }, { singletonKey: 'event-2' })
  expect(first).toEqual(expect.any(String))
  expect(again).toBeNull()
  expect(other).not.toBe(first)
  expect(await runQueuedJobs(['test-count'])).toBe(2)
  expect(await countJob.send({ n: 4 }, { singletonKey: 'event-1' })).toBeNull()
  expect(seen.toSorted()).toEqual([1, 3])
})

test('a job sent to start later waits for its time', async () => {
  seen.length = 0
  await countJob.send({ n: 7 }, { startAfterSeconds: 3600 })
  expect(await runQueuedJobs(['test-count'])).toBe(0)
  expect(await runQueuedJobs(['test-count'], { includeDelayed: true })).toBe(1)
  expect(seen).toEqual([7])
})

let flakyRuns = 0
const flakyJob = defineJob<{ failTimes: number }>(
  'test-flaky',
  async ({ failTimes }) => {
    flakyRuns++
    if (flakyRuns <= failTimes) throw new Error(`provider down (run ${flakyRuns})`)
    return { ok: true }
  },
  { retryLimit: 2, retryDelaySeconds: 0 },
)

test('a failing job is retried up to its limit, then left failed', async () => {
  flakyRuns = 0
  const id = (await flakyJob.send({ failTimes: 99 }))!
  expect(await runQueuedJobs(['test-flaky'])).toBe(3)
  expect(await jobRow(id)).toEqual({ state: 'failed', retry_count: 2 })
  expect(console.error).toHaveBeenCalledTimes(3)
  expect(console.error).toHaveBeenLastCalledWith(
    'jobs: test-flaky failed',
    new Error('provider down (run 3)'),
  )
  expect(await runQueuedJobs(['test-flaky'])).toBe(0)
})

test('a job that fails once succeeds on its retry', async () => {
  flakyRuns = 0
  const id = (await flakyJob.send({ failTimes: 1 }))!
  expect(await runQueuedJobs(['test-flaky'])).toBe(2)
  expect(await jobRow(id)).toEqual({ state: 'completed', retry_count: 1 })
})

test('a retry waits for its delay (30 s by default) unless delayed jobs are included', async () => {
  let runs = 0
  const slowRetry = defineJob<object>('test-slow-retry', async () => {
    if (++runs === 1) throw new Error('first run fails')
  })
  const id = (await slowRetry.send({}))!
  expect(await runQueuedJobs(['test-slow-retry'])).toBe(1)
  expect(await jobRow(id)).toMatchObject({ state: 'retry' })
  expect(await runQueuedJobs(['test-slow-retry'])).toBe(0)
  expect(await runQueuedJobs(['test-slow-retry'], { includeDelayed: true })).toBe(1)
  expect(await jobRow(id)).toMatchObject({ state: 'completed' })
})

test('an SMS the provider failed to take is sent by the outbox job', async () => {
  mockRecords.reset()
  const message = await queueSms(prisma, { to: '9876500001', message: 'Your order has shipped' })
  await prisma.outboxMessage.update({
    where: { id: message.id },
    data: { status: 'FAILED', attempts: 1, lastError: 'SMS provider answered 503' },
  })
  await outboxJob.send({})
  expect(await runQueuedJobs(['outbox'])).toBe(1)
  expect(mockRecords.sms).toEqual([{ to: '9876500001', message: 'Your order has shipped' }])
  expect(await prisma.outboxMessage.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject(
    { status: 'SENT', attempts: 2, lastError: null },
  )
})

test('a sign-in code is redacted from the outbox once the provider took it (decision 028)', async () => {
  mockRecords.reset()
  const code = await queueSms(prisma, {
    to: '9876500002',
    message: 'Your PrintStudio sign-in code is 482913',
    secretUntil: new Date(Date.now() + 10 * 60_000),
  })
  await deliver(code.id)
  expect(mockRecords.sms).toEqual([
    { to: '9876500002', message: 'Your PrintStudio sign-in code is 482913' },
  ])
  const row = await prisma.outboxMessage.findUniqueOrThrow({ where: { id: code.id } })
  expect(row).toMatchObject({ status: 'SENT', text: REDACTED_TEXT, secretUntil: null })
  expect(JSON.stringify(row)).not.toContain('482913')
})

test('the server starts workers and one schedule per scheduled job, and stops cleanly', async () => {
  // A schedule left by a job that no longer exists is removed at start.
  await prisma.$executeRaw`SELECT pgboss.create_queue('retired-job', '{"policy":"standard"}'::json)`
  await prisma.$executeRaw`
    INSERT INTO pgboss.schedule (name, cron, timezone) VALUES ('retired-job', '0 * * * *', 'UTC')`
  await startJobs()
  const schedules = await prisma.$queryRaw<Array<{ name: string; cron: string; timezone: string }>>`
    SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name`
  expect(schedules).toEqual([
    { name: 'artwork-reminders', cron: '*/15 * * * *', timezone: 'UTC' },
    { name: 'expire-orders', cron: '*/10 * * * *', timezone: 'UTC' },
    { name: 'expire-points', cron: '0 0 * * *', timezone: 'UTC' },
    { name: 'housekeeping', cron: '*/10 * * * *', timezone: 'UTC' },
    { name: 'outbox', cron: '* * * * *', timezone: 'UTC' },
    { name: 'reconcile-payments', cron: '*/5 * * * *', timezone: 'UTC' },
    { name: 'recovery-emails', cron: '*/5 * * * *', timezone: 'UTC' },
    { name: 'sales-rollup', cron: '*/5 * * * *', timezone: 'UTC' },
    // h-ship: parcels quiet for 24 hours are tracked (decision 058).
    { name: 'shipment-reconcile', cron: '17 * * * *', timezone: 'UTC' },
  ])

  // A job sent while the server works is picked up by its worker, with nobody calling runQueuedJobs.
  seen.length = 0
  await countJob.send({ n: 42 })
  await expect.poll(() => seen, { timeout: 10_000, interval: 100 }).toEqual([42])

  await stopJobs()
  // Sending still works after the workers stop; the job waits for the next worker or runner.
  await countJob.send({ n: 43 })
  expect(await runQueuedJobs(['test-count'])).toBe(1)
  expect(seen).toEqual([42, 43])
})
