import { describe, expect, test } from 'vitest'
import { decodeCursor, encodeCursor, keysetPage } from './keyset.server.ts'

type Row = { id: string; at: Date }
const rows: Row[] = Array.from({ length: 7 }, (_, i) => ({
  id: `r${i}`,
  // Two rows share a time: the id breaks the tie.
  at: new Date(Date.UTC(2026, 0, 1 + Math.min(i, 5))),
}))

/** An in-memory stand-in for Prisma's findMany with the keyset where/orderBy it is given. */
function find({
  where,
  orderBy,
  take,
}: {
  where: Record<string, unknown>
  orderBy: Record<string, 'asc' | 'desc'>[]
  take: number
}) {
  const dir = orderBy[0]!.at!
  const sign = dir === 'asc' ? 1 : -1
  const cmp = (a: Row, b: Row) =>
    sign * (a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id))
  const or = (where.OR as Record<string, Record<string, unknown>>[] | undefined) ?? null
  const passes = (row: Row) => {
    if (!or) return true
    const [first, second] = or as [Record<string, Record<string, Date>>, Record<string, unknown>]
    const op = Object.keys(first.at!)[0] as 'lt' | 'gt'
    const value = first.at![op]!.getTime()
    const beyond = (a: number, b: number) => (op === 'lt' ? a < b : a > b)
    const id = (second.id as Record<string, string>)[op]!
    return (
      beyond(row.at.getTime(), value) ||
      (row.at.getTime() === value && (op === 'lt' ? row.id < id : row.id > id))
    )
  }
  return Promise.resolve([...rows].filter(passes).sort(cmp).slice(0, take))
}

const page = (after?: string | null, before?: string | null) =>
  keysetPage({ field: 'at', dir: 'desc', after, before, pageSize: 3, find, valueOf: (r) => r.at })

describe('keyset pagination', () => {
  test('walks a newest-first list forward and back without gaps or repeats', async () => {
    const first = await page()
    expect(first.rows.map((r) => r.id)).toEqual(['r6', 'r5', 'r4'])
    expect(first.previous).toBeNull()
    const second = await page(first.next)
    expect(second.rows.map((r) => r.id)).toEqual(['r3', 'r2', 'r1'])
    const third = await page(second.next)
    expect(third.rows.map((r) => r.id)).toEqual(['r0'])
    expect(third.next).toBeNull()
    const back = await page(null, third.previous)
    expect(back.rows.map((r) => r.id)).toEqual(['r3', 'r2', 'r1'])
    const start = await page(null, back.previous)
    expect(start.rows.map((r) => r.id)).toEqual(['r6', 'r5', 'r4'])
    expect(start.previous).toBeNull()
  })

  test('a cursor round-trips dates, numbers and strings; junk decodes to the first page', () => {
    const at = new Date('2026-05-01T10:00:00Z')
    expect(decodeCursor(encodeCursor({ value: at, id: 'x' }))).toEqual({ value: at, id: 'x' })
    expect(decodeCursor(encodeCursor({ value: 1234, id: 'y' }))).toEqual({ value: 1234, id: 'y' })
    expect(decodeCursor(encodeCursor({ value: 'PS-1', id: 'z' }))).toEqual({
      value: 'PS-1',
      id: 'z',
    })
    for (const junk of [
      '',
      'not base64 !!',
      Buffer.from('{"a":1}').toString('base64url'),
      'x'.repeat(500),
    ])
      expect(decodeCursor(junk)).toBeNull()
  })
})
