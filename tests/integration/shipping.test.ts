/**
 * Issue 25 (decision 058): Book shipment with the courier (Shiprocket's API, answered by the
 * stand-in Shiprocket through MSW), the label, cancelling before pickup, Shiprocket's webhooks
 * moving the order to shipped and delivered exactly once, problem parcels in needs attention, the
 * reconciler, and a booking retried after a failure or a timeout that never books twice.
 */
import { delay, http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
  action as adminAction,
  loader as adminLoader,
} from '#app/routes/admin.orders.$orderId/route.tsx'
import { action as listAction } from '#app/routes/admin.orders._index/route.tsx'
import { loader as labelLoader } from '#app/routes/admin.orders.$orderId_.label[.pdf].ts'
import { loader as labelsLoader } from '#app/routes/admin.orders.labels[.pdf].ts'
import { action as rerunAction } from '#app/routes/admin.webhooks.$id.tsx'
import { action as webhookAction } from '#app/routes/api.webhooks.shiprocket.ts'
import { orderFlagWhere } from '#app/server/admin/order-flags.server.ts'
import { runQueuedJobs } from '#app/server/jobs.server.ts'
import { refundProcessed } from '#app/server/payments/refunds.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { EnvError, parseEnv } from '#app/server/platform/env.server.ts'
import { bookShipment } from '#app/server/shipping/book.server.ts'
import { SHIPROCKET_API, STANDIN_SHIPROCKET } from '#app/server/shipping/shipping-config.server.ts'
import { shiprocketProvider } from '#app/server/shipping/shiprocket.server.ts'
import {
  standInAdvance,
  standInCalls,
  standInParcels,
} from '#app/server/shipping/standin/standin-shiprocket.server.ts'
import { reconcileShipments } from '#app/server/shipping/tracking.server.ts'
import { mockRecords } from '#tests/mocks/handlers.ts'
import { mockServer } from '#tests/mocks/index.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { makeOrder, makePayment, signedInAdmin } from '#tests/setup/people-fixtures.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  mockServer.resetHandlers()
  mockRecords.reset()
})
afterAll(() => mockServer.close())

const ADDRESS = {
  name: 'Meera Iyer',
  phone: '9876543210',
  line1: '12 Lake View Road',
  line2: 'Flat 4B',
  landmark: 'Near the temple',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pinCode: '600028',
}

async function orderInProduction() {
  const { slug } = await prisma.product.findFirstOrThrow({ orderBy: { slug: 'asc' } })
  const order = await makeOrder({ userId: null, status: 'IN_PRODUCTION', slug })
  await prisma.order.update({ where: { id: order.id }, data: { shippingAddress: ADDRESS } })
  return order
}

async function staffPost(orderId: string, form: Record<string, string>) {
  const { headers } = await signedInAdmin()
  return callRoute(adminAction, `/admin/orders/${orderId}`, {
    params: { orderId },
    form,
    headers,
  })
}

const book = (orderId: string, weightGrams = '750') =>
  staffPost(orderId, { intent: 'book-shipment', weightGrams })

async function postWebhook(body: string, token: string | null = STANDIN_SHIPROCKET.webhookToken) {
  const result = await callRoute(webhookAction, '/api/webhooks/shiprocket', {
    method: 'POST',
    headers: token ? { 'x-api-key': token } : {},
    json: JSON.parse(body),
  })
  return { status: result.status, data: (await result.response?.json()) as Record<string, unknown> }
}

const cancelCalls = () =>
  standInCalls().filter((c) => c === 'POST /orders/cancel/shipment/awbs').length

const orderStatus = async (id: string) =>
  (await prisma.order.findUniqueOrThrow({ where: { id } })).status

const shippedEmails = (orderNumber: string) =>
  prisma.outboxMessage.count({
    where: { channel: 'EMAIL', subject: `Order ${orderNumber} has shipped` },
  })

