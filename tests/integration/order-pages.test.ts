import type { OrderStatus, Prisma } from '@prisma/client'
import { describe, expect, test } from 'vitest'
import {
  action as orderAction,
  loader as orderLoader,
} from '#app/routes/account.orders.$orderId.tsx'
import { loader as invoiceLoader } from '#app/routes/account.orders.$orderId_.invoice[.pdf].ts'
import { loader as proofLoader } from '#app/routes/account.orders.$orderId_.items.$itemId.proof[.pdf].ts'
import { loader as apiOrderLoader } from '#app/routes/api.orders.$id.ts'
import { loader as cartLoader } from '#app/routes/cart/route.tsx'
import {
  loader as confirmationLoader,
  meta as confirmationMeta,
} from '#app/routes/order-confirmation.tsx'
import { loader as trackLoader } from '#app/routes/track-order/route.tsx'
import { validateAddition } from '#app/server/cart/cart.server.ts'
import { loadEditorState } from '#app/server/designs/designs.server.ts'
import { createSession } from '#app/server/http/session.server.ts'
import {
  amountInWords,
  assignInvoiceNumber,
  financialYear,
  renderInvoicePdf,
} from '#app/server/billing/invoices.server.ts'
import { earnForOrder, reverseForRefund } from '#app/server/loyalty/earn.server.ts'
import { queueOrderConfirmation } from '#app/server/orders/order-emails.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { pdfText } from '#tests/setup/pdf-text.ts'
import { callRoute, cookieFrom } from '#tests/setup/route.ts'

setupTestDatabase()

let n = 0
async function signedInUser() {
  const user = await prisma.user.create({
    data: { email: `buyer${++n}@example.com`, firstName: 'Asha', lastName: 'Rao' },
  })
  const { setCookie, token } = await createSession(user.id)
  return { user, token, cookie: cookieFrom(new Headers({ 'Set-Cookie': setCookie })) }
}

const KARNATAKA = {
  name: 'Asha Rao',
  phone: '9876543210',
  line1: '12 MG Road',
  line2: 'Flat 4B',
  landmark: 'Near City Mall',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560001',
}
const MAHARASHTRA = { ...KARNATAKA, city: 'Pune', state: 'Maharashtra', pinCode: '411001' }

async function productLine(slug: string, packs = 1) {
  const product = await prisma.product.findUniqueOrThrow({ where: { slug } })
  const addition = await validateAddition({ productId: product.id, options: {}, packs })
  return { product, addition }
}

interface OrderInput {
  userId?: string | null
  status?: OrderStatus
  address?: typeof KARNATAKA
  gstin?: string
  businessName?: string
  invoiced?: boolean
  items?: Prisma.OrderItemCreateWithoutOrderInput[]
  events?: Prisma.OrderEventCreateWithoutOrderInput[]
}

/** A paid order of two sets of visiting cards (Rs 598 incl. 18 % GST), shaped as checkout writes it. */
async function makeOrder(input: OrderInput = {}) {
  const { product, addition } = await productLine('standard-visiting-cards', 2)
  const address = input.address ?? KARNATAKA
  const intra = address.state === 'Karnataka'
  const status = input.status ?? 'PAID'
  const order = await prisma.order.create({
    data: {
      number: `PS-28${String(++n).padStart(4, '0')}`,
      userId: input.userId ?? null,
      email: 'Asha.Rao@example.com',
      phone: '9876543210',
      status,
      subtotalPaise: 59_800,
      shippingPaise: 0,
      totalPaise: 59_800,
      taxPaise: 9122,
      cgstPaise: intra ? 4561 : 0,
      sgstPaise: intra ? 4561 : 0,
      igstPaise: intra ? 0 : 9122,
      placeOfSupply: address.state,
      gstin: input.gstin ?? null,
      businessName: input.businessName ?? null,
      shippingAddress: address,
      paidAt: status === 'PENDING_PAYMENT' ? null : new Date('2026-11-23T05:30:00Z'),
      items: {
        create: input.items ?? [
          {
            productId: product.id,
            productName: product.name,
            productSlug: product.slug,
            options: [{ option: 'Paper', value: '350 GSM' }],
            selection: addition.selection,
            hsnCode: '4911',
            gstRateBp: 1800,
            taxPaise: 9122,
            tierQuantity: addition.tierQuantity,
            quantity: 2,
            unitPricePaise: 29_900,
            totalPaise: 59_800,
          },
        ],
      },
      events: {
        create: input.events ?? [
          { status: 'PENDING_PAYMENT', note: 'Order placed', actor: 'customer' },
          ...(status === 'PENDING_PAYMENT'
            ? []
            : [{ status: 'PAID' as const, note: 'Payment received by upi', actor: 'razorpay' }]),
        ],
      },
    },
  })
  if (input.invoiced ?? status !== 'PENDING_PAYMENT') {
    await assignInvoiceNumber(prisma, order.id, new Date('2026-11-23T05:30:00Z'))
  }
  return prisma.order.findUniqueOrThrow({ where: { id: order.id }, include: { items: true } })
}

