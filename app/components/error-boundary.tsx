import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import { GENERIC_ERROR_DETAIL, GENERIC_ERROR_TITLE } from '#app/utils/site.ts'

/**
 * What the error screen says: a 404 is "Page not found"; a 4xx a route threw on purpose with a
 * message (e.g. an unknown record) shows that message; everything else, including the framework's
 * own refusals (a POST to a page without an action is Remix's 405 "did not provide an `action`"),
 * shows the spec's generic text, never framework words.
 */
export function errorScreen(error: unknown): { title: string; text: string } {
  const generic = { title: GENERIC_ERROR_TITLE, text: GENERIC_ERROR_DETAIL }
  if (!isRouteErrorResponse(error)) return generic
  if (error.status === 404) {
    return { title: 'Page not found', text: "We couldn't find that page. It may have moved." }
  }
  const internal = (error as { internal?: boolean }).internal === true
  const ownMessage =
    !internal &&
    error.status < 500 &&
    error.status !== 405 &&
    typeof error.data === 'string' &&
    error.data
  // The heading and text read as the spec's one sentence: "Something went wrong" is said once.
  return ownMessage ? { title: GENERIC_ERROR_TITLE, text: ownMessage } : generic
}

/**
 * The error screen every route exports as its ErrorBoundary: the spec's generic text, or a clear
 * message for a 4xx the route threw on purpose (e.g. a 404 for an unknown record), with Return to Home.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  const isResponse = isRouteErrorResponse(error)
  if (!isResponse || error.status >= 500) console.error(error)
  const { title, text } = errorScreen(error)
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-4 text-black/70">{text}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-black"
      >
        Return to Home
      </Link>
    </section>
  )
}
