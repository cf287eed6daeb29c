import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { EmailLinkPage } from '#app/components/email-link-page.tsx'
import { NOINDEX, pageMeta } from '#app/components/page-meta.ts'
import { confirmEmail, readEmailConfirmation } from '#app/server/accounts/users.server.ts'
import { emailLinkAction, emailLinkLoader } from '#app/server/http/email-link.server.ts'

/** The token is in this URL: it must not leak to the next page in a Referer. */
const HEADERS = { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' }

/**
 * /confirm-email?token=…: the welcome email's link, which proves the address is the account
 * owner's (decision 031). The page asks first (a mail scanner opening the link changes nothing);
 * the POST confirms.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return emailLinkLoader(
    request,
    async (token) => {
      const link = await readEmailConfirmation(token)
      return { email: link.email, confirmed: link.confirmed }
    },
    { email: '', confirmed: false },
    HEADERS,
  )
}

export async function action({ request }: ActionFunctionArgs) {
  return emailLinkAction(request, confirmEmail, HEADERS)
}

export default function ConfirmEmailPage() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <EmailLinkPage
      title="Confirm your email"
      token={page.token}
      problem={result?.problem ?? page.problem}
      done={Boolean(result?.done || page.confirmed)}
      said={<>Thank you: {result?.email || page.email} is confirmed.</>}
      ask={
        <>
          Is <strong className="break-all">{page.email}</strong> your email address? Confirming it
          lets you recover your account with it and get reminders about unfinished orders.
        </>
      }
      button="Confirm my email"
      pendingText="Confirming…"
    />
  )
}

export const meta = () => pageMeta('Confirm your email', 'Confirm your email address.', NOINDEX)

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
