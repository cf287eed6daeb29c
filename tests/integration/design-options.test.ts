/**
 * What is ordered is what prints: the design follows the options that change it (the iPhone model,
 * a calendar's first month, printed sides), a design not made for the ordered options is refused,
 * preflight errors refuse the add with how to fix them, warnings need "I have checked my proof",
 * the check is recorded on the cart line and the order item, and a design edited after it was
 * added must be checked again before checkout.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, afterAll, afterEach, describe, expect, test } from 'vitest'
import { action as addApiAction } from '#app/routes/api.cart.item.ts'
import { action as designAction } from '#app/routes/api.designs.$designId.ts'
import { loader as proofLoader } from '#app/routes/api.designs.$designId.proof[.pdf].ts'
import { action as createAction } from '#app/routes/api.designs.ts'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart/route.tsx'
import { action as checkoutAction, loader as checkoutLoader } from '#app/routes/checkout/route.tsx'
import { loader as designerLoader } from '#app/routes/designer.$productId.tsx'
import { loader as productLoader } from '#app/routes/product.$slug.tsx'
import { changeOptions } from '#app/designer/design-options.ts'
import type { DesignDocument } from '#app/designer/document.ts'
import { loadEditorState, templateProductOf } from '#app/server/designs/designs.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { mockServer } from '#tests/mocks/index.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { shopper } from '#tests/setup/shopper.ts'
import { callRoute, cookieFrom } from '#tests/setup/route.ts'

setupTestDatabase()

process.env.UPLOADS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'design-options-'))
process.env.RAZORPAY_KEY_ID = 'rzp_test_designoptions01'
process.env.RAZORPAY_KEY_SECRET = 'design_options_key_secret'
process.env.RAZORPAY_WEBHOOK_SECRET = 'design_options_webhook_secret'
delete process.env.CLOUDINARY_URL
resetEnvCache()

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mockServer.resetHandlers())
afterAll(() => mockServer.close())

const productRow = (slug: string) =>
  prisma.product.findUniqueOrThrow({
    where: { slug },
    include: {
      quantityTiers: { orderBy: { quantity: 'asc' } },
      category: { select: { slug: true, name: true } },
      options: {
        orderBy: { position: 'asc' },
        include: { values: { orderBy: { position: 'asc' } } },
      },
    },
  })

async function json(res: { response?: Response }) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers checked by the assertions
  return (await res.response!.json()) as Record<string, any>
}

async function saveDesign(cookie: string, productId: string, document: unknown, designId?: string) {
  const res = designId
    ? await callRoute(designAction, `/api/designs/${designId}`, {
        method: 'PUT',
        params: { designId },
        json: { document },
        headers: { Cookie: cookie },
      })
    : await callRoute(createAction, '/api/designs', {
        json: { productId, document },
        headers: { Cookie: cookie },
      })
  const body = await json(res)
  expect(res.status, JSON.stringify(body)).toBeLessThan(300)
  return body.design.id as string
}

function boxes(pdf: Buffer, name: string) {
  return [...pdf.toString('latin1').matchAll(new RegExp(`/${name} \\[([^\\]]*)\\]`, 'g'))].map(
    (m) => m[1]!.trim().split(/\s+/).map(Number),
  )
}
const mm = (pt: number) => (pt * 25.4) / 72

describe('options reach the design', () => {
  test('iPhone 16 Pro Max: the designer opens at 78 x 163 mm, and a 72 x 148 mm design cannot be ordered for it', async () => {
    const { user, cookie } = await shopper({ packs: '0' })
    const phone = await productRow('iphone-glass-cover')
    // "Design online" on the product page carries the model chosen there.
    const page = await callRoute(
      productLoader,
      '/product/iphone-glass-cover?model=iphone-16-pro-max',
      {
        params: { slug: 'iphone-glass-cover' },
      },
    )
    expect(page.data.designerHref).toBe(`/designer/${phone.id}?model=iphone-16-pro-max`)

    // The designer opened from the product page with the Pro Max chosen.
    const opened = await callRoute(
      designerLoader,
      `/designer/${phone.id}?model=iphone-16-pro-max`,
      { params: { productId: phone.id }, headers: { Cookie: cookie } },
    )
    const doc = opened.data.design.document as DesignDocument
    expect([doc.trimWidthMm, doc.trimHeightMm]).toEqual([78, 163])
    expect(doc.options.model).toBe('iphone-16-pro-max')
    expect(doc.sides[0]!.zones).toMatchObject([{ kind: 'camera' }])
    expect(opened.data.selection.model).toBe('iphone-16-pro-max')

    // A design made at the default model (72 x 148 mm).
    const plain = (await loadEditorState(user.id, phone.id)).design.document
    const designId = await saveDesign(cookie, phone.id, plain)
    const add = (selection: Record<string, string>, id = designId) =>
      callRoute(addApiAction, '/api/cart/item', {
        json: { productId: phone.id, options: selection, designId: id, proofChecked: true },
        headers: { Cookie: cookie },
      })
    const refused = await add({ model: 'iphone-16-pro-max' })
    expect(refused.status).toBe(400)
    const answer = await json(refused)
    expect(answer.code).toBe('PREFLIGHT_ERRORS')
    expect(answer.errors.form[0]).toContain(
      'iPhone model: the design is iPhone 16, the order is iPhone 16 Pro Max',
    )
    expect(answer.issues).toMatchObject([{ code: 'options-mismatch', severity: 'error' }])
    expect(await prisma.cartItem.count({ where: { designId } })).toBe(0)

    // The same design moved to the Pro Max in the editor (its options change its page) is fine.
    const moved = changeOptions(plain, templateProductOf(phone), { model: 'iphone-16-pro-max' })
    expect([moved.trimWidthMm, moved.trimHeightMm]).toEqual([78, 163])
    await saveDesign(cookie, phone.id, moved, designId)
    const ok = await add({ model: 'iphone-16-pro-max' })
    expect(ok.status).toBe(201)
    const proof = await callRoute(proofLoader, `/api/designs/${designId}/proof.pdf`, {
      params: { designId },
      headers: { Cookie: cookie },
    })
    const pdf = Buffer.from(await proof.response!.arrayBuffer())
    const [x1, y1, x2, y2] = boxes(pdf, 'TrimBox')[0]!
    expect(mm(x2! - x1!)).toBeCloseTo(78, 1)
    expect(mm(y2! - y1!)).toBeCloseTo(163, 1)
  })

  test('a calendar starting in April has April to March pages; front-and-back cards get a back', async () => {
    const { user } = await shopper({ packs: '0' })
    const calendar = await productRow('calendars')
    const april = (
      await loadEditorState(user.id, calendar.id, { selection: { 'start-month': 'april' } })
    ).design.document
    expect(april.sides).toHaveLength(13)
    expect(april.sides[1]!.name).toMatch(/^April \d{4}$/)
    expect(april.sides[12]!.name).toMatch(/^March \d{4}$/)
    const title = april.sides[1]!.elements.find((e) => e.name === 'Month title')
    expect(title?.type === 'text' && title.text).toBe(april.sides[1]!.name)

    const cards = await productRow('standard-visiting-cards')
    const one = (await loadEditorState(user.id, cards.id)).design.document
    expect(one.sides.map((s) => s.name)).toEqual(['Front'])
    const two = changeOptions(one, templateProductOf(cards), { sides: 'front-back' })
    expect(two.sides.map((s) => s.name)).toEqual(['Front', 'Back'])
    expect(two.sides[1]!.elements.length).toBeGreaterThan(0)
    // The front is kept as it was.
    expect(two.sides[0]!.elements).toEqual(one.sides[0]!.elements)
  })
})

describe('the preflight decides', () => {
  test('an error refuses the add with the reason and the fix; nothing is written', async () => {
    const { user, cookie } = await shopper({ packs: '0' })
    const card = await productRow('standard-visiting-cards')
    const doc = structuredClone((await loadEditorState(user.id, card.id)).design.document)
    const text = doc.sides[0]!.elements.find((e) => e.type === 'text')!
    if (text.type === 'text') text.text = 'Supercalifragilisticexpialidocious-Enterprises'
    text.width = 10
    const designId = await saveDesign(cookie, card.id, doc)
    const res = await callRoute(cartAction, `/cart?productId=${card.id}`, {
      form: {
        intent: 'add',
        qty: String(card.quantityTiers[0]!.quantity),
        designId,
        proofChecked: 'on',
      },
      headers: { Cookie: cookie },
    })
    expect(res.status).toBe(400)
    expect(res.data.error).toContain('print problems to fix')
    expect(res.data.error).toContain('Make the box wider')
    expect(await prisma.cartItem.count({ where: { designId } })).toBe(0)
  })

  test('warnings need "I have checked my proof"; the choice is kept on the line and the order item', async () => {
    const { user, cookie } = await shopper({ packs: '0' })
    const mug = await productRow('custom-mugs')
    // The template's photo frame is empty: a warning.
    const doc = (await loadEditorState(user.id, mug.id)).design.document
    const designId = await saveDesign(cookie, mug.id, doc)
    const add = (proofChecked: boolean) =>
      callRoute(addApiAction, '/api/cart/item', {
        json: { productId: mug.id, designId, proofChecked },
        headers: { Cookie: cookie },
      })
    const unchecked = await add(false)
    expect(unchecked.status).toBe(400)
    const refusal = await json(unchecked)
    expect(refusal.code).toBe('PROOF_CHECK_NEEDED')
    expect(refusal.issues).toMatchObject([{ code: 'empty-frame', severity: 'warning' }])

    const checked = await add(true)
    expect(checked.status).toBe(201)
    const item = (await json(checked)).item
    expect(item.proofCheckedAt).toEqual(expect.any(String))
    const cartCookie = `${cookie}; ${cookieFrom(checked.response!.headers)}`

    // Checkout carries the choice onto the order item.
    const page = await callRoute(checkoutLoader, '/checkout', { headers: { Cookie: cartCookie } })
    const view = page.data as {
      quote: { linesHash: string }
      seen: string
      contact: { email: string }
      chosenAddressId: string
    }
    const placed = await callRoute(checkoutAction, '/checkout', {
      form: {
        intent: 'place',
        email: view.contact.email,
        phone: '9876543210',
        addressId: view.chosenAddressId,
        points: '0',
        checkoutKey: view.quote.linesHash,
        seen: view.seen,
      },
      headers: { Cookie: cartCookie },
    })
    expect(placed.status).toBe(303)
    const orderItem = await prisma.orderItem.findFirstOrThrow({ where: { designId } })
    expect(orderItem.proofCheckedAt?.toISOString()).toBe(item.proofCheckedAt)
    expect(orderItem.preflight).toMatchObject([{ code: 'empty-frame' }])
  })

  test('a design edited after it was added is checked again before checkout', async () => {
    const { user, cookie } = await shopper({ packs: '0' })
    const card = await productRow('standard-visiting-cards')
    const doc = (await loadEditorState(user.id, card.id)).design.document
    const designId = await saveDesign(cookie, card.id, doc)
    const added = await callRoute(addApiAction, '/api/cart/item', {
      json: { productId: card.id, designId },
      headers: { Cookie: cookie },
    })
    expect(added.status).toBe(201)
    const cartCookie = `${cookie}; ${cookieFrom(added.response!.headers)}`

    // The shopper moves the name off the card in the designer afterwards.
    const edited = structuredClone(doc)
    edited.sides[0]!.elements.find((e) => e.type === 'text')!.x = -20
    await new Promise((r) => setTimeout(r, 5))
    await saveDesign(cookie, card.id, edited, designId)
    const cart = await callRoute(cartLoader, '/cart', { headers: { Cookie: cartCookie } })
    const line = cart.data.cart.items[0]!
    expect(line.designChanged).toBe(true)
    const page = await callRoute(checkoutLoader, '/checkout', { headers: { Cookie: cartCookie } })
    const quote = (page.data as { quote: { lines: { problemText: string | null }[] } }).quote
    expect(quote.lines[0]!.problemText).toContain('check it again in your cart')

    // Checking it again: the name past the trim is an error, so the line stays blocked.
    const recheck = await callRoute(cartAction, '/cart', {
      form: { intent: 'recheck-design', itemId: line.id, proofChecked: 'on' },
      headers: { Cookie: cartCookie },
    })
    expect(recheck.status).toBe(400)
    expect(recheck.data.error).toContain('crosses the trim line')

    // Fixed in the designer and checked again: the line is ready.
    await saveDesign(cookie, card.id, doc, designId)
    const again = await callRoute(cartAction, '/cart', {
      form: { intent: 'recheck-design', itemId: line.id },
      headers: { Cookie: cartCookie },
    })
    expect(again.status).toBe(303)
    const after = await callRoute(cartLoader, '/cart', { headers: { Cookie: cartCookie } })
    expect(after.data.cart.items[0]!.designChanged).toBe(false)
  })
})
