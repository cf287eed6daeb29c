import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { EmailLinkPage } from '#app/components/email-link-page.tsx'
import { NOINDEX, pageMeta } from '#app/components/page-meta.ts'
import { unsubscribe, unsubscribeStatus } from '#app/server/checkout/recovery.server.ts'
import { emailLinkAction, emailLinkLoader } from '#app/server/http/email-link.server.ts'

/** The token is in this URL: it must not leak to the next page in a Referer. */
const NO_REFERRER = { 'Referrer-Policy': 'no-referrer' }

/**
 * /unsubscribe?token=…: the cart reminders' unsubscribe link (decision 025). The page asks first
 * (a mail scanner opening the link changes nothing); the POST writes the opt-out. The same POST is
 * the email's one-click List-Unsubscribe (RFC 8058), token in the URL.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return emailLinkLoader(request, unsubscribeStatus, { email: '', optedOut: false }, NO_REFERRER)
}

export async function action({ request }: ActionFunctionArgs) {
  return emailLinkAction(request, unsubscribe)
}

export default function UnsubscribePage() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <EmailLinkPage
      title="Cart reminders"
      token={page.token}
      problem={result?.problem ?? page.problem}
      done={Boolean(result?.done || page.optedOut)}
      said={
        <>
          You are unsubscribed: we will not email {result?.email || page.email} about unfinished
          checkouts again.
        </>
      }
      note="Emails about your orders (confirmations, invoices, dispatch updates) still come."
      ask={
        <>
          Stop emails reminding <strong className="break-all">{page.email}</strong> about a cart
          left at checkout? Emails about your orders still come.
        </>
      }
      button="Unsubscribe"
      pendingText="Unsubscribing…"
    />
  )
}

export const meta = () => pageMeta('Unsubscribe', 'Stop cart reminder emails.', NOINDEX)

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
