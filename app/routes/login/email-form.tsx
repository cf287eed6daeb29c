import { getFormProps } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { linkClass } from '#app/components/auth-layout.tsx'
import { FormMessage, SubmitButton, TextField } from '#app/components/forms.tsx'
import { passwordLoginSchema } from '#app/utils/auth-schemas.ts'
import { resultFor, usePending, type LoginActionData } from './shared.ts'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'

/** The email and password tab. */
export function EmailForm({
  returnUrl,
  actionData,
}: {
  returnUrl: string
  actionData?: LoginActionData
}) {
  const pending = usePending('password')
  const [form, fields] = useZodForm({
    id: 'login',
    schema: passwordLoginSchema,
    lastResult: resultFor(actionData, 'password'),
  })
  return (
    <Form method="post" className="space-y-5" {...getFormProps(form)}>
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      <input type="hidden" name="returnUrl" value={returnUrl} />
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
        <SubmitButton name="intent" value="password" pending={pending} pendingText="Signing in…">
          Sign in
        </SubmitButton>
      </div>
    </Form>
  )
}
