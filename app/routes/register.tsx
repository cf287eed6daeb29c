import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { AuthLayout, linkClass } from '#app/components/auth-layout.tsx'
import { OtpField } from '#app/components/auth/sign-in-forms.tsx'
import { FormMessage, SubmitButton, TextField } from '#app/components/forms.tsx'
import { NewPasswordFields } from '#app/components/password-checklist.tsx'
import { AUTH_MESSAGES, requireAnonymous, safeRedirect } from '#app/server/http/auth.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { clientIp } from '#app/server/platform/rate-limit.server.ts'
import { signIn } from '#app/server/http/sign-in.server.ts'
import {
  finishRegistration,
  resendRegistrationCode,
  startRegistration,
} from '#app/server/accounts/users.server.ts'
import {
  registerCodeSchema,
  registerResendSchema,
  registerSchema,
} from '#app/utils/auth-schemas.ts'
import { pageMeta } from '#app/components/page-meta.ts'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'
import { useIntentPending } from '#app/utils/use-is-pending.ts'

/**
 * /register in two short steps on one page (decision 031): the details, then the 6-digit code
 * texted to the phone. Nothing is written until the code proves the phone; meanwhile the details
 * wait sealed in a hidden field (`pending`), so the page works the same without JavaScript.
 */

const HIDDEN = ['password', 'confirmPassword']

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request)
  const returnUrl = safeRedirect(new URL(request.url).searchParams.get('returnUrl'), '')
  return data({ returnUrl })
}

type CodeStep = {
  step: 'code'
  pending: string
  message: string | null
  result: SubmissionResult<string[]>
}

function codeStep(body: Omit<CodeStep, 'step'>, status = 200, headers?: HeadersInit) {
  return data<CodeStep>({ step: 'code', ...body }, { status, headers })
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData().catch(() => new FormData())
  const intent = String(formData.get('intent') ?? '')
  const ip = clientIp(request)

  if (intent === 'verify' || intent === 'resend') {
    const submission =
      intent === 'verify'
        ? parseWithZod(formData, { schema: registerCodeSchema })
        : parseWithZod(formData, { schema: registerResendSchema })
    const pending = String(formData.get('pending') ?? '')
    if (submission.status !== 'success') {
      return codeStep({ pending, message: null, result: submission.reply() }, 400)
    }
    try {
      if (!('otp' in submission.value)) {
        const sent = await resendRegistrationCode(pending, ip)
        return codeStep({ pending, message: sent.message, result: submission.reply() })
      }
      const user = await finishRegistration(pending, String(submission.value.otp), ip)
      return await signIn(request, user, safeRedirect(formData.get('returnUrl'), '/account'))
    } catch (error) {
      return refuse(error, {
        submission,
        fallback: AUTH_MESSAGES.registrationFailed,
        body: (result, refused) =>
          // Expired details, or an email or phone taken meanwhile: back to the first step.
          refused.code === 'REGISTRATION_EXPIRED' || refused.fieldErrors?.email
            ? { status: 'error' as const, error: { '': [refused.message], ...refused.fieldErrors } }
            : ({ step: 'code', pending, message: null, result } satisfies CodeStep),
      })
    }
  }

  const submission = parseWithZod(formData, { schema: registerSchema })
  if (submission.status !== 'success') {
    return data(submission.reply({ hideFields: HIDDEN }), { status: 400 })
  }
  try {
    const started = await startRegistration(submission.value, ip)
    return codeStep({
      pending: started.pending,
      message: started.message,
      result: submission.reply({ hideFields: HIDDEN }),
    })
  } catch (error) {
    return refuse(error, {
      submission,
      fallback: AUTH_MESSAGES.registrationFailed,
      hideFields: HIDDEN,
    })
  }
}

export default function RegisterPage() {
  const { returnUrl } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const sent = actionData && 'step' in actionData ? (actionData as CodeStep) : null
  const loginHref = `/login${returnUrl ? `?${new URLSearchParams({ returnUrl })}` : ''}`

  return (
    <AuthLayout
      title={sent ? 'Check your phone' : 'Create your account'}
      intro={
        sent
          ? 'Enter the code we texted you to prove the number is yours, and your account is ready.'
          : 'Save designs, addresses and orders in one place, and earn loyalty points on every order.'
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to={loginHref} className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      {sent ? (
        <CodeForm key={sent.pending} sent={sent} returnUrl={returnUrl} />
      ) : (
        <DetailsForm returnUrl={returnUrl} lastResult={actionData as SubmissionResult<string[]>} />
      )}
    </AuthLayout>
  )
}

function DetailsForm({
  returnUrl,
  lastResult,
}: {
  returnUrl: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formAction?.startsWith('/register')
  const [form, fields] = useZodForm({ id: 'register', schema: registerSchema, lastResult })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      <input type="hidden" name="returnUrl" value={returnUrl} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.firstName} label="First name" autoComplete="given-name" />
        <TextField field={fields.lastName} label="Last name" autoComplete="family-name" />
      </div>
      <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
      <TextField
        field={fields.phone}
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint="10 digits. We text a code to it next, for delivery updates and signing in."
      />
      <NewPasswordFields
        formId={form.id}
        password={fields.password}
        confirm={fields.confirmPassword}
        labels={{ password: 'Password', confirm: 'Confirm password' }}
      />
      <SubmitButton pending={pending} pendingText="Sending a code…" className="w-full">
        Create account
      </SubmitButton>
      <p className="text-xs text-black/55">
        By creating an account you agree to our{' '}
        <Link to="/terms-of-service" className="underline">
          terms
        </Link>{' '}
        and{' '}
        <Link to="/privacy-policy" className="underline">
          privacy policy
        </Link>
        .
      </p>
    </Form>
  )
}

function CodeForm({ sent, returnUrl }: { sent: CodeStep; returnUrl: string }) {
  const verifying = useIntentPending('verify')
  const resending = useIntentPending('resend')
  const [form, fields] = useZodForm({
    id: 'register-code',
    schema: registerCodeSchema,
    lastResult: sent.result,
  })
  const again = `/register${returnUrl ? `?${new URLSearchParams({ returnUrl })}` : ''}`
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      {sent.message ? <FormMessage tone="success">{sent.message}</FormMessage> : null}
      <input type="hidden" name="returnUrl" value={returnUrl} />
      <input type="hidden" name="pending" value={sent.pending} />
      <OtpField field={fields.otp} autoFocus />
      <SubmitButton
        name="intent"
        value="verify"
        pending={verifying}
        pendingText="Creating account…"
        className="w-full"
      >
        Verify and create account
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <SubmitButton
          name="intent"
          value="resend"
          variant="secondary"
          formNoValidate
          pending={resending}
          pendingText="Sending…"
        >
          Send a new code
        </SubmitButton>
        <Link to={again} reloadDocument className={linkClass}>
          Change your details
        </Link>
      </div>
    </Form>
  )
}

export const meta = () =>
  pageMeta(
    'Create an account',
    'Create a free account to save designs and addresses, track orders and earn points.',
  )

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
