import { useIslandNavigation } from './static-island.tsx'

/**
 * One of the header's personal slots (the account link or menu, the cart badge): HTML made by
 * app/utils/personal-parts.ts, which the page cache also fills in for a shopper (decision 070), so
 * it is put in as it is and hydrates whatever the server or the cache sent. Its links navigate like
 * <Link>s.
 */
export function PersonalSlot({ html }: { html: string }) {
  const onClick = useIslandNavigation()
  return (
    // The click handler only routes the clicks (and Enter) of the links inside.
    <span
      className="contents"
      onClick={onClick}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
