import { describe, expect, test } from 'vitest'
import {
  action as deliveryAction,
  loader as deliveryLoader,
} from '#app/routes/admin.webhooks.$id.tsx'
import { loader as listLoader } from '#app/routes/admin.webhooks._index.tsx'
import { runQueuedJobs } from '#app/server/jobs.server.ts'
import { standInPay } from '#app/server/payments/standin/standin-pay.server.ts'
import { standInWebhook } from '#app/server/payments/standin/standin-webhooks.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute } from '#tests/setup/route.ts'
import {
  adminCookie,
  payByCallback,
  placeOrder,
  sendWebhook,
  sessionCookie,
  shopper,
  startPay,
  useRazorpayStandIn,
} from '#tests/setup/shopper.ts'

setupTestDatabase()

useRazorpayStandIn()

type ListData = Awaited<ReturnType<typeof listLoader>>['data']
type List = NonNullable<ListData['list']>

async function list(cookie: string, query = '') {
  const page = await callRoute(listLoader, `/admin/webhooks${query}`, {
    headers: { Cookie: cookie },
  })
  return page as typeof page & { data: { list: List | null; error: string | null } }
}

/** An order awaiting payment, paid on the stand-in, and its two webhooks delivered (not processed). */
async function paidOrderWithWebhooks() {
  const { cookie } = await shopper()
  const orderId = await placeOrder(cookie)
  const gatewayOrderId = await startPay(cookie, orderId)
  standInPay(gatewayOrderId, { webhooks: false })
  const captured = standInWebhook('payment.captured', { orderId: gatewayOrderId })
  expect((await sendWebhook(captured)).status).toBe(200)
  const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } })
  const event = await prisma.webhookEvent.findFirstOrThrow({
    where: { eventId: captured.eventId },
  })
  return { cookie, orderId, gatewayOrderId, order, event, captured }
}

const rerun = (cookie: string, id: string, form: Record<string, string> = { intent: 'rerun' }) =>
  callRoute(deliveryAction, `/admin/webhooks/${id}`, {
    params: { id },
    form,
    headers: { Cookie: cookie },
  })

const paidTransitions = (orderId: string) =>
  prisma.orderEvent.count({ where: { orderId, status: 'PAID' } })

describe('admin webhooks: who may see them', () => {
  test('signed-out visitors and shoppers are sent to sign in; a shopper cannot re-run', async () => {
    const { event } = await paidOrderWithWebhooks()
    const { user } = await shopper()
    const customer = await sessionCookie(user.id)
    for (const cookie of ['', customer]) {
      const page = await list(cookie)
      expect(page.status).toBe(302)
      expect(page.headers.get('Location')).toMatch(/^\/login\?returnUrl=.*requireAuth=admin/)
      const detail = await callRoute(deliveryLoader, `/admin/webhooks/${event.id}`, {
        params: { id: event.id },
        headers: { Cookie: cookie },
      })
      expect(detail.status).toBe(302)
      const refused = await rerun(cookie, event.id)
      expect(refused.status).toBe(302)
    }
    const after = await prisma.webhookEvent.findUniqueOrThrow({ where: { id: event.id } })
    expect(after.attempts).toBe(0)
    expect(after.status).toBe('RECEIVED')
  })
})

