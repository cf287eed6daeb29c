import { beforeAll, describe, expect, test } from 'vitest'
import {
  action as adminAction,
  loader as adminLoader,
} from '#app/routes/admin.orders.$orderId/route.tsx'
import { loader as adminCreditNoteLoader } from '#app/routes/admin.orders.$orderId_.credit-notes.$creditNoteId[.pdf].ts'
import { loader as adminInvoiceLoader } from '#app/routes/admin.orders.$orderId_.invoice[.pdf].ts'
import { loader as printFileLoader } from '#app/routes/admin.orders.$orderId_.items.$itemId.print-file.ts'
import { loader as ticketLoader } from '#app/routes/admin.orders.$orderId_.items.$itemId.ticket.ts'
import { loader as customerCreditNoteLoader } from '#app/routes/account.orders.$orderId_.credit-notes.$creditNoteId[.pdf].ts'
import { loader as customerOrderLoader } from '#app/routes/account.orders.$orderId.tsx'
import { loader as apiOrderLoader } from '#app/routes/api.orders.$id.ts'
import { action as checkoutAction, loader as checkoutLoader } from '#app/routes/checkout/route.tsx'
import { loader as payLoader } from '#app/routes/checkout_.pay.tsx'
import { action as callbackAction } from '#app/routes/payment.callback.ts'
import { loader as trackLoader } from '#app/routes/track-order/route.tsx'
import { loadEditorState } from '#app/server/designs/designs.server.ts'
import { standInPay } from '#app/server/payments/standin/standin-pay.server.ts'
import { standInPayment } from '#app/server/payments/standin/standin.server.ts'
import { standInWebhook } from '#app/server/payments/standin/standin-webhooks.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { runQueuedJobs } from '#app/server/platform/jobs.server.ts'
import { mockServer } from '#tests/mocks/index.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { pdfText } from '#tests/setup/pdf-text.ts'
import { approveForPrint } from '#tests/setup/prepress.ts'
import { sendWebhook, sessionCookie, shopper, useRazorpayStandIn } from '#tests/setup/shopper.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

useRazorpayStandIn()

/** The X-Refund-Idempotency header of every refund call that reached the stand-in. */
const refundKeysSent: string[] = []
beforeAll(() => {
  mockServer.events.on('request:start', ({ request }) => {
    if (/\/v1\/payments\/[^/]+\/refund$/.test(new URL(request.url).pathname))
      refundKeysSent.push(request.headers.get('x-refund-idempotency') ?? '(none)')
  })
})

let n = 0
async function staff() {
  const admin = await prisma.user.create({
    data: { email: `admin${++n}@printstudio.test`, firstName: 'Meera', isAdmin: true },
  })
  return { admin, cookie: await sessionCookie(admin.id) }
}

/** Places the order on /checkout and opens the pay step: an order awaiting payment. */
async function pendingOrder(options: { packs?: string; points?: number } = {}) {
  // Three sets of visiting cards, with the shopper's file.
  const s = await shopper({ packs: '3', ...options })
  const page = await callRoute(checkoutLoader, '/checkout', { headers: { Cookie: s.cookie } })
  const view = page.data as Extract<typeof page.data, { gate: null }>
  const placed = await callRoute(checkoutAction, '/checkout', {
    form: {
      intent: 'place',
      email: view.contact.email,
      phone: view.contact.phone || s.user.phone!,
      addressId: view.chosenAddressId,
      points: String(view.loyalty.applied),
      checkoutKey: view.quote.linesHash,
      seen: view.seen,
    },
    headers: { Cookie: s.cookie },
  })
  expect(placed.status).toBe(303)
  const orderId = new URL(placed.headers.get('Location')!, 'http://x').searchParams.get('order')!
  const pay = (
    await callRoute(payLoader, `/checkout/pay?order=${orderId}`, { headers: { Cookie: s.cookie } })
  ).data.pay!
  return { ...s, orderId, gatewayOrderId: pay.gatewayOrderId }
}

/** A paid order, paid the way a shopper pays: the stand-in's Pay and Razorpay's callback. */
async function paidOrder(options?: Parameters<typeof pendingOrder>[0]) {
  const pending = await pendingOrder(options)
  const fields = standInPay(pending.gatewayOrderId, { webhooks: false }) as unknown as Record<
    string,
    string
  >
  const callback = await callRoute(callbackAction, `/payment/callback?order=${pending.orderId}`, {
    form: fields,
    headers: { Origin: 'https://api.razorpay.com' },
  })
  expect(callback.headers.get('Location')).toBe(`/order-confirmation?order=${pending.orderId}`)
  const order = await prisma.order.findUniqueOrThrow({
    where: { id: pending.orderId },
    include: { items: true, payments: true },
  })
  expect(order.status).toBe('PAID')
  // Checked and approved in prepress (decision 048; tests/integration/prepress.test.ts).
  await approveForPrint(order.id)
  return { ...pending, order, paymentId: fields.razorpay_payment_id! }
}

