import { describe, expect, test } from 'vitest'
import { loader as allProductsLoader } from '#app/routes/all-products.ts'
import { loader as categoriesLoader } from '#app/routes/categories.tsx'
import { loader as dtfLoader } from '#app/routes/dtf-transfers.tsx'
import { loader as giftLoader } from '#app/routes/gifts.$slug.tsx'
import { loader as categoryLoader } from '#app/routes/product-category.$slug.tsx'
import { loader as searchLoader } from '#app/routes/resources.search.ts'
import { loader as shopByCategoryLoader } from '#app/routes/shop-by-category.ts'
import { loader as shopLoader } from '#app/routes/shop/route.tsx'
import { prisma } from '#app/server/platform/db.server.ts'
import { searchSuggestions } from '#app/server/catalog/search.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

const NO_RESULT = "We couldn't find that product. Try another keyword."
const GIFT_SLUGS = [
  'for-her',
  'for-him',
  'anniversary',
  'birthday',
  'best-friend',
  'couples',
  'valentines',
  'wedding',
  'baby-shower',
  'graduation',
]

async function shop(query = '') {
  const result = await callRoute(shopLoader, `/shop${query}`)
  expect(result.status).toBe(200)
  return result.data
}

/** Every product of a listing, walking all its pages. */
async function allPages(query: string) {
  const first = await shop(`?${query}&page=1`)
  const rest = await Promise.all(
    Array.from({ length: first.pageCount - 1 }, (_, i) => shop(`?${query}&page=${i + 2}`)),
  )
  return [first, ...rest].flatMap((page) => page.products)
}

async function productCount() {
  return prisma.product.count({ where: { active: true } })
}

describe('search', () => {
  test('matches product names as a case-insensitive substring', async () => {
    const lower = await searchSuggestions('visiting')
    const upper = await searchSuggestions('VISITING')
    expect(lower.map((r) => r.slug)).toEqual(upper.map((r) => r.slug))
    expect(lower.map((r) => r.slug)).toContain('standard-visiting-cards')
    for (const r of lower) {
      expect(r.name.toLowerCase()).toContain('visiting')
      expect(r.href).toBe(`/product/${r.slug}`)
    }
  })

  test('gives at most 8 suggestions', async () => {
    const matching = await prisma.product.count({
      where: { active: true, name: { contains: 'card', mode: 'insensitive' } },
    })
    expect(matching).toBeGreaterThan(8)
    expect(await searchSuggestions('card')).toHaveLength(8)
  })

  test('trims the query; an empty or unmatched query gives nothing', async () => {
    expect((await searchSuggestions('  mug  ')).map((r) => r.slug)).toContain('custom-mugs')
    expect(await searchSuggestions('')).toEqual([])
    expect(await searchSuggestions('   ')).toEqual([])
    expect(await searchSuggestions('zzzqqq')).toEqual([])
  })

  test('LIKE wildcards do not match everything', async () => {
    expect(await searchSuggestions('%')).toEqual([])
    expect(await searchSuggestions('_')).toEqual([])
  })

  test('inactive products are never suggested', async () => {
    await prisma.product.update({ where: { slug: 'custom-caps' }, data: { active: false } })
    try {
      expect((await searchSuggestions('caps')).map((r) => r.slug)).not.toContain('custom-caps')
      expect((await shop('?q=caps')).products.map((p) => p.slug)).not.toContain('custom-caps')
    } finally {
      await prisma.product.update({ where: { slug: 'custom-caps' }, data: { active: true } })
    }
  })

  test('GET /resources/search answers JSON with a one-minute public cache', async () => {
    const result = await callRoute(searchLoader, '/resources/search?q=%20Sticker%20')
    expect(result.status).toBe(200)
    expect(result.headers.get('Cache-Control')).toBe('public, max-age=60')
    expect(result.headers.get('Content-Type')).toMatch(/^application\/json/)
    const body = (await result.response!.json()) as {
      query: string
      results: { slug: string; name: string; href: string }[]
    }
    expect(body.query).toBe('Sticker')
    expect(body.results.length).toBeGreaterThan(0)
    expect(body.results.length).toBeLessThanOrEqual(8)
    for (const r of body.results) {
      expect(Object.keys(r).sort()).toEqual(['href', 'name', 'slug'])
      expect(r.name.toLowerCase()).toMatch(/sticker|label/)
    }
    const empty = await callRoute(searchLoader, '/resources/search')
    expect(await empty.response!.json()).toEqual({ success: true, query: '', results: [] })
  })
})

