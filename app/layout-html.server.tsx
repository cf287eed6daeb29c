/**
 * The static parts of the layout as HTML (docs/decisions/027): the mega-menus, the drawer's
 * shop-by-need list and the footer's product lists are the same for every visitor, so they are
 * rendered once per catalog change, kept in the catalog cache, and put into every page as they
 * are by entry.server.tsx (see app/components/layout/static-island.tsx). It lives beside
 * entry.server.tsx, at the top with the routes, because it joins the two sides: the catalog's data
 * (app/server) drawn by the layout's components (app/components), which app/server never imports
 * (decision 039).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { MenuBar, NeedLinks } from '#app/components/layout/menu-dropdown.tsx'
import { FooterLists } from '#app/components/layout/site-footer.tsx'
import type { LayoutHtml } from '#app/components/layout/static-island.tsx'
import { cachedCatalog } from '#app/server/catalog/catalog-cache.server.ts'
import { getLayoutCatalog } from '#app/server/catalog/catalog.server.ts'

export function getLayoutHtml(): Promise<LayoutHtml> {
  return cachedCatalog('layout-html', async () => {
    const { menus, needs, footer } = await getLayoutCatalog()
    return {
      menus: renderToStaticMarkup(<MenuBar menus={menus} />),
      needs: renderToStaticMarkup(<NeedLinks needs={needs} />),
      footer: renderToStaticMarkup(
        <FooterLists products={footer.products} services={footer.services} />,
      ),
    }
  })
}
