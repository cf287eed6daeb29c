/**
 * The admin's product form (decision 050): the draft a form posts and shows again, its limits and
 * labels, and reading it from a plain HTML form. Pure: the page and the server share it; the rules
 * that need the database (unique slug, category, GST rate, the print check) are in
 * app/server/admin/catalog-*.server.ts.
 *
 * Repeated rows need no JavaScript: tiers are parallel fields (`tierQuantity`, `tierPrice`), an
 * option's values are parallel fields under `option.{i}.`; "Add …" and "Remove" are submit
 * buttons (`intent=add-tier`, `intent=remove-tier:2`…) that answer the same form with a row more or
 * less, nothing saved.
 */

export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  archived: 'Archived',
}

export const SHAPES = ['rect', 'rounded', 'circle', 'oval', 'die-cut'] as const
export const SHAPE_LABELS: Record<(typeof SHAPES)[number], string> = {
  rect: 'Rectangle',
  rounded: 'Rounded corners',
  circle: 'Circle',
  oval: 'Oval',
  'die-cut': 'Die-cut (custom outline)',
}

export const LIMITS = {
  name: 120,
  slug: 80,
  shortDescription: 300,
  description: 5000,
  seoTitle: 70,
  seoDescription: 160,
  tiers: 20,
  options: 12,
  values: 30,
  lines: 20,
} as const

/** The badge a "hot" product shows in the store. */
export const HOT_BADGE = 'Popular'

export const CATALOG_MESSAGES = {
  notFound: 'That product was not found.',
  fix: 'The product was not saved: fix the fields marked below.',
  stale:
    'Someone else changed this product since you opened it. Nothing was saved: reload to see their change, then make yours again.',
  slugTaken: 'Another product already uses this web address.',
  slugFormat: 'Use lower-case letters, digits and single hyphens, e.g. "matte-visiting-cards".',
  tiersEmpty: 'Add at least one quantity tier.',
  tiersIncreasing: 'Quantities must increase down the table.',
  tiersUnitPrice: (bigger: string, smaller: string) =>
    `${bigger} costs more per piece than ${smaller}: a larger pack may not cost more per piece.`,
  optionDiscounts:
    'These options take more than 90% off together: the cheapest combination would not price. Reduce the discounts.',
  notActivatable: 'This product cannot go active until its print check passes:',
  imported: (n: number) => `${n} ${n === 1 ? 'product' : 'products'} updated from the file.`,
} as const

export interface ValueDraft {
  key: string
  label: string
  /** Price effect in percent of the tier price, as typed ("25", "-10", "7.5"). */
  delta: string
  width: string
  height: string
}
export interface OptionDraft {
  key: string
  label: string
  /** Index of the default value. */
  defaultIndex: number
  values: ValueDraft[]
}
export interface TierDraft {
  quantity: string
  /** Rupees as typed ("299", "1,299.50"). */
  price: string
}

/** A product's texts and flags, the same in a typed draft and in checked input. */
export interface ProductBasics {
  name: string
  slug: string
  categoryId: string
  shortDescription: string
  description: string
  status: ProductStatus
  hot: boolean
  unitSingular: string
  unitPlural: string
}

export interface ProductDraft extends ProductBasics {
  productionDays: string
  /** Printed and delivered within the shop's city the day it is ordered (decision 057). */
  sameDay: boolean
  /** One per line. */
  highlights: string
  /** Comma-separated. */
  keywords: string
  hsnCode: string
  trimWidthMm: string
  trimHeightMm: string
  bleedMm: string
  safeMarginMm: string
  sides: string
  pages: string
  shape: string
  cornerRadiusMm: string
  templateKind: string
  artKind: string
  /** Comma-separated colours ("#0f172a, #f59e0b"). */
  artPalette: string
  artSample: string
  seoTitle: string
  seoDescription: string
  tiers: TierDraft[]
  options: OptionDraft[]
}

export const emptyValue = (): ValueDraft => ({
  key: '',
  label: '',
  delta: '0',
  width: '',
  height: '',
})
export const emptyOption = (): OptionDraft => ({
  key: '',
  label: '',
  defaultIndex: 0,
  values: [emptyValue()],
})

const text = (form: FormData, name: string, max = 5000) =>
  String(form.get(name) ?? '')
    .trim()
    .slice(0, max)

