import { beforeEach, expect, test, vi } from 'vitest'
import { housekeepingJob, runQueuedJobs } from '#app/server/jobs.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { sessionKey } from '#app/server/accounts/session.server.ts'
import { createSession } from '#app/server/http/session.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'

setupTestDatabase()

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

test('the housekeeping job removes expired sessions, old rate-limit windows and dead codes only', async () => {
  const user = await prisma.user.create({ data: { email: 'keep@example.com' } })
  const live = await createSession(user.id)
  const old = await createSession(user.id, undefined, new Date(Date.now() - 40 * 86_400_000))
  await prisma.rateLimitBucket.createMany({
    data: [
      { key: 'sign-in-ip:1.2.3.4', windowStart: new Date(Date.now() - 3 * 86_400_000), count: 3 },
      { key: 'sign-in-ip:1.2.3.5', windowStart: new Date(), count: 1 },
    ],
  })
  await prisma.verification.createMany({
    data: [
      {
        purpose: 'PHONE_LOGIN',
        target: '9000000001',
        secretHash: 'a',
        expiresAt: new Date(Date.now() - 2 * 86_400_000),
      },
      {
        purpose: 'PHONE_LOGIN',
        target: '9000000002',
        secretHash: 'b',
        expiresAt: new Date(Date.now() + 60_000),
      },
    ],
  })
  await housekeepingJob.send({})
  expect(await runQueuedJobs(['housekeeping'])).toBe(1)
  expect(console.info).toHaveBeenCalledWith(
    'housekeeping: removed 1 expired sessions, 1 rate-limit windows, 1 codes',
  )
  expect(await prisma.session.findUnique({ where: { id: sessionKey(live.token) } })).not.toBeNull()
  expect(await prisma.session.findUnique({ where: { id: sessionKey(old.token) } })).toBeNull()
  expect(await prisma.rateLimitBucket.count()).toBe(1)
  expect(await prisma.verification.count()).toBe(1)
})
