/**
 * The shipping rule, for the cart, the pages that promise it and checkout: orders over Rs 250
 * ship free, others pay a flat Rs 49 anywhere in India. An empty cart pays nothing.
 */
import { formatRs } from './money.ts'

export const FREE_SHIPPING_THRESHOLD_PAISE = 25_000
export const SHIPPING_FEE_PAISE = 4_900

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

/** "Rs 250", as the header's promise and the home page's description write it. */
export const FREE_SHIPPING_OVER = formatRs(FREE_SHIPPING_THRESHOLD_PAISE)
