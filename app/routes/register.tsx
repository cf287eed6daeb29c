import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { AuthLayout, linkClass } from '#app/components/auth-layout.tsx'
import { FormMessage, SubmitButton, TextField } from '#app/components/forms.tsx'
import { NewPasswordFields } from '#app/components/password-checklist.tsx'
import { AUTH_MESSAGES, requireAnonymous, safeRedirect } from '#app/server/http/auth.server.ts'
import { formRefusal } from '#app/server/http/form-reply.server.ts'
import { clientIp } from '#app/server/platform/rate-limit.server.ts'
import { signIn } from '#app/server/http/sign-in.server.ts'
import { registerUser } from '#app/server/accounts/users.server.ts'
import { registerSchema } from '#app/utils/auth-schemas.ts'
import { pageMeta } from '#app/components/page-meta.ts'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request)
  const returnUrl = safeRedirect(new URL(request.url).searchParams.get('returnUrl'), '')
  return data({ returnUrl })
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData().catch(() => new FormData())
  const submission = parseWithZod(formData, { schema: registerSchema })
  if (submission.status !== 'success') {
    return data(submission.reply({ hideFields: ['password', 'confirmPassword'] }), { status: 400 })
  }
  try {
    const user = await registerUser(submission.value, clientIp(request))
    return await signIn(request, user, safeRedirect(formData.get('returnUrl'), '/account'))
  } catch (error) {
    return formRefusal(submission, error, AUTH_MESSAGES.registrationFailed, {
      hideFields: ['password', 'confirmPassword'],
    })
  }
}

export default function RegisterPage() {
  const { returnUrl } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formAction?.startsWith('/register')
  const [form, fields] = useZodForm({
    id: 'register',
    schema: registerSchema,
    lastResult,
  })
  const loginHref = `/login${returnUrl ? `?${new URLSearchParams({ returnUrl })}` : ''}`

  return (
    <AuthLayout
      title="Create your account"
      intro="Save designs, addresses and orders in one place, and earn loyalty points on every order."
      footer={
        <>
          Already have an account?{' '}
          <Link to={loginHref} className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
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
          hint="10 digits. For delivery updates and signing in with a code."
        />
        <NewPasswordFields
          formId={form.id}
          password={fields.password}
          confirm={fields.confirmPassword}
          labels={{ password: 'Password', confirm: 'Confirm password' }}
        />
        <SubmitButton pending={pending} pendingText="Creating account…" className="w-full">
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
    </AuthLayout>
  )
}

export const meta = () =>
  pageMeta(
    'Create an account',
    'Create a free account to save designs and addresses, track orders and earn points.',
  )

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
