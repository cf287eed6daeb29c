/**
 * The catalog's products, one file per category (a new product is data in its category's file),
 * typed by the one list of category slugs.
 */
import type { CategorySlug, ProductData } from '../types.ts'
import { booksAlbums } from './books-albums.ts'
import { designServices } from './design-services.ts'
import { events } from './events.ts'
import { flyersBrochures } from './flyers-brochures.ts'
import { labels } from './labels.ts'
import { menus } from './menus.ts'
import { packaging } from './packaging.ts'
import { photoGifts } from './photo-gifts.ts'
import { photoPrints } from './photo-prints.ts'
import { postersWallArt } from './posters-wall-art.ts'
import { signsStandees } from './signs-standees.ts'
import { stationery } from './stationery.ts'
import { stickers } from './stickers.ts'
import { tags } from './tags.ts'
import { visitingCards } from './visiting-cards.ts'
import { vouchersTickets } from './vouchers-tickets.ts'
import { wedding } from './wedding.ts'
import { SPEC_PRODUCT_SLUGS } from '../spec-slugs.ts'

const BY_CATEGORY: Record<CategorySlug, ProductData[]> = {
  'visiting-cards': visitingCards,
  stationery: stationery,
  'flyers-brochures': flyersBrochures,
  menus: menus,
  'vouchers-tickets': vouchersTickets,
  'signs-standees': signsStandees,
  'posters-wall-art': postersWallArt,
  labels: labels,
  stickers: stickers,
  tags: tags,
  packaging: packaging,
  wedding: wedding,
  events: events,
  'photo-prints': photoPrints,
  'photo-gifts': photoGifts,
  'books-albums': booksAlbums,
  'design-services': designServices,
}

/**
 * The store's order (search results, lists, category pages): the spec's, which lists every
 * product. A product the spec does not list comes after them, so adding one needs no entry.
 */
export const PRODUCT_ORDER: readonly string[] = SPEC_PRODUCT_SLUGS

const rank = new Map(PRODUCT_ORDER.map((slug, i) => [slug, i]))

/**
 * Every product, in the store's order (the seed's positions): PRODUCT_ORDER first, then any product
 * it does not list yet, category by category.
 */
export const products: ProductData[] = Object.values(BY_CATEGORY)
  .flat()
  .map((p, i) => ({ p, at: rank.get(p.slug) ?? PRODUCT_ORDER.length + i }))
  .sort((a, b) => a.at - b.at)
  .map(({ p }) => p)
