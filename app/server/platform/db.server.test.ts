import { describe, expect, test } from 'vitest'
import { stripNul } from './db.server.ts'

describe('stripNul', () => {
  test('removes NUL from strings anywhere in query arguments and leaves other values alone', () => {
    const date = new Date(0)
    expect(
      stripNul({
        where: { slug: 'for-her\u0000' },
        data: [{ text: 'a\u0000b', n: 1, at: date, tags: ['x\u0000'] }],
      }),
    ).toEqual({ where: { slug: 'for-her' }, data: [{ text: 'ab', n: 1, at: date, tags: ['x'] }] })
    expect((stripNul({ at: date }) as { at: Date }).at).toBe(date)
  })
})
