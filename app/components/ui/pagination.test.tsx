import { createRemixStub } from '@remix-run/testing'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { pageList, Pagination } from './pagination.tsx'

// The router stub uses layout effects, which React reports once per render on the server.
beforeEach(() => {
  const report = console.error
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) report(...args)
  })
})

function render(element: React.ReactElement) {
  const Stub = createRemixStub([{ path: '/', Component: () => element }])
  return renderToString(<Stub />)
}

describe('pageList', () => {
  test('first, last and the neighbours of the current page, with gaps', () => {
    expect(pageList(1, 1)).toEqual([1])
    expect(pageList(1, 3)).toEqual([1, 2, 3])
    expect(pageList(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageList(10, 10)).toEqual([1, 'gap', 9, 10])
  })
})

describe('Pagination', () => {
  const href = (p: number) => `/shop?page=${p}`

  test('one page needs no navigation', () => {
    expect(render(<Pagination page={1} pageCount={1} href={href} />)).toBe('')
  })

  test('numbered: links for the pages, the current one marked, previous disabled on page 1', () => {
    const html = render(<Pagination page={1} pageCount={3} href={href} />)
    expect(html).toContain('aria-label="Pagination"')
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>1<\/a>/)
    expect(html).toMatch(
      /<a[^>]*rel="next"[^>]*href="\/shop\?page=2"|<a[^>]*href="\/shop\?page=2"[^>]*rel="next"/,
    )
    expect(html).toMatch(
      /<span aria-disabled="true"[^>]*><span aria-hidden="true">←<\/span> (<!-- -->)?Previous/,
    )
  })

  test('with a summary and own labels instead of numbers', () => {
    const html = render(
      <Pagination
        page={2}
        pageCount={3}
        href={href}
        previousLabel="Newer reviews"
        nextLabel="Older reviews"
        summary="Page 2 of 3 · 30 reviews"
      />,
    )
    expect(html).toContain('Page 2 of 3 · 30 reviews')
    expect(html).not.toContain('aria-label="Page 1"')
    expect(html).toContain('rel="prev"')
    expect(html).toContain('Older reviews')
  })
})
