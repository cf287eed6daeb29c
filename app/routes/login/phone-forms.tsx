import { getFormProps } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { FormMessage, SubmitButton, TextField } from '#app/components/forms.tsx'
import { OtpField, SendCodeForm } from '#app/components/auth/sign-in-forms.tsx'
import { completePhoneSignupSchema, verifyCodeSchema } from '#app/utils/auth-schemas.ts'
import { resultFor, usePending, type LoginActionData } from './shared.ts'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'

type Props = { returnUrl: string; actionData?: LoginActionData }

/**
 * The phone tab: send a code (then resend it or enter it), and for a number with no account the
 * step that asks for a name and email. Each form shows only its own answer's field errors; the
 * form-level message of any phone step shows once at the top.
 */
export function PhoneForms({ returnUrl, actionData }: Props) {
  const phoneData = actionData?.method === 'phone' ? actionData : undefined
  const error = <FormMessage tone="error">{phoneData?.result.error?.['']?.[0]}</FormMessage>
  if (phoneData?.step === 'profile') {
    return (
      <ProfileForm returnUrl={returnUrl} actionData={phoneData}>
        {error}
      </ProfileForm>
    )
  }
  const codeSent = phoneData?.step === 'code'
  return (
    <div className="space-y-6">
      {error}
      {codeSent && phoneData?.message ? (
        <FormMessage tone="success">{phoneData.message}</FormMessage>
      ) : null}
      <SendCodeForm
        key={`send-${phoneData?.phone ?? ''}`}
        id="login-send-code"
        intent="send-otp"
        returnUrl={returnUrl}
        lastResult={resultFor(phoneData, 'send-otp')}
        phone={phoneData?.phone}
        codeSent={codeSent}
      />
      {codeSent ? (
        <VerifyCodeForm
          key={`verify-${phoneData?.phone ?? ''}`}
          returnUrl={returnUrl}
          actionData={phoneData}
        />
      ) : null}
    </div>
  )
}

function VerifyCodeForm({ returnUrl, actionData }: Props) {
  const verifying = usePending('phone-login')
  const [form, fields] = useZodForm({
    id: 'login-verify-code',
    schema: verifyCodeSchema,
    lastResult: resultFor(actionData, 'phone-login'),
  })
  return (
    <Form method="post" className="space-y-5 border-t border-black/10 pt-6" {...getFormProps(form)}>
      <input type="hidden" name="returnUrl" value={returnUrl} />
      <input type="hidden" name="phone" value={actionData?.phone ?? ''} />
      <OtpField field={fields.otp} />
      <SubmitButton
        name="intent"
        value="phone-login"
        pending={verifying}
        pendingText="Checking…"
        className="w-full"
      >
        Verify and sign in
      </SubmitButton>
    </Form>
  )
}

function ProfileForm({ returnUrl, actionData, children }: Props & { children: React.ReactNode }) {
  const completing = usePending('complete-signup')
  const [form, fields] = useZodForm({
    id: 'login-profile',
    schema: completePhoneSignupSchema,
    lastResult: resultFor(actionData, 'complete-signup'),
  })
  return (
    <Form method="post" className="space-y-5" {...getFormProps(form)}>
      {children}
      <FormMessage tone="success">
        Your number is verified. Tell us who you are to finish creating your account.
      </FormMessage>
      <input type="hidden" name="returnUrl" value={returnUrl} />
      <input type="hidden" name="proof" value={actionData?.proof ?? ''} />
      <input type="hidden" name="phone" value={actionData?.phone ?? ''} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.firstName} label="First name" autoComplete="given-name" required />
        <TextField field={fields.lastName} label="Last name" autoComplete="family-name" required />
      </div>
      <TextField
        field={fields.email}
        label="Email"
        type="email"
        autoComplete="email"
        required
        hint="For order updates and receipts."
      />
      <SubmitButton
        name="intent"
        value="complete-signup"
        pending={completing}
        pendingText="Creating your account…"
        className="w-full"
      >
        Create account and sign in
      </SubmitButton>
    </Form>
  )
}
