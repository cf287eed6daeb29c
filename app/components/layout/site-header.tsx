import { Link, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import type { MegaMenu } from '#app/server/catalog.server.ts'
import { SITE } from '#app/utils/site.ts'
import { SearchBox } from './search-box.tsx'

const PROMISES = ['24/7 Support', 'Free Shipping over Rs 250', 'Quality Guarantee']

export type NeedLink = { slug: string; title: string }

/** Above this scroll offset (px) the header casts a shadow. */
const SHADOW_AFTER_PX = 24

/**
 * Menus are <details>, so they open without JavaScript. With JavaScript they close on every route
 * change, on Escape and on a click outside, and only one mega-menu is open at a time.
 */
function useHeaderBehaviour() {
  const ref = useRef<HTMLElement>(null)
  const location = useLocation()
  const [scrolled, setScrolled] = useState(false)

  useEffect(() => {
    ref.current?.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'))
  }, [location.key])

  useEffect(() => {
    const header = ref.current
    if (!header) return
    const closeAll = (except?: Element) =>
      header.querySelectorAll('details[open]').forEach((d) => {
        if (d !== except && !d.contains(except ?? null)) d.removeAttribute('open')
      })
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement
      if (details.open && details.dataset.menu === 'top') closeAll(details)
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeAll()
    const onClick = (event: MouseEvent) => {
      if (!header.contains(event.target as Node)) closeAll()
    }
    const onScroll = () => setScrolled(window.scrollY > SHADOW_AFTER_PX)
    onScroll()
    header.addEventListener('toggle', onToggle, true)
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      header.removeEventListener('toggle', onToggle, true)
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
      window.removeEventListener('scroll', onScroll)
    }
  }, [])
  return { ref, scrolled }
}

