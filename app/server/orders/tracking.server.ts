import {
  formatCalendarDay,
  formatDateTime,
  formatLongDate,
  IST_OFFSET_MS,
} from '#app/utils/dates.ts'
import { orderEventsSelect } from './orders.server.ts'
import { SITE } from '#app/utils/site.ts'
import type { OrderStatus } from '@prisma/client'
import { ORDER_STATUS_LABELS } from '#app/utils/order-status.ts'
import { prisma } from '../platform/db.server.ts'
import { phoneDigits } from '#app/utils/phone.ts'

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

function dispatchText(order: {
  status: OrderStatus
  createdAt: Date
  paidAt: Date | null
  items: { product: { productionDays: number } }[]
  events: { status: OrderStatus; createdAt: Date }[]
}) {
  const eventDate = (status: OrderStatus) => {
    const event = order.events.find((e) => e.status === status)
    return event ? formatLongDate(event.createdAt) : null
  }
  switch (order.status) {
    case 'PENDING_PAYMENT':
      return 'We start printing as soon as your payment is confirmed.'
    case 'PAID':
    case 'IN_PRODUCTION': {
      const days = Math.max(1, ...order.items.map((i) => i.product.productionDays))
      const date = expectedDispatchDate(order.paidAt ?? order.createdAt, days)
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

/**
 * An order for the public tracking page, found only when the number AND the email (any case) or
 * phone (last ten digits) match; otherwise null, the same for a wrong number or a wrong contact.
 */
export async function findOrderForTracking({
  number,
  contact,
}: {
  number: string
  contact: string
}) {
  const order = await prisma.order.findUnique({
    where: { number },
    select: {
      number: true,
      email: true,
      phone: true,
      status: true,
      createdAt: true,
      paidAt: true,
      courier: true,
      trackingNumber: true,
      items: {
        orderBy: { id: 'asc' },
        select: {
          id: true,
          productName: true,
          quantity: true,
          tierQuantity: true,
          product: { select: { productionDays: true, unitSingular: true, unitPlural: true } },
        },
      },
      events: orderEventsSelect,
    },
  })
  if (!order) return null
  const matches = contact.includes('@')
    ? order.email.trim().toLowerCase() === contact.trim().toLowerCase()
    : phoneDigits(contact) !== null && phoneDigits(order.phone) === phoneDigits(contact)
  if (!matches) return null

  return {
    number: order.number,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    placedLabel: formatDateTime(order.createdAt),
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    dispatch: dispatchText(order),
    items: order.items.map((item) => ({
      id: item.id,
      productName: item.productName,
      quantity: item.quantity,
      tierQuantity: item.tierQuantity,
      unit: item.tierQuantity === 1 ? item.product.unitSingular : item.product.unitPlural,
    })),
    events: order.events.map((event) => ({
      id: event.id,
      status: event.status,
      statusLabel: ORDER_STATUS_LABELS[event.status],
      note: event.note,
      atLabel: formatDateTime(event.createdAt),
    })),
  }
}
export type TrackedOrder = NonNullable<Awaited<ReturnType<typeof findOrderForTracking>>>
