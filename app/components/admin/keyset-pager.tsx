import { Link, useLocation } from '@remix-run/react'

const linkClass =
  'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium ring-1 ring-black/10 hover:bg-black/5'

/**
 * "Newer" / "Older" links for a keyset-paginated admin list (app/server/admin/keyset.server.ts):
 * the current query kept (filters, search, sort), `after` / `before` replaced, a `notice` dropped. Plain links, so
 * it works without JavaScript.
 */
export function KeysetPager({
  next,
  previous,
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  summary,
}: {
  next: string | null
  previous: string | null
  previousLabel?: string
  nextLabel?: string
  summary?: string
}) {
  const location = useLocation()
  if (!next && !previous) return summary ? <p className="text-sm text-black/60">{summary}</p> : null
  const href = (key: 'after' | 'before', cursor: string) => {
    const params = new URLSearchParams(location.search)
    params.delete('after')
    params.delete('before')
    // A notice belongs to the action that produced it (`?notice=` after a redirect), not to the
    // next page.
    params.delete('notice')
    params.set(key, cursor)
    return `${location.pathname}?${params}`
  }
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-3">
      {previous ? (
        <Link to={href('before', previous)} className={linkClass} rel="prev">
          ← {previousLabel}
        </Link>
      ) : null}
      {next ? (
        <Link to={href('after', next)} className={linkClass} rel="next">
          {nextLabel} →
        </Link>
      ) : null}
      {summary ? <p className="text-sm text-black/60">{summary}</p> : null}
    </nav>
  )
}
