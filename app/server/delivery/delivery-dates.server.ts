import { IST_OFFSET_MS } from '#app/utils/dates.ts'
import { SITE } from '#app/utils/site.ts'
import type { IndianState } from '#app/utils/address.ts'
import type { DeliverySpeed, Zone } from '#app/utils/shipping.ts'
import type { PinPlace } from './pin-directory.server.ts'

export type { Zone }

/**
 * When a parcel reaches a PIN code (decision 051): printing takes the product's production days
 * (working days: not Sundays, not the shop's holidays), counted from today, or from the next
 * working day after the 1 pm IST cut-off; it is dispatched on the last of them; the courier then
 * needs the zone's transit days (couriers deliver Monday to Saturday, holidays too). Pure: the
 * caller passes the PIN code's place, the calendar and the clock, so the answer costs no query.
 */

/** Where parcels leave from: the shop's print room (SITE.address). */
export const DISPATCH = {
  pinCode: '560025',
  /** India Post's district for the dispatch PIN code, the "city" of the same-city zone. */
  district: 'Bangalore',
  state: 'Karnataka' as IndianState,
}

/**
 * The zones couriers price and promise by (Shiprocket's and Delhivery's A to E): within the city,
 * within the state, metro to metro, rest of India, and the special zone (north-east, Jammu and
 * Kashmir, Ladakh, the islands). Transit in courier days by speed: Standard (surface), Express
 * (air), Same-day (a local rider, the day it is printed; Bengaluru only). Fees: utils/shipping.ts.
 */
export const ZONES = {
  city: { label: 'Within Bengaluru', STANDARD: [1, 2], EXPRESS: [1, 1], SAME_DAY: [0, 0] },
  state: { label: 'Within Karnataka', STANDARD: [2, 3], EXPRESS: [1, 2] },
  metro: { label: 'Metro city', STANDARD: [3, 5], EXPRESS: [2, 3] },
  india: { label: 'Rest of India', STANDARD: [4, 7], EXPRESS: [3, 4] },
  special: {
    label: 'North-east, Jammu and Kashmir, Ladakh and the islands',
    STANDARD: [6, 10],
    EXPRESS: [4, 6],
  },
} as const satisfies Record<
  Zone,
  { label: string } & Partial<Record<DeliverySpeed, readonly [number, number]>>
>

const METRO_DISTRICTS = new Set([
  'Mumbai',
  'Thane',
  'Kolkata',
  'Chennai',
  'Hyderabad',
  'Pune',
  'Ahmedabad',
  'Bangalore',
])
const SPECIAL_STATES = new Set<IndianState>([
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu and Kashmir',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
])

export function zoneOf(place: PinPlace): Zone {
  const state = place.states[0]!
  if (SPECIAL_STATES.has(state)) return 'special'
  if (place.city === DISPATCH.district) return 'city'
  if (state === DISPATCH.state) return 'state'
  if (state === 'Delhi' || METRO_DISTRICTS.has(place.city)) return 'metro'
  return 'india'
}

/** A calendar day in India as "YYYY-MM-DD". */
export type Day = string

const DAY_MS = 24 * 60 * 60_000

function dayOf(instant: Date): Date {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS)
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()))
}

const key = (day: Date): Day => day.toISOString().slice(0, 10)
const next = (day: Date) => new Date(day.getTime() + DAY_MS)

/**
 * The shop's one working-day rule (the dispatch promise, Order.dispatchBy and the delivery dates
 * all count with it): the day printing ends and the parcel is handed over is the order's day (the
 * next one after the cut-off), moved past Sundays and holidays, plus the production days, each a
 * working day. Zero production days (a same-day order) is that first working day itself.
 */
export function dispatchDay(now: Date, productionDays: number, holidays: ReadonlySet<Day>) {
  const working = (d: Date) => d.getUTCDay() !== 0 && !holidays.has(key(d))
  let day = dayOf(now)
  const ist = new Date(now.getTime() + IST_OFFSET_MS)
  if (ist.getUTCHours() >= SITE.expressCutoffHourIst) day = next(day)
  while (!working(day)) day = next(day)
  for (let remaining = Math.max(0, productionDays); remaining > 0;) {
    day = next(day)
    if (working(day)) remaining--
  }
  return day
}

/** The instant a dispatch promise runs out: the end (IST) of `dispatchDay`'s day. */
export function dispatchDeadline(now: Date, productionDays: number, holidays: ReadonlySet<Day>) {
  return new Date(dispatchDay(now, productionDays, holidays).getTime() + DAY_MS - IST_OFFSET_MS)
}

/** A courier day after `from`: couriers do not deliver on Sundays or on national holidays. */
function addCourierDays(from: Date, days: number, holidays: ReadonlySet<Day>) {
  let day = from
  for (let remaining = days; remaining > 0;) {
    day = next(day)
    if (day.getUTCDay() !== 0 && !holidays.has(key(day))) remaining--
  }
  return day
}

export type Speed = DeliverySpeed

export interface SpeedEstimate {
  speed: Speed
  /** The first and last day the parcel may arrive (midnight UTC of India's calendar day). */
  from: Date
  to: Date
}

export interface DeliveryEstimate {
  pinCode: string
  city: string
  state: IndianState
  zone: Zone
  zoneLabel: string
  /** The dispatch day of the slowest product (Standard and Express). */
  dispatch: Date
  /** The speeds this place and these products can have, in the order offered. */
  speeds: SpeedEstimate[]
}

/** The speeds on offer: Same-day only within the city and when every product allows it. */
export function speedsFor(zone: Zone, sameDay: boolean): DeliverySpeed[] {
  return zone === 'city' && sameDay ? ['STANDARD', 'EXPRESS', 'SAME_DAY'] : ['STANDARD', 'EXPRESS']
}

/**
 * The dates for one PIN code, by speed, for products that take `productionDays` to print;
 * `sameDay`: every product can be printed and delivered the day it is ordered (catalog).
 */
export function estimateDelivery(
  place: PinPlace,
  productionDays: number,
  holidays: ReadonlySet<Day>,
  now = new Date(),
  { sameDay = false }: { sameDay?: boolean } = {},
): DeliveryEstimate {
  const zone = zoneOf(place)
  const dispatch = dispatchDay(now, productionDays, holidays)
  const range = (speed: Speed): SpeedEstimate => {
    const [min, max] = (ZONES[zone] as Partial<Record<Speed, readonly [number, number]>>)[speed]!
    const from = speed === 'SAME_DAY' ? dispatchDay(now, 0, holidays) : dispatch
    return {
      speed,
      from: addCourierDays(from, min, holidays),
      to: addCourierDays(from, max, holidays),
    }
  }
  return {
    pinCode: place.pinCode,
    city: place.city,
    state: place.states[0]!,
    zone,
    zoneLabel: ZONES[zone].label,
    dispatch,
    speeds: speedsFor(zone, sameDay).map(range),
  }
}
