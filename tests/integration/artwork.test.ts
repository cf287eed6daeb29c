/**
 * The artwork rule (decision 033): a printed product is never paid without artwork. It comes with
 * a design or a file, or the shopper chooses "send my file later": the order is paid and held as
 * Awaiting artwork (admin list and dashboard, one reminder, out of the print ZIP and production)
 * until the shopper uploads the file from My Account.
 */
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { loader as dashboardLoader } from '#app/routes/admin._index.tsx'
import { loader as listLoader } from '#app/routes/admin.orders._index/route.tsx'
import { action as zipAction } from '#app/routes/admin.orders.print-files[.zip].ts'
import { loader as orderPageLoader } from '#app/routes/account.orders.$orderId.tsx'
import {
  action as lateArtworkAction,
  loader as lateArtworkLoader,
} from '#app/routes/account.orders.$orderId_.items.$itemId.artwork.tsx'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart/route.tsx'
import { action as checkoutAction } from '#app/routes/checkout/route.tsx'
import { artworkRemindersJob, runQueuedJobs } from '#app/server/jobs.server.ts'
import { moveOrder } from '#app/server/orders/fulfilment.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { ADMIN_ORDER_MESSAGES } from '#app/utils/admin-order.ts'
import { ARTWORK_TEXT } from '#app/utils/artwork.ts'
import { artworkFile } from '#tests/setup/artwork.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { approveForPrint } from '#tests/setup/prepress.ts'
import { callRoute, cookieFrom } from '#tests/setup/route.ts'
import {
  adminCookie,
  openCheckout,
  payByCallback,
  placeOrder,
  sessionCookie,
  shopper,
  startPay,
  useRazorpayStandIn,
} from '#tests/setup/shopper.ts'

setupTestDatabase()
useRazorpayStandIn()

const HOUR = 60 * 60 * 1000

async function product(slug: string) {
  return prisma.product.findUniqueOrThrow({
    where: { slug },
    include: { quantityTiers: { orderBy: { quantity: 'asc' } } },
  })
}

async function add(slug: string, fields: Record<string, string> = {}, cookie = '') {
  const p = await product(slug)
  return callRoute(cartAction, `/cart?productId=${p.id}`, {
    form: { intent: 'add', qty: String(p.quantityTiers[0]!.quantity), ...fields },
    headers: cookie ? { Cookie: cookie } : {},
  })
}

/** A shopper who chose "send my file later" and paid. */
async function paidSendLaterOrder() {
  const s = await shopper({ slug: 'square-visiting-cards', artwork: 'later' })
  const orderId = await placeOrder(s.cookie)
  await payByCallback(orderId, await startPay(s.cookie, orderId))
  const order = await prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { items: true },
  })
  expect(order.status).toBe('PAID')
  return { ...s, order, item: order.items[0]! }
}

async function uploadLate(
  cookie: string,
  orderId: string,
  itemId: string,
  file?: File,
  { proofChecked = false } = {},
) {
  const form = new FormData()
  if (file) form.append('design', file)
  if (proofChecked) form.append('proofChecked', 'on')
  return callRoute(lateArtworkAction, `/account/orders/${orderId}/items/${itemId}/artwork`, {
    form,
    params: { orderId, itemId },
    headers: { Cookie: cookie },
  })
}

describe('adding to the cart', () => {
  test('a printed product without artwork is refused with the reason, and nothing is stored', async () => {
    const before = await prisma.cartItem.count()
    const refused = await add('square-visiting-cards')
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.data)).toContain(ARTWORK_TEXT.missing)
    expect(await prisma.cartItem.count()).toBe(before)
  })

  test('with "send my file later" it is added, and the cart says the file comes after paying', async () => {
    const added = await add('square-visiting-cards', { artworkLater: 'on' })
    expect(added.status).toBe(303)
    const cookie = cookieFrom(added.headers)
    const cart = await callRoute(cartLoader, '/cart', { headers: { Cookie: cookie } })
    const line = cart.data.cart.items[0]!
    expect(line).toMatchObject({ artworkLater: true, missingArtwork: false })
  })

  test('the design service needs no artwork: its quote flow is unchanged', async () => {
    const added = await add('pdf-print-service')
    expect(added.status).toBe(303)
  })
})

