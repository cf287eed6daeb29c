/**
 * Designer benchmark: `npx tsx bench/designer.ts [--runs N] [--path /designer/<slug>] [--url URL]`.
 * Starts the built app on a fresh clone of the test database (or measures --url), signs a shopper
 * up through the store's API, then loads the designer in Chromium with an empty cache, N times
 * unthrottled and N times with 4x CPU slowdown and a 1.6 Mbps / 150 ms connection (Lighthouse's
 * mobile throttling, applied through the DevTools protocol), and reports the median time to the
 * editor's first frame (the `designer-ready` performance mark, from navigation start). It also
 * reports the designer's JavaScript (gzip): what the route needs to show the editor, and the
 * template chunk fetched when an option or the template menu is first used. Note the machine's
 * load average: this box is shared, so the numbers are upper bounds.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
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
function designerJs() {
  const dir = 'build/client/assets'
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

async function shopperCookies(base: string) {
  const jar = new Map<string, string>()
  const stamp = Date.now().toString(36)
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Designer',
      email: `bench-designer-${stamp}@example.com`,
      phone: `9${String(Date.now()).slice(-9)}`,
      password: 'Bench2026pass',
      confirmPassword: 'Bench2026pass',
    }),
  })
  if (!response.ok) throw new BenchError(`register answered ${response.status}`)
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';')
    const at = pair!.indexOf('=')
    jar.set(pair!.slice(0, at), pair!.slice(at + 1))
  }
  return [...jar].map(([name, value]) => ({ name, value, url: base }))
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      path: { type: 'string', default: '/designer/standard-visiting-cards' },
      url: { type: 'string' },
    },
  })
  process.chdir(path.resolve(import.meta.dirname, '..'))
  const runs = Number(values.runs)
  const found = await findChromium('bench')
  if (!found) throw new BenchError(NO_CHROMIUM)

  let base = values.url
  if (!base) {
    const buildDir = await snapshotBuild(log)
    cleanups.push(() => fs.rmSync(buildDir, { recursive: true, force: true }))
    const { ensureTemplate, createDatabaseFromTemplate } =
      await import('../tests/setup/template.ts')
    const template = await ensureTemplate(log)
    const db = await createDatabaseFromTemplate(template, 'bench_designer')
    cleanups.push(() => db.drop())
    const server = await startServer({
      buildDir,
      databaseUrl: db.url,
      poolSize: template.kind === 'pglite' ? 1 : 10,
    })
    cleanups.push(() => server.stop())
    base = server.url
  }
  const cookies = await shopperCookies(base)
  const browser = await chromium.launch({
    executablePath: found.path,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  cleanups.push(() => browser.close())
  const load = os.loadavg()[0]!

  async function once(throttled: boolean) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addCookies(cookies)
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
    await page.goto(base + values.path, { waitUntil: 'commit' })
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

  await once(false) // warm the server (JIT, pool)
  const fast: number[] = []
  const slow: number[] = []
  for (let i = 0; i < runs; i++) fast.push(await once(false))
  for (let i = 0; i < runs; i++) slow.push(await once(true))
  const js = designerJs()
  const result = {
    path: values.path,
    runs,
    loadAverage: { start: load, end: os.loadavg()[0] },
    cpus: os.cpus().length,
    unthrottledMs: { median: median(fast), all: fast },
    throttledMs: { median: median(slow), all: slow, cpu: '4x', network: '1.6 Mbps, 150 ms' },
    designerJsGzip: js,
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
