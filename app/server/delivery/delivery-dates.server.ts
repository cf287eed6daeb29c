import { IST_OFFSET_MS } from '#app/utils/dates.ts'
import { SITE } from '#app/utils/site.ts'
import type { IndianState } from '#app/utils/address.ts'
import type { PinPlace } from './pin-directory.server.ts'

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
 * Kashmir, Ladakh, the islands). Transit in courier days, for standard (surface) and express (air).
 */
export const ZONES = {
  city: { label: 'Within Bengaluru', standard: [1, 2], express: [1, 1] },
  state: { label: 'Within Karnataka', standard: [2, 3], express: [1, 2] },
  metro: { label: 'Metro city', standard: [3, 5], express: [2, 3] },
  india: { label: 'Rest of India', standard: [4, 7], express: [3, 4] },
  special: {
    label: 'North-east, Jammu and Kashmir, Ladakh and the islands',
    standard: [6, 10],
    express: [4, 6],
  },
} as const satisfies Record<
  string,
  { label: string; standard: readonly [number, number]; express: readonly [number, number] }
>

export type Zone = keyof typeof ZONES

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
 * The day printing ends and the parcel is handed over: the order's day (the next one after the
 * cut-off), moved past Sundays and holidays, plus the production days, each a working day.
 */
export function dispatchDay(now: Date, productionDays: number, holidays: ReadonlySet<Day>) {
  const working = (d: Date) => d.getUTCDay() !== 0 && !holidays.has(key(d))
  let day = dayOf(now)
  const ist = new Date(now.getTime() + IST_OFFSET_MS)
  if (ist.getUTCHours() >= SITE.expressCutoffHourIst) day = next(day)
  while (!working(day)) day = next(day)
  for (let remaining = Math.max(1, productionDays); remaining > 0;) {
    day = next(day)
    if (working(day)) remaining--
  }
  return day
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

export type Speed = 'standard' | 'express'

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
  dispatch: Date
  speeds: SpeedEstimate[]
}

/** The dates for one PIN code, by speed, for products that take `productionDays` to print. */
export function estimateDelivery(
  place: PinPlace,
  productionDays: number,
  holidays: ReadonlySet<Day>,
  now = new Date(),
): DeliveryEstimate {
  const zone = zoneOf(place)
  const dispatch = dispatchDay(now, productionDays, holidays)
  const range = (speed: Speed): SpeedEstimate => {
    const [min, max] = ZONES[zone][speed]
    return {
      speed,
      from: addCourierDays(dispatch, min, holidays),
      to: addCourierDays(dispatch, max, holidays),
    }
  }
  return {
    pinCode: place.pinCode,
    city: place.city,
    state: place.states[0]!,
    zone,
    zoneLabel: ZONES[zone].label,
    dispatch,
    speeds: [range('standard'), range('express')],
  }
}
