import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from '@remix-run/react'
import type { ReactNode } from 'react'
import { SiteFooter } from './components/layout/site-footer.tsx'
import { ProgressBar } from './components/layout/progress-bar.tsx'
import { SiteHeader } from './components/layout/site-header.tsx'
import { useCartCount } from './utils/cart.ts'
import { GeneralErrorBoundary } from './components/error-boundary.tsx'
import { headerParts } from './server/http/header-parts.server.ts'
import stylesheet from './tailwind.css?url'
import { useNonce } from './utils/nonce.ts'
import {
  PERSONAL_PARTS_ID,
  personalPartsJson,
  personalPartsToShow,
} from './utils/personal-parts.ts'
import { SITE } from './utils/site.ts'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: MetaFunction = () => [
  { title: `${SITE.name}: ${SITE.tagline}` },
  {
    name: 'description',
    content:
      'Visiting cards, stationery, flyers, signs, labels, stickers, wedding cards and photo gifts, designed online and printed in 24 hours.',
  },
]

/**
 * Only what is the visitor's own: the cart badge and who is signed in (no query without a cookie).
 * The menus and footer lists are the same for everyone: entry.server.tsx puts them into the page as
 * HTML from the catalog cache, so they are neither queried nor serialised per request (decision 027).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return headerParts(request, context)
}

/** The layout's data (cart badge, user) changes only after a form post, not on every navigation. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== 'GET' ? defaultShouldRevalidate : false
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#16161d" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function Shell({ children }: { children: ReactNode }) {
  // The parts the page was sent with: the page cache may have filled them in (decision 070).
  const parts = personalPartsToShow(useRouteLoaderData<typeof loader>('root'))
  const cartCount = useCartCount(parts.cartCount)
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <ProgressBar />
      <SiteHeader parts={{ ...parts, cartCount }} />
      <script
        type="application/json"
        id={PERSONAL_PARTS_ID}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: personalPartsJson(parts) }}
      />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  )
}

export default function App() {
  useLoaderData<typeof loader>()
  return (
    <Shell>
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  return (
    <Shell>
      <GeneralErrorBoundary />
    </Shell>
  )
}
