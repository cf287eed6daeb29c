import type { OrderStatus, PaymentStatus, Prisma } from '@prisma/client'
import { unzipSync } from 'fflate'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
  action as listAction,
  loader as listLoader,
} from '#app/routes/admin.orders._index/route.tsx'
import { action as exportAction } from '#app/routes/admin.orders.export[.csv].ts'
import { action as zipAction } from '#app/routes/admin.orders.print-files[.zip].ts'
import {
  action as bulkApiAction,
  loader as bulkApiLoader,
} from '#app/routes/api.admin.orders.bulk.ts'
import { deleteUnpaidOrders, DELETE_REASONS } from '#app/server/admin/orders-bulk.server.ts'
import { exportOrderBatches, parseOrderListQuery } from '#app/server/admin/orders-list.server.ts'
import { loadEditorState } from '#app/server/designs/designs.server.ts'
import { createSession } from '#app/server/http/session.server.ts'
import { loyaltyBalance } from '#app/server/loyalty/ledger.server.ts'
import { razorpayGateway } from '#app/server/payments/payment-gateway.server.ts'
import { standInPay } from '#app/server/payments/standin/standin-pay.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { BULK_MESSAGES } from '#app/utils/admin-orders.ts'
import { mockServer } from '#tests/mocks/index.ts'
import { KARNATAKA } from '#tests/setup/address.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute, cookieFrom, type CallOptions } from '#tests/setup/route.ts'

setupTestDatabase()

process.env.RAZORPAY_KEY_ID = 'rzp_test_adminorders01'
process.env.RAZORPAY_KEY_SECRET = 'admin_orders_key_secret'
process.env.RAZORPAY_WEBHOOK_SECRET = 'admin_orders_webhook_secret'
resetEnvCache()

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mockServer.resetHandlers())
afterAll(() => mockServer.close())

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

let n = 0
async function person(isAdmin: boolean) {
  const user = await prisma.user.create({
    data: {
      email: `${isAdmin ? 'staff' : 'buyer'}${++n}@example.com`,
      firstName: isAdmin ? 'Meera' : 'Asha',
      lastName: 'Rao',
      isAdmin,
    },
  })
  const { setCookie } = await createSession(user.id)
  return { user, cookie: cookieFrom(new Headers({ 'Set-Cookie': setCookie })) }
}

let admin: Awaited<ReturnType<typeof person>>
beforeAll(async () => {
  admin = await person(true)
})
const asAdmin = (extra: CallOptions = {}): CallOptions => ({
  ...extra,
  headers: { Cookie: admin.cookie, ...extra.headers },
})

interface OrderInput {
  status?: OrderStatus
  email?: string
  phone?: string
  userId?: string | null
  createdAt?: Date
  totalPaise?: number
  slugs?: string[]
  paidAt?: Date | null
  dispatchBy?: Date | null
  invoiceNumber?: string | null
  payments?: { status: PaymentStatus; refundedPaise?: number; providerOrderId?: string }[]
  preflight?: Prisma.InputJsonValue
  designed?: boolean
  pointsUsed?: number
  /** Items' prepress state (decision 048): approved unless said, as these tests start later. */
  prepressStatus?: 'CHECKING' | 'APPROVED'
}

const products = new Map<string, { id: string; name: string; slug: string }>()
async function product(slug: string) {
  if (!products.has(slug))
    products.set(
      slug,
      await prisma.product.findUniqueOrThrow({
        where: { slug },
        select: { id: true, name: true, slug: true },
      }),
    )
  return products.get(slug)!
}

