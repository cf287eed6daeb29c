import type { ShipmentStatus } from '@prisma/client'

/**
 * Shiprocket's shipment statuses onto ours, in one place (decision 058). Shiprocket names a status
 * by a number (`current_status_id`, a scan's `sr-status`) and a label (`current_status`, a scan's
 * `sr-status-label`); the courier's own words are in `activity`. Both are read: the number first,
 * the label when the number is missing or new. A status we do not know maps to null and is kept as
 * a scan on the timeline without moving the parcel.
 *
 * Source: Shiprocket's API documentation, "Shipment status codes" (apidocs.shiprocket.in).
 */
const BY_ID: Record<number, ShipmentStatus> = {
  1: 'BOOKED', // AWB Assigned
  2: 'BOOKED', // Label Generated
  3: 'PICKUP_SCHEDULED', // Pickup Scheduled/Generated
  4: 'PICKUP_SCHEDULED', // Pickup Queued
  5: 'PICKUP_SCHEDULED', // Manifest Generated
  6: 'PICKED_UP', // Shipped
  7: 'DELIVERED',
  8: 'CANCELLED',
  9: 'RTO_INITIATED',
  10: 'RTO_DELIVERED',
  12: 'LOST',
  13: 'PICKUP_SCHEDULED', // Pickup Error: the courier comes again
  14: 'RTO_INITIATED', // RTO Acknowledged
  15: 'PICKUP_SCHEDULED', // Pickup Rescheduled
  17: 'OUT_FOR_DELIVERY',
  18: 'IN_TRANSIT',
  19: 'PICKUP_SCHEDULED', // Out For Pickup
  20: 'PICKUP_SCHEDULED', // Pickup Exception
  21: 'DELIVERY_FAILED', // Undelivered (NDR)
  22: 'IN_TRANSIT', // Delayed
  25: 'LOST', // Damaged
  38: 'IN_TRANSIT', // Reached at Destination Hub
  39: 'IN_TRANSIT', // Misrouted
  40: 'RTO_INITIATED', // RTO NDR
  41: 'RTO_INITIATED', // RTO OFD
  42: 'PICKED_UP',
  45: 'CANCELLED', // Cancelled before dispatch
  46: 'RTO_INITIATED', // RTO In Transit
  48: 'IN_TRANSIT', // Reached Warehouse
  51: 'PICKED_UP', // Handover to Courier
  52: 'BOOKED', // Shipment Booked
  76: 'LOST', // Untraceable
  77: 'DELIVERY_FAILED', // Issue related to the recipient
  78: 'RTO_INITIATED', // Reached back at seller city
}

const BY_LABEL: Record<string, ShipmentStatus> = {
  'AWB ASSIGNED': 'BOOKED',
  'LABEL GENERATED': 'BOOKED',
  'SHIPMENT BOOKED': 'BOOKED',
  'PICKUP SCHEDULED': 'PICKUP_SCHEDULED',
  'PICKUP GENERATED': 'PICKUP_SCHEDULED',
  'PICKUP QUEUED': 'PICKUP_SCHEDULED',
  'MANIFEST GENERATED': 'PICKUP_SCHEDULED',
  'OUT FOR PICKUP': 'PICKUP_SCHEDULED',
  'PICKUP RESCHEDULED': 'PICKUP_SCHEDULED',
  'PICKUP EXCEPTION': 'PICKUP_SCHEDULED',
  'PICKUP ERROR': 'PICKUP_SCHEDULED',
  'PICKED UP': 'PICKED_UP',
  SHIPPED: 'PICKED_UP',
  'HANDOVER TO COURIER': 'PICKED_UP',
  'IN TRANSIT': 'IN_TRANSIT',
  DELAYED: 'IN_TRANSIT',
  'REACHED AT DESTINATION HUB': 'IN_TRANSIT',
  'REACHED WAREHOUSE': 'IN_TRANSIT',
  MISROUTED: 'IN_TRANSIT',
  'OUT FOR DELIVERY': 'OUT_FOR_DELIVERY',
  DELIVERED: 'DELIVERED',
  UNDELIVERED: 'DELIVERY_FAILED',
  'FAILED DELIVERY': 'DELIVERY_FAILED',
  'RTO INITIATED': 'RTO_INITIATED',
  'RTO ACKNOWLEDGED': 'RTO_INITIATED',
  'RTO IN TRANSIT': 'RTO_INITIATED',
  'RTO NDR': 'RTO_INITIATED',
  'RTO OFD': 'RTO_INITIATED',
  'RTO DELIVERED': 'RTO_DELIVERED',
  CANCELED: 'CANCELLED',
  CANCELLED: 'CANCELLED',
  LOST: 'LOST',
  DAMAGED: 'LOST',
  UNTRACEABLE: 'LOST',
}

/** Our status for Shiprocket's number and/or label, or null for one we do not know. */
export function shiprocketStatus(id: unknown, label: unknown): ShipmentStatus | null {
  const n = Number(id)
  if (Number.isInteger(n) && BY_ID[n]) return BY_ID[n]
  const text = String(label ?? '')
    .trim()
    .toUpperCase()
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
  return BY_LABEL[text] ?? null
}

/**
 * How far along each status is. A parcel only moves forward (a late "in transit" scan after
 * "delivered" changes nothing), except into the problem states, which a later good scan (a
 * successful second attempt) may leave again.
 */
export const SHIPMENT_STATUS_RANK: Record<ShipmentStatus, number> = {
  BOOKED: 0,
  PICKUP_SCHEDULED: 1,
  PICKED_UP: 2,
  IN_TRANSIT: 3,
  OUT_FOR_DELIVERY: 4,
  DELIVERY_FAILED: 5,
  RTO_INITIATED: 6,
  DELIVERED: 7,
  RTO_DELIVERED: 8,
  LOST: 8,
  CANCELLED: 9,
}

/** The courier has the parcel (the order is shipped) from this status on. */
export const WITH_COURIER: readonly ShipmentStatus[] = [
  'PICKED_UP',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'DELIVERY_FAILED',
  'RTO_INITIATED',
  'RTO_DELIVERED',
  'LOST',
]

/** A parcel in one of these needs staff: the needs-attention list shows its order. */
export const SHIPMENT_PROBLEMS: readonly ShipmentStatus[] = [
  'DELIVERY_FAILED',
  'RTO_INITIATED',
  'RTO_DELIVERED',
  'LOST',
]

/** Parcels still travelling: the reconciler polls these when they go quiet. */
export const SHIPMENT_LIVE: readonly ShipmentStatus[] = [
  'BOOKED',
  'PICKUP_SCHEDULED',
  'PICKED_UP',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERY_FAILED',
  'RTO_INITIATED',
]

/** Whether a scan saying `next` moves a parcel that is `current`. */
export function movesForward(current: ShipmentStatus, next: ShipmentStatus) {
  if (current === 'CANCELLED' || current === next) return false
  // A failed attempt is followed by another: out for delivery again.
  if (current === 'DELIVERY_FAILED' && next === 'OUT_FOR_DELIVERY') return true
  return SHIPMENT_STATUS_RANK[next] > SHIPMENT_STATUS_RANK[current]
}
