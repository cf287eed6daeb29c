import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, NavLink, Outlet, useFetcher, useLoaderData, useLocation } from '@remix-run/react'
import { readSidebarState } from '#app/server/http/admin-sidebar-cookie.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { prepressCounts } from '#app/server/admin/prepress.server.ts'
import { privatePageMeta } from '#app/components/page-meta.ts'

/** The spec's admin screens, in its order (section 2). */
const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/orders', label: 'Orders', end: false },
  { to: '/admin/prepress', label: 'Prepress', end: false },
  { to: '/admin/products', label: 'Products', end: false },
  { to: '/admin/categories', label: 'Categories', end: false },
  { to: '/admin/navigation', label: 'Menus and home', end: false },
  { to: '/admin/users', label: 'Users', end: false },
  { to: '/admin/reviews', label: 'Reviews', end: false },
  { to: '/admin/reports/sales', label: 'Sales report', end: false },
  { to: '/admin/webhooks', label: 'Webhooks', end: false },
  { to: '/admin/abandoned-checkouts', label: 'Abandoned checkouts', end: false },
  { to: '/admin/promotions', label: 'Promotions', end: false },
  { to: '/admin/holidays', label: 'Holidays', end: false },
] as const

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const [sidebar, prepress] = await Promise.all([readSidebarState(request), prepressCounts()])
  // The menu counts the prepress items waiting for staff (decision 048).
  return data({ sidebar, prepressToCheck: prepress.staffTurn })
}

const isSidebarState = (value: unknown): value is 'open' | 'closed' =>
  value === 'open' || value === 'closed'

const toggleClass =
  'items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-white/30 hover:bg-white/10'

/**
 * The sidebar's toggle: a form post to /admin/sidebar that remembers the choice in a cookie (so it
 * works without JavaScript), sent through a fetcher when JavaScript runs. Before any choice the
 * layout's default is pure CSS (open on a desktop, closed on a phone), so the toggle shows the
 * button that changes what this screen shows: "Show menu" on a phone, "Hide menu" on a desktop.
 */
function SidebarToggle({ state }: { state: 'open' | 'closed' | null }) {
  const fetcher = useFetcher({ key: 'admin-sidebar' })
  const location = useLocation()
  const button = (value: 'open' | 'closed', className: string) => (
    <button
      type="submit"
      name="sidebar"
      value={value}
      aria-controls="admin-nav"
      aria-expanded={value === 'closed'}
      className={`${className} ${toggleClass}`}
    >
      {value === 'open' ? 'Show menu' : 'Hide menu'}
    </button>
  )
  return (
    <fetcher.Form method="post" action="/admin/sidebar">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {state === null ? (
        <>
          {button('open', 'inline-flex lg:hidden')}
          {button('closed', 'hidden lg:inline-flex')}
        </>
      ) : (
        button(state === 'open' ? 'closed' : 'open', 'inline-flex')
      )}
    </fetcher.Form>
  )
}

export default function AdminLayout() {
  const { sidebar: saved, prepressToCheck } = useLoaderData<typeof loader>()
  // While the toggle's post is on its way, show what it asked for.
  const pending = useFetcher({ key: 'admin-sidebar' }).formData?.get('sidebar')
  const state = isSidebarState(pending) ? pending : saved
  const navClass = state === null ? 'hidden lg:block' : state === 'open' ? 'block' : 'hidden'
  // A closed sidebar on a desktop gives its column back to the screen.
  const grid = state === 'closed' ? '' : 'lg:grid-cols-[14rem_minmax(0,1fr)]'
  return (
    <div className={`mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 ${grid}`}>
      <aside className="rounded-2xl bg-ink text-white lg:self-start">
        <div className="flex items-center justify-between gap-3 px-5 py-3">
          <p className="font-semibold">Admin menu</p>
          <SidebarToggle state={state} />
        </div>
        <nav id="admin-nav" aria-label="Admin" className={`${navClass} px-3 pb-4`}>
          <ul className="space-y-1">
            {ADMIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    `block rounded-xl px-3 py-2 text-sm ${isActive ? 'bg-white text-ink' : 'hover:bg-white/10'}`
                  }
                >
                  {link.label}
                  {link.to === '/admin/prepress' && prepressToCheck ? (
                    <span data-testid="prepress-nav-count"> ({prepressToCheck})</span>
                  ) : null}
                </NavLink>
              </li>
            ))}
            <li className="border-t border-white/15 pt-2">
              <Link to="/" className="block rounded-xl px-3 py-2 text-sm hover:bg-white/10">
                Back to Site
              </Link>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  )
}

export const meta = () => privatePageMeta('Admin')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
