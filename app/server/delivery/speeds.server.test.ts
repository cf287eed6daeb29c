import { expect, test } from 'vitest'
import { gstBreakdown } from '../billing/tax.server.ts'
import { priceSpeed } from './speeds.server.ts'

test('speeds are priced on the server by zone; same-day only in Bengaluru for allowed products', () => {
  const base = { sameDay: true, subtotalPaise: 30_000 }
  expect(priceSpeed({ ...base, asked: 'EXPRESS', pinCode: '560102' })).toMatchObject({
    speed: 'EXPRESS',
    feePaise: 9_900,
    standardFeePaise: 0,
    unavailable: null,
  })
  expect(priceSpeed({ ...base, asked: 'SAME_DAY', pinCode: '560102' }).feePaise).toBe(14_900)
  // Delhi: no same-day, Standard (free over Rs 250) instead, and the refusal is known.
  expect(priceSpeed({ ...base, asked: 'SAME_DAY', pinCode: '110017' })).toMatchObject({
    speed: 'STANDARD',
    feePaise: 0,
    unavailable: 'SAME_DAY',
  })
  expect(priceSpeed({ ...base, sameDay: false, asked: 'SAME_DAY', pinCode: '560102' }).speed).toBe(
    'STANDARD',
  )
  // A forged speed is Standard.
  expect(priceSpeed({ ...base, asked: 'TELEPORT', pinCode: '560102' }).speed).toBe('STANDARD')
  expect(
    priceSpeed({ ...base, subtotalPaise: 10_000, asked: 'STANDARD', pinCode: null }).feePaise,
  ).toBe(4_900)
})

test('the delivery fee is taxed at the principal supply: the line of the highest value', () => {
  const gst = gstBreakdown({
    lines: [
      { amountPaise: 50_000, rateBp: 1200, hsnCode: '6912' },
      { amountPaise: 20_000, rateBp: 1800, hsnCode: '4911' },
    ],
    shippingPaise: 11_200,
    discountPaise: 0,
    deliveryState: 'Kerala',
  })
  expect(gst.shipping).toEqual({ taxPaise: 1_200, rateBp: 1200, hsnCode: '6912' })
})
