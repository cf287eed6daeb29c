import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'

/** Page numbers with the first, last and neighbours of the current page; gaps become "gap". */
export function pageList(page: number, pageCount: number) {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1])
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b)
  const list: (number | 'gap')[] = []
  for (const p of pages) {
    const previous = list.at(-1)
    if (typeof previous === 'number' && p - previous > 1) list.push('gap')
    list.push(p)
  }
  return list
}

const linkClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-3.5 text-sm font-medium whitespace-nowrap ring-1 ring-black/10'

/**
 * Previous and next links around the page numbers (or a `summary` such as "Page 2 of 5 · 48
 * reviews" where numbers would not help). Plain links: it works without JavaScript.
 */
export function Pagination({
  page,
  pageCount,
  href,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  summary,
}: {
  page: number
  pageCount: number
  /** The address of page `p` with everything else in the query kept. */
  href: (p: number) => string
  previousLabel?: string
  nextLabel?: string
  summary?: ReactNode
}) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Pagination" className="mt-12 flex items-center justify-center gap-2">
      <Step to={page > 1 ? href(page - 1) : null} rel="prev">
        <span aria-hidden="true">←</span> {previousLabel}
      </Step>
      {summary ? (
        <p className="px-2 text-sm text-black/60">{summary}</p>
      ) : (
        <>
          <ol className="hidden items-center gap-2 md:flex">
            {pageList(page, pageCount).map((p, i) =>
              p === 'gap' ? (
                <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-black/40">
                  …
                </li>
              ) : (
                <li key={p}>
                  <Link
                    to={href(p)}
                    aria-label={`Page ${p}`}
                    aria-current={p === page ? 'page' : undefined}
                    className={`${linkClass} ${p === page ? 'bg-ink text-white ring-ink' : 'bg-white hover:ring-black/40'}`}
                  >
                    {p}
                  </Link>
                </li>
              ),
            )}
          </ol>
          <span className="text-sm text-black/60 md:hidden">
            Page {page} of {pageCount}
          </span>
        </>
      )}
      <Step to={page < pageCount ? href(page + 1) : null} rel="next">
        {nextLabel} <span aria-hidden="true">→</span>
      </Step>
    </nav>
  )
}

function Step({ to, rel, children }: { to: string | null; rel: string; children: ReactNode }) {
  return to ? (
    <Link to={to} rel={rel} className={`${linkClass} bg-white hover:ring-black/40`}>
      {children}
    </Link>
  ) : (
    <span aria-disabled="true" className={`${linkClass} text-black/30 ring-black/5`}>
      {children}
    </span>
  )
}
