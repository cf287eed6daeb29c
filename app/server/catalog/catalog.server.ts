import type { CollectionKind, Prisma } from '@prisma/client'
import { prisma } from '../platform/db.server.ts'
import { cachedCatalog, cachedCatalogItem } from './catalog-cache.server.ts'
import { productImagesInclude, shownImage } from './product-images.server.ts'

/**
 * What a product card needs: name, link, a "from" price (and position to break ties), and staff's
 * first photo (decision 065; none: the generated art). The from price is the cheapest quantity
 * tier, kept on the product row by the database (decision 027), so a list of cards reads no tiers.
 */
export const productCardSelect = {
  id: true,
  slug: true,
  name: true,
  shortDescription: true,
  hot: true,
  position: true,
  fromPricePaise: true,
  images: { ...productImagesInclude, take: 1 },
} as const satisfies Prisma.ProductSelect

type ProductCardRow = Prisma.ProductGetPayload<{ select: typeof productCardSelect }>

export function toCard(p: ProductCardRow) {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    shortDescription: p.shortDescription,
    hot: p.hot,
    fromPricePaise: p.fromPricePaise,
    image: p.images[0] ? shownImage(p.images[0]) : null,
  }
}
export type ProductCard = ReturnType<typeof toCard>

/**
 * What the layout shows on every page (the mega-menus, the drawer's shop-by-need links, the
 * footer's lists), from the catalog cache: no query per request.
 */
export function getLayoutCatalog() {
  return cachedCatalog('layout', async () => {
    const [menus, needs, footer] = await Promise.all([
      getMegaMenus(),
      getShopByNeed(),
      getFooterLinks(),
    ])
    return { menus, needs, footer }
  })
}
export type LayoutCatalog = Awaited<ReturnType<typeof getLayoutCatalog>>

/** The six mega-menus with their columns and links, in order. */
async function getMegaMenus() {
  const menus = await prisma.collection.findMany({
    where: { kind: 'MEGA_MENU' },
    orderBy: { position: 'asc' },
    select: {
      slug: true,
      title: true,
      subtitle: true,
      children: {
        orderBy: { position: 'asc' },
        select: {
          title: true,
          items: {
            orderBy: { position: 'asc' },
            select: {
              badge: true,
              product: {
                select: {
                  slug: true,
                  name: true,
                  category: { select: { slug: true, name: true } },
                },
              },
            },
          },
        },
      },
    },
  })
  return menus.map((menu) => ({
    slug: menu.slug,
    name: menu.title,
    blurb: menu.subtitle,
    // The categories this menu's products belong to, most linked first: "Shop all Visiting Cards".
    categories: distinctCategories(
      menu.children.flatMap((c) => c.items.map((i) => i.product.category)),
    ),
    columns: menu.children.map((column) => ({
      title: column.title,
      links: column.items.map((item) => ({
        name: item.product.name,
        href: `/product/${item.product.slug}`,
        badge: item.badge,
      })),
    })),
  }))
}
export type MegaMenu = Awaited<ReturnType<typeof getMegaMenus>>[number]

function distinctCategories(categories: { slug: string; name: string }[]) {
  const counts = new Map<string, { slug: string; name: string; count: number }>()
  for (const c of categories) {
    const entry = counts.get(c.slug) ?? { ...c, count: 0 }
    entry.count++
    counts.set(c.slug, entry)
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, 4)
    .map(({ slug, name }) => ({ name, href: `/product-category/${slug}` }))
}

/** Collections of one kind (home groups, gift pages, shop-by-need) with their product cards. */
export async function getCollections(kind: CollectionKind, slug?: string) {
  const rows = await prisma.collection.findMany({
    where: { kind, ...(slug ? { slug } : {}) },
    orderBy: { position: 'asc' },
    select: {
      slug: true,
      title: true,
      subtitle: true,
      items: {
        where: { product: { active: true } },
        orderBy: { position: 'asc' },
        select: { product: { select: productCardSelect } },
      },
    },
  })
  return rows.map((c) => ({
    slug: c.slug,
    title: c.title,
    subtitle: c.subtitle,
    products: c.items.map((i) => toCard(i.product)),
  }))
}

/** Everything the product page shows, or null for an unknown or inactive slug. */
function loadProductDetail(slug: string) {
  return prisma.product.findFirst({
    where: { slug, active: true },
    include: {
      category: { select: { slug: true, name: true } },
      quantityTiers: { orderBy: { quantity: 'asc' } },
      images: productImagesInclude,
      options: {
        orderBy: { position: 'asc' },
        include: { values: { orderBy: { position: 'asc' } } },
      },
    },
  })
}

/**
 * The product page's product with its tiers and options, from the catalog cache: five queries
 * and their compilation were most of the page's cost (decision 027). The value is shared by
 * every request: read it, never change it. Carts and orders price from the database itself.
 */
export function getProductBySlug(slug: string) {
  return cachedCatalogItem('product-detail', slug, () => loadProductDetail(slug))
}
export type ProductDetail = NonNullable<Awaited<ReturnType<typeof loadProductDetail>>>

/**
 * The current web address of an active product that used to answer at `slug` (staff changed it),
 * for a 301; null when the slug was never a product's.
 */
export async function movedProductSlug(slug: string) {
  const moved = await prisma.productSlugRedirect.findUnique({
    where: { slug },
    select: { product: { select: { slug: true, active: true } } },
  })
  return moved?.product.active ? moved.product.slug : null
}

/** The current address of a category that used to answer at `slug` (staff changed it), or null. */
export async function movedCategorySlug(slug: string) {
  const moved = await prisma.categorySlugRedirect.findUnique({
    where: { slug },
    select: { category: { select: { slug: true } } },
  })
  return moved?.category.slug ?? null
}

/** The fields the generated artwork is drawn from. */
export function getProductArt(slug: string) {
  return prisma.product.findUnique({
    where: { slug },
    select: {
      slug: true,
      name: true,
      artKind: true,
      artPalette: true,
      artSample: true,
      trimWidthMm: true,
      trimHeightMm: true,
      shape: true,
      cornerRadiusMm: true,
      sides: true,
      updatedAt: true,
    },
  })
}

/** The home page's groups of product cards (from the catalog cache). */
export function getHomeGroups() {
  return cachedCatalog('home-groups', () => getCollections('HOME_GROUP'))
}

/** Product names and links for the footer's lists. */
async function getFooterLinks() {
  const [products, services] = await Promise.all([
    prisma.product.findMany({
      where: { active: true, hot: true },
      orderBy: { position: 'asc' },
      take: 5,
      select: { slug: true, name: true },
    }),
    prisma.product.findMany({
      where: {
        active: true,
        category: { slug: { in: ['design-services', 'signs-standees', 'packaging'] } },
      },
      orderBy: { position: 'asc' },
      take: 5,
      select: { slug: true, name: true },
    }),
  ])
  return { products, services }
}

/** The "Shop by need" groups for the mobile drawer: titles and slugs only. */
function getShopByNeed() {
  return prisma.collection.findMany({
    where: { kind: 'NEED' },
    orderBy: { position: 'asc' },
    select: { slug: true, title: true },
  })
}
