import { getFormProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { linkClass } from '#app/components/auth-layout.tsx'
import { FormMessage, SubmitButton, TextField } from '#app/components/forms.tsx'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'
import { passwordLoginSchema, sendCodeSchema } from '#app/utils/auth-schemas.ts'
import { useIntentPending } from '#app/utils/use-is-pending.ts'

/**
 * The sign-in forms shared by /login and the checkout gate. Each page posts to itself with its own
 * `intent` values and form ids, and hands each form only the answer to that form (`lastResult`).
 */

export { useIntentPending }

type FormProps = {
  /** The conform form id: unique on the page. */
  id: string
  /** The submit button's `intent` value, which tells the action which form was sent. */
  intent: string
  lastResult?: SubmissionResult<string[]>
  /** Where the sign-in returns to, when the page takes it from the form. */
  returnUrl?: string
}

/** Email and password, with the "Forgot password?" link. */
export function PasswordSignInForm({ id, intent, lastResult, returnUrl }: FormProps) {
  const pending = useIntentPending(intent)
  const [form, fields] = useZodForm({ id, schema: passwordLoginSchema, lastResult })
  return (
    <Form method="post" className="space-y-5" {...getFormProps(form)}>
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      {returnUrl !== undefined ? <input type="hidden" name="returnUrl" value={returnUrl} /> : null}
      <TextField field={fields.email} label="Email" type="email" autoComplete="email" required />
      <TextField
        field={fields.password}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <div className="flex items-center justify-between gap-4">
        <Link to="/forgot-password" className={`text-sm ${linkClass}`}>
          Forgot password?
        </Link>
        <SubmitButton name="intent" value={intent} pending={pending} pendingText="Signing in…">
          Sign in
        </SubmitButton>
      </div>
    </Form>
  )
}

/**
 * The mobile number that a sign-in code is sent to; after a code was sent it offers a resend.
 * `children` go inside the form (a page's own hidden fields).
 */
export function SendCodeForm({
  id,
  intent,
  lastResult,
  returnUrl,
  phone,
  codeSent,
  children,
}: FormProps & { phone?: string; codeSent: boolean; children?: React.ReactNode }) {
  const sending = useIntentPending(intent)
  const [form, fields] = useZodForm({
    id,
    schema: sendCodeSchema,
    lastResult,
    defaultValue: { phone: phone ?? '' },
  })
  return (
    <Form method="post" className="space-y-5" {...getFormProps(form)}>
      {returnUrl !== undefined ? <input type="hidden" name="returnUrl" value={returnUrl} /> : null}
      {children}
      <TextField
        field={fields.phone}
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        hint="10-digit Indian mobile number. We will text you a 6-digit code."
      />
      <SubmitButton
        name="intent"
        value={intent}
        pending={sending}
        pendingText="Sending code…"
        className={codeSent ? 'w-full !bg-white !text-ink ring-1 ring-black/15' : 'w-full'}
      >
        {codeSent ? 'Resend code' : 'Send OTP'}
      </SubmitButton>
    </Form>
  )
}

/** The 6-digit code field, typed or filled from the SMS by the phone's keyboard. */
export function OtpField({
  field,
  autoFocus,
}: {
  field: FieldMetadata<string | undefined>
  autoFocus?: boolean
}) {
  return (
    <TextField
      field={field as FieldMetadata<string>}
      label="6-digit code"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9 ]*"
      maxLength={7}
      required
      autoFocus={autoFocus}
    />
  )
}
