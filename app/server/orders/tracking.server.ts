import type { OrderStatus } from '@prisma/client'
import { formatCalendarDay, formatLongDate, IST_OFFSET_MS } from '#app/utils/dates.ts'
import { phoneDigits } from '#app/utils/phone.ts'
import { dispatchDay, dispatchDeadline, type Day } from '../delivery/delivery-dates.server.ts'

/**
 * The dispatch promise: when a paid order should leave the press, and the sentence every order
 * page, the confirmation email and tracking show for it. Pure rules, no database (the holidays
 * are passed in).
 */

export { phoneDigits }

const NO_HOLIDAYS: ReadonlySet<Day> = new Set()

/**
 * The working days an order's dispatch counts: its slowest product's production days, none for a
 * same-day order (printed and delivered the day it is paid for before the cut-off).
 */
export function dispatchProductionDays(speed: string, productionDays: number) {
  return speed === 'SAME_DAY' ? 0 : productionDays
}

/**
 * The working day an order paid at `paidAt` should be dispatched, as midnight UTC of that calendar
 * date in India: the delivery dates' own working-day rule (delivery/delivery-dates.server.ts), with
 * the 1 pm IST cut-off, Sundays and the shop's holiday calendar (`holidays`, from the cached
 * `holidaySet()`), so the promise here, Order.dispatchBy and Check delivery agree.
 */
export function expectedDispatchDate(
  paidAt: Date,
  productionDays: number,
  holidays: ReadonlySet<Day> = NO_HOLIDAYS,
) {
  return dispatchDay(paidAt, productionDays, holidays)
}

/** The instant the dispatch promise runs out: the end (IST) of `expectedDispatchDate`'s day. */
export { dispatchDeadline }

/** The calendar day (midnight UTC of India's date) a `dispatchDeadline` instant closes. */
export function dispatchDayOf(deadline: Date) {
  const ist = new Date(deadline.getTime() - 1 + IST_OFFSET_MS)
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()))
}

export interface DispatchFacts {
  status: OrderStatus
  createdAt: Date
  paidAt: Date | null
  /** The longest production time of the order's products, in working days. */
  productionDays: number
  /** The speed the shopper paid for: a same-day order counts no production day. */
  deliverySpeed?: string
  /** The shop's holidays, for an order with no stored promise (`dispatchBy`). */
  holidays?: ReadonlySet<Day>
  /** Status changes, any order: the first of a status dates it. */
  events: { status: OrderStatus; createdAt: Date }[]
  /** The promise held (set at payment, moved by the shopper's wait), when known. */
  dispatchBy?: Date | null
  /** While the shopper holds a proof: the dispatch day if they approve now (decision 054). */
  onceApproved?: Date | null
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
      if (order.status === 'PAID' && order.onceApproved)
        return `Dispatch by ${formatCalendarDay(order.onceApproved)} once you approve.`
      const date = order.dispatchBy
        ? dispatchDayOf(order.dispatchBy)
        : expectedDispatchDate(
            order.paidAt ?? order.createdAt,
            dispatchProductionDays(order.deliverySpeed ?? 'STANDARD', order.productionDays),
            order.holidays ?? NO_HOLIDAYS,
          )
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
