/**
 * Prices are computed here, on the server, from the catalog rows: never from what a browser sends.
 * A pack's price = its quantity tier's price × (1 + Σ selected options' basis points), rounded to
 * whole rupees. Shoppers may order several packs of a tier.
 */

export interface PricingOptionValue {
  key: string
  label: string
  priceDeltaBp: number
  isDefault: boolean
  trimWidthMm: number | null
  trimHeightMm: number | null
}
export interface PricingOption {
  key: string
  label: string
  values: PricingOptionValue[]
}
export interface PricingProduct {
  trimWidthMm: number
  trimHeightMm: number
  quantityTiers: { quantity: number; pricePaise: number }[]
  options: PricingOption[]
}

export const MAX_PACKS = 100

/** The columns pricing reads (tiers, options and their values): spread into a product select. */
export const pricingSelect = {
  trimWidthMm: true,
  trimHeightMm: true,
  quantityTiers: { select: { quantity: true, pricePaise: true }, orderBy: { quantity: 'asc' } },
  options: {
    orderBy: { position: 'asc' },
    select: {
      key: true,
      label: true,
      values: {
        orderBy: { position: 'asc' },
        select: {
          key: true,
          label: true,
          priceDeltaBp: true,
          isDefault: true,
          trimWidthMm: true,
          trimHeightMm: true,
        },
      },
    },
  },
} as const

/** What an option picker needs to show (keys, labels, surcharges), nothing more. */
export function optionChoices(
  options: ReadonlyArray<
    Pick<PricingOption, 'key' | 'label'> & {
      values: ReadonlyArray<Pick<PricingOptionValue, 'key' | 'label' | 'priceDeltaBp'>>
    }
  >,
) {
  return options.map((o) => ({
    key: o.key,
    label: o.label,
    values: o.values.map((v) => ({ key: v.key, label: v.label, priceDeltaBp: v.priceDeltaBp })),
  }))
}

/** Option key → value key, one for every option of the product. */
export type Selection = Record<string, string>

export function defaultSelection(product: PricingProduct): Selection {
  return Object.fromEntries(
    product.options.map((o) => [o.key, (o.values.find((v) => v.isDefault) ?? o.values[0])!.key]),
  )
}

/**
 * Reads the shopper's choices (e.g. from a query string or form). Unknown options are ignored;
 * a value the product does not offer is reported so a form can say so, and the default is used.
 */
export function resolveSelection(
  product: PricingProduct,
  input: Record<string, string | null | undefined>,
): { selection: Selection; invalid: string[] } {
  const selection = defaultSelection(product)
  const invalid: string[] = []
  for (const option of product.options) {
    const wanted = input[option.key]
    if (wanted == null || wanted === '') continue
    if (option.values.some((v) => v.key === wanted)) selection[option.key] = wanted
    else invalid.push(option.key)
  }
  return { selection, invalid }
}

export function resolveTier(product: PricingProduct, quantity: number | string | null | undefined) {
  const tiers = [...product.quantityTiers].sort((a, b) => a.quantity - b.quantity)
  const wanted = Number(quantity)
  return tiers.find((t) => t.quantity === wanted) ?? tiers[0]!
}

/** Discounts never take a pack below a tenth of its tier price (quote()'s floor). */
export const MIN_FACTOR_BP = 1000

/**
 * Whether every combination of these options prices as its options say: the cheapest values
 * together stay above quote()'s floor (the admin's rule on save, decision 050).
 */
export function everyCombinationPrices(
  options: ReadonlyArray<{ values: ReadonlyArray<Pick<PricingOptionValue, 'priceDeltaBp'>> }>,
) {
  const cheapestBp = options
    .filter((o) => o.values.length)
    .reduce((sum, o) => sum + Math.min(...o.values.map((v) => v.priceDeltaBp)), 0)
  return 10_000 + cheapestBp >= MIN_FACTOR_BP
}

export interface Quote {
  tierQuantity: number
  packs: number
  /** Price of one pack at the chosen options. */
  packPricePaise: number
  totalPaise: number
  /** Price of one piece, for "₹2.99 per card". */
  piecePricePaise: number
  trimWidthMm: number
  trimHeightMm: number
  lines: { option: string; value: string; priceDeltaBp: number }[]
}

export function quote(
  product: PricingProduct,
  {
    selection,
    tierQuantity,
    packs = 1,
  }: { selection: Selection; tierQuantity: number; packs?: number },
): Quote {
  const tier = resolveTier(product, tierQuantity)
  const count = Math.min(MAX_PACKS, Math.max(1, Math.trunc(packs) || 1))
  let deltaBp = 0
  let trimWidthMm = product.trimWidthMm
  let trimHeightMm = product.trimHeightMm
  const lines: Quote['lines'] = []
  for (const option of product.options) {
    const value =
      option.values.find((v) => v.key === selection[option.key]) ??
      option.values.find((v) => v.isDefault) ??
      option.values[0]!
    deltaBp += value.priceDeltaBp
    if (value.trimWidthMm && value.trimHeightMm) {
      trimWidthMm = value.trimWidthMm
      trimHeightMm = value.trimHeightMm
    }
    lines.push({ option: option.label, value: value.label, priceDeltaBp: value.priceDeltaBp })
  }
  const factorBp = Math.max(MIN_FACTOR_BP, 10_000 + deltaBp)
  const packPricePaise = Math.max(
    100,
    Math.round((tier.pricePaise * factorBp) / 10_000 / 100) * 100,
  )
  return {
    tierQuantity: tier.quantity,
    packs: count,
    packPricePaise,
    totalPaise: packPricePaise * count,
    piecePricePaise: Math.round(packPricePaise / tier.quantity),
    trimWidthMm,
    trimHeightMm,
    lines,
  }
}

/** The lowest price a product is sold at ("from ₹249"). */
export function fromPricePaise(product: Pick<PricingProduct, 'quantityTiers'>) {
  return Math.min(...product.quantityTiers.map((t) => t.pricePaise))
}