describe('search finds what the menus and shoppers call things', () => {
  async function both(q: string) {
    const suggestions = (await searchSuggestions(q)).map((r) => r.slug)
    const shopped = (await allPages(`q=${encodeURIComponent(q)}`)).map((p) => p.slug)
    return { suggestions, shopped }
  }

  test('"business card", the menu\'s own words, finds the visiting cards', async () => {
    const { suggestions, shopped } = await both('business card')
    expect(suggestions).toContain('standard-visiting-cards')
    expect(suggestions).toContain('square-visiting-cards')
    expect(shopped).toContain('standard-visiting-cards')
    expect((await shop('?q=Business+Cards')).noResultsText).toBeNull()
  })

  test('"vistng", a typo, finds the visiting cards', async () => {
    const { suggestions, shopped } = await both('vistng')
    expect(suggestions[0]).toBe('standard-visiting-cards')
    expect(shopped).toEqual(
      expect.arrayContaining(['standard-visiting-cards', 'square-visiting-cards']),
    )
    expect(shopped.length).toBeLessThanOrEqual(8)
  })

  test('"flyer" finds the pamphlets, "stickers" the stickers first and then the labels', async () => {
    expect((await both('flyer')).shopped).toContain('pamphlet-maker')
    expect((await both('pamphlet')).shopped).toContain('pamphlet-maker')
    const stickers = await both('stickers')
    const names = new Map(
      (await prisma.product.findMany({ select: { slug: true, name: true } })).map((p) => [
        p.slug,
        p.name.toLowerCase(),
      ]),
    )
    expect(stickers.shopped.some((s) => names.get(s)!.includes('label'))).toBe(true)
    expect(stickers.shopped.filter((s) => names.get(s)!.includes('sticker')).length).toBe(
      await prisma.product.count({
        where: { active: true, name: { contains: 'sticker', mode: 'insensitive' } },
      }),
    )
    // The shopper's own word first in the suggestions.
    expect(names.get(stickers.suggestions[0]!)).toContain('sticker')
    expect(stickers.suggestions.length).toBeLessThanOrEqual(8)
  })

  test('the suggestions are the first of what /shop finds, best sellers first', async () => {
    for (const q of ['vistng', 'business card', 'mugs']) {
      const { suggestions, shopped } = await both(q)
      expect(suggestions.length).toBeGreaterThan(0)
      for (const slug of suggestions) expect(shopped).toContain(slug)
    }
  })

  test('nonsense still finds nothing', async () => {
    expect(await searchSuggestions('zzzqqq')).toEqual([])
    expect((await shop('?q=qwrtzp')).noResultsText).toBe(NO_RESULT)
  })
})