describe('checkout', () => {
  test('refuses a line added before the rule, links to the cart to fix it, then accepts it', async () => {
    const s = await shopper()
    // A line from before the artwork rule: no file, no design, no "send later".
    await prisma.cartItem.updateMany({
      where: { cart: { userId: s.user.id } },
      data: { uploadId: null },
    })
    const page = await openCheckout(s.cookie)
    expect(page.quote.hasProblems).toBe(true)
    const line = page.quote.lines[0]!
    expect(line.problemText).toBe(ARTWORK_TEXT.missingAtCheckout(s.product.name))
    expect(line.fixUrl).toBe(`/cart#line-${line.id}`)

    const refused = await callRoute(checkoutAction, '/checkout', {
      form: {
        intent: 'place',
        email: page.contact.email,
        phone: page.contact.phone || '9876543210',
        addressId: page.chosenAddressId ?? '',
        points: '0',
        checkoutKey: page.quote.linesHash,
        seen: page.seen,
      },
      headers: { Cookie: s.cookie },
    })
    expect(refused.status).toBe(409)
    expect(await prisma.order.count({ where: { userId: s.user.id } })).toBe(0)

    const fixed = await callRoute(cartAction, '/cart', {
      form: { intent: 'artwork-later', itemId: line.id },
      headers: { Cookie: s.cookie },
    })
    expect(fixed.status).toBe(303)
    expect((await openCheckout(s.cookie)).quote.hasProblems).toBe(false)
  })
})