describe('Book shipment', () => {
  test('books the parcel with an AWB, a pickup date and a printable label; the page shows it', async () => {
    const order = await orderInProduction()
    const booked = await book(order.id)
    expect(booked.status).toBe(303)
    expect(booked.headers.get('Location')).toContain('done=booked')
    const shipment = await prisma.shipment.findFirstOrThrow({ where: { orderId: order.id } })
    expect(shipment).toMatchObject({
      status: 'PICKUP_SCHEDULED',
      weightGrams: 750,
      provider: 'standin',
      idempotencyKey: `${order.number}-1`,
    })
    expect(shipment.awb).toMatch(/^\d{13}$/)
    expect(shipment.pickupDate).not.toBeNull()
    expect(shipment.trackingUrl).toBe(`https://shiprocket.co/tracking/${shipment.awb}`)
    // The courier got the shopper's address and our key as its order id.
    expect(standInParcels()).toEqual([
      expect.objectContaining({ channel_order_id: `${order.number}-1`, city: 'Chennai' }),
    ])
    // Booking does not ship the order: the courier's pickup does.
    expect(await orderStatus(order.id)).toBe('IN_PRODUCTION')

    const { headers } = await signedInAdmin()
    const page = await callRoute(adminLoader, `/admin/orders/${order.id}`, {
      params: { orderId: order.id },
      headers,
    })
    const panel = page.data.order.shipment
    expect(panel.live).toMatchObject({ awb: shipment.awb, statusLabel: 'Pickup scheduled' })
    expect(panel.canBook).toBe(false)
    expect(page.data.order.events.some((e) => e.note.includes(`AWB ${shipment.awb}`))).toBe(true)

    const a6 = await callRoute(labelLoader, `/admin/orders/${order.id}/label.pdf`, {
      params: { orderId: order.id },
      headers,
    })
    expect(a6.status).toBe(200)
    expect(a6.headers.get('Content-Type')).toBe('application/pdf')
    const bytes = Buffer.from(await a6.response!.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    // A6 is 105 × 148 mm: 297.6 × 419.5 points.
    expect(bytes.toString('latin1')).toMatch(/MediaBox \[0 0 297\.6\d* 419\.5\d*\]/)

    // A second press is refused with the AWB: never booked twice.
    const again = await book(order.id)
    expect(again.status).toBe(409)
    expect(JSON.stringify(again.data)).toContain(`AWB ${shipment.awb}`)
    expect(standInParcels()).toHaveLength(1)
  })

  test('four labels to an A4 sheet for several orders; bad weights and orders not in production are refused', async () => {
    const orders = [await orderInProduction(), await orderInProduction()]
    for (const o of orders) expect((await book(o.id)).status).toBe(303)
    const { headers } = await signedInAdmin()
    const sheet = await callRoute(
      labelsLoader,
      `/admin/orders/labels.pdf?${orders.map((o) => `id=${o.id}`).join('&')}`,
      { headers },
    )
    expect(sheet.status).toBe(200)
    const text = Buffer.from(await sheet.response!.arrayBuffer()).toString('latin1')
    expect(text).toMatch(/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/)
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1)
    expect((await callRoute(labelsLoader, '/admin/orders/labels.pdf', { headers })).status).toBe(
      400,
    )

    const light = await orderInProduction()
    const refused = await book(light.id, '0')
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.data)).toContain('weight in grams')
    const { slug } = await prisma.product.findFirstOrThrow({ orderBy: { slug: 'asc' } })
    const paid = await makeOrder({ userId: null, status: 'PAID', slug })
    const early = await book(paid.id)
    expect(early.status).toBe(409)
    expect(JSON.stringify(early.data)).toContain('start production first')
    expect(await prisma.shipment.count({ where: { orderId: { in: [light.id, paid.id] } } })).toBe(0)
  })

  test('in bulk from the orders list: orders in production are booked, the others say why', async () => {
    const ready = [await orderInProduction(), await orderInProduction()]
    const { slug } = await prisma.product.findFirstOrThrow({ orderBy: { slug: 'asc' } })
    const paid = await makeOrder({ userId: null, status: 'PAID', slug })
    const { headers } = await signedInAdmin()
    const result = await callRoute(listAction, '/admin/orders', {
      form: { intent: 'book', orderId: [...ready.map((o) => o.id), paid.id, 'nope'] },
      headers,
    })
    expect(result.status).toBe(200)
    const outcome = result.data as {
      done: { id: string }[]
      skipped: { id: string; reason: string }[]
    }
    expect(outcome.done.map((o) => o.id)).toEqual(ready.map((o) => o.id))
    expect(outcome.skipped).toEqual([
      expect.objectContaining({
        id: paid.id,
        reason: expect.stringContaining('start production first'),
      }),
      expect.objectContaining({ id: 'nope', reason: 'Order not found' }),
    ])
    expect(standInParcels()).toHaveLength(2)
  })

  test('a booking whose answer failed is retried with the same key and finds the first order', async () => {
    const order = await orderInProduction()
    // Shiprocket made the order, but the answer never came back (a gateway timeout).
    let created = 0
    mockServer.use(
      http.post(
        `${SHIPROCKET_API}/orders/create/adhoc`,
        async () => {
          created++
          return new HttpResponse('upstream timed out', { status: 504 })
        },
        { once: true },
      ),
    )
    const first = await book(order.id)
    expect(first.status).toBe(502)
    expect(JSON.stringify(first.data)).toContain('Nothing was booked twice')
    const unfinished = await prisma.shipment.findFirstOrThrow({ where: { orderId: order.id } })
    expect(unfinished.awb).toBeNull()
    expect(created).toBe(1)

    const second = await book(order.id)
    expect(second.status).toBe(303)
    expect(standInParcels()).toHaveLength(1)
    const done = await prisma.shipment.findFirstOrThrow({ where: { orderId: order.id } })
    expect(done.id).toBe(unfinished.id)
    expect(done.awb).toBeTruthy()
  })

  test('a timed-out create that Shiprocket did make is found on the retry, not made again', async () => {
    const order = await orderInProduction()
    const slow = shiprocketProvider({ timeoutMs: 300 })
    mockServer.use(
      http.post(
        `${SHIPROCKET_API}/orders/create/adhoc`,
        async () => {
          await delay(800)
          // Falls through to the stand-in, which makes the order after our client gave up.
          return undefined
        },
        { once: true },
      ),
    )
    await expect(
      bookShipment({ orderId: order.id, actor: 'staff', provider: slow }),
    ).rejects.toMatchObject({
      status: 502,
    })
    await delay(700)
    expect(standInParcels()).toHaveLength(1)
    const shipment = await bookShipment({ orderId: order.id, actor: 'staff' })
    expect(shipment.awb).toBeTruthy()
    expect(standInParcels()).toHaveLength(1)
    expect(standInCalls().filter((c) => c === 'POST /orders/create/adhoc')).toHaveLength(1)
  })

  test('cancel before pickup frees the order for a new booking; after pickup it is refused', async () => {
    const order = await orderInProduction()
    await book(order.id)
    const cancelled = await staffPost(order.id, { intent: 'cancel-shipment' })
    expect(cancelled.status).toBe(303)
    const first = await prisma.shipment.findFirstOrThrow({ where: { orderId: order.id } })
    expect(first.status).toBe('CANCELLED')
    expect(standInParcels()[0]!.statusLabel).toBe('CANCELED')

    expect((await book(order.id)).status).toBe(303)
    const second = await prisma.shipment.findFirstOrThrow({
      where: { orderId: order.id, status: { not: 'CANCELLED' } },
    })
    expect(second.idempotencyKey).toBe(`${order.number}-2`)
    const body = standInAdvance(second.awb!)!
    expect((await postWebhook(body)).status).toBe(200)
    await runQueuedJobs(['shiprocket-webhook'])
    const late = await staffPost(order.id, { intent: 'cancel-shipment' })
    expect(late.status).toBe(409)
    expect(JSON.stringify(late.data)).toContain('already picked this parcel up')
  })
})

