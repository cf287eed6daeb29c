import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { AuthLayout, linkClass } from '#app/components/auth-layout.tsx'
import { FormMessage, SubmitButton, TextField } from '#app/components/forms.tsx'
import { AUTH_MESSAGES } from '#app/server/http/auth.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { askForPasswordReset } from '#app/server/accounts/password-reset.server.ts'
import { clientIp } from '#app/server/platform/rate-limit.server.ts'
import { RESET_REQUESTED, forgotPasswordSchema } from '#app/utils/auth-schemas.ts'
import { pageMeta } from '#app/components/page-meta.ts'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const sent = new URL(request.url).searchParams.get('sent') === '1'
  return data({ sent })
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData().catch(() => new FormData())
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema })
  if (submission.status !== 'success') {
    return data(submission.reply(), { status: 400 })
  }
  try {
    await askForPasswordReset({ email: submission.value.email, ip: clientIp(request) })
  } catch (error) {
    return refuse(error, { submission, fallback: AUTH_MESSAGES.resetRequestFailed })
  }
  // The same answer whether or not the email has an account.
  return redirect('/forgot-password?sent=1', { status: 303 })
}

export default function ForgotPasswordPage() {
  const { sent } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formAction?.startsWith('/forgot')
  const [form, fields] = useZodForm({
    id: 'forgot-password',
    schema: forgotPasswordSchema,
    lastResult,
    shouldRevalidate: 'onSubmit',
  })
  return (
    <AuthLayout
      title="Reset your password"
      intro={
        sent
          ? undefined
          : 'Enter the email of your account and we will send you a link to choose a new password.'
      }
      footer={
        <Link to="/login" className={linkClass}>
          Back to sign in
        </Link>
      }
    >
      {sent ? (
        <FormMessage tone="success">{RESET_REQUESTED}</FormMessage>
      ) : (
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          <FormMessage tone="error" id={form.errorId}>
            {form.errors?.[0]}
          </FormMessage>
          <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
          <SubmitButton pending={pending} pendingText="Sending…" className="w-full">
            Send reset link
          </SubmitButton>
        </Form>
      )}
    </AuthLayout>
  )
}

export const meta = () =>
  pageMeta('Forgot password', 'Get a link to choose a new password for your account.')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
