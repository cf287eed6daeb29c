import { PIN_MESSAGES, type IndianState } from '#app/utils/address.ts'
import { AppError } from '../platform/errors.server.ts'
import { lookupPin, type PinPlace } from './pin-directory.server.ts'

/**
 * The one check of an address's PIN code against India Post's directory, for every way an address
 * comes in (the address book's forms and API, checkout's new address, the payment API): the PIN
 * code must exist; an empty city or state is filled from it; a chosen state that is not the PIN
 * code's is refused. No database: the directory is in memory.
 */

type AddressParts = { city: string; state: string; pinCode: string }

export type Placed<T extends AddressParts> = Omit<T, 'state'> & { city: string; state: IndianState }

export interface PlacedResult<T extends AddressParts> {
  address: Placed<T>
  /** The city or the state was empty and is now the PIN code's. */
  filled: boolean
  place: PinPlace
}

/**
 * Checks and completes an address; throws a 400 AppError whose field errors sit at
 * `${prefix}pinCode` / `${prefix}state` (checkout's new address is under "address.").
 */
export function placeAddress<T extends AddressParts>(address: T, prefix = ''): PlacedResult<T> {
  const pin = address.pinCode
  const place = lookupPin(pin)
  if (!place) {
    const message = PIN_MESSAGES.unknown(pin)
    throw new AppError(400, message, { fieldErrors: { [`${prefix}pinCode`]: [message] } })
  }
  const typed = address.state.trim()
  if (typed && !(place.states as string[]).includes(typed)) {
    const message = PIN_MESSAGES.wrongState(pin, place.states.join(' or '), typed)
    throw new AppError(400, message, { fieldErrors: { [`${prefix}state`]: [message] } })
  }
  const state = (typed || place.states[0]!) as IndianState
  const city = address.city.trim() || place.city
  return {
    address: { ...address, city, state },
    filled: !typed || !address.city.trim(),
    place,
  }
}

/**
 * For a form without JavaScript: when the server filled the city or state, the form comes back
 * with them filled in (written into the submission's payload) and says so, rather than saving
 * what the shopper has not seen. Returns the refusal to throw, or null when nothing was filled.
 */
export function filledRefusal<T extends AddressParts>(
  result: PlacedResult<T>,
  payload: Record<string, unknown>,
): AppError | null {
  if (!result.filled) return null
  payload.city = result.address.city
  payload.state = result.address.state
  return new AppError(400, PIN_MESSAGES.filled(result.address.pinCode), { code: 'PIN_FILLED' })
}
