/**
 * Load benchmark: `npm run bench:load [-- --connections 50,200 --duration 60 --page-seconds 10]`
 * or `npm run bench:load -- --soak [minutes]`. Starts the built app in the production shape
 * (Dockerfile's Node options) on a fresh clone of the seeded template on the Postgres server at
 * DATABASE_URL, on loopback, and drives it with autocannon:
 *   - each page alone, to give its cost as a ratio to a bare page of the same server (/healthz:
 *     Express, one `SELECT 1`, no Remix);
 *   - a mixed browse and cart workload (home, shop, product, add to cart, cart page, cart JSON,
 *     remove) at each connection count, reporting requests/s, p50/p99, errors, and the server's
 *     RSS before, at its peak and after (from /proc);
 *   - `--soak`: the mixed workload at 50 connections for 30 minutes (or the minutes given), with
 *     RSS every 10 s, and whether memory stayed flat;
 *   - `--uploads`: four anonymous 60-megapixel JPEGs (about 19 MB each, like a phone's panorama) to
 *     `/api/upload/single-image` at once, with `/healthz` probed every 20 ms meanwhile from a
 *     thread of its own: each upload's answer and time, the server's peak RSS and the probes'
 *     p50/p99/max (issue 11's target: under 400 MB and under 100 ms).
 *   - `--attack [S]`: S seconds (default 20) of 40k-field forms, 250 MB bodies and 19 MB urlencoded
 *     uploads, /healthz probed meanwhile (bench/lib/attack.ts, decision 030); `--against DIR` runs
 *     the same attack on another checkout's build first, for before and after in one run.
 * Writes bench/results/load-<time>.json. docs/decisions/028-reliability-and-security.md says how
 * to read it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { Worker } from 'node:worker_threads'
import autocannon from 'autocannon'
import pg from 'pg'
import sharp from 'sharp'
import { attack, printAttack, type AttackResult } from './lib/attack.ts'
import { machineLoad, processMemory } from './lib/deploy-shape.ts'
import {
  log,
  reportHeader,
  requirePostgres,
  runBenchmark,
  startBuiltApp,
  writeReport,
} from './lib/harness.ts'
import { cpuMs, machineCpuMs } from './lib/proc.ts'
import { BenchError, type RunningServer } from './lib/server.ts'

const HELP = `Usage: npm run bench:load -- [options]
  --connections LIST  connection counts of the mixed workload (default 50,200)
  --duration S        seconds of each mixed run (default 60, at most 120)
  --page-seconds S    seconds of each page's own run, at 10 connections (default 10)
  --soak [MIN]        instead: the mixed workload at 50 connections for MIN minutes (default 30)
  --uploads [N]       instead: N concurrent 60 MP JPEG uploads (default 4), /healthz probed meanwhile
  --attack [S]        instead: S seconds (default 20) of oversized and many-field requests, /healthz
                      probed meanwhile; --against DIR attacks that checkout's build first
  --against DIR       with the mixed workload: also start DIR's build (built, with its node_modules)
                      and run its mixed workload in the same rounds, alternating with this build's
  --rounds N          with --against: rounds of (other build, this build), default 2
Env: DATABASE_URL (a Postgres server; the app gets a fresh database cloned from the test template)`

const BARE = '/healthz'
const PAGES = [
  '/',
  '/shop',
  '/product/standard-visiting-cards',
  '/categories',
  '/cart',
  '/api/cart',
  '/resources/search?q=card',
]

function options() {
  const { values, positionals } = parseArgs({
    options: {
      connections: { type: 'string', default: '50,200' },
      duration: { type: 'string', default: '60' },
      'page-seconds': { type: 'string', default: '10' },
      soak: { type: 'boolean', default: false },
      uploads: { type: 'boolean', default: false },
      attack: { type: 'boolean', default: false },
      against: { type: 'string' },
      rounds: { type: 'string', default: '2' },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  })
  const connections = values.connections.split(',').map(Number)
  const duration = Number(values.duration)
  const pageSeconds = Number(values['page-seconds'])
  const number = positionals.find((p) => /^\d+$/.test(p))
  const soakMinutes = values.soak ? Number(number ?? 30) : 0
  const uploadCount = values.uploads ? Number(number ?? 4) : 0
  if (connections.some((c) => !Number.isInteger(c) || c < 1 || c > 1000))
    throw new BenchError('--connections takes numbers from 1 to 1000, e.g. 50,200')
  if (!(duration >= 5 && duration <= 120)) throw new BenchError('--duration takes 5 to 120')
  if (!(pageSeconds >= 2 && pageSeconds <= 60)) throw new BenchError('--page-seconds takes 2 to 60')
  if (values.soak && !(soakMinutes >= 1 && soakMinutes <= 240))
    throw new BenchError('--soak takes 1 to 240 minutes')
  if (values.uploads && !(uploadCount >= 1 && uploadCount <= 16))
    throw new BenchError('--uploads takes 1 to 16 uploads')
  const attackSeconds = values.attack ? Number(number ?? 20) : 0
  if (values.attack && !(attackSeconds >= 5 && attackSeconds <= 120))
    throw new BenchError('--attack takes 5 to 120 seconds')
  const rounds = Number(values.rounds)
  if (!(Number.isInteger(rounds) && rounds >= 1 && rounds <= 10))
    throw new BenchError('--rounds takes 1 to 10')
  const against = values.against ? path.resolve(values.against) : undefined
  if (against && !fs.existsSync(path.join(against, 'node_modules')))
    throw new BenchError(`--against ${against}: no node_modules there (install and build it first)`)
  return {
    help: values.help,
    connections,
    duration,
    pageSeconds,
    soakMinutes,
    uploadCount,
    attackSeconds,
    against,
    rounds,
  }
}

type Context = { cookie?: string; itemId?: string }

/** Keeps the cart cookie of one shopper (one autocannon connection, one loop of the list). */
function keepCookie(context: Context, headers: Record<string, string | string[]>) {
  const set = headers['set-cookie'] ?? headers['Set-Cookie']
  const cookies = [set ?? []].flat().map((c) => c.split(';')[0]!)
  if (cookies.length) context.cookie = cookies.join('; ')
}

