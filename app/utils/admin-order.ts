/**
 * The staff forms of the admin order page (decision 022): one zod schema per `intent`, used by the
 * browser (conform) and by the action, and the messages staff read. Every form that changes the
 * order's status carries `seen`, the status the page showed, so a change made meanwhile by someone
 * else is refused (409) instead of being repeated or skipped.
 */
import { z } from 'zod'
import { SHIPPING_MESSAGES } from './shipment.ts'
import { ORDER_STATUSES } from './order-status.ts'

export const ORDER_NOTE_MAX = 1000
export const REFUND_REASON_MAX = 200

export const ORDER_NOTE_MESSAGES = {
  text: `Write the note (at most ${ORDER_NOTE_MAX} characters).`,
  visibility: 'Choose who sees the note.',
  notConfirmed: 'Only a paid order has a confirmation to send again.',
} as const

export const ADMIN_ORDER_MESSAGES = {
  seen: 'Reload the page: the form did not say which status you saw.',
  awaitingArtwork:
    'This order is awaiting the shopper’s artwork: it can go to production once every file has arrived.',
  courier: 'Enter the courier’s name, like Blue Dart or India Post.',
  trackingNumber: 'Enter the tracking number: letters, digits and dashes, 4 to 40 characters.',
  confirmCancel: 'Tick the box to confirm the cancellation.',
  amount: 'Enter the amount to refund in rupees, like 250 or 249.50.',
  reason: 'Say why you are refunding (the customer’s credit note and the timeline show it).',
  unknownIntent: 'Unknown action. Reload the page and try again.',
} as const

/** A courier's tracking number: letters, digits and dashes, 4 to 40 characters. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,38}[A-Za-z0-9]$/

/** "249.50" → 24950 paise; null when it is not a plain amount with at most two decimals. */
export function rupeesToPaise(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/^(?:rs\.?|₹)\s*/i, ''))
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** 24950 → "249.50", 25000 → "250": what the refund field is filled with. */
export function paiseToRupeesInput(paise: number) {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2)
}

const seen = z.enum(ORDER_STATUSES, {
  errorMap: () => ({ message: ADMIN_ORDER_MESSAGES.seen }),
})

export const startProductionSchema = z.object({ intent: z.literal('start-production'), seen })
export const markDeliveredSchema = z.object({ intent: z.literal('mark-delivered'), seen })

export const shipSchema = z.object({
  intent: z.literal('ship'),
  seen,
  courier: z
    .string({ required_error: ADMIN_ORDER_MESSAGES.courier })
    .trim()
    .min(1, ADMIN_ORDER_MESSAGES.courier)
    .max(60, ADMIN_ORDER_MESSAGES.courier),
  trackingNumber: z
    .string({ required_error: ADMIN_ORDER_MESSAGES.trackingNumber })
    .trim()
    .regex(TRACKING_NUMBER_PATTERN, ADMIN_ORDER_MESSAGES.trackingNumber),
})

export const cancelSchema = z.object({
  intent: z.literal('cancel'),
  seen,
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters.').optional(),
  confirm: z.literal('yes', {
    errorMap: () => ({ message: ADMIN_ORDER_MESSAGES.confirmCancel }),
  }),
})

export const refundSchema = z.object({
  intent: z.literal('refund'),
  paymentId: z.string().trim().max(64).optional(),
  amount: z.string({ required_error: ADMIN_ORDER_MESSAGES.amount }).transform((value, ctx) => {
    const paise = rupeesToPaise(value)
    if (paise === null || paise <= 0) {
      ctx.addIssue({ code: 'custom', message: ADMIN_ORDER_MESSAGES.amount })
      return z.NEVER
    }
    return paise
  }),
  reason: z
    .string({ required_error: ADMIN_ORDER_MESSAGES.reason })
    .trim()
    .min(3, ADMIN_ORDER_MESSAGES.reason)
    .max(REFUND_REASON_MAX, `Keep the reason under ${REFUND_REASON_MAX} characters.`),
  /** Made when the page was drawn: a repeated submit of this form never refunds twice. */
  idempotencyKey: z
    .string({ required_error: 'Reload the page and try again.' })
    .regex(/^[A-Za-z0-9_:-]{16,100}$/, 'Reload the page and try again.'),
})

export const retryRefundSchema = z.object({
  intent: z.literal('retry-refund'),
  refundId: z.string({ required_error: 'Reload the page and try again.' }).min(1).max(64),
})

export const resendConfirmationSchema = z.object({ intent: z.literal('resend-confirmation') })

export const noteSchema = z.object({
  intent: z.literal('add-note'),
  note: z
    .string({ required_error: ORDER_NOTE_MESSAGES.text })
    .trim()
    .min(1, ORDER_NOTE_MESSAGES.text)
    .max(ORDER_NOTE_MAX, ORDER_NOTE_MESSAGES.text),
  visibility: z.enum(['private', 'customer'], {
    errorMap: () => ({ message: ORDER_NOTE_MESSAGES.visibility }),
  }),
})

/** Book shipment with the courier (decision 058): the parcel's weight in grams. */
export const bookShipmentSchema = z.object({
  intent: z.literal('book-shipment'),
  weightGrams: z
    .number({
      required_error: SHIPPING_MESSAGES.weight,
      invalid_type_error: SHIPPING_MESSAGES.weight,
    })
    .int(SHIPPING_MESSAGES.weight)
    .min(10, SHIPPING_MESSAGES.weight)
    .max(30_000, SHIPPING_MESSAGES.weight),
})
export const cancelShipmentSchema = z.object({ intent: z.literal('cancel-shipment') })

export const adminOrderActionSchema = z.discriminatedUnion('intent', [
  startProductionSchema,
  markDeliveredSchema,
  shipSchema,
  cancelSchema,
  refundSchema,
  retryRefundSchema,
  resendConfirmationSchema,
  noteSchema,
  bookShipmentSchema,
  cancelShipmentSchema,
])
export type AdminOrderIntent = z.infer<typeof adminOrderActionSchema>['intent']
