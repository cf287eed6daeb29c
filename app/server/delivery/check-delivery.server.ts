import { PIN_MESSAGES } from '#app/utils/address.ts'
import { AppError } from '../platform/errors.server.ts'
import { estimateDelivery, type DeliveryEstimate } from './delivery-dates.server.ts'
import { holidaySet } from './holidays.server.ts'
import { lookupPin } from './pin-directory.server.ts'

/**
 * "Check delivery" on the product page, the cart and checkout: the one answer for a PIN code and
 * the longest production time among the products. Reads the cached calendar only.
 */

export const CHECK_DELIVERY_MESSAGES = {
  format: 'Enter a 6-digit PIN code',
  unknown: PIN_MESSAGES.unknown,
} as const

export type DeliveryAnswer =
  | { deliverable: true; estimate: DeliveryEstimate }
  | { deliverable: false; pinCode: string; message: string }

/** Throws a 400 for what is not a PIN code at all; a PIN code we cannot find is "not deliverable". */
export async function checkDelivery(
  rawPin: string,
  productionDays: number,
  now = new Date(),
): Promise<DeliveryAnswer> {
  const pinCode = rawPin.replace(/\s/g, '')
  if (!/^[1-9][0-9]{5}$/.test(pinCode))
    throw new AppError(400, CHECK_DELIVERY_MESSAGES.format, {
      fieldErrors: { pin: [CHECK_DELIVERY_MESSAGES.format] },
    })
  const place = lookupPin(pinCode)
  if (!place)
    return { deliverable: false, pinCode, message: CHECK_DELIVERY_MESSAGES.unknown(pinCode) }
  return {
    deliverable: true,
    estimate: estimateDelivery(place, productionDays, await holidaySet(), now),
  }
}
