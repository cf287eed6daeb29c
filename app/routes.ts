import { flatRoutes } from '@remix-run/fs-routes'
import type { RouteConfig } from '@remix-run/route-config'

// Flat file routes under app/routes; tests and dotfiles beside route modules are not routes.
export default flatRoutes({
  ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/.*'],
}) satisfies RouteConfig
