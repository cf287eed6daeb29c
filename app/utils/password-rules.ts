import { z } from 'zod'

/**
 * Password rules shared by the register, reset-password and change-password forms (spec section 5).
 * Safe in the browser: a form can render PASSWORD_RULES as a live checklist with the same messages
 * the server answers with.
 */

export const PASSWORD_MIN_LENGTH = 8
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 128

export const PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  minLength: 'Password must be at least 8 characters',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  maxLength: 'Password must be at most 128 characters',
  mismatch: "Passwords don't match",
  notText: 'Enter the password as text',
} as const

export type PasswordRule = {
  id: 'minLength' | 'uppercase' | 'lowercase' | 'number'
  test: (password: string) => boolean
  message: string
}

/** Each rule a new password must meet, in the order a checklist shows them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'minLength',
    test: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
    message: PASSWORD_MESSAGES.minLength,
  },
  {
    id: 'uppercase',
    test: (password) => /\p{Lu}/u.test(password),
    message: PASSWORD_MESSAGES.uppercase,
  },
  {
    id: 'lowercase',
    test: (password) => /\p{Ll}/u.test(password),
    message: PASSWORD_MESSAGES.lowercase,
  },
  {
    id: 'number',
    test: (password) => /[0-9]/.test(password),
    message: PASSWORD_MESSAGES.number,
  },
]

/** The messages of every rule the password fails, in checklist order (empty when it passes). */
export function failedPasswordRules(password: string) {
  const failed = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message)
  if ([...password].length > PASSWORD_MAX_LENGTH) failed.push(PASSWORD_MESSAGES.maxLength)
  return failed
}

/**
 * A new password. Reports every failing rule, not only the first. A missing field (conform turns an
 * empty input into undefined) is checked as the empty string, so it gets the rule messages too.
 * Passwords are never trimmed.
 */
export const passwordSchema = z
  .string({ invalid_type_error: PASSWORD_MESSAGES.notText })
  .default('')
  .superRefine((password, ctx) => {
    for (const message of failedPasswordRules(password)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message })
    }
  })

/** The confirmation field: only compared, so any text is accepted here. */
const confirmationSchema = z.string({ invalid_type_error: PASSWORD_MESSAGES.notText }).default('')

/**
 * Adds "Passwords don't match" on confirmPassword when it differs from the field `passwordKey`.
 * For forms that add their own fields (register):
 * `z.object({ ...fields, ...newPasswordFields }).superRefine(passwordsMatch('password'))`.
 */
export function passwordsMatch<K extends string>(passwordKey: K) {
  return (values: Record<K, string> & { confirmPassword: string }, ctx: z.RefinementCtx) => {
    if (values.confirmPassword !== values[passwordKey]) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['confirmPassword'],
        message: PASSWORD_MESSAGES.mismatch,
      })
    }
  }
}

/** Fields for a new password and its confirmation, to spread into a form's object schema. */
export const newPasswordFields = { password: passwordSchema, confirmPassword: confirmationSchema }

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ invalid_type_error: PASSWORD_MESSAGES.notText })
      .default('')
      .refine((value) => value.length > 0, PASSWORD_MESSAGES.currentRequired),
    newPassword: passwordSchema,
    confirmPassword: confirmationSchema,
  })
  .superRefine(passwordsMatch('newPassword'))

export const resetPasswordSchema = z
  .object(newPasswordFields)
  .superRefine(passwordsMatch('password'))

export type ChangePasswordValues = z.output<typeof changePasswordSchema>
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>

/** Change-password outcomes beyond the field rules. */
export const CHANGE_PASSWORD_MESSAGES = {
  wrongCurrent: 'Current password is incorrect',
  sameAsCurrent: 'Choose a password different from your current one',
  success: 'Your password has been changed. Other devices have been signed out.',
} as const
