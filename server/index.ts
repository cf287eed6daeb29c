/**
 * The HTTP server: Express with the Remix request handler. One place for HTTP concerns: security
 * headers with a per-request CSP nonce, compression, request logging, asset caching, /healthz and
 * graceful shutdown. Built to server-build/index.js by scripts/build-server.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import morgan from 'morgan'
import { catalogVersion } from '../app/server/catalog/catalog-cache.server.ts'
import { shopperSlots } from '../app/server/http/header-parts.server.ts'
import { startJobsPatiently, stopJobs } from '../app/server/jobs.server.ts'
import { disconnectPrisma, prisma } from '../app/server/platform/db.server.ts'
import { inRequestScope } from '../app/server/platform/request-scope.server.ts'
import { EnvError, parseEnv } from '../app/server/platform/env.server.ts'
import { closeWorkerPool } from '../app/server/platform/worker-pool.server.ts'
import { createRequestHandler, installBodyLimits } from './body-limits.ts'
import { drainWhileStopping, shutDownGracefully } from './graceful-shutdown.ts'
import { pageCache } from './page-cache.ts'
import { installSecurityHeaders } from './security-headers.ts'
import { expressTrustProxy, installRequestGuards } from './request-guards.ts'

let env: ReturnType<typeof parseEnv>
try {
  env = parseEnv()
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

const isDev = env.NODE_ENV === 'development'

if (env.MOCKS) {
  const { startMocks } = await import('../tests/mocks/index.ts')
  startMocks()
}

// No Razorpay keys or Shiprocket account on a demo or development server: the stand-ins answer
// the SDK's and the adapter's calls (decisions 020, 058), both from one mock server. With MOCKS
// the mock server above already includes them.
{
  const { paymentsConfig } = await import('../app/server/payments/razorpay-config.server.ts')
  const { shippingConfig, shippingModeLine } =
    await import('../app/server/shipping/shipping-config.server.ts')
  const shipping = shippingConfig()
  if (!env.MOCKS) {
    const { startStandIns } = await import('./standins.ts')
    await startStandIns({
      payments: paymentsConfig().mode === 'standin',
      shipping: shipping.mode === 'standin',
    })
  }
  console.log(shippingModeLine(shipping))
}

const viteDevServer = isDev
  ? await import('vite').then((vite) =>
      vite.createServer({ server: { middlewareMode: true }, appType: 'custom' }),
    )
  : undefined

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', expressTrustProxy(env))
drainWhileStopping(app)

// Fly.io terminates TLS; send plain-HTTP visitors to HTTPS in production.
app.use((req, res, next) => {
  if (env.NODE_ENV === 'production' && req.get('fly-forwarded-proto') === 'http') {
    return res.redirect(301, `https://${req.get('host')}${req.originalUrl}`)
  }
  next()
})

// A NUL byte in the path or query is never a real link: refuse it before any route sees it.
app.use((req, res, next) => {
  if (/%00/i.test(req.originalUrl) || req.originalUrl.includes(String.fromCharCode(0)))
    return res.status(400).type('text/plain').send('Bad request')
  next()
})

// A page sent with `Referrer-Policy: no-referrer` (the password reset page, whose URL holds the
// token) makes the browser send `Origin: null` with its form post, which Remix's CSRF check refuses
// with a 500. Sec-Fetch-Site is set by the browser and no page can forge it: when it says
// same-origin, the null origin is our own page.
app.use((req, _res, next) => {
  if (req.headers.origin === 'null' && req.headers['sec-fetch-site'] === 'same-origin')
    delete req.headers.origin
  next()
})

installRequestGuards(app, env)
// After the same-origin guard (a cross-site post is refused unread), before anything else reads.
installBodyLimits(app)

app.get('/healthz', async (_req, res) => {
  try {
    await prisma.$queryRaw`SELECT 1`
    res.set('Cache-Control', 'no-store').json({ status: 'ok', database: 'ok' })
  } catch (error) {
    console.error('healthz: database check failed', error)
    res
      .status(503)
      .set('Cache-Control', 'no-store')
      .json({ status: 'error', database: 'unreachable' })
  }
})

// Brotli set for speed (docs/decisions/027): a 128 KB window instead of 4 MB (a document fits; the
// big window's allocation per response cost more than compressing) and quality 2 instead of 4
// (about 8% larger, half the time).
app.use(
  compression({
    brotli: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 2,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 17,
      },
    },
  }),
)

installSecurityHeaders(app, { isDev })

app.use(
  morgan(isDev ? 'dev' : 'combined', {
    skip: (req, res) =>
      req.url === '/healthz' || (res.statusCode < 400 && Boolean(req.url?.startsWith('/assets/'))),
  }),
)

if (viteDevServer) {
  app.use(viteDevServer.middlewares)
} else {
  // Hashed build assets never change: cache them for a year.
  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }))
  // The other public files (favicon, fonts, robots.txt) are listed once at start, so a page request
  // costs no file-system lookup (decision 027).
  const listFiles = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? listFiles(`${dir}/${e.name}`) : [`${dir}/${e.name}`]))
  const publicFiles = new Set(listFiles('build/client').map((f) => f.slice('build/client'.length)))
  const servePublic = express.static('build/client', { maxAge: '1h' })
  app.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()))
}

// Pages every visitor without a cookie sees alike, kept for the next one (decision 029), and
// given to a shopper with their own header filled in (decision 070). After the CSP nonce and
// helmet, so an answer from the cache carries its own request's nonce and headers.
if (!viteDevServer) {
  app.use(
    pageCache({
      ttlMs: env.PAGE_CACHE_SECONDS * 1000,
      maxEntries: 500,
      maxBytes: 24 * 1024 * 1024,
      version: catalogVersion,
      personal: shopperSlots,
    }),
  )
}

async function getBuild(): Promise<ServerBuild> {
  if (viteDevServer) {
    return (await viteDevServer.ssrLoadModule('virtual:remix/server-build')) as ServerBuild
  }
  return (await import(path.resolve('build/server/index.js'))) as ServerBuild
}

// Each request's own scope: what its loaders read once and share, the session (issue 26).
app.use((_req, _res, next) => inRequestScope(next))

app.all(
  '*',
  createRequestHandler({
    build: viteDevServer ? getBuild : await getBuild(),
    mode: env.NODE_ENV,
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
  }),
)

const server = app.listen(env.PORT, () => {
  console.log(`Server listening on http://localhost:${env.PORT} (${env.NODE_ENV})`)
})

// Background work (docs/decisions/017). Tests run queued jobs themselves (runQueuedJobs). A server
// without its background work would look healthy while payments and emails pile up: stop instead.
if (env.NODE_ENV !== 'test') {
  startJobsPatiently().catch((error: unknown) => {
    console.error('jobs: could not start the job queue', error)
    process.exit(1)
  })
}

shutDownGracefully(server, {
  stopBackground: stopJobs,
  closeResources: async () => {
    await viteDevServer?.close()
    await closeWorkerPool()
    await disconnectPrisma()
  },
})