async function json(res: { response?: Response }) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers checked by the assertions
  return (await res.response!.json()) as Record<string, any>
}

describe('invoice numbers', () => {
  test('two orders paid at once get consecutive numbers; numbering twice keeps the first', async () => {
    const at = new Date('2031-06-01T06:00:00Z')
    const [a, b] = await Promise.all([
      makeOrder({ invoiced: false }),
      makeOrder({ invoiced: false }),
    ])
    const numbers = await Promise.all(
      [a, b].map((order) => prisma.$transaction((tx) => assignInvoiceNumber(tx, order.id, at))),
    )
    expect([...numbers].sort()).toEqual(['PS/31-32/000001', 'PS/31-32/000002'])
    expect(numbers.every((number) => number!.length <= 16)).toBe(true)

    // The same order again (a repeated webhook): the same number, and no serial is used up.
    const again = await assignInvoiceNumber(prisma, a.id, new Date('2031-07-01T06:00:00Z'))
    expect(again).toBe(numbers[0])
    const c = await makeOrder({ invoiced: false })
    expect(await assignInvoiceNumber(prisma, c.id, at)).toBe('PS/31-32/000003')
    const stored = await prisma.order.findUniqueOrThrow({ where: { id: a.id } })
    expect(stored.invoiceDate).toEqual(at)
  })

  test('the financial year turns at midnight on 1 April in India', async () => {
    // 31 March 2033, 23:59 IST and 1 April 2033, 00:00 IST.
    const lastMinute = new Date('2033-03-31T18:29:00Z')
    const firstMinute = new Date('2033-03-31T18:30:00Z')
    expect(financialYear(lastMinute)).toBe('32-33')
    expect(financialYear(firstMinute)).toBe('33-34')
    const march = await makeOrder({ invoiced: false })
    const april = await makeOrder({ invoiced: false })
    expect(await assignInvoiceNumber(prisma, march.id, lastMinute)).toBe('PS/32-33/000001')
    expect(await assignInvoiceNumber(prisma, april.id, firstMinute)).toBe('PS/33-34/000001')
  })

  test('an unpaid order gets no invoice number', async () => {
    const pending = await makeOrder({ status: 'PENDING_PAYMENT' })
    expect(await assignInvoiceNumber(prisma, pending.id, new Date())).toBeNull()
    const stored = await prisma.order.findUniqueOrThrow({ where: { id: pending.id } })
    expect(stored.invoiceNumber).toBeNull()
    expect(await renderInvoicePdf(pending.id)).toBeNull()
  })

  test('amounts are written in words with lakh and crore', () => {
    expect(amountInWords(59_800)).toBe('Rupees Five Hundred Ninety-Eight Only')
    expect(amountInWords(1_234_567_850)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Fifty Paise Only',
    )
  })
})