let numbers = 700000
/** An order as checkout and payments write it, with the facts a test needs. */
async function makeOrder(input: OrderInput = {}) {
  const status = input.status ?? 'PAID'
  const paid = ['PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED', 'REFUNDED'].includes(status)
  const total = input.totalPaise ?? 59_800
  const items = []
  for (const slug of input.slugs ?? ['standard-visiting-cards']) {
    const p = await product(slug)
    const document = input.designed ? (await loadEditorState(null, p.id)).design.document : null
    items.push({
      productId: p.id,
      productName: p.name,
      productSlug: p.slug,
      options: [{ option: 'Paper', value: '350 GSM Matt' }],
      tierQuantity: 100,
      quantity: 2,
      unitPricePaise: total / 2,
      totalPaise: total,
      taxPaise: Math.round((total * 0.18) / 1.18),
      gstRateBp: 1800,
      preflight: input.preflight,
      prepressStatus: input.prepressStatus ?? 'APPROVED',
      designSnapshot: document ? { name: 'My card', document } : undefined,
    })
  }
  const tax = Math.round((total * 18) / 118)
  const order = await prisma.order.create({
    data: {
      number: `PS-${++numbers}`,
      userId: input.userId ?? null,
      email: input.email ?? 'asha.rao@example.com',
      phone: input.phone ?? '9876543210',
      status,
      subtotalPaise: total,
      shippingPaise: 0,
      discountPaise: (input.pointsUsed ?? 0) * 100,
      loyaltyPointsUsed: input.pointsUsed ?? 0,
      totalPaise: total,
      taxPaise: tax,
      cgstPaise: Math.floor(tax / 2),
      sgstPaise: tax - Math.floor(tax / 2),
      placeOfSupply: 'Karnataka',
      shippingAddress: KARNATAKA,
      createdAt: input.createdAt ?? new Date(),
      paidAt: input.paidAt !== undefined ? input.paidAt : paid ? new Date() : null,
      dispatchBy:
        input.dispatchBy !== undefined
          ? input.dispatchBy
          : paid
            ? new Date(Date.now() + 3 * DAY)
            : null,
      invoiceNumber:
        input.invoiceNumber !== undefined
          ? input.invoiceNumber
          : paid
            ? `PS/26-27/${String(numbers).slice(-6)}`
            : null,
      items: { create: items },
      events: { create: [{ status: 'PENDING_PAYMENT', note: 'Order placed', actor: 'customer' }] },
      payments: {
        create: (input.payments ?? (paid ? [{ status: 'CAPTURED' as const }] : [])).map((p, i) => ({
          providerOrderId: p.providerOrderId ?? `order_t${numbers}x${i}`,
          status: p.status,
          amountPaise: total,
          capturedPaise: ['CAPTURED', 'REFUNDED'].includes(p.status) ? total : null,
          refundedPaise: p.refundedPaise ?? 0,
          method: 'upi',
        })),
      },
    },
  })
  return order
}

async function list(query = '') {
  const res = await callRoute(listLoader, `/admin/orders${query}`, asAdmin())
  expect(res.response).toBeUndefined()
  return res
}
const numbersOf = (res: Awaited<ReturnType<typeof list>>) => res.data.rows.map((r) => r.number)

const deleteApi = (body: unknown, { raw, cookie }: { raw?: string; cookie?: string } = {}) =>
  bulkApiAction({
    request: new Request('http://localhost/api/admin/orders/bulk', {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json', Cookie: cookie ?? admin.cookie },
      body: raw ?? JSON.stringify(body),
    }),
    params: {},
    context: {},
  }) as Promise<Response>

describe('who may use the orders list', () => {
  test('anonymous visitors and customers are sent to sign in as an admin; the API answers 403', async () => {
    const order = await makeOrder({ status: 'PENDING_PAYMENT' })
    const customer = await person(false)
    for (const headers of [{} as Record<string, string>, { Cookie: customer.cookie }]) {
      const page = await callRoute(listLoader, '/admin/orders?status=PAID', { headers })
      expect(page.status).toBe(302)
      expect(page.headers.get('Location')).toBe(
        '/login?returnUrl=%2Fadmin%2Forders%3Fstatus%3DPAID&requireAuth=admin',
      )
      for (const fn of [listAction, exportAction, zipAction]) {
        const post = await callRoute(fn, '/admin/orders?index', {
          form: { intent: 'delete', orderId: order.id },
          headers,
        })
        expect(post.status).toBe(302)
        expect(post.headers.get('Location')).toMatch(/^\/login\?returnUrl=.*&requireAuth=admin$/)
      }
      const api = await deleteApi({ orderIds: [order.id] }, { cookie: headers.Cookie ?? '' })
      expect(api.status).toBe(403)
      expect(await api.json()).toEqual({ success: false, message: 'Admin access required' })
    }
    expect(await prisma.order.count({ where: { id: order.id } })).toBe(1)
  })
})

