import { z } from 'zod'
import { type SubmissionResult } from '@conform-to/react'
import {
  AUTH_FIELD_MESSAGES,
  AUTH_MESSAGES,
  emailSchema,
  phoneSchema,
} from '#app/utils/auth-schemas.ts'

/**
 * The checkout gate's forms, shared by the page (conform) and its action. All three post to
 * /checkout; the submit button's `intent` says which form was sent.
 */

export const GATE_INTENTS = {
  password: 'gate-password',
  sendCode: 'gate-send-code',
  phone: 'gate-phone',
} as const
export type GateIntent = (typeof GATE_INTENTS)[keyof typeof GATE_INTENTS]

export const GATE_MESSAGES = {
  nameRequired: 'Enter your name',
  /** After a new number's code was accepted, when the submit had no name or email. */
  needsDetails: 'Your number is verified. Add your name and email to create your account.',
} as const

const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).optional()

/**
 * The phone flow's second form: the code, and for a number without an account, a name and an
 * email in the same submit. Once a new number's code was accepted the form carries `proof` (see
 * phone-login.server.ts) instead of the code, and then the name and email are required.
 */
export const gatePhoneSchema = z
  .object({
    phone: phoneSchema,
    otp: optionalText(20, AUTH_FIELD_MESSAGES.otp),
    proof: z.string().max(200).optional(),
    name: optionalText(100, 'Use at most 100 characters'),
    // Optional for an existing customer, but never a malformed address.
    email: emailSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message })
    if (!value.proof) {
      if (!value.otp) issue('otp', AUTH_MESSAGES.codeRequired)
      return
    }
    if (!value.name) issue('name', GATE_MESSAGES.nameRequired)
    if (!value.email) issue('email', AUTH_FIELD_MESSAGES.email)
  })
export type GatePhoneValues = z.output<typeof gatePhoneSchema>

/** What the gate's action answers when it does not redirect to /checkout. */
export type GateActionData = {
  /** The form that was sent: only that form shows `result`. */
  intent: GateIntent | ''
  /** The phone flow's step: a code was sent, or a new number's code was accepted. */
  step?: 'code' | 'details'
  phone?: string
  proof?: string
  message?: string
  result: SubmissionResult<string[]>
}