describe('the tax invoice PDF', () => {
  test('a Karnataka delivery shows CGST and SGST, the number, HSN and the seller GSTIN', async () => {
    const order = await makeOrder()
    const invoice = await renderInvoicePdf(order.id)
    const text = await pdfText(invoice!.pdf)
    expect(text).toContain('TAX INVOICE')
    expect(text).toContain(order.invoiceNumber!)
    expect(text).toContain('4911')
    expect(text).toContain('CGST')
    expect(text).toContain('SGST')
    expect(text).not.toContain('IGST')
    expect(text).toContain('45.61')
    expect(text).toContain('Karnataka (29)')
    expect(text).toContain('29AAKCP5834M1ZO')
    expect(text).toContain('Rupees Five Hundred Ninety-Eight Only')
    expect(invoice!.filename).toBe(`invoice-${order.invoiceNumber!.replaceAll('/', '-')}.pdf`)
  })

  test('another state shows IGST, and the buyer GSTIN and business name', async () => {
    const order = await makeOrder({
      address: MAHARASHTRA,
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Rao Traders',
    })
    const text = await pdfText((await renderInvoicePdf(order.id))!.pdf)
    expect(text).toContain('IGST')
    expect(text).not.toContain('CGST')
    expect(text).toContain('91.22')
    expect(text).toContain('Maharashtra (27)')
    expect(text).toContain('27AAPFU0939F1ZV')
    expect(text).toContain('Rao Traders')
  })
})

describe('/order-confirmation', () => {
  test('signed out goes to sign in and back; another shopper gets a 404', async () => {
    const owner = await signedInUser()
    const other = await signedInUser()
    const order = await makeOrder({ userId: owner.user.id })
    const url = `/order-confirmation?order=${order.id}`
    const signedOut = await callRoute(confirmationLoader, url)
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.get('Location')).toBe(`/login?returnUrl=${encodeURIComponent(url)}`)
    const stranger = await callRoute(confirmationLoader, url, {
      headers: { Cookie: other.cookie },
    })
    expect(stranger.status).toBe(404)
  })

  test('a paid order: Paid, totals with GST, dispatch promise, points and links', async () => {
    const { user, cookie } = await signedInUser()
    const order = await makeOrder({ userId: user.id })
    await prisma.loyaltyEntry.create({
      data: { userId: user.id, orderId: order.id, kind: 'EARN', points: 5 },
    })
    const { data, status, headers } = await callRoute(
      confirmationLoader,
      `/order-confirmation?order=${order.id}`,
      { headers: { Cookie: cookie } },
    )
    expect(status).toBe(200)
    expect(headers.get('Cache-Control')).toBe('private, no-store')
    expect(data.order).toMatchObject({
      number: order.number,
      payment: { state: 'paid' },
      totals: { totalPaise: 59_800, cgstPaise: 4561, sgstPaise: 4561, igstPaise: 0 },
      address: { line1: '12 MG Road', city: 'Bengaluru' },
      points: { earned: 5, pending: true },
      invoice: { url: `/account/orders/${order.id}/invoice.pdf` },
      urls: { detail: `/account/orders/${order.id}` },
    })
    // Paid Monday 23 November 2026 at 11:00 IST.
    expect(data.order.dispatch).toMatch(/^Expected to be dispatched by /)
    expect(data.order.items[0]!.imageUrl).toBe('/api/images/art-standard-visiting-cards')
    const meta = confirmationMeta({ data } as Parameters<typeof confirmationMeta>[0])
    expect(meta).not.toContainEqual(expect.objectContaining({ httpEquiv: 'refresh' }))
  })

  test('a payment still being confirmed refreshes itself every 5 seconds', async () => {
    const { user, cookie } = await signedInUser()
    const order = await makeOrder({ userId: user.id, status: 'PENDING_PAYMENT' })
    const { data } = await callRoute(confirmationLoader, `/order-confirmation?order=${order.id}`, {
      headers: { Cookie: cookie },
    })
    expect(data.order.payment.state).toBe('confirming')
    expect(data.order.invoice).toBeNull()
    const meta = confirmationMeta({ data } as Parameters<typeof confirmationMeta>[0])
    expect(meta).toContainEqual({ httpEquiv: 'refresh', content: '5' })
  })
})

