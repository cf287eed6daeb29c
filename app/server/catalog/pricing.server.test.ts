import { describe, expect, test } from 'vitest'
import {
  defaultSelection,
  fromPricePaise,
  MAX_PACKS,
  quote,
  resolveSelection,
  type PricingProduct,
} from './pricing.server.ts'

const cards: PricingProduct = {
  trimWidthMm: 89,
  trimHeightMm: 51,
  quantityTiers: [
    { quantity: 500, pricePaise: 89_900 },
    { quantity: 100, pricePaise: 29_900 },
  ],
  options: [
    {
      key: 'paper',
      label: 'Paper',
      values: [
        {
          key: '300-gsm',
          label: '300 GSM',
          priceDeltaBp: 0,
          isDefault: true,
          trimWidthMm: null,
          trimHeightMm: null,
        },
        {
          key: '400-gsm',
          label: '400 GSM',
          priceDeltaBp: 3000,
          isDefault: false,
          trimWidthMm: null,
          trimHeightMm: null,
        },
      ],
    },
    {
      key: 'size',
      label: 'Size',
      values: [
        {
          key: 'standard',
          label: 'Standard',
          priceDeltaBp: 0,
          isDefault: false,
          trimWidthMm: 89,
          trimHeightMm: 51,
        },
        {
          key: 'square',
          label: 'Square',
          priceDeltaBp: 1500,
          isDefault: true,
          trimWidthMm: 64,
          trimHeightMm: 64,
        },
      ],
    },
  ],
}

describe('pricing', () => {
  test('defaults come from the marked default value of each option', () => {
    expect(defaultSelection(cards)).toEqual({ paper: '300-gsm', size: 'square' })
  })

  test('a pack costs its tier price plus the options, rounded to whole rupees', () => {
    const q = quote(cards, { selection: { paper: '400-gsm', size: 'square' }, tierQuantity: 100 })
    // 299 × 1.45 = 433.55 → ₹434
    expect(q.packPricePaise).toBe(43_400)
    expect(q.totalPaise).toBe(43_400)
    expect(q.piecePricePaise).toBe(434)
    expect([q.trimWidthMm, q.trimHeightMm]).toEqual([64, 64])
  })

  test('several packs multiply the pack price, within limits', () => {
    const q = quote(cards, {
      selection: { paper: '300-gsm', size: 'standard' },
      tierQuantity: 500,
      packs: 3,
    })
    expect(q.totalPaise).toBe(3 * 89_900)
    expect(quote(cards, { selection: {}, tierQuantity: 100, packs: 10_000 }).packs).toBe(MAX_PACKS)
    expect(quote(cards, { selection: {}, tierQuantity: 100, packs: -4 }).packs).toBe(1)
    expect(quote(cards, { selection: {}, tierQuantity: 100, packs: Number.NaN }).packs).toBe(1)
  })

  test('an unknown tier falls back to the smallest pack', () => {
    expect(quote(cards, { selection: {}, tierQuantity: 7 }).tierQuantity).toBe(100)
  })

  test('values a product does not offer are reported and replaced by the default', () => {
    const { selection, invalid } = resolveSelection(cards, {
      paper: 'gold-leaf',
      size: 'standard',
      other: 'x',
    })
    expect(selection).toEqual({ paper: '300-gsm', size: 'standard' })
    expect(invalid).toEqual(['paper'])
  })

  test('the "from" price is the cheapest pack', () => {
    expect(fromPricePaise(cards)).toBe(29_900)
  })
})