describe('/shop', () => {
  test('lists every active product, 24 a page, with the count', async () => {
    const total = await productCount()
    const data = await shop()
    expect(data.total).toBe(total)
    expect(data.page).toBe(1)
    expect(data.pageCount).toBe(Math.ceil(total / 24))
    expect(data.products).toHaveLength(24)
    expect(data.noResultsText).toBeNull()
    const every = await allPages('')
    expect(new Set(every.map((p) => p.slug)).size).toBe(total)
  })

  test('searches with the same matching as the suggestions', async () => {
    const data = await shop('?q=CARD')
    const expected = await prisma.product.count({
      where: { active: true, name: { contains: 'card', mode: 'insensitive' } },
    })
    expect(data.total).toBe(expected)
    expect(data.q).toBe('CARD')
    for (const p of data.products) expect(p.name.toLowerCase()).toContain('card')
  })

  test('a search with no match shows the spec text and popular products', async () => {
    const data = await shop('?q=unicorn+saddle')
    expect(data.total).toBe(0)
    expect(data.products).toEqual([])
    expect(data.noResultsText).toBe(NO_RESULT)
    expect(data.popular.length).toBeGreaterThan(0)
    expect(data.popular.every((p) => p.hot)).toBe(true)
  })

  test('filters by category', async () => {
    const data = await shop('?category=labels')
    expect(data.category?.name).toBe('Labels')
    const labels = await prisma.product.findMany({
      where: { active: true, category: { slug: 'labels' } },
      select: { slug: true },
    })
    expect(data.products.map((p) => p.slug).sort()).toEqual(labels.map((p) => p.slug).sort())
    expect(data.filters.categories.find((c) => c.slug === 'labels')?.count).toBe(labels.length)
  })

  test('filters by need, with the need title and subtitle', async () => {
    const data = await shop('?need=restaurant-business')
    expect(data.need).toEqual({
      slug: 'restaurant-business',
      title: 'Restaurant Business',
      subtitle: 'Menus, table tents, placemats and takeaway packaging for dine-in and delivery.',
    })
    const need = await prisma.collection.findUniqueOrThrow({
      where: { kind_slug: { kind: 'NEED', slug: 'restaurant-business' } },
      select: { items: { select: { product: { select: { slug: true } } } } },
    })
    expect(data.products.map((p) => p.slug).sort()).toEqual(
      need.items.map((i) => i.product.slug).sort(),
    )
  })

  test('combines search, category and need', async () => {
    const data = await shop('?q=menu&category=menus&need=restaurant-business')
    expect(data.total).toBeGreaterThan(0)
    for (const p of data.products) expect(p.name.toLowerCase()).toContain('menu')
    const none = await shop('?q=menu&category=stickers')
    expect(none.total).toBe(0)
    expect(none.noResultsText).toBe(NO_RESULT)
  })

  test('unknown category and need slugs are ignored and reported', async () => {
    const data = await shop('?category=nope&need=%3Cscript%3E')
    expect(data.category).toBeNull()
    expect(data.need).toBeNull()
    expect(data.ignored).toEqual({ category: 'nope', need: '<script>' })
    expect(data.total).toBe(await productCount())
  })

  test('popular puts best sellers first, then catalogue order', async () => {
    const products = await allPages('sort=popular')
    const rows = await prisma.product.findMany({
      where: { active: true },
      orderBy: [{ hot: 'desc' }, { position: 'asc' }],
      select: { slug: true },
    })
    expect(products.map((p) => p.slug)).toEqual(rows.map((r) => r.slug))
    const firstCold = products.findIndex((p) => !p.hot)
    expect(products.slice(firstCold).some((p) => p.hot)).toBe(false)
  })

  test('name sorts A to Z ignoring case, across pages', async () => {
    const names = (await allPages('sort=name')).map((p) => p.name)
    const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true })
    expect(names).toEqual([...names].sort(collator.compare))
    expect(names.indexOf('iPhone Glass Back Cover')).toBeLessThan(names.indexOf('Letterheads'))
  })

  test('price sorts by the cheapest quantity tier, both ways, across pages', async () => {
    const ascending = (await allPages('sort=price-asc')).map((p) => p.fromPricePaise)
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
    const descending = (await allPages('sort=price-desc')).map((p) => p.fromPricePaise)
    expect(descending).toEqual([...descending].sort((a, b) => b - a))
    const cheapest = await prisma.quantityTier.findFirstOrThrow({
      where: { product: { active: true } },
      orderBy: { pricePaise: 'asc' },
    })
    expect(ascending[0]).toBe(cheapest.pricePaise)
  })

  test('newest lists the most recently added first', async () => {
    await prisma.product.update({
      where: { slug: 'sign-boards' },
      data: { createdAt: new Date(Date.now() + 60_000) },
    })
    const data = await shop('?sort=newest')
    expect(data.products[0]?.slug).toBe('sign-boards')
    expect(data.sort).toBe('newest')
  })

  test('pages hold different products; out-of-range and junk pages are clamped', async () => {
    const one = await shop('?page=1')
    const two = await shop('?page=2')
    expect(two.page).toBe(2)
    expect(two.products.map((p) => p.slug)).not.toContain(one.products[0]!.slug)
    const last = await shop('?page=999')
    expect(last.page).toBe(one.pageCount)
    expect(last.products.length).toBeGreaterThan(0)
    for (const junk of ['0', '-3', 'abc', '1.5', 'Infinity', '', '1e400', '%00']) {
      const data = await shop(`?page=${junk}`)
      expect(data.page, `page=${junk}`).toBe(1)
    }
    expect((await shop('?page=99999999999999999999')).page).toBe(one.pageCount)
    expect((await shop('?q=mug&page=50')).page).toBe(1)
  })

  test('a junk sort falls back to popular', async () => {
    expect((await shop('?sort=cheapest')).sort).toBe('popular')
    expect((await shop('?sort=')).sort).toBe('popular')
  })

  test('repeated and very long parameters do not break the page', async () => {
    const data = await shop(`?q=${'x'.repeat(5000)}&q=mug&sort=name&sort=bad`)
    expect(data.q).toBe('mug')
    expect(data.sort).toBe('popular')
    expect((await shop(`?q=${'a'.repeat(5000)}`)).q).toHaveLength(100)
  })
})