describe('order detail and Order again', () => {
  test('the detail shows visible events, payment and GSTIN; staff-only notes stay hidden', async () => {
    const { user, cookie } = await signedInUser()
    const order = await makeOrder({
      userId: user.id,
      gstin: '29AAKCP5834M1ZO',
      events: [
        { status: 'PENDING_PAYMENT', note: 'Order placed', actor: 'customer' },
        {
          status: 'PENDING_PAYMENT',
          kind: 'payment',
          note: 'Payment failed: card declined',
          actor: 'razorpay',
        },
        { status: 'PAID', note: 'Payment received by card', actor: 'razorpay' },
        { status: 'PAID', kind: 'note', note: 'VIP customer', visibleToCustomer: false },
      ],
    })
    await prisma.payment.create({
      data: {
        orderId: order.id,
        providerOrderId: `order_${order.id}`,
        providerPaymentId: `pay_${order.id}`,
        status: 'CAPTURED',
        amountPaise: 59_800,
        capturedPaise: 59_800,
        method: 'card',
        capturedAt: new Date('2026-11-23T05:30:00Z'),
      },
    })
    const { data } = await callRoute(orderLoader, `/account/orders/${order.id}`, {
      params: { orderId: order.id },
      headers: { Cookie: cookie },
    })
    const notes = data.order.events.map((e) => e.note)
    expect(notes).toContain('Payment failed: card declined')
    expect(notes).not.toContain('VIP customer')
    expect(data.order.events.find((e) => e.kind === 'payment')?.title).toBe('Payment')
    expect(data.order.payment).toMatchObject({ method: 'card', amountPaise: 59_800 })
    expect(data.order.gstin).toBe('29AAKCP5834M1ZO')

    // Tracking shows the same visible timeline.
    const tracked = await callRoute(
      trackLoader,
      `/track-order?number=${order.number}&contact=9876543210`,
    )
    expect(tracked.data.order?.events.map((e) => e.note)).toEqual(notes)
  })

  test("after shipping and a refund: courier link, the method in the shopper's words, points net of the withdrawal", async () => {
    const { user, cookie } = await signedInUser()
    const order = await makeOrder({ userId: user.id })
    await prisma.order.update({
      where: { id: order.id },
      data: { status: 'SHIPPED', courier: 'Delhivery', trackingNumber: '1234567890123' },
    })
    await prisma.payment.create({
      data: {
        orderId: order.id,
        providerOrderId: `order_${order.id}`,
        providerPaymentId: `pay_${order.id}`,
        status: 'CAPTURED',
        amountPaise: 59_800,
        capturedPaise: 59_800,
        capturedAt: new Date(),
        method: 'upi',
      },
    })
    const earned = await earnForOrder(prisma, {
      orderId: order.id,
      userId: user.id,
      paidPaise: 59_800,
    })
    expect(earned).toBeGreaterThan(1)
    // A partial refund of a fifth of the money withdraws a fifth of the points.
    const { reversed } = await reverseForRefund(prisma, {
      orderId: order.id,
      refundId: 'rfnd_part',
      refundedPaise: 11_960,
      capturedPaise: 59_800,
      full: false,
      note: 'Partial refund',
    })
    expect(reversed).toBeGreaterThan(0)

    const { data } = await callRoute(orderLoader, `/account/orders/${order.id}`, {
      params: { orderId: order.id },
      headers: { Cookie: cookie },
    })
    expect(data.order.tracking).toEqual({
      courier: 'Delhivery',
      awb: '1234567890123',
      url: 'https://www.delhivery.com/track/package/1234567890123',
    })
    expect(data.order.payment.methodLabel).toBe('UPI')
    expect(data.order.points).toEqual({
      earned,
      withdrawn: reversed,
      net: earned - reversed,
      pending: true,
    })

    // Tracking shows the same link to anyone with the number and contact.
    const tracked = await callRoute(
      trackLoader,
      `/track-order?number=${order.number}&contact=9876543210`,
    )
    expect(tracked.data.order?.tracking?.url).toBe(
      'https://www.delhivery.com/track/package/1234567890123',
    )

    // A full refund withdraws the rest: nothing is left to show as earned.
    await reverseForRefund(prisma, {
      orderId: order.id,
      refundId: 'rfnd_rest',
      refundedPaise: 59_800,
      capturedPaise: 59_800,
      full: true,
      note: 'Refund',
    })
    const after = await callRoute(orderLoader, `/account/orders/${order.id}`, {
      params: { orderId: order.id },
      headers: { Cookie: cookie },
    })
    expect(after.data.order.points).toMatchObject({ earned, withdrawn: earned, net: 0 })
  })

  test('an unknown courier shows the tracking number without a link; couriers are matched however typed', async () => {
    const { user, cookie } = await signedInUser()
    const order = await makeOrder({ userId: user.id })
    await prisma.order.update({
      where: { id: order.id },
      data: { status: 'SHIPPED', courier: 'Local Runner', trackingNumber: 'LR-77' },
    })
    const { data } = await callRoute(orderLoader, `/account/orders/${order.id}`, {
      params: { orderId: order.id },
      headers: { Cookie: cookie },
    })
    expect(data.order.tracking).toEqual({ courier: 'Local Runner', awb: 'LR-77', url: null })
    await prisma.order.update({ where: { id: order.id }, data: { courier: 'BLUE DART' } })
    const blueDart = await callRoute(orderLoader, `/account/orders/${order.id}`, {
      params: { orderId: order.id },
      headers: { Cookie: cookie },
    })
    expect(blueDart.data.order.tracking?.url).toContain('bluedart.com')
    expect(blueDart.data.order.tracking?.url).toContain('trackNo=LR-77')
  })

  test('Order again puts the items and a copy of the design back; withdrawn products are skipped', async () => {
    const { user, cookie } = await signedInUser()
    const cards = await productLine('standard-visiting-cards', 3)
    const flyer = await productLine('thank-you-cards')
    const gone = await productLine('square-visiting-cards')
    const document = (await loadEditorState(null, flyer.product.id)).design.document
    const original = await prisma.design.create({
      data: {
        userId: user.id,
        productId: flyer.product.id,
        name: 'Edited since',
        document: { edited: true },
      },
    })
    const line = (
      p: Awaited<ReturnType<typeof productLine>>,
      extra: Partial<Prisma.OrderItemCreateWithoutOrderInput> = {},
    ) => ({
      product: { connect: { id: p.product.id } },
      productName: p.product.name,
      productSlug: p.product.slug,
      options: [],
      selection: p.addition.selection,
      tierQuantity: p.addition.tierQuantity,
      quantity: p.addition.packs,
      unitPricePaise: 10_000,
      totalPaise: 10_000 * p.addition.packs,
      ...extra,
    })
    const order = await makeOrder({
      userId: user.id,
      items: [
        line(cards),
        line(flyer, {
          design: { connect: { id: original.id } },
          designSnapshot: { name: 'Thank-you card', document },
        }),
        line(gone),
      ],
    })
    await prisma.product.update({ where: { id: gone.product.id }, data: { active: false } })

    const res = await callRoute(orderAction, `/account/orders/${order.id}`, {
      params: { orderId: order.id },
      form: { intent: 'order-again' },
      headers: { Cookie: cookie },
    })
    await prisma.product.update({ where: { id: gone.product.id }, data: { active: true } })
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('Location')!, 'http://localhost')
    expect(location.pathname).toBe('/cart')
    expect(location.searchParams.get('notice')).toBe('reordered')
    expect(location.searchParams.getAll('skipped')).toEqual([gone.product.name])

    const cartCookie = cookieFrom(res.headers)
    const cart = await callRoute(cartLoader, '/cart', {
      headers: { Cookie: `${cookie}; ${cartCookie}` },
    })
    const items = cart.data.cart.items
    expect(items.map((i) => [i.slug, i.quantity]).sort()).toEqual([
      ['standard-visiting-cards', 3],
      ['thank-you-cards', 1],
    ])
    const designed = items.find((i) => i.designId)!
    expect(designed.slug).toBe('thank-you-cards')
    const copy = await prisma.design.findUniqueOrThrow({ where: { id: designed.designId! } })
    expect(copy.id).not.toBe(original.id)
    expect(copy).toMatchObject({ userId: user.id, name: 'Thank-you card' })
    expect(copy.document).toEqual(JSON.parse(JSON.stringify(document)))
  })

  test('an order with nothing orderable says so and writes nothing', async () => {
    const { user, cookie } = await signedInUser()
    const gone = await productLine('square-visiting-cards')
    const order = await makeOrder({
      userId: user.id,
      items: [
        {
          product: { connect: { id: gone.product.id } },
          productName: gone.product.name,
          options: [],
          selection: { paper: 'no-such-paper' },
          tierQuantity: gone.addition.tierQuantity,
          quantity: 1,
          unitPricePaise: 10_000,
          totalPaise: 10_000,
        },
      ],
    })
    const res = await callRoute(orderAction, `/account/orders/${order.id}`, {
      params: { orderId: order.id },
      form: { intent: 'order-again' },
      headers: { Cookie: cookie },
    })
    expect(res.status).toBe(409)
    expect((res.data as { error: string }).error).toContain(gone.product.name)
    expect(await prisma.cart.count({ where: { userId: user.id } })).toBe(0)
  })

  test("Order again on another shopper's order is a 404", async () => {
    const owner = await signedInUser()
    const other = await signedInUser()
    const order = await makeOrder({ userId: owner.user.id })
    const res = await callRoute(orderAction, `/account/orders/${order.id}`, {
      params: { orderId: order.id },
      form: { intent: 'order-again' },
      headers: { Cookie: other.cookie },
    })
    expect(res.status).toBe(404)
  })
})

