/**
 * The one error type of the server. A domain function that refuses a request throws an `AppError`
 * carrying the HTTP status the refusal deserves, the message a shopper reads, optional per-field
 * messages and headers (Retry-After on 429). Page actions and API handlers translate it; nothing
 * else catches it. Anything else thrown is a bug and becomes the route's fallback message with 500.
 */
export type FieldErrors = Record<string, string[]>

export interface AppErrorOptions {
  fieldErrors?: FieldErrors
  headers?: HeadersInit
  /** A machine-readable reason for clients that branch on it (e.g. 'PHONE_NOT_REGISTERED'). */
  code?: string
  /** Schema issues for clients that point at the offending part (a design document's path). */
  issues?: unknown[]
}

/**
 * Marks every AppError, whichever copy of this module made it: the HTTP server's bundle and the
 * Remix build each include this file, and the database client (made by whichever loads first)
 * throws AppErrors into both, so `instanceof` must not depend on the class object.
 */
const APP_ERROR = Symbol.for('printstudio.AppError')

export class AppError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && APP_ERROR in value
  }

  readonly [APP_ERROR] = true
  readonly status: number
  readonly fieldErrors: FieldErrors | undefined
  readonly headers: HeadersInit | undefined
  readonly code: string | undefined
  readonly issues: unknown[] | undefined

  constructor(status: number, message: string, options: AppErrorOptions = {}) {
    super(message)
    this.name = 'AppError'
    this.status = status
    this.fieldErrors = options.fieldErrors
    this.headers = options.headers
    this.code = options.code
    this.issues = options.issues
  }
}

export const badRequest = (message: string, options?: AppErrorOptions) =>
  new AppError(400, message, options)
export const unauthorized = (message: string, options?: AppErrorOptions) =>
  new AppError(401, message, options)
export const notFound = (message: string, options?: AppErrorOptions) =>
  new AppError(404, message, options)

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}
