import type { ShipmentStatus } from '@prisma/client'

/**
 * The courier aggregator behind one small port, like the payment gateway (decision 058): booking,
 * cancelling and tracking speak only this. The implementation is Shiprocket's REST API
 * (`shiprocket.server.ts`); in tests, dev and the demo its HTTP calls are answered by the stand-in
 * Shiprocket (`standin/`, MSW at the network boundary), so the same code runs everywhere.
 */

export interface ParcelBooking {
  /** Our reference for this booking, sent as the provider's order id: a retry sends the same. */
  key: string
  orderNumber: string
  placedAt: Date
  /** STANDARD, EXPRESS or SAME_DAY. */
  speed: string
  customer: {
    name: string
    email: string
    phone: string
    line1: string
    line2: string
    city: string
    state: string
    pinCode: string
  }
  items: { name: string; sku: string; units: number; pricePaise: number }[]
  subTotalPaise: number
  weightGrams: number
  lengthCm: number
  breadthCm: number
  heightCm: number
}

export interface BookedParcel {
  providerOrderId: string
  providerShipmentId: string
  awb: string
  courierName: string
  trackingUrl: string
  pickupDate: Date | null
}

export interface TrackingScan {
  status: ShipmentStatus | null
  /** The provider's words for the status ("Out For Delivery"). */
  providerStatus: string
  location: string
  description: string
  occurredAt: Date
}

export interface ParcelTracking {
  /** The parcel's status now, as the provider sums it up (null: one we do not know). */
  status: ShipmentStatus | null
  providerStatus: string
  scans: TrackingScan[]
}

export interface ShippingProvider {
  /** "shiprocket", or "standin" when the stand-in answers. */
  name: string
  /**
   * Creates the provider's order (or finds the one an earlier, timed-out attempt with the same key
   * created), assigns the courier and AWB and schedules the pickup. Throws an AppError 502 when
   * the provider cannot be reached (try again: the key makes it safe) or 422 when it refuses.
   */
  book(input: ParcelBooking): Promise<BookedParcel>
  /** Cancels a booking not yet picked up. */
  cancel(awb: string): Promise<void>
  track(awb: string): Promise<ParcelTracking>
}

/** The courier could not be reached: nothing is booked twice when staff try again. */
export const COURIER_UNAVAILABLE =
  'We could not reach the courier just now. Nothing was booked twice: press Book shipment again in a minute.'