/** The draft a form posted; anything missing is empty (the rules say what is wrong with it). */
export function readProductDraft(form: FormData): ProductDraft {
  const quantities = form.getAll('tierQuantity').map(String)
  const prices = form.getAll('tierPrice').map(String)
  const tiers = quantities
    .slice(0, LIMITS.tiers)
    .map((quantity, i) => ({ quantity: quantity.trim(), price: (prices[i] ?? '').trim() }))
  const options: OptionDraft[] = []
  for (let i = 0; i < LIMITS.options && form.has(`option.${i}.key`); i++) {
    const at = (name: string) => form.getAll(`option.${i}.${name}`).map((v) => String(v).trim())
    const keys = at('valueKey').slice(0, LIMITS.values)
    const labels = at('valueLabel')
    const deltas = at('valueDelta')
    const widths = at('valueWidth')
    const heights = at('valueHeight')
    const defaultIndex = Number(text(form, `option.${i}.default`, 4))
    options.push({
      key: text(form, `option.${i}.key`, 40),
      label: text(form, `option.${i}.label`, 80),
      defaultIndex:
        Number.isInteger(defaultIndex) && defaultIndex >= 0 && defaultIndex < keys.length
          ? defaultIndex
          : 0,
      values: keys.map((key, j) => ({
        key: key.slice(0, 40),
        label: (labels[j] ?? '').slice(0, 80),
        delta: (deltas[j] ?? '').slice(0, 12),
        width: (widths[j] ?? '').slice(0, 12),
        height: (heights[j] ?? '').slice(0, 12),
      })),
    })
  }
  const status = text(form, 'status', 20)
  return {
    name: text(form, 'name', LIMITS.name),
    slug: text(form, 'slug', LIMITS.slug).toLowerCase(),
    categoryId: text(form, 'categoryId', 64),
    shortDescription: text(form, 'shortDescription', LIMITS.shortDescription),
    description: text(form, 'description', LIMITS.description),
    status: (PRODUCT_STATUSES as readonly string[]).includes(status)
      ? (status as ProductStatus)
      : 'draft',
    hot: form.get('hot') === 'on',
    unitSingular: text(form, 'unitSingular', 40),
    unitPlural: text(form, 'unitPlural', 40),
    productionDays: text(form, 'productionDays', 6),
    sameDay: form.get('sameDay') === 'on',
    highlights: text(form, 'highlights', 3000),
    keywords: text(form, 'keywords', 1000),
    hsnCode: text(form, 'hsnCode', 10),
    trimWidthMm: text(form, 'trimWidthMm', 12),
    trimHeightMm: text(form, 'trimHeightMm', 12),
    bleedMm: text(form, 'bleedMm', 12),
    safeMarginMm: text(form, 'safeMarginMm', 12),
    sides: text(form, 'sides', 4),
    pages: text(form, 'pages', 6),
    shape: text(form, 'shape', 20),
    cornerRadiusMm: text(form, 'cornerRadiusMm', 12),
    templateKind: text(form, 'templateKind', 40),
    artKind: text(form, 'artKind', 40),
    artPalette: text(form, 'artPalette', 300),
    artSample: text(form, 'artSample', 200),
    seoTitle: text(form, 'seoTitle', LIMITS.seoTitle),
    seoDescription: text(form, 'seoDescription', LIMITS.seoDescription),
    tiers,
    options,
  }
}

/**
 * A row added or removed by a submit button (no JavaScript needed): the draft with the change,
 * or null when `intent` is not one of these.
 */
export function applyRowIntent(draft: ProductDraft, intent: string): ProductDraft | null {
  const [verb, a, b] = intent.split(':')
  const i = Number(a)
  const j = Number(b)
  const options = draft.options.map((o) => ({ ...o, values: [...o.values] }))
  switch (verb) {
    case 'add-tier':
      if (draft.tiers.length >= LIMITS.tiers) return draft
      return { ...draft, tiers: [...draft.tiers, { quantity: '', price: '' }] }
    case 'remove-tier':
      return { ...draft, tiers: draft.tiers.filter((_, k) => k !== i) }
    case 'add-option':
      if (options.length >= LIMITS.options) return draft
      return { ...draft, options: [...options, emptyOption()] }
    case 'remove-option':
      return { ...draft, options: options.filter((_, k) => k !== i) }
    case 'add-value': {
      const option = options[i]
      if (!option || option.values.length >= LIMITS.values) return draft
      option.values.push(emptyValue())
      return { ...draft, options }
    }
    case 'remove-value': {
      const option = options[i]
      if (!option) return draft
      option.values = option.values.filter((_, k) => k !== j)
      if (option.defaultIndex >= option.values.length) option.defaultIndex = 0
      return { ...draft, options }
    }
    default:
      return null
  }
}

/** "1,299.50" → 129950 paise; null when it is not an amount of money. */
export function rupeesToPaise(raw: string): number | null {
  const cleaned = raw.replace(/[,\s₹]/g, '').replace(/^Rs\.?/i, '')
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null
  return Math.round(Number(cleaned) * 100)
}

export const paiseToRupees = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2)

/** "25" → 2500 basis points, "-7.5" → -750; null when not a percentage. */
export function percentToBp(raw: string): number | null {
  const cleaned = raw.replace(/[%\s]/g, '').replace(/^\+/, '')
  if (cleaned === '') return 0
  if (!/^-?\d{1,4}(\.\d{1,2})?$/.test(cleaned)) return null
  return Math.round(Number(cleaned) * 100)
}

export const bpToPercent = (bp: number) => String(bp / 100)

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A web address from a name: "Matte Visiting Cards" → "matte-visiting-cards". */
export function slugify(name: string) {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.slug)
}

/** The columns of the products CSV, export and import alike (decision 050). */
export const PRODUCT_CSV_HEADERS = [
  'Slug',
  'Name',
  'Category',
  'Status',
  'Popular',
  'HSN',
  'Tiers (quantity=Rs)',
  'Option prices (option:value=%)',
] as const
