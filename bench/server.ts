/**
 * Server benchmark: `npm run bench:server [-- --rounds N --duration S --sizes 96,10000 --save-baseline
 * --soak MIN --pages a,b]`. Starts the built app twice, on a database seeded with the catalog (96
 * products) and on one grown to 10,000, then measures every page with autocannon in interleaved
 * rounds: requests a second, p50/p99, Node CPU per request (from /proc), queries per request (a
 * counter preloaded into the server) and RSS. Each page is also read as a ratio to two references
 * of the same build in the same run: a bare resource route and a page with only the root layout.
 * Writes bench/results/server-<timestamp>.json and compares with bench/server-baseline.json.
 * `--against DIR` also starts another checkout's build (a commit before a change, built, with its
 * own node_modules) on the same databases and measures both in the same interleaved rounds: the
 * side-by-side comparison to quote, since a saved baseline comes from another hour of a shared
 * machine. The product page is also measured for a visitor with a Check-delivery PIN code and
 * without one, side by side (`pin:` and `cookie:` pages, decision 063).
 * docs/decisions/027-server-speed.md says how to read it.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { type PrismaClient } from '@prisma/client'
import autocannon from 'autocannon'
import getPort from 'get-port'
import { growCatalog } from './lib/catalog-growth.ts'
import { deployShape } from './lib/deploy-shape.ts'
import { KARNATAKA } from '../tests/setup/address.ts'
import { isInterrupted, log, onCleanup, runScript } from './lib/harness.ts'
import { acquireLock } from './lib/lock.ts'
import { cpuMs, rssMb } from './lib/proc.ts'
import { median, table } from './lib/report.ts'
import { BenchError, snapshotBuild, startServer, type RunningServer } from './lib/server.ts'

const RESOURCE = '/resources/search?q='
const LAYOUT = '/bench/layout'
/**
 * The Remix floor (bench/floor/server.ts, issue 26): measured in every round beside the pages, and
 * every page's CPU is read as a multiple of it ("x floor").
 */
const FLOOR = 'floor:/'
/**
 * Pages measured as a signed-in shopper with one item in the cart, three past orders and a saved
 * address: `/checkout` and `/account/...` always, any other page when written `shopper:/path`.
 */
const SHOPPER = 'shopper:'
const signedIn = (page: string) =>
  page.startsWith(SHOPPER) || page.startsWith('/checkout') || page.startsWith('/account')
/** Admin pages (`/admin...`) are measured as a signed-in admin (decision 068). */
const asAdmin = (page: string) => page.startsWith('/admin')
/**
 * Check delivery (issue 25, decision 063), measured side by side: `pin:/path` is the page for a
 * visitor who checked delivery for a PIN code (the session cookie `ps_pin` Check delivery sets),
 * `cookie:/path` the same visitor without one. Both send a cookie, so the page cache never answers
 * and both pages are rendered: the difference is the delivery answer.
 */
const PIN = 'pin:'
const COOKIE = 'cookie:'
const BENCH_PIN = '560102'
const VISITOR_COOKIE = 'bench_visitor=1'
const PREFIXES = [SHOPPER, PIN, COOKIE]
const pathOf = (page: string) => {
  const prefix = PREFIXES.find((p) => page.startsWith(p))
  return prefix ? page.slice(prefix.length) : page
}
/** The pages the issue measures; `cart` is measured with a cart cookie (one item). */
const DEFAULT_PAGES = [
  RESOURCE,
  LAYOUT,
  '/',
  '/shop',
  '/shop?q=card',
  '/shop?sort=price-asc',
  '/product/standard-visiting-cards',
  `${COOKIE}/product/standard-visiting-cards`,
  `${PIN}/product/standard-visiting-cards`,
  '/cart',
  '/categories',
  '/product-category/visiting-cards',
  '/gifts/for-her',
  '/resources/search?q=card',
  // Issue 26: the pages of a signed-in shopper.
  `${SHOPPER}/`,
  `${SHOPPER}/shop`,
  `${SHOPPER}/product/standard-visiting-cards`,
  '/checkout',
  '/account/orders',
]
/** Pages also run at 50 connections (p99 goal) on the seeded catalog. */
const HEAVY_PAGES = ['/', '/shop', '/product/standard-visiting-cards', '/cart']
const BASELINE = 'bench/server-baseline.json'
/** What a browser sends: the server compresses as it would for a visitor. */
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
}

