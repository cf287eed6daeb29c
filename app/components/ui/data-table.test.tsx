import { createRemixStub } from '@remix-run/testing'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { DataTable, parseSort, sortHref, type Column, type SortState } from './data-table.tsx'

// The router stub uses layout effects, which React reports once per render on the server.
beforeEach(() => {
  const report = console.error
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) report(...args)
  })
})

type Order = { id: string; number: string; totalPaise: number }

const columns: Column<Order>[] = [
  { key: 'number', header: 'Order', cell: (o) => o.number, sortable: true, rowHeader: true },
  {
    key: 'total',
    header: 'Total',
    cell: (o) => `₹${o.totalPaise / 100}`,
    sortable: true,
    align: 'right',
  },
  { key: 'note', header: 'Note', cell: () => '—' },
]

const orders: Order[] = [
  { id: 'a', number: 'PS-260001', totalPaise: 29900 },
  { id: 'b', number: 'PS-260002', totalPaise: 49900 },
]

/** Renders the table on the server, inside a router, the way a page without JavaScript gets it. */
function render(props: { rows?: Order[]; sort?: SortState; url?: string }) {
  const url = new URL(props.url ?? '/admin/orders?status=PAID&page=3', 'http://x')
  const Stub = createRemixStub([
    {
      path: '/admin/orders',
      Component: () => (
        <DataTable
          caption="Orders"
          columns={columns}
          rows={props.rows ?? orders}
          rowKey={(o) => o.id}
          sort={props.sort}
          pathname={url.pathname}
          search={url.searchParams}
          empty="No orders yet."
        />
      ),
    },
  ])
  return renderToString(<Stub initialEntries={[`${url.pathname}${url.search}`]} />)
}

describe('DataTable', () => {
  test('sortable headers are links that keep the filters, drop the page and flip the direction', () => {
    const html = render({ sort: { key: 'number', direction: 'asc' } })
    expect(html).toContain('href="/admin/orders?status=PAID&amp;sort=number&amp;dir=desc"')
    expect(html).toContain('href="/admin/orders?status=PAID&amp;sort=total&amp;dir=asc"')
    expect(html).toMatch(/<th[^>]*aria-sort="ascending"[^>]*>/)
    // A column that is not sortable is plain text.
    expect(html).toMatch(/<th scope="col" class="[^"]*">Note<\/th>/)
  })

  test('rows: the row header column is a th scope=row, the rest are cells', () => {
    const html = render({ sort: { key: 'total', direction: 'desc' } })
    expect(html).toMatch(/<th scope="row"[^>]*>PS-260001<\/th>/)
    expect(html).toContain('₹499')
    expect(html).toMatch(/aria-sort="descending"/)
  })

  test('without a sort the headers are text, and an empty list says so', () => {
    const html = render({ rows: [] })
    expect(html).not.toContain('<a ')
    expect(html).toContain('No orders yet.')
    expect(html).toContain('colSpan="3"')
  })
})

describe('sorting query helpers', () => {
  const fallback: SortState = { key: 'number', direction: 'desc' }

  test('parseSort accepts only known columns', () => {
    expect(
      parseSort(new URLSearchParams('sort=total&dir=desc'), ['number', 'total'], fallback),
    ).toEqual({ key: 'total', direction: 'desc' })
    expect(parseSort(new URLSearchParams('sort=total'), ['number', 'total'], fallback)).toEqual({
      key: 'total',
      direction: 'asc',
    })
    expect(parseSort(new URLSearchParams('sort=password'), ['number', 'total'], fallback)).toBe(
      fallback,
    )
  })

  test('sortHref starts a new column ascending and flips the current one', () => {
    const search = new URLSearchParams('q=mug&page=2')
    expect(sortHref('/admin/products', search, fallback, 'total')).toBe(
      '/admin/products?q=mug&sort=total&dir=asc',
    )
    expect(sortHref('/admin/products', search, { key: 'total', direction: 'asc' }, 'total')).toBe(
      '/admin/products?q=mug&sort=total&dir=desc',
    )
  })
})
