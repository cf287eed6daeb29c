/**
 * Designer benchmark:
 * `npx tsx bench/designer.ts [--runs N] [--path /designer/<slug>] [--url URL] [--against DIR]`.
 * Starts the built app on a fresh clone of the test database (or measures --url), signs a shopper
 * up through the store's API, then loads the designer in Chromium with an empty cache, N times
 * unthrottled and N times with 4x CPU slowdown and a 1.6 Mbps / 150 ms connection (Lighthouse's
 * mobile throttling, applied through the DevTools protocol), and reports the median time to the
 * editor's first frame (the `designer-ready` performance mark, from navigation start). It also
 * reports the designer's JavaScript (gzip): what the route needs to show the editor, and the
 * template chunk fetched when an option or the template menu is first used. Note the machine's
 * load average: this box is shared, so the numbers are upper bounds. `--against DIR` also serves
 * DIR's build (e.g. /work/main) on the same database and interleaves its runs with this build's,
 * so the two medians and their ratio come from the same load.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import pg from 'pg'
import { findChromium, NO_CHROMIUM } from '../scripts/lib/chromium.ts'
import { BenchError, snapshotBuild, startServer } from './lib/server.ts'

const log = (m: string) => console.error(`[bench:designer] ${m}`)
const cleanups: (() => Promise<void> | void)[] = []

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** The designer's own chunks in the built client, gzip bytes (level 9). */
function designerJs(root: string) {
  const dir = path.join(root, 'build/client/assets')
  const manifestFile = fs.readdirSync(dir).find((f) => f.startsWith('manifest-'))!
  const src = fs.readFileSync(path.join(dir, manifestFile), 'utf8')
  const manifest = JSON.parse(src.slice(src.indexOf('{'), src.lastIndexOf('}') + 1)) as {
    routes: Record<string, { module: string }>
  }
  const route = manifest.routes['routes/designer.$productId']!.module.replace('/assets/', '')
  const gz = (file: string) =>
    zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length
  const files = fs.readdirSync(dir)
  const find = (prefix: string) => files.find((f) => f.startsWith(prefix) && f.endsWith('.js'))
  // The route module, its lazily imported editor chunk (client-*) and Paper.js, as the editor needs them.
  const routeSrc = fs.readFileSync(path.join(dir, route), 'utf8')
  const editorChunks = [...routeSrc.matchAll(/designer\._productId-[\w-]+\.js/g)].map((m) => m[0])
  const initial = [route, ...new Set(editorChunks), find('client-')!, find('paper-core-')!]
  const deferred = [find('template-tools-')!]
  const sum = (list: string[]) => list.reduce((s, f) => s + gz(f), 0)
  return {
    initial: Object.fromEntries(initial.map((f) => [f, gz(f)])),
    initialTotal: sum(initial),
    deferred: Object.fromEntries(deferred.map((f) => [f, gz(f)])),
    total: sum(initial) + sum(deferred),
  }
}

/**
 * A signed-in shopper made through the store's API: registration proves the phone first
 * (decision 031), so the bench asks for a code and reads it from the outbox (no SMS provider is
 * configured for the bench's server), then registers with it.
 */
