/**
 * Web performance benchmark: `npx tsx bench/web.ts [--runs N] [--pages /,/shop] [--url URL]
 * [--save-baseline] [--timeout S] [--keep-reports] [--static-copy]`. Starts the built app on its own database (or
 * measures --url), then per page: HTML, first-load JS and CSS sizes (gzip level 9) and Lighthouse
 * mobile performance (median of N runs). Writes bench/results/web-<timestamp>.json, compares with
 * bench/baseline.json when it exists. docs/decisions/007-web-benchmark.md says how to read it.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { measurePageBytes } from './lib/bytes.ts'
import { killChromes, runContext, runLighthouse, type LighthouseRun } from './lib/lighthouse.ts'
import { findChromium, NO_CHROMIUM } from '../scripts/lib/chromium.ts'
import { isInterrupted, log, onCleanup, runScript } from './lib/harness.ts'
import { saveDocument, startStaticCopy } from './lib/static-copy.ts'
import { MOBILE_USER_AGENT } from './lib/bytes.ts'
import { acquireLock } from './lib/lock.ts'
import {
  comparabilityWarnings,
  bootupDetails,
  comparison,
  details,
  resultTable,
  staticCopyTable,
  summariseRuns,
  type BenchResult,
  type PageResult,
} from './lib/report.ts'
import { BenchError, snapshotBuild, startServer } from './lib/server.ts'

const DEFAULT_PAGES = ['/', '/shop', '/product/standard-visiting-cards', '/cart', '/checkout']
/** Pages measured as a signed-in shopper with a cart and a saved address (see shopperCookie). */
const SIGNED_IN_PAGES = new Set(['/checkout'])
const HELP = `Usage: npx tsx bench/web.ts [options]
  --runs N          Lighthouse runs per page, median reported (default 3)
  --pages LIST      comma-separated paths (default ${DEFAULT_PAGES.join(',')})
  --url URL         measure a running server instead of starting the build
  --save-baseline   also write bench/baseline.json from this run
  --timeout S       seconds allowed for one Lighthouse run (default 120)
  --keep-reports    keep each Lighthouse report (JSON) under bench/results/
  --static-copy     also Lighthouse each page's saved HTML served as a file (its other requests
                    passed to the app), interleaved in the same run: TBT and score side by side
Env: DATABASE_URL (Postgres server to clone the test template on; embedded DB when unset),
     CHROME_PATH (else the Chromium scripts/lib/chromium.ts finds),
     BENCH_PORTS (e.g. 4520-4529: the range the built app's port is taken from)`

