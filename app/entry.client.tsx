import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'

/**
 * A route that renders a chunk of its own (the checkout gate) names `handle.beforeHydration`,
 * which fetches it when the server's HTML holds that part: hydrating while a part suspends makes
 * React throw the server's HTML away (error #418). Remix's inline script leaves the page's route
 * modules on window before this runs.
 */
type BeforeHydration = { handle?: { beforeHydration?: () => unknown } }
const modules = (window as { __remixRouteModules?: Record<string, BeforeHydration> })
  .__remixRouteModules

void Promise.all(Object.values(modules ?? {}).map((module) => module.handle?.beforeHydration?.()))
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      )
    }),
  )
