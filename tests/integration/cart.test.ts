import { describe, expect, test } from 'vitest'
import { loader as rootLoader } from '#app/root.tsx'
import { loader as cartApiLoader } from '#app/routes/api.cart.ts'
import { action as addApiAction } from '#app/routes/api.cart.item.ts'
import { action as itemApiAction } from '#app/routes/api.cart.item.$id.ts'
import { loader as imageLoader } from '#app/routes/api.images.$id.ts'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart/route.tsx'
import { prisma } from '#app/server/platform/db.server.ts'
import fs from 'node:fs'
import sharp from 'sharp'
import os from 'node:os'
import path from 'node:path'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute, cookieFrom } from '#tests/setup/route.ts'

setupTestDatabase()

process.env.UPLOADS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'cart-uploads-'))
resetEnvCache()

async function product(slug: string) {
  return prisma.product.findUniqueOrThrow({
    where: { slug },
    include: {
      quantityTiers: { orderBy: { quantity: 'asc' } },
      options: {
        include: { values: { orderBy: { position: 'asc' } } },
        orderBy: { position: 'asc' },
      },
    },
  })
}

/** Adds through the cart page's form post, as a browser without JavaScript does. */
async function addToCart(slug: string, fields: Record<string, string> = {}, cookie = '') {
  const p = await product(slug)
  const result = await callRoute(cartAction, `/cart?productId=${p.id}`, {
    // "Send my file later" unless the test says otherwise: the artwork rule (decision 033).
    form: {
      intent: 'add',
      qty: String(p.quantityTiers[0]!.quantity),
      artworkLater: 'on',
      ...fields,
    },
    headers: cookie ? { Cookie: cookie } : {},
  })
  return { result, cookie: cookieFrom(result.headers) || cookie, product: p }
}

const cartOf = async (cookie: string) =>
  (await callRoute(cartLoader, '/cart', { headers: { Cookie: cookie } })).data.cart

