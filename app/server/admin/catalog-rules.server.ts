/**
 * The rules a product must keep to be saved (decision 050): every field read and bounded, a unique
 * web address, a category and a GST rate that exist, a tier table increasing in quantity and never
 * dearer per piece for a bigger pack, options whose every combination prices, and, to be active,
 * the print check (catalog-print-check.server.ts). One refusal names every field at fault.
 */
import type { Prisma } from '@prisma/client'
import type { PrintSpec } from '#app/designer/document.ts'
import { ART_KIND_LIST } from '#app/designer/product-art/kinds.ts'
import { TEMPLATE_KINDS } from '#app/designer/templates/kinds.ts'
import {
  CATALOG_MESSAGES,
  LIMITS,
  PRODUCT_STATUSES,
  SHAPES,
  SLUG_PATTERN,
  percentToBp,
  rupeesToPaise,
  type ProductBasics,
  type ProductDraft,
} from '#app/utils/admin-catalog.ts'
import { formatRs } from '#app/utils/money.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError, type FieldErrors } from '../platform/errors.server.ts'
import { printCheck } from './catalog-print-check.server.ts'
import { everyCombinationPrices } from '../catalog/pricing.server.ts'

export interface ProductInput extends ProductBasics, PrintSpec {
  productionDays: number
  sameDay: boolean
  highlights: string[]
  keywords: string[]
  hsnCode: string
  templateKind: string
  artKind: string
  artPalette: string[]
  artSample: string
  seoTitle: string
  seoDescription: string
  tiers: { quantity: number; pricePaise: number }[]
  options: {
    key: string
    label: string
    values: {
      key: string
      label: string
      priceDeltaBp: number
      trimWidthMm: number | null
      trimHeightMm: number | null
      isDefault: boolean
    }[]
  }[]
}

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The draft as a product, or a 400 naming each field at fault. `productId` is the product being
 * edited (its own slug is not "taken").
 */
