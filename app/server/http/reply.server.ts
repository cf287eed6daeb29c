/**
 * The one JSON shape of the API (spec section 8): success `{ success: true, ...data }`; failure
 * `{ success: false, message, errors? }` with the status that says why. Every `/api` handler
 * answers through these, and answers are never cached unless the handler sets its own
 * Cache-Control (public search suggestions).
 */
import { type z } from 'zod'
import { isAppError } from '../platform/errors.server.ts'

const NO_STORE = { 'Cache-Control': 'no-store' }

function mergeHeaders(...sets: (HeadersInit | undefined)[]) {
  const headers = new Headers()
  for (const set of sets) new Headers(set).forEach((value, key) => headers.append(key, value))
  return headers
}

export function apiJson(
  body: Record<string, unknown>,
  init: { status?: number; headers?: HeadersInit } = {},
) {
  const headers = mergeHeaders(init.headers)
  // Personal by default; a handler whose answer is the same for everyone says so itself.
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', NO_STORE['Cache-Control'])
  return Response.json(body, { status: init.status ?? 200, headers })
}

export function apiSuccess(
  data: Record<string, unknown> = {},
  init: { status?: number; headers?: HeadersInit } = {},
) {
  return apiJson({ success: true, ...data }, init)
}

export function apiFailure(
  status: number,
  message: string,
  extra: {
    errors?: Record<string, string[]>
    headers?: HeadersInit
    code?: string
    issues?: unknown[]
  } = {},
) {
  const body: Record<string, unknown> = { success: false, message }
  if (extra.errors) body.errors = extra.errors
  if (extra.code) body.code = extra.code
  if (extra.issues) body.issues = extra.issues
  return apiJson(body, { status, headers: extra.headers })
}

/** A refused parse (400): the first message, and every message by field. */
export function invalid(error: z.ZodError, fallback: string) {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    ;(errors[key] ??= []).push(issue.message)
  }
  return apiFailure(400, error.issues[0]?.message ?? fallback, { errors })
}

/** A method the route does not answer (405), with the methods it does in `Allow`. */
export function apiMethodNotAllowed(allow: string, message = 'Method not allowed') {
  return apiFailure(405, message, { headers: { Allow: allow } })
}

/**
 * Translates anything a handler threw: an `AppError` keeps its status, message and field errors;
 * a thrown `Response` passes through; anything else is logged and answered with `fallback` (the
 * spec's message for that call) and 500.
 */
export function apiError(error: unknown, fallback: string) {
  if (error instanceof Response) return error
  if (isAppError(error))
    return apiFailure(error.status, error.message, {
      errors: error.fieldErrors,
      headers: error.headers,
      code: error.code,
      issues: error.issues,
    })
  console.error(fallback, error)
  return apiFailure(500, fallback)
}

/** An `/api` path that names no handler: JSON 404, never the HTML home page. */
export function apiNotFound() {
  return apiFailure(404, 'Not found')
}