describe('proof and invoice downloads', () => {
  test('only the owner gets them, never cached; an unpaid order has no invoice', async () => {
    const owner = await signedInUser()
    const other = await signedInUser()
    const flyer = await productLine('thank-you-cards')
    const document = (await loadEditorState(null, flyer.product.id)).design.document
    const order = await makeOrder({
      userId: owner.user.id,
      items: [
        {
          product: { connect: { id: flyer.product.id } },
          productName: flyer.product.name,
          productSlug: flyer.product.slug,
          options: [],
          tierQuantity: flyer.addition.tierQuantity,
          quantity: 1,
          unitPricePaise: 10_000,
          totalPaise: 10_000,
          designSnapshot: { name: 'Card', document },
        },
      ],
    })
    const itemId = order.items[0]!.id
    const proofUrl = `/account/orders/${order.id}/items/${itemId}/proof.pdf`
    const params = { orderId: order.id, itemId }

    const proof = await callRoute(proofLoader, proofUrl, {
      params,
      headers: { Cookie: owner.cookie },
    })
    expect(proof.status).toBe(200)
    expect(proof.headers.get('Content-Type')).toBe('application/pdf')
    expect(proof.headers.get('Cache-Control')).toBe('private, no-store')
    const bytes = Buffer.from(await proof.response!.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')

    expect(
      (await callRoute(proofLoader, proofUrl, { params, headers: { Cookie: other.cookie } }))
        .status,
    ).toBe(404)
    expect((await callRoute(proofLoader, proofUrl, { params })).status).toBe(302)

    const invoiceUrl = `/account/orders/${order.id}/invoice.pdf`
    const invoice = await callRoute(invoiceLoader, invoiceUrl, {
      params: { orderId: order.id },
      headers: { Cookie: owner.cookie },
    })
    expect(invoice.status).toBe(200)
    expect(invoice.headers.get('Cache-Control')).toBe('private, no-store')
    expect(
      (
        await callRoute(invoiceLoader, invoiceUrl, {
          params: { orderId: order.id },
          headers: { Cookie: other.cookie },
        })
      ).status,
    ).toBe(404)

    const unpaid = await makeOrder({ userId: owner.user.id, status: 'PENDING_PAYMENT' })
    const none = await callRoute(invoiceLoader, `/account/orders/${unpaid.id}/invoice.pdf`, {
      params: { orderId: unpaid.id },
      headers: { Cookie: owner.cookie },
    })
    expect(none.status).toBe(404)
  })
})

describe('GET /api/orders/{id}', () => {
  test('the owner gets the whole order by id or number, with a cookie or a bearer token', async () => {
    const { user, cookie, token } = await signedInUser()
    const order = await makeOrder({ userId: user.id })
    const byId = await callRoute(apiOrderLoader, `/api/orders/${order.id}`, {
      params: { id: order.id },
      headers: { Cookie: cookie },
    })
    expect(byId.status).toBe(200)
    const body = await json(byId)
    expect(body).toMatchObject({
      success: true,
      order: {
        id: order.id,
        number: order.number,
        status: 'PAID',
        statusLabel: 'Paid',
        totals: { totalPaise: 59_800 },
        address: { line1: '12 MG Road' },
        payment: { state: 'paid' },
        invoiceUrl: `/account/orders/${order.id}/invoice.pdf`,
      },
    })
    expect(body.order.timeline).toHaveLength(2)
    const byNumber = await callRoute(apiOrderLoader, `/api/orders/${order.number}`, {
      params: { id: order.number.toLowerCase() },
      headers: { Authorization: `Bearer ${token}` },
    })
    expect((await json(byNumber)).order.id).toBe(order.id)
  })

  test('a guest with the matching email or phone gets tracking only; anyone else a 404', async () => {
    const owner = await signedInUser()
    const other = await signedInUser()
    const order = await makeOrder({ userId: owner.user.id })
    const guest = await callRoute(
      apiOrderLoader,
      `/api/orders/${order.number}?email=asha.rao%40example.com`,
      { params: { id: order.number } },
    )
    expect(guest.status).toBe(200)
    const body = await json(guest)
    expect(body.order).toMatchObject({
      number: order.number,
      statusLabel: 'Paid',
      destination: { city: 'Bengaluru', state: 'Karnataka' },
    })
    expect(body.order.timeline).toHaveLength(2)
    expect(JSON.stringify(body)).not.toMatch(/MG Road|9876543210|asha\.rao|560001/i)

    const byPhone = await callRoute(apiOrderLoader, `/api/orders/${order.id}?phone=9876543210`, {
      params: { id: order.id },
    })
    expect(byPhone.status).toBe(200)

    for (const [url, headers] of [
      [`/api/orders/${order.id}`, { Cookie: other.cookie }],
      [`/api/orders/${order.id}`, {}],
      [`/api/orders/${order.id}?email=someone%40example.com`, {}],
      [`/api/orders/PS-000000?phone=9876543210`, {}],
    ] as const) {
      const res = await callRoute(apiOrderLoader, url, {
        params: { id: url.split('/')[3]!.split('?')[0]! },
        headers,
      })
      expect(res.status).toBe(404)
      expect(await json(res)).toEqual({ success: false, message: 'Order not found' })
    }
  })
})

describe('the order confirmation email and SMS', () => {
  test('one email with items, totals, GST, address, dispatch, points and links; one SMS', async () => {
    const { user } = await signedInUser()
    const order = await makeOrder({ userId: user.id })
    await prisma.loyaltyEntry.create({
      data: { userId: user.id, orderId: order.id, kind: 'EARN', points: 5 },
    })
    await prisma.$transaction((tx) => queueOrderConfirmation(tx, order.id))
    const emails = await prisma.outboxMessage.findMany({
      where: { to: 'Asha.Rao@example.com', channel: 'EMAIL', text: { contains: order.number } },
    })
    expect(emails).toHaveLength(1)
    const email = emails[0]!
    const appUrl = getEnv().APP_URL.replace(/\/$/, '')
    expect(email.subject).toBe(`Order ${order.number} confirmed: thank you`)
    for (const part of [
      'Hi Asha,',
      'Standard Visiting Cards',
      'Total paid: ₹598',
      'CGST ₹45.61 + SGST ₹45.61',
      '12 MG Road, Flat 4B',
      'Bengaluru, Karnataka 560001',
      'Expected to be dispatched by',
      'You earned 5 loyalty points, usable once your order is delivered.',
      `${appUrl}/account/orders/${order.id}`,
      `${appUrl}/account/orders/${order.id}/invoice.pdf`,
    ]) {
      expect(email.text).toContain(part)
    }
    expect(email.html).toContain(`href="${appUrl}/account/orders/${order.id}"`)

    const sms = await prisma.outboxMessage.findMany({
      where: { to: '9876543210', channel: 'SMS', text: { contains: order.number } },
    })
    expect(sms).toHaveLength(1)
    expect(sms[0]!.text).toContain('Rs 598')
    expect(sms[0]!.text).toContain(`${appUrl}/track-order?number=${order.number}`)
  })
})
