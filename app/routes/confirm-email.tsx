import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { FormMessage, SubmitButton } from '#app/components/forms.tsx'
import { NOINDEX, pageMeta } from '#app/components/page-meta.ts'
import { confirmEmail, readEmailConfirmation } from '#app/server/accounts/users.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { useIsPending } from '#app/utils/use-is-pending.ts'

/** The token is in this URL: it must not leak to the next page in a Referer. */
const HEADERS = { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' }

/**
 * /confirm-email?token=…: the welcome email's link, which proves the address is the account
 * owner's (decision 031). The page asks first (a mail scanner opening the link changes nothing);
 * the POST confirms.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  try {
    const link = await readEmailConfirmation(token)
    return data(
      { token, email: link.email, confirmed: link.confirmed, problem: null },
      { headers: HEADERS },
    )
  } catch (error) {
    return refuse(error, {
      body: (refusal) => ({ token: '', email: '', confirmed: false, problem: refusal.message }),
      headers: HEADERS,
    })
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData().catch(() => new FormData())
  const token = String(
    formData.get('token') ?? new URL(request.url).searchParams.get('token') ?? '',
  )
  try {
    const { email } = await confirmEmail(token)
    return data({ done: true, email, problem: null }, { headers: HEADERS })
  } catch (error) {
    return refuse(error, {
      body: (refusal) => ({ done: false, email: '', problem: refusal.message }),
      headers: HEADERS,
    })
  }
}

export default function ConfirmEmailPage() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const pending = useIsPending()
  const problem = result?.problem ?? page.problem
  const done = result?.done || page.confirmed
  return (
    <section className="mx-auto max-w-xl px-4 py-20">
      <h1 className="text-3xl font-semibold tracking-tight">Confirm your email</h1>
      {problem ? (
        <div className="mt-6">
          <FormMessage tone="error">{problem}</FormMessage>
        </div>
      ) : done ? (
        <div className="mt-6">
          <FormMessage tone="success">
            Thank you: {result?.email || page.email} is confirmed.
          </FormMessage>
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="token" value={page.token} />
          <p className="text-black/70">
            Is <strong className="break-all">{page.email}</strong> your email address? Confirming it
            lets you recover your account with it and get reminders about unfinished orders.
          </p>
          <SubmitButton pending={pending} pendingText="Confirming…">
            Confirm my email
          </SubmitButton>
        </Form>
      )}
      <p className="mt-8">
        <Link to="/" className="text-sm underline">
          Back to PrintStudio
        </Link>
      </p>
    </section>
  )
}

export const meta = () => pageMeta('Confirm your email', 'Confirm your email address.', NOINDEX)

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
