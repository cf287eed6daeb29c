/**
 * Database reads for the catalog browsing pages: /shop, /categories, /product-category/{slug},
 * /dtf-transfers and /gifts/{slug}. Every function makes a fixed number of queries whatever the
 * number of products, and none reads the whole catalog (docs/decisions/027):
 *
 * - what is the same for every visitor (shop filters with their counts, the category overview,
 *   gift and landing pages) comes from the catalog cache, loaded once per catalog change with
 *   aggregate queries;
 * - /shop and category pages read one page of cards, ordered and paged by Postgres on indexes:
 *   "price" is the cheapest tier kept on the product (`fromPricePaise`), "name" a sort key kept
 *   beside the name (lower case, numbers zero-padded), so the C collation sorts A to Z with 2
 *   before 10 and "iPhone" among the I's.
 */
import type { Prisma } from '@prisma/client'
import { z } from 'zod'
import { prisma } from '../platform/db.server.ts'
import { cachedCatalog, cachedCatalogItem } from './catalog-cache.server.ts'
import { getCollections, productCardSelect, toCard } from './catalog.server.ts'
import { normalizeQuery, resolveSearch } from './search.server.ts'

export const SHOP_PAGE_SIZE = 24
export const SHOP_SORTS = ['popular', 'name', 'price-asc', 'price-desc', 'newest'] as const
export type ShopSort = (typeof SHOP_SORTS)[number]

const cardSelect = productCardSelect
export type BrowseCard = ReturnType<typeof toCard>

const dbOrder: Record<ShopSort, Prisma.ProductOrderByWithRelationInput[]> = {
  popular: [{ hot: 'desc' }, { position: 'asc' }],
  name: [{ nameSortKey: 'asc' }, { position: 'asc' }],
  'price-asc': [{ fromPricePaise: 'asc' }, { position: 'asc' }],
  'price-desc': [{ fromPricePaise: 'desc' }, { position: 'asc' }],
  // The catalog is seeded in one go, so equal timestamps fall back to the later catalog entry.
  newest: [{ createdAt: 'desc' }, { position: 'desc' }],
}

export function clampPage(page: number, pageCount: number) {
  return Math.min(Math.max(1, Number.isFinite(page) ? Math.trunc(page) : 1), Math.max(1, pageCount))
}

export interface ShopInput {
  q?: string | null
  category?: string | null
  need?: string | null
  sort: ShopSort
  page: number
}

/**
 * Categories (with their active product counts) and shop-by-need groups offered as filters, in
 * display order; from the catalog cache.
 */
export function getShopFilters() {
  return cachedCatalog('shop-filters', async () => {
    const [categories, counts, needs] = await Promise.all([
      prisma.category.findMany({
        orderBy: { position: 'asc' },
        select: { id: true, slug: true, name: true, description: true },
      }),
      prisma.product.groupBy({
        by: ['categoryId'],
        where: { active: true },
        _count: { _all: true },
        _min: { fromPricePaise: true },
      }),
      prisma.collection.findMany({
        where: { kind: 'NEED' },
        orderBy: { position: 'asc' },
        select: { slug: true, title: true, subtitle: true },
      }),
    ])
    const stats = new Map(counts.map((c) => [c.categoryId, c]))
    return {
      categories: categories.map((c) => ({
        slug: c.slug,
        name: c.name,
        description: c.description,
        count: stats.get(c.id)?._count._all ?? 0,
        fromPricePaise: stats.get(c.id)?._min.fromPricePaise ?? null,
      })),
      needs,
      /** Each category's id by slug: product queries filter on the id (pages stay server-side). */
      categoryIds: new Map(categories.map((c) => [c.slug, c.id])),
    }
  })
}

/**
 * One page of /shop. Unknown category or need slugs are dropped (and reported in `ignored`) so a
 * stale link still shows products; the page number is clamped to the pages that exist.
 */
export async function getShopPage(input: ShopInput) {
  const filters = await getShopFilters()
  const q = normalizeQuery(input.q)
  const category = filters.categories.find((c) => c.slug === input.category) ?? null
  const need = filters.needs.find((n) => n.slug === input.need) ?? null
  const ignored = {
    category: input.category && !category ? input.category : null,
    need: input.need && !need ? input.need : null,
  }

  const search = await resolveSearch(q)
  const where: Prisma.ProductWhereInput = {
    ...search.where,
    ...(category ? { categoryId: filters.categoryIds.get(category.slug) } : {}),
    ...(need
      ? { collectionItems: { some: { collection: { kind: 'NEED', slug: need.slug } } } }
      : {}),
  }

  // The products and count of a search or filter are catalog data, the same for everyone: kept per
  // catalog version (decision 029), so a popular search is counted once, not on every request (at
  // 10,000 products "card" matches about 2,000, which Postgres counts in about 11 ms).
  const key = [q.toLowerCase(), category?.slug, need?.slug, input.sort, input.page].join('\u0000')
  const found = await cachedCatalogItem('shop-page', key, async () => {
    // Without a search or a need the count is already known: the filters carry it.
    const total =
      q || need
        ? await prisma.product.count({ where })
        : category
          ? category.count
          : filters.categories.reduce((sum, c) => sum + c.count, 0)
    const page = clampPage(input.page, Math.ceil(total / SHOP_PAGE_SIZE))
    const rows = total
      ? await prisma.product.findMany({
          where,
          orderBy: dbOrder[input.sort],
          skip: (page - 1) * SHOP_PAGE_SIZE,
          take: SHOP_PAGE_SIZE,
          select: cardSelect,
        })
      : []
    return { total, page, products: rows.map(toCard) }
  })
  const { total, page, products } = found!

  return {
    q,
    sort: input.sort,
    category,
    need,
    ignored,
    page,
    pageSize: SHOP_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE)),
    total,
    products,
    filters: { categories: filters.categories, needs: filters.needs },
  }
}

