import { type SubmissionResult } from '@conform-to/react'
import { useIntentPending } from '#app/components/auth/sign-in-forms.tsx'

export type Method = 'email' | 'phone'
export type Intent = 'password' | 'send-otp' | 'phone-login' | 'complete-signup'

/** What the sign-in action answers when it does not redirect. */
export type LoginActionData = {
  method: Method
  /** The form that was sent: only that form shows `result`. */
  intent: Intent | ''
  /** The phone tab's step: the code was sent, or the number is new and needs a name. */
  step?: 'code' | 'profile'
  phone?: string
  proof?: string
  message?: string
  result: SubmissionResult<string[]>
}

/** The result for the form that sent `intent`, none for the others. */
export function resultFor(data: LoginActionData | undefined, intent: Intent) {
  return data?.intent === intent ? data.result : undefined
}

export function usePending(intent: Intent) {
  return useIntentPending(intent)
}
