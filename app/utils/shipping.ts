/**
 * The shipping rule and the delivery speeds' fees, for the cart, the pages that promise them and
 * checkout (decision 057). Standard delivery is a flat Rs 49 anywhere in India and free on orders
 * over Rs 250; Express (air) and Same-day (within Bengaluru, products the catalog allows) cost
 * their fee by zone, whatever the order's value. An empty cart pays nothing. Data in code, like the
 * zones' transit days: a fee change is a reviewed commit.
 */
import { formatRs } from './money.ts'

export const FREE_SHIPPING_THRESHOLD_PAISE = 25_000
export const SHIPPING_FEE_PAISE = 4_900

export const DELIVERY_SPEEDS = ['STANDARD', 'EXPRESS', 'SAME_DAY'] as const
export type DeliverySpeed = (typeof DELIVERY_SPEEDS)[number]

export const SPEED_LABELS: Record<DeliverySpeed, string> = {
  STANDARD: 'Standard delivery',
  EXPRESS: 'Express delivery',
  SAME_DAY: 'Same-day delivery',
}

/** The city Same-day delivery reaches: the print room's (SITE.address), as shoppers name it. */
export const SAME_DAY_CITY = 'Bengaluru'

export function isDeliverySpeed(value: unknown): value is DeliverySpeed {
  return typeof value === 'string' && (DELIVERY_SPEEDS as readonly string[]).includes(value)
}

/** The couriers' zones from the shop's dispatch city (decision 051). */
export type Zone = 'city' | 'state' | 'metro' | 'india' | 'special'

/** The fee of each speed by zone, in paise (Standard is the flat rule above). */
export const SPEED_FEES_PAISE: Record<
  Exclude<DeliverySpeed, 'STANDARD'>,
  Partial<Record<Zone, number>>
> = {
  EXPRESS: { city: 9_900, state: 9_900, metro: 12_900, india: 14_900, special: 19_900 },
  SAME_DAY: { city: 14_900 },
}

export function shippingFor(subtotalPaise: number) {
  const threshold = FREE_SHIPPING_THRESHOLD_PAISE
  const free = subtotalPaise === 0 || subtotalPaise >= threshold
  return {
    shippingFeePaise: free ? 0 : SHIPPING_FEE_PAISE,
    freeShippingThresholdPaise: threshold,
    amountToFreeShippingPaise:
      subtotalPaise === 0 ? threshold : Math.max(0, threshold - subtotalPaise),
  }
}

/**
 * The fee for a speed to a zone: Standard follows the free-over-Rs-250 rule; the others their
 * zone's fee, or null where the speed is not offered (Same-day outside Bengaluru).
 */
export function deliveryFeeFor(speed: DeliverySpeed, zone: Zone | null, subtotalPaise: number) {
  if (subtotalPaise === 0) return 0
  if (speed === 'STANDARD') return shippingFor(subtotalPaise).shippingFeePaise
  if (!zone) return null
  return SPEED_FEES_PAISE[speed][zone] ?? null
}

/** "Rs 250", as the header's promise and the home page's description write it. */
export const FREE_SHIPPING_OVER = formatRs(FREE_SHIPPING_THRESHOLD_PAISE)
