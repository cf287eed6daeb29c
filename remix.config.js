/**
 * Remix options, read by vite.config.ts and handed to the Remix Vite plugin. Only the keys the
 * Vite plugin accepts belong here: appDirectory, future, serverModuleFormat (with v3_routeConfig on,
 * routes and ignoredRouteFiles live in app/routes.ts). All v3_* future flags are on so a later move
 * to React Router is mechanical.
 *
 * @type {import('@remix-run/dev').VitePluginConfig}
 */
export default {
  appDirectory: 'app',
  serverModuleFormat: 'esm',
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: true,
  },
}