describe('redirects', () => {
  test('/all-products moves permanently to /shop with its query string', async () => {
    const result = await callRoute(allProductsLoader, '/all-products?q=card&sort=name')
    expect(result.status).toBe(301)
    expect(result.headers.get('Location')).toBe('/shop?q=card&sort=name')
    const bare = await callRoute(allProductsLoader, '/all-products')
    expect(bare.headers.get('Location')).toBe('/shop')
  })

  test('/shop-by-category moves permanently to /categories', async () => {
    const result = await callRoute(shopByCategoryLoader, '/shop-by-category?x=1')
    expect(result.status).toBe(301)
    expect(result.headers.get('Location')).toBe('/categories')
  })
})

describe('/categories', () => {
  test('every category in position order with counts and product names', async () => {
    const { data } = await callRoute(categoriesLoader, '/categories')
    const rows = await prisma.category.findMany({ orderBy: { position: 'asc' } })
    expect(data.categories.map((c) => c.slug)).toEqual(rows.map((r) => r.slug))
    expect(data.categories.reduce((sum, c) => sum + c.productCount, 0)).toBe(await productCount())
    const cards = data.categories.find((c) => c.slug === 'visiting-cards')!
    expect(cards.description).toBe(rows.find((r) => r.slug === 'visiting-cards')!.description)
    expect(cards.topProducts.map((p) => p.name)).toContain('Standard Visiting Cards')
    for (const c of data.categories) {
      expect(c.topProducts.length).toBeGreaterThan(0)
      expect(c.topProducts.length).toBeLessThanOrEqual(4)
    }
    expect(data.shortcuts.gifts).toHaveLength(10)
    expect(data.shortcuts.needs).toHaveLength(7)
  })
})

