/**
 * Translates a use case's refusal into a conform form's reply, the page-action twin of
 * `apiError` in reply.server.ts: an `AppError` keeps its status, message, field errors and headers
 * (Retry-After on 429); anything else is logged and answered with the form's fallback message.
 */
import { data } from '@remix-run/node'
import { isAppError } from '../platform/errors.server.ts'

interface ReplyOptions {
  formErrors?: string[]
  fieldErrors?: Record<string, string[]>
  hideFields?: string[]
}

export function formRefusal<Result>(
  submission: { reply(options?: ReplyOptions): Result },
  error: unknown,
  fallback: string,
  options: { hideFields?: string[] } = {},
) {
  if (!isAppError(error)) console.error(fallback, error)
  const refused = isAppError(error) ? error : null
  return data(
    submission.reply({
      formErrors: [refused?.message ?? fallback],
      fieldErrors: refused?.fieldErrors,
      hideFields: options.hideFields,
    }),
    { status: refused?.status ?? 500, headers: refused?.headers },
  )
}
