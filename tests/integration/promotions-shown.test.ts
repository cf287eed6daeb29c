/**
 * Automatic promotions where the shopper chooses (decision 056): "10% off 500+ visiting cards" on
 * the product page beside the price, for the quantity chosen, from the catalog cache (no query
 * more per page); and in the cart, applied as a discount line or, short of it, what it asks.
 */
import { afterEach, describe, expect, test } from 'vitest'
import { loader as cartLoader } from '#app/routes/cart/route.tsx'
import { loader as productLoader } from '#app/routes/product.$slug.tsx'
import type { CartView } from '#app/server/cart/cart.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { countQueries } from '#tests/setup/query-counter.ts'
import { callRoute } from '#tests/setup/route.ts'
import { shopper, useRazorpayStandIn } from '#tests/setup/shopper.ts'

setupTestDatabase()
useRazorpayStandIn()
afterEach(async () => {
  await prisma.promotion.deleteMany({ where: { code: null } })
})

/** Every query text sent through `pg` (the job queue's polling left out). */
const sent = countQueries()

type Offer = { name: string; note: string; savingPaise: number }

/** The product page's offers and the queries the page cost once its caches are warm. */
async function productPage(qs: string) {
  const url = `/product/standard-visiting-cards${qs}`
  const call = () => callRoute(productLoader, url, { params: { slug: 'standard-visiting-cards' } })
  await call()
  sent.length = 0
  const page = await call()
  const queries = sent.filter((t) => !t.includes('"CatalogVersion"')).length
  return { offers: (page.data as { offers: Offer[] }).offers, queries }
}

async function cards() {
  return prisma.product.findUniqueOrThrow({
    where: { slug: 'standard-visiting-cards' },
    select: { id: true, categoryId: true },
  })
}

const bulkCards = async () =>
  prisma.promotion.create({
    data: {
      name: '10% off 500+ visiting cards',
      kind: 'PERCENT',
      value: 1000,
      minQuantity: 500,
      scope: 'PRODUCTS',
      productIds: [(await cards()).id],
    },
  })

describe('the product page announces automatic promotions', () => {
  test('beside the price, for the quantity chosen, with no query more', async () => {
    const before = await productPage('?qty=200')
    expect(before.offers).toEqual([])

    const promo = await bulkCards()
    // Another product's promotion is not announced here.
    const mugs = await prisma.product.findUniqueOrThrow({ where: { slug: 'custom-mugs' } })
    await prisma.promotion.create({
      data: {
        name: 'Mugs ₹50 off',
        kind: 'FIXED',
        value: 5_000,
        scope: 'PRODUCTS',
        productIds: [mugs.id],
      },
    })

    const short = await productPage('?qty=200')
    expect(short.offers).toEqual([
      {
        id: promo.id,
        name: '10% off 500+ visiting cards',
        note: 'Choose 500 or more cards to get it',
        savingPaise: 0,
      },
    ])
    expect(short.queries).toBe(before.queries)

    const bulk = await productPage('?qty=500')
    expect(bulk.offers[0]).toMatchObject({
      note: `You save ${formatPaise(8_990)} on this quantity`,
      savingPaise: 8_990,
    })
    expect(bulk.queries).toBe(before.queries)

    // Deactivated: gone from the page at once (the catalog version moves).
    await prisma.promotion.update({ where: { id: promo.id }, data: { active: false } })
    expect((await productPage('?qty=500')).offers).toEqual([])
  })
})

describe('the cart before checkout', () => {
  test('short of the quantity it says what it asks; at 500 it is a discount line', async () => {
    await bulkCards()
    const s = await shopper({ packs: '2', artwork: 'later' })
    const view = async () =>
      (
        (await callRoute(cartLoader, '/cart', { headers: { Cookie: s.cookie } })).data as {
          cart: CartView
        }
      ).cart

    const short = await view()
    expect(short.promotions).toEqual([])
    expect(short.nearPromotions).toEqual([
      expect.objectContaining({
        name: '10% off 500+ visiting cards',
        hint: 'Order 500 or more of one product to get it',
      }),
    ])

    const line = await prisma.cartItem.findFirstOrThrow({ where: { cartId: short.cartId! } })
    await prisma.cartItem.update({
      where: { id: line.id },
      data: { tierQuantity: 500, quantity: 1 },
    })
    const bulk = await view()
    expect(bulk.nearPromotions).toEqual([])
    expect(bulk.promotions).toEqual([
      expect.objectContaining({ name: '10% off 500+ visiting cards', code: null }),
    ])
    expect(bulk.promoDiscountPaise).toBe(Math.floor(bulk.subtotalPaise / 10))
  })
})