export function SiteHeader({
  menus,
  needs,
  cartCount,
}: {
  menus: MegaMenu[]
  needs: NeedLink[]
  cartCount: number
}) {
  const { ref, scrolled } = useHeaderBehaviour()
  return (
    <header
      ref={ref}
      data-scrolled={scrolled ? 'true' : undefined}
      className={`sticky top-0 z-40 bg-white/95 backdrop-blur transition-shadow supports-[backdrop-filter]:bg-white/85 ${
        scrolled ? 'shadow-md' : ''
      }`}
    >
      <div className="bg-ink text-xs text-white/85">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
          <p className="hidden sm:block">{SITE.supportHours}</p>
          <nav aria-label="Support" className="flex items-center gap-4">
            <Link to="/track-order" className="hover:text-white">
              Track Order
            </Link>
            <Link to="/contact" className="hover:text-white">
              Help
            </Link>
            <a href={SITE.phoneHref} className="font-medium text-white">
              {SITE.phoneDisplay}
            </a>
          </nav>
        </div>
      </div>

      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 lg:gap-6">
        <MobileDrawer menus={menus} needs={needs} />
        <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={`${SITE.name} home`}>
          <Logo />
          <span className="text-lg font-semibold tracking-tight">{SITE.name}</span>
        </Link>
        <SearchBox className="hidden flex-1 md:block" />
        <div className="ml-auto flex items-center gap-2">
          <Link to="/login" className="rounded-full px-3 py-2 text-sm font-medium hover:bg-black/5">
            Sign in
          </Link>
          <Link
            to="/cart"
            className="relative rounded-full p-2 hover:bg-black/5"
            aria-label={cartCount > 0 ? `Cart, ${cartCount} items` : 'Cart'}
          >
            <CartIcon />
            {cartCount > 0 ? (
              <span className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] font-semibold text-white">
                {cartCount}
              </span>
            ) : null}
          </Link>
        </div>
      </div>

      <nav aria-label="Products" className="hidden border-t border-black/5 lg:block">
        <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4">
          {menus.map((menu) => (
            <li key={menu.slug}>
              <details className="group" data-menu="top">
                <summary className="cursor-pointer rounded-md px-3 py-2.5 text-sm font-medium text-black/80 hover:text-black group-open:text-brand-600">
                  {menu.name}
                </summary>
                <div className="absolute inset-x-0 top-full border-t border-black/5 bg-white shadow-xl">
                  <div className="mx-auto grid max-w-7xl grid-cols-[1fr_16rem] gap-8 px-4 py-6">
                    <div className="grid grid-cols-4 gap-6">
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
                      <SpecialistCta blurb={menu.blurb} />
                      <div>
                        <p className="text-xs font-semibold tracking-wide text-black/50 uppercase">
                          Shop by category
                        </p>
                        <ul className="mt-2 space-y-1">
                          {menu.categories.map((c) => (
                            <li key={c.href}>
                              <Link
                                to={c.href}
                                className="text-sm font-medium hover:text-brand-600"
                              >
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
            </li>
          ))}
        </ul>
      </nav>

      <ul
        aria-label="Our promises"
        className="hidden justify-center gap-8 border-t border-black/5 bg-brand-50 py-1.5 text-xs font-medium text-brand-700 md:flex"
      >
        {PROMISES.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </header>
  )
}

function MobileDrawer({ menus, needs }: { menus: MegaMenu[]; needs: NeedLink[] }) {
  return (
    <details className="lg:hidden" data-menu="top">
      <summary className="cursor-pointer rounded-md p-2 hover:bg-black/5" aria-label="Menu">
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </summary>
      <div className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto border-t border-black/5 bg-white px-4 pb-6 shadow-xl">
        <SearchBox className="py-3" />
        {menus.map((menu) => (
          <details key={menu.slug} className="border-b border-black/5">
            <summary className="cursor-pointer py-3 font-medium">{menu.name}</summary>
            {menu.columns.map((column) => (
              <div key={column.title} className="pb-3">
                <p className="text-xs font-semibold tracking-wide text-black/50 uppercase">
                  {column.title}
                </p>
                <ul className="mt-1 space-y-1">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href} className="block py-1 text-sm">
                        {link.name}
                        {link.badge ? <Badge>{link.badge}</Badge> : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <ul className="flex flex-wrap gap-2 pb-4">
              {menu.categories.map((c) => (
                <li key={c.href}>
                  <Link
                    to={c.href}
                    className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700"
                  >
                    All {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        ))}
        <details className="border-b border-black/5">
          <summary className="cursor-pointer py-3 font-medium">Shop by need</summary>
          <ul className="space-y-1 pb-3">
            {needs.map((need) => (
              <li key={need.slug}>
                <Link to={`/shop?need=${need.slug}`} className="block py-1 text-sm">
                  {need.title}
                </Link>
              </li>
            ))}
          </ul>
        </details>
        <div className="mt-4 rounded-xl bg-brand-50 p-4">
          <p className="font-medium">Need something custom?</p>
          <p className="mt-1 text-sm text-black/70">Our designers quote within a working day.</p>
          <Link
            to="/product/pdf-print-service"
            className="mt-3 inline-block text-sm font-semibold text-brand-700"
          >
            Get a custom quote →
          </Link>
        </div>
        <p className="mt-4 text-sm text-black/70">
          <a href={SITE.phoneHref}>{SITE.phoneDisplay}</a> ·{' '}
          <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
        </p>
      </div>
    </details>
  )
}

function SpecialistCta({ blurb }: { blurb: string }) {
  return (
    <div className="rounded-xl bg-brand-50 p-5">
      <p className="text-sm text-black/70">{blurb}</p>
      <p className="mt-3 font-medium">Not sure what to print?</p>
      <Link
        to="/product/pdf-print-service"
        className="mt-3 inline-block rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Talk to a specialist
      </Link>
    </div>
  )
}

export function Badge({ children }: { children: string }) {
  return (
    <span className="ml-1.5 rounded-full bg-accent px-1.5 py-0.5 align-middle text-[10px] font-semibold text-white uppercase">
      {children}
    </span>
  )
}

function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#16161d" />
      <path
        d="M9 23V9h7.5a4.5 4.5 0 0 1 0 9H13"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="23" cy="23" r="3" fill="#ff6b3d" />
    </svg>
  )
}

function CartIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20.5" r="1.2" />
      <circle cx="17" cy="20.5" r="1.2" />
    </svg>
  )
}
