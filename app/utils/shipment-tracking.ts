/**
 * The courier's parcel states as a shopper reads them (decision 057): a short label for each scan
 * and, for the states that change what the shopper should expect, a sentence about what happens
 * next. Keys are the ShipmentStatus values (prisma/schema.prisma).
 */
import { formatCalendarDay } from './dates.ts'
import { SPEED_LABELS, isDeliverySpeed } from './shipping.ts'

export const SHIPMENT_STATUS_LABELS: Record<string, string> = {
  BOOKED: 'Courier booked',
  PICKUP_SCHEDULED: 'Pickup scheduled',
  PICKED_UP: 'Picked up by the courier',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  DELIVERY_FAILED: 'Delivery attempt failed',
  RTO_INITIATED: 'Returning to us',
  RTO_DELIVERED: 'Returned to us',
  CANCELLED: 'Shipment cancelled',
  LOST: 'Lost by the courier',
}

/** What the shopper should know when the parcel is not on its way to them as planned. */
export const SHIPMENT_NOTICES: Record<string, string> = {
  DELIVERY_FAILED:
    'The courier could not deliver your parcel. They will try again on the next working day; keep your phone on, or reply to our SMS with a better time or a landmark.',
  RTO_INITIATED:
    'The courier is returning your parcel to us after failed delivery attempts. We will contact you to send it again or refund you; you do not need to do anything yet.',
  RTO_DELIVERED:
    'Your parcel came back to us after failed delivery attempts. We will contact you within one working day to send it again or refund you.',
  LOST: 'The courier has lost your parcel. We will reprint and send it again at no cost, or refund you; we will contact you within one working day.',
}

export function shipmentStatusLabel(status: string) {
  return SHIPMENT_STATUS_LABELS[status] ?? status
}

/** "Express delivery", or Standard for anything unknown. */
export function speedLabel(speed: string | null | undefined) {
  return SPEED_LABELS[isDeliverySpeed(speed) ? speed : 'STANDARD']
}

const shortDay = (d: Date) => formatCalendarDay(d).replace(/ \d{4}$/, '')

/** "Thursday, 3 December" or "Thursday, 3 December – Friday, 4 December". */
export function dateRangeText(from: Date, to: Date) {
  return from.getTime() === to.getTime() ? shortDay(from) : `${shortDay(from)} – ${shortDay(to)}`
}
