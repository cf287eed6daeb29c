/**
 * What staff read about a parcel booked with the courier (decision 058): the messages of Book
 * shipment and its cancelling, the parcel's default size, the statuses' labels. Shared by the
 * server and the admin pages.
 */

export const SHIPPING_MESSAGES = {
  notInProduction:
    'Only an order in production can be booked with the courier: start production first.',
  alreadyBooked: (awb: string) =>
    `This order is already booked with the courier (AWB ${awb}). Cancel that booking first to book again.`,
  inProgress: 'This order is being booked right now. Reload the page in a moment.',
  cancelledMeanwhile: 'This booking was cancelled meanwhile. Reload the page to book again.',
  notConfigured:
    'Booking with the courier is not set up on this store (no Shiprocket account). Ship by typing the courier and tracking number.',
  nothingToCancel: 'This order has no booking with the courier to cancel.',
  pickedUp: 'The courier has already picked this parcel up, so the booking cannot be cancelled.',
  /** The manual "Mark shipped" while the courier has the booking (the pickup scan ships it). */
  bookedNoManualShip: (awb: string | null) =>
    awb
      ? `Booked with the courier (AWB ${awb}): the order moves to shipped when the courier picks the parcel up. To send it another way, cancel the booking first.`
      : 'A booking with the courier is not finished: press Book shipment again, or cancel the booking to send the parcel another way.',
  /** Cancelling an order whose parcel the courier could not cancel (nothing changed). */
  orderNotCancelled: (awb: string, why: string) =>
    why === 'unreachable'
      ? `We could not reach the courier to cancel the parcel, so the order was not cancelled (AWB ${awb}). Try again in a minute.`
      : `The courier did not cancel the parcel (AWB ${awb}), so the order was not cancelled. ${why}`,
  weight: 'Enter the parcel’s weight in grams, from 10 to 30000.',
  noLabel: 'None of these orders has a booked parcel to print a label for.',
} as const

/** The parcel as it is booked unless staff say otherwise: a 500 g box of 30 × 22 × 5 cm. */
export const PARCEL_DEFAULTS = {
  weightGrams: 500,
  box: { lengthCm: 30, breadthCm: 22, heightCm: 5 },
  weightOk: (grams: number) => Number.isInteger(grams) && grams >= 10 && grams <= 30_000,
} as const

/** Mirrors the Prisma enum ShipmentStatus, without the database client, for browser code. */
export type ShipmentStatus =
  | 'BOOKED'
  | 'PICKUP_SCHEDULED'
  | 'PICKED_UP'
  | 'IN_TRANSIT'
  | 'OUT_FOR_DELIVERY'
  | 'DELIVERED'
  | 'DELIVERY_FAILED'
  | 'RTO_INITIATED'
  | 'RTO_DELIVERED'
  | 'CANCELLED'
  | 'LOST'

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  BOOKED: 'Booked',
  PICKUP_SCHEDULED: 'Pickup scheduled',
  PICKED_UP: 'Picked up',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  DELIVERY_FAILED: 'Delivery attempt failed',
  RTO_INITIATED: 'Returning to us (RTO)',
  RTO_DELIVERED: 'Returned to us (RTO)',
  CANCELLED: 'Cancelled',
  LOST: 'Lost or damaged',
}

/** Label paper: one A6 label, or four A6 labels on an A4 sheet. */
export const LABEL_FORMATS = ['a6', 'a4'] as const
export type LabelFormat = (typeof LABEL_FORMATS)[number]