export async function checkProduct(
  draft: ProductDraft,
  productId: string | null,
  {
    db = prisma,
    printCheck: checkPrint = (input) => input.status === 'active',
  }: {
    db?: Prisma.TransactionClient
    /** Whether the print check runs (the caller skips it when nothing it checks changed). */
    printCheck?: (input: ProductInput) => boolean
  } = {},
): Promise<ProductInput> {
  const errors: FieldErrors = {}
  const fail = (field: string, message: string) => {
    ;(errors[field] ??= []).push(message)
  }
  const required = (field: keyof ProductDraft, label: string) => {
    if (!String(draft[field]).trim()) fail(field, `Enter the ${label}.`)
  }
  const number = (
    field: string,
    raw: string,
    {
      min,
      max,
      integer = false,
      optional = false,
    }: { min: number; max: number; integer?: boolean; optional?: boolean },
  ): number | null => {
    if (raw === '' && optional) return null
    const n = Number(raw)
    if (
      raw === '' ||
      !Number.isFinite(n) ||
      (integer && !Number.isInteger(n)) ||
      n < min ||
      n > max
    ) {
      fail(field, `Enter ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}.`)
      return null
    }
    return n
  }

  required('name', 'product name')
  required('shortDescription', 'short description')
  required('description', 'description')
  required('unitSingular', 'unit (one)')
  required('unitPlural', 'unit (many)')
  if (!SLUG_PATTERN.test(draft.slug)) fail('slug', CATALOG_MESSAGES.slugFormat)
  if (!(PRODUCT_STATUSES as readonly string[]).includes(draft.status))
    fail('status', 'Choose a status.')
  if (!/^\d{4}(\d{2}){0,2}$/.test(draft.hsnCode))
    fail('hsnCode', 'Enter the HSN code: 4, 6 or 8 digits.')
  if (!(TEMPLATE_KINDS as readonly string[]).includes(draft.templateKind))
    fail('templateKind', 'Choose a template kind.')
  if (!(ART_KIND_LIST as readonly string[]).includes(draft.artKind))
    fail('artKind', 'Choose the generated art.')
  if (!(SHAPES as readonly string[]).includes(draft.shape)) fail('shape', 'Choose a shape.')
  const palette = draft.artPalette
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
  if (!palette.length || palette.some((c) => !/^#[0-9a-fA-F]{6}$/.test(c)))
    fail('artPalette', 'Enter colours like #0f172a, separated by commas.')

  const productionDays = number('productionDays', draft.productionDays, {
    min: 1,
    max: 60,
    integer: true,
  })
  const trimWidthMm = number('trimWidthMm', draft.trimWidthMm, { min: 10, max: 2000 })
  const trimHeightMm = number('trimHeightMm', draft.trimHeightMm, { min: 10, max: 2000 })
  const bleedMm = number('bleedMm', draft.bleedMm, { min: 0, max: 10 })
  const safeMarginMm = number('safeMarginMm', draft.safeMarginMm, { min: 0, max: 50 })
  const sides = number('sides', draft.sides, { min: 1, max: 2, integer: true })
  const pages = number('pages', draft.pages, { min: 1, max: 500, integer: true, optional: true })
  const cornerRadiusMm = number('cornerRadiusMm', draft.cornerRadiusMm, {
    min: 0,
    max: 50,
    optional: true,
  })

  // Quantity tiers: increasing quantities, never dearer per piece for a bigger pack.
  const tiers: ProductInput['tiers'] = []
  if (!draft.tiers.length) fail('tiers', CATALOG_MESSAGES.tiersEmpty)
  draft.tiers.forEach((t, i) => {
    const quantity = Number(t.quantity)
    const pricePaise = rupeesToPaise(t.price)
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 1_000_000)
      fail(`tier.${i}`, 'Enter a quantity from 1 to 1,000,000.')
    else if (pricePaise === null || pricePaise < 100)
      fail(`tier.${i}`, 'Enter a price of at least ₹1, like 299 or 299.50.')
    else tiers.push({ quantity, pricePaise })
  })
  if (tiers.length === draft.tiers.length) {
    for (let i = 1; i < tiers.length; i++) {
      const [a, b] = [tiers[i - 1]!, tiers[i]!]
      if (b.quantity <= a.quantity) {
        fail('tiers', CATALOG_MESSAGES.tiersIncreasing)
        break
      }
      // Per piece: b.price / b.qty > a.price / a.qty, compared without rounding.
      if (b.pricePaise * a.quantity > a.pricePaise * b.quantity) {
        fail(
          'tiers',
          CATALOG_MESSAGES.tiersUnitPrice(
            `${b.quantity} for ${formatRs(b.pricePaise)}`,
            `${a.quantity} for ${formatRs(a.pricePaise)}`,
          ),
        )
        break
      }
    }
  }

  // Options: unique keys, each with values and one default; every combination prices.
  const options: ProductInput['options'] = []
  const optionKeys = new Set<string>()
  draft.options.forEach((o, i) => {
    const at = `option.${i}`
    if (!KEY.test(o.key)) fail(at, 'Give the option a key of lower-case letters and hyphens.')
    else if (optionKeys.has(o.key)) fail(at, `Two options use the key "${o.key}".`)
    optionKeys.add(o.key)
    if (!o.label) fail(at, 'Give the option a label.')
    if (!o.values.length) fail(at, 'Give the option at least one value.')
    const valueKeys = new Set<string>()
    const values: ProductInput['options'][number]['values'] = []
    o.values.forEach((v, j) => {
      const vat = `${at}.value.${j}`
      if (!KEY.test(v.key))
        fail(vat, 'Give the value a key of lower-case letters, digits and hyphens.')
      else if (valueKeys.has(v.key)) fail(vat, `Two values use the key "${v.key}".`)
      valueKeys.add(v.key)
      if (!v.label) fail(vat, 'Give the value a label.')
      const bp = percentToBp(v.delta)
      if (bp === null || bp < -9000 || bp > 100_000)
        fail(vat, 'Enter the price effect in percent, from -90 to 1000.')
      const w = v.width === '' ? null : Number(v.width)
      const h = v.height === '' ? null : Number(v.height)
      if (
        (w === null) !== (h === null) ||
        [w, h].some((n) => n !== null && !(n >= 10 && n <= 2000))
      )
        fail(vat, 'A size needs both width and height, 10 to 2000 mm (or neither).')
      values.push({
        key: v.key,
        label: v.label,
        priceDeltaBp: bp ?? 0,
        trimWidthMm: w,
        trimHeightMm: h,
        isDefault: j === o.defaultIndex,
      })
    })
    options.push({ key: o.key, label: o.label, values })
  })
  // quote() keeps any pack at a tenth of its tier at least: past that, combinations stop pricing.
  if (!everyCombinationPrices(options)) fail('options', CATALOG_MESSAGES.optionDiscounts)

  // What needs the database: the address, the category, the GST rate.
  if (!errors.slug) {
    const taken = await db.product.findFirst({
      where: { slug: draft.slug, ...(productId ? { id: { not: productId } } : {}) },
      select: { id: true },
    })
    if (taken) fail('slug', CATALOG_MESSAGES.slugTaken)
  }
  const category = draft.categoryId
    ? await db.category.findUnique({
        where: { id: draft.categoryId },
        select: { slug: true, name: true },
      })
    : null
  if (!category) fail('categoryId', 'Choose a category.')
  if (!errors.hsnCode) {
    const rate = await db.gstRate.findFirst({
      where: { hsnCode: draft.hsnCode, validFrom: { lte: new Date() } },
      select: { id: true },
    })
    if (!rate) fail('hsnCode', `No GST rate is on file for HSN ${draft.hsnCode}.`)
  }

  if (Object.keys(errors).length)
    throw new AppError(400, CATALOG_MESSAGES.fix, { fieldErrors: errors })

  const input: ProductInput = {
    name: draft.name,
    slug: draft.slug,
    categoryId: draft.categoryId,
    shortDescription: draft.shortDescription,
    description: draft.description,
    status: draft.status,
    hot: draft.hot,
    unitSingular: draft.unitSingular,
    unitPlural: draft.unitPlural,
    productionDays: productionDays!,
    sameDay: draft.sameDay,
    highlights: lines(draft.highlights),
    keywords: draft.keywords
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean)
      .slice(0, 40),
    hsnCode: draft.hsnCode,
    trimWidthMm: trimWidthMm!,
    trimHeightMm: trimHeightMm!,
    bleedMm: bleedMm!,
    safeMarginMm: safeMarginMm!,
    sides: sides!,
    pages,
    shape: draft.shape,
    cornerRadiusMm,
    templateKind: draft.templateKind,
    artKind: draft.artKind,
    artPalette: palette,
    artSample: draft.artSample,
    seoTitle: draft.seoTitle,
    seoDescription: draft.seoDescription,
    tiers,
    options,
  }

  if (checkPrint(input)) {
    const problems = await printCheck({ ...input, category: category!, options: input.options })
    if (problems.length)
      throw new AppError(400, `${CATALOG_MESSAGES.notActivatable} ${problems.join(' ')}`, {
        fieldErrors: { printSpec: problems },
      })
  }
  return input
}

function lines(text: string) {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, LIMITS.lines)
}
