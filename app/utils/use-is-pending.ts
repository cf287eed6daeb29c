import { useFormAction, useNavigation } from '@remix-run/react'

type Submitter = {
  state: 'idle' | 'submitting' | 'loading'
  formAction?: string
  formMethod?: string
}

/**
 * The one pending check for forms (after Epic Stack's `useIsPending`): true while the page's
 * navigation, or the given fetcher, is submitting this form (its action and method) and until the
 * answer has loaded. GET forms (filters, look-ups) pass `formMethod: 'GET'`.
 */
export function useIsPending({
  formAction,
  formMethod = 'POST',
  state = 'non-idle',
  fetcher,
}: {
  formAction?: string
  formMethod?: 'POST' | 'GET' | 'PUT' | 'PATCH' | 'DELETE'
  state?: 'submitting' | 'loading' | 'non-idle'
  fetcher?: Submitter
} = {}) {
  const contextualFormAction = useFormAction()
  const navigation = useNavigation()
  const submitter: Submitter = fetcher ?? navigation
  const inState = state === 'non-idle' ? submitter.state !== 'idle' : submitter.state === state
  return (
    inState &&
    submitter.formAction === (formAction ?? contextualFormAction) &&
    submitter.formMethod?.toUpperCase() === formMethod
  )
}

/**
 * True while this page is submitting the form whose `intent` is `intent`: pages with several
 * forms posting to one action (sign-in, the admin order page) tell their buttons apart by it.
 */
export function useIntentPending(intent: string) {
  const pending = useIsPending()
  const navigation = useNavigation()
  return pending && navigation.formData?.get('intent') === intent
}
