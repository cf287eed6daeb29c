import { useNavigate } from '@remix-run/react'
import { createContext, useContext, type MouseEvent } from 'react'

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