describe('/product-category/{slug}', () => {
  test('visiting-cards shows its products and the landing content', async () => {
    const { status, data } = await callRoute(categoryLoader, '/product-category/visiting-cards', {
      params: { slug: 'visiting-cards' },
    })
    expect(status).toBe(200)
    expect(data.category.name).toBe('Visiting Cards')
    expect(data.products.map((p) => p.slug)).toContain('standard-visiting-cards')
    const landing = data.landing!
    expect(landing.headline).toBe('Visiting cards that get kept, not thrown away')
    expect(landing.sections.length).toBeGreaterThan(0)
    expect(landing.faqs.length).toBeGreaterThan(0)
    expect(landing.priceTable?.[0]).toEqual({
      label: '100 standard cards',
      pricePaise: 29900,
      note: '3.5 x 2 in, matte finish; a good first pack',
    })
    expect(landing.products.map((p) => p.slug)).toEqual([
      'standard-visiting-cards',
      'square-visiting-cards',
      'social-media-handle-cards',
      'loyalty-cards',
      'medical-appointment-cards',
      'note-card-maker',
      'letterhead-maker',
      'id-card-maker',
    ])
  })

  test('every other category lists its products without landing content', async () => {
    const categories = await prisma.category.findMany({
      select: { slug: true, _count: { select: { products: true } } },
    })
    for (const c of categories.filter((c) => c.slug !== 'visiting-cards')) {
      const { status, data } = await callRoute(categoryLoader, `/product-category/${c.slug}`, {
        params: { slug: c.slug },
      })
      expect(status).toBe(200)
      expect(data.products).toHaveLength(c._count.products)
      expect(data.landing).toBeNull()
    }
  })

  test('a big category shows 24 products a page, with its whole count and cheapest price', async () => {
    // Grow Labels past one page: copies of one of its products, one cheaper.
    const source = await prisma.product.findFirstOrThrow({
      where: { category: { slug: 'labels' }, active: true },
      include: { quantityTiers: true },
    })
    const { id: _id, createdAt: _c, updatedAt: _u, nameSortKey: _k, ...fields } = source
    for (let n = 1; n <= 30; n++) {
      await prisma.product.create({
        data: {
          ...fields,
          fromPricePaise: undefined,
          slug: `${source.slug}-extra-${n}`,
          name: `${source.name} ${n}`,
          position: 10_000 + n,
          quantityTiers: {
            create: source.quantityTiers.map((t) => ({
              quantity: t.quantity,
              pricePaise: n === 30 ? 100 : t.pricePaise,
            })),
          },
        },
      })
    }
    const total = await prisma.product.count({
      where: { category: { slug: 'labels' }, active: true },
    })
    const pageOf = async (query: string) => {
      const result = await callRoute(categoryLoader, `/product-category/labels${query}`, {
        params: { slug: 'labels' },
      })
      expect(result.status).toBe(200)
      return result.data
    }
    const first = await pageOf('')
    expect(first.productCount).toBe(total)
    expect(first.fromPricePaise).toBe(100)
    expect(first.products).toHaveLength(24)
    expect(first.pageCount).toBe(Math.ceil(total / 24))
    const last = await pageOf(`?page=${first.pageCount}`)
    expect(last.products.at(-1)!.slug).toBe(`${source.slug}-extra-30`)
    expect(last.products.at(-1)!.fromPricePaise).toBe(100)
    // Out of range and junk page numbers show the nearest page.
    expect((await pageOf('?page=999')).page).toBe(first.pageCount)
    expect((await pageOf('?page=abc')).page).toBe(1)
  })

  test('an unknown category answers 404', async () => {
    const result = await callRoute(categoryLoader, '/product-category/nope', {
      params: { slug: 'nope' },
    })
    expect(result.status).toBe(404)
  })
})

describe('/dtf-transfers', () => {
  test('has the landing content, a price table and related products', async () => {
    const { status, data } = await callRoute(dtfLoader, '/dtf-transfers')
    expect(status).toBe(200)
    expect(data.page.headline).toBe('Full-colour DTF heat transfers, ready to press')
    expect(data.page.priceTable).toHaveLength(4)
    expect(data.page.priceTable?.[0]?.pricePaise).toBe(14900)
    expect(data.page.faqs.length).toBeGreaterThan(0)
    expect(data.page.products.map((p) => p.slug)).toContain('pdf-print-service')
  })
})

describe('/gifts/{slug}', () => {
  test.each(GIFT_SLUGS.map((s) => [s]))('/gifts/%s is a curated page', async (slug) => {
    const { status, data } = await callRoute(giftLoader, `/gifts/${slug}`, { params: { slug } })
    expect(status).toBe(200)
    expect(data.gift.slug).toBe(slug)
    expect(data.gift.title).not.toBe('')
    expect(data.gift.subtitle).not.toBe('')
    expect(data.gift.products.length).toBeGreaterThanOrEqual(8)
    expect(data.giftPages.map((g) => g.slug)).toEqual(GIFT_SLUGS)
  })

  test('an unknown gift page answers 404', async () => {
    const result = await callRoute(giftLoader, '/gifts/for-aliens', {
      params: { slug: 'for-aliens' },
    })
    expect(result.status).toBe(404)
  })
})

describe('cache headers', () => {
  const pages = [
    [shopLoader, '/shop?q=mug', {}],
    [categoriesLoader, '/categories', {}],
    [categoryLoader, '/product-category/labels', { slug: 'labels' }],
    [dtfLoader, '/dtf-transfers', {}],
    [giftLoader, '/gifts/for-him', { slug: 'for-him' }],
  ] as const

  test.each(pages)('%#: public for visitors, private once they have a cart', async (fn, url, p) => {
    const anonymous = await callRoute(fn, url, { params: p })
    expect(anonymous.headers.get('Cache-Control')).toMatch(/^public/)
    expect(anonymous.headers.get('Vary')).toBe('Cookie')
    const withCart = await callRoute(fn, url, { params: p, headers: { Cookie: 'ps_cart=abc' } })
    expect(withCart.headers.get('Cache-Control')).toMatch(/^private/)
  })
})
