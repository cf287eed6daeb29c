import { describe, expect, test } from 'vitest'
import { parseEnv } from './env.server.ts'

const valid = {
  DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/app',
  SESSION_SECRET: 'x'.repeat(32),
}

describe('environment validation', () => {
  test('accepts a minimal valid environment and fills in defaults', () => {
    const env = parseEnv({ ...valid, NODE_ENV: 'production' })
    expect(env.PORT).toBe(3000)
    expect(env.MOCKS).toBe(false)
  })

  test('a missing variable stops start-up with one line naming it', () => {
    expect(() => parseEnv({ SESSION_SECRET: valid.SESSION_SECRET })).toThrowError(
      /^Invalid environment variable DATABASE_URL: is required/,
    )
  })

  test('a malformed variable is named with what is wrong', () => {
    expect(() => parseEnv({ ...valid, PORT: 'eighty' })).toThrowError(
      /^Invalid environment variable PORT:/,
    )
    expect(() => parseEnv({ ...valid, DATABASE_URL: 'mysql://x' })).toThrowError(
      'Invalid environment variable DATABASE_URL: must be a postgres:// or postgresql:// URL',
    )
    expect(() => parseEnv({ ...valid, CLOUDINARY_URL: 'https://nope' })).toThrowError(
      /CLOUDINARY_URL/,
    )
  })

  test('production requires a real session secret', () => {
    expect(() =>
      parseEnv({ DATABASE_URL: valid.DATABASE_URL, NODE_ENV: 'production' }),
    ).toThrowError(/SESSION_SECRET/)
  })
})