describe('the deliveries list', () => {
  test('shows every delivery with its order, signature, status and processing time; filters by status and type', async () => {
    const admin = await adminCookie()
    const { order, event, captured } = await paidOrderWithWebhooks()
    // A forged delivery: logged as rejected, never acted on.
    expect((await sendWebhook({ ...captured, signature: 'ab'.repeat(32) })).status).toBe(400)
    // The job processes the valid one and records how long it took.
    await runQueuedJobs(['razorpay-webhook'])
    const processed = await prisma.webhookEvent.findUniqueOrThrow({ where: { id: event.id } })
    expect(processed.status).toBe('PROCESSED')
    expect(processed.processingMs).not.toBeNull()
    expect(processed.processingMs).toBeGreaterThanOrEqual(0)

    const page = await list(admin)
    expect(page.status).toBe(200)
    const rows = page.data.list!.rows
    const valid = rows.find((r) => r.id === event.id)!
    expect(valid).toMatchObject({
      eventType: 'payment.captured',
      eventId: captured.eventId,
      signatureValid: true,
      status: 'PROCESSED',
      statusLabel: 'Processed',
      deliveries: 1,
      order: { id: order.id, number: order.number },
    })
    expect(valid.outcome).toMatch(/^Order paid/)
    expect(valid.processingLabel).toMatch(/^\d+ ms$/)
    const rejected = rows.find((r) => r.status === 'REJECTED')!
    expect(rejected.signatureValid).toBe(false)
    expect(rejected.processingLabel).toBe('—')
    expect(page.data.list!.last).toMatchObject({ eventType: 'payment.captured', rejected: true })
    expect(page.data.list!.lastValid).not.toBeNull()

    const onlyRejected = await list(admin, '?status=REJECTED')
    expect(onlyRejected.data.list!.rows.length).toBeGreaterThan(0)
    expect(onlyRejected.data.list!.rows.every((r) => r.status === 'REJECTED')).toBe(true)
    const lowerCase = await list(admin, '?status=processed&type=payment.captured')
    expect(lowerCase.data.list!.rows.map((r) => r.id)).toContain(event.id)
    expect(
      lowerCase.data.list!.rows.every(
        (r) => r.status === 'PROCESSED' && r.eventType === 'payment.captured',
      ),
    ).toBe(true)
    const noneOfType = await list(admin, '?type=refund.failed')
    expect(noneOfType.data.list!.rows).toEqual([])
  })

  test('an unknown status or a malformed type is a 400 with a clear message', async () => {
    const admin = await adminCookie()
    const badStatus = await list(admin, '?status=DONE')
    expect(badStatus.status).toBe(400)
    expect(badStatus.data.error).toBe('Unknown status "DONE". Choose one from the list.')
    const badType = await list(admin, `?type=${encodeURIComponent('<script>')}`)
    expect(badType.status).toBe(400)
    expect(badType.data.list).toBeNull()
  })

  test('pages with keyset cursors, newest first, and back again', async () => {
    const admin = await adminCookie()
    await prisma.webhookEvent.deleteMany({ where: { eventType: 'test.page' } })
    const start = Date.now() - 60 * 60 * 1000
    await prisma.webhookEvent.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        provider: 'razorpay',
        eventId: `evt_page_${i}`,
        eventType: 'test.page',
        payload: { event: 'test.page', i },
        signatureValid: true,
        status: 'IGNORED' as const,
        outcome: 'Event test.page is not used',
        receivedAt: new Date(start + i * 1000),
      })),
    })
    const first = await list(admin, '?type=test.page')
    const firstIds = first.data.list!.rows.map((r) => r.eventId)
    expect(firstIds).toHaveLength(25)
    expect(firstIds[0]).toBe('evt_page_29')
    expect(first.data.list!.previous).toBeNull()
    const second = await list(admin, `?type=test.page&after=${first.data.list!.next}`)
    expect(second.data.list!.rows.map((r) => r.eventId)).toEqual([
      'evt_page_4',
      'evt_page_3',
      'evt_page_2',
      'evt_page_1',
      'evt_page_0',
    ])
    expect(second.data.list!.next).toBeNull()
    const back = await list(admin, `?type=test.page&before=${second.data.list!.previous}`)
    expect(back.data.list!.rows.map((r) => r.eventId)).toEqual(firstIds)
  })

  test('warns when no valid delivery came for 6 hours while orders are being placed', async () => {
    const admin = await adminCookie()
    const { cookie } = await shopper()
    await placeOrder(cookie)
    const sevenHoursAgo = new Date(Date.now() - 7 * 60 * 60 * 1000)
    await prisma.webhookEvent.updateMany({ data: { receivedAt: sevenHoursAgo } })
    const quiet = await list(admin)
    expect(quiet.data.list!.quietWarning).toMatch(
      /^No valid webhook from Razorpay in the last 6 hours, while \d+ orders? (was|were) placed\./,
    )
    expect(quiet.data.list!.last!.elapsedLabel).toBe('7 hours ago')
    // Deliveries arriving again: no warning.
    await prisma.webhookEvent.create({
      data: {
        provider: 'razorpay',
        eventId: `evt_fresh_${Date.now()}`,
        eventType: 'payment.captured',
        payload: {},
        signatureValid: true,
        status: 'IGNORED',
      },
    })
    expect((await list(admin)).data.list!.quietWarning).toBeNull()
  })
})