const pageOf = (orderId: string, cookie: string) =>
  callRoute(adminLoader, `/admin/orders/${orderId}`, {
    params: { orderId },
    headers: { Cookie: cookie },
  })

async function view(orderId: string, cookie: string) {
  const page = await pageOf(orderId, cookie)
  expect(page.status).toBe(200)
  return page.data
}

const act = (orderId: string, cookie: string, form: Record<string, string>) =>
  callRoute(adminAction, `/admin/orders/${orderId}`, {
    params: { orderId },
    form,
    headers: { Cookie: cookie },
  })

function formError(result: { data: unknown }, field = '') {
  const reply = (result.data as { result: { error?: Record<string, string[] | null> } }).result
  return reply.error?.[field]?.[0] ?? ''
}

/** Razorpay confirms a refund: the signed refund.processed webhook, processed by its job. */
async function refundWebhook(providerRefundId: string) {
  const hook = standInWebhook('refund.processed', { refundId: providerRefundId })
  expect((await sendWebhook(hook)).status).toBe(200)
  await runQueuedJobs(['razorpay-webhook'])
  return hook
}

const entries = (orderId: string, kind: 'REVERSE' | 'RESTORE' | 'EARN' | 'REDEEM') =>
  prisma.loyaltyEntry.findMany({ where: { orderId, kind }, orderBy: { createdAt: 'asc' } })

describe('who may see and change an order', () => {
  test('non-admins are sent to sign in as an admin, and nothing changes', async () => {
    const { order } = await paidOrder()
    const { cookie: shopperCookie } = await shopper()
    for (const cookie of ['', shopperCookie]) {
      const page = await pageOf(order.id, cookie)
      expect(page.status).toBe(302)
      const location = page.headers.get('Location')!
      expect(location).toMatch(/^\/login\?/)
      const query = new URL(location, 'http://x').searchParams
      expect(query.get('requireAuth')).toBe('admin')
      expect(query.get('returnUrl')).toBe(`/admin/orders/${order.id}`)
      const posted = await act(order.id, cookie, { intent: 'start-production', seen: 'PAID' })
      expect(posted.status).toBe(302)
      for (const [loader, url, params] of [
        [
          ticketLoader,
          `/admin/orders/${order.id}/items/${order.items[0]!.id}/ticket`,
          { orderId: order.id, itemId: order.items[0]!.id },
        ],
        [
          printFileLoader,
          `/admin/orders/${order.id}/items/${order.items[0]!.id}/print-file`,
          { orderId: order.id, itemId: order.items[0]!.id },
        ],
        [adminInvoiceLoader, `/admin/orders/${order.id}/invoice.pdf`, { orderId: order.id }],
      ] as const) {
        const res = await callRoute(loader, url, { params, headers: { Cookie: cookie } })
        expect(res.status).toBe(302)
        expect(res.headers.get('Location')).toMatch(/requireAuth=admin/)
      }
    }
    const after = await prisma.order.findUniqueOrThrow({ where: { id: order.id } })
    expect(after.status).toBe('PAID')
  })

  test('an unknown order id is a 404', async () => {
    const { cookie } = await staff()
    expect((await pageOf('no-such-order', cookie)).status).toBe(404)
    const posted = await act('no-such-order', cookie, {
      intent: 'add-note',
      note: 'x',
      visibility: 'private',
    })
    expect(posted.status).toBe(404)
  })
})

