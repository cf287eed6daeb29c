/**
 * Issue 21, STORE-1 (decision 030): forged Razorpay webhooks are logged for the admin, but bounded:
 * at most 20 an hour from one source, a few KB each, and removed after 7 days. Accepted deliveries
 * are kept as before.
 */
import { describe, expect, test } from 'vitest'
import { action as webhookAction } from '#app/routes/api.webhooks.razorpay.ts'
import { REJECTED_WEBHOOK_RETENTION_DAYS } from '#app/server/orders/webhooks.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { runHousekeeping } from '#app/server/housekeeping.server.ts'
import { PEER_ADDRESS_HEADER } from '#app/server/platform/rate-limit.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'

setupTestDatabase()

const forged = (source: string, n: number) =>
  webhookAction({
    request: new Request('http://localhost/api/webhooks/razorpay', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': 'ab'.repeat(32),
        'x-razorpay-event-id': `evt_forged_${source}_${n}`,
        [PEER_ADDRESS_HEADER]: source,
      },
      body: JSON.stringify({ event: 'payment.captured', pad: 'x'.repeat(200_000) }),
    }),
    params: {},
    context: {},
  })

describe('forged webhooks', () => {
  test('are refused unlogged past 20 an hour from one source, and stored small', async () => {
    const statuses: number[] = []
    for (let n = 0; n < 22; n++) statuses.push((await forged('203.0.113.9', n)).status)
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
    expect(await prisma.webhookEvent.count({ where: { status: 'REJECTED' } })).toBe(20)
    // Another source is still logged.
    expect((await forged('198.51.100.7', 0)).status).toBe(400)
    expect(await prisma.webhookEvent.count({ where: { status: 'REJECTED' } })).toBe(21)
    const [{ bytes }] = await prisma.$queryRaw<[{ bytes: number }]>`
      SELECT max(pg_column_size("payload"))::int AS bytes FROM "WebhookEvent"`
    expect(bytes).toBeLessThan(8 * 1024)
  })

  test(`rejected ones are removed after ${REJECTED_WEBHOOK_RETENTION_DAYS} days; accepted ones are kept`, async () => {
    const day = 86_400_000
    const now = Date.now()
    const row = (eventId: string, status: 'REJECTED' | 'PROCESSED', daysAgo: number) =>
      prisma.webhookEvent.create({
        data: {
          provider: 'razorpay',
          eventId,
          eventType: 'payment.captured',
          payload: {},
          signatureValid: status !== 'REJECTED',
          status,
          receivedAt: new Date(now - daysAgo * day),
        },
      })
    await row('old-forged', 'REJECTED', REJECTED_WEBHOOK_RETENTION_DAYS + 1)
    await row('recent-forged', 'REJECTED', REJECTED_WEBHOOK_RETENTION_DAYS - 1)
    await row('old-accepted', 'PROCESSED', 400)
    const result = await runHousekeeping(new Date(now))
    expect(result.rejectedWebhooks).toBe(1)
    const left = await prisma.webhookEvent.findMany({
      where: { eventId: { in: ['old-forged', 'recent-forged', 'old-accepted'] } },
      select: { eventId: true },
    })
    expect(left.map((r) => r.eventId).sort()).toEqual(['old-accepted', 'recent-forged'])
  })
})