describe('a paid order awaiting artwork', () => {
  test('is on the admin list and dashboard, reminded once, left out of the print ZIP and production', async () => {
    const { order, cookie } = await paidSendLaterOrder()
    const admin = await adminCookie()
    const headers = { Cookie: admin }

    // The shopper sees it and where to upload.
    const own = await callRoute(orderPageLoader, `/account/orders/${order.id}`, {
      params: { orderId: order.id },
      headers: { Cookie: cookie },
    })
    expect(own.data.order.items[0]!.awaitingArtwork).toBe(true)

    const list = await callRoute(listLoader, '/admin/orders?flag=awaiting-artwork', { headers })
    expect(list.status).toBe(200)
    expect(JSON.stringify(list.data)).toContain(order.number)
    const dash = await callRoute(dashboardLoader, '/admin', { headers })
    const attention = dash.data.dashboard.attention.find(
      (a: { key: string }) => a.key === 'awaiting-artwork',
    )
    expect(attention).toMatchObject({ count: 1, href: '/admin/orders?flag=awaiting-artwork' })
    // Not "late for production": it cannot go yet.
    const late = await callRoute(listLoader, '/admin/orders?flag=production-overdue', { headers })
    expect(JSON.stringify(late.data)).not.toContain(order.number)

    // One reminder (email and SMS) a day after payment, however often the job runs.
    // Not yet: paid a moment ago.
    await artworkRemindersJob.send({})
    await runQueuedJobs([artworkRemindersJob.name])
    expect(
      await prisma.outboxMessage.count({
        where: { to: order.email, subject: { contains: 'waiting for your file' } },
      }),
    ).toBe(0)
    await prisma.order.update({
      where: { id: order.id },
      data: { paidAt: new Date(Date.now() - 25 * HOUR) },
    })
    for (let i = 0; i < 2; i++) {
      await artworkRemindersJob.send({}, { singletonKey: `test-${i}` })
      await runQueuedJobs([artworkRemindersJob.name])
    }
    const reminders = await prisma.outboxMessage.findMany({
      where: {
        OR: [{ to: order.email }, { to: order.phone }],
        createdAt: { gte: order.createdAt },
      },
      select: { channel: true, subject: true, text: true },
    })
    const emails = reminders.filter((m) => m.subject?.includes('waiting for your file'))
    expect(emails).toHaveLength(1)
    expect(emails[0]!.text).toContain(`/account/orders/${order.id}`)
    expect(
      reminders.filter((m) => m.channel === 'SMS' && m.text.includes('waiting for your file')),
    ).toHaveLength(1)

    const zip = await callRoute(zipAction, '/admin/orders/print-files.zip', {
      form: { intent: 'print-files', orderId: [order.id] },
      headers,
    })
    expect(zip.status).toBe(200)
    const files = unzipSync(new Uint8Array(await zip.response!.arrayBuffer()))
    expect(Object.keys(files)).toEqual(['README.txt'])
    expect(new TextDecoder().decode(files['README.txt'])).toContain(
      `${order.number}: awaiting artwork`,
    )

    await expect(
      moveOrder({ orderId: order.id, from: 'PAID', to: 'IN_PRODUCTION', actor: 'staff@test' }),
    ).rejects.toMatchObject({ status: 409, message: ADMIN_ORDER_MESSAGES.awaitingArtwork })
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('PAID')
  })

  test('the shopper uploads the file from My Account (a plain form post) and the order continues', async () => {
    const { order, item, cookie } = await paidSendLaterOrder()
    const page = await callRoute(
      lateArtworkLoader,
      `/account/orders/${order.id}/items/${item.id}/artwork`,
      { params: { orderId: order.id, itemId: item.id }, headers: { Cookie: cookie } },
    )
    expect(page.status).toBe(200)
    expect(page.data.item.waiting).toBe(true)

    // No file chosen: a clear 400, nothing changes.
    const empty = await uploadLate(cookie, order.id, item.id)
    expect(empty.status).toBe(400)
    expect(empty.data).toEqual({ error: 'Choose the file to upload.' })

    // The file is preflighted like one sent with the order: a 5:3 image on a square card is
    // cropped, a warning the shopper must confirm ("I have checked my proof"); nothing changes.
    const tiny = await sharp({
      create: { width: 120, height: 120, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer()
    const blurry = await uploadLate(
      cookie,
      order.id,
      item.id,
      new File([new Uint8Array(tiny)], 'tiny.png', { type: 'image/png' }),
      { proofChecked: true },
    )
    expect(blurry.status).toBe(400)
    expect(blurry.data.error).toContain('print problems to fix')
    const unconfirmed = await uploadLate(cookie, order.id, item.id, await artworkFile())
    expect(unconfirmed.status).toBe(400)
    expect(unconfirmed.data.error).toContain('I have checked my proof')
    expect(unconfirmed.data.error).toMatch(/Warning: /)
    expect(
      (await prisma.orderItem.findUniqueOrThrow({ where: { id: item.id } })).awaitingArtwork,
    ).toBe(true)

    const sent = await uploadLate(cookie, order.id, item.id, await artworkFile(), {
      proofChecked: true,
    })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('Location')).toBe(`/account/orders/${order.id}?artwork=received`)
    const after = await prisma.orderItem.findUniqueOrThrow({ where: { id: item.id } })
    expect(after.awaitingArtwork).toBe(false)
    expect(after.uploadId).toBeTruthy()
    const events = await prisma.orderEvent.findMany({
      where: { orderId: order.id, kind: 'artwork' },
    })
    expect(events.map((e) => e.note)).toEqual([
      expect.stringContaining('All artwork is in: ready for production'),
    ])

    const list = await callRoute(listLoader, '/admin/orders?flag=awaiting-artwork', {
      headers: { Cookie: await adminCookie() },
    })
    expect(JSON.stringify(list.data)).not.toContain(order.number)
    // A second upload is refused: the file is in.
    expect((await uploadLate(cookie, order.id, item.id, await artworkFile())).status).toBe(409)

    await approveForPrint(order.id)
    await moveOrder({ orderId: order.id, from: 'PAID', to: 'IN_PRODUCTION', actor: 'staff@test' })
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
      'IN_PRODUCTION',
    )
  })

  test('another shopper cannot see or upload to it (404), and nothing changes', async () => {
    const { order, item } = await paidSendLaterOrder()
    const stranger = await prisma.user.create({
      data: { email: `stranger-${Date.now()}@example.com`, firstName: 'Ravi' },
    })
    const cookie = await sessionCookie(stranger.id)
    const page = await callRoute(
      lateArtworkLoader,
      `/account/orders/${order.id}/items/${item.id}/artwork`,
      { params: { orderId: order.id, itemId: item.id }, headers: { Cookie: cookie } },
    ).catch((response: Response) => ({ status: response.status }))
    expect(page.status).toBe(404)
    const post = await uploadLate(cookie, order.id, item.id, await artworkFile())
    expect(post.status).toBe(404)
    const after = await prisma.orderItem.findUniqueOrThrow({ where: { id: item.id } })
    expect(after).toMatchObject({ awaitingArtwork: true, uploadId: null })
  })
})
