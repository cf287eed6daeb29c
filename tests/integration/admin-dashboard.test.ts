import { describe, expect, test } from 'vitest'
import { loader as dashboardLoader } from '#app/routes/admin._index.tsx'
import { loader as reportLoader } from '#app/routes/admin.reports.sales.tsx'
import { orderFlagWhere, ORDER_FLAGS } from '#app/server/admin/order-flags.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { addDays, indiaDay } from '#app/utils/sales-report.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute } from '#tests/setup/route.ts'
import { directRange, makeOrder, rawSums, refund, signedIn } from '#tests/setup/sales.ts'

setupTestDatabase()

const HOUR = 3_600_000
const DAY = 24 * HOUR
const ago = (ms: number) => new Date(Date.now() - ms)

let adminCookie = ''
async function dashboard() {
  adminCookie ||= (await signedIn({ admin: true })).cookie
  const res = await callRoute(dashboardLoader, '/admin', { headers: { Cookie: adminCookie } })
  expect(res.status).toBe(200)
  return res.data.dashboard
}

const cards = (amount = 29_900) => [{ slug: 'standard-visiting-cards', amount }]

describe('sales: today, 7 days, 30 days', () => {
  test('nothing needs attention in an empty shop, and every figure is zero', async () => {
    const d = await dashboard()
    expect(d.attention).toEqual([])
    expect(d.windows.map((w) => [w.key, w.figures.orders, w.figures.netPaise])).toEqual([
      ['today', 0, 0],
      ['last-7-days', 0, 0],
      ['last-30-days', 0, 0],
    ])
  })

  test('the windows count the orders paid in them, as the sales report does, with checkouts', async () => {
    const today = indiaDay()
    // Paid a minute ago, three, twenty and forty days ago; delivered, so none needs attention.
    const noon = (day: string) => new Date(`${day}T12:00:00+05:30`)
    const status = 'DELIVERED'
    await makeOrder({ paidAt: ago(60_000), status, lines: cards(59_800) })
    await makeOrder({ paidAt: noon(addDays(today, -3)), status, lines: cards(), state: 'Kerala' })
    const older = await makeOrder({
      paidAt: noon(addDays(today, -20)),
      status,
      lines: cards(),
      shipping: 4_900,
    })
    await refund(older, 10_000, noon(addDays(today, -2)))
    await makeOrder({ paidAt: noon(addDays(today, -40)), status, lines: cards() })
    // Checkouts: three started today (one completed), two ten days ago (one completed).
    const checkout = (createdAt: Date, status: 'STARTED' | 'COMPLETED' | 'ABANDONED') =>
      prisma.checkout.create({
        data: { email: 'someone@example.com', phone: '9876543210', status, createdAt },
      })
    const todayAt = ago(1_000)
    await checkout(todayAt, 'STARTED')
    await checkout(todayAt, 'STARTED')
    await checkout(todayAt, 'COMPLETED')
    await checkout(noon(addDays(today, -10)), 'COMPLETED')
    await checkout(noon(addDays(today, -10)), 'ABANDONED')

    const d = await dashboard()
    const [day, week, month] = d.windows
    expect([day!.figures.orders, week!.figures.orders, month!.figures.orders]).toEqual([1, 2, 3])
    expect(day!.figures.paidPaise).toBe(59_800)
    expect(week!.figures.refundedPaise).toBe(10_000)
    expect([day!.checkouts, week!.checkouts, month!.checkouts]).toEqual([
      { started: 3, completed: 1 },
      { started: 3, completed: 1 },
      { started: 5, completed: 2 },
    ])
    expect(week!.days).toHaveLength(7)
    expect(month!.days).toHaveLength(30)
    expect(month!.days.at(-1)!.day).toBe(today)

    // The same figures as the sales report (one service) and as the orders themselves.
    for (const w of d.windows) {
      const res = await callRoute(reportLoader, `/admin/reports/sales?range=${w.key}`, {
        headers: { Cookie: adminCookie },
      })
      expect(res.data.report!.totals, w.key).toEqual(w.figures)
      expect(rawSums(w.figures), w.key).toEqual(rawSums(await directRange(w.from, w.to)))
    }
  })
})

