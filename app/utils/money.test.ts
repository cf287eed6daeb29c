import { describe, expect, test } from 'vitest'
import { formatCompactPaise } from './money.ts'

describe('formatCompactPaise: the sales chart axis, the same in Node and in every browser', () => {
  test.each([
    [0, '₹0'],
    [49_900, '₹499'],
    [125_000, '₹1.3K'],
    [100_000, '₹1K'],
    [12_500_000, '₹1.3L'],
    [99_990_000, '₹10L'],
    [1_500_000_000, '₹1.5Cr'],
    [-250_000, '-₹2.5K'],
  ])('%i paise → %s', (paise, label) => {
    expect(formatCompactPaise(paise)).toBe(label)
  })
})
