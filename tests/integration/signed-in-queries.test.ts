/**
 * Issue 26: the pages of a signed-in shopper at a fixed, small number of queries, counted as
 * `bench:server` counts them (every query sent through `pg`), so an extra read cannot come back
 * unnoticed. The session is read once per request, with the header's cart badge in the same
 * query; showing the checkout page writes nothing (the abandoned-checkouts list learns of a
 * checkout from "Proceed to checkout"). What the shopper sees is checked alongside.
 */
import { describe, expect, test } from 'vitest'
import { action as checkoutAction } from '#app/routes/checkout/route.tsx'
import { prisma } from '#app/server/platform/db.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import { appForFile } from '#tests/setup/app.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { countedPages } from '#tests/setup/query-counter.ts'
import { makeOrder } from '#tests/setup/people-fixtures.ts'
import { callRoute } from '#tests/setup/route.ts'
import { shopper } from '#tests/setup/shopper.ts'

setupTestDatabase()

/** A page as the browser gets it (after one visit warmed the caches) and the queries it cost. */
const page = countedPages(appForFile(), (queries) => ({
  sessionReads: queries.filter((text) => text.includes('"Session"')).length,
  writes: queries.filter((text) => /^\s*(BEGIN|INSERT|UPDATE|DELETE)/i.test(text)).length,
}))

describe('a signed-in page costs one query more than an anonymous one', () => {
  test('home and shop: the session, the badge and the account menu in one query', async () => {
    const s = await shopper({ artwork: 'later', packs: '2', firstName: 'Kavya' })
    for (const path of ['/', '/shop']) {
      const anonymous = await page(path)
      const signedIn = await page(path, s.cookie)
      expect(anonymous.queries).toBe(0)
      expect(signedIn.queries).toBe(1)
      expect(signedIn.html).toContain('Cart, 2 items')
      expect(signedIn.html).toContain(s.user.email)
      expect(anonymous.html).not.toContain(s.user.email)
    }
  })
})

describe('/checkout', () => {
  test('four queries, the session read once, and no write', async () => {
    const s = await shopper({ artwork: 'later', packs: '2' })
    const checkouts = await prisma.checkout.count({ where: { userId: s.user.id } })
    const checkout = await page('/checkout', s.cookie)
    expect(checkout.status).toBe(200)
    // Session and badge; the cart with its prices, GST rates and points; addresses; points.
    expect(checkout.queries).toBe(4)
    expect(checkout.sessionReads).toBe(1)
    expect(checkout.writes).toBe(0)
    expect(await prisma.checkout.count({ where: { userId: s.user.id } })).toBe(checkouts)
    // What the shopper sees: their line, its price, their contact, their address, the badge.
    const line = await prisma.cartItem.findFirstOrThrow({
      where: { cart: { userId: s.user.id } },
      include: { product: true },
    })
    expect(checkout.html).toContain(line.product.name)
    expect(checkout.html).toContain(s.user.email)
    expect(checkout.html).toContain('12 MG Road')
    expect(checkout.html).toContain('Cart, 2 items')
  })

  test('"Proceed to checkout" records the checkout; showing the page again does not', async () => {
    const s = await shopper({ artwork: 'later' })
    const begun = await callRoute(checkoutAction, '/checkout', {
      form: { intent: 'begin' },
      headers: { Cookie: s.cookie },
    })
    expect(begun.status).toBe(303)
    expect(begun.headers.get('Location')).toBe('/checkout')
    const row = await prisma.checkout.findFirstOrThrow({
      where: { userId: s.user.id, status: 'STARTED' },
    })
    expect(row).toMatchObject({ stage: 'address', email: s.user.email })
    expect(row.totalPaise).toBeGreaterThan(0)
    await page('/checkout', s.cookie)
    const after = await prisma.checkout.findUniqueOrThrow({ where: { id: row.id } })
    expect(after.updatedAt).toEqual(row.updatedAt)
  })

  test('signed out, "Proceed to checkout" leads to the gate and records nothing', async () => {
    const s = await shopper({ artwork: 'later' })
    const begun = await callRoute(checkoutAction, '/checkout', {
      form: { intent: 'begin' },
      headers: { Cookie: s.cartCookie },
    })
    expect(begun.status).toBe(303)
    expect(begun.headers.get('Location')).toBe('/checkout')
    expect(await prisma.checkout.count({ where: { cartId: { not: null }, userId: null } })).toBe(0)
  })
})

describe('a discount code on the cart (issue 24: a code may cost at most 10 % more)', () => {
  test('the cart and the checkout read the code from the catalog cache: no query more, the discount shown', async () => {
    const code = `Q${Date.now().toString(36).toUpperCase()}`
    await prisma.promotion.create({ data: { name: 'Ten off', code, kind: 'PERCENT', value: 1000 } })
    const plain = await shopper({ artwork: 'later', packs: '2' })
    const coded = await shopper({ artwork: 'later', packs: '2' })
    await prisma.cart.updateMany({ where: { userId: coded.user.id }, data: { promoCodes: [code] } })
    for (const path of ['/cart', '/checkout']) {
      const without = await page(path, plain.cookie)
      const withCode = await page(path, coded.cookie)
      expect(withCode.status).toBe(200)
      expect(withCode.html).toContain(`Code ${code} (Ten off)`)
      expect(without.html).not.toContain('Ten off')
      expect(withCode.queries).toBe(without.queries)
    }
  })
})

describe('/account/orders', () => {
  test('three queries: the session with the badge, the orders, the designs', async () => {
    const s = await shopper({ artwork: 'later' })
    const order = await makeOrder({ userId: s.user.id, totalPaise: 45_600 })
    const orders = await page('/account/orders', s.cookie)
    expect(orders.status).toBe(200)
    expect(orders.queries).toBe(3)
    expect(orders.sessionReads).toBe(1)
    expect(orders.writes).toBe(0)
    expect(orders.html).toContain(order.number)
    expect(orders.html).toContain(formatPaise(45_600))
    expect(orders.html).toContain('Standard Visiting Cards')
  })
})