const HELP = `Usage: npm run bench:server -- [options]
  --rounds N        interleaved rounds per page (default 3; the median is reported)
  --duration S      seconds per autocannon run (default 4)
  --connections N   connections per run (default 10); the heavy pages also run at 50
  --sizes LIST      catalog sizes (default 96,10000; 96 is the seeded catalog)
  --pages LIST      comma-separated paths (default: the issue's pages); shopper:/path is the page
                    as a signed-in shopper with a cart (always so for /checkout and /account/*)
  --soak MIN        afterwards, load the seeded server for MIN minutes and sample its RSS
  --save-baseline   also write ${BASELINE} from this run
  --page-cache S    the servers' PAGE_CACHE_SECONDS (default 60, as deployed; 0 measures every
                    page rendered, server/page-cache.ts)
  --against DIR     also run the build in DIR (another checkout: built, with its node_modules) on
                    the same databases, interleaved with this one, and compare the two
Env: DATABASE_URL (the Postgres server; the benchmark makes its own databases on it)`

function options() {
  let values
  try {
    values = parseArgs({
      options: {
        rounds: { type: 'string', default: '3' },
        duration: { type: 'string', default: '4' },
        connections: { type: 'string', default: '10' },
        sizes: { type: 'string', default: '96,10000' },
        pages: { type: 'string', default: DEFAULT_PAGES.join(',') },
        soak: { type: 'string', default: '0' },
        'save-baseline': { type: 'boolean', default: false },
        against: { type: 'string' },
        'page-cache': { type: 'string', default: '60' },
        help: { type: 'boolean', default: false },
      },
    }).values
  } catch (error) {
    throw new BenchError(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`)
  }
  const int = (name: string, value: string, min: number, max: number) => {
    const n = Number(value)
    if (!Number.isInteger(n) || n < min || n > max)
      throw new BenchError(`--${name} takes a whole number from ${min} to ${max}`)
    return n
  }
  const sizes = values.sizes.split(',').map((s) => int('sizes', s.trim(), 1, 100_000))
  const pages = values.pages
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  if (pages.some((p) => !pathOf(p).startsWith('/')))
    throw new BenchError('--pages takes paths from / (or shopper:/path)')
  const against = values.against ? path.resolve(values.against) : undefined
  if (against && !fs.existsSync(path.join(against, 'node_modules')))
    throw new BenchError(`--against ${against}: no node_modules there (install and build it first)`)
  for (const reference of [RESOURCE, LAYOUT])
    if (!pages.includes(reference)) pages.unshift(reference)
  return {
    help: values.help,
    saveBaseline: values['save-baseline'],
    rounds: int('rounds', values.rounds, 1, 20),
    duration: int('duration', values.duration, 1, 120),
    connections: int('connections', values.connections, 1, 200),
    soakMinutes: int('soak', values.soak, 0, 240),
    sizes,
    pages,
    against,
    pageCacheSeconds: int('page-cache', values['page-cache'], 0, 300),
  }
}

// ---------------------------------------------------------------------------------------------
// The server under test and what is read from it
// ---------------------------------------------------------------------------------------------

/**
 * Preloaded into the server (node --import): counts the queries the app sends through `pg`
 * (the job queue's own polling, which names the pgboss schema, is left out) and answers the count
 * on a loopback port. The app itself is unchanged.
 */
const QUERY_COUNTER = `
import http from 'node:http'
import pg from 'pg'
let count = 0
const query = pg.Client.prototype.query
pg.Client.prototype.query = function (config, ...rest) {
  const text = typeof config === 'string' ? config : config && config.text
  if (!(typeof text === 'string' && text.includes('pgboss'))) count++
  return query.call(this, config, ...rest)
}
http.createServer((_req, res) => res.end(String(count)))
  .listen(Number(process.env.BENCH_COUNTER_PORT), '127.0.0.1').unref()
`

type Target = {
  /** Which build: this tree's, or the --against checkout's. */
  build: 'this' | 'against'
  size: number
  products: number
  server: RunningServer
  counterUrl: string
  cartCookie: string
  /** A signed-in shopper's session and cart cookies (see SHOPPER). */
  shopperCookie: string
  /** A signed-in admin's session cookie (pages under /admin). */
  adminCookie: string
}

async function queryCount(target: Target) {
  const response = await fetch(target.counterUrl)
  return Number(await response.text())
}

/** A cart cookie with one product, made through the store's API like a shopper's. */
async function cartCookie(base: string) {
  const response = await fetch(`${base}/api/cart/item`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug: 'standard-visiting-cards', artworkLater: true }),
  })
  if (!response.ok)
    throw new BenchError(`/api/cart/item answered ${response.status}: ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/**
 * A signed-in shopper on the bench database, made directly in it (the template has no accounts):
 * a user with a saved address and three paid orders, and a session whose signed cookie is made
 * with the server's secret; then one item added to their cart through the store's API.
 */
async function shopperCookie(base: string, databaseUrl: string) {
  const crypto = await import('node:crypto')
  return inBenchDatabase(databaseUrl, async (prisma, tag) => {
    const product = await prisma.product.findUniqueOrThrow({
      where: { slug: 'standard-visiting-cards' },
    })
    const user = await prisma.user.create({
      data: {
        email: `bench-${tag}@example.com`,
        firstName: 'Asha',
        lastName: 'Rao',
        // Unique per shopper: both builds of a --against run share the database.
        phone: `9${String(crypto.randomInt(1e8, 1e9))}`,
        addresses: {
          create: { ...KARNATAKA, isDefault: true },
        },
      },
    })
    for (let n = 0; n < 3; n++)
      await prisma.order.create({
        data: {
          number: `PS-B${tag}${n}`,
          userId: user.id,
          email: user.email,
          phone: '9876543210',
          status: 'PAID',
          subtotalPaise: 59_800,
          shippingPaise: 0,
          totalPaise: 59_800,
          shippingAddress: {},
          paidAt: new Date(),
          items: {
            create: {
              productId: product.id,
              productName: product.name,
              productSlug: product.slug,
              options: [],
              tierQuantity: 100,
              quantity: 1,
              unitPricePaise: 59_800,
              totalPaise: 59_800,
            },
          },
        },
      })
    const session = await sessionCookie(prisma, user.id)
    const response = await fetch(`${base}/api/cart/item`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: session },
      body: JSON.stringify({ slug: 'standard-visiting-cards', artworkLater: true }),
    })
    if (!response.ok)
      throw new BenchError(`/api/cart/item answered ${response.status}: ${await response.text()}`)
    const cart = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    return cart ? `${session}; ${cart}` : session
  })
}

/** Runs `use` with a Prisma client on the bench database and a random tag for unique names. */
async function inBenchDatabase<T>(
  databaseUrl: string,
  use: (prisma: PrismaClient, tag: string) => Promise<T>,
) {
  const { PrismaClient } = await import('@prisma/client')
  const { PrismaPg } = await import('@prisma/adapter-pg')
  const crypto = await import('node:crypto')
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) })
  try {
    return await use(prisma, crypto.randomBytes(6).toString('hex'))
  } finally {
    await prisma.$disconnect()
  }
}