const withCookie = (path: string, method = 'GET') => ({
  method: method as 'GET',
  path,
  setupRequest: (req: autocannon.Request, context: Context) => ({
    ...req,
    headers: { ...req.headers, ...(context.cookie ? { Cookie: context.cookie } : {}) },
  }),
})

/** One shopper's visit; autocannon starts a fresh context (no cookie) at every loop. */
const MIXED: autocannon.Request[] = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/shop' },
  { method: 'GET', path: '/product/standard-visiting-cards' },
  {
    method: 'POST',
    path: '/api/cart/item',
    headers: { 'Content-Type': 'application/json' },
    // "Send my file later" (decision 033): without artwork the add is refused with a 400, and the
    // cart page and the removal after it would measure an empty cart and a 404.
    body: JSON.stringify({ slug: 'standard-visiting-cards', artworkLater: true }),
    onResponse: (status: number, body: string, context: Context, headers) => {
      keepCookie(context, headers as Record<string, string>)
      try {
        context.itemId = (JSON.parse(body) as { item?: { id?: string } }).item?.id
      } catch {
        // No id: the removal below is skipped.
      }
    },
  } as autocannon.Request,
  withCookie('/cart') as autocannon.Request,
  withCookie('/api/cart') as autocannon.Request,
  {
    method: 'DELETE',
    path: '/api/cart/item/none',
    setupRequest: (req: autocannon.Request, context: Context) => ({
      ...req,
      path: `/api/cart/item/${context.itemId ?? 'none'}`,
      headers: { ...req.headers, ...(context.cookie ? { Cookie: context.cookie } : {}) },
    }),
  } as autocannon.Request,
]

function figures(result: autocannon.Result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: (result as unknown as { statusCodeStats?: Record<string, { count: number }> })
      .statusCodeStats,
  }
}

async function cannon(opts: autocannon.Options, onResponse?: ResponseListener) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ timeout: 30, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
    if (onResponse) instance.on('response', onResponse)
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false })
  })
}

type ResponseListener = (client: unknown, status: number, bytes: number, ms: number) => void

/** Labels of the mixed workload's steps, in MIXED's order. */
const STEP_LABELS = MIXED.map(
  (r) => `${r.method ?? 'GET'} ${(r.path ?? '').replace(/\/none$/, '/:id')}`,
)

