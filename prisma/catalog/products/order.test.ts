import { expect, test } from 'vitest'
import { PRODUCT_ORDER, products } from './index.ts'

test('the product order names each product once, and no other', () => {
  expect(new Set(PRODUCT_ORDER).size).toBe(PRODUCT_ORDER.length)
  expect([...PRODUCT_ORDER].sort()).toEqual(products.map((p) => p.slug).sort())
  expect(products.map((p) => p.slug)).toEqual(PRODUCT_ORDER)
})