/** A session for `userId` and its signed cookie, made with the bench servers' secret. */
async function sessionCookie(prisma: PrismaClient, userId: string) {
  const { createCookie } = await import('@remix-run/node')
  const crypto = await import('node:crypto')
  const token = crypto.randomBytes(32).toString('base64url')
  await prisma.session.create({
    data: {
      id: crypto.createHash('sha256').update(token).digest('hex'),
      userId,
      expiresAt: new Date(Date.now() + 24 * 3600_000),
    },
  })
  return (
    await createCookie('ps_session', {
      secrets: ['bench-session-secret-0123456789abcdef'],
    }).serialize(token)
  ).split(';')[0]!
}

/** A signed-in admin on the bench database (the /admin pages), made directly in it. */
function adminCookie(databaseUrl: string) {
  return inBenchDatabase(databaseUrl, async (prisma, tag) => {
    const user = await prisma.user.create({
      data: { email: `bench-admin-${tag}@example.com`, firstName: 'Staff', isAdmin: true },
    })
    return sessionCookie(prisma, user.id)
  })
}

const headersFor = (target: Target, page: string): Record<string, string> =>
  asAdmin(page)
    ? { ...BROWSER_HEADERS, cookie: target.adminCookie }
    : signedIn(page)
      ? { ...BROWSER_HEADERS, cookie: target.shopperCookie }
      : page === '/cart'
        ? { ...BROWSER_HEADERS, cookie: target.cartCookie }
        : page.startsWith(PIN)
          ? { ...BROWSER_HEADERS, cookie: `${VISITOR_COOKIE}; ps_pin=${BENCH_PIN}` }
          : page.startsWith(COOKIE)
            ? { ...BROWSER_HEADERS, cookie: VISITOR_COOKIE }
            : BROWSER_HEADERS

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