describe('typing the courier by hand', () => {
  test('is not offered, and is refused, while the courier has a booking; without one it ships the order', async () => {
    const order = await orderInProduction()
    const staffPage = async () => {
      const { headers } = await signedInAdmin()
      const page = await callRoute(adminLoader, `/admin/orders/${order.id}`, {
        params: { orderId: order.id },
        headers,
      })
      return page.data.order
    }
    const ship = () =>
      staffPost(order.id, {
        intent: 'ship',
        seen: 'IN_PRODUCTION',
        courier: 'Blue Dart',
        trackingNumber: 'BD1234567',
      })
    expect(await staffPage()).toMatchObject({ can: { ship: true }, manualShipNote: null })

    await book(order.id)
    const { awb } = await prisma.shipment.findFirstOrThrow({ where: { orderId: order.id } })
    const booked = await staffPage()
    expect(booked.can.ship).toBe(false)
    const line = `Booked with the courier (AWB ${awb}): the order moves to shipped when the courier picks the parcel up. To send it another way, cancel the booking first.`
    expect(booked.manualShipNote).toBe(line)
    // A form posted from an older page is refused with the same line, and nothing is sent.
    const refused = await ship()
    expect(refused.status).toBe(409)
    expect(JSON.stringify(refused.data)).toContain(line)
    expect(await orderStatus(order.id)).toBe('IN_PRODUCTION')
    expect(await shippedEmails(order.number)).toBe(0)

    expect((await staffPost(order.id, { intent: 'cancel-shipment' })).status).toBe(303)
    expect(await staffPage()).toMatchObject({ can: { ship: true }, manualShipNote: null })
    expect((await ship()).status).toBe(303)
    expect(await orderStatus(order.id)).toBe('SHIPPED')
  })
})

