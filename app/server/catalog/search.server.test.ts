import { describe, expect, test } from 'vitest'
import {
  MAX_QUERY_LENGTH,
  normalizeQuery,
  productSearchWhere,
  SEARCH_NO_RESULTS_TEXT,
} from './search.server.ts'

describe('normalizeQuery', () => {
  test('trims and treats a missing query as empty', () => {
    expect(normalizeQuery('  Visiting Cards \n')).toBe('Visiting Cards')
    expect(normalizeQuery(null)).toBe('')
    expect(normalizeQuery(undefined)).toBe('')
    expect(normalizeQuery('   ')).toBe('')
  })

  test('cuts very long queries', () => {
    expect(normalizeQuery('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH)
  })
})

describe('productSearchWhere', () => {
  test('matches active products whose name has every word of one variant, ignoring case', () => {
    expect(productSearchWhere([['mug'], ['cup']])).toEqual({
      active: true,
      OR: [
        { AND: [{ name: { contains: 'mug', mode: 'insensitive' } }] },
        { AND: [{ name: { contains: 'cup', mode: 'insensitive' } }] },
      ],
    })
  })

  test('an empty query matches every active product', () => {
    expect(productSearchWhere([])).toEqual({ active: true })
  })

  test('LIKE wildcards are searched for literally', () => {
    expect(productSearchWhere([['50%_off\\']])).toMatchObject({
      OR: [{ AND: [{ name: { contains: '50\\%\\_off\\\\' } }] }],
    })
  })
})

test('the no-result text is the spec text', () => {
  expect(SEARCH_NO_RESULTS_TEXT).toBe("We couldn't find that product. Try another keyword.")
})
