/**
 * The cart page reads the visitor's cart once per request, in one query, and its header badge
 * counts from that same read (getRequestCart). These tests count the queries the whole app sends
 * through `pg` for a page, as `bench:server` does, so the extra reads cannot come back unnoticed,
 * and check that what the shopper sees (lines, prices, totals, the badge) is unchanged and their own.
 */
import { describe, expect, test } from 'vitest'
import { addToCart } from '#app/server/cart/add-to-cart.server.ts'
import { getCart } from '#app/server/cart/cart.server.ts'
import { serializeCartCookie } from '#app/server/http/cart-cookie.server.ts'
import { createSession } from '#app/server/http/session.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import { appForFile } from '#tests/setup/app.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { countedPages } from '#tests/setup/query-counter.ts'

setupTestDatabase()

/** A page as a browser gets it (after one visit warmed the caches) and the queries it cost. */
const page = countedPages(appForFile(), (queries) => ({
  cartQueries: queries.filter((text) => /"Cart(Item)?"/.test(text)).length,
}))

async function cartWith(slug: string, packs: number, cartId: string | null = null, userId = '') {
  const line = await addToCart({
    cartId,
    productSlug: slug,
    packs,
    options: {},
    artworkLater: true,
    currentUserId: async () => userId || null,
    ip: '127.0.0.1',
  })
  return { cartId: line.cartId, cookie: cookieOf(await serializeCartCookie(line.cartId)) }
}

const cookieOf = (setCookie: string) => setCookie.split(';')[0]!

describe('the cart page reads the cart once', () => {
  test('one item: one query for the page and its badge, and the page shows the cart as priced', async () => {
    const { cartId, cookie } = await cartWith('standard-visiting-cards', 1)
    const view = await getCart(cartId)
    const line = view.items[0]!

    const cart = await page('/cart', cookie)
    expect(cart.status).toBe(200)
    expect(cart.queries).toBe(1)
    expect(cart.html).toContain('Cart, 1 items')
    expect(cart.html).toContain(line.name)
    expect(cart.html).toContain(formatPaise(line.pricePerUnitPaise))
    expect(cart.html).toMatch(
      new RegExp(`data-testid="grand-total">${formatPaise(view.grandTotalPaise)}<`),
    )

    // Other pages keep the badge's own query, and a visitor without a cart costs nothing.
    expect((await page('/', cookie)).cartQueries).toBe(1)
    expect((await page('/cart')).queries).toBe(0)
  })

  test('an empty cart is one query too', async () => {
    const empty = await prisma.cart.create({ data: {}, select: { id: true } })
    const cart = await page('/cart', cookieOf(await serializeCartCookie(empty.id)))
    expect(cart.queries).toBe(1)
    expect(cart.html).toContain('Your cart is empty')
    expect(cart.html).not.toMatch(/Cart, \d+ items/)
  })

  test("a signed-in shopper's cart page reads the cart once", async () => {
    const user = await prisma.user.create({
      data: { email: 'once@example.com', firstName: 'Once', lastName: 'Rao' },
    })
    const session = await createSession(user.id)
    const { cookie } = await cartWith('standard-visiting-cards', 2, null, user.id)
    const cart = await page('/cart', `${cookieOf(session.setCookie)}; ${cookie}`)
    expect(cart.cartQueries).toBe(1)
    expect(cart.html).toContain('Cart, 2 items')
    expect(cart.html).toContain('once@example.com')
  })
})

describe('the badge counted from the page', () => {
  test('counts what the badge counts on other pages: lines no longer sold are left out', async () => {
    const { cartId, cookie } = await cartWith('standard-visiting-cards', 2)
    await cartWith('custom-mugs', 3, cartId)
    await prisma.product.update({ where: { slug: 'custom-mugs' }, data: { active: false } })

    const home = await page('/', cookie)
    const cart = await page('/cart', cookie)
    expect(home.html).toContain('Cart, 2 items')
    expect(cart.html).toContain('Cart, 2 items')
    expect(cart.html).toContain('No longer available: remove it to check out.')
    await prisma.product.update({ where: { slug: 'custom-mugs' }, data: { active: true } })
  })

  test("is each request's own: never another visitor's, never an earlier request's", async () => {
    const asha = await cartWith('standard-visiting-cards', 3)
    const vikram = await cartWith('custom-mugs', 1)
    const [forAsha, forVikram] = await Promise.all([
      page('/cart', asha.cookie),
      page('/cart', vikram.cookie),
    ])
    expect(forAsha.html).toContain('Cart, 3 items')
    expect(forAsha.html).toContain('aria-label="Select Standard Visiting Cards"')
    expect(forAsha.html).not.toContain('aria-label="Select Custom Photo Mugs"')
    expect(forVikram.html).toContain('Cart, 1 items')
    expect(forVikram.html).toContain('aria-label="Select Custom Photo Mugs"')
    expect(forVikram.html).not.toContain('aria-label="Select Standard Visiting Cards"')

    await cartWith('custom-mugs', 2, vikram.cartId)
    const again = await page('/cart', vikram.cookie)
    expect(again.html).toContain('Cart, 3 items')
    expect(again.queries).toBe(1)
  })
})
