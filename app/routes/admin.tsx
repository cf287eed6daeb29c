import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, NavLink, Outlet } from '@remix-run/react'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { privatePageMeta } from '#app/components/page-meta.ts'

/** The spec's admin screens, in its order (section 2). */
const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/orders', label: 'Orders', end: false },
  { to: '/admin/users', label: 'Users', end: false },
  { to: '/admin/reviews', label: 'Reviews', end: false },
  { to: '/admin/reports/sales', label: 'Sales report', end: false },
  { to: '/admin/webhooks', label: 'Webhooks', end: false },
  { to: '/admin/abandoned-checkouts', label: 'Abandoned checkouts', end: false },
] as const

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return data(null)
}

export default function AdminLayout() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[14rem_1fr]">
      {/* Collapsible without JavaScript (a checkbox): open on desktop, closed on phones. */}
      <aside className="rounded-2xl bg-ink text-white lg:self-start">
        <input id="admin-menu-toggle" type="checkbox" className="peer sr-only" />
        <label
          htmlFor="admin-menu-toggle"
          className="block cursor-pointer px-5 py-4 font-semibold peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500 lg:cursor-default"
        >
          Admin menu
        </label>
        <nav aria-label="Admin" className="hidden px-3 pb-4 peer-checked:block lg:block">
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
