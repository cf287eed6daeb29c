import { type SubmissionResult } from '@conform-to/react'
import { ADJUST_POINTS_INTENT } from '#app/utils/admin-users.ts'

/** The forms of a user's admin page, told apart by their `intent`. */
export const USER_INTENTS = {
  adjustPoints: ADJUST_POINTS_INTENT,
  revokeSession: 'revoke-session',
  revokeAllSessions: 'revoke-all-sessions',
  grantAdmin: 'grant-admin',
  removeAdmin: 'remove-admin',
} as const

export function isUserIntent(intent: string) {
  return (Object.values(USER_INTENTS) as string[]).includes(intent)
}

/** A refused post: the form that sent it, and its conform result or a message. */
export type UserActionData = {
  intent: string
  message?: string
  result?: SubmissionResult<string[]>
}