describe('search, filters and sort', () => {
  test('search finds an order by number, email, phone or product', async () => {
    const a = await makeOrder({ email: 'kavya@example.com', phone: '9123456780' })
    const b = await makeOrder({
      slugs: ['custom-mugs'],
      email: 'ravi@example.com',
      phone: '9000000011',
    })
    const c = await makeOrder({
      slugs: ['letterhead-maker', 'custom-mugs', 'jar-labels'],
      email: 'ravi@example.com',
      phone: '9000000012',
    })

    expect(numbersOf(await list(`?q=${a.number}`))).toEqual([a.number])
    expect(numbersOf(await list(`?q=${a.number.slice(3)}`))).toEqual([a.number])
    expect(numbersOf(await list('?q=Kavya%40Example.com'))).toEqual([a.number])
    expect(numbersOf(await list('?q=%2B91%2091234%2056780'))).toEqual([a.number])
    const mugs = await list('?q=mugs')
    expect(numbersOf(mugs)).toEqual([c.number, b.number])
    expect(mugs.data.readAs.join(' ')).toContain('Custom')
    // The first product and how many more.
    const letterhead = await product('letterhead-maker')
    expect(mugs.data.rows[0]!.itemSummary).toBe(`${letterhead.name} +2 more`)
    expect(mugs.data.rows[0]!.customerName).toBe('Asha Rao')

    const nothing = await list('?q=zzzqqq')
    expect(nothing.data.rows).toEqual([])
    expect(nothing.data.readAs).toEqual([])
  })

  test('each status, payment and date filter keeps only its orders', async () => {
    const email = 'filters@example.com'
    const at = (iso: string) => new Date(iso)
    const paid = await makeOrder({ email, createdAt: at('2031-03-10T10:00:00Z') })
    const pending = await makeOrder({
      email,
      status: 'PENDING_PAYMENT',
      createdAt: at('2031-03-11T10:00:00Z'),
    })
    const failed = await makeOrder({
      email,
      status: 'PENDING_PAYMENT',
      payments: [{ status: 'FAILED' }],
      createdAt: at('2031-03-11T11:00:00Z'),
    })
    const held = await makeOrder({
      email,
      status: 'ON_HOLD',
      payments: [{ status: 'CAPTURED' }],
      paidAt: null,
      invoiceNumber: null,
      createdAt: at('2031-03-12T10:00:00Z'),
    })
    const refunded = await makeOrder({
      email,
      status: 'REFUNDED',
      payments: [{ status: 'REFUNDED', refundedPaise: 59_800 }],
      createdAt: at('2031-03-13T10:00:00Z'),
    })
    const partly = await makeOrder({
      email,
      status: 'DELIVERED',
      payments: [{ status: 'CAPTURED', refundedPaise: 10_000 }],
      createdAt: at('2031-03-14T10:00:00Z'),
    })
    // 31 March 2031, 11:59 pm IST and 1 April 2031, 00:10 am IST.
    const lastMinute = await makeOrder({
      email,
      status: 'SHIPPED',
      createdAt: at('2031-03-31T18:29:00Z'),
    })
    const april = await makeOrder({
      email,
      status: 'SHIPPED',
      createdAt: at('2031-03-31T18:40:00Z'),
    })

    // Paid without a payment row (the seeded demo orders): paid by its status.
    const noPaymentRow = await makeOrder({
      email,
      status: 'DELIVERED',
      payments: [],
      createdAt: at('2031-02-01T10:00:00Z'),
    })
    const q = `q=${email}`
    const numbers = async (extra: string) => [...numbersOf(await list(`?${q}&${extra}`))].sort()
    const sorted = (...orders: { number: string }[]) => orders.map((o) => o.number).sort()

    expect(await numbers('status=PENDING_PAYMENT')).toEqual(sorted(pending, failed))
    expect(await numbers('status=SHIPPED')).toEqual(sorted(lastMinute, april))
    expect(await numbers('payment=paid')).toEqual(sorted(paid, lastMinute, april, noPaymentRow))
    expect(await numbers('payment=confirming')).toEqual(sorted(pending))
    expect(await numbers('payment=failed')).toEqual(sorted(failed))
    expect(await numbers('payment=checking')).toEqual(sorted(held))
    expect(await numbers('payment=refunded')).toEqual(sorted(refunded))
    expect(await numbers('payment=partly-refunded')).toEqual(sorted(partly))
    // India dates, both ends included.
    expect(await numbers('from=2031-03-11&to=2031-03-12')).toEqual(sorted(pending, failed, held))
    expect(await numbers('to=2031-03-31&from=2031-03-14')).toEqual(sorted(partly, lastMinute))
    expect(await numbers('from=2031-04-01')).toEqual(sorted(april))

    // Each row says the same payment state as the filter that finds it.
    const rows = (await list(`?${q}`)).data.rows
    const label = (o: { number: string }) => rows.find((r) => r.number === o.number)!.paymentLabel
    expect([paid, pending, failed, held, refunded, partly, noPaymentRow].map(label)).toEqual([
      'Paid',
      'Awaiting payment',
      'Payment failed',
      'Under review',
      'Refunded',
      'Partly refunded',
      'Paid',
    ])
  })

  test('the needs-attention flags find the orders the dashboard links to', async () => {
    const email = 'flags@example.com'
    const now = Date.now()
    const lateToProduction = await makeOrder({ email, paidAt: new Date(now - 5 * HOUR) })
    const freshlyPaid = await makeOrder({ email, paidAt: new Date(now - HOUR) })
    const pastDispatch = await makeOrder({
      email,
      status: 'IN_PRODUCTION',
      dispatchBy: new Date(now - HOUR),
    })
    const shippedLate = await makeOrder({
      email,
      status: 'SHIPPED',
      dispatchBy: new Date(now - DAY),
    })
    const awaiting = await makeOrder({ email, status: 'PENDING_PAYMENT' })
    const held = await makeOrder({ email, status: 'ON_HOLD', paidAt: null, invoiceNumber: null })
    const badPrint = await makeOrder({
      email,
      preflight: [
        { code: 'dpi-very-low', severity: 'error', sideId: 'front', message: 'Too blurry' },
      ],
    })
    await makeOrder({
      email,
      preflight: [{ code: 'dpi-low', severity: 'warning', sideId: 'front', message: 'Soft' }],
    })
    const refundWaiting = await makeOrder({ email, status: 'DELIVERED' })
    const payment = await prisma.payment.findFirstOrThrow({ where: { orderId: refundWaiting.id } })
    await prisma.refund.create({
      data: {
        orderId: refundWaiting.id,
        paymentId: payment.id,
        idempotencyKey: `refund-${refundWaiting.id}`,
        amountPaise: 10_000,
        createdAt: new Date(now - 8 * DAY),
      },
    })
    const recentRefund = await makeOrder({ email, status: 'DELIVERED' })
    const payment2 = await prisma.payment.findFirstOrThrow({ where: { orderId: recentRefund.id } })
    await prisma.refund.create({
      data: {
        orderId: recentRefund.id,
        paymentId: payment2.id,
        idempotencyKey: `refund-${recentRefund.id}`,
        amountPaise: 10_000,
      },
    })

    const flagged = async (flag: string) =>
      [...numbersOf(await list(`?q=${email}&flag=${flag}`))].sort()
    expect(await flagged('production-overdue')).toEqual([lateToProduction.number])
    expect(await flagged('production-overdue')).not.toContain(freshlyPaid.number)
    expect(await flagged('dispatch-overdue')).toEqual([pastDispatch.number])
    expect(await flagged('dispatch-overdue')).not.toContain(shippedLate.number)
    expect(await flagged('awaiting-payment')).toEqual([awaiting.number, held.number].sort())
    expect(await flagged('preflight-failed')).toEqual([badPrint.number])
    expect(await flagged('refund-pending')).toEqual([refundWaiting.number])
    const overdueRow = (await list(`?q=${email}&flag=dispatch-overdue`)).data.rows[0]!
    expect(overdueRow.dispatchOverdue).toBe(true)
  })

  test('sorting by total pages forward and back with keyset cursors, 25 a page', async () => {
    const email = 'pages@example.com'
    const made = []
    for (let i = 0; i < 30; i++)
      made.push(await makeOrder({ email, totalPaise: 10_000 + (i % 15) * 1000 }))
    const expected = [...made]
      .sort((a, b) => b.totalPaise - a.totalPaise || (a.id < b.id ? 1 : -1))
      .map((o) => o.number)

    const first = await list(`?q=${email}&sort=total&dir=desc`)
    expect(first.data.count).toBe(30)
    expect(first.data.rows).toHaveLength(25)
    expect(first.data.previous).toBeNull()
    const totals = first.data.rows.map((r) => r.totalPaise)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    const second = await list(`?q=${email}&sort=total&dir=desc&after=${first.data.next}`)
    expect(second.data.rows).toHaveLength(5)
    expect(second.data.next).toBeNull()
    expect([...numbersOf(first), ...numbersOf(second)].sort()).toEqual([...expected].sort())
    expect(new Set([...numbersOf(first), ...numbersOf(second)]).size).toBe(30)
    const back = await list(`?q=${email}&sort=total&dir=desc&before=${second.data.previous}`)
    expect(numbersOf(back)).toEqual(numbersOf(first))
    expect(back.data.previous).toBeNull()

    // Placed, oldest first: the same orders in the order they were made.
    const placed = await list(`?q=${email}&sort=placed&dir=asc`)
    expect(numbersOf(placed)).toEqual(made.slice(0, 25).map((o) => o.number))
    // A cursor from another sort is ignored rather than failing.
    const mixed = await list(`?q=${email}&sort=placed&after=${first.data.next}`)
    expect(mixed.data.rows).toHaveLength(25)
  })

  test('sorting by dispatch date lists paid orders, soonest first', async () => {
    const email = 'dispatch@example.com'
    const later = await makeOrder({ email, dispatchBy: new Date(Date.now() + 5 * DAY) })
    const sooner = await makeOrder({ email, dispatchBy: new Date(Date.now() + DAY) })
    await makeOrder({ email, status: 'PENDING_PAYMENT' })
    expect(numbersOf(await list(`?q=${email}&sort=dispatch`))).toEqual([
      sooner.number,
      later.number,
    ])
  })

  test('a filter that cannot be used is named with a 400 and left off', async () => {
    await makeOrder({ email: 'odd@example.com' })
    const res = await callRoute(
      listLoader,
      '/admin/orders?q=odd@example.com&status=LOST&payment=maybe&from=2031-02-30&sort=colour',
      asAdmin(),
    )
    expect(res.status).toBe(400)
    expect(res.data.problems).toHaveLength(4)
    expect(res.data.problems.join(' ')).toContain('“LOST” is not an order status')
    expect(res.data.rows).toHaveLength(1)
    const reversed = parseOrderListQuery(new URLSearchParams('from=2031-03-02&to=2031-03-01'))
    expect(reversed.problems).toEqual([
      'The “from” date is after the “to” date, so both are ignored.',
    ])
  })
})

