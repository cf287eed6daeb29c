import { PasswordSignInForm } from '#app/components/auth/sign-in-forms.tsx'
import { resultFor, type LoginActionData } from './shared.ts'

/** The email and password tab. */
export function EmailForm({
  returnUrl,
  actionData,
}: {
  returnUrl: string
  actionData?: LoginActionData
}) {
  return (
    <PasswordSignInForm
      id="login"
      intent="password"
      returnUrl={returnUrl}
      lastResult={resultFor(actionData, 'password')}
    />
  )
}
