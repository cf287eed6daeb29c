import { Link } from '@remix-run/react'
import { useId, type ReactNode } from 'react'

/**
 * A table for lists (admin orders, products, customers): sortable column headers are plain links
 * that put `sort` and `dir` in the query string, so sorting works without JavaScript and the
 * loader does the sorting. The current sort is announced with `aria-sort`.
 */

export type SortDirection = 'asc' | 'desc'
export type SortState = { key: string; direction: SortDirection }

export type Column<Row> = {
  key: string
  header: string
  cell: (row: Row) => ReactNode
  /** The header links to sorting by this column. */
  sortable?: boolean
  align?: 'left' | 'right'
  /** This column names the row (a `th scope="row"`), e.g. the order number. */
  rowHeader?: boolean
}

/** Reads `sort` and `dir` from a query string; anything unknown falls back to `fallback`. */
export function parseSort(
  search: URLSearchParams,
  sortable: readonly string[],
  fallback: SortState,
): SortState {
  const key = search.get('sort')
  if (!key || !sortable.includes(key)) return fallback
  return { key, direction: search.get('dir') === 'desc' ? 'desc' : 'asc' }
}

/**
 * The address for sorting by `key`: the current query kept, `page` dropped (page 3 of another
 * order means nothing), the direction flipped when the column is already the sort.
 */
export function sortHref(
  pathname: string,
  search: URLSearchParams,
  current: SortState,
  key: string,
) {
  const params = new URLSearchParams(search)
  const direction: SortDirection =
    current.key === key && current.direction === 'asc' ? 'desc' : 'asc'
  params.set('sort', key)
  params.set('dir', direction)
  params.delete('page')
  return `${pathname}?${params}`
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  pathname,
  search,
  empty = 'Nothing to show.',
}: {
  caption: ReactNode
  columns: Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** With `pathname` and `search`, makes the sortable headers links. */
  sort?: SortState
  pathname?: string
  search?: URLSearchParams
  empty?: ReactNode
}) {
  const align = (column: Column<Row>) => (column.align === 'right' ? 'text-right' : 'text-left')
  const captionId = useId()
  return (
    // Wider than a phone: the region scrolls sideways, and keyboard users can scroll it too.
    <div
      className="overflow-x-auto rounded-2xl bg-white ring-1 ring-black/5 focus-visible:outline-2 focus-visible:outline-brand-500"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className="w-full text-sm">
        <caption
          id={captionId}
          className="border-b border-black/5 px-5 py-4 text-left text-base font-semibold"
        >
          {caption}
        </caption>
        <thead className="bg-paper text-xs font-semibold tracking-wide text-black/60 uppercase">
          <tr>
            {columns.map((column) => {
              const active = sort?.key === column.key
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active && sort ? ARIA_SORT[sort.direction] : undefined}
                  className={`px-5 py-3 ${align(column)}`}
                >
                  {column.sortable && sort && pathname !== undefined ? (
                    <Link
                      to={sortHref(pathname, search ?? new URLSearchParams(), sort, column.key)}
                      preventScrollReset
                      className="inline-flex items-center gap-1 hover:text-ink"
                    >
                      {column.header}
                      <span aria-hidden="true">
                        {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </Link>
                  ) : (
                    column.header
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-black/5">
          {rows.length ? (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th
                      key={column.key}
                      scope="row"
                      className={`px-5 py-3 font-medium ${align(column)}`}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={`px-5 py-3 ${align(column)}`}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={columns.length} className="px-5 py-10 text-center text-black/60">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}
