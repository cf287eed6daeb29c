import { expect, test } from 'vitest'
import { formatPaise, formatRs } from './money.ts'
import {
  FREE_SHIPPING_OVER,
  FREE_SHIPPING_THRESHOLD_PAISE,
  SHIPPING_FEE_PAISE,
  shippingFor,
} from './shipping.ts'

test('free over Rs 250, otherwise Rs 49; an empty cart pays nothing', () => {
  expect(FREE_SHIPPING_OVER).toBe('Rs 250')
  expect(formatPaise(SHIPPING_FEE_PAISE)).toBe('₹49')
  expect(shippingFor(0)).toEqual({
    shippingFeePaise: 0,
    freeShippingThresholdPaise: FREE_SHIPPING_THRESHOLD_PAISE,
    amountToFreeShippingPaise: 25_000,
  })
  expect(shippingFor(24_999)).toMatchObject({
    shippingFeePaise: 4_900,
    amountToFreeShippingPaise: 1,
  })
  expect(shippingFor(25_000)).toMatchObject({ shippingFeePaise: 0, amountToFreeShippingPaise: 0 })
  expect(shippingFor(99_900).shippingFeePaise).toBe(0)
})

test('formatRs writes whole rupees the way running text does', () => {
  expect(formatRs(25_000)).toBe('Rs 250')
  expect(formatRs(1_29_900)).toBe('Rs 1,299')
})
