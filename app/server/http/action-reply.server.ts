/**
 * The one translation of a refusal into a route's reply, for every action and loader: a route
 * catches what its use case threw and answers `return refuse(error, { … })`. An `AppError` keeps
 * its status, message, field errors and headers (Retry-After on 429); a thrown `Response` passes
 * through; anything else is logged and answered with `fallback` and 500, or, when the route names
 * no fallback, rethrown to its ErrorBoundary. The options pick the reply's shape:
 *
 * - `submission`: a conform form's reply (`submission.reply`), optionally wrapped by `body`;
 * - `body` alone: the plain data the page already reads (`{ problem }`, `{ intent, message }`…);
 * - `as: 'text'`: a plain-text answer for a resource route a browser lands on;
 * - neither: the JSON API's failure shape (`{ success: false, message, errors? }`).
 */
import { randomUUID } from 'node:crypto'
import { data } from '@remix-run/node'
import { AppError, isAppError } from '../platform/errors.server.ts'
import { apiFailure } from './reply.server.ts'

interface ConformReplyOptions {
  formErrors?: string[]
  fieldErrors?: Record<string, string[]>
  hideFields?: string[]
}

interface Common {
  /** What an unexpected error answers (logged, 500); without it the error is rethrown. */
  fallback?: string
  /** The route's own headers (Referrer-Policy…), merged before the refusal's. */
  headers?: HeadersInit
}

export interface FormRefusalOptions<Result, Body> extends Common {
  submission: { reply(options?: ConformReplyOptions): Result }
  hideFields?: string[]
  /**
   * The message above the form as well as beside the fields the refusal names (the default); with
   * `false`, beside those fields only, and above the form when it names none.
   */
  summary?: boolean
  /** Wraps the form's reply in the page's action data (`{ intent, result }`). */
  body?: (result: Result, refusal: AppError) => Body
}

export interface PageRefusalOptions<Body> extends Common {
  body: (refusal: AppError) => Body
}

export interface ResponseRefusalOptions extends Common {
  as?: 'json' | 'text'
}

/** The refusal a caught error stands for; a Response or (without a fallback) a bug is rethrown. */
function refusalOf(error: unknown, fallback: string | undefined): AppError {
  if (isAppError(error)) return error
  if (error instanceof Response || fallback === undefined) throw error
  console.error(fallback, error)
  return new AppError(500, fallback)
}

/** Later sets win, except that every Set-Cookie is kept (a refused sign-in clears the session). */
function mergeHeaders(...sets: (HeadersInit | undefined)[]) {
  const headers = new Headers()
  for (const set of sets) {
    const next = new Headers(set)
    next.forEach((value, key) => {
      if (key !== 'set-cookie') headers.set(key, value)
    })
    for (const cookie of next.getSetCookie()) headers.append('Set-Cookie', cookie)
  }
  return headers
}

export function refuse<Result, Body = Result>(
  error: unknown,
  options: FormRefusalOptions<Result, Body>,
): ReturnType<typeof data<Body>>
export function refuse<Body>(
  error: unknown,
  options: PageRefusalOptions<Body>,
): ReturnType<typeof data<Body>>
export function refuse(error: unknown, options: ResponseRefusalOptions): Response
export function refuse(
  error: unknown,
  options:
    FormRefusalOptions<unknown, unknown> | PageRefusalOptions<unknown> | ResponseRefusalOptions,
) {
  if ('as' in options || !('body' in options || 'submission' in options)) {
    if (error instanceof Response) return error
    const refusal = refusalOf(error, options.fallback)
    if (options.as === 'text') {
      return new Response(refusal.message, {
        status: refusal.status,
        headers: mergeHeaders(
          { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
          options.headers,
          refusal.headers,
        ),
      })
    }
    return apiFailure(refusal.status, refusal.message, {
      errors: refusal.fieldErrors,
      headers: mergeHeaders(options.headers, refusal.headers),
      code: refusal.code,
      issues: refusal.issues,
    })
  }
  const refusal = refusalOf(error, options.fallback)
  const init = { status: refusal.status, headers: mergeHeaders(options.headers, refusal.headers) }
  if (!('submission' in options)) return data(options.body(refusal), init)
  const named = refusal.fieldErrors !== undefined
  const result = options.submission.reply({
    formErrors: options.summary === false && named ? undefined : [refusal.message],
    fieldErrors: refusal.fieldErrors,
    hideFields: options.hideFields,
  })
  return data(options.body ? options.body(result, refusal) : result, init)
}

/**
 * An admin edit form's refused save: the message, each field's error, what was typed (the form
 * shows it again) and a new `key`, so the form is drawn afresh with it.
 */
export function refuseEdit<Draft>(error: unknown, draft: Draft) {
  return refuse(error, {
    body: (refusal) => ({
      message: refusal.message,
      errors: refusal.fieldErrors ?? {},
      draft,
      key: randomUUID(),
    }),
  })
}