describe('the order page', () => {
  test('shows the customer, contact, address, items, totals with GST, payment, invoice and timeline', async () => {
    const { cookie } = await staff()
    const { order, user, paymentId } = await paidOrder()
    await prisma.order.update({
      where: { id: order.id },
      data: { gstin: '29ABCDE1234F1Z5', businessName: 'Rao Traders' },
    })
    const { order: page } = await view(order.id, cookie)
    expect(page.number).toBe(order.number)
    expect(page.statusLabel).toBe('Paid')
    expect(page.customer).toMatchObject({
      userId: user.id,
      userName: 'Asha Rao',
      email: user.email,
      phone: user.phone,
    })
    expect(page.address).toMatchObject({
      line1: '12 MG Road',
      city: 'Bengaluru',
      pinCode: '560001',
    })
    expect(page.gstin).toBe('29ABCDE1234F1Z5')
    expect(page.businessName).toBe('Rao Traders')
    expect(page.items).toHaveLength(1)
    expect(page.items[0]).toMatchObject({
      productName: order.items[0]!.productName,
      quantity: 3,
      // The shopper's file passed the upload preflight with nothing to say (decision 032).
      preflight: [],
      ticketUrl: `/admin/orders/${order.id}/items/${order.items[0]!.id}/ticket`,
    })
    expect(page.totals.cgstPaise + page.totals.sgstPaise).toBe(page.totals.taxPaise)
    expect(page.totals.totalPaise).toBe(order.totalPaise)
    expect(page.payments).toEqual([
      expect.objectContaining({
        providerPaymentId: paymentId,
        status: 'CAPTURED',
        capturedPaise: order.totalPaise,
        refundedPaise: 0,
        leftPaise: order.totalPaise,
      }),
    ])
    expect(page.invoice?.number).toBe(order.invoiceNumber)
    expect(page.invoice?.url).toBe(`/admin/orders/${order.id}/invoice.pdf`)
    expect(page.events.map((e) => [e.title, e.actor])).toContainEqual(['Paid', 'customer'])
    expect(page.can).toMatchObject({
      startProduction: true,
      ship: false,
      cancel: true,
      refund: true,
    })
    const invoice = await callRoute(adminInvoiceLoader, page.invoice!.url, {
      params: { orderId: order.id },
      headers: { Cookie: cookie },
    })
    expect(invoice.status).toBe(200)
    expect(invoice.headers.get('Content-Type')).toBe('application/pdf')
  })
})

