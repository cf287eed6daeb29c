import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { AuthLayout, linkClass } from '#app/components/auth-layout.tsx'
import { FormMessage, SubmitButton } from '#app/components/forms.tsx'
import { NewPasswordFields } from '#app/components/password-checklist.tsx'
import { AUTH_MESSAGES } from '#app/server/http/auth.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { findResetToken } from '#app/server/accounts/password-reset.server.ts'
import { signIn } from '#app/server/http/sign-in.server.ts'
import { resetPassword } from '#app/server/accounts/users.server.ts'
import { RESET_LINK_INVALID } from '#app/utils/auth-schemas.ts'
import { resetPasswordSchema } from '#app/utils/password-rules.ts'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'

export async function loader({ params }: LoaderFunctionArgs) {
  const valid = Boolean(await findResetToken(params.token ?? ''))
  // Referrer-Policy: the token in this URL must not leak to any page the visitor goes to next.
  return data(
    { valid },
    {
      status: valid ? 200 : 410,
      headers: { 'Referrer-Policy': 'no-referrer' },
    },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await request.formData().catch(() => new FormData())
  const submission = parseWithZod(formData, { schema: resetPasswordSchema })
  const hide = { hideFields: ['password', 'confirmPassword'] }
  if (submission.status !== 'success') {
    return data(submission.reply(hide), { status: 400 })
  }
  try {
    const user = await resetPassword(params.token ?? '', submission.value.password)
    return await signIn(request, user, '/account/orders?notice=password-reset')
  } catch (error) {
    return refuse(error, { submission, fallback: AUTH_MESSAGES.resetFailed, ...hide })
  }
}

export default function ResetPasswordPage() {
  const { valid } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const [form, fields] = useZodForm({
    id: 'reset-password',
    schema: resetPasswordSchema,
    lastResult,
  })
  return (
    <AuthLayout
      title="Choose a new password"
      intro={valid ? 'Your other devices will be signed out.' : undefined}
      footer={
        <Link to="/login" className={linkClass}>
          Back to sign in
        </Link>
      }
    >
      {valid ? (
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          <FormMessage tone="error" id={form.errorId}>
            {form.errors?.[0]}
          </FormMessage>
          <NewPasswordFields
            formId={form.id}
            password={fields.password}
            confirm={fields.confirmPassword}
            labels={{ password: 'New password', confirm: 'Confirm new password' }}
          />
          <SubmitButton pending={pending} pendingText="Saving…" className="w-full">
            Set new password
          </SubmitButton>
        </Form>
      ) : (
        <div className="space-y-5">
          <FormMessage tone="error">{RESET_LINK_INVALID}</FormMessage>
          <Link
            to="/forgot-password"
            className="inline-block rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-black"
          >
            Send a new link
          </Link>
        </div>
      )}
    </AuthLayout>
  )
}

export const meta = () => privatePageMeta('Choose a new password')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
