import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll } from 'vitest'
import { guardRequestBody } from '#app/server/http/body-limits.server.ts'
import { refuseCrossSite } from '#app/server/http/same-origin.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { inRequestScope } from '#app/server/platform/request-scope.server.ts'

/**
 * The whole Remix app as the Express server runs it (entry.server, root, route headers, error
 * boundaries), built by Vite in memory: for tests about what reaches the browser, which calling a
 * loader alone cannot show (document headers, framework refusals). The server's same-origin guard
 * (server/request-guards.ts) runs first, as in production. A request says it comes from one of our
 * pages (`Sec-Fetch-Site: same-origin`, as a browser does) unless the test sets `Sec-Fetch-Site` or
 * `Origin` itself. Slow to start (seconds): use it once per file.
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
    build,
    fetch: async (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers)
      if (!headers.has('Sec-Fetch-Site') && !headers.has('Origin')) {
        headers.set('Sec-Fetch-Site', 'same-origin')
      }
      const request = new Request(new URL(path, 'http://localhost'), { ...init, headers })
      const refused = refuseCrossSite(request, getEnv().APP_URL)
      if (refused) return refused
      // The server's body limits (server/body-limits.ts) run next, as in production.
      const guarded = await guardRequestBody(request)
      if (guarded instanceof Response) return guarded
      // A request scope of its own, as server/index.ts gives each request (the session read once).
      return await inRequestScope(() => handler(guarded, { cspNonce: 'test-nonce' }))
    },
    close: () => vite.close(),
  }
}

type App = Awaited<ReturnType<typeof startApp>>

/**
 * The app for the calling test file: started before its first test, closed after its last. Use
 * at the top level of a test file, after setupTestDatabase().
 */
export function appForFile(): Pick<App, 'fetch' | 'build'> {
  let app: App | undefined
  beforeAll(async () => {
    app = await startApp()
  }, 120_000)
  afterAll(() => app?.close())
  const started = () => {
    if (!app) throw new Error('The app starts in beforeAll: use it inside a test or hook')
    return app
  }
  return {
    fetch: (...args) => started().fetch(...args),
    get build() {
      return started().build
    },
  }
}
