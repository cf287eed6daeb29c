import type { SubmissionResult } from '@conform-to/react'

/**
 * An action's conform reply read without conform, for a page checked by its action alone and whose
 * first load is budgeted (/checkout, issue 26: no zod, no conform hooks in the browser). The
 * action validates with its schema as ever; this gives the page each field's messages, the form's
 * own messages and what was typed (so the page shows it again, with and without JavaScript).
 */
export function readReply(result: SubmissionResult<string[]> | null | undefined) {
  const errors = result?.error ?? {}
  const typed = (result?.initialValue ?? null) as Record<string, unknown> | null
  return {
    /** The messages of field `name` (dotted for nested fields: `address.city`). */
    errorsOf: (name: string) => errors[name] ?? undefined,
    /** The form's own messages (not tied to a field). */
    formErrors: errors[''] ?? undefined,
    /** What was submitted, or null when nothing was (the page's defaults apply). */
    typed,
  }
}