describe('needs attention', () => {
  test('each situation is a count and a link, shown only when there is one', async () => {
    // Paid 5 hours ago and still not in production; paid an hour ago (not late yet).
    await makeOrder({ paidAt: ago(5 * HOUR), lines: cards() })
    await makeOrder({ paidAt: ago(HOUR), lines: cards() })
    // In production past its promised dispatch; shipped late is no longer anyone's task.
    await makeOrder({
      paidAt: ago(3 * DAY),
      status: 'IN_PRODUCTION',
      dispatchBy: ago(HOUR),
      lines: cards(),
    })
    await makeOrder({
      paidAt: ago(4 * DAY),
      status: 'SHIPPED',
      dispatchBy: ago(DAY),
      lines: cards(),
    })
    // Awaiting payment and under review.
    await makeOrder({ paidAt: null, status: 'PENDING_PAYMENT', lines: cards() })
    await makeOrder({ paidAt: null, status: 'ON_HOLD', lines: cards() })
    // A paid order with an item that failed preflight; a delivered one and a warning do not count.
    const error = [
      { code: 'dpi-very-low', severity: 'error', sideId: 'front', message: 'Too blurry' },
    ]
    const warning = [{ code: 'dpi-low', severity: 'warning', sideId: 'front', message: 'Soft' }]
    const failed = await makeOrder({ paidAt: ago(HOUR), lines: cards() })
    await prisma.orderItem.updateMany({ where: { orderId: failed.id }, data: { preflight: error } })
    const delivered = await makeOrder({ paidAt: ago(9 * DAY), status: 'DELIVERED', lines: cards() })
    await prisma.orderItem.updateMany({
      where: { orderId: delivered.id },
      data: { preflight: error },
    })
    const warned = await makeOrder({
      paidAt: ago(9 * DAY),
      status: 'IN_PRODUCTION',
      lines: cards(),
    })
    await prisma.orderItem.updateMany({
      where: { orderId: warned.id },
      data: { preflight: warning },
    })
    // Refunds: pending 8 days (late), pending 2 days, processed long ago.
    await refund(delivered, 5_000, null, { createdAt: ago(8 * DAY) })
    await refund(warned, 5_000, null, { createdAt: ago(2 * DAY) })
    await refund(warned, 1_000, ago(10 * DAY))
    // Webhooks: two failed, one rejected (bad signature), the last good one 7 hours ago.
    const webhook = (status: 'FAILED' | 'REJECTED' | 'PROCESSED', receivedAt: Date) =>
      prisma.webhookEvent.create({
        data: {
          provider: 'razorpay',
          eventId: `evt_${Math.random().toString(36).slice(2)}`,
          eventType: 'payment.captured',
          payload: {},
          signatureValid: status !== 'REJECTED',
          status,
          receivedAt,
        },
      })
    await webhook('FAILED', ago(30 * HOUR))
    await webhook('FAILED', ago(7 * HOUR))
    await webhook('REJECTED', ago(HOUR))
    // Reviews: two to moderate, one approved.
    const product = await prisma.product.findFirstOrThrow({ where: { slug: 'custom-mugs' } })
    for (const status of ['PENDING', 'PENDING', 'APPROVED'] as const) {
      const { user } = await signedIn({ admin: false })
      await prisma.review.create({
        data: {
          userId: user.id,
          productId: product.id,
          rating: 4,
          title: 'Good',
          body: 'Nice mug',
          status,
        },
      })
    }

    const d = await dashboard()
    expect(d.attention).toEqual([
      {
        key: 'production-overdue',
        label: 'Paid orders not in production 4 hours after payment',
        count: 1,
        href: '/admin/orders?flag=production-overdue',
      },
      {
        key: 'dispatch-overdue',
        label: 'Orders past their promised dispatch date',
        count: 1,
        href: '/admin/orders?flag=dispatch-overdue',
      },
      {
        key: 'awaiting-payment',
        label: 'Payments awaiting confirmation',
        count: 2,
        href: '/admin/orders?flag=awaiting-payment',
      },
      {
        key: 'preflight-failed',
        label: 'Orders to print with an item that failed preflight',
        count: 1,
        href: '/admin/orders?flag=preflight-failed',
      },
      {
        key: 'webhooks-failed',
        label: 'Payment webhooks that failed',
        count: 2,
        href: '/admin/webhooks?status=FAILED',
      },
      {
        // Three orders paid 5 minutes to 6 hours ago (5 h, 1 h, 1 h; the one paid a minute ago
        // may still have its webhook on the way) and no good webhook since 7 hours.
        key: 'webhooks-silent',
        label: 'Orders paid while no Razorpay webhook arrived for 6 hours',
        count: 3,
        href: '/admin/webhooks',
      },
      {
        key: 'refund-pending',
        label: 'Refunds pending for more than 7 days',
        count: 1,
        href: '/admin/orders?flag=refund-pending',
      },
      {
        key: 'reviews-pending',
        label: 'Reviews to moderate',
        count: 2,
        href: '/admin/reviews?status=PENDING',
      },
    ])
    // The counts are the lists the links open (the orders list filters with the same rule).
    for (const flag of ORDER_FLAGS) {
      const item = d.attention.find((a) => a.key === flag)
      expect(await prisma.order.count({ where: orderFlagWhere(flag) }), flag).toBe(item?.count ?? 0)
    }

    // A webhook arrives: the silence item goes; moving the late order on clears its item.
    await webhook('PROCESSED', new Date())
    await prisma.order.updateMany({
      where: { status: 'PAID', paidAt: { lt: ago(4 * HOUR) } },
      data: { status: 'IN_PRODUCTION', productionAt: new Date() },
    })
    const after = await dashboard()
    expect(after.attention.map((a) => a.key)).toEqual([
      'dispatch-overdue',
      'awaiting-payment',
      'preflight-failed',
      'webhooks-failed',
      'refund-pending',
      'reviews-pending',
    ])
  })
})