/**
 * Every answer's time, by step of the mixed workload: autocannon's own figures have no p95 and
 * say nothing of which request makes the tail. The listener runs before the client sends its next
 * request (pipelining 1), so the request iterator still points at the one answered.
 */
function latencyRecorder() {
  const byStep = new Map<number, number[]>()
  const all: number[] = []
  const listener: ResponseListener = (client, _status, _bytes, ms) => {
    const index =
      (client as { requestIterator?: { currentRequestIndex?: number } }).requestIterator
        ?.currentRequestIndex ?? -1
    all.push(ms)
    const list = byStep.get(index) ?? []
    list.push(ms)
    byStep.set(index, list)
  }
  const summary = (values: number[]) => ({
    requests: values.length,
    p50Ms: percentile(values, 50),
    p95Ms: percentile(values, 95),
    p99Ms: percentile(values, 99),
    maxMs: Math.max(0, ...values),
  })
  return {
    listener,
    summary: () => ({
      all: summary(all),
      steps: Object.fromEntries(
        [...byStep.entries()]
          .sort(([a], [b]) => a - b)
          .map(([i, values]) => [STEP_LABELS[i] ?? `step ${i}`, summary(values)]),
      ),
    }),
  }
}

/** The Postgres backends serving one database (the app's pool), by process id. */
async function backendPids(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
    return rows.map((r) => r.pid)
  } finally {
    await client.end()
  }
}

function cpuOf(pids: number[]) {
  const byPid = new Map<number, number>()
  for (const pid of pids) {
    try {
      byPid.set(pid, cpuMs(pid))
    } catch {
      // Ended meanwhile.
    }
  }
  return byPid
}

/**
 * Where the machine's CPU went while `work` ran, from /proc: the server, this process (the load
 * generator: autocannon runs in it), the app database's Postgres backends, and the rest (other
 * processes on a shared machine). Shares are of the whole machine (every core) over the run.
 */
async function withCpu<T>(server: RunningServer, databaseUrl: string, work: () => Promise<T>) {
  const pgBefore = cpuOf(await backendPids(databaseUrl))
  const [machineBefore, serverBefore, selfBefore] = [
    machineCpuMs(),
    cpuMs(server.pid),
    process.cpuUsage(),
  ]
  const result = await work()
  const self = process.cpuUsage(selfBefore)
  const [machineAfter, serverAfter] = [machineCpuMs(), cpuMs(server.pid)]
  const pgAfter = cpuOf(await backendPids(databaseUrl))
  let postgresMs = 0
  for (const [pid, ms] of pgAfter) postgresMs += ms - (pgBefore.get(pid) ?? 0)
  const totalMs = machineAfter.totalMs - machineBefore.totalMs
  const busyMs = machineAfter.busyMs - machineBefore.busyMs
  const serverMs = serverAfter - serverBefore
  const generatorMs = (self.user + self.system) / 1000
  const share = (ms: number) => Number(((100 * ms) / Math.max(1, totalMs)).toFixed(1))
  return {
    result,
    cpu: {
      machineBusyPct: share(busyMs),
      serverPct: share(serverMs),
      generatorPct: share(generatorMs),
      postgresPct: share(postgresMs),
      otherPct: share(busyMs - serverMs - generatorMs - postgresMs),
      serverMs: Math.round(serverMs),
      generatorMs: Math.round(generatorMs),
      postgresMs: Math.round(postgresMs),
    },
  }
}

