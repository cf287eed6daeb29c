import { Link, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { FREE_SHIPPING_OVER } from '#app/utils/shipping.ts'
import { SITE } from '#app/utils/site.ts'
import { personalSlotHtml, type PersonalParts } from '#app/utils/personal-parts.ts'
import { PersonalSlot } from './personal-slot.tsx'
import { CartIcon, Logo, MenuIcon } from './header-icons.tsx'
import { SearchBox } from './search-box.tsx'
import { StaticIsland, StaticPart } from './static-island.tsx'

const PROMISES = ['24/7 Support', `Free Shipping over ${FREE_SHIPPING_OVER}`, 'Quality Guarantee']
/** Above this scroll offset (px) the header casts a shadow. */
const SHADOW_AFTER_PX = 24
const DRAWER_TOGGLE_ID = 'site-menu-toggle'

/**
 * The product menus are rendered once (as static HTML, see static-island.tsx): a bar of dropdowns
 * on desktop, an accordion inside the drawer on phones. Without JavaScript the drawer opens through a checkbox and the menus are
 * <details>. With JavaScript they also close on every route change, on Escape and on a click
 * outside, and only one dropdown is open at a time.
 */
function useHeaderBehaviour() {
  const ref = useRef<HTMLElement>(null)
  const location = useLocation()
  const [scrolled, setScrolled] = useState(false)

  // Close on route changes only: not at hydration, when a slow phone's visitor may already have
  // opened a menu.
  const lastKey = useRef(location.key)
  useEffect(() => {
    if (lastKey.current === location.key) return
    lastKey.current = location.key
    closeMenus(ref.current)
  }, [location.key])

  useEffect(() => {
    const header = ref.current
    if (!header) return
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement
      if (!details.open || details.dataset.menu !== 'top') return
      header.querySelectorAll<HTMLDetailsElement>('details[data-menu="top"][open]').forEach((d) => {
        if (d !== details) d.open = false
      })
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeMenus(header)
    const onClick = (event: MouseEvent) => {
      if (!header.contains(event.target as Node)) closeMenus(header)
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

function closeMenus(header: HTMLElement | null) {
  header?.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'))
  const toggle = header?.querySelector<HTMLInputElement>(`#${DRAWER_TOGGLE_ID}`)
  if (toggle) toggle.checked = false
}

/** `parts`: the visitor's own (the cart count with changes still on their way). */
export function SiteHeader({ parts }: { parts: PersonalParts }) {
  const { ref, scrolled } = useHeaderBehaviour()
  const slots = personalSlotHtml(parts, useLocation())
  return (
    <header
      ref={ref}
      data-scrolled={scrolled ? 'true' : undefined}
      className={`group/header sticky top-0 z-40 bg-white/95 backdrop-blur transition-shadow supports-[backdrop-filter]:bg-white/85 ${
        scrolled ? 'shadow-md' : ''
      }`}
    >
      <StaticPart id="header-support" className="bg-ink text-xs text-white/85">
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
      </StaticPart>

      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 lg:gap-6">
        <input
          id={DRAWER_TOGGLE_ID}
          type="checkbox"
          className="peer sr-only lg:hidden"
          aria-controls="site-menu"
          aria-label="Menu"
        />
        <label
          htmlFor={DRAWER_TOGGLE_ID}
          className="cursor-pointer rounded-md p-2 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500 hover:bg-black/5 lg:hidden"
          aria-hidden="true"
        >
          <MenuIcon />
        </label>
        <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={`${SITE.name} home`}>
          <Logo />
          <span className="text-lg font-semibold tracking-tight">{SITE.name}</span>
        </Link>
        <SearchBox className="hidden flex-1 md:block" />
        <div className="ml-auto flex items-center gap-2">
          <PersonalSlot html={slots.account} />
          <Link to="/cart" className="relative rounded-full p-2 hover:bg-black/5">
            <CartIcon />
            <PersonalSlot html={slots.cart} />
          </Link>
        </div>
      </div>

      {/* Phones: the search stays in sight under the logo, not inside the menu drawer. */}
      <div className="mx-auto max-w-7xl px-4 pb-3 md:hidden">
        <SearchBox />
      </div>

      {/* Phones: a drawer shown while the checkbox is ticked. Desktop: the menu bar. */}
      <div
        id="site-menu"
        className="absolute inset-x-0 top-full hidden max-h-[80vh] overflow-y-auto border-t border-black/5 bg-white px-4 pb-6 shadow-xl group-has-[#site-menu-toggle:checked]/header:block lg:static lg:block lg:max-h-none lg:overflow-visible lg:px-0 lg:pb-0 lg:shadow-none"
      >
        <StaticIsland id="layout-menus" part="menus" />
        <div className="lg:hidden">
          <StaticIsland id="layout-needs" part="needs" />
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
      </div>

      <StaticPart id="header-promises">
        <ul
          aria-label="Our promises"
          className="hidden justify-center gap-8 border-t border-black/5 bg-brand-50 py-1.5 text-xs font-medium text-brand-700 md:flex"
        >
          {PROMISES.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </StaticPart>
    </header>
  )
}
