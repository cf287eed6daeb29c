import { Form, Link, useLocation } from '@remix-run/react'
import { ACCOUNT_LINKS, avatarLetter, greetingName } from '#app/utils/user.ts'

export type HeaderUser = { firstName: string; displayName: string | null; email: string }

const AUTH_PAGES = /^\/(login|register|forgot-password|reset-password)(\/|$)/

/**
 * Signed out: "Sign in", coming back to this page afterwards. Signed in: the avatar (spec section
 * 2) opening a menu that works without JavaScript (<details>) and closes on route change with it.
 */
export function AccountMenu({ user }: { user: HeaderUser | null }) {
  const location = useLocation()
  if (!user) {
    const here = `${location.pathname}${location.search}`
    const href =
      AUTH_PAGES.test(location.pathname) || here === '/'
        ? '/login'
        : `/login?${new URLSearchParams({ returnUrl: here })}`
    return (
      <Link to={href} className="rounded-full px-3 py-2 text-sm font-medium hover:bg-black/5">
        Sign in
      </Link>
    )
  }
  const item = 'block rounded-lg px-3 py-2 text-sm hover:bg-black/5'
  return (
    <details data-menu="top" className="relative">
      <summary
        aria-label="Account menu"
        className="grid size-9 cursor-pointer list-none place-items-center rounded-full bg-ink text-sm font-semibold text-white [&::-webkit-details-marker]:hidden"
      >
        <span aria-hidden="true">{avatarLetter(user)}</span>
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-64 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-black/10">
        <p className="border-b border-black/5 px-3 pt-1 pb-3 text-sm">
          <span className="block text-black/60">Signed in as</span>
          <span className="block font-semibold">{greetingName(user)}</span>
          <span className="block truncate text-black/60">{user.email}</span>
        </p>
        <ul className="py-1">
          <li>
            <Link to="/account" className={item}>
              My Account
            </Link>
          </li>
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={item}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <Form method="post" action="/logout" className="border-t border-black/5 pt-1">
          <button type="submit" className={`${item} w-full text-left`}>
            Sign out
          </button>
        </Form>
      </div>
    </details>
  )
}
