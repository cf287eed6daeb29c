/** Helpers for tests of server code (imported by tests only). */
import { AppError } from './errors.server.ts'

/**
 * The status and message of the AppError a promise rejects with; fails the test when it resolves
 * or rejects with anything else. `what` names the refused thing in that failure.
 */
export const refusal = (promise: Promise<unknown>, what = 'the call') =>
  promise.then(
    () => {
      throw new Error(`expected ${what} to be refused`)
    },
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error
      return { status: error.status, message: error.message }
    },
  )
