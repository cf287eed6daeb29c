/**
 * Database reads for the catalog browsing pages: /shop, /categories, /product-category/{slug},
 * /dtf-transfers and /gifts/{slug}. Every function makes a fixed number of queries whatever the
 * number of products.
 *
 * Sorting /shop: "popular" and "newest" are ordered by Postgres and paged with skip/take next to a
 * count. "Price" (a product's cheapest quantity tier) and "name" are sorted in memory over the
 * matching products: the whole catalog is about a hundred rows, the cheapest tier would need a
 * raw SQL aggregate, and the database's C collation puts "iPhone" after every capitalised name.
 */
import type { Prisma } from '@prisma/client'
import { z } from 'zod'
import { prisma } from '../platform/db.server.ts'
import { fromPricePaise } from './pricing.server.ts'
import { getCollections, productCardSelect, toCard } from './catalog.server.ts'
import { normalizeQuery, productSearchWhere } from './search.server.ts'

export const SHOP_PAGE_SIZE = 24
export const SHOP_SORTS = ['popular', 'name', 'price-asc', 'price-desc', 'newest'] as const
export type ShopSort = (typeof SHOP_SORTS)[number]

const cardSelect = productCardSelect
type CardRow = Prisma.ProductGetPayload<{ select: typeof cardSelect }>
export type BrowseCard = ReturnType<typeof toCard>

const nameCollator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true })

const dbOrder: Record<'popular' | 'newest', Prisma.ProductOrderByWithRelationInput[]> = {
  popular: [{ hot: 'desc' }, { position: 'asc' }],
  // The catalog is seeded in one go, so equal timestamps fall back to the later catalog entry.
  newest: [{ createdAt: 'desc' }, { position: 'desc' }],
}

function compareInMemory(sort: 'name' | 'price-asc' | 'price-desc') {
  return (a: CardRow, b: CardRow) => {
    const byKey =
      sort === 'name'
        ? nameCollator.compare(a.name, b.name)
        : sort === 'price-asc'
          ? fromPricePaise(a) - fromPricePaise(b)
          : fromPricePaise(b) - fromPricePaise(a)
    return byKey || a.position - b.position
  }
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

/** Categories and shop-by-need groups offered as filters, in display order. */
export async function getShopFilters() {
  const [categories, needs] = await Promise.all([
    prisma.category.findMany({
      orderBy: { position: 'asc' },
      select: {
        slug: true,
        name: true,
        description: true,
        _count: { select: { products: { where: { active: true } } } },
      },
    }),
    prisma.collection.findMany({
      where: { kind: 'NEED' },
      orderBy: { position: 'asc' },
      select: { slug: true, title: true, subtitle: true },
    }),
  ])
  return {
    categories: categories.map((c) => ({
      slug: c.slug,
      name: c.name,
      description: c.description,
      count: c._count.products,
    })),
    needs,
  }
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

  const where: Prisma.ProductWhereInput = {
    ...productSearchWhere(q),
    ...(category ? { category: { slug: category.slug } } : {}),
    ...(need
      ? { collectionItems: { some: { collection: { kind: 'NEED', slug: need.slug } } } }
      : {}),
  }

  let total: number
  let page: number
  let rows: CardRow[]
  if (input.sort === 'popular' || input.sort === 'newest') {
    total = await prisma.product.count({ where })
    page = clampPage(input.page, Math.ceil(total / SHOP_PAGE_SIZE))
    rows = await prisma.product.findMany({
      where,
      orderBy: dbOrder[input.sort],
      skip: (page - 1) * SHOP_PAGE_SIZE,
      take: SHOP_PAGE_SIZE,
      select: cardSelect,
    })
  } else {
    const all = await prisma.product.findMany({ where, select: cardSelect })
    total = all.length
    page = clampPage(input.page, Math.ceil(total / SHOP_PAGE_SIZE))
    rows = all
      .sort(compareInMemory(input.sort))
      .slice((page - 1) * SHOP_PAGE_SIZE, page * SHOP_PAGE_SIZE)
  }

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
    products: rows.map(toCard),
    filters,
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

/** Every category in order, with its product count, cheapest price and first product names. */
export async function getCategoryOverview() {
  const rows = await prisma.category.findMany({
    orderBy: { position: 'asc' },
    select: {
      slug: true,
      name: true,
      description: true,
      products: {
        where: { active: true },
        orderBy: { position: 'asc' },
        select: { slug: true, name: true, quantityTiers: { select: { pricePaise: true } } },
      },
    },
  })
  return rows.map((c) => ({
    slug: c.slug,
    name: c.name,
    description: c.description,
    productCount: c.products.length,
    fromPricePaise: c.products.length
      ? Math.min(...c.products.flatMap((p) => p.quantityTiers.map((t) => t.pricePaise)))
      : null,
    coverSlug: c.products[0]?.slug ?? null,
    topProducts: c.products.slice(0, 4).map((p) => ({ slug: p.slug, name: p.name })),
  }))
}
export type CategorySummary = Awaited<ReturnType<typeof getCategoryOverview>>[number]

/** Shop-by-need groups and gift pages: titles and slugs for shortcut links, in one query. */
export async function getBrowseShortcuts() {
  const rows = await prisma.collection.findMany({
    where: { kind: { in: ['NEED', 'GIFT'] } },
    orderBy: { position: 'asc' },
    select: { kind: true, slug: true, title: true },
  })
  return {
    needs: rows.filter((r) => r.kind === 'NEED').map(({ slug, title }) => ({ slug, title })),
    gifts: rows.filter((r) => r.kind === 'GIFT').map(({ slug, title }) => ({ slug, title })),
  }
}

const landingContentSchema = z.object({
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  priceTable: z
    .array(z.object({ label: z.string(), pricePaise: z.number().int(), note: z.string() }))
    .nullable(),
})

/** An editorial page (LandingPage row) and the products of its LANDING collection, or null. */
export async function getLandingPage(slug: string) {
  const [page, collection] = await Promise.all([
    prisma.landingPage.findUnique({ where: { slug } }),
    prisma.collection.findUnique({
      where: { kind_slug: { kind: 'LANDING', slug } },
      select: {
        items: {
          where: { product: { active: true } },
          orderBy: { position: 'asc' },
          select: { product: { select: cardSelect } },
        },
      },
    }),
  ])
  if (!page) return null
  const content = landingContentSchema.parse(page)
  return {
    slug: page.slug,
    title: page.title,
    headline: page.headline,
    intro: page.intro,
    ...content,
    products: (collection?.items ?? []).map((i) => toCard(i.product)),
  }
}
export type LandingContent = NonNullable<Awaited<ReturnType<typeof getLandingPage>>>

/** A category with its active products, and its landing content when it has any; or null. */
export async function getCategoryPage(slug: string) {
  const [category, landing] = await Promise.all([
    prisma.category.findUnique({
      where: { slug },
      select: {
        slug: true,
        name: true,
        description: true,
        products: { where: { active: true }, orderBy: { position: 'asc' }, select: cardSelect },
      },
    }),
    getLandingPage(slug),
  ])
  if (!category) return null
  return {
    category: { slug: category.slug, name: category.name, description: category.description },
    products: category.products.map(toCard),
    landing,
  }
}

/** One curated gift page and the list of all gift pages (for links between them); or null. */
export async function getGiftPage(slug: string) {
  const [[gift], giftPages] = await Promise.all([
    getCollections('GIFT', slug),
    prisma.collection.findMany({
      where: { kind: 'GIFT' },
      orderBy: { position: 'asc' },
      select: { slug: true, title: true, subtitle: true },
    }),
  ])
  return gift ? { gift, giftPages } : null
}