describe('one delivery and Re-run', () => {
  test('shows the payload pretty-printed, the signature result and the order', async () => {
    const admin = await adminCookie()
    const { event, order } = await paidOrderWithWebhooks()
    const page = await callRoute(deliveryLoader, `/admin/webhooks/${event.id}`, {
      params: { id: event.id },
      headers: { Cookie: admin },
    })
    expect(page.status).toBe(200)
    const delivery = page.data.delivery
    expect(delivery.payloadText).toContain('\n  "event": "payment.captured",')
    expect(JSON.parse(delivery.payloadText)).toEqual(event.payload)
    expect(delivery).toMatchObject({
      signatureValid: true,
      statusLabel: 'Waiting',
      canRerun: true,
      order: { id: order.id, number: order.number },
    })
    const missing = await callRoute(deliveryLoader, '/admin/webhooks/nope', {
      params: { id: 'nope' },
      headers: { Cookie: admin },
    })
    expect(missing.status).toBe(404)
  })

  test('re-running twice at once applies the payment once; again later changes nothing and says so', async () => {
    const admin = await adminCookie()
    const { event, orderId } = await paidOrderWithWebhooks()
    const [a, b] = await Promise.all([rerun(admin, event.id), rerun(admin, event.id)])
    expect([a.status, b.status]).toEqual([200, 200])
    const messages = [a, b].map((r) => (r.data as { message: string }).message).sort()
    expect(messages[0]).toMatch(/^Re-run applied: Order paid/)
    expect(messages[1]).toBe('Re-run finished: nothing changed (Payment already applied).')
    expect(await paidTransitions(orderId)).toBe(1)
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } })
    expect(order.status).toBe('PAID')
    const stored = await prisma.webhookEvent.findUniqueOrThrow({ where: { id: event.id } })
    // The delivery keeps the record of the run that did the work.
    expect(stored.status).toBe('PROCESSED')
    expect(stored.outcome).toMatch(/^Order paid/)
    expect(stored.attempts).toBe(2)
    expect(stored.processingMs).not.toBeNull()

    const again = await rerun(admin, event.id)
    expect(again.status).toBe(200)
    expect((again.data as { message: string }).message).toBe(
      'Re-run finished: nothing changed (Payment already applied).',
    )
    expect(await paidTransitions(orderId)).toBe(1)
    expect(
      await prisma.outboxMessage.count({
        where: { to: order.email, subject: { contains: order.number } },
      }),
    ).toBe(1)
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).invoiceNumber).toBe(
      order.invoiceNumber,
    )
    // The queued job finds nothing left to do.
    await runQueuedJobs(['razorpay-webhook'])
    expect(await paidTransitions(orderId)).toBe(1)
    expect(
      (await prisma.webhookEvent.findUniqueOrThrow({ where: { id: event.id } })).attempts,
    ).toBe(3)
  })

  test('re-running a delivery already applied by the callback changes nothing', async () => {
    const admin = await adminCookie()
    const { cookie } = await shopper()
    const orderId = await placeOrder(cookie)
    const gatewayOrderId = await startPay(cookie, orderId)
    await payByCallback(orderId, gatewayOrderId)
    const hook = standInWebhook('order.paid', { orderId: gatewayOrderId })
    await sendWebhook(hook)
    await runQueuedJobs(['razorpay-webhook'])
    const event = await prisma.webhookEvent.findFirstOrThrow({ where: { eventId: hook.eventId } })
    expect(event.status).toBe('IGNORED')
    const again = await rerun(admin, event.id)
    expect((again.data as { message: string }).message).toBe(
      'Re-run finished: nothing changed (Payment already applied).',
    )
    expect(await paidTransitions(orderId)).toBe(1)
  })

  test('a delivery whose signature failed cannot be re-run (409), and bad input is a 4xx', async () => {
    const admin = await adminCookie()
    const { captured, orderId } = await paidOrderWithWebhooks()
    await sendWebhook({ ...captured, eventId: 'evt_forged_1', signature: 'cd'.repeat(32) })
    const forged = await prisma.webhookEvent.findFirstOrThrow({
      where: { eventId: 'evt_forged_1' },
    })
    const page = await callRoute(deliveryLoader, `/admin/webhooks/${forged.id}`, {
      params: { id: forged.id },
      headers: { Cookie: admin },
    })
    expect(page.data.delivery).toMatchObject({ signatureValid: false, canRerun: false })
    const refused = await rerun(admin, forged.id)
    expect(refused.status).toBe(409)
    expect((refused.data as { message: string }).message).toBe(
      'This delivery failed the signature check, so it was never applied and cannot be re-run.',
    )
    const after = await prisma.webhookEvent.findUniqueOrThrow({ where: { id: forged.id } })
    expect(after).toMatchObject({ status: 'REJECTED', attempts: 0, processingMs: null })
    expect(await paidTransitions(orderId)).toBe(0)

    expect((await rerun(admin, 'missing-id')).status).toBe(404)
    const unknown = await rerun(admin, forged.id, { intent: 'delete' })
    expect(unknown.status).toBe(400)
  })
})
