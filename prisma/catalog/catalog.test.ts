import { describe, expect, test } from 'vitest'
import {
  ART_KINDS,
  CATEGORY_SLUGS,
  categories,
  giftCollections,
  homeGroups,
  landingPages,
  megaMenus,
  products,
  shopByNeed,
} from './index.ts'
import { SPEC_PRODUCT_SLUGS } from './spec-slugs.ts'

const slugs = new Set(products.map((p) => p.slug))

describe('the catalog seed', () => {
  test('has every product slug of the spec, once, and no others', () => {
    expect(SPEC_PRODUCT_SLUGS).toHaveLength(96)
    expect(products.map((p) => p.slug).sort()).toEqual([...SPEC_PRODUCT_SLUGS].sort())
    expect(slugs.size).toBe(products.length)
    expect(slugs.has('iphone-glass-cover')).toBe(true)
  })

  test.each(products.map((p) => [p.slug, p] as const))(
    '%s has a valid price, options and print spec',
    (_slug, p) => {
      expect(p.name.trim().length).toBeGreaterThan(3)
      expect(p.shortDescription.length).toBeGreaterThanOrEqual(40)
      expect(p.description.split('\n\n').length).toBeGreaterThanOrEqual(2)
      expect(CATEGORY_SLUGS).toContain(p.category)
      expect(ART_KINDS).toContain(p.art.kind)

      // Prices: positive whole paise, ascending pack sizes, unit price never rising with quantity.
      expect(p.quantityTiers.length).toBeGreaterThanOrEqual(1)
      for (const [i, tier] of p.quantityTiers.entries()) {
        expect(Number.isInteger(tier.pricePaise) && tier.pricePaise >= 100).toBe(true)
        expect(Number.isInteger(tier.quantity) && tier.quantity > 0).toBe(true)
        const previous = p.quantityTiers[i - 1]
        if (previous) {
          expect(tier.quantity).toBeGreaterThan(previous.quantity)
          expect(tier.pricePaise / tier.quantity).toBeLessThanOrEqual(
            previous.pricePaise / previous.quantity,
          )
        }
      }

      // Options: unique keys, at least two values, exactly one default that does not change the price.
      expect(new Set(p.options.map((o) => o.key)).size).toBe(p.options.length)
      for (const option of p.options) {
        expect(option.values.length).toBeGreaterThanOrEqual(2)
        expect(new Set(option.values.map((v) => v.key)).size).toBe(option.values.length)
        const defaults = option.values.filter((v) => v.default)
        expect(defaults.length).toBeLessThanOrEqual(1)
        expect((defaults[0] ?? option.values[0])!.priceDeltaBp ?? 0).toBe(0)
        for (const v of option.values) expect(Number.isInteger(v.priceDeltaBp ?? 0)).toBe(true)
      }

      // Print spec: a real physical size the designer and the PDF renderer can use.
      const spec = p.printSpec
      expect(spec.trimWidthMm).toBeGreaterThan(10)
      expect(spec.trimHeightMm).toBeGreaterThan(10)
      expect(spec.trimWidthMm).toBeLessThan(3000)
      expect(spec.trimHeightMm).toBeLessThan(3000)
      expect(spec.bleedMm).toBeGreaterThanOrEqual(0)
      expect(spec.bleedMm).toBeLessThanOrEqual(20)
      expect(spec.safeMarginMm).toBeGreaterThan(0)
      expect(spec.safeMarginMm * 2).toBeLessThan(Math.min(spec.trimWidthMm, spec.trimHeightMm))
      expect([1, 2]).toContain(spec.sides)
      if (spec.pages !== undefined) expect(spec.pages).toBeGreaterThan(1)
    },
  )

  test('has the six mega-menus of the spec, linking only to real products', () => {
    expect(megaMenus.map((m) => m.name)).toEqual([
      'Business Cards & Stationery',
      'Marketing Materials',
      'Signs & Banners',
      'Labels & Stickers',
      'Events & Weddings',
      'Photo Gifts',
    ])
    const linked = new Set<string>()
    for (const menu of megaMenus) {
      expect(menu.columns.length).toBeGreaterThanOrEqual(2)
      for (const column of menu.columns) {
        for (const link of column.links) {
          expect(slugs).toContain(link.product)
          linked.add(link.product)
        }
      }
    }
    expect(
      megaMenus.some((m) => m.columns.some((c) => c.links.some((l) => l.badge === 'Hot'))),
    ).toBe(true)
    // Every product can be reached from a menu, except the design service (the call to action).
    expect(products.filter((p) => !linked.has(p.slug)).map((p) => p.slug)).toEqual([
      'pdf-print-service',
    ])
  })

  test('has six home groups of eight products', () => {
    expect(homeGroups).toHaveLength(6)
    for (const group of homeGroups) {
      expect(group.products).toHaveLength(8)
      for (const slug of group.products) expect(slugs).toContain(slug)
    }
  })

  test('has the ten gift collections and the seven shop-by-need groups', () => {
    expect(giftCollections.map((g) => g.slug)).toEqual([
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
    ])
    expect(shopByNeed.map((g) => g.title)).toEqual([
      'MUN & Debates',
      'Restaurant Business',
      'Wedding Planning',
      'Gifting Ideas',
      'Start a Business',
      'School & Education',
      'Healthcare & Medical',
    ])
    for (const group of [...giftCollections, ...shopByNeed]) {
      expect(group.products.length).toBeGreaterThanOrEqual(4)
      for (const slug of group.products) expect(slugs).toContain(slug)
    }
  })

  test('has every category once and the two landing pages', () => {
    expect(categories.map((c) => c.slug)).toEqual([...CATEGORY_SLUGS])
    expect(landingPages.map((p) => p.slug).sort()).toEqual(['dtf-transfers', 'visiting-cards'])
    for (const page of landingPages) {
      expect(page.faqs.length).toBeGreaterThan(0)
      for (const slug of page.products) expect(slugs).toContain(slug)
    }
  })
})