type Sample = {
  reqPerSec: number
  p50: number
  p99: number
  cpuMsPerReq: number
  queriesPerReq: number
  rssMb: number
  non2xx: number
  errors: number
}

/**
 * Waits until the server has gone quiet (no query for half a second, at most 15 s), so requests
 * left over from the previous run (a slow page's, or background jobs) are not counted in this one.
 */
async function settle(target: Target) {
  const deadline = Date.now() + 15_000
  let last = await queryCount(target)
  while (Date.now() < deadline) {
    await sleep(500)
    const now = await queryCount(target)
    if (now === last) return
    last = now
  }
}

async function measure(target: Target, page: string, duration: number, connections: number) {
  const pid = target.server.pid
  await settle(target)
  const [cpuBefore, queriesBefore] = [cpuMs(pid), await queryCount(target)]
  const result = await autocannon({
    url: target.server.url + pathOf(page),
    connections,
    duration,
    headers: headersFor(target, page),
  })
  const [cpuAfter, queriesAfter] = [cpuMs(pid), await queryCount(target)]
  const requests = result.requests.total || 1
  return {
    reqPerSec: result.requests.total / duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerReq: (cpuAfter - cpuBefore) / requests,
    queriesPerReq: (queriesAfter - queriesBefore) / requests,
    rssMb: rssMb(pid),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  } satisfies Sample
}

type PageFigures = {
  path: string
  status: number
  samples: Sample[]
  median?: Omit<Sample, 'non2xx' | 'errors'> & { non2xx: number; errors: number }
  at50?: Sample
}

function summarise(samples: Sample[]): PageFigures['median'] {
  if (!samples.length) return undefined
  const pick = (key: keyof Sample) => median(samples.map((s) => s[key]))
  return {
    reqPerSec: pick('reqPerSec'),
    p50: pick('p50'),
    p99: pick('p99'),
    cpuMsPerReq: pick('cpuMsPerReq'),
    queriesPerReq: pick('queriesPerReq'),
    rssMb: Math.max(...samples.map((s) => s.rssMb)),
    non2xx: samples.reduce((n, s) => n + s.non2xx, 0),
    errors: samples.reduce((n, s) => n + s.errors, 0),
  }
}

type SizeResult = {
  size: number
  products: number
  pages: PageFigures[]
  rss: { idleMb: number; afterLoadMb: number; afterIdleMb?: number }
}

