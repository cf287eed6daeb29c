/**
 * The shape of the catalog seed data. `prisma/seed.ts` writes these into the database; the app reads
 * the catalog only from the database. Money is integer paise everywhere (Rs 1 = 100 paise).
 */
import { ART_KIND_LIST, type ArtKind } from '../../app/designer/product-art/kinds.ts'
import type { TemplateKind } from '../../app/designer/templates/kinds.ts'

export const CATEGORY_SLUGS = [
  'visiting-cards',
  'stationery',
  'flyers-brochures',
  'menus',
  'vouchers-tickets',
  'signs-standees',
  'posters-wall-art',
  'labels',
  'stickers',
  'tags',
  'packaging',
  'wedding',
  'events',
  'photo-prints',
  'photo-gifts',
  'books-albums',
  'design-services',
] as const
export type CategorySlug = (typeof CATEGORY_SLUGS)[number]

// The kinds of generated product artwork: one list, owned by the art registry.
export { ART_KIND_LIST as ART_KINDS, type ArtKind }

export interface PrintSpecData {
  /** Finished (trimmed) width in millimetres. */
  trimWidthMm: number
  /** Finished (trimmed) height in millimetres. */
  trimHeightMm: number
  /** Extra artwork beyond the trim on every edge, in mm (usually 2-3 for paper, 5-10 for large format, 0 for photo prints). */
  bleedMm: number
  /** Keep important content at least this far inside the trim, in mm. */
  safeMarginMm: number
  /** Printed sides: 1 (front only) or 2 (front and back). */
  sides: 1 | 2
  /** For multipage products (books, magazines, multipage menus, calendars, notepads): interior page count. */
  pages?: number
  /** Die shape of the finished piece. Default 'rect'. */
  shape?: 'rect' | 'rounded' | 'circle' | 'oval'
  /** Corner radius in mm when shape is 'rounded'. */
  cornerRadiusMm?: number
}

/** The print spec as the Product table's columns (defaults filled in), for the seed and tests. */
export function printSpecColumns(spec: PrintSpecData) {
  return {
    trimWidthMm: spec.trimWidthMm,
    trimHeightMm: spec.trimHeightMm,
    bleedMm: spec.bleedMm,
    safeMarginMm: spec.safeMarginMm,
    sides: spec.sides,
    pages: spec.pages ?? null,
    shape: spec.shape ?? 'rect',
    cornerRadiusMm: spec.cornerRadiusMm ?? null,
  }
}

export interface OptionValueData {
  /** Stable machine key, lowercase kebab-case, unique within the option: 'matte', '350-gsm', 'a5'. */
  key: string
  /** What the shopper reads: 'Matte lamination', '350 GSM art card', 'A5 (148 x 210 mm)'. */
  label: string
  /** Price change relative to the product's tier price, in basis points (+2500 = +25 %, -1000 = -10 %). Default 0. */
  priceDeltaBp?: number
  /** A size value that changes the finished size overrides the product's trim size. */
  trimWidthMm?: number
  trimHeightMm?: number
  /** Exactly one value per option is the default; when none is marked the first one is. */
  default?: boolean
}

export interface OptionData {
  /** Stable key, kebab-case: 'size', 'paper', 'material', 'finish', 'sides', 'corners', 'binding', 'colour'... */
  key: string
  /** Shopper-facing label: 'Paper', 'Finish', 'Printed sides'... */
  label: string
  /** 2 to 6 values. */
  values: OptionValueData[]
}

export interface QuantityTierData {
  /** How many pieces in the pack: 100 visiting cards, 1 mug, 24 photo prints... */
  quantity: number
  /** Price of the whole pack at the default options, in paise, GST included. */
  pricePaise: number
}

export interface ProductData {
  slug: string
  /** A real store name: 'Standard Visiting Cards', 'Custom Photo Mugs'. */
  name: string
  /** One sentence, 60-140 characters, for cards and search results. */
  shortDescription: string
  /** 2-4 short paragraphs separated by blank lines ("\n\n"): what it is, paper/material, uses, turnaround. */
  description: string
  category: CategorySlug
  /** Best sellers shown with a Popular / Hot mark. Roughly one product in four. */
  hot?: boolean
  /** Singular and plural noun of one piece: ['card', 'cards'], ['mug', 'mugs']. */
  unit: [singular: string, plural: string]
  /** Ascending by quantity, 3-6 tiers (a single tier for one-off items like a standee is fine). Unit price falls as quantity grows. */
  quantityTiers: QuantityTierData[]
  /** 2-4 options a print shop really offers for this product. */
  options: OptionData[]
  printSpec: PrintSpecData
  /** Working days to produce before dispatch (1 for 24h express-eligible items, 2-7 otherwise). */
  productionDays: number
  /** 3-6 short bullet points shown on the product page: '350 GSM premium art card', 'Free design check'. */
  highlights: string[]
  art: {
    kind: ArtKind
    /** Three hex colours: background, ink, accent. Chosen to suit the product. */
    palette: [background: string, ink: string, accent: string]
    /** Short sample text printed on the mockup (a name, a brand, a title): 'Aarav Mehta', 'Chai & Co.'. */
    sample: string
  }
  /** The starting design's layout in the designer (see app/designer/templates/kinds.ts). */
  templateKind: TemplateKind
  /** Search keywords beyond the name: ['business card', 'vcard']. */
  keywords?: string[]
}

export interface CategoryData {
  slug: CategorySlug
  name: string
  /** One or two sentences for the category page and cards. */
  description: string
}

/** A menu entry linking to a product, optionally with a badge. */
export interface MenuLinkData {
  product: string
  badge?: 'Hot' | 'New'
}

export interface MegaMenuData {
  slug: string
  name: string
  /** One-line pitch shown in the menu panel. */
  blurb: string
  columns: { title: string; links: MenuLinkData[] }[]
}

export interface ProductGroupData {
  slug: string
  title: string
  subtitle: string
  /** Product slugs, in display order. */
  products: string[]
}

export interface ContentSectionData {
  heading: string
  body: string
}

export interface FaqData {
  question: string
  answer: string
}

/** Editorial content for a landing page (the visiting-cards category page, DTF transfers). */
export interface LandingContentData {
  slug: string
  title: string
  headline: string
  intro: string
  sections: ContentSectionData[]
  faqs: FaqData[]
  /** Optional price table: rows of [label, price in paise, note]. */
  priceTable?: { label: string; pricePaise: number; note: string }[]
  products: string[]
}
