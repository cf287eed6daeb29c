import { describe, expect, test } from 'vitest'
import { products } from '#prisma/catalog/index.ts'
import {
  conditionOf,
  MATERIAL_CONDITIONS,
  MATERIAL_OPTION_KEYS,
  PRINT_CONDITIONS,
  PRODUCT_CONDITIONS,
  PRODUCT_MATERIALS,
} from './print-conditions.server.ts'

const materialOptions = (p: (typeof products)[number]) =>
  p.options.filter((o) => (MATERIAL_OPTION_KEYS as readonly string[]).includes(o.key))

describe('every paper and material in the catalog names its printing condition', () => {
  test.each(products.map((p) => [p.slug, p] as const))('%s', (_slug, p) => {
    const options = materialOptions(p)
    if (!options.length) {
      expect(conditionOf(p.slug, {})).not.toBeNull()
      return
    }
    for (const o of options)
      for (const v of o.values)
        expect(conditionOf(p.slug, { [o.key]: v.key }), `${o.key}=${v.key}`).not.toBeNull()
  })

  test('no condition names a material the catalog does not sell', () => {
    const sold = new Set(
      products.flatMap((p) => materialOptions(p).flatMap((o) => o.values)).map((v) => v.key),
    )
    expect(Object.keys(MATERIAL_CONDITIONS).filter((k) => !sold.has(k))).toEqual([])
    const slugs = new Set(products.map((p) => p.slug))
    for (const slug of [...Object.keys(PRODUCT_CONDITIONS), ...Object.keys(PRODUCT_MATERIALS)])
      expect(slugs.has(slug), slug).toBe(true)
  })

  test('stocks get the condition a press prints them to', () => {
    const id = (slug: string, selection: Record<string, string> = {}) =>
      PRINT_CONDITIONS[conditionOf(slug, selection)!].identifier
    expect(id('standard-visiting-cards', { paper: '350-gsm' })).toBe('FOGRA39')
    expect(id('standard-visiting-cards', { paper: '400-gsm-textured' })).toBe('FOGRA29')
    expect(id('wedding-invitations', { paper: '400-gsm-cotton' })).toBe('FOGRA29')
    expect(id('letterhead-maker', { paper: '100-gsm-maplitho' })).toBe('FOGRA29')
    expect(id('kraft-paper-stickers')).toBe('IFRA26')
    expect(id('hang-tag-maker', { paper: 'kraft' })).toBe('IFRA26')
    expect(conditionOf('transparent-stickers', {})).toBe('film')
    expect(conditionOf('product-labels', { material: 'white-vinyl' })).toBe('vinyl')
    expect(conditionOf('custom-mugs', {})).toBe('sublimation')
    expect(conditionOf('care-instruction-tags', { material: 'satin' })).toBe('fabric')
    expect(conditionOf('magazine-cover', { paper: 'satin' })).toBe('coated')
    // An unknown material is not silently printed as coated.
    expect(conditionOf('standard-visiting-cards', { paper: 'gold-leaf' })).toBeNull()
  })

  test('ink limits: 300 % coated, 280 % uncoated, 240 % kraft, lower for film and fabric', () => {
    expect(PRINT_CONDITIONS.coated.tac).toBe(300)
    expect(PRINT_CONDITIONS.uncoated.tac).toBe(280)
    expect(PRINT_CONDITIONS.kraft.tac).toBe(240)
    expect(PRINT_CONDITIONS.film.tac).toBeLessThan(PRINT_CONDITIONS.coated.tac)
    expect(PRINT_CONDITIONS.fabric.tac).toBeLessThan(PRINT_CONDITIONS.coated.tac)
  })
})