export type ServerBenchResult = {
  version: 1
  createdAt: string
  git: { commit: string; dirty: boolean }
  settings: {
    rounds: number
    duration: number
    connections: number
    /** PAGE_CACHE_SECONDS of the servers; absent in results from before the page cache. */
    pageCacheSeconds?: number
  }
  environment: { node: string; cpus: number; cpuModel: string; loadAverage: [number, number] }
  sizes: SizeResult[]
  soak?: { minutes: number; samples: { minute: number; rssMb: number }[]; afterIdleMb: number }
  /** The --against build, measured in the same rounds. */
  against?: Omit<ServerBenchResult, 'against'> & { dir: string }
  /** Where a saved baseline came from, when not from this tree's HEAD. */
  note?: string
  /** The Remix floor (bench/floor/server.ts) measured in the same rounds. */
  floor?: PageFigures
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

const fixed = (v: number | undefined, digits = 1) => (v === undefined ? '-' : v.toFixed(digits))
const ratio = (a?: number, b?: number) => (a !== undefined && b ? (a / b).toFixed(2) : '-')

function figuresOf(result: ServerBenchResult, size: number, page: string) {
  return result.sizes.find((s) => s.size === size)?.pages.find((p) => p.path === page)
}

function sizeTable(result: ServerBenchResult, size: SizeResult) {
  const smallest = result.sizes[0]
  const layout = size.pages.find((p) => p.path === LAYOUT)?.median
  const resource = size.pages.find((p) => p.path === RESOURCE)?.median
  const floor = result.floor?.median?.cpuMsPerReq
  return table(
    [
      'page',
      'status',
      'x floor',
      'req/s',
      'vs layout',
      'vs resource',
      'p50 ms',
      'p99 ms',
      'CPU ms/req',
      'queries',
      ...(size === smallest ? ['p99 @50'] : [`vs ${smallest?.size}`]),
    ],
    size.pages.map((p) => {
      const m = p.median
      const base = smallest && figuresOf(result, smallest.size, p.path)?.median
      return [
        p.path,
        String(p.status) + (m && (m.non2xx || m.errors) ? ` (${m.non2xx + m.errors} bad)` : ''),
        floor && m ? (m.cpuMsPerReq / floor).toFixed(2) : '-',
        fixed(m?.reqPerSec, 0),
        ratio(m?.reqPerSec, layout?.reqPerSec),
        ratio(m?.reqPerSec, resource?.reqPerSec),
        fixed(m?.p50, 0),
        fixed(m?.p99, 0),
        fixed(m?.cpuMsPerReq),
        fixed(m?.queriesPerReq),
        size === smallest ? fixed(p.at50?.p99, 0) : ratio(m?.reqPerSec, base?.reqPerSec),
      ]
    }),
  )
}

/** Each `pin:` page beside its `cookie:` twin: what the Check-delivery answer costs. */
function deliveryPairs(result: ServerBenchResult) {
  const lines: string[] = []
  for (const size of result.sizes)
    for (const page of size.pages.filter((p) => p.path.startsWith(PIN))) {
      const withPin = page.median
      const without = figuresOf(result, size.size, COOKIE + pathOf(page.path))?.median
      if (!withPin || !without) continue
      lines.push(
        `Check delivery for ${BENCH_PIN} on ${pathOf(page.path)} (${size.products} products): ` +
          `${fixed(withPin.cpuMsPerReq, 2)} vs ${fixed(without.cpuMsPerReq, 2)} CPU ms/req without ` +
          `(${fixed((withPin.cpuMsPerReq / without.cpuMsPerReq - 1) * 100)} %), ` +
          `${fixed(withPin.queriesPerReq, 2)} vs ${fixed(without.queriesPerReq, 2)} queries/req.\n`,
      )
    }
  return lines
}

function comparison(result: ServerBenchResult, baseline: ServerBenchResult) {
  const rows: string[][] = []
  for (const size of result.sizes) {
    const layoutNow = figuresOf(result, size.size, LAYOUT)?.median
    const layoutBase = figuresOf(baseline, size.size, LAYOUT)?.median
    const resNow = figuresOf(result, size.size, RESOURCE)?.median
    const resBase = figuresOf(baseline, size.size, RESOURCE)?.median
    const smallest = result.sizes[0]!.size
    for (const page of size.pages) {
      const now = page.median
      const base = figuresOf(baseline, size.size, page.path)?.median
      const at50 = (r: ServerBenchResult) => figuresOf(r, size.size, page.path)?.at50?.p99
      const growth = (r: ServerBenchResult) =>
        figuresOf(r, size.size, page.path)?.median?.reqPerSec &&
        figuresOf(r, smallest, page.path)?.median?.reqPerSec
          ? figuresOf(r, size.size, page.path)!.median!.reqPerSec /
            figuresOf(r, smallest, page.path)!.median!.reqPerSec
          : undefined
      rows.push([
        page.path,
        String(size.size),
        `${fixed(base?.reqPerSec, 0)} -> ${fixed(now?.reqPerSec, 0)}`,
        `${fixed(base?.cpuMsPerReq)} -> ${fixed(now?.cpuMsPerReq)}`,
        `${fixed(base?.queriesPerReq)} -> ${fixed(now?.queriesPerReq)}`,
        `${ratio(base?.reqPerSec, resBase?.reqPerSec)} -> ${ratio(now?.reqPerSec, resNow?.reqPerSec)}`,
        `${ratio(base?.reqPerSec, layoutBase?.reqPerSec)} -> ${ratio(now?.reqPerSec, layoutNow?.reqPerSec)}`,
        size.size === smallest
          ? ''
          : `${fixed(growth(baseline), 2)} -> ${fixed(growth(result), 2)}`,
        at50(result) === undefined
          ? ''
          : `${fixed(at50(baseline), 0)} -> ${fixed(at50(result), 0)}`,
      ])
    }
  }
  return table(
    [
      'page',
      'products',
      'req/s',
      'CPU ms/req',
      'queries/req',
      'vs resource',
      'vs layout',
      'growth',
      'p99 @50 ms',
    ],
    rows,
  )
}

// ---------------------------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------------------------

function git(dir = '.') {
  const run = (args: string[]) =>
    spawnSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).stdout?.trim() ?? ''
  return {
    commit: run(['rev-parse', '--short', 'HEAD']) || 'unknown',
    dirty: !!run(['status', '--porcelain', '--untracked-files=no']),
  }
}

