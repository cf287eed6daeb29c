import type { OrderStatus } from '@prisma/client'
import { formatCalendarDay, formatLongDate, IST_OFFSET_MS } from '#app/utils/dates.ts'
import { phoneDigits } from '#app/utils/phone.ts'
import { SITE } from '#app/utils/site.ts'

/**
 * The dispatch promise: when a paid order should leave the press, and the sentence every order
 * page, the confirmation email and tracking show for it. Pure rules, no database.
 */

/** Orders paid before the express cut-off (1 pm IST) start production the same day. */
const CUTOFF_HOUR_IST = SITE.expressCutoffHourIst

export { phoneDigits }

/**
 * The working day (Monday to Saturday) an order paid at `paidAt` should be dispatched: production
 * starts that day when paid before the cut-off, otherwise the next working day, and takes
 * `productionDays` working days. Returned as midnight UTC of that calendar date in India.
 */
export function expectedDispatchDate(paidAt: Date, productionDays: number) {
  const ist = new Date(paidAt.getTime() + IST_OFFSET_MS)
  const day = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()))
  const nextDay = () => day.setUTCDate(day.getUTCDate() + 1)
  if (ist.getUTCHours() >= CUTOFF_HOUR_IST) nextDay()
  while (day.getUTCDay() === 0) nextDay()
  for (let remaining = Math.max(1, productionDays); remaining > 0;) {
    nextDay()
    if (day.getUTCDay() !== 0) remaining--
  }
  return day
}

/** The instant the dispatch promise runs out: the end (IST) of `expectedDispatchDate`'s day. */
export function dispatchDeadline(paidAt: Date, productionDays: number) {
  const day = expectedDispatchDate(paidAt, productionDays)
  return new Date(day.getTime() + 24 * 60 * 60_000 - IST_OFFSET_MS)
}

export interface DispatchFacts {
  status: OrderStatus
  createdAt: Date
  paidAt: Date | null
  /** The longest production time of the order's products, in working days. */
  productionDays: number
  /** Status changes, any order: the first of a status dates it. */
  events: { status: OrderStatus; createdAt: Date }[]
}

/** The sentence about dispatch for an order in its current state. */
export function dispatchText(order: DispatchFacts): string {
  const eventDate = (status: OrderStatus) => {
    const event = order.events.find((e) => e.status === status)
    return event ? formatLongDate(event.createdAt) : null
  }
  switch (order.status) {
    case 'PENDING_PAYMENT':
      return 'We start printing as soon as your payment is confirmed.'
    case 'ON_HOLD':
      return 'We start printing once we have checked your payment.'
    case 'EXPIRED':
      return 'This order was not paid in time and will not be printed.'
    case 'PAID':
    case 'IN_PRODUCTION': {
      const date = expectedDispatchDate(order.paidAt ?? order.createdAt, order.productionDays)
      return `Expected to be dispatched by ${formatCalendarDay(date)}.`
    }
    case 'SHIPPED': {
      const date = eventDate('SHIPPED')
      return date ? `Dispatched on ${date}.` : 'Dispatched.'
    }
    case 'DELIVERED': {
      const date = eventDate('DELIVERED')
      return date ? `Delivered on ${date}.` : 'Delivered.'
    }
    case 'CANCELLED':
      return 'This order was cancelled and will not be dispatched.'
    case 'REFUNDED':
      return 'This order was refunded and will not be dispatched.'
  }
}

/** An order's email (any case) or phone (last ten digits) matches what a visitor typed. */
export function contactMatches(order: { email: string; phone: string }, contact: string) {
  return contact.includes('@')
    ? order.email.trim().toLowerCase() === contact.trim().toLowerCase()
    : phoneDigits(contact) !== null && phoneDigits(order.phone) === phoneDigits(contact)
}
