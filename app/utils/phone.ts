/**
 * The one phone rule of the store, for the browser and the server alike. Spec section 5: "Phone
 * numbers are reduced to digits and only the last 10 are sent". Then the Indian mobile rule: the
 * ten digits start with 6, 7, 8 or 9. So "+91 98765 43210", "098765-43210" and "+1 98765 43210"
 * are all 9876543210.
 */

export const PHONE_MESSAGES = {
  /** Fewer than ten digits (or nothing at all). */
  length: 'Enter a 10-digit mobile number',
  /** Ten digits that cannot be an Indian mobile number. */
  mobile: 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9',
} as const

// Longer than anyone types a phone number: not read at all.
const MAX_INPUT_LENGTH = 40

/** The last ten digits of `input`, or null when it has fewer than ten. */
export function phoneDigits(input: string): string | null {
  if (input.length > MAX_INPUT_LENGTH) return null
  const digits = input.replace(/\D/g, '')
  return digits.length >= 10 ? digits.slice(-10) : null
}

/** The reason `input` is not an Indian mobile number, or null when it is one. */
export function phoneError(input: string): string | null {
  const phone = phoneDigits(input)
  if (!phone) return PHONE_MESSAGES.length
  return /^[6-9]/.test(phone) ? null : PHONE_MESSAGES.mobile
}

/** `input` as the ten digits of an Indian mobile number, or null. */
export function normalizePhone(input: string): string | null {
  return phoneError(input) ? null : phoneDigits(input)
}