function parse() {
  try {
    return parseArgs({
      options: {
        runs: { type: 'string', default: '3' },
        pages: { type: 'string', default: DEFAULT_PAGES.join(',') },
        url: { type: 'string' },
        'save-baseline': { type: 'boolean', default: false },
        timeout: { type: 'string', default: '120' },
        'keep-reports': { type: 'boolean', default: false },
        'static-copy': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values
  } catch (error) {
    throw new BenchError(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`)
  }
}

function options() {
  const values = parse()
  const runs = Number(values.runs)
  const timeout = Number(values.timeout)
  if (!Number.isInteger(runs) || runs < 1 || runs > 25) throw new BenchError('--runs takes 1 to 25')
  if (!(timeout >= 10)) throw new BenchError('--timeout takes a number of seconds, at least 10')
  const pages = values.pages
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  if (!pages.length || pages.some((p) => !p.startsWith('/'))) {
    throw new BenchError('--pages takes paths starting with /, e.g. --pages /,/shop')
  }
  if (values.url && !/^https?:\/\/[^/]+/.test(values.url)) {
    throw new BenchError('--url takes an http(s) origin, e.g. --url http://127.0.0.1:3000')
  }
  return { ...values, runs, timeoutMs: timeout * 1000, pages }
}

function git() {
  const run = (args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout?.trim() ?? ''
  return {
    commit: run(['rev-parse', '--short', 'HEAD']) || 'unknown',
    dirty: !!run(['status', '--porcelain']),
  }
}

/** The built app on a fresh clone of the test template database. */
async function startBuiltApp() {
  const buildDir = await snapshotBuild(log)
  onCleanup(() => fs.rmSync(buildDir, { recursive: true, force: true }))
  const { ensureTemplate, createDatabaseFromTemplate } = await import('../tests/setup/template.ts')
  log(process.env.DATABASE_URL ? 'Preparing the database' : 'Preparing an embedded database')
  const template = await ensureTemplate(log)
  const db = await createDatabaseFromTemplate(template, 'bench')
  onCleanup(() => db.drop())
  const server = await startServer({
    buildDir,
    databaseUrl: db.url,
    poolSize: template.kind === 'pglite' ? 1 : 10, // one connection to PGlite (decision 003)
  })
  onCleanup(() => server.stop())
  log(`Built app running at ${server.url}`)
  return {
    url: server.url,
    database: template.kind === 'pglite' ? 'embedded' : 'postgres',
    databaseUrl: db.url,
  } as const
}

/** A few unmeasured loads so the first Lighthouse run meets a warm server (JIT, pool, caches). */
async function warmUp(pages: { url: string; headers: Record<string, string> }[]) {
  for (let i = 0; i < 3; i++) {
    for (const { url, headers } of pages)
      await fetch(url, { redirect: 'manual', headers }).then((r) => r.arrayBuffer())
  }
}

/** The last code the outbox holds for `phone` (the server's database must be Postgres). */
async function phoneCode(databaseUrl: string | undefined, phone: string) {
  if (!databaseUrl?.startsWith('postgres')) {
    throw new BenchError('/checkout needs a Postgres database to read the sign-up code from')
  }
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ text: string }>(
      `SELECT text FROM "OutboxMessage" WHERE "to" LIKE $1 ORDER BY "createdAt" DESC LIMIT 1`,
      [`%${phone}`],
    )
    const code = /\b(\d{6})\b/.exec(rows[0]?.text ?? '')?.[1]
    if (!code) throw new BenchError(`no sign-up code in the outbox for ${phone}`)
    return code
  } finally {
    await client.end()
  }
}

/**
 * A shopper for the signed-in pages, made through the store's own API: registered (session
 * cookie), one product in the cart (cart cookie) and a saved address, so /checkout renders its
 * whole form.
 */
async function shopperCookie(base: string, databaseUrl: string | undefined) {
  const jar = new Map<string, string>()
  const call = async (path: string, body: unknown) => {
    const response = await fetch(base + path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify(body),
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const at = pair!.indexOf('=')
      jar.set(pair!.slice(0, at), pair!.slice(at + 1))
    }
    if (!response.ok)
      throw new BenchError(`${path} answered ${response.status}: ${await response.text()}`)
  }
  const stamp = Date.now().toString(36)
  const phone = `9${String(Date.now()).slice(-9)}`
  // Registration needs the code sent to the phone (decision 031): with no SMS provider it waits
  // in the outbox, read here from the bench's own database.
  await call('/api/auth/send-otp', { phone })
  await call('/api/auth/register', {
    firstName: 'Bench',
    lastName: 'Shopper',
    email: `bench-${stamp}@example.com`,
    phone,
    password: 'Bench2026pass',
    confirmPassword: 'Bench2026pass',
    otp: await phoneCode(databaseUrl, phone),
  })
  // A print needs its artwork or the shopper's "Send my file later" before it goes in the cart.
  await call('/api/cart/item', { slug: 'standard-visiting-cards', artworkLater: true })
  await call('/api/addresses', {
    name: 'Bench Shopper',
    phone: '9876543210',
    line1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560001',
    isDefault: true,
  })
  return { Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') }
}

async function main() {
  const opts = options()
  if (opts.help) {
    console.log(HELP)
    return
  }
  process.chdir(path.resolve(import.meta.dirname, '..'))
  const chromium = await findChromium('bench')
  if (!chromium) throw new BenchError(NO_CHROMIUM)
  const chromePath = chromium.path
  onCleanup(await acquireLock(log))
  const load = os.loadavg()[0]!
  if (load > os.cpus().length * 0.75) {
    log(`Load average ${load.toFixed(1)} on ${os.cpus().length} cores: timings will be noisy`)
  }

  const target = opts.url
    ? { kind: 'url' as const, url: opts.url.replace(/\/$/, '') }
    : { kind: 'built' as const, ...(await startBuiltApp()) }
  const signedIn = opts.pages.some((p) => SIGNED_IN_PAGES.has(p))
    ? await shopperCookie(
        target.url,
        target.kind === 'built' ? target.databaseUrl : process.env.DATABASE_URL,
      )
    : {}
  const headersFor = (pagePath: string) => (SIGNED_IN_PAGES.has(pagePath) ? signedIn : {})
  const pages: PageResult[] = []
  for (const pagePath of opts.pages) {
    const url = target.url + pagePath
    try {
      pages.push({ path: pagePath, url, ...(await measurePageBytes(url, headersFor(pagePath))) })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      pages.push({ path: pagePath, url, status: 0, error: message, missing: [] })
    }
  }
  await warmUp(pages.map((p) => ({ url: p.url, headers: headersFor(p.path) })))

  const measured = pages.filter((p) => p.status === 200)
  // The static copy: each page's document saved now, served as a file at the same path.
  if (opts['static-copy'] && measured.length) {
    const documents = new Map<string, string>()
    for (const page of measured) {
      const headers = { ...headersFor(page.path), 'User-Agent': MOBILE_USER_AGENT }
      try {
        documents.set(page.path, await saveDocument(page.url, headers))
      } catch (error) {
        page.staticCopy = { url: '', error: error instanceof Error ? error.message : String(error) }
      }
    }
    const copy = await startStaticCopy(target.url, documents)
    onCleanup(() => copy.stop())
    for (const page of measured) {
      if (documents.has(page.path)) page.staticCopy = { url: copy.url + page.path }
    }
    log(`Static copies served at ${copy.url}`)
  }
  /** One Lighthouse series: a page as the app serves it, or its static copy. */
  type Series = { key: string; label: string; url: string; headers?: Record<string, string> }
  const series: Series[] = measured.flatMap((page) => [
    {
      key: page.path,
      label: page.path,
      url: page.url,
      headers: SIGNED_IN_PAGES.has(page.path) ? headersFor(page.path) : undefined,
    },
    ...(page.staticCopy?.url
      ? [
          {
            key: `copy ${page.path}`,
            label: `${page.path} (static copy)`,
            url: page.staticCopy.url,
          },
        ]
      : []),
  ])
  const runs = new Map<string, LighthouseRun[]>(series.map((s) => [s.key, []]))
  const failures = new Map<string, string[]>(series.map((s) => [s.key, []]))
  const reportsDir = `bench/results/lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}`
  let context: ReturnType<typeof runContext> | undefined
  // Runs interleave pages (and each page with its copy), so a burst of load elsewhere on the
  // machine spreads over all of them.
  for (let run = 1; run <= opts.runs; run++) {
    for (const one of series) {
      log(`Lighthouse ${one.label} (run ${run}/${opts.runs})`)
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          const { run: result, lhr } = await runLighthouse(one.url, {
            chromePath,
            timeoutMs: opts.timeoutMs,
            headers: one.headers,
          })
          runs.get(one.key)!.push(result)
          context ??= runContext(lhr, chromePath)
          if (opts['keep-reports']) {
            fs.mkdirSync(reportsDir, { recursive: true })
            const name = `${one.key.replace(/\W+/g, '_') || 'index'}-${run}.json`
            fs.writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr))
          }
          break
        } catch (error) {
          if (isInterrupted()) return
          const message = error instanceof Error ? error.message : String(error)
          log(`  failed (attempt ${attempt}): ${message}`)
          if (attempt === 2) failures.get(one.key)!.push(`run ${run}: ${message}`)
        }
      }
    }
  }
  const summary = (key: string) => {
    const seriesRuns = runs.get(key) ?? []
    const failedRuns = failures.get(key) ?? []
    return seriesRuns.length
      ? { lighthouse: { runs: seriesRuns, failedRuns, ...summariseRuns(seriesRuns) } }
      : { error: `every Lighthouse run failed: ${failedRuns.join('; ')}` }
  }
  for (const page of measured) {
    Object.assign(page, summary(page.path))
    if (page.staticCopy?.url) Object.assign(page.staticCopy, summary(`copy ${page.path}`))
  }

  const benchmarkIndexes = [...runs.values()].flat().map((r) => r.benchmarkIndex)
  const result: BenchResult = {
    version: 1,
    createdAt: new Date().toISOString(),
    git: git(),
    target: {
      kind: target.kind,
      url: target.url,
      ...(target.kind === 'built' ? { database: target.database } : {}),
    },
    runsPerPage: opts.runs,
    environment: {
      ...context,
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      loadAverage: { start: load, end: os.loadavg()[0]! },
      ...(benchmarkIndexes.length
        ? { benchmarkIndex: benchmarkIndexes.sort((a, b) => a - b)[benchmarkIndexes.length >> 1] }
        : {}),
    },
    pages,
  }

  const file = `bench/results/web-${result.createdAt.replace(/[:.]/g, '-')}.json`
  fs.mkdirSync('bench/results', { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)

  const env = result.environment
  console.log(
    `\nPrintStudio web benchmark: ${target.url} (${target.kind === 'built' ? `built app, ${target.database} database` : 'running server'}), ` +
      `commit ${result.git.commit}${result.git.dirty ? ' + local changes' : ''}\n` +
      `Lighthouse ${env.lighthouseVersion ?? '?'}, Chromium ${env.chromeVersion ?? '?'}, ${env.formFactor ?? '?'}; ` +
      `median of ${opts.runs} run(s); sizes are gzip -9 of each file; CPU index ${env.benchmarkIndex ?? '?'}, ` +
      `load ${env.loadAverage.start.toFixed(1)} -> ${env.loadAverage.end.toFixed(1)} on ${env.cpus} cores\n`,
  )
  console.log(resultTable(result))
  const more = details(result)
  if (more) console.log(`\n${more}`)
  const sideBySide = staticCopyTable(result)
  if (sideBySide) {
    console.log(
      `\nEach page beside its static copy (same HTML and JavaScript served as a file), same run; ` +
        `main-thread work by kind, medians:\n\n${sideBySide}`,
    )
  }
  const scripts = bootupDetails(result)
  if (scripts) console.log(`\nMain-thread time by script (median-score run):\n${scripts}`)

  const baselineFile = 'bench/baseline.json'
  if (fs.existsSync(baselineFile)) {
    const baseline = JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as BenchResult
    console.log(
      `\nCompared with ${baselineFile} (${baseline.createdAt}, commit ${baseline.git.commit}` +
        `${baseline.git.dirty ? ' + local changes' : ''}):\n`,
    )
    console.log(comparison(result, baseline))
    for (const warning of comparabilityWarnings(result, baseline)) console.log(`note: ${warning}`)
  }
  if (opts['save-baseline']) {
    fs.writeFileSync(baselineFile, `${JSON.stringify(result, null, 2)}\n`)
    console.log(`\nSaved ${baselineFile}`)
  }
  console.log(`\nWrote ${file}`)
  const withPaymentScript = pages.filter((p) => p.paymentScript)
  console.log(
    withPaymentScript.length
      ? `\nPayment script on first load: ${withPaymentScript.map((p) => p.path).join(', ')} (must be none)`
      : '\nPayment script on first load: none (Checkout.js loads only on the pay step)',
  )
  const broken = pages.filter((p) => p.missing.length || p.error || p.paymentScript)
  if (broken.length) {
    process.exitCode = 1
    log(`Problems on ${broken.map((p) => p.path).join(', ')}: see the details above`)
  }
}

await runScript(main, {
  stopping: 'stopping the server and dropping the database (again to force)',
  beforeCleanup: killChromes,
})