describe('moving an order along', () => {
  test('paid → in production → shipped → delivered, each with who did it; points usable once delivered', async () => {
    const { admin, cookie } = await staff()
    const { order, user } = await paidOrder()
    const moved = await act(order.id, cookie, { intent: 'start-production', seen: 'PAID' })
    expect(moved.status).toBe(303)
    expect(moved.headers.get('Location')).toBe(`/admin/orders/${order.id}?done=production`)
    expect(
      (await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).productionAt,
    ).not.toBeNull()

    // Shipping needs a courier and a tracking number: refused and nothing written without them.
    const bad = await act(order.id, cookie, {
      intent: 'ship',
      seen: 'IN_PRODUCTION',
      courier: '',
      trackingNumber: 'no spaces!',
    })
    expect(bad.status).toBe(400)
    expect(formError(bad, 'courier')).toMatch(/courier/)
    expect(formError(bad, 'trackingNumber')).toMatch(/tracking number/)
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
      'IN_PRODUCTION',
    )

    const shipped = await act(order.id, cookie, {
      intent: 'ship',
      seen: 'IN_PRODUCTION',
      courier: 'Blue Dart',
      trackingNumber: 'bd-12345678',
    })
    expect(shipped.status).toBe(303)
    const stored = await prisma.order.findUniqueOrThrow({ where: { id: order.id } })
    expect(stored).toMatchObject({
      status: 'SHIPPED',
      courier: 'Blue Dart',
      trackingNumber: 'BD-12345678',
    })

    // One email (text and HTML) and one SMS, both with the tracking link.
    const email = await prisma.outboxMessage.findMany({
      where: { to: user.email, subject: { contains: 'has shipped' } },
    })
    expect(email).toHaveLength(1)
    const track = `/track-order?number=${order.number}&contact=`
    expect(email[0]!.text).toContain('Blue Dart')
    expect(email[0]!.text).toContain('BD-12345678')
    expect(email[0]!.text).toContain(track)
    expect(email[0]!.html).toContain('BD-12345678')
    const sms = await prisma.outboxMessage.findMany({
      where: { to: user.phone!, channel: 'SMS', text: { contains: 'has shipped' } },
    })
    expect(sms).toHaveLength(1)
    expect(sms[0]!.text).toContain(`${track}${user.phone}`)

    const earn = (await entries(order.id, 'EARN'))[0]!
    expect(earn.availableAt).toBeNull()
    const delivered = await act(order.id, cookie, { intent: 'mark-delivered', seen: 'SHIPPED' })
    expect(delivered.status).toBe(303)
    expect((await entries(order.id, 'EARN'))[0]!.availableAt).not.toBeNull()

    const { order: page } = await view(order.id, cookie)
    expect(page.statusLabel).toBe('Delivered')
    const moves = page.events.filter((e) => e.kind === 'status').map((e) => [e.status, e.actor])
    expect(moves).toEqual(
      expect.arrayContaining([
        ['IN_PRODUCTION', admin.email],
        ['SHIPPED', admin.email],
        ['DELIVERED', admin.email],
      ]),
    )
    expect(page.events.find((e) => e.kind === 'email')).toMatchObject({
      visibleToCustomer: false,
      actor: admin.email,
    })
    expect(page.can).toMatchObject({ cancel: false, ship: false, deliver: false })
  })

  test('two admins moving the same order at once: one moves it, the other is told (409), one event', async () => {
    const first = await staff()
    const second = await staff()
    const { order } = await paidOrder()
    const results = await Promise.all([
      act(order.id, first.cookie, { intent: 'start-production', seen: 'PAID' }),
      act(order.id, second.cookie, { intent: 'start-production', seen: 'PAID' }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([303, 409])
    const refused = results.find((r) => r.status === 409)!
    expect(formError(refused)).toMatch(/changed meanwhile: it is now in production/)
    expect(
      await prisma.orderEvent.count({ where: { orderId: order.id, status: 'IN_PRODUCTION' } }),
    ).toBe(1)

    // Shipping twice at once sends the customer one notice.
    const ships = await Promise.all(
      [first, second].map((s, i) =>
        act(order.id, s.cookie, {
          intent: 'ship',
          seen: 'IN_PRODUCTION',
          courier: 'DTDC',
          trackingNumber: `DT0000000${i}`,
        }),
      ),
    )
    expect(ships.map((r) => r.status).sort()).toEqual([303, 409])
    expect(
      await prisma.outboxMessage.count({
        where: { to: order.email, subject: { contains: 'has shipped' } },
      }),
    ).toBe(1)
    expect(
      await prisma.outboxMessage.count({
        where: { channel: 'SMS', text: { contains: `${order.number} has shipped` } },
      }),
    ).toBe(1)

    // A step skipped or repeated from a stale page is refused too.
    const stale = await act(order.id, first.cookie, { intent: 'start-production', seen: 'PAID' })
    expect(stale.status).toBe(409)
    const skip = await act(order.id, first.cookie, { intent: 'mark-delivered', seen: 'PAID' })
    expect(skip.status).toBe(409)
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
      'SHIPPED',
    )
  })

  test('bad input gets a 400 and changes nothing', async () => {
    const { cookie } = await staff()
    const { order } = await paidOrder()
    const before = await prisma.orderEvent.count({ where: { orderId: order.id } })
    const forms: Record<string, string>[] = [
      { intent: 'explode' },
      { intent: 'start-production' },
      { intent: 'start-production', seen: 'LOST' },
      { intent: 'cancel', seen: 'PAID' },
      { intent: 'add-note', note: '   ', visibility: 'private' },
      { intent: 'add-note', note: 'Hello', visibility: 'everyone' },
      {
        intent: 'refund',
        amount: 'ten',
        reason: 'Damaged',
        idempotencyKey: 'refund_abcdefghijklmnop',
      },
    ]
    for (const form of forms) {
      const res = await act(order.id, cookie, form)
      expect(res.status, JSON.stringify(form)).toBe(400)
    }
    expect(await prisma.orderEvent.count({ where: { orderId: order.id } })).toBe(before)
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('PAID')
    expect(await prisma.refund.count({ where: { orderId: order.id } })).toBe(0)
    const cancel = await act(order.id, cookie, { intent: 'cancel', seen: 'PAID' })
    expect(formError(cancel, 'confirm')).toBe('Tick the box to confirm the cancellation.')
  })
})

describe('refunds', () => {
  test('a partial then a full refund: points withdrawn in proportion, credit notes numbered, exactly once', async () => {
    const { cookie } = await staff()
    const { order, user, paymentId } = await paidOrder({ points: 60 })
    expect(order.loyaltyPointsUsed).toBe(60)
    const earned = (await entries(order.id, 'EARN'))[0]!.points
    expect(earned).toBeGreaterThan(2)

    const key = 'refund_partial_000000000001'
    const partial = await act(order.id, cookie, {
      intent: 'refund',
      amount: '300',
      reason: 'Two cards misprinted',
      idempotencyKey: key,
    })
    expect(partial.status).toBe(303)
    expect(partial.headers.get('Location')).toBe(`/admin/orders/${order.id}?done=refund`)
    const pending = await prisma.refund.findFirstOrThrow({ where: { orderId: order.id } })
    expect(pending).toMatchObject({ status: 'PENDING', amountPaise: 30_000, idempotencyKey: key })
    expect(pending.providerRefundId).toMatch(/^rfnd_/)
    expect(refundKeysSent).toContain(key)
    expect(standInPayment(paymentId)?.amount_refunded).toBe(30_000)

    // The same form sent again (a double click, a retry) refunds nothing more.
    const again = await act(order.id, cookie, {
      intent: 'refund',
      amount: '300',
      reason: 'Two cards misprinted',
      idempotencyKey: key,
    })
    expect(again.headers.get('Location')).toBe(`/admin/orders/${order.id}?done=refund-again`)
    expect(await prisma.refund.count({ where: { orderId: order.id } })).toBe(1)
    expect(standInPayment(paymentId)?.amount_refunded).toBe(30_000)

    const hook = await refundWebhook(pending.providerRefundId!)
    const processed = await prisma.refund.findUniqueOrThrow({ where: { id: pending.id } })
    expect(processed.status).toBe('PROCESSED')
    const expectedFirst = Math.round((earned * 30_000) / order.totalPaise)
    const reversals = await entries(order.id, 'REVERSE')
    expect(reversals.map((e) => [e.points, e.ref])).toEqual([[-expectedFirst, pending.id]])
    expect(await entries(order.id, 'RESTORE')).toHaveLength(0)
    const firstNote = await prisma.creditNote.findUniqueOrThrow({ where: { refundId: pending.id } })
    expect(firstNote.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/)
    expect(firstNote.number.length).toBeLessThanOrEqual(16)
    expect(firstNote.amountPaise).toBe(30_000)
    expect(firstNote.cgstPaise + firstNote.sgstPaise).toBe(firstNote.taxPaise)
    expect(firstNote.igstPaise).toBe(0)
    expect(firstNote.taxPaise).toBe(Math.round((order.taxPaise * 30_000) / order.totalPaise))
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('PAID')

    // The webhook again (a repeat delivery, and the same refund under a new event id): nothing changes.
    await sendWebhook(hook)
    await refundWebhook(pending.providerRefundId!)
    expect(await prisma.creditNote.count({ where: { orderId: order.id } })).toBe(1)
    expect(await entries(order.id, 'REVERSE')).toHaveLength(1)
    expect(
      (await prisma.payment.findFirstOrThrow({ where: { orderId: order.id } })).refundedPaise,
    ).toBe(30_000)

    // The rest: the page offers what is left, and refunding it refunds the order.
    const { order: page, refundKey } = await view(order.id, cookie)
    const left = order.totalPaise - 30_000
    expect(page.refundLeftPaise).toBe(left)
    const rest = await act(order.id, cookie, {
      intent: 'refund',
      amount: (left / 100).toFixed(2),
      reason: 'Customer cancelled the rest',
      idempotencyKey: refundKey,
    })
    expect(rest.status).toBe(303)
    const second = await prisma.refund.findUniqueOrThrow({ where: { idempotencyKey: refundKey } })
    await refundWebhook(second.providerRefundId!)

    const refunded = await prisma.order.findUniqueOrThrow({ where: { id: order.id } })
    expect(refunded.status).toBe('REFUNDED')
    const allReversals = await entries(order.id, 'REVERSE')
    expect(allReversals.map((e) => [e.points, e.ref])).toEqual([
      [-expectedFirst, pending.id],
      [-(earned - expectedFirst), second.id],
    ])
    expect((await entries(order.id, 'RESTORE')).map((e) => e.points)).toEqual([60])
    const notes = await prisma.creditNote.findMany({
      where: { orderId: order.id },
      orderBy: { number: 'asc' },
    })
    const serial = (number: string) => Number(number.slice(-6))
    expect(notes).toHaveLength(2)
    expect(serial(notes[1]!.number)).toBe(serial(notes[0]!.number) + 1)
    // Together the credit notes reverse the invoice exactly.
    expect(notes.reduce((s, x) => s + x.amountPaise, 0)).toBe(order.totalPaise)
    expect(notes.reduce((s, x) => s + x.taxPaise, 0)).toBe(order.taxPaise)
    expect(notes.reduce((s, x) => s + x.cgstPaise, 0)).toBe(order.cgstPaise)
    expect(notes.reduce((s, x) => s + x.sgstPaise, 0)).toBe(order.sgstPaise)

    // The customer was told each time and finds both credit notes on their order page.
    expect(
      await prisma.outboxMessage.count({
        where: { to: user.email, subject: { startsWith: 'Refund of' } },
      }),
    ).toBe(2)
    const mine = await callRoute(customerOrderLoader, `/account/orders/${order.id}`, {
      params: { orderId: order.id },
      headers: { Cookie: await sessionCookie(user.id) },
    })
    expect(mine.data.order.creditNotes.map((c) => c.number)).toEqual(notes.map((x) => x.number))
    const pdf = await callRoute(customerCreditNoteLoader, mine.data.order.creditNotes[0]!.url, {
      params: { orderId: order.id, creditNoteId: notes[0]!.id },
      headers: { Cookie: await sessionCookie(user.id) },
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
    const stranger = await shopper()
    const refused = await callRoute(customerCreditNoteLoader, mine.data.order.creditNotes[0]!.url, {
      params: { orderId: order.id, creditNoteId: notes[0]!.id },
      headers: { Cookie: stranger.cookie },
    })
    expect(refused.status).toBe(404)
    const staffPdf = await callRoute(
      adminCreditNoteLoader,
      `/admin/orders/${order.id}/credit-notes/${notes[1]!.id}.pdf`,
      {
        params: { orderId: order.id, creditNoteId: notes[1]!.id },
        headers: { Cookie: cookie },
      },
    )
    expect(staffPdf.status).toBe(200)
    const text = await pdfText(Buffer.from(await staffPdf.response!.arrayBuffer()))
    expect(text).toContain('CREDIT NOTE')
    expect(text).toContain(notes[1]!.number)
    expect(text).toContain(refunded.invoiceNumber!)
    expect(text).toContain('CGST')
  })

  test('more than is left is refused, also when two admins refund at once', async () => {
    const first = await staff()
    const second = await staff()
    const { order, paymentId } = await paidOrder()
    const over = await act(order.id, first.cookie, {
      intent: 'refund',
      amount: String(order.totalPaise / 100 + 1),
      reason: 'Too much',
      idempotencyKey: 'refund_over_0000000000000001',
    })
    expect(over.status).toBe(400)
    expect(formError(over, 'amount')).toMatch(/is left to refund/)
    expect(await prisma.refund.count({ where: { orderId: order.id } })).toBe(0)

    // 60% each, at the same moment, with their own forms: only one fits.
    const sixty = ((order.totalPaise * 0.6) / 100).toFixed(2)
    const results = await Promise.all(
      [first, second].map((s, i) =>
        act(order.id, s.cookie, {
          intent: 'refund',
          amount: sixty,
          reason: 'Damaged in transit',
          idempotencyKey: `refund_race_00000000000000${i}`,
        }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([303, 400])
    expect(
      formError(
        results.find((r) => r.status === 400)!,
        'amount',
      ),
    ).toMatch(/is left to refund/)
    const refunds = await prisma.refund.findMany({ where: { orderId: order.id } })
    expect(refunds).toHaveLength(1)
    expect(standInPayment(paymentId)?.amount_refunded).toBe(refunds[0]!.amountPaise)
  })

  test('Razorpay unreachable: the refund stays pending with its key, and Retry sends the same request once', async () => {
    const { cookie } = await staff()
    const { order, paymentId } = await paidOrder()
    const { http, HttpResponse } = await import('msw')
    mockServer.use(
      http.post('https://api.razorpay.com/v1/payments/:id/refund', () =>
        HttpResponse.json(
          { error: { code: 'SERVER_ERROR', description: 'down' } },
          { status: 503 },
        ),
      ),
    )
    const down = await act(order.id, cookie, {
      intent: 'refund',
      amount: '100',
      reason: 'Late delivery',
      idempotencyKey: 'refund_down_00000000000001',
    })
    expect(down.status).toBe(502)
    expect(formError(down)).toMatch(/saved as pending/)
    const refund = await prisma.refund.findFirstOrThrow({ where: { orderId: order.id } })
    expect(refund).toMatchObject({ status: 'PENDING', providerRefundId: null })
    expect((await view(order.id, cookie)).order.refunds[0]!.canRetry).toBe(true)
    mockServer.resetHandlers()
    const retried = await act(order.id, cookie, { intent: 'retry-refund', refundId: refund.id })
    expect(retried.status).toBe(303)
    const sent = await prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })
    expect(sent.providerRefundId).toMatch(/^rfnd_/)
    expect(standInPayment(paymentId)?.amount_refunded).toBe(10_000)
    expect(
      (await act(order.id, cookie, { intent: 'retry-refund', refundId: refund.id })).status,
    ).toBe(409)
  })
})

describe('cancelling', () => {
  test('an unpaid order is cancelled and gives back its points; no money moves', async () => {
    const { cookie } = await staff()
    const { orderId, user } = await pendingOrder({ points: 60 })
    const res = await act(orderId, cookie, {
      intent: 'cancel',
      seen: 'PENDING_PAYMENT',
      reason: 'Customer asked on the phone',
      confirm: 'yes',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe(`/admin/orders/${orderId}?done=cancelled`)
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } })
    expect(order.status).toBe('CANCELLED')
    expect(order.cancelledAt).not.toBeNull()
    expect((await entries(orderId, 'RESTORE')).map((e) => e.points)).toEqual([60])
    expect(await prisma.refund.count({ where: { orderId } })).toBe(0)
    const email = await prisma.outboxMessage.findFirstOrThrow({
      where: { to: user.email, subject: { contains: 'cancelled' } },
    })
    expect(email.text).toContain('No money was taken')
    expect(email.text).toContain('60 loyalty points')
    // The reason stays with staff.
    const mine = await callRoute(customerOrderLoader, `/account/orders/${orderId}`, {
      params: { orderId },
      headers: { Cookie: await sessionCookie(user.id) },
    })
    expect(JSON.stringify(mine.data.order.events)).not.toContain('Customer asked on the phone')
    expect(mine.data.order.statusLabel).toBe('Cancelled')
  })

  test('an unpaid order paid a moment ago at Razorpay is not cancelled unseen', async () => {
    const { cookie } = await staff()
    const { orderId, gatewayOrderId } = await pendingOrder()
    standInPay(gatewayOrderId, { webhooks: false })
    const res = await act(orderId, cookie, {
      intent: 'cancel',
      seen: 'PENDING_PAYMENT',
      confirm: 'yes',
    })
    expect(res.status).toBe(409)
    expect(formError(res)).toMatch(/payment for this order has just arrived/)
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('PAID')
  })

  test('a paid order not yet shipped is cancelled with a full refund; points withdrawn and returned', async () => {
    const { admin, cookie } = await staff()
    const { order, paymentId } = await paidOrder({ points: 60 })
    await act(order.id, cookie, { intent: 'start-production', seen: 'PAID' })
    const res = await act(order.id, cookie, {
      intent: 'cancel',
      seen: 'IN_PRODUCTION',
      reason: 'Out of 350 GSM stock',
      confirm: 'yes',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe(`/admin/orders/${order.id}?done=cancelled-refund`)
    const refund = await prisma.refund.findFirstOrThrow({ where: { orderId: order.id } })
    expect(refund).toMatchObject({
      status: 'PENDING',
      amountPaise: order.totalPaise,
      createdBy: admin.email,
    })
    expect(standInPayment(paymentId)?.amount_refunded).toBe(order.totalPaise)
    const earned = (await entries(order.id, 'EARN'))[0]!.points
    expect((await entries(order.id, 'REVERSE')).map((e) => e.points)).toEqual([-earned])
    expect((await entries(order.id, 'RESTORE')).map((e) => e.points)).toEqual([60])

    await refundWebhook(refund.providerRefundId!)
    const cancelled = await prisma.order.findUniqueOrThrow({ where: { id: order.id } })
    expect(cancelled.status).toBe('CANCELLED')
    expect(await entries(order.id, 'REVERSE')).toHaveLength(1)
    expect(await entries(order.id, 'RESTORE')).toHaveLength(1)
    const note = await prisma.creditNote.findUniqueOrThrow({ where: { refundId: refund.id } })
    expect(note.amountPaise).toBe(order.totalPaise)
    expect(note.taxPaise).toBe(order.taxPaise)

    // Shipped orders are not cancelled, only refunded.
    const shipped = await paidOrder()
    await act(shipped.order.id, cookie, { intent: 'start-production', seen: 'PAID' })
    await act(shipped.order.id, cookie, {
      intent: 'ship',
      seen: 'IN_PRODUCTION',
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
    })
    const refused = await act(shipped.order.id, cookie, {
      intent: 'cancel',
      seen: 'SHIPPED',
      confirm: 'yes',
    })
    expect(refused.status).toBe(409)
    expect((await view(shipped.order.id, cookie)).order.can.cancel).toBe(false)
  })
})

describe('notes and emails on the timeline', () => {
  test('private notes stay with staff; notes for the customer show on their page, the API and tracking', async () => {
    const { admin, cookie } = await staff()
    const { order, user } = await paidOrder()
    expect(
      (
        await act(order.id, cookie, {
          intent: 'add-note',
          note: 'Paper reorder needed',
          visibility: 'private',
        })
      ).status,
    ).toBe(303)
    expect(
      (
        await act(order.id, cookie, {
          intent: 'add-note',
          note: 'Your cards are on the press today.',
          visibility: 'customer',
        })
      ).status,
    ).toBe(303)
    await act(order.id, cookie, { intent: 'resend-confirmation' })

    const { order: page } = await view(order.id, cookie)
    const notes = page.events.filter((e) => e.kind === 'note')
    expect(notes.map((e) => [e.note, e.visibleToCustomer, e.actor])).toEqual([
      ['Your cards are on the press today.', true, admin.email],
      ['Paper reorder needed', false, admin.email],
    ])

    const customerCookie = await sessionCookie(user.id)
    const mine = await callRoute(customerOrderLoader, `/account/orders/${order.id}`, {
      params: { orderId: order.id },
      headers: { Cookie: customerCookie },
    })
    const api = await callRoute(apiOrderLoader, `/api/orders/${order.id}`, {
      params: { id: order.id },
      headers: { Cookie: customerCookie },
    })
    const apiTimeline = (
      (await api.response!.json()) as { order: { timeline: { note: string }[] } }
    ).order.timeline
    const tracked = await callRoute(
      trackLoader,
      `/track-order?number=${order.number}&contact=${encodeURIComponent(order.email)}`,
    )
    for (const timeline of [mine.data.order.events, apiTimeline, tracked.data.order!.events]) {
      const text = JSON.stringify(timeline)
      expect(text).toContain('Your cards are on the press today.')
      expect(text).not.toContain('Paper reorder needed')
      expect(text).not.toContain('sent again')
    }
    expect(
      mine.data.order.events.find((e) => e.note === 'Your cards are on the press today.')?.title,
    ).toBe('Message from PrintStudio')
  })

  test('resending the confirmation emails it again (no SMS) and the timeline says who did it', async () => {
    const { admin, cookie } = await staff()
    const { order, user } = await paidOrder()
    const count = () =>
      prisma.outboxMessage.count({ where: { to: user.email, subject: { contains: 'confirmed' } } })
    const sms = () => prisma.outboxMessage.count({ where: { to: user.phone!, channel: 'SMS' } })
    const [emailsBefore, smsBefore] = [await count(), await sms()]
    const res = await act(order.id, cookie, { intent: 'resend-confirmation' })
    expect(res.headers.get('Location')).toBe(`/admin/orders/${order.id}?done=resent`)
    expect(await count()).toBe(emailsBefore + 1)
    expect(await sms()).toBe(smsBefore)
    const event = await prisma.orderEvent.findFirstOrThrow({
      where: { orderId: order.id, kind: 'email' },
    })
    expect(event).toMatchObject({ actor: admin.email, visibleToCustomer: false })
    expect(event.note).toContain(user.email)

    const unpaid = await pendingOrder()
    const refused = await act(unpaid.orderId, cookie, { intent: 'resend-confirmation' })
    expect(refused.status).toBe(409)
  })
})

describe('job ticket and print file', () => {
  test('the ticket names product, options, quantity, paper, checksum, due date, order, city and links back by QR', async () => {
    const { cookie } = await staff()
    const { order } = await paidOrder()
    const item = order.items[0]!
    const document = (await loadEditorState(null, item.productId)).design.document
    await prisma.orderItem.update({
      where: { id: item.id },
      data: {
        designSnapshot: { name: 'Asha card', document },
        options: [
          { option: 'Paper', value: '350 GSM Matt' },
          { option: 'Corners', value: 'Rounded' },
        ],
        preflight: [
          {
            code: 'dpi-low',
            severity: 'warning',
            sideId: 'front',
            message: 'The logo prints at 180 DPI.',
          },
        ],
      },
    })
    const params = { orderId: order.id, itemId: item.id }
    const file = await callRoute(
      printFileLoader,
      `/admin/orders/${order.id}/items/${item.id}/print-file`,
      {
        params,
        headers: { Cookie: cookie },
      },
    )
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('application/pdf')
    expect(file.headers.get('Content-Disposition')).toMatch(
      new RegExp(
        `^attachment; filename="${order.number}-01-standard-visiting-cards-3x\\d+-350-gsm-matt\\.pdf"$`,
      ),
    )
    const sha = file.headers.get('X-Content-SHA256')!
    expect(sha).toMatch(/^[0-9a-f]{64}$/)

    const ticket = await callRoute(
      ticketLoader,
      `/admin/orders/${order.id}/items/${item.id}/ticket`,
      {
        params,
        headers: { Cookie: cookie },
      },
    )
    expect(ticket.status).toBe(200)
    expect(ticket.headers.get('Content-Type')).toMatch(/^text\/html/)
    const html = await ticket.response!.text()
    expect(html).toMatch(/^<!doctype html>/)
    expect(html).toContain('@page')
    expect(html).toContain(order.number)
    expect(html).toContain(item.productName)
    expect(html).toContain('Asha card')
    expect(html).toContain('350 GSM Matt')
    expect(html).toContain('Corners')
    expect(html).toContain('Rounded')
    expect(html).toMatch(/3 × \d+ cards/)
    expect(html).toContain(sha)
    expect(html).toContain('Bengaluru, Karnataka')
    expect(html).toContain('0 errors, 1 warnings')
    const { dispatchDayLabel } = await import('#app/server/admin/order-detail.server.ts')
    expect(html).toContain(`Dispatch by ${dispatchDayLabel(order.dispatchBy!)}`)
    expect(html).toContain(`QR code: http://localhost:3000/admin/orders/${order.id}`)
    expect(html).toMatch(/<svg class="qr"[^>]*>.*<path d="M/)
    expect((await prisma.orderItem.findUniqueOrThrow({ where: { id: item.id } })).printSha256).toBe(
      sha,
    )

    // The page shows the preflight result and the same checksum.
    const { order: page } = await view(order.id, cookie)
    expect(page.items[0]!.preflight).toEqual([
      expect.objectContaining({ severity: 'warning', message: 'The logo prints at 180 DPI.' }),
    ])
    expect(page.items[0]!.printSha256).toBe(sha)
    expect(
      (
        await callRoute(ticketLoader, '/x', {
          params: { orderId: order.id, itemId: 'nope' },
          headers: { Cookie: cookie },
        })
      ).status,
    ).toBe(404)
  })
})
