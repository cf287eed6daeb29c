import { beforeEach, expect, test, vi } from 'vitest'
import { housekeepingJob, runQueuedJobs } from '#app/server/jobs.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { REDACTED_TEXT } from '#app/server/platform/outbox.server.ts'
import { sessionKey } from '#app/server/accounts/session.server.ts'
import { createSession } from '#app/server/http/session.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'

setupTestDatabase()

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

test('the housekeeping job removes expired sessions, old rate-limit windows, dead codes and old messages only', async () => {
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
  const day = 86_400_000
  const [oldMail, expiredLink, liveLink] = await Promise.all([
    prisma.outboxMessage.create({
      data: {
        channel: 'EMAIL',
        to: 'keep@example.com',
        text: 'Your order shipped',
        status: 'SENT',
        createdAt: new Date(Date.now() - 31 * day),
      },
    }),
    // Kept (no provider) and never read: the link expired, so its text goes.
    prisma.outboxMessage.create({
      data: {
        channel: 'EMAIL',
        to: 'keep@example.com',
        text: 'https://x/reset-password/abc',
        status: 'KEPT',
        secretUntil: new Date(Date.now() - 60_000),
      },
    }),
    prisma.outboxMessage.create({
      data: {
        channel: 'SMS',
        to: '9000000003',
        text: 'code 123456',
        status: 'KEPT',
        secretUntil: new Date(Date.now() + 60_000),
      },
    }),
  ])
  await housekeepingJob.send({})
  expect(await runQueuedJobs(['housekeeping'])).toBe(1)
  expect(console.info).toHaveBeenCalledWith(
    'housekeeping: removed 1 expired sessions, 1 rate-limit windows, 1 codes, 1 old messages, 0 unused uploads, 0 rejected webhooks; redacted 1 expired codes and links',
  )
  expect(await prisma.outboxMessage.findUnique({ where: { id: oldMail.id } })).toBeNull()
  expect(
    await prisma.outboxMessage.findUniqueOrThrow({ where: { id: expiredLink.id } }),
  ).toMatchObject({
    text: REDACTED_TEXT,
    secretUntil: null,
  })
  expect(
    await prisma.outboxMessage.findUniqueOrThrow({ where: { id: liveLink.id } }),
  ).toMatchObject({
    text: 'code 123456',
  })
  expect(await prisma.session.findUnique({ where: { id: sessionKey(live.token) } })).not.toBeNull()
  expect(await prisma.session.findUnique({ where: { id: sessionKey(old.token) } })).toBeNull()
  expect(await prisma.rateLimitBucket.count()).toBe(1)
  expect(await prisma.verification.count()).toBe(1)
})
