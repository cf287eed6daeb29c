import { describe, expect, test } from 'vitest'
import { SPEC_PRODUCT_SLUGS } from '#prisma/catalog/spec-slugs.ts'
import { loader as homeLoader } from '#app/routes/_index.tsx'
import { loader as artLoader } from '#app/routes/images.products.$slug[.svg].ts'
import { loader as productLoader } from '#app/routes/product.$slug.tsx'
import { loader as rootLoader } from '#app/root.tsx'
import { getLayoutHtml } from '#app/layout-html.server.tsx'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

const get = async <F extends Parameters<typeof callRoute>[0]>(
  fn: F,
  url: string,
  params: Record<string, string> = {},
) => {
  const result = await callRoute(fn, url, { params })
  if (result.status !== 200) throw result.response ?? new Error(`status ${result.status}`)
  return result.data
}

describe('catalog pages read the seeded database', () => {
  test('home shows six groups of eight products with prices', async () => {
    const data = await get(homeLoader, '/')
    expect(data.groups).toHaveLength(6)
    for (const group of data.groups) {
      expect(group.products).toHaveLength(8)
      for (const p of group.products) expect(p.fromPricePaise).toBeGreaterThan(0)
    }
    expect(data.groups.flatMap((g) => g.products).some((p) => p.hot)).toBe(true)
  })

  test('the hero tab comes from the query string', async () => {
    expect((await get(homeLoader, '/?tab=photo-gifts')).tabIndex).toBe(3)
    expect((await get(homeLoader, '/?tab=nonsense')).tabIndex).toBe(0)
  })

  test('the layout has the six mega-menus and five footer links each', async () => {
    const html = await getLayoutHtml()
    const menus = [...html.menus.matchAll(/<summary[^>]*>([^<]+)<\/summary>/g)].map((m) => m[1])
    expect(menus).toEqual([
      'Business Cards &amp; Stationery',
      'Marketing Materials',
      'Signs &amp; Banners',
      'Labels &amp; Stickers',
      'Events &amp; Weddings',
      'Photo Gifts',
    ])
    expect(html.menus).toContain('Talk to a specialist')
    expect(html.needs).toContain('href="/shop?need=')
    const lists = html.footer.split('<ul')
    expect(lists).toHaveLength(3)
    for (const list of lists.slice(1)) expect(list.match(/href="\/product\//g)).toHaveLength(5)
  })

  test("the root loader sends only the visitor's own data, not the menus", async () => {
    const data = await get(rootLoader, '/')
    expect(data).toEqual({ cartCount: 0, user: null })
  })

  test.each(SPEC_PRODUCT_SLUGS.map((s) => [s]))(
    '/product/%s is priced by the server with a print spec',
    async (slug) => {
      const data = await get(productLoader, `/product/${slug}`, { slug })
      expect(data.product.slug).toBe(slug)
      expect(data.quote.totalPaise).toBeGreaterThan(0)
      expect(data.quote.trimWidthMm).toBeGreaterThan(0)
      expect(data.quote.trimHeightMm).toBeGreaterThan(0)
    },
  )

  test('choosing options and a bigger pack changes the price the server computes', async () => {
    const base = await get(productLoader, '/product/standard-visiting-cards', {
      slug: 'standard-visiting-cards',
    })
    const biggest = base.product.quantityTiers.at(-1)!
    const dearest = Object.fromEntries(
      base.product.options.map((o) => [
        o.key,
        [...o.values].sort((a, b) => b.priceDeltaBp - a.priceDeltaBp)[0]!.key,
      ]),
    )
    const query = new URLSearchParams({ ...dearest, qty: String(biggest.quantity), packs: '2' })
    const data = await get(productLoader, `/product/standard-visiting-cards?${query}`, {
      slug: 'standard-visiting-cards',
    })
    expect(data.quote.tierQuantity).toBe(biggest.quantity)
    expect(data.quote.packs).toBe(2)
    expect(data.quote.packPricePaise).toBeGreaterThanOrEqual(biggest.pricePaise)
    expect(data.quote.totalPaise).toBe(2 * data.quote.packPricePaise)
    expect(data.invalid).toEqual([])
  })

  test('a client-sent price is ignored and bad option values fall back to defaults', async () => {
    const data = await get(
      productLoader,
      '/product/custom-mugs?price=1&totalPaise=1&qty=abc&packs=-3&finish=%3Cscript%3E',
      {
        slug: 'custom-mugs',
      },
    )
    expect(data.quote.totalPaise).toBe(data.product.quantityTiers[0]!.pricePaise * 1)
    expect(data.quote.packs).toBe(1)
  })

  test('an unknown product answers 404', async () => {
    const response = await get(productLoader, '/product/no-such-thing', {
      slug: 'no-such-thing',
    }).catch((e: unknown) => e)
    expect(response).toBeInstanceOf(Response)
    expect((response as Response).status).toBe(404)
  })

  test('product artwork is an SVG drawn for that product', async () => {
    const art = await callRoute(artLoader, '/images/products/iphone-glass-cover.svg', {
      params: { slug: 'iphone-glass-cover' },
    })
    expect(art.status).toBe(200)
    expect(art.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
    expect((await art.response!.text()).startsWith('<svg')).toBe(true)
    const missing = await callRoute(artLoader, '/images/products/nope.svg', {
      params: { slug: 'nope' },
    })
    expect(missing.status).toBe(404)
  })

  test('catalog pages are cacheable for anonymous visitors, private once a cart exists', async () => {
    const anonymous = await callRoute(homeLoader, '/')
    expect(anonymous.headers.get('Cache-Control')).toMatch(/^public/)
    expect(anonymous.headers.get('Vary')).toBe('Cookie')
    const withCart = await callRoute(homeLoader, '/', { headers: { Cookie: 'ps_cart=abc' } })
    expect(withCart.headers.get('Cache-Control')).toMatch(/^private/)
  })
})
