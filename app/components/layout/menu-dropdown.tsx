import type { MegaMenu } from '#app/server/catalog/catalog.server.ts'

/**
 * The product menus: a bar of dropdowns on desktop, an accordion in the drawer on phones. Rendered
 * to static HTML once per catalog change (static-island.tsx), so links are plain <a>s: the island
 * turns their clicks into client-side navigations.
 */
export function MenuBar({ menus }: { menus: MegaMenu[] }) {
  return (
    <nav aria-label="Products">
      <ul className="mx-auto max-w-7xl lg:flex lg:items-center lg:gap-1 lg:px-4">
        {menus.map((menu) => (
          <li key={menu.slug} className="border-b border-black/5 lg:border-0">
            <MenuDropdown menu={menu} />
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** One mega-menu: an accordion section in the drawer, a dropdown panel on desktop. */
function MenuDropdown({ menu }: { menu: MegaMenu }) {
  return (
    <details className="group" data-menu="top">
      <summary className="cursor-pointer py-3 font-medium group-open:text-brand-600 lg:rounded-md lg:px-3 lg:py-2.5 lg:text-sm lg:text-black/80 lg:hover:text-black">
        {menu.name}
      </summary>
      <div className="pb-4 lg:absolute lg:inset-x-0 lg:top-full lg:border-t lg:border-black/5 lg:bg-white lg:pb-0 lg:shadow-xl">
        <div className="mx-auto grid max-w-7xl gap-6 lg:grid-cols-[1fr_16rem] lg:gap-8 lg:px-4 lg:py-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
            {menu.columns.map((column) => (
              <div key={column.title}>
                <p className="mb-2 text-xs font-semibold tracking-wide text-black/50 uppercase">
                  {column.title}
                </p>
                <ul className="space-y-1.5">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className="text-sm hover:text-brand-600">
                        {link.name}
                      </a>
                      {link.badge ? <Badge>{link.badge}</Badge> : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <div className="space-y-4">
            <div className="hidden rounded-xl bg-brand-50 p-5 lg:block">
              <p className="text-sm text-black/70">{menu.blurb}</p>
              <p className="mt-3 font-medium">Not sure what to print?</p>
              <a
                href="/product/pdf-print-service"
                className="mt-3 inline-block rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Talk to a specialist
              </a>
            </div>
            <div>
              <p className="text-xs font-semibold tracking-wide text-black/50 uppercase">
                Shop by category
              </p>
              <ul className="mt-2 space-y-1">
                {menu.categories.map((c) => (
                  <li key={c.href}>
                    <a href={c.href} className="text-sm font-medium hover:text-brand-600">
                      All {c.name} →
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </details>
  )
}

export function Badge({ children }: { children: string }) {
  return (
    <span className="ml-1.5 rounded-full bg-accent px-1.5 py-0.5 align-middle text-[10px] font-semibold text-white uppercase">
      {children}
    </span>
  )
}

/** The drawer's "Shop by need" accordion (phones). */
export function NeedLinks({ needs }: { needs: { slug: string; title: string }[] }) {
  return (
    <details className="border-b border-black/5">
      <summary className="cursor-pointer py-3 font-medium">Shop by need</summary>
      <ul className="space-y-1 pb-3">
        {needs.map((need) => (
          <li key={need.slug}>
            <a href={`/shop?need=${need.slug}`} className="block py-1 text-sm">
              {need.title}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
