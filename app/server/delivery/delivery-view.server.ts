import { formatCalendarDay } from '#app/utils/dates.ts'
import { formatPaise, formatRs } from '#app/utils/money.ts'
import { FREE_SHIPPING_THRESHOLD_PAISE, SHIPPING_FEE_PAISE } from '#app/utils/shipping.ts'
import { isAppError } from '../platform/errors.server.ts'
import { checkDelivery } from './check-delivery.server.ts'
import type { SpeedEstimate } from './delivery-dates.server.ts'

/**
 * What the "Check delivery" box shows, as text made on the server (the same in the browser, no
 * time-zone drift in hydration): the place, the dispatch day and, for each speed on sale, the
 * arrival range and the fee. Standard is the speed on sale; the fee is the one shipping rule's.
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
      speeds: { speed: string; label: string; dates: string; fee: string }[]
    }

const SPEED_LABELS = { standard: 'Standard delivery', express: 'Express delivery' } as const
/** The speeds a shopper can buy today (decision 051). */
const ON_SALE = new Set(['standard'])

const shortDay = (d: Date) => formatCalendarDay(d).replace(/ \d{4}$/, '')

function dates(s: SpeedEstimate) {
  return s.from.getTime() === s.to.getTime()
    ? shortDay(s.from)
    : `${shortDay(s.from)} – ${shortDay(s.to)}`
}

/**
 * The box for a PIN code and the products' longest production time. `feePaise` is what this cart
 * pays for shipping; without a cart (the product page) the rule is stated instead.
 */
export async function deliveryBox(
  pin: string,
  productionDays: number,
  feePaise: number | null,
  now = new Date(),
): Promise<DeliveryBox> {
  try {
    const answer = await checkDelivery(pin, productionDays, now)
    if (!answer.deliverable) return { pin, deliverable: false, message: answer.message }
    const { estimate } = answer
    const fee =
      feePaise === null
        ? `${formatPaise(SHIPPING_FEE_PAISE)}, free on orders over ${formatRs(FREE_SHIPPING_THRESHOLD_PAISE)}`
        : feePaise === 0
          ? 'Free'
          : formatPaise(feePaise)
    return {
      pin,
      deliverable: true,
      place: `${estimate.city}, ${estimate.state}`,
      zone: estimate.zoneLabel,
      dispatch: formatCalendarDay(estimate.dispatch),
      speeds: estimate.speeds
        .filter((s) => ON_SALE.has(s.speed))
        .map((s) => ({ speed: s.speed, label: SPEED_LABELS[s.speed], dates: dates(s), fee })),
    }
  } catch (error) {
    if (isAppError(error)) return { pin, error: error.message }
    throw error
  }
}