async function shopperCookies(base: string, databaseUrl: string) {
  const jar = new Map<string, string>()
  const stamp = Date.now().toString(36)
  const phone = `9${String(Date.now()).slice(-9)}`
  const call = async (name: string, body: unknown) => {
    const response = await fetch(`${base}/api/auth/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok)
      throw new BenchError(`${name} answered ${response.status}: ${await response.text()}`)
    return response
  }
  await call('send-otp', { phone })
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const { rows } = await db
    .query<{ text: string }>(
      `SELECT text FROM "OutboxMessage" WHERE channel = 'SMS' AND "to" LIKE $1
       ORDER BY "createdAt" DESC LIMIT 1`,
      [`%${phone}`],
    )
    .finally(() => db.end())
  const otp = /\b(\d{6})\b/.exec(rows[0]?.text ?? '')?.[1]
  if (!otp) throw new BenchError('No sign-in code in the outbox (is an SMS provider configured?)')
  const response = await call('register', {
    firstName: 'Bench',
    lastName: 'Designer',
    email: `bench-designer-${stamp}@example.com`,
    phone,
    password: 'Bench2026pass',
    confirmPassword: 'Bench2026pass',
    otp,
  })
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';')
    const at = pair!.indexOf('=')
    jar.set(pair!.slice(0, at), pair!.slice(at + 1))
  }
  return [...jar].map(([name, value]) => ({ name, value, url: base }))
}

interface Target {
  name: string
  base: string
  buildDir: string | null
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      path: { type: 'string', default: '/designer/standard-visiting-cards' },
      url: { type: 'string' },
      against: { type: 'string' },
    },
  })
  process.chdir(path.resolve(import.meta.dirname, '..'))
  const runs = Number(values.runs)
  const found = await findChromium('bench')
  if (!found) throw new BenchError(NO_CHROMIUM)
  if (values.url && values.against) throw new BenchError('--against needs the built app, not --url')

  const targets: Target[] = []
  let databaseUrl = process.env.DATABASE_URL ?? ''
  if (values.url) {
    targets.push({ name: 'this', base: values.url, buildDir: null })
  } else {
    const { ensureTemplate, createDatabaseFromTemplate } =
      await import('../tests/setup/template.ts')
    const template = await ensureTemplate(log)
    if (template.kind === 'pglite') throw new BenchError('bench:designer needs DATABASE_URL')
    const db = await createDatabaseFromTemplate(template, 'bench_designer')
    cleanups.push(() => db.drop())
    databaseUrl = db.url
    // The baseline (--against DIR: another checkout's build) serves the same database.
    const builds: [string, string][] = [['this', '.']]
    if (values.against) builds.push(['baseline', values.against])
    for (const [name, from] of builds) {
      const buildDir = await snapshotBuild(log, from)
      cleanups.push(() => fs.rmSync(buildDir, { recursive: true, force: true }))
      const server = await startServer({ buildDir, databaseUrl: db.url, poolSize: 10 })
      cleanups.push(() => server.stop())
      targets.push({ name, base: server.url, buildDir })
    }
  }
  const cookies = await shopperCookies(targets[0]!.base, databaseUrl)
  const browser = await chromium.launch({
    executablePath: found.path,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  cleanups.push(() => browser.close())
  const load = os.loadavg()[0]!

  async function once(target: Target, throttled: boolean) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addCookies(cookies.map((c) => ({ ...c, url: target.base })))
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    if (throttled) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
    }
    await page.goto(target.base + values.path, { waitUntil: 'commit' })
    await page.waitForFunction(
      () => performance.getEntriesByName('designer-ready').length > 0,
      null,
      {
        timeout: 120_000,
        polling: 50,
      },
    )
    const ms = await page.evaluate(
      () => performance.getEntriesByName('designer-ready')[0]!.startTime,
    )
    await context.close()
    return Math.round(ms)
  }

  // Warm each server (JIT, pool), then interleave the builds run by run so both see the same load.
  for (const t of targets) await once(t, false)
  const fast = new Map<string, number[]>(targets.map((t) => [t.name, []]))
  const slow = new Map<string, number[]>(targets.map((t) => [t.name, []]))
  for (let i = 0; i < runs; i++)
    for (const t of targets) fast.get(t.name)!.push(await once(t, false))
  for (let i = 0; i < runs; i++)
    for (const t of targets) slow.get(t.name)!.push(await once(t, true))
  const results = targets.map((t) => {
    const f = fast.get(t.name)!
    const s = slow.get(t.name)!
    return {
      build: t.name,
      unthrottledMs: { median: median(f), all: f },
      throttledMs: { median: median(s), all: s, cpu: '4x', network: '1.6 Mbps, 150 ms' },
      designerJsGzip: designerJs(t.buildDir ?? '.'),
    }
  })
  const [mine, base] = results
  const result = {
    path: values.path,
    runs,
    loadAverage: { start: load, end: os.loadavg()[0] },
    cpus: os.cpus().length,
    ...(base
      ? {
          ratio: {
            unthrottled: +(mine!.unthrottledMs.median / base.unthrottledMs.median).toFixed(2),
            throttled: +(mine!.throttledMs.median / base.throttledMs.median).toFixed(2),
          },
        }
      : {}),
    results,
  }
  console.log(JSON.stringify(result, null, 2))
}

main()
  .catch((error) => {
    console.error(error instanceof BenchError ? error.message : error)
    process.exitCode = 1
  })
  .finally(async () => {
    for (const c of cleanups.reverse()) await c()
  })
