import { useNavigate } from '@remix-run/react'
import {
  createContext,
  useContext,
  useEffect,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react'

/**
 * Parts of the layout that are the same for every visitor (the mega-menus, the shop-by-need list,
 * the footer's product lists) are rendered to HTML once per catalog change on the server
 * (app/layout-html.server.tsx) and put into the page as they are: no React rendering
 * per request, and nothing sent twice for hydration (docs/decisions/027). In the browser an island
 * keeps the markup the server sent, read from the page once, and never re-renders it; its links
 * navigate like <Link>s.
 */
export type LayoutHtml = { menus: string; needs: string; footer: string }
export const LayoutHtmlContext = createContext<LayoutHtml | null>(null)

const kept = new Map<string, string>()

function markupFor(id: string, fromServer: string | undefined) {
  if (fromServer !== undefined) return fromServer
  if (typeof document === 'undefined') return ''
  if (!kept.has(id)) kept.set(id, document.getElementById(id)?.innerHTML ?? '')
  return kept.get(id)!
}

/** A click on a same-site link inside an island: a client-side navigation, as <Link> does. */
export function useIslandNavigation() {
  const navigate = useNavigate()
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    const link = (event.target as Element).closest('a')
    if (
      !link ||
      !event.currentTarget.contains(link) ||
      link.target ||
      link.hasAttribute('download')
    )
      return
    const href = link.getAttribute('href')
    if (!href?.startsWith('/') || href.startsWith('//')) return
    event.preventDefault()
    navigate(href)
  }
}

export function StaticIsland({
  id,
  part,
  className,
}: {
  id: string
  part: keyof LayoutHtml
  className?: string
}) {
  const html = useContext(LayoutHtmlContext)
  const onClick = useIslandNavigation()
  return (
    // The click handler only routes the clicks (and Enter) of the links inside.
    <div
      id={id}
      className={className}
      onClick={onClick}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: markupFor(id, html?.[part]) }}
    />
  )
}

/** Until the first hydration has committed, a StaticPart may keep the server's markup. */
let hydrating = typeof document !== 'undefined'

/**
 * A part of a page that never changes in the browser once rendered (a product grid, the footer,
 * a product's description): the server renders `children`; at the page's first hydration the part
 * keeps the server's markup as it is (read from the page, set as inner HTML) so React builds no
 * fibers for it and hydrates nothing inside (issue 26). It must hold nothing interactive but links,
 * which navigate as <Link>s do. While it stays mounted with the same `version` it stays frozen;
 * a new `version` (other data) or a client navigation that mounts it anew renders it normally.
 */
export function StaticPart({
  id,
  version = '',
  className,
  children,
}: {
  id: string
  /** What the children were rendered from, e.g. the products' slugs: a change re-renders them. */
  version?: string
  className?: string
  children: ReactNode
}) {
  const onClick = useIslandNavigation()
  const [kept] = useState(() => {
    const html = hydrating ? document.getElementById(id)?.innerHTML : undefined
    return html === undefined ? null : { version, html }
  })
  useEffect(() => {
    hydrating = false
  }, [])
  if (kept && kept.version === version) {
    return (
      // The click handler only routes the clicks (and Enter) of the links inside.
      <div
        key="kept"
        id={id}
        className={className}
        onClick={onClick}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: kept.html }}
      />
    )
  }
  return (
    <div key="live" id={id} className={className}>
      {children}
    </div>
  )
}
