import { Link } from '@remix-run/react'
import type { MegaMenu } from '#app/server/catalog/catalog.server.ts'

/** One mega-menu: an accordion section in the drawer, a dropdown panel on desktop. */
export function MenuDropdown({ menu }: { menu: MegaMenu }) {
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
                      <Link to={link.href} className="text-sm hover:text-brand-600">
                        {link.name}
                      </Link>
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
              <Link
                to="/product/pdf-print-service"
                className="mt-3 inline-block rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Talk to a specialist
              </Link>
            </div>
            <div>
              <p className="text-xs font-semibold tracking-wide text-black/50 uppercase">
                Shop by category
              </p>
              <ul className="mt-2 space-y-1">
                {menu.categories.map((c) => (
                  <li key={c.href}>
                    <Link to={c.href} className="text-sm font-medium hover:text-brand-600">
                      All {c.name} →
                    </Link>
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