describe('cancelling the order cancels its parcel', () => {
  const cancelOrder = (orderId: string) =>
    staffPost(orderId, { intent: 'cancel', seen: 'IN_PRODUCTION', confirm: 'yes' })

  test('a booked parcel is cancelled with the courier exactly once, also when staff press twice at once', async () => {
    const order = await orderInProduction()
    await prisma.order.update({ where: { id: order.id }, data: { deliverySpeed: 'EXPRESS' } })
    expect((await book(order.id)).status).toBe(303)
    const booked = await prisma.shipment.findFirstOrThrow({ where: { orderId: order.id } })
    // The parcel carries the speed the shopper chose (decision 057).
    expect(booked.speed).toBe('EXPRESS')

    const [first, second] = await Promise.all([cancelOrder(order.id), cancelOrder(order.id)])
    expect([first.status, second.status].sort()).toEqual([303, 409])
    expect(await orderStatus(order.id)).toBe('CANCELLED')
    const shipment = await prisma.shipment.findUniqueOrThrow({ where: { id: booked.id } })
    expect(shipment.status).toBe('CANCELLED')
    expect(cancelCalls()).toBe(1)
    expect(standInParcels()[0]!.statusLabel).toBe('CANCELED')
    const notes = await prisma.orderEvent.findMany({ where: { orderId: order.id } })
    expect(
      notes.some((e) => e.note === `Shipment AWB ${booked.awb} cancelled with the courier`),
    ).toBe(true)
  })

  test('when the courier cannot be reached the order is not cancelled and nothing changes; again later, it is', async () => {
    const order = await orderInProduction()
    await book(order.id)
    mockServer.use(
      http.post(`${SHIPROCKET_API}/orders/cancel/shipment/awbs`, () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
      ),
    )
    const refused = await cancelOrder(order.id)
    expect(refused.status).toBe(502)
    expect(JSON.stringify(refused.data)).toContain(
      'We could not reach the courier to cancel the parcel, so the order was not cancelled',
    )
    expect(await orderStatus(order.id)).toBe('IN_PRODUCTION')
    expect(
      await prisma.shipment.count({ where: { orderId: order.id, status: 'PICKUP_SCHEDULED' } }),
    ).toBe(1)
    mockServer.resetHandlers()
    expect((await cancelOrder(order.id)).status).toBe(303)
    expect(await prisma.shipment.count({ where: { orderId: order.id, status: 'CANCELLED' } })).toBe(
      1,
    )
    expect(cancelCalls()).toBe(1)
  })
})

