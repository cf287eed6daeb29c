import {
  deliveryFeeFor,
  isDeliverySpeed,
  SPEED_LABELS,
  type DeliverySpeed,
  type Zone,
} from '#app/utils/shipping.ts'
import {
  dispatchDeadline,
  estimateDelivery,
  speedsFor,
  zoneOf,
  type Day,
} from './delivery-dates.server.ts'
import { lookupPin } from './pin-directory.server.ts'

/**
 * The delivery speeds a cart can have for a PIN code and what each costs, priced on the server
 * from the catalog's facts (the products' `sameDay`) and the fee table (decision 057). Pure but
 * for the PIN directory (in memory): the cart, checkout and placing an order call it with what
 * they read, so it costs no query.
 */

export interface PricedSpeed {
  zone: Zone | null
  /** The speeds offered to this PIN code for these products (Standard alone without a PIN). */
  offered: DeliverySpeed[]
  /** The speed the order is priced with: the one asked for when offered, else Standard. */
  speed: DeliverySpeed
  feePaise: number
  /** The Standard fee on this subtotal: the part a free-shipping promotion waives. */
  standardFeePaise: number
  /** The speed asked for when it is not offered here (Same-day outside Bengaluru...). */
  unavailable: DeliverySpeed | null
}

export function priceSpeed({
  asked,
  pinCode,
  sameDay,
  subtotalPaise,
}: {
  asked: string | null | undefined
  pinCode: string | null | undefined
  /** Every product on the order allows same-day (the catalog's `sameDay`). */
  sameDay: boolean
  subtotalPaise: number
}): PricedSpeed {
  const wanted: DeliverySpeed = isDeliverySpeed(asked) ? asked : 'STANDARD'
  const place = pinCode ? lookupPin(pinCode) : null
  const zone = place ? zoneOf(place) : null
  const offered = zone ? speedsFor(zone, sameDay) : (['STANDARD'] as DeliverySpeed[])
  const speed = offered.includes(wanted) ? wanted : 'STANDARD'
  const standardFeePaise = deliveryFeeFor('STANDARD', zone, subtotalPaise) ?? 0
  return {
    zone,
    offered,
    speed,
    feePaise: deliveryFeeFor(speed, zone, subtotalPaise) ?? standardFeePaise,
    standardFeePaise,
    unavailable: speed === wanted ? null : wanted,
  }
}

export interface SpeedOption {
  speed: DeliverySpeed
  label: string
  /** Null on the product page: Standard's fee depends on the cart (free over Rs 250). */
  feePaise: number | null
  from: Date
  to: Date
}

/**
 * Each speed offered to a PIN code with its arrival range and fee, for Check delivery and the
 * checkout's choice: the same dates the promise uses. `subtotalPaise` null: no cart yet.
 */
export function speedOptions({
  pinCode,
  productionDays,
  sameDay,
  subtotalPaise,
  holidays,
  now = new Date(),
}: {
  pinCode: string
  productionDays: number
  sameDay: boolean
  subtotalPaise: number | null
  holidays: ReadonlySet<Day>
  now?: Date
}): SpeedOption[] {
  const place = lookupPin(pinCode)
  if (!place) return []
  const zone = zoneOf(place)
  return estimateDelivery(place, productionDays, holidays, now, { sameDay }).speeds.map((s) => ({
    speed: s.speed,
    label: SPEED_LABELS[s.speed],
    feePaise:
      subtotalPaise === null && s.speed === 'STANDARD'
        ? null
        : deliveryFeeFor(s.speed, zone, Math.max(1, subtotalPaise ?? 1)),
    from: s.from,
    to: s.to,
  }))
}

/**
 * What an order promises when it is paid: the dispatch deadline (end of that working day, IST)
 * and the arrival range for its speed and PIN code, counted from the payment.
 */
export function orderPromise({
  paidAt,
  speed,
  pinCode,
  productionDays,
  holidays,
}: {
  paidAt: Date
  speed: string
  pinCode: string
  productionDays: number
  holidays: ReadonlySet<Day>
}) {
  const sameDay = speed === 'SAME_DAY'
  const place = lookupPin(pinCode)
  const estimate = place
    ? estimateDelivery(place, productionDays, holidays, paidAt, { sameDay })
    : null
  const range =
    estimate?.speeds.find((s) => s.speed === speed) ??
    estimate?.speeds.find((s) => s.speed === 'STANDARD')
  return {
    dispatchBy: dispatchDeadline(paidAt, sameDay ? 0 : productionDays, holidays),
    deliveryFrom: range?.from ?? null,
    deliveryTo: range?.to ?? null,
  }
}