describe('one statement, the same rules as the lists (decision 068)', () => {
  test('every flag counts what its orders list shows, artwork and courier problems too', async () => {
    // Paid 5 hours ago but waiting for the shopper's file: awaiting artwork, not late.
    const waiting = await makeOrder({ paidAt: ago(5 * HOUR), lines: cards() })
    await prisma.orderItem.updateMany({
      where: { orderId: waiting.id },
      data: { awaitingArtwork: true },
    })
    // Shipped: one parcel the courier failed to deliver, one still on its way.
    const shipment = (orderId: string, status: 'DELIVERY_FAILED' | 'IN_TRANSIT') =>
      prisma.shipment.create({
        data: {
          orderId,
          provider: 'standin',
          idempotencyKey: `ship_${Math.random().toString(36).slice(2)}`,
          status,
          weightGrams: 200,
          bookedBy: 'test',
        },
      })
    const failed = await makeOrder({ paidAt: ago(3 * DAY), status: 'SHIPPED', lines: cards() })
    await shipment(failed.id, 'DELIVERY_FAILED')
    const moving = await makeOrder({ paidAt: ago(3 * DAY), status: 'SHIPPED', lines: cards() })
    await shipment(moving.id, 'IN_TRANSIT')

    const d = await dashboard()
    const count = (key: string) => d.attention.find((a) => a.key === key)?.count ?? 0
    expect(count('awaiting-artwork')).toBe(1)
    expect(count('delivery-problem')).toBe(1)
    for (const flag of ORDER_FLAGS)
      expect(count(flag), flag).toBe(await prisma.order.count({ where: orderFlagWhere(flag) }))
  })
})

describe('admins only', () => {
  test('signed-out visitors and customers are sent to sign in', async () => {
    const customer = await signedIn({ admin: false })
    for (const headers of [{}, { Cookie: customer.cookie }] as Record<string, string>[]) {
      const res = await callRoute(dashboardLoader, '/admin', { headers })
      expect(res.status).toBe(302)
      expect(res.headers.get('Location')).toBe('/login?returnUrl=%2Fadmin&requireAuth=admin')
    }
  })
})