describe('bulk: move to production', () => {
  test('paid orders move with the admin named; others are skipped with the reason', async () => {
    const paid = await makeOrder()
    const pending = await makeOrder({ status: 'PENDING_PAYMENT' })
    const already = await makeOrder({ status: 'IN_PRODUCTION' })
    const res = await callRoute(
      listAction,
      '/admin/orders?index',
      asAdmin({
        form: { intent: 'production', orderId: [paid.id, pending.id, already.id, 'nope'] },
      }),
    )
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({
      intent: 'production',
      done: [{ id: paid.id, number: paid.number }],
      skipped: [
        {
          id: pending.id,
          reason: 'Only paid orders go to production: this one is awaiting payment',
        },
        { id: already.id, reason: 'Already in production' },
        { id: 'nope', number: null, reason: 'Order not found' },
      ],
    })
    const moved = await prisma.order.findUniqueOrThrow({
      where: { id: paid.id },
      include: { events: true },
    })
    expect(moved.status).toBe('IN_PRODUCTION')
    expect(moved.productionAt).not.toBeNull()
    expect(moved.events.find((e) => e.status === 'IN_PRODUCTION')?.actor).toBe(admin.user.email)
    expect((await prisma.order.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe(
      'PENDING_PAYMENT',
    )
  })

  test('two admins moving the same orders at once move each only once', async () => {
    const orders = [await makeOrder(), await makeOrder(), await makeOrder()]
    const form = { intent: 'production', orderId: orders.map((o) => o.id) }
    const [a, b] = await Promise.all([
      callRoute(listAction, '/admin/orders?index', asAdmin({ form })),
      callRoute(listAction, '/admin/orders?index', asAdmin({ form })),
    ])
    const done = [...(a.data as { done: unknown[] }).done, ...(b.data as { done: unknown[] }).done]
    expect(done).toHaveLength(3)
    const events = await prisma.orderEvent.count({
      where: { orderId: { in: orders.map((o) => o.id) }, status: 'IN_PRODUCTION' },
    })
    expect(events).toBe(3)
  })
})

describe('bulk: export CSV', () => {
  test('all orders matching the filters, with the money and GST split an accountant needs', async () => {
    const email = 'csv@example.com'
    const a = await makeOrder({
      email,
      totalPaise: 118_000,
      createdAt: new Date('2031-05-01T06:30:00Z'),
    })
    await prisma.order.update({
      where: { id: a.id },
      data: {
        courier: 'Delhivery',
        trackingNumber: 'DL123',
        gstin: '29ABCDE1234F1Z5',
        businessName: 'Rao & Co',
      },
    })
    const b = await makeOrder({
      email,
      status: 'PENDING_PAYMENT',
      slugs: ['custom-mugs', 'jar-labels'],
      createdAt: new Date('2031-05-02T06:30:00Z'),
    })
    await makeOrder({ email: 'someone-else@example.com' })

    const res = await callRoute(
      exportAction,
      '/admin/orders/export.csv',
      asAdmin({ form: { intent: 'export', q: email, sort: 'placed', dir: 'asc' } }),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="orders-matching-\d{12}\.csv"$/,
    )
    const bytes = new Uint8Array(await res.response!.arrayBuffer())
    // A byte-order mark first, so Excel reads it as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.startsWith('Order number,Placed (IST),Status,Payment')).toBe(true)
    const lines = text.trim().split('\r\n')
    expect(lines).toHaveLength(3)
    const header = lines[0]!.split(',')
    for (const column of [
      'Email',
      'Phone',
      'City',
      'State',
      'Items',
      'Subtotal (Rs)',
      'Discount (Rs)',
      'Shipping (Rs)',
      'CGST (Rs)',
      'SGST (Rs)',
      'IGST (Rs)',
      'Total (Rs)',
      'Invoice number',
      'Courier',
      'Tracking number',
    ])
      expect(header).toContain(column)
    const row = (line: string) => Object.fromEntries(header.map((h, i) => [h, line.split(',')[i]]))
    const first = row(lines[1]!)
    expect(first).toMatchObject({
      'Order number': a.number,
      'Placed (IST)': '2031-05-01 12:00',
      Status: 'Paid',
      Payment: 'Paid',
      Email: email,
      Phone: '9876543210',
      City: 'Bengaluru',
      State: 'Karnataka',
      GSTIN: '29ABCDE1234F1Z5',
      'Total (Rs)': '1180.00',
      'CGST (Rs)': '90.00',
      'SGST (Rs)': '90.00',
      'IGST (Rs)': '0.00',
      'Taxable value (Rs)': '1000.00',
      Courier: 'Delhivery',
      'Tracking number': 'DL123',
      'Invoice number': a.invoiceNumber!,
    })
    const [mugs, labels] = [await product('custom-mugs'), await product('jar-labels')]
    expect(lines[2]).toContain(`${mugs.name} × 2 (100 each); ${labels.name} × 2 (100 each)`)
    expect(row(lines[2]!)).toMatchObject({ 'Order number': b.number, Status: 'Awaiting payment' })
  })

  test('the selected orders when some are ticked; batches cover every row', async () => {
    const email = 'csv-selected@example.com'
    const orders = []
    for (let i = 0; i < 5; i++) orders.push(await makeOrder({ email }))
    const res = await callRoute(
      exportAction,
      '/admin/orders/export.csv',
      asAdmin({ form: { intent: 'export', q: email, orderId: [orders[1]!.id, orders[3]!.id] } }),
    )
    expect(res.headers.get('Content-Disposition')).toContain('orders-selected-')
    const lines = (await res.response!.text()).trim().split('\r\n').slice(1)
    expect(lines.map((l) => l.split(',')[0]).sort()).toEqual(
      [orders[1]!.number, orders[3]!.number].sort(),
    )

    const { query } = parseOrderListQuery(new URLSearchParams(`q=${email}`))
    const batches = []
    for await (const batch of exportOrderBatches({ query, orderIds: [] }, { batchSize: 2 }))
      batches.push(batch.map((r) => r.number))
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1])
    expect(batches.flat().sort()).toEqual(orders.map((o) => o.number).sort())
  })
})

