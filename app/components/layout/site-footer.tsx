import { Link } from '@remix-run/react'
import { indiaYear } from '#app/utils/dates.ts'
import { SITE } from '#app/utils/site.ts'
import { StaticIsland, StaticPart } from './static-island.tsx'

type FooterLink = { slug: string; name: string }

/** Links only, so the browser keeps the server's markup and hydrates none of it (StaticPart). */
export function SiteFooter() {
  return (
    <footer className="mt-24 bg-ink text-white/75">
      <StaticPart id="site-footer-body">
        <FooterBody />
      </StaticPart>
    </footer>
  )
}

function FooterBody() {
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:grid-cols-4">
        <div>
          <p className="text-lg font-semibold text-white">{SITE.name}</p>
          <p className="mt-2 text-sm">{SITE.footerTagline}</p>
          <ul className="mt-4 flex gap-3 text-sm">
            {SITE.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="hover:text-white"
                >
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <StaticIsland id="layout-footer" part="footer" className="contents" />
        <div>
          <p className="font-semibold text-white">Contact</p>
          <address className="mt-3 space-y-1 text-sm not-italic">
            <p>{SITE.address}</p>
            <p>
              <a href={SITE.phoneHref} className="hover:text-white">
                {SITE.phoneDisplay}
              </a>
            </p>
            <p>
              <a href={`mailto:${SITE.email}`} className="hover:text-white">
                {SITE.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-xs">
          <p>
            © {indiaYear()} {SITE.name}. All rights reserved.
          </p>
          <nav aria-label="Store policies" className="flex flex-wrap gap-x-4 gap-y-2">
            {[
              ['/shipping-info', 'Shipping'],
              ['/returns-refunds', 'Returns & Refunds'],
              ['/track-order', 'Track Order'],
              ['/reviews', 'Reviews'],
              ['/contact', 'Contact'],
              ['/privacy-policy', 'Privacy Policy'],
              ['/terms-of-service', 'Terms of Service'],
            ].map(([href, label]) => (
              <Link key={href} to={href!} className="hover:text-white">
                {label}
              </Link>
            ))}
          </nav>
        </div>
      </div>
    </>
  )
}

/**
 * The footer's Products and Services lists (five links each), rendered to static HTML once per
 * catalog change (static-island.tsx): plain <a>s.
 */
export function FooterLists({
  products,
  services,
}: {
  products: FooterLink[]
  services: FooterLink[]
}) {
  return (
    <>
      <FooterList title="Products" links={products.slice(0, 5)} />
      <FooterList title="Services" links={services.slice(0, 5)} />
    </>
  )
}

function FooterList({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <p className="font-semibold text-white">{title}</p>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.slug}>
            <a href={`/product/${l.slug}`} className="hover:text-white">
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
