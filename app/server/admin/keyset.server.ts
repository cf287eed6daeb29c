/**
 * Keyset pagination for the admin lists (orders, users, reviews, webhooks, checkouts): a page is
 * "the rows after (or before) this row in the list's order", never `OFFSET n`, so page 500 of a
 * million orders costs what page 1 does and a row added meanwhile never shifts a page.
 *
 * The cursor is the last (or first) row's sort value and id, base64url-encoded for the URL:
 * `?after=…` goes on (older rows in a newest-first list), `?before=…` goes back. A cursor that does
 * not decode is ignored (the first page), never an error.
 */

export type KeysetValue = string | number | Date | null
export type KeysetDirection = 'asc' | 'desc'
export type Cursor = { value: KeysetValue; id: string }

export function encodeCursor({ value, id }: Cursor) {
  const tagged =
    value instanceof Date ? ['d', value.toISOString()] : value === null ? ['z'] : ['v', value]
  return Buffer.from(JSON.stringify([...tagged, id])).toString('base64url')
}

export function decodeCursor(raw: string | null | undefined): Cursor | null {
  if (!raw || raw.length > 400) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
    if (!Array.isArray(parsed)) return null
    const id = parsed.at(-1)
    if (typeof id !== 'string' || !id || id.length > 64) return null
    const [tag, v] = parsed
    if (tag === 'z' && parsed.length === 2) return { value: null, id }
    if (tag === 'd' && typeof v === 'string') {
      const date = new Date(v)
      return Number.isNaN(date.getTime()) ? null : { value: date, id }
    }
    if (tag === 'v' && (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))))
      return { value: v, id }
    return null
  } catch {
    return null
  }
}

/**
 * The Prisma `where` for the rows strictly after `cursor` when the list is ordered by
 * `(field dir, id dir)`. `field` must be non-null in every row (a nullable sort column pages by
 * a coalesced value the caller provides, or not at all).
 */
export function keysetWhere(field: string, dir: KeysetDirection, cursor: Cursor) {
  const beyond = dir === 'desc' ? 'lt' : 'gt'
  return {
    // Implied by the OR below, but an index on (field, id) or (filter, field) can only start its
    // scan at the cursor from a plain bound: without it, page 40 walks the 975 rows before it.
    [field]: { [`${beyond}e`]: cursor.value },
    OR: [
      { [field]: { [beyond]: cursor.value } },
      { [field]: cursor.value, id: { [beyond]: cursor.id } },
    ],
  }
}

const flip = (dir: KeysetDirection): KeysetDirection => (dir === 'asc' ? 'desc' : 'asc')

export interface KeysetPage<Row> {
  rows: Row[]
  /** Cursors for the neighbouring pages; null at either end. */
  next: string | null
  previous: string | null
}

/**
 * One page of a list ordered by `(field dir, id dir)`. `find` runs the query with the extra
 * `where` (AND it with the filters), the order and `take`; it is called once, asking one row more
 * than a page to learn whether another page follows.
 */
export async function keysetPage<Row extends { id: string }>({
  field,
  dir,
  after,
  before,
  pageSize,
  find,
  valueOf,
}: {
  field: string
  dir: KeysetDirection
  after?: string | null
  before?: string | null
  pageSize: number
  find: (args: {
    where: Record<string, unknown>
    orderBy: Record<string, KeysetDirection>[]
    take: number
  }) => Promise<Row[]>
  valueOf: (row: Row) => KeysetValue
}): Promise<KeysetPage<Row>> {
  const backCursor = decodeCursor(before)
  const forwardCursor = backCursor ? null : decodeCursor(after)
  const backwards = Boolean(backCursor)
  const queryDir = backwards ? flip(dir) : dir
  const cursor = backCursor ?? forwardCursor
  const found = await find({
    where: cursor ? keysetWhere(field, queryDir, cursor) : {},
    orderBy: [{ [field]: queryDir }, { id: queryDir }],
    take: pageSize + 1,
  })
  const more = found.length > pageSize
  const rows = found.slice(0, pageSize)
  if (backwards) rows.reverse()
  const cursorOf = (row: Row | undefined) =>
    row ? encodeCursor({ value: valueOf(row), id: row.id }) : null
  return {
    rows,
    // Going forward: a next page exists when we found more; a previous one when we came from one.
    // Going back: the mirror image.
    next: backwards || more ? cursorOf(rows.at(-1)) : null,
    previous: backwards ? (more ? cursorOf(rows[0]) : null) : cursor ? cursorOf(rows[0]) : null,
  }
}