/** A few best sellers, suggested when a search finds nothing. */
export async function getPopularProducts(take = 4) {
  const rows = await prisma.product.findMany({
    where: { active: true, hot: true },
    orderBy: { position: 'asc' },
    take,
    select: cardSelect,
  })
  return rows.map(toCard)
}

/**
 * Every category in order, with its product count, cheapest price and first four products; from
 * the catalog cache, loaded with one aggregate and one windowed query.
 */
export function getCategoryOverview() {
  return cachedCatalog('category-overview', async () => {
    const [filters, firstFour] = await Promise.all([
      getShopFilters(),
      prisma.$queryRaw<{ categorySlug: string; slug: string; name: string }[]>`
        SELECT c.slug AS "categorySlug", p.slug, p.name
        FROM (
          SELECT "categoryId", slug, name, position,
                 row_number() OVER (PARTITION BY "categoryId" ORDER BY position) AS n
          FROM "Product" WHERE active
        ) p JOIN "Category" c ON c.id = p."categoryId"
        WHERE p.n <= 4
        ORDER BY c.position, p.position`,
    ])
    return filters.categories.map((c) => {
      const top = firstFour.filter((p) => p.categorySlug === c.slug)
      return {
        slug: c.slug,
        name: c.name,
        description: c.description,
        productCount: c.count,
        fromPricePaise: c.count ? c.fromPricePaise : null,
        coverSlug: top[0]?.slug ?? null,
        topProducts: top.map((p) => ({ slug: p.slug, name: p.name })),
      }
    })
  })
}
export type CategorySummary = Awaited<ReturnType<typeof getCategoryOverview>>[number]

/** Shop-by-need groups and gift pages: titles and slugs for shortcut links (catalog cache). */
export function getBrowseShortcuts() {
  return cachedCatalog('browse-shortcuts', async () => {
    const rows = await prisma.collection.findMany({
      where: { kind: { in: ['NEED', 'GIFT'] } },
      orderBy: { position: 'asc' },
      select: { kind: true, slug: true, title: true },
    })
    return {
      needs: rows.filter((r) => r.kind === 'NEED').map(({ slug, title }) => ({ slug, title })),
      gifts: rows.filter((r) => r.kind === 'GIFT').map(({ slug, title }) => ({ slug, title })),
    }
  })
}

const landingContentSchema = z.object({
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  priceTable: z
    .array(z.object({ label: z.string(), pricePaise: z.number().int(), note: z.string() }))
    .nullable(),
})

/** Every editorial page (LandingPage rows) with the products of its LANDING collection. */
function getLandingPages() {
  return cachedCatalog('landing-pages', async () => {
    const [pages, collections] = await Promise.all([
      prisma.landingPage.findMany(),
      getCollections('LANDING'),
    ])
    return new Map(
      pages.map((page) => [
        page.slug,
        {
          slug: page.slug,
          title: page.title,
          headline: page.headline,
          intro: page.intro,
          ...landingContentSchema.parse(page),
          products: collections.find((c) => c.slug === page.slug)?.products ?? [],
        },
      ]),
    )
  })
}

/** An editorial page and the products of its LANDING collection, or null. */
export async function getLandingPage(slug: string) {
  return (await getLandingPages()).get(slug) ?? null
}
export type LandingContent = NonNullable<Awaited<ReturnType<typeof getLandingPage>>>

/**
 * A category with one page of its active products (24, in catalog order), its product count and
 * cheapest price, and its landing content when it has any; or null.
 */
export async function getCategoryPage(slug: string, requestedPage = 1) {
  const [filters, landing] = await Promise.all([getShopFilters(), getLandingPage(slug)])
  const category = filters.categories.find((c) => c.slug === slug)
  if (!category) return null
  const pageCount = Math.max(1, Math.ceil(category.count / SHOP_PAGE_SIZE))
  const page = clampPage(requestedPage, pageCount)
  const rows = category.count
    ? await prisma.product.findMany({
        // By the category's id (known from the cached filters), not a join on its slug: Postgres
        // then walks the (categoryId, active, position) index and stops after the page, whatever
        // the catalog's size (decision 059).
        where: { categoryId: filters.categoryIds.get(slug), active: true },
        orderBy: { position: 'asc' },
        skip: (page - 1) * SHOP_PAGE_SIZE,
        take: SHOP_PAGE_SIZE,
        select: cardSelect,
      })
    : []
  return {
    category: { slug: category.slug, name: category.name, description: category.description },
    productCount: category.count,
    fromPricePaise: category.count ? category.fromPricePaise : null,
    page,
    pageCount,
    products: rows.map(toCard),
    landing,
  }
}

/** One curated gift page and the list of all gift pages (for links between them); or null. */
export async function getGiftPage(slug: string) {
  const gifts = await cachedCatalog('gift-pages', () => getCollections('GIFT'))
  const gift = gifts.find((g) => g.slug === slug)
  return gift
    ? {
        gift,
        giftPages: gifts.map((g) => ({ slug: g.slug, title: g.title, subtitle: g.subtitle })),
      }
    : null
}
