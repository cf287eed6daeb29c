import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import { GENERIC_ERROR_TEXT } from '#app/utils/site.ts'

/**
 * The error screen every route exports as its ErrorBoundary: the spec's generic text, or a clear
 * message for a 4xx the route threw on purpose (e.g. a 404 for an unknown record), with Return to Home.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  const isResponse = isRouteErrorResponse(error)
  if (!isResponse || error.status >= 500) console.error(error)
  const title = isResponse && error.status === 404 ? 'Page not found' : 'Something went wrong'
  const text =
    isResponse && error.status === 404
      ? "We couldn't find that page. It may have moved."
      : isResponse && error.status < 500 && typeof error.data === 'string' && error.data
        ? error.data
        : GENERIC_ERROR_TEXT
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
