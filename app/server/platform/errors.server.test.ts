import { expect, test, vi } from 'vitest'
import { AppError, isAppError } from './errors.server.ts'

test('an AppError made by another copy of the module (the other bundle) is still an AppError', async () => {
  // A second, separate instance of the module, as the HTTP server's bundle has.
  vi.resetModules()
  const other = await import('./errors.server.ts')
  expect(other.AppError).not.toBe(AppError)
  const error = new other.AppError(503, 'busy')
  expect(error instanceof AppError).toBe(true)
  expect(isAppError(error)).toBe(true)
  expect(new Error('plain') instanceof AppError).toBe(false)
  expect(isAppError({ status: 503, message: 'look-alike' })).toBe(false)
})
