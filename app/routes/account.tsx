import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, NavLink, Outlet, useLoaderData, useSearchParams } from '@remix-run/react'
import { FormMessage } from '#app/components/forms.tsx'
import { requireUser } from '#app/server/http/auth.server.ts'
import { ACCOUNT_LINKS, greetingName } from '#app/utils/user.ts'
import { privatePageMeta } from '#app/components/page-meta.ts'

const NOTICES: Record<string, string> = {
  welcome: 'Welcome! Your account is ready.',
  'password-reset':
    'Your password has been reset and you are signed in. Other devices were signed out.',
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return data({
    user: { firstName: user.firstName, displayName: user.displayName, email: user.email },
  })
}

export default function AccountLayout() {
  const { user } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const notice = NOTICES[params.get('notice') ?? '']
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
      <header className="mb-8">
        <p className="text-sm font-medium text-brand-600">My Account</p>
        <h1 className="mt-1 font-display text-3xl tracking-tight md:text-4xl">
          Hello, {greetingName(user)}
        </h1>
        <p className="mt-1 text-sm text-black/60">{user.email}</p>
      </header>
      {notice ? (
        <div className="mb-6">
          <FormMessage tone="success">{notice}</FormMessage>
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="Account" className="min-w-0 md:sticky md:top-24 md:self-start">
          <ul className="flex flex-wrap gap-2 md:flex-col md:flex-nowrap md:gap-1">
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.to} className="shrink-0">
                <NavLink
                  to={link.to}
                  prefetch="intent"
                  className={({ isActive }) =>
                    `block rounded-full px-4 py-2 text-sm font-medium md:rounded-xl ${
                      isActive
                        ? 'bg-ink text-white'
                        : 'bg-white ring-1 ring-black/10 hover:ring-black/30'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="shrink-0">
              <Form method="post" action="/logout">
                <button
                  type="submit"
                  className="block w-full rounded-full px-4 py-2 text-left text-sm font-medium text-black/70 hover:text-black md:rounded-xl"
                >
                  Sign out
                </button>
              </Form>
            </li>
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  )
}

export const meta = () => privatePageMeta('My Account')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
