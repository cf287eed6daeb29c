import { z } from 'zod'
import { newPasswordFields, passwordsMatch } from './password-rules.ts'
import { normalizePhone, PHONE_MESSAGES, phoneError } from './phone.ts'

/**
 * Form schemas of the sign-in pages, shared by the forms (conform) and the actions. The spec leaves
 * login, register and phone rules open ("not shown"); these are ours.
 */

/** The sign-in messages. loginFailed to resetFailed are the spec's fallbacks (section 8). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Incorrect email or password.',
  emailRequired: 'Enter your email address.',
  passwordRequired: 'Enter your password.',
  loginFailed: 'Login failed',
  phoneLoginFailed: 'Phone login failed',
  registrationFailed: 'Registration failed',
  resetRequestFailed: 'Password reset request failed',
  resetFailed: 'Password reset failed',
  codeRequired: 'Enter the 6-digit code we sent you.',
} as const

export const AUTH_FIELD_MESSAGES = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  email: 'Enter a valid email address',
  phone: PHONE_MESSAGES.length,
  otp: 'Enter the 6-digit code we sent you',
  emailTaken: 'An account with this email already exists. Sign in or reset your password.',
  phoneTaken: 'An account with this phone number already exists. Sign in with a code instead.',
} as const

const name = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(50, 'Use at most 50 characters')
    // Conform sends an empty field as undefined: checking it as '' keeps other messages coming.
    .default('')

const required = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message)

export const emailSchema = z
  .string({
    required_error: AUTH_FIELD_MESSAGES.email,
    invalid_type_error: AUTH_FIELD_MESSAGES.email,
  })
  .trim()
  .toLowerCase()
  .max(254, AUTH_FIELD_MESSAGES.email)
  .email(AUTH_FIELD_MESSAGES.email)
  .default('')

export const phoneSchema = z
  .string({
    required_error: AUTH_FIELD_MESSAGES.phone,
    invalid_type_error: AUTH_FIELD_MESSAGES.phone,
  })
  // An issue without z.NEVER leaves the parse "dirty", not aborted, so the form-level rule
  // (passwords match) still runs and every message shows at once.
  .transform((value, ctx) => {
    const message = phoneError(value)
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message })
    return normalizePhone(value) ?? value
  })
  .default('')

export const registerSchema = z
  .object({
    firstName: name(AUTH_FIELD_MESSAGES.firstName),
    lastName: name(AUTH_FIELD_MESSAGES.lastName),
    email: emailSchema,
    phone: phoneSchema,
    ...newPasswordFields,
  })
  .superRefine(passwordsMatch('password'))
export type RegisterValues = z.output<typeof registerSchema>

/** The code step of registering: the sealed details from the first step and the SMS code. */
export const registerCodeSchema = z.object({
  pending: z.string().min(1).max(4000),
  otp: required(AUTH_MESSAGES.codeRequired),
})

/** Asking for another code while registering. */
export const registerResendSchema = z.object({ pending: z.string().min(1).max(4000) })

/** The one answer to a reset request, whether or not the email has an account. */
export const RESET_REQUESTED =
  'If an account uses that email, we have sent it a link to reset the password. The link works for 30 minutes.'

export const RESET_LINK_INVALID =
  'This reset link has expired or was already used. Ask for a new one below.'

export const forgotPasswordSchema = z.object({ email: emailSchema })

/** Email and password sign-in. Only presence is checked: the account decides the rest. */
export const passwordLoginSchema = z.object({
  email: required(AUTH_MESSAGES.emailRequired),
  password: z.string({ required_error: AUTH_MESSAGES.passwordRequired }),
})

/** Asking for a sign-in code. */
export const sendCodeSchema = z.object({ phone: phoneSchema })

/** Signing in with the code. */
export const verifyCodeSchema = z.object({
  phone: phoneSchema,
  otp: required(AUTH_MESSAGES.codeRequired),
})

/** After a phone code for a number with no account: the rest of a passwordless account. */
export const completePhoneSignupSchema = z.object({
  firstName: name(AUTH_FIELD_MESSAGES.firstName),
  lastName: name(AUTH_FIELD_MESSAGES.lastName),
  email: emailSchema,
  proof: z.string().min(1).max(200),
})
