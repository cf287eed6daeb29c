import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { FormMessage, SubmitButton, TextField } from '#app/components/forms.tsx'
import { NewPasswordFields } from '#app/components/password-checklist.tsx'
import { requireSession } from '#app/server/http/auth.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { changePassword, hasPassword } from '#app/server/accounts/users.server.ts'
import { CHANGE_PASSWORD_MESSAGES, changePasswordSchema } from '#app/utils/password-rules.ts'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { Card } from '#app/components/ui/card.tsx'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request)
  const changed = new URL(request.url).searchParams.get('changed') === '1'
  return data({ changed, hasPassword: await hasPassword(session.user.id) })
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await requireSession(request)
  const formData = await request.formData().catch(() => new FormData())
  const submission = parseWithZod(formData, { schema: changePasswordSchema })
  const hide = { hideFields: ['currentPassword', 'newPassword', 'confirmPassword'] }
  if (submission.status !== 'success') {
    return data(submission.reply(hide), { status: 400 })
  }
  try {
    await changePassword(session.user.id, session.id, submission.value)
  } catch (error) {
    return refuse(error, { submission, ...hide, summary: false })
  }
  return redirect('/account/change-password?changed=1', { status: 303 })
}

export default function ChangePasswordPage() {
  const { changed, hasPassword } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const [form, fields] = useZodForm({
    id: 'change-password',
    schema: changePasswordSchema,
    lastResult,
  })
  return (
    <Card id="security-heading" title="Change password" className="max-w-xl">
      <p className="mt-1 text-sm text-black/60">
        Changing your password signs you out on every other device.
      </p>
      <div className="mt-6 space-y-5">
        {changed ? (
          <FormMessage tone="success">{CHANGE_PASSWORD_MESSAGES.success}</FormMessage>
        ) : null}
        {hasPassword ? (
          <Form method="post" {...getFormProps(form)} className="space-y-5">
            <FormMessage tone="error" id={form.errorId}>
              {form.errors?.[0]}
            </FormMessage>
            <TextField
              field={fields.currentPassword}
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
            <NewPasswordFields
              formId={form.id}
              password={fields.newPassword}
              confirm={fields.confirmPassword}
              labels={{ password: 'New password', confirm: 'Confirm new password' }}
            />
            <SubmitButton pending={pending} pendingText="Saving…">
              Change password
            </SubmitButton>
          </Form>
        ) : (
          <FormMessage tone="info">
            You sign in with a code sent to your phone, so your account has no password yet. To add
            one, use{' '}
            <Link to="/forgot-password" className="underline">
              Forgot password
            </Link>{' '}
            with your email.
          </FormMessage>
        )}
      </div>
    </Card>
  )
}

export const meta = () => privatePageMeta('Security & Settings')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
