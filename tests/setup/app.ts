import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { createServer, type ViteDevServer } from 'vite'

/**
 * The whole Remix app as the Express server runs it (entry.server, root, route headers, error
 * boundaries), built by Vite in memory: for tests about what reaches the browser, which calling a
 * loader alone cannot show (document headers, framework refusals). Slow to start (seconds): use it
 * once per file.
 */
export async function startApp() {
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  })
  const build = (await vite.ssrLoadModule('virtual:remix/server-build')) as ServerBuild
  const handler = createRequestHandler(build, 'production')
  return {
    fetch: (path: string, init: RequestInit = {}) =>
      handler(new Request(new URL(path, 'http://localhost'), init), { cspNonce: 'test-nonce' }),
    close: () => vite.close(),
  }
}
