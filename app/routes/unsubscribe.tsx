import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { FormMessage, SubmitButton } from '#app/components/forms.tsx'
import { NOINDEX, pageMeta } from '#app/components/page-meta.ts'
import { unsubscribe, unsubscribeStatus } from '#app/server/checkout/recovery.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { useIsPending } from '#app/utils/use-is-pending.ts'

/** The token is in this URL: it must not leak to the next page in a Referer. */
const NO_REFERRER = { 'Referrer-Policy': 'no-referrer' }

/**
 * /unsubscribe?token=…: the cart reminders' unsubscribe link (decision 025). The page asks first
 * (a mail scanner opening the link changes nothing); the POST writes the opt-out. The same POST is
 * the email's one-click List-Unsubscribe (RFC 8058), token in the URL.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  try {
    const status = await unsubscribeStatus(token)
    return data({ token, ...status, problem: null }, { headers: NO_REFERRER })
  } catch (error) {
    return refuse(error, {
      body: (refusal) => ({ token: '', email: '', optedOut: false, problem: refusal.message }),
      headers: NO_REFERRER,
    })
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData().catch(() => new FormData())
  const token = String(
    formData.get('token') ?? new URL(request.url).searchParams.get('token') ?? '',
  )
  try {
    const { email } = await unsubscribe(token)
    return data({ done: true, email, problem: null })
  } catch (error) {
    return refuse(error, {
      body: (refusal) => ({ done: false, email: '', problem: refusal.message }),
    })
  }
}

export default function UnsubscribePage() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const pending = useIsPending()
  const problem = result?.problem ?? page.problem
  const done = result?.done || page.optedOut
  return (
    <section className="mx-auto max-w-xl px-4 py-20">
      <h1 className="text-3xl font-semibold tracking-tight">Cart reminders</h1>
      {problem ? (
        <div className="mt-6">
          <FormMessage tone="error">{problem}</FormMessage>
        </div>
      ) : done ? (
        <div className="mt-6 space-y-4">
          <FormMessage tone="success">
            You are unsubscribed: we will not email {result?.email || page.email} about unfinished
            checkouts again.
          </FormMessage>
          <p className="text-black/70">
            Emails about your orders (confirmations, invoices, dispatch updates) still come.
          </p>
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="token" value={page.token} />
          <p className="text-black/70">
            Stop emails reminding <strong className="break-all">{page.email}</strong> about a cart
            left at checkout? Emails about your orders still come.
          </p>
          <SubmitButton pending={pending} pendingText="Unsubscribing…">
            Unsubscribe
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

export const meta = () => pageMeta('Unsubscribe', 'Stop cart reminder emails.', NOINDEX)

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
