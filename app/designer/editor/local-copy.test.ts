import { describe, expect, test } from 'vitest'
import { designDocumentSchema } from '../document.ts'
import { documentInput } from '../test-fixtures.ts'
import { pickLocalCopy, readLocalCopy, writeLocalCopy, type LocalCopy } from './local-copy.ts'

const document = designDocumentSchema.parse(
  documentInput([], { trimWidthMm: 90, trimHeightMm: 50 }),
)

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  }
}

describe('local copy', () => {
  test('round-trips through storage and ignores broken entries', () => {
    const s = memoryStorage()
    const copy: LocalCopy = {
      document,
      designId: 'd1',
      baseUpdatedAt: '2026-01-01T00:00:00.000Z',
      dirty: true,
    }
    writeLocalCopy(s, 'u1', 'p1', copy)
    expect(readLocalCopy(s, 'u1', 'p1')).toEqual(copy)
    expect(readLocalCopy(s, 'u2', 'p1')).toBeNull()
    s.setItem('printstudio:design:u1:p2', '{not json')
    expect(readLocalCopy(s, 'u1', 'p2')).toBeNull()
    s.setItem('printstudio:design:u1:p3', JSON.stringify({ document: { version: 9 } }))
    expect(readLocalCopy(s, 'u1', 'p3')).toBeNull()
  })

  test('unsaved local work wins unless the server has a newer version', () => {
    const local: LocalCopy = {
      document,
      designId: 'd1',
      baseUpdatedAt: '2026-01-01T10:00:00.000Z',
      dirty: true,
    }
    expect(pickLocalCopy(local, { id: 'd1', updatedAt: '2026-01-01T10:00:00.000Z' })).toBe(local)
    expect(pickLocalCopy(local, { id: 'd1', updatedAt: '2026-01-01T11:00:00.000Z' })).toBeNull()
    expect(pickLocalCopy({ ...local, dirty: false }, { id: 'd1', updatedAt: null })).toBeNull()
    expect(pickLocalCopy(local, { id: 'other', updatedAt: '2026-01-01T09:00:00.000Z' })).toBeNull()
    // Never saved: a template on the server, work in the browser.
    const fresh: LocalCopy = { document, designId: null, baseUpdatedAt: null, dirty: true }
    expect(pickLocalCopy(fresh, { id: null, updatedAt: null })).toBe(fresh)
    expect(pickLocalCopy(fresh, { id: 'd9', updatedAt: '2026-01-01T09:00:00.000Z' })).toBeNull()
  })
})
