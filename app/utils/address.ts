import { z } from 'zod'
import { normalizePhone, PHONE_MESSAGES, phoneError } from './phone.ts'
import { INDIAN_STATES, type IndianState } from './indian-states.ts'

export { INDIAN_STATES, UNION_TERRITORIES, type IndianState } from './indian-states.ts'

export const ADDRESS_MESSAGES = {
  nameRequired: 'Enter the name of the person receiving the order',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 80 characters',
  phone: PHONE_MESSAGES.length,
  line1: 'Enter the house number and street',
  line1TooLong: 'House number and street must be at most 120 characters',
  line2TooLong: 'Address line 2 must be at most 120 characters',
  line2NotText: 'Enter address line 2 as text',
  landmarkTooLong: 'Landmark must be at most 80 characters',
  landmarkNotText: 'Enter the landmark as text',
  cityRequired: 'Enter the city or town',
  cityTooShort: 'City must be at least 2 characters',
  cityTooLong: 'City must be at most 60 characters',
  state: 'Choose a state or union territory',
  pinCode: 'Enter a 6-digit PIN code',
} as const

/**
 * What the server says about a PIN code checked against India Post's directory (decision 051):
 * the city and state may be left empty (the server fills them from the PIN code), but a PIN code
 * must exist and a chosen state must be the PIN code's.
 */
export const PIN_MESSAGES = {
  unknown: (pin: string) =>
    `PIN code ${pin} does not exist in India Post's directory. Check the 6 digits.`,
  wrongState: (pin: string, pinState: string, typed: string) =>
    `PIN code ${pin} is in ${pinState}, not ${typed}. Check the PIN code or choose ${pinState}.`,
  filled: (pin: string) =>
    `We filled in the city and state from PIN code ${pin}. Check them and save again.`,
  check: 'Check the address.',
} as const

type TextRule = { min: number; max: number; required: string; tooShort: string; tooLong: string }

/** A trimmed text field that reports exactly one message: missing, too short or too long. */
function text({ min, max, required, tooShort, tooLong }: TextRule) {
  return z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .superRefine((value, ctx) => {
      const message =
        value.length === 0
          ? required
          : value.length < min
            ? tooShort
            : value.length > max && tooLong
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message })
    })
}

/** An optional trimmed text field, '' when left empty. */
function optionalText(max: number, tooLong: string, notText: string) {
  return z
    .string({ invalid_type_error: notText })
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value ?? '')
}

const phoneSchema = z
  .string({ required_error: ADDRESS_MESSAGES.phone, invalid_type_error: ADDRESS_MESSAGES.phone })
  .transform((value, ctx) => {
    const phone = normalizePhone(value)
    if (phone) return phone
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: phoneError(value) ?? ADDRESS_MESSAGES.phone,
    })
    return z.NEVER
  })

const pinCodeSchema = z
  .string({
    required_error: ADDRESS_MESSAGES.pinCode,
    invalid_type_error: ADDRESS_MESSAGES.pinCode,
  })
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => /^[1-9][0-9]{5}$/.test(value), ADDRESS_MESSAGES.pinCode)

/** A state or union territory, or '' (left for the server to fill from the PIN code). */
const stateSchema = z
  .string({ invalid_type_error: ADDRESS_MESSAGES.state })
  .trim()
  .optional()
  .transform((value) => value ?? '')
  .refine(
    (value): value is IndianState | '' =>
      value === '' || (INDIAN_STATES as readonly string[]).includes(value),
    ADDRESS_MESSAGES.state,
  )

/** The city or town, or '' (left for the server to fill from the PIN code). */
const citySchema = z
  .string({ invalid_type_error: ADDRESS_MESSAGES.cityRequired })
  .trim()
  .optional()
  .transform((value) => value ?? '')
  .superRefine((value, ctx) => {
    const message =
      value.length === 1
        ? ADDRESS_MESSAGES.cityTooShort
        : value.length > 60 && ADDRESS_MESSAGES.cityTooLong
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message })
  })

/** A checkbox posts 'on' when ticked, nothing otherwise; code may pass a boolean. Never fails. */
const checkboxSchema = z
  .unknown()
  .transform((value) => value === true || value === 'on' || value === 'true')

export const addressSchema = z.object({
  name: text({
    min: 2,
    max: 80,
    required: ADDRESS_MESSAGES.nameRequired,
    tooShort: ADDRESS_MESSAGES.nameTooShort,
    tooLong: ADDRESS_MESSAGES.nameTooLong,
  }),
  phone: phoneSchema,
  line1: text({
    min: 3,
    max: 120,
    required: ADDRESS_MESSAGES.line1,
    tooShort: ADDRESS_MESSAGES.line1,
    tooLong: ADDRESS_MESSAGES.line1TooLong,
  }),
  line2: optionalText(120, ADDRESS_MESSAGES.line2TooLong, ADDRESS_MESSAGES.line2NotText),
  landmark: optionalText(80, ADDRESS_MESSAGES.landmarkTooLong, ADDRESS_MESSAGES.landmarkNotText),
  city: citySchema,
  state: stateSchema,
  pinCode: pinCodeSchema,
  isDefault: checkboxSchema,
})

/** What a form or caller passes in (raw strings are fine). */
export type AddressInput = z.input<typeof addressSchema>
/**
 * Validated and normalised: trimmed, phone of 10 digits, PIN of 6 digits, isDefault a boolean;
 * the city and state may still be '' until the server places the PIN code.
 */
export type AddressValues = z.output<typeof addressSchema>
/** An address whose PIN code the server found, with its city and state filled. */
export type PlacedAddress = Omit<AddressValues, 'state'> & { state: IndianState }

type FormattableAddress = {
  line1: string
  line2?: string | null
  landmark?: string | null
  city: string
  state: string
  pinCode: string
}

/**
 * One line for lists and summaries: "12 MG Road, Flat 4B, Near City Mall, Bengaluru, Karnataka
 * 560001". The recipient's name and phone are left to the caller to show where it wants them.
 */
export function formatAddress(address: FormattableAddress) {
  const region = `${address.state.trim()} ${address.pinCode.trim()}`.trim()
  return [address.line1, address.line2, address.landmark, address.city]
    .map((part) => (part ?? '').trim())
    .concat(region)
    .filter(Boolean)
    .join(', ')
}
