import { DELIVERY_SPEEDS } from './shipping.ts'
import { z } from 'zod'
import { addressSchema } from './address.ts'
import { GSTIN_MESSAGES, gstinError } from './gstin.ts'
import { PHONE_MESSAGES, normalizePhone, phoneError } from './phone.ts'

/**
 * The checkout form's rules, for the page (conform) and the server alike. Contact, delivery
 * address (a saved one or a new one typed inline), optional GST details, loyalty points.
 */

export const CHECKOUT_MESSAGES = {
  emailRequired: 'Enter your email for the receipt',
  emailInvalid: 'Enter a valid email address like name@example.com',
  chooseAddress: 'Choose a delivery address or add a new one',
  pointsInvalid: 'Enter a whole number of points, or 0',
  cartEmpty: 'Your cart is empty. Add a product before checking out.',
  cartChanged:
    'Your cart changed since this page was opened. Check the items and the new total below, then place your order again.',
  unavailable:
    'Some items in your cart can no longer be ordered as they are. Remove or change them to continue.',
  failed:
    'Your payment did not go through, so nothing was charged. Your cart is saved: you can try again.',
  cancelled: 'You cancelled the payment. Nothing was charged and your cart is saved.',
  placeFailed: 'We could not place your order. Please try again.',
  speedInvalid: 'Choose a delivery speed',
  speedChanged: (label: string, fee: string) =>
    `Delivery is now ${label} (${fee}). Check the new total below, then place your order again.`,
  speedUnavailable: (label: string) =>
    `${label} is not available to this address or for these products: choose another speed.`,
} as const

const email = z
  .string({ required_error: CHECKOUT_MESSAGES.emailRequired })
  .trim()
  .min(1, CHECKOUT_MESSAGES.emailRequired)
  .max(254, CHECKOUT_MESSAGES.emailInvalid)
  .email(CHECKOUT_MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase())

const phone = z
  .string({ required_error: PHONE_MESSAGES.length })
  .superRefine((value, ctx) => {
    const error = phoneError(value)
    if (error) ctx.addIssue({ code: 'custom', message: error })
  })
  .transform((value) => normalizePhone(value)!)

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined)

/** The typed new address; a mobile left empty is the contact mobile (the shopper's own). */
function newAddressOf(value: { phone: string; address?: unknown }) {
  const address =
    value.address && typeof value.address === 'object'
      ? (value.address as Record<string, unknown>)
      : {}
  const phone = typeof address.phone === 'string' ? address.phone.trim() : ''
  return { ...address, phone: phone || value.phone }
}

export const checkoutSchema = z
  .object({
    email,
    phone,
    /** A saved address id, or "new" with the address fields under `address.` */
    addressId: z
      .string({ required_error: CHECKOUT_MESSAGES.chooseAddress })
      .trim()
      .min(1, CHECKOUT_MESSAGES.chooseAddress),
    address: z.unknown().optional(),
    gstin: optional(20).superRefine((value, ctx) => {
      const error = value ? gstinError(value) : null
      if (error) ctx.addIssue({ code: 'custom', message: error })
    }),
    businessName: optional(120),
    /** "Print as it is" (decision 048): no proof approval asked; a person still checks. */
    printAsIs: z
      .string()
      .optional()
      .transform((v) => v === 'on' || v === 'true'),
    points: z.coerce
      .number({ invalid_type_error: CHECKOUT_MESSAGES.pointsInvalid })
      .int(CHECKOUT_MESSAGES.pointsInvalid)
      .min(0, CHECKOUT_MESSAGES.pointsInvalid)
      .max(1_000_000, CHECKOUT_MESSAGES.pointsInvalid)
      .default(0),
    /** The delivery speed chosen (decision 057): priced on the server, never from the request. */
    deliverySpeed: z
      .enum(DELIVERY_SPEEDS, { errorMap: () => ({ message: CHECKOUT_MESSAGES.speedInvalid }) })
      .optional(),
    /** The hash of the cart as the page showed it: the idempotency key of "Place order". */
    checkoutKey: z.string().trim().max(128).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.gstin) {
      if (!value.businessName)
        ctx.addIssue({
          code: 'custom',
          path: ['businessName'],
          message: GSTIN_MESSAGES.businessName,
        })
    }
    if (value.addressId === 'new') {
      const parsed = addressSchema.safeParse(newAddressOf(value))
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({ ...issue, path: ['address', ...issue.path] })
      }
    }
  })
  .transform((value) => ({
    ...value,
    gstin: value.gstin?.toUpperCase(),
    newAddress: value.addressId === 'new' ? addressSchema.parse(newAddressOf(value)) : null,
  }))

export type CheckoutInput = z.input<typeof checkoutSchema>
export type CheckoutValues = z.output<typeof checkoutSchema>