describe('bulk: print files', () => {
  test('one ZIP with files in folders by product and paper and a README of what was left out', async () => {
    const designed = await makeOrder({
      designed: true,
      slugs: ['standard-visiting-cards', 'thank-you-cards'],
    })
    const plain = await makeOrder({ slugs: ['custom-mugs'] })
    const unpaid = await makeOrder({ status: 'PENDING_PAYMENT', designed: true })

    const res = await callRoute(
      zipAction,
      '/admin/orders/print-files.zip',
      asAdmin({
        form: { intent: 'print-files', orderId: [designed.id, plain.id, unpaid.id, 'missing-id'] },
      }),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/zip')
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="print-files-.*-2-orders\.zip"$/,
    )
    const files = unzipSync(new Uint8Array(await res.response!.arrayBuffer()))
    const names = Object.keys(files).sort()
    expect(names).toEqual([
      'README.txt',
      `standard-visiting-cards/350-gsm-matt/${designed.number}-01-standard-visiting-cards-2x100-350-gsm-matt.pdf`,
      `thank-you-cards/350-gsm-matt/${designed.number}-02-thank-you-cards-2x100-350-gsm-matt.pdf`,
    ])
    const pdf = files[names[1]!]!
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-')
    const readme = new TextDecoder().decode(files['README.txt'])
    expect(readme).toContain(
      `Print files of 2 orders: ${[designed.number, plain.number].sort().join(', ')}`,
    )
    expect(readme).toContain(`by ${admin.user.email}`)
    expect(readme).toContain('standard-visiting-cards/350-gsm-matt/ (1 file)')
    expect(readme).toContain(
      `${plain.number} item 1, ${(await product('custom-mugs')).name}, 2 × 100: no design or uploaded file to print`,
    )
    expect(readme).toContain(
      `${unpaid.number}: not paid (awaiting payment), so not sent to the press`,
    )
    expect(readme).toContain('missing-id: order not found')
  })

  test('no selection, or more than 100 orders, is refused with the reason', async () => {
    const none = await callRoute(
      zipAction,
      '/admin/orders/print-files.zip',
      asAdmin({ form: { intent: 'print-files' } }),
    )
    expect(none.status).toBe(400)
    expect(await none.response!.text()).toContain(BULK_MESSAGES.noneSelected)
    const many = Array.from({ length: 101 }, (_, i) => `id-${i}`)
    const tooMany = await callRoute(
      zipAction,
      '/admin/orders/print-files.zip',
      asAdmin({ form: { orderId: many } }),
    )
    expect(tooMany.status).toBe(400)
    expect(await tooMany.response!.text()).toContain('at most 100 orders')
  })
})

