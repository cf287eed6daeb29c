/**
 * The catalog cache and the static layout HTML are shared by every request of a process
 * (docs/decisions/027): these tests show that one visitor's own data (name, email, cart) never
 * reaches another visitor through them, that anonymous pages stay shareable by a CDN while a
 * shopper's are private, and that a catalog change shows on the next page.
 */
import { describe, expect, test } from 'vitest'
import {
  cachedCatalog,
  cachedCatalogItem,
  ITEMS_PER_FAMILY,
} from '#app/server/catalog/catalog-cache.server.ts'
import { getHomeGroups, getLayoutCatalog } from '#app/server/catalog/catalog.server.ts'
import { getCategoryOverview, getShopFilters } from '#app/server/catalog/browse.server.ts'
import { getLayoutHtml } from '#app/layout-html.server.tsx'
import { prisma } from '#app/server/platform/db.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import { appForFile } from '#tests/setup/app.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { shopper } from '#tests/setup/shopper.ts'

setupTestDatabase()

const app = appForFile()

/** A signed-in shopper with `items` cards in their cart: the cookies their browser would send. */
async function signedIn(firstName: string, email: string, items: number) {
  const { cookie } = await shopper({
    firstName,
    email,
    packs: String(items),
    artwork: 'later',
    address: false,
  })
  return { email, firstName, cookie }
}

const page = async (path: string, cookie?: string) => {
  const response = await app.fetch(path, { headers: cookie ? { Cookie: cookie } : {} })
  return { response, html: await response.text() }
}

describe("cached catalog data is the same for everyone and holds nobody's data", () => {
  test('two shoppers and an anonymous visitor each see only their own name and cart', async () => {
    const asha = await signedIn('Asha', 'asha.private@example.com', 3)
    const vikram = await signedIn('Vikram', 'vikram.private@example.com', 1)

    // Asha first, so anything her request left in a shared cache would show up after her.
    const forAsha = await page('/', asha.cookie)
    expect(forAsha.response.status).toBe(200)
    expect(forAsha.html).toContain(asha.email)
    expect(forAsha.html).toContain('Cart, 3 items')
    expect(forAsha.response.headers.get('Cache-Control')).toBe('private, no-cache')

    const forVikram = await page('/', vikram.cookie)
    expect(forVikram.html).toContain(vikram.email)
    expect(forVikram.html).toContain('Cart, 1 items')
    expect(forVikram.html).not.toContain(asha.email)
    expect(forVikram.html).not.toContain('Cart, 3 items')

    for (const path of ['/', '/shop', '/categories', '/product/standard-visiting-cards']) {
      const anonymous = await page(path)
      expect(anonymous.response.status).toBe(200)
      // Shareable by a CDN, and never with someone's cookie-bound content in it.
      expect(anonymous.response.headers.get('Cache-Control')).toMatch(/^public, /)
      expect(anonymous.response.headers.get('Vary')).toMatch(/Cookie/)
      for (const who of [asha, vikram]) {
        expect(anonymous.html).not.toContain(who.email)
        expect(anonymous.html).not.toContain(`Signed in as`)
      }
      expect(anonymous.html).not.toMatch(/Cart, \d+ items/)
      // The menus and footer lists are in every page, from the cache.
      expect(anonymous.html).toContain('Talk to a specialist')
    }

    // What the process keeps for everyone holds none of it.
    const shared = JSON.stringify({
      layout: await getLayoutCatalog(),
      html: await getLayoutHtml(),
      home: await getHomeGroups(),
      filters: await getShopFilters(),
      categories: await getCategoryOverview(),
    })
    for (const text of [asha.email, vikram.email, 'Asha', 'Vikram', 'Cart, ']) {
      expect(shared).not.toContain(text)
    }
  })

  test("the root loader data sent for hydration is the visitor's own, not the menus", async () => {
    const meera = await signedIn('Meera', 'meera.private@example.com', 2)
    const { html } = await page('/', meera.cookie)
    // The mega-menus are HTML in the page, not JSON in the hydration data.
    const hydration = html.slice(html.indexOf('window.__remixContext'))
    expect(hydration).toContain(meera.email)
    expect(hydration).not.toContain('Business Cards & Stationery')
    expect(hydration).not.toContain('Talk to a specialist')
  })
})

