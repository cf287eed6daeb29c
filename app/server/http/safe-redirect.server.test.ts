import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { safeRedirect } from './auth.server.ts'

/**
 * Wherever a sign-in sends the browser next comes from the visitor's returnUrl. Whatever it says,
 * the answer must be a path on this store: one slash, then not a second slash or a backslash
 * (both make a browser go to another host). Issue 21, REDIR-1.
 */

/** What a browser does with a Location header: the host it would go to. */
function hostAfterRedirect(location: string) {
  return new URL(location, 'https://printstudio.in/login').host
}

function expectOnStore(location: string) {
  expect(location).toMatch(/^\/(?![/\\])/)
  expect(hostAfterRedirect(location)).toBe('printstudio.in')
}

describe('safeRedirect', () => {
  test('the reported dot-segment paths to //evil.test give the fallback', () => {
    for (const evil of ['/.//evil.test', '/x/..//evil.test', '/%2e//evil.test', '/./\\evil.test']) {
      expect(safeRedirect(evil, '/account')).toBe('/account')
    }
  })

  test('paths on the store are kept', () => {
    expect(safeRedirect('/designer/abc?side=back')).toBe('/designer/abc?side=back')
    expect(safeRedirect('/shop/./cards/../mugs')).toBe('/shop/mugs')
  })

  test('any mix of slashes, backslashes, dot segments and encodings stays on the store', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '%252e',
      '%09',
      '\t',
      '\n',
      ' ',
      ':',
      '@',
      '?',
      '#',
      'evil.test',
      'x',
      'https:',
      'javascript:',
      '\u3002',
      '\uff0f',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        expectOnStore(safeRedirect(pieces.join(''), '/'))
        expectOnStore(safeRedirect(`/${pieces.join('')}`, '/'))
      }),
      { numRuns: 2000 },
    )
  })

  test('any string at all gives a path on the store', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expectOnStore(safeRedirect(text, '/'))
        expectOnStore(safeRedirect(`/${text}`, '/'))
      }),
      { numRuns: 2000 },
    )
  })
})