describe('bulk: delete orders that never took money', () => {
  /** A pending order with a Razorpay order at the stand-in, like the pay step leaves it. */
  async function pendingWithRazorpayOrder(input: OrderInput = {}) {
    const gatewayOrder = await razorpayGateway().createOrder({
      amountPaise: 59_800,
      receipt: 'test',
      notes: {},
    })
    const order = await makeOrder({
      status: 'PENDING_PAYMENT',
      payments: [{ status: 'CREATED', providerOrderId: gatewayOrder.id }],
      ...input,
    })
    return { order, gatewayOrderId: gatewayOrder.id }
  }

  test('the preview names what will go and what stays, and writes nothing; then delete', async () => {
    const buyer = await person(false)
    await prisma.loyaltyEntry.create({
      data: { userId: buyer.user.id, kind: 'ADJUST', points: 300 },
    })
    const { order: pending } = await pendingWithRazorpayOrder({
      userId: buyer.user.id,
      pointsUsed: 100,
    })
    await prisma.loyaltyEntry.create({
      data: { userId: buyer.user.id, orderId: pending.id, kind: 'REDEEM', points: -100 },
    })
    expect((await loyaltyBalance(buyer.user.id)).availablePoints).toBe(200)
    const expired = await makeOrder({ status: 'EXPIRED', payments: [] })
    const cancelled = await makeOrder({ status: 'CANCELLED', payments: [{ status: 'FAILED' }] })
    const paid = await makeOrder()
    const { order: paidAtRazorpay, gatewayOrderId } = await pendingWithRazorpayOrder()
    standInPay(gatewayOrderId, { webhooks: false })
    const ids = [pending.id, expired.id, cancelled.id, paid.id, paidAtRazorpay.id, 'no-such-order']

    const preview = await callRoute(
      listAction,
      '/admin/orders?index',
      asAdmin({ form: { intent: 'delete-preview', orderId: ids } }),
    )
    expect(preview.status).toBe(200)
    expect(preview.data).toMatchObject({
      intent: 'delete-preview',
      done: [{ id: pending.id }, { id: expired.id }, { id: cancelled.id }],
      skipped: [
        { id: paid.id, reason: DELETE_REASONS.paid },
        { id: paidAtRazorpay.id },
        { id: 'no-such-order', number: null, reason: 'Order not found' },
      ],
    })
    expect((preview.data as { skipped: { reason: string }[] }).skipped[1]!.reason).toMatch(
      /^Razorpay has a captured payment for it \(pay_\w+\)/,
    )
    expect(await prisma.order.count({ where: { id: { in: ids } } })).toBe(5)

    const done = await callRoute(
      listAction,
      '/admin/orders?index',
      asAdmin({ form: { intent: 'delete', orderId: ids } }),
    )
    expect((done.data as { done: { id: string }[] }).done.map((o) => o.id)).toEqual([
      pending.id,
      expired.id,
      cancelled.id,
    ])
    const gone = [pending.id, expired.id, cancelled.id]
    expect(await prisma.order.count({ where: { id: { in: gone } } })).toBe(0)
    expect(await prisma.orderItem.count({ where: { orderId: { in: gone } } })).toBe(0)
    expect(await prisma.orderEvent.count({ where: { orderId: { in: gone } } })).toBe(0)
    expect(await prisma.payment.count({ where: { orderId: { in: gone } } })).toBe(0)
    expect(await prisma.order.count({ where: { id: { in: [paid.id, paidAtRazorpay.id] } } })).toBe(
      2,
    )
    // The points the pending order held are back, and the ledger says which order it was.
    expect((await loyaltyBalance(buyer.user.id)).availablePoints).toBe(300)
    const entries = await prisma.loyaltyEntry.findMany({
      where: { userId: buyer.user.id, kind: { in: ['REDEEM', 'RESTORE'] } },
    })
    expect(entries.map((e) => e.note)).toEqual([
      `Order ${pending.number} (never paid, deleted)`,
      `Order ${pending.number} (never paid, deleted)`,
    ])
  })

  test('a payment recorded while deleting keeps the order whole', async () => {
    const { order } = await pendingWithRazorpayOrder()
    const result = await deleteUnpaidOrders({
      orderIds: [order.id],
      actor: 'staff@example.com',
      // Razorpay says "no payment", then the payment lands (a webhook) before the delete runs.
      gateway: () => ({
        ...razorpayGateway(),
        fetchOrderPayments: async () => {
          await prisma.payment.updateMany({
            where: { orderId: order.id },
            data: { status: 'CAPTURED' },
          })
          return []
        },
      }),
    })
    expect(result.done).toEqual([])
    expect(result.skipped).toEqual([
      { id: order.id, number: order.number, reason: DELETE_REASONS.changed },
    ])
    expect(await prisma.order.count({ where: { id: order.id } })).toBe(1)
    expect(await prisma.orderItem.count({ where: { orderId: order.id } })).toBe(1)
  })

  test('the API deletes what it may and says why it kept the rest', async () => {
    const pending = await makeOrder({ status: 'PENDING_PAYMENT' })
    const paid = await makeOrder()
    const res = await deleteApi({ orderIds: [pending.id, pending.id, paid.id, 'ghost'] })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      success: true,
      deleted: [{ id: pending.id, number: pending.number }],
      skipped: [
        { id: paid.id, number: paid.number, reason: DELETE_REASONS.paid },
        { id: 'ghost', number: null, reason: 'Order not found' },
      ],
    })
    expect(await prisma.order.count({ where: { id: pending.id } })).toBe(0)
  })

  test('the API refuses a body that is not { orderIds: [ids] } and other methods', async () => {
    const pending = await makeOrder({ status: 'PENDING_PAYMENT' })
    const bad: [unknown, string | undefined][] = [
      [undefined, 'not json'],
      [[pending.id], undefined],
      [{}, undefined],
      [{ orderIds: pending.id }, undefined],
      [{ orderIds: [] }, undefined],
      [{ orderIds: [pending.id, 7] }, undefined],
      [{ orderIds: [pending.id, ''] }, undefined],
      [{ orderIds: Array.from({ length: 201 }, (_, i) => `id-${i}`) }, undefined],
    ]
    for (const [body, raw] of bad) {
      const res = await deleteApi(body, { raw })
      expect(res.status).toBe(400)
      const answer = await res.json()
      expect(answer.success).toBe(false)
      expect(answer.message).toBeTruthy()
    }
    for (const method of ['GET', 'POST', 'PUT']) {
      const fn = method === 'GET' ? bulkApiLoader : bulkApiAction
      const res = (await fn({
        request: new Request('http://localhost/api/admin/orders/bulk', {
          method,
          headers: { Cookie: admin.cookie, 'Content-Type': 'application/json' },
          body: method === 'GET' ? undefined : JSON.stringify({ orderIds: [pending.id] }),
        }),
        params: {},
        context: {},
      })) as Response
      expect(res.status).toBe(405)
      expect((await res.json()).success).toBe(false)
    }
    expect(await prisma.order.count({ where: { id: pending.id } })).toBe(1)
  })
})