describe('cart page forms', () => {
  test('adding a product creates a cart remembered by a signed cookie and prices it on the server', async () => {
    const {
      result,
      cookie,
      product: mug,
    } = await addToCart('custom-mugs', { packs: '2', price: '1' })
    expect(result.status).toBe(303)
    expect(result.headers.get('Location')).toBe('/cart')
    expect(result.headers.get('Set-Cookie')).toMatch(
      /^ps_cart=.+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/,
    )

    const cart = await cartOf(cookie)
    expect(cart.items).toHaveLength(1)
    const line = cart.items[0]!
    expect(line.quantity).toBe(2)
    expect(line.pricePerUnitPaise).toBe(mug.quantityTiers[0]!.pricePaise)
    expect(cart.subtotalPaise).toBe(2 * mug.quantityTiers[0]!.pricePaise)
    expect(cart.grandTotalPaise).toBe(
      cart.subtotalPaise + cart.shippingFeePaise - cart.discountPaise,
    )
    expect(line.imageUrl).toBe('/api/images/art-custom-mugs')

    const root = await callRoute(rootLoader, '/', { headers: { Cookie: cookie } })
    expect(root.data.cartCount).toBe(2)
  })

  test('the same product and options again adds to the line; other options make a new line', async () => {
    const first = await addToCart('standard-visiting-cards')
    await addToCart('standard-visiting-cards', {}, first.cookie)
    const option = first.product.options[0]!
    const other = option.values.find((v) => !v.isDefault)!
    await addToCart('standard-visiting-cards', { [option.key]: other.key }, first.cookie)
    const cart = await cartOf(first.cookie)
    expect(cart.items.map((i) => i.quantity)).toEqual([2, 1])
    expect(cart.items[1]!.pricePerUnitPaise).toBeGreaterThanOrEqual(
      cart.items[0]!.pricePerUnitPaise,
    )
  })

  test('a forged or foreign cookie gets no cart', async () => {
    const { cookie } = await addToCart('custom-mugs')
    const forged = cookie.replace(/ps_cart=[^.;]+/, 'ps_cart=someone-elses-cart-id')
    expect((await cartOf(forged)).items).toEqual([])
    expect((await cartOf('ps_cart=plainvalue')).items).toEqual([])
  })

  test('invalid options or quantities answer 400 with the spec message and add nothing', async () => {
    const count = await prisma.cartItem.count()
    const bad = await addToCart('custom-mugs', { packs: '0' })
    expect(bad.result.status).toBe(400)
    expect(bad.result.data).toEqual({
      error: expect.stringMatching(/^Failed to add item to cart\. /),
    })
    const mug = await product('custom-mugs')
    const badOption = await addToCart('custom-mugs', { [mug.options[0]!.key]: 'gold-plated' })
    expect(badOption.result.status).toBe(400)
    const badTier = await addToCart('custom-mugs', { qty: '7777' })
    expect(badTier.result.status).toBe(400)
    const unknown = await callRoute(cartAction, '/cart?productId=nope', { form: { intent: 'add' } })
    expect(unknown.status).toBe(404)
    expect(await prisma.cartItem.count()).toBe(count)
  })

  test('quantity changes; zero or less removes; nonsense is refused', async () => {
    const { cookie } = await addToCart('custom-mugs')
    const [line] = (await cartOf(cookie)).items
    const post = (form: Record<string, string>) =>
      callRoute(cartAction, '/cart', { form, headers: { Cookie: cookie } })

    expect((await post({ intent: 'update', itemId: line!.id, quantity: '5' })).status).toBe(303)
    expect((await cartOf(cookie)).items[0]!.quantity).toBe(5)

    const nonsense = await post({ intent: 'update', itemId: line!.id, quantity: 'lots' })
    expect(nonsense.status).toBe(400)
    expect(nonsense.data).toEqual({
      error: 'Failed to update item quantity. Enter a whole number.',
    })

    expect((await post({ intent: 'update', itemId: line!.id, quantity: '-1' })).status).toBe(303)
    expect((await cartOf(cookie)).items).toEqual([])
  })

  test("one visitor cannot change or remove another visitor's items", async () => {
    const alice = await addToCart('custom-mugs')
    const bob = await addToCart('custom-caps')
    const aliceLine = (await cartOf(alice.cookie)).items[0]!
    const bobLine = (await cartOf(bob.cookie)).items[0]!

    const update = await callRoute(cartAction, '/cart', {
      form: { intent: 'update', itemId: aliceLine.id, quantity: '9' },
      headers: { Cookie: bob.cookie },
    })
    expect(update.status).toBe(404)
    expect(update.data).toEqual({
      error: 'Failed to update item quantity. That item is not in your cart.',
    })

    const remove = await callRoute(cartAction, '/cart', {
      form: { intent: 'remove', itemId: aliceLine.id },
      headers: { Cookie: bob.cookie },
    })
    expect(remove.data).toEqual({
      error: 'Failed to remove item from cart. That item is not in your cart.',
    })

    const bulk = await callRoute(cartAction, '/cart', {
      form: { intent: 'remove-selected', itemId: [bobLine.id, aliceLine.id] },
      headers: { Cookie: bob.cookie },
    })
    expect(bulk.status).toBe(404)
    expect(bulk.data).toEqual({ error: `Failed to remove item ${aliceLine.id} from cart.` })
    expect((await cartOf(bob.cookie)).items).toEqual([])
    expect((await cartOf(alice.cookie)).items[0]!.quantity).toBe(1)
  })

  test('shipping is free over Rs 250, otherwise Rs 49, and the page says how far away free shipping is', async () => {
    const cheap = await prisma.product.findFirstOrThrow({
      where: { quantityTiers: { some: { pricePaise: { lt: 25_000 } } } },
      include: { quantityTiers: { orderBy: { pricePaise: 'asc' }, take: 1 } },
    })
    const tier = cheap.quantityTiers[0]!
    const { cookie } = await addToCart(cheap.slug, { qty: String(tier.quantity) })
    const small = await cartOf(cookie)
    expect(small.shippingFeePaise).toBe(4_900)
    expect(small.amountToFreeShippingPaise).toBe(25_000 - small.subtotalPaise)
    expect(small.grandTotalPaise).toBe(small.subtotalPaise + 4_900)

    const line = small.items[0]!
    await callRoute(cartAction, '/cart', {
      form: {
        intent: 'update',
        itemId: line.id,
        quantity: String(Math.ceil(25_000 / line.pricePerUnitPaise)),
      },
      headers: { Cookie: cookie },
    })
    const big = await cartOf(cookie)
    expect(big.subtotalPaise).toBeGreaterThanOrEqual(25_000)
    expect(big.shippingFeePaise).toBe(0)
    expect(big.grandTotalPaise).toBe(big.subtotalPaise)
  })

  test('a design image uploaded with the product is stored and shown on the line', async () => {
    const mug = await product('custom-mugs')
    const form = new FormData()
    form.set('intent', 'add')
    // The fixture is under 300 DPI on a mug's wrap: the shopper confirms the warning (decision 032).
    form.set('proofChecked', 'on')
    form.set('qty', String(mug.quantityTiers[0]!.quantity))
    form.set(
      'design',
      // Sharp enough for the mug's wrap (the 1200 × 800 fixture is under 150 DPI there: refused).
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 4000, height: 1800, channels: 3, background: '#c33' } })
              .png()
              .toBuffer(),
          ),
        ],
        { type: 'image/png' },
      ),
      'design.png',
    )
    const result = await callRoute(cartAction, `/cart?productId=${mug.id}`, { form })
    expect(result.status).toBe(303)
    expect(result.headers.get('Location')).toBe('/cart')
    const line = (await cartOf(cookieFrom(result.headers))).items[0]!
    expect(line.hasUpload).toBe(true)
    expect(line.imageUrl).toMatch(/^\/api\/images\/[0-9a-f]{32}$/)
    const image = await callRoute(imageLoader, line.imageUrl, { params: { id: line.imageId } })
    expect(image.status).toBe(200)
    expect(image.headers.get('Content-Type')).toBe('image/png')
  })

  test('a file that is not an image is refused and nothing is added or stored', async () => {
    const [items, uploads] = [await prisma.cartItem.count(), await prisma.upload.count()]
    const mug = await product('custom-mugs')
    const form = new FormData()
    form.set('intent', 'add')
    form.set('design', new Blob(['not an image'], { type: 'image/png' }), 'design.png')
    const result = await callRoute(cartAction, `/cart?productId=${mug.id}`, { form })
    expect(result.status).toBe(415)
    expect(result.data).toEqual({
      error: expect.stringMatching(
        /^Failed to add item to cart\. That file is not an image we can print/,
      ),
    })
    expect([await prisma.cartItem.count(), await prisma.upload.count()]).toEqual([items, uploads])
  })

  test('lines without an upload show the product artwork through /api/images', async () => {
    const art = await callRoute(imageLoader, '/api/images/art-custom-mugs', {
      params: { id: 'art-custom-mugs' },
    })
    expect(art.status).toBe(302)
    expect(art.headers.get('Location')).toBe('/images/products/custom-mugs.svg')
  })
})