describe('the cache follows the catalog', () => {
  test('renaming a product shows in the menus on the next page', async () => {
    const before = await page('/')
    expect(before.html).toContain('>Standard Visiting Cards<')
    await prisma.product.update({
      where: { slug: 'standard-visiting-cards' },
      data: { name: 'Classic Visiting Cards' },
    })
    const after = await page('/')
    expect(after.html).toContain('>Classic Visiting Cards<')
    expect(after.html).not.toContain('>Standard Visiting Cards<')
  })

  test('a new price and a withdrawn product show on the product page at once', async () => {
    const path = '/product/standard-visiting-cards'
    const first = await page(path)
    expect(first.response.status).toBe(200)
    const tier = await prisma.quantityTier.findFirstOrThrow({
      where: { product: { slug: 'standard-visiting-cards' } },
      orderBy: { quantity: 'asc' },
    })
    expect(first.html).toContain(formatPaise(tier.pricePaise))
    await prisma.quantityTier.update({ where: { id: tier.id }, data: { pricePaise: 123_400 } })
    const repriced = await page(path)
    expect(repriced.html).toContain(formatPaise(123_400))
    await prisma.product.update({
      where: { slug: 'standard-visiting-cards' },
      data: { active: false },
    })
    expect((await page(path)).response.status).toBe(404)
  })

  test('a search shows a product renamed into it, and one withdrawn from it, at once', async () => {
    const count = async (path: string) =>
      Number(
        /data-testid="result-count"[^>]*>(?:Showing \d+–\d+ of )?(\d+)/.exec(
          (await page(path)).html,
        )?.[1],
      )
    const before = await count('/shop?q=MUG')
    expect(before).toBeGreaterThan(0)
    // The same search in other letters is the same search.
    expect(await count('/shop?q=mug')).toBe(before)
    await prisma.product.update({
      where: { slug: 'letterhead-maker' },
      data: { name: 'Letterheads for Mug Lovers' },
    })
    expect(await count('/shop?q=mug')).toBe(before + 1)
    await prisma.product.update({ where: { slug: 'custom-mugs' }, data: { active: false } })
    expect(await count('/shop?q=mug')).toBe(before)
  })

  test('product pages keep only products that exist, and at most ITEMS_PER_FAMILY', async () => {
    let loads = 0
    const missing = async () => (loads++, null)
    await cachedCatalogItem('product-detail', 'no-such-product', missing)
    await cachedCatalogItem('product-detail', 'no-such-product', missing)
    // A made-up slug is asked of the database each time, never kept.
    expect(loads).toBe(2)

    const loaded: string[] = []
    const load = (id: string) => async () => (loaded.push(id), { id })
    for (let i = 0; i <= ITEMS_PER_FAMILY; i++)
      await cachedCatalogItem('product-detail', `p${i}`, load(`p${i}`))
    await cachedCatalogItem('product-detail', `p${ITEMS_PER_FAMILY}`, load('again'))
    expect(loaded).not.toContain('again')
    // One past the limit: the least recently used (the first) was let go, and loads again.
    await cachedCatalogItem('product-detail', 'p0', load('p0 again'))
    expect(loaded.at(-1)).toBe('p0 again')
  })

  test('a value is loaded once per catalog version, and again after a change', async () => {
    let loads = 0
    const load = async () => ++loads
    // Each call reads the version (every time in tests) but loads only when it changed.
    await cachedCatalog('browse-shortcuts', load)
    await cachedCatalog('browse-shortcuts', load)
    expect(loads).toBe(1)
    await prisma.collection.updateMany({ where: { kind: 'NEED' }, data: { subtitle: 'Changed' } })
    await cachedCatalog('browse-shortcuts', load)
    expect(loads).toBe(2)
  })
})