/** Samples the server's RSS while `work` runs. */
async function withMemory<T>(pid: number, work: () => Promise<T>, everyMs = 250) {
  const before = processMemory(pid)
  const samples: { t: number; rssMb: number }[] = []
  let running = true
  const t0 = performance.now()
  const sampler = (async () => {
    while (running) {
      const m = processMemory(pid)
      if (m) samples.push({ t: Math.round((performance.now() - t0) / 1000), rssMb: m.rssMb })
      await sleep(everyMs)
    }
  })()
  const result = await work()
  running = false
  await sampler
  const after = processMemory(pid)
  return {
    result,
    memory: {
      beforeMb: before?.rssMb ?? null,
      peakMb: Math.max(0, ...samples.map((s) => s.rssMb)),
      afterMb: after?.rssMb ?? null,
    },
    samples,
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

async function pages(url: string, seconds: number) {
  const rows: Record<string, ReturnType<typeof figures>> = {}
  for (const path of [BARE, ...PAGES]) {
    log(`Page ${path}: ${seconds} s at 10 connections`)
    rows[path] = figures(await cannon({ url: url + path, connections: 10, duration: seconds }))
  }
  const bare = rows[BARE]!
  return Object.fromEntries(
    Object.entries(rows).map(([path, f]) => [
      path,
      {
        ...f,
        // How many bare requests the server answers in the time of one of this page.
        costRatio: Number((bare.requestsPerSecond / Math.max(1, f.requestsPerSecond)).toFixed(2)),
        p50Ratio: Number((f.p50Ms / Math.max(0.01, bare.p50Ms)).toFixed(2)),
      },
    ]),
  )
}

async function mixed(
  server: RunningServer,
  databaseUrl: string,
  connections: number,
  seconds: number,
) {
  log(`Mixed browse and cart: ${connections} connections for ${seconds} s`)
  const latencies = latencyRecorder()
  const run = await withMemory(server.pid, () =>
    withCpu(server, databaseUrl, () =>
      cannon(
        { url: server.url, connections, duration: seconds, requests: MIXED },
        latencies.listener,
      ),
    ),
  )
  const { all, steps } = latencies.summary()
  const figs = figures(run.result.result)
  return {
    connections,
    seconds,
    ...figs,
    p95Ms: all.p95Ms,
    steps,
    cpu: run.result.cpu,
    load1: machineLoad().load1,
    memory: run.memory,
  }
}

async function soak(url: string, pid: number, minutes: number) {
  log(`Soak: mixed workload at 50 connections for ${minutes} minutes`)
  const run = await withMemory(
    pid,
    () => cannon({ url, connections: 50, duration: minutes * 60, requests: MIXED }),
    10_000,
  )
  // Memory is flat when the last stretch is within 10% (or 25 MB) of the stretch after warm-up.
  const tenth = Math.max(1, Math.floor(run.samples.length / 10))
  const early = median(run.samples.slice(tenth, 2 * tenth).map((s) => s.rssMb))
  const late = median(run.samples.slice(-tenth).map((s) => s.rssMb))
  const growthMb = late - early
  return {
    minutes,
    ...figures(run.result),
    memory: run.memory,
    earlyMedianMb: early,
    lateMedianMb: late,
    growthMb,
    flat: growthMb <= Math.max(25, early * 0.1),
    samples: run.samples,
  }
}

/** A 60 MP photo-like JPEG (smooth colour with grain), about 19 MB. */
async function bigJpeg() {
  const [width, height] = [9000, 6672]
  const base = await sharp({
    create: {
      width: 900,
      height: 667,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .blur(3)
    .png()
    .toBuffer()
  return sharp(base)
    .resize(width, height)
    .composite([
      {
        input: {
          create: {
            width,
            height,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 10 },
          },
        },
        blend: 'overlay',
      },
    ])
    .jpeg({ quality: 92 })
    .toBuffer()
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}

async function uploads(url: string, pid: number, count: number) {
  log('Making a 60 MP JPEG')
  const jpeg = await bigJpeg()
  const meta = await sharp(jpeg).metadata()
  const megapixels = Math.round(((meta.width ?? 0) * (meta.height ?? 0)) / 1e6)
  log(`${count} uploads of ${megapixels} MP, ${(jpeg.length / 2 ** 20).toFixed(1)} MB at once`)
  // The probes run on their own thread: the uploads' request bodies are built on this one, and
  // a probe timed here would count this process's pauses as the server's.
  const prober = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads')
    let probing = true
    parentPort.on('message', () => (probing = false))
    ;(async () => {
      const probes = []
      await fetch(workerData).then((r) => r.arrayBuffer()) // connection set up, not counted
      while (probing) {
        const t = performance.now()
        await fetch(workerData).then((r) => r.arrayBuffer())
        probes.push(performance.now() - t)
        await new Promise((r) => setTimeout(r, 20))
      }
      parentPort.postMessage(probes)
    })()`,
    { eval: true, workerData: `${url}/healthz` },
  )
  const probed = new Promise<number[]>((resolve) => prober.once('message', resolve))
  await sleep(500)
  const run = await withMemory(
    pid,
    () =>
      Promise.all(
        Array.from({ length: count }, async () => {
          const form = new FormData()
          form.set(
            'image',
            new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }),
            'panorama.jpg',
          )
          const t = performance.now()
          const res = await fetch(`${url}/api/upload/single-image`, {
            method: 'POST',
            body: form,
            headers: { Origin: url },
          })
          const body = await res.text()
          return {
            status: res.status,
            ms: Math.round(performance.now() - t),
            retryAfter: res.headers.get('retry-after'),
            message: res.ok ? undefined : body.slice(0, 160),
          }
        }),
      ),
    50,
  )
  await sleep(500)
  prober.postMessage('stop')
  const probes = await probed
  await prober.terminate()
  const round = (n: number) => Math.round(n * 10) / 10
  return {
    count,
    megapixels,
    bytes: jpeg.length,
    answers: run.result,
    memory: run.memory,
    healthz: {
      probes: probes.length,
      p50Ms: round(percentile(probes, 50)),
      p99Ms: round(percentile(probes, 99)),
      maxMs: round(Math.max(0, ...probes)),
      over100Ms: probes.filter((ms) => ms >= 100).length,
    },
  }
}

type MixedRun = Awaited<ReturnType<typeof mixed>>

function printMixed(m: MixedRun, label = '') {
  const c = m.cpu
  console.log(
    `  ${label}${String(m.connections).padStart(4)} connections: ${m.requestsPerSecond} req/s, p50 ${m.p50Ms} ms, p95 ${m.p95Ms} ms, p99 ${m.p99Ms} ms, errors ${m.errors}, timeouts ${m.timeouts}, non-2xx ${m.non2xx}; RSS ${m.memory.beforeMb} -> peak ${m.memory.peakMb} -> ${m.memory.afterMb} MB`,
  )
  console.log(
    `  ${' '.repeat(label.length)}     CPU of the machine: ${c.machineBusyPct}% busy = server ${c.serverPct}% + load generator ${c.generatorPct}% + Postgres ${c.postgresPct}% + other ${c.otherPct}%; load ${m.load1}`,
  )
  for (const [step, f] of Object.entries(m.steps))
    console.log(
      `  ${' '.repeat(label.length)}     ${step.padEnd(36)} p50 ${String(f.p50Ms).padStart(5)}  p95 ${String(f.p95Ms).padStart(5)}  p99 ${String(f.p99Ms).padStart(5)}  max ${f.maxMs} ms`,
    )
}

/**
 * The mixed workload on this build and on another checkout's, each on its own fresh database,
 * alternating run by run (the other build first in each round), so both see the same machine.
 */
async function sideBySide(
  opts: ReturnType<typeof options> & { against: string },
  header: ReturnType<typeof reportHeader>,
  serverUrl: string,
  self: { server: RunningServer; databaseUrl: string },
) {
  const other = await startBuiltApp({ serverUrl, label: 'load-against', from: opts.against })
  log(`Warming up ${opts.against}: 5 s of the mixed workload at 10 connections`)
  await cannon({ url: other.server.url, connections: 10, duration: 5, requests: MIXED })
  const builds = [
    ['against', other],
    ['this', self],
  ] as const
  const runs: { build: string; round: number; run: MixedRun }[] = []
  for (let round = 1; round <= opts.rounds; round++) {
    for (const connections of opts.connections) {
      for (const [build, target] of builds) {
        log(`Round ${round}, ${build} build`)
        const run = await mixed(target.server, target.databaseUrl, connections, opts.duration)
        runs.push({ build, round, run })
      }
    }
  }
  writeReport('load-against', {
    ...header,
    against: opts.against,
    machineAtEnd: machineLoad(),
    runs,
  })
  console.log(`\nMixed browse and cart, ${opts.duration} s each, against = ${opts.against}:`)
  for (const { build, round, run } of runs) printMixed(run, `round ${round} ${build.padEnd(7)}`)
}

async function main() {
  const opts = options()
  if (opts.help) {
    console.log(HELP)
    return
  }
  const serverUrl = requirePostgres()
  const header = reportHeader('load')
  if (opts.attackSeconds) {
    const results: Record<string, AttackResult> = {}
    // The other build first (the "before"), each on its own fresh database and server.
    const builds: [string, string][] = opts.against
      ? [
          [`against ${opts.against}`, opts.against],
          ['this build', '.'],
        ]
      : [['this build', '.']]
    for (const [label, from] of builds) {
      const { server } = await startBuiltApp({ serverUrl, label: 'attack', from })
      results[label] = await attack(server, opts.attackSeconds)
      await server.stop()
    }
    writeReport('load-attack', { ...header, machineAtEnd: machineLoad(), attack: results })
    let met = true
    for (const [label, result] of Object.entries(results)) met = printAttack(label, result) && met
    if (!met && !opts.against) process.exitCode = 1
    return
  }
  const { server, databaseUrl } = await startBuiltApp({ serverUrl, label: 'load' })
  log('Warming up: 5 s of the mixed workload at 10 connections')
  await cannon({ url: server.url, connections: 10, duration: 5, requests: MIXED })
  const idle = processMemory(server.pid)

  if (opts.against) {
    await sideBySide({ ...opts, against: opts.against }, header, serverUrl, {
      server,
      databaseUrl,
    })
    return
  }

  if (opts.uploadCount) {
    const result = await uploads(server.url, server.pid, opts.uploadCount)
    writeReport('load-uploads', {
      ...header,
      machineAtEnd: machineLoad(),
      idleMemory: idle,
      uploads: result,
    })
    console.log(
      `\n${result.count} uploads of ${result.megapixels} MP (${(result.bytes / 2 ** 20).toFixed(1)} MB) at once:`,
    )
    for (const a of result.answers)
      console.log(
        `  ${a.status} in ${a.ms} ms${a.retryAfter ? ` (Retry-After ${a.retryAfter})` : ''}${a.message ? `: ${a.message}` : ''}`,
      )
    console.log(
      `RSS ${result.memory.beforeMb} MB before, ${result.memory.peakMb} MB peak, ${result.memory.afterMb} MB after`,
    )
    console.log(
      `/healthz meanwhile (${result.healthz.probes} probes): p50 ${result.healthz.p50Ms} ms, p99 ${result.healthz.p99Ms} ms, max ${result.healthz.maxMs} ms, ${result.healthz.over100Ms} at 100 ms or more`,
    )
    return
  }

  if (opts.soakMinutes) {
    const result = await soak(server.url, server.pid, opts.soakMinutes)
    writeReport('load-soak', {
      ...header,
      machineAtEnd: machineLoad(),
      idleMemory: idle,
      soak: result,
    })
    console.log(
      `\nSoak ${result.minutes} min at 50 connections: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors ${result.errors + result.timeouts}, non-2xx ${result.non2xx}`,
    )
    console.log(
      `RSS ${result.memory.beforeMb} MB before, ${result.memory.peakMb} MB peak, ${result.memory.afterMb} MB after; median ${result.earlyMedianMb} MB early vs ${result.lateMedianMb} MB late: ${result.flat ? 'FLAT' : `GROWING (+${result.growthMb} MB)`}`,
    )
    if (!result.flat) process.exitCode = 1
    return
  }

  const pageRows = await pages(server.url, opts.pageSeconds)
  const mixedRuns = []
  for (const connections of opts.connections)
    mixedRuns.push(await mixed(server, databaseUrl, connections, opts.duration))
  const report = {
    ...header,
    machineAtEnd: machineLoad(),
    idleMemory: idle,
    pages: pageRows,
    mixed: mixedRuns,
  }
  writeReport('load', report)

  const pad = (s: string | number, n: number) => String(s).padStart(n)
  console.log(`\nEach page alone, 10 connections, ${opts.pageSeconds} s (ratio to ${BARE}):`)
  console.log(
    `${'page'.padEnd(36)}${pad('req/s', 8)}${pad('p50', 7)}${pad('p99', 7)}${pad('cost', 7)}`,
  )
  for (const [path, f] of Object.entries(pageRows)) {
    console.log(
      `${path.padEnd(36)}${pad(f.requestsPerSecond, 8)}${pad(f.p50Ms, 7)}${pad(f.p99Ms, 7)}${pad(`${f.costRatio}x`, 7)}`,
    )
  }
  console.log(`\nMixed browse and cart, ${opts.duration} s each:`)
  for (const m of mixedRuns) printMixed(m)
  const load = machineLoad()
  console.log(
    `\nMachine: ${load.cpus} CPUs, load ${header.machineAtStart.load1} at the start, ${load.load1} at the end`,
  )
}

await runBenchmark(main)