describe('cart JSON API (spec section 7)', () => {
  test('an empty cart has every money value at 0', async () => {
    const result = await callRoute(cartApiLoader, '/api/cart')
    expect(result.status).toBe(200)
    expect(await result.response!.json()).toMatchObject({
      success: true,
      items: [],
      subtotal: 0,
      shippingFee: 0,
      grandTotal: 0,
      discount: 0,
      freeShippingThreshold: 25_000,
    })
  })

  test('add, update and delete an item', async () => {
    // The artwork rule (decision 033): a printed product needs a file, a design or "send later".
    const refused = await callRoute(addApiAction, '/api/cart/item', {
      json: { slug: 'custom-mugs', quantity: 3, tierQuantity: 1 },
    })
    expect(refused.status).toBe(400)
    const reason = (await refused.response!.json()) as { success: boolean }
    expect(reason.success).toBe(false)
    expect(JSON.stringify(reason)).toContain('Add your artwork')
    const add = await callRoute(addApiAction, '/api/cart/item', {
      json: { slug: 'custom-mugs', quantity: 3, tierQuantity: 1, artworkLater: true },
    })
    expect(add.status).toBe(201)
    const added = (await add.response!.json()) as {
      success: boolean
      item: { id: string; quantity: number }
    }
    expect(added).toMatchObject({ success: true, item: { quantity: 3 } })
    const cookie = cookieFrom(add.headers)

    const cart = await callRoute(cartApiLoader, '/api/cart', { headers: { Cookie: cookie } })
    const body = (await cart.response!.json()) as {
      items: {
        pricePerUnit: number
        quantity: number
        cropped_image_id: string
        imageUrl: string
      }[]
      subtotal: number
      grandTotal: number
      shippingFee: number
    }
    expect(body.items[0]).toMatchObject({
      quantity: 3,
      cropped_image_id: 'art-custom-mugs',
      imageUrl: '/api/images/art-custom-mugs',
    })
    expect(body.subtotal).toBe(3 * body.items[0]!.pricePerUnit)
    expect(body.grandTotal).toBe(body.subtotal + body.shippingFee)

    const id = added.item.id
    const put = await callRoute(itemApiAction, `/api/cart/item/${id}`, {
      method: 'PUT',
      json: { quantity: 1 },
      params: { id },
      headers: { Cookie: cookie },
    })
    expect(put.status).toBe(200)
    const badPut = await callRoute(itemApiAction, `/api/cart/item/${id}`, {
      method: 'PUT',
      json: { quantity: 'one' },
      params: { id },
      headers: { Cookie: cookie },
    })
    expect(badPut.status).toBe(400)
    expect(await badPut.response!.json()).toMatchObject({
      success: false,
      message: 'Failed to update item quantity.',
    })

    const del = await callRoute(itemApiAction, `/api/cart/item/${id}`, {
      method: 'DELETE',
      params: { id },
      headers: { Cookie: cookie },
    })
    expect(del.status).toBe(200)
    const again = await callRoute(itemApiAction, `/api/cart/item/${id}`, {
      method: 'DELETE',
      params: { id },
      headers: { Cookie: cookie },
    })
    expect(again.status).toBe(404)
    expect(await again.response!.json()).toMatchObject({
      success: false,
      message: 'Failed to remove item from cart.',
    })
  })

  test('a malformed add answers 400 and creates nothing', async () => {
    const carts = await prisma.cart.count()
    const result = await callRoute(addApiAction, '/api/cart/item', { json: { quantity: -2 } })
    expect(result.status).toBe(400)
    expect(await result.response!.json()).toMatchObject({
      success: false,
      message: 'Failed to add item to cart.',
    })
    expect(await prisma.cart.count()).toBe(carts)
  })
})