/** A database with the seeded catalog grown to `size` products, dropped at the end. */
async function catalogDatabase(size: number) {
  const { ensureTemplate, createDatabaseFromTemplate } = await import('../tests/setup/template.ts')
  const template = await ensureTemplate(log)
  if (template.kind !== 'postgres') {
    throw new BenchError(
      'bench:server needs a Postgres server: set DATABASE_URL (the embedded database is one ' +
        'WASM connection and would measure itself, not the app).',
    )
  }
  const db = await createDatabaseFromTemplate(template, `bench_${size}`)
  onCleanup(() => db.drop())
  const products = await growCatalog(db.url, size)
  log(`Database with ${products} products ready`)
  return { url: db.url, products }
}

async function startTarget(
  buildDir: string,
  build: Target['build'],
  size: number,
  db: { url: string; products: number },
  pageCacheSeconds: number,
): Promise<Target> {
  const counterPort = await getPort()
  const server = await startServer({
    buildDir,
    databaseUrl: db.url,
    poolSize: 10,
    nodeArgs: [
      ...deployShape().nodeArgs,
      '--import',
      path.join(buildDir, 'bench-query-counter.mjs'),
    ],
    env: {
      ...deployShape().env,
      BENCH_PAGES: 'true',
      BENCH_COUNTER_PORT: String(counterPort),
      PAGE_CACHE_SECONDS: String(pageCacheSeconds),
    },
  })
  onCleanup(() => server.stop())
  return {
    build,
    size,
    products: db.products,
    server,
    counterUrl: `http://127.0.0.1:${counterPort}/`,
    cartCookie: await cartCookie(server.url),
    shopperCookie: await shopperCookie(server.url, db.url),
    adminCookie: await adminCookie(db.url),
  }
}

/**
 * The Remix floor beside the store: started with the store's home page body (as `target` serves
 * it now, scripts out) and measured as a page of its own, with no queries.
 */
async function startFloor(target: Target): Promise<Target> {
  const html = await (await fetch(target.server.url + '/')).text()
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1]
  if (!body) throw new BenchError('The home page has no <body> to give the Remix floor')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printstudio-floor-'))
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }))
  fs.writeFileSync(path.join(dir, 'body.html'), body)
  const port = await getPort()
  const { spawn } = await import('node:child_process')
  const child = spawn(
    process.execPath,
    [...deployShape().nodeArgs, '--import', 'tsx', 'bench/floor/server.ts'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        ...deployShape().env,
        NODE_ENV: 'production',
        PORT: String(port),
        FLOOR_BODY_FILE: path.join(dir, 'body.html'),
      },
    },
  )
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  onCleanup(async () => {
    child.kill('SIGTERM')
    await exited
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new BenchError('The Remix floor exited before it was ready')
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // Not listening yet.
    }
    await sleep(250)
  }
  // The floor answers no queries: its counter is a server that always says 0.
  const http = await import('node:http')
  const counter = http.createServer((_req, res) => res.end('0')).listen(0, '127.0.0.1')
  await new Promise((resolve) => counter.once('listening', resolve))
  onCleanup(() => counter.close())
  const counterPort = (counter.address() as { port: number }).port
  return {
    ...target,
    server: { ...target.server, url, pid: child.pid! },
    counterUrl: `http://127.0.0.1:${counterPort}/`,
  }
}

async function status(target: Target, page: string) {
  const response = await fetch(target.server.url + pathOf(page), {
    redirect: 'manual',
    headers: headersFor(target, page),
  })
  await response.arrayBuffer()
  return response.status
}

async function soak(target: Target, minutes: number, pages: string[], connections: number) {
  const samples: { minute: number; rssMb: number }[] = []
  const started = Date.now()
  let minute = 0
  log(`Soak: ${minutes} min of load on the ${target.products}-product server`)
  while (Date.now() - started < minutes * 60_000 && !isInterrupted()) {
    // One minute of load, spread over the pages, then a sample.
    const each = Math.max(1, Math.floor(60 / pages.length))
    for (const page of pages) await measure(target, page, each, connections)
    minute++
    samples.push({ minute, rssMb: rssMb(target.server.pid) })
    log(`  minute ${minute}: RSS ${fixed(samples.at(-1)!.rssMb, 0)} MB`)
  }
  await sleep(60_000)
  return { minutes, samples, afterIdleMb: rssMb(target.server.pid) }
}

