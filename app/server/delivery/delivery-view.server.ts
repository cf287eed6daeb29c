import { formatCalendarDay } from '#app/utils/dates.ts'
import { formatPaise, formatRs } from '#app/utils/money.ts'
import { dateRangeText } from '#app/utils/shipment-tracking.ts'
import { FREE_SHIPPING_THRESHOLD_PAISE, SHIPPING_FEE_PAISE } from '#app/utils/shipping.ts'
import { isAppError } from '../platform/errors.server.ts'
import { checkDelivery } from './check-delivery.server.ts'
import { holidaySet } from './holidays.server.ts'
import { speedOptions } from './speeds.server.ts'

/**
 * What the "Check delivery" box shows, as text made on the server (the same in the browser, no
 * time-zone drift in hydration): the place, the dispatch day and, for each speed offered there
 * (Same-day only within Bengaluru for products that allow it), the arrival range and the fee.
 */

export type DeliveryBox =
  | { pin: string; error: string }
  | { pin: string; deliverable: false; message: string }
  | {
      pin: string
      deliverable: true
      place: string
      zone: string
      dispatch: string
      speeds: { speed: string; label: string; dates: string; fee: string; chosen: boolean }[]
    }

/**
 * The box for a PIN code and the products' facts. `cart`: this cart's subtotal, its chosen speed
 * and the fee it pays for it (after a free-shipping promotion); without a cart (the product page)
 * Standard's rule is stated instead.
 */
export async function deliveryBox(
  pin: string,
  productionDays: number,
  cart: { subtotalPaise: number; speed: string; feePaise: number } | null,
  { sameDay = false, now = new Date() }: { sameDay?: boolean; now?: Date } = {},
): Promise<DeliveryBox> {
  try {
    const answer = await checkDelivery(pin, productionDays, now)
    if (!answer.deliverable) return { pin, deliverable: false, message: answer.message }
    const { estimate } = answer
    const options = speedOptions({
      pinCode: estimate.pinCode,
      productionDays,
      sameDay,
      subtotalPaise: cart?.subtotalPaise ?? null,
      holidays: await holidaySet(),
      now,
    })
    const feeText = (speed: string, feePaise: number | null) => {
      const paise = cart && speed === cart.speed ? cart.feePaise : feePaise
      if (paise === null)
        return `${formatPaise(SHIPPING_FEE_PAISE)}, free on orders over ${formatRs(FREE_SHIPPING_THRESHOLD_PAISE)}`
      return paise === 0 ? 'Free' : formatPaise(paise)
    }
    return {
      pin,
      deliverable: true,
      place: `${estimate.city}, ${estimate.state}`,
      zone: estimate.zoneLabel,
      dispatch: formatCalendarDay(estimate.dispatch),
      speeds: options.map((o) => ({
        speed: o.speed,
        label: o.label,
        dates: dateRangeText(o.from, o.to),
        fee: feeText(o.speed, o.feePaise),
        chosen: cart?.speed === o.speed,
      })),
    }
  } catch (error) {
    if (isAppError(error)) return { pin, error: error.message }
    throw error
  }
}