describe('bad input on the bulk actions', () => {
  test('no selection, too many, an unknown action or a bad filter: a 4xx and nothing written', async () => {
    const pending = await makeOrder({ status: 'PENDING_PAYMENT' })
    const paid = await makeOrder()
    const post = (form: Record<string, string | string[]>) =>
      callRoute(listAction, '/admin/orders?index', asAdmin({ form }))

    for (const intent of ['production', 'delete-preview', 'delete']) {
      const none = await post({ intent })
      expect(none.status).toBe(400)
      expect(none.data).toEqual({ intent, error: BULK_MESSAGES.noneSelected })
      const many = await post({
        intent,
        orderId: [pending.id, paid.id, ...Array.from({ length: 200 }, (_, i) => `x${i}`)],
      })
      expect(many.status).toBe(400)
      expect(many.data).toEqual({ intent, error: BULK_MESSAGES.tooMany })
    }
    const unknown = await post({ intent: 'archive', orderId: pending.id })
    expect(unknown.status).toBe(400)
    expect(unknown.data).toEqual({ intent: null, error: BULK_MESSAGES.unknownIntent })

    const badExport = await callRoute(
      exportAction,
      '/admin/orders/export.csv',
      asAdmin({ form: { status: 'LOST' } }),
    )
    expect(badExport.status).toBe(400)
    expect(badExport.headers.get('Content-Type')).toContain('text/html')

    expect(await prisma.order.count({ where: { id: { in: [pending.id, paid.id] } } })).toBe(2)
    expect((await prisma.order.findUniqueOrThrow({ where: { id: paid.id } })).status).toBe('PAID')
  })
})