async function main() {
  const opts = options()
  if (opts.help) {
    console.log(HELP)
    return
  }
  process.chdir(path.resolve(import.meta.dirname, '..'))
  if (!process.env.DATABASE_URL) {
    throw new BenchError(
      'Set DATABASE_URL to a Postgres server, e.g. postgresql://postgres@127.0.0.1:5432/printstudio',
    )
  }
  onCleanup(await acquireLock(log))
  const loadStart = os.loadavg()[0]!
  if (loadStart > os.cpus().length * 0.75) {
    log(`Load average ${loadStart.toFixed(1)} on ${os.cpus().length} cores: read the ratios`)
  }
  const builds: [Target['build'], string][] = [['this', '.']]
  if (opts.against) builds.push(['against', opts.against])
  const buildDirs = new Map<Target['build'], string>()
  for (const [build, from] of builds) {
    const dir = await snapshotBuild(log, from)
    onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }))
    fs.writeFileSync(path.join(dir, 'bench-query-counter.mjs'), QUERY_COUNTER)
    buildDirs.set(build, dir)
  }

  // Both builds read the same databases: the same rows, in the same buffer cache.
  const targets: Target[] = []
  for (const size of opts.sizes) {
    const db = await catalogDatabase(size)
    for (const [build, dir] of buildDirs)
      targets.push(await startTarget(dir, build, size, db, opts.pageCacheSeconds))
  }

  const floorTarget = await startFloor(targets[0]!)
  const floor: PageFigures = { path: '/', status: await status(floorTarget, '/'), samples: [] }
  await autocannon({ url: floorTarget.server.url + '/', connections: 2, amount: 30 })

  const figures = new Map<Target, PageFigures[]>()
  for (const target of targets) {
    const pages: PageFigures[] = []
    for (const page of opts.pages)
      pages.push({ path: page, status: await status(target, page), samples: [] })
    figures.set(target, pages)
    // Warm-up: JIT, pools and caches, unmeasured.
    for (const page of pages.filter((p) => p.status === 200))
      await autocannon({
        url: target.server.url + pathOf(page.path),
        connections: 2,
        amount: 30,
        headers: headersFor(target, page.path),
      })
  }
  const idle = new Map(targets.map((t) => [t, rssMb(t.server.pid)]))

  // Rounds interleave every page of every catalog size (and of both builds with --against), so a
  // burst of load elsewhere on the machine spreads over all of them instead of landing on one.
  for (let round = 1; round <= opts.rounds && !isInterrupted(); round++) {
    log(`Round ${round}/${opts.rounds}`)
    floor.samples.push(
      await measure(floorTarget, FLOOR.slice('floor:'.length), opts.duration, opts.connections),
    )
    for (const page of opts.pages) {
      for (const target of targets) {
        const figure = figures.get(target)!.find((p) => p.path === page)!
        if (figure.status !== 200) continue
        figure.samples.push(await measure(target, page, opts.duration, opts.connections))
      }
    }
  }
  const seeded = targets[0]!
  const smallest = targets.filter((t) => t.size === seeded.size)
  for (const page of opts.pages.filter((p) => HEAVY_PAGES.includes(p))) {
    for (const target of smallest) {
      const figure = figures.get(target)!.find((p) => p.path === page)!
      if (figure.status !== 200 || isInterrupted()) continue
      log(`${page} at 50 connections${opts.against ? ` (${target.build})` : ''}`)
      // 50 requests in flight take a while to come back on a slow page: give the run time to count.
      figure.at50 = await measure(target, page, Math.max(opts.duration * 3, 12), 50)
    }
  }
  const afterLoad = new Map(targets.map((t) => [t, rssMb(t.server.pid)]))

  const resultOf = (build: Target['build']): ServerBenchResult => ({
    version: 1,
    createdAt: new Date().toISOString(),
    git: git(build === 'this' ? '.' : opts.against!),
    settings: {
      rounds: opts.rounds,
      duration: opts.duration,
      connections: opts.connections,
      pageCacheSeconds: opts.pageCacheSeconds,
    },
    environment: {
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      loadAverage: [loadStart, os.loadavg()[0]!],
    },
    sizes: targets
      .filter((t) => t.build === build)
      .map((t) => ({
        size: t.size,
        products: t.products,
        pages: figures.get(t)!.map((p) => ({ ...p, median: summarise(p.samples) })),
        rss: { idleMb: idle.get(t)!, afterLoadMb: afterLoad.get(t)! },
      })),
  })
  const result = resultOf('this')
  result.floor = { ...floor, median: summarise(floor.samples) }
  if (opts.against) result.against = { dir: opts.against, ...resultOf('against') }
  if (opts.soakMinutes && !isInterrupted()) {
    result.soak = await soak(
      seeded,
      opts.soakMinutes,
      opts.pages.filter((p) => figures.get(seeded)!.find((f) => f.path === p)?.status === 200),
      opts.connections,
    )
  }

  const file = `bench/results/server-${result.createdAt.replace(/[:.]/g, '-')}.json`
  fs.mkdirSync('bench/results', { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)

  console.log(
    `\nPrintStudio server benchmark, commit ${result.git.commit}${result.git.dirty ? ' + local changes' : ''}: ` +
      `${opts.rounds} interleaved round(s) of ${opts.duration} s at ${opts.connections} connections, medians; ` +
      `page cache ${opts.pageCacheSeconds ? `${opts.pageCacheSeconds} s` : 'off'}; ` +
      `load ${loadStart.toFixed(1)} -> ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores.\n` +
      `"vs layout" / "vs resource": throughput as a share of ${LAYOUT} / ${RESOURCE} in the same run.\n`,
  )
  console.log(
    `Remix floor (bench/floor/server.ts, the home page body as React elements): ` +
      `${fixed(result.floor.median?.cpuMsPerReq)} CPU ms/req, ${fixed(result.floor.median?.reqPerSec, 0)} req/s; ` +
      `"x floor" is a page's CPU per request over it.\n`,
  )
  for (const size of result.sizes) {
    console.log(`${size.products} products:`)
    console.log(sizeTable(result, size))
    console.log(
      `RSS: ${fixed(size.rss.idleMb, 0)} MB after warm-up, ${fixed(size.rss.afterLoadMb, 0)} MB after the load\n`,
    )
  }
  for (const line of deliveryPairs(result)) console.log(line)
  if (result.soak) {
    const rss = result.soak.samples.map((s) => s.rssMb)
    console.log(
      `Soak ${result.soak.minutes} min: RSS ${fixed(rss[0], 0)} MB after minute 1, ` +
        `${fixed(Math.max(...rss), 0)} MB at most, ${fixed(rss.at(-1), 0)} MB at the end ` +
        `(${fixed(((rss.at(-1)! - rss[0]!) / rss[0]!) * 100)}%), ${fixed(result.soak.afterIdleMb, 0)} MB after a minute idle\n`,
    )
  }
  if (result.against) {
    console.log(
      `Side by side with ${result.against.dir} (commit ${result.against.git.commit}${result.against.git.dirty ? ' + local changes' : ''}), ` +
        'measured in the same rounds, against -> this:\n',
    )
    console.log(comparison(result, result.against))
    console.log('')
  }
  if (fs.existsSync(BASELINE)) {
    const baseline = JSON.parse(fs.readFileSync(BASELINE, 'utf8')) as ServerBenchResult
    console.log(
      `Compared with ${BASELINE} (${baseline.createdAt}, commit ${baseline.git.commit}), baseline -> now:\n` +
        (baseline.note ? `${baseline.note}\n` : ''),
    )
    console.log(comparison(result, baseline))
  }
  if (opts.saveBaseline) {
    fs.writeFileSync(BASELINE, `${JSON.stringify(result, null, 2)}\n`)
    console.log(`\nSaved ${BASELINE}`)
  }
  console.log(`\nWrote ${file}`)
  const broken = result.sizes.flatMap((s) =>
    s.pages.filter((p) => p.status !== 200 || p.median?.errors || p.median?.non2xx),
  )
  if (broken.length) {
    process.exitCode = 1
    log(`Pages that failed or answered errors: ${broken.map((p) => p.path).join(', ')}`)
  }
}

await runScript(main, {
  stopping: 'stopping the servers and dropping the databases (again to force)',
})