describe('refunded in full before pickup', () => {
  test('the parcel is cancelled with the courier after the refund, or by the reconciler when the courier did not answer', async () => {
    const refundedInFull = async () => {
      const order = await orderInProduction()
      const payment = await makePayment(order)
      await book(order.id)
      // Razorpay's refund.processed for all of it (a refund made in Razorpay's dashboard).
      await refundProcessed({
        providerRefundId: `rfnd_${payment.id}`,
        providerPaymentId: payment.providerPaymentId!,
        amountPaise: order.totalPaise,
      })
      expect(await orderStatus(order.id)).toBe('REFUNDED')
      return prisma.shipment.findFirstOrThrow({ where: { orderId: order.id } })
    }
    expect((await refundedInFull()).status).toBe('CANCELLED')
    expect(cancelCalls()).toBe(1)

    // The courier is down when the second is refunded: its parcel stays booked until the
    // reconciler's next run cancels it.
    mockServer.use(
      http.post(`${SHIPROCKET_API}/orders/cancel/shipment/awbs`, () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
      ),
    )
    const waiting = await refundedInFull()
    expect(waiting.status).toBe('PICKUP_SCHEDULED')
    mockServer.resetHandlers()
    await reconcileShipments()
    expect((await prisma.shipment.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe(
      'CANCELLED',
    )
    expect(cancelCalls()).toBe(2)
    await reconcileShipments()
    expect(cancelCalls()).toBe(2)
  })
})

describe('Shiprocket webhooks', () => {
  test('pickup ships the order and queues the email once; delivery delivers it; repeats change nothing', async () => {
    const order = await orderInProduction()
    await book(order.id)
    const { awb } = await prisma.shipment.findFirstOrThrow({ where: { orderId: order.id } })

    // A forged delivery: refused and logged, nothing applied.
    const pickedUp = standInAdvance(awb!)!
    const forged = await postWebhook(pickedUp, 'not-the-token')
    expect(forged.status).toBe(400)
    expect(
      await prisma.webhookEvent.count({ where: { provider: 'shiprocket', status: 'REJECTED' } }),
    ).toBe(1)
    expect((await postWebhook(pickedUp, null)).status).toBe(400)

    const received = await postWebhook(pickedUp)
    expect(received.status).toBe(200)
    expect(received.data).toMatchObject({ received: true, duplicate: false })
    expect(await orderStatus(order.id)).toBe('IN_PRODUCTION') // processed on the queue
    await runQueuedJobs(['shiprocket-webhook'])
    const shipped = await prisma.order.findUniqueOrThrow({ where: { id: order.id } })
    expect(shipped).toMatchObject({ status: 'SHIPPED', trackingNumber: awb })
    expect(shipped.courier).toContain('Delhivery')
    expect(await shippedEmails(order.number)).toBe(1)

    // The same delivery again: counted, not applied again.
    const repeat = await postWebhook(pickedUp)
    expect(repeat.data).toMatchObject({ duplicate: true })
    await runQueuedJobs(['shiprocket-webhook'])
    expect(await shippedEmails(order.number)).toBe(1)

    for (let step = 0; step < 3; step++) {
      expect((await postWebhook(standInAdvance(awb!)!)).status).toBe(200)
      await runQueuedJobs(['shiprocket-webhook'])
    }
    const delivered = await prisma.order.findUniqueOrThrow({ where: { id: order.id } })
    expect(delivered.status).toBe('DELIVERED')
    expect(delivered.deliveredAt).not.toBeNull()
    const parcel = await prisma.shipment.findFirstOrThrow({
      where: { orderId: order.id },
      include: { events: true },
    })
    expect(parcel.status).toBe('DELIVERED')
    // One row per scan, whatever overlapped: AWB assigned, pickup scheduled, 4 journey steps.
    expect(parcel.events.map((e) => e.providerStatus).sort()).toEqual(
      [
        'AWB ASSIGNED',
        'DELIVERED',
        'IN TRANSIT',
        'OUT FOR DELIVERY',
        'PICKED UP',
        'PICKUP SCHEDULED',
      ].sort(),
    )
    expect(await shippedEmails(order.number)).toBe(1)

    // Staff's Re-run of the pickup delivery from the webhook log: nothing changes.
    const logged = await prisma.webhookEvent.findFirstOrThrow({
      where: { provider: 'shiprocket', status: 'PROCESSED' },
      orderBy: { receivedAt: 'asc' },
    })
    const { headers } = await signedInAdmin()
    const rerun = await callRoute(rerunAction, `/admin/webhooks/${logged.id}`, {
      params: { id: logged.id },
      form: { intent: 'rerun' },
      headers,
    })
    expect(rerun.status).toBe(200)
    expect(rerun.data).toMatchObject({ ok: true })
    expect(String((rerun.data as { message: string }).message)).toContain('nothing changed')
    expect(await orderStatus(order.id)).toBe('DELIVERED')
  })

  test('a failed delivery and a return (RTO) show in needs attention', async () => {
    const order = await orderInProduction()
    await book(order.id)
    const { awb } = await prisma.shipment.findFirstOrThrow({ where: { orderId: order.id } })
    const before = await prisma.order.count({ where: orderFlagWhere('delivery-problem') })
    await postWebhook(standInAdvance(awb!)!)
    await postWebhook(
      standInAdvance(awb!, { id: 21, label: 'UNDELIVERED', activity: 'Consignee not available' })!,
    )
    await runQueuedJobs(['shiprocket-webhook'])
    const parcel = await prisma.shipment.findFirstOrThrow({ where: { orderId: order.id } })
    expect(parcel.status).toBe('DELIVERY_FAILED')
    expect(await orderStatus(order.id)).toBe('SHIPPED')
    expect(await prisma.order.count({ where: orderFlagWhere('delivery-problem') })).toBe(before + 1)
    await postWebhook(standInAdvance(awb!, { id: 9, label: 'RTO INITIATED' })!)
    await runQueuedJobs(['shiprocket-webhook'])
    expect((await prisma.shipment.findFirstOrThrow({ where: { orderId: order.id } })).status).toBe(
      'RTO_INITIATED',
    )
    expect(await prisma.order.count({ where: orderFlagWhere('delivery-problem') })).toBe(before + 1)
  })
})

describe('the reconciler', () => {
  test('a parcel quiet for 24 hours is tracked and the order follows what the courier says', async () => {
    const order = await orderInProduction()
    await book(order.id)
    const shipment = await prisma.shipment.findFirstOrThrow({ where: { orderId: order.id } })
    // Picked up and delivered, but both webhooks were lost.
    standInAdvance(shipment.awb!)
    standInAdvance(shipment.awb!)
    standInAdvance(shipment.awb!)
    standInAdvance(shipment.awb!)
    // Not quiet yet: not polled.
    expect((await reconcileShipments()).polled).toBe(0)
    await prisma.shipment.update({
      where: { id: shipment.id },
      data: { lastEventAt: new Date(Date.now() - 25 * 3_600_000) },
    })
    const run = await reconcileShipments()
    expect(run.polled).toBe(1)
    expect(await orderStatus(order.id)).toBe('DELIVERED')
    expect(await shippedEmails(order.number)).toBe(1)
    // Asked once: not asked again within 6 hours.
    expect((await reconcileShipments()).polled).toBe(0)
  })
})

describe('settings', () => {
  test('a half-configured Shiprocket stops the start with one line naming what is missing', () => {
    const base = { SESSION_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgresql://localhost/x' }
    expect(() => parseEnv({ ...base, SHIPROCKET_EMAIL: 'ops@printstudio.in' })).toThrowError(
      new EnvError(
        'Invalid environment variable SHIPROCKET_PASSWORD: is required when SHIPROCKET_EMAIL is set (Shiprocket needs SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD and SHIPROCKET_WEBHOOK_TOKEN together)',
      ),
    )
    expect(() =>
      parseEnv({
        ...base,
        SHIPROCKET_EMAIL: 'ops@printstudio.in',
        SHIPROCKET_PASSWORD: 'secret',
        SHIPROCKET_WEBHOOK_TOKEN: 'short',
      }),
    ).toThrowError(
      'Invalid environment variable SHIPROCKET_WEBHOOK_TOKEN: must be at least 16 characters',
    )
  })
})
