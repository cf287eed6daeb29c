/**
 * Fault benchmark: `npm run bench:faults [-- --shoppers N --down-seconds S --stop-mode fast|immediate]`.
 * Starts a Postgres of its own (never the machine's shared one) and the built app on it in the
 * production shape, then, with shoppers browsing and adding to carts on keep-alive connections:
 *   1. restarts Postgres under load;
 *   2. sends the server SIGTERM under load.
 * Reports for each: answers by status, 5xx other than 503 (must be 0), 503s without Retry-After,
 * requests cut mid-way, acknowledged writes lost (must be 0) and the recovery time. Writes
 * bench/results/faults-<time>.json. docs/decisions/028-reliability-and-security.md says how to read it.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { machineLoad, processMemory } from './lib/deploy-shape.ts'
import {
  log,
  onCleanup,
  reportHeader,
  runBenchmark,
  startBuiltApp,
  writeReport,
} from './lib/harness.ts'
import { runShoppers, SHOPPING_STEPS, type RequestRecord } from './lib/load-client.ts'
import { startPrivatePostgres } from './lib/private-postgres.ts'
import { BenchError } from './lib/server.ts'

const HELP = `Usage: npm run bench:faults -- [options]
  --shoppers N        concurrent shoppers on keep-alive connections (default 20)
  --down-seconds S    how long Postgres stays down (default 3)
  --stop-mode MODE    fast (clean shutdown) or immediate (crash, recovery on start); default fast
Needs the Postgres server binaries (/usr/lib/postgresql/*/bin, or PG_BIN) and a build (npm run build).`

function options() {
  const { values } = parseArgs({
    options: {
      shoppers: { type: 'string', default: '20' },
      'down-seconds': { type: 'string', default: '3' },
      'stop-mode': { type: 'string', default: 'fast' },
      help: { type: 'boolean', default: false },
    },
  })
  const shoppers = Number(values.shoppers)
  const downSeconds = Number(values['down-seconds'])
  const stopMode = values['stop-mode']
  if (!Number.isInteger(shoppers) || shoppers < 1 || shoppers > 200)
    throw new BenchError('--shoppers takes 1 to 200')
  if (!(downSeconds >= 0 && downSeconds <= 60)) throw new BenchError('--down-seconds takes 0 to 60')
  if (stopMode !== 'fast' && stopMode !== 'immediate')
    throw new BenchError('--stop-mode takes fast or immediate')
  return { help: values.help, shoppers, downSeconds, stopMode: stopMode as 'fast' | 'immediate' }
}

/** Counts of a list of records by outcome and status, the way the report shows them. */
function tally(records: RequestRecord[]) {
  const byStatus: Record<string, number> = {}
  for (const r of records) {
    const key = r.outcome === 'ok' ? String(r.status) : r.outcome
    byStatus[key] = (byStatus[key] ?? 0) + 1
  }
  const answered = records.filter((r) => r.outcome === 'ok')
  return {
    requests: records.length,
    byStatus,
    serverErrorsOtherThan503: answered.filter((r) => r.status! >= 500 && r.status !== 503).length,
    unavailable503: answered.filter((r) => r.status === 503).length,
    unavailableWithoutRetryAfter: answered.filter((r) => r.status === 503 && !r.retryAfter).length,
    cut: records.filter((r) => r.outcome === 'cut').length,
    refused: records.filter((r) => r.outcome === 'refused').length,
    timeouts: records.filter((r) => r.outcome === 'timeout').length,
  }
}

/** Acknowledged cart lines (a 2xx with the line's id) that are not in the database. */
async function lostWrites(databaseUrl: string, records: RequestRecord[]) {
  const acknowledged = records.filter((r) => r.ackId).map((r) => r.ackId!)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: string }>(
      'SELECT id FROM "CartItem" WHERE id = ANY($1::text[])',
      [acknowledged],
    )
    return { acknowledged: acknowledged.length, lost: acknowledged.length - rows.length }
  } finally {
    await client.end()
  }
}

const ok = (r: RequestRecord) => r.outcome === 'ok' && r.status! < 500

async function postgresRestart(
  url: string,
  databaseUrl: string,
  postgres: Awaited<ReturnType<typeof startPrivatePostgres>>,
  opts: ReturnType<typeof options>,
  pid: number,
) {
  const t0 = performance.now()
  let stopAt = 0
  let upAt = 0
  let done = false
  const load = runShoppers({
    url,
    shoppers: opts.shoppers,
    steps: SHOPPING_STEPS,
    until: () => done,
  })
  await sleep(4_000)
  log(`Stopping Postgres (${opts.stopMode}) under load`)
  stopAt = performance.now()
  postgres.stop(opts.stopMode)
  await sleep(opts.downSeconds * 1000)
  postgres.start()
  upAt = performance.now()
  log(`Postgres is back after ${((upAt - stopAt) / 1000).toFixed(1)} s; waiting for the app`)
  // Keep the load on until the app has answered normally for 5 s (at most 40 s).
  const deadline = upAt + 40_000
  while (performance.now() < deadline) await sleep(500)
  done = true
  const records = await load
  const after = records.filter((r) => r.start >= stopAt)
  const firstOkAfterUp = records
    .filter((r) => r.start >= upAt && ok(r))
    .sort((a, b) => a.end - b.end)[0]
  // Recovered: from then on, at most one failure per shopper in flight.
  const lastFailure = records
    .filter((r) => r.start >= stopAt && !ok(r))
    .sort((a, b) => b.end - a.end)[0]
  return {
    scenario: 'postgres-restart',
    stopMode: opts.stopMode,
    downSeconds: opts.downSeconds,
    before: tally(records.filter((r) => r.start < stopAt)),
    fromStop: tally(after),
    recoverySeconds: firstOkAfterUp
      ? Number(((firstOkAfterUp.end - upAt) / 1000).toFixed(2))
      : null,
    lastFailureAfterUpSeconds: lastFailure
      ? Number(((lastFailure.end - upAt) / 1000).toFixed(2))
      : null,
    writes: await lostWrites(databaseUrl, records),
    serverAlive: processMemory(pid) !== null,
    seconds: Number(((performance.now() - t0) / 1000).toFixed(1)),
  }
}

async function sigterm(
  url: string,
  databaseUrl: string,
  server: Awaited<ReturnType<typeof startBuiltApp>>['server'],
  opts: ReturnType<typeof options>,
) {
  let done = false
  let exitedAt = 0
  let exitCode: number | null | undefined
  void server.exited.then((code) => {
    exitCode = code
    exitedAt = performance.now()
  })
  const load = runShoppers({
    url,
    shoppers: opts.shoppers,
    steps: SHOPPING_STEPS,
    until: () => done,
  })
  await sleep(4_000)
  log('Sending SIGTERM under load')
  const termAt = performance.now()
  process.kill(server.pid, 'SIGTERM')
  const deadline = termAt + 30_000
  while (!exitedAt && performance.now() < deadline) await sleep(100)
  await sleep(1_000)
  done = true
  const records = await load
  const inFlightAtTerm = records.filter((r) => r.start < termAt && r.end > termAt)
  return {
    scenario: 'sigterm',
    before: tally(records.filter((r) => r.end <= termAt)),
    inFlightAtTerm: tally(inFlightAtTerm),
    fromTerm: tally(records.filter((r) => r.start >= termAt)),
    answeredWithConnectionClose: records.filter((r) => r.start >= termAt && r.connectionClose)
      .length,
    // When each cut request started and ended, in ms after SIGTERM, and what the client saw.
    cutDetails: records
      .filter((r) => r.outcome === 'cut' && r.end > termAt)
      .map((r) => ({
        step: r.step,
        startMs: Math.round(r.start - termAt),
        endMs: Math.round(r.end - termAt),
        error: r.error,
        reusedSocket: r.reusedSocket,
      })),
    exitCode: exitCode ?? null,
    exitSeconds: exitedAt ? Number(((exitedAt - termAt) / 1000).toFixed(2)) : null,
    writes: await lostWrites(databaseUrl, records),
  }
}

async function main() {
  const opts = options()
  if (opts.help) {
    console.log(HELP)
    return
  }
  const header = reportHeader('faults')
  log('Starting a private Postgres')
  const postgres = await startPrivatePostgres()
  onCleanup(() => postgres.remove())
  const { server, databaseUrl } = await startBuiltApp({
    serverUrl: postgres.url.replace(/\/postgres$/, '/printstudio_faults'),
    label: 'faults',
    env: { RATE_LIMIT_SCALE: '1000' },
  })
  // The fault comes once the server has started its background work, as on a running instance.
  const deadline = Date.now() + 60_000
  while (!server.output().some((l) => l.startsWith('jobs: working')) && Date.now() < deadline)
    await sleep(250)
  const restart = await postgresRestart(server.url, databaseUrl, postgres, opts, server.pid)
  log(`Postgres restart: ${JSON.stringify(restart.fromStop)}`)
  if (!restart.serverAlive) {
    const report = { ...header, machineAtEnd: machineLoad(), options: opts, restart }
    writeReport('faults', report)
    throw new BenchError(
      `The server died when Postgres restarted. Its last lines:\n${server.output().join('\n')}`,
    )
  }
  const term = await sigterm(server.url, databaseUrl, server, opts)
  const report = { ...header, machineAtEnd: machineLoad(), options: opts, restart, sigterm: term }
  writeReport('faults', report)
  console.log(summary(report))
  const failures = [
    restart.fromStop.serverErrorsOtherThan503 && 'Postgres restart: 5xx other than 503',
    restart.writes.lost && 'Postgres restart: acknowledged writes lost',
    term.writes.lost && 'SIGTERM: acknowledged writes lost',
    term.inFlightAtTerm.cut + term.fromTerm.cut && 'SIGTERM: requests cut',
  ].filter(Boolean)
  if (failures.length) {
    console.log(`\nFAILED: ${failures.join('; ')}`)
    process.exitCode = 1
  }
}

function summary(report: {
  restart: Awaited<ReturnType<typeof postgresRestart>>
  sigterm: Awaited<ReturnType<typeof sigterm>>
  machineAtStart: ReturnType<typeof machineLoad>
}) {
  const { restart: r, sigterm: s } = report
  return [
    '',
    `Postgres restart (${r.stopMode}, down ${r.downSeconds} s), from the stop on:`,
    `  answers by status        ${JSON.stringify(r.fromStop.byStatus)}`,
    `  5xx other than 503       ${r.fromStop.serverErrorsOtherThan503}`,
    `  503 without Retry-After  ${r.fromStop.unavailableWithoutRetryAfter}`,
    `  requests cut             ${r.fromStop.cut}`,
    `  acknowledged writes lost ${r.writes.lost} of ${r.writes.acknowledged}`,
    `  recovery after Postgres is back  ${r.recoverySeconds ?? 'never'} s (last failure at ${r.lastFailureAfterUpSeconds ?? '-'} s)`,
    `  server still running     ${r.serverAlive}`,
    '',
    'SIGTERM under load:',
    `  in flight at SIGTERM     ${JSON.stringify(s.inFlightAtTerm.byStatus)}`,
    `  sent after SIGTERM       ${JSON.stringify(s.fromTerm.byStatus)}`,
    `  requests cut             ${s.inFlightAtTerm.cut + s.fromTerm.cut}`,
    `  answered Connection: close  ${s.answeredWithConnectionClose}`,
    `  exit                     code ${s.exitCode} after ${s.exitSeconds ?? '-'} s`,
    `  acknowledged writes lost ${s.writes.lost} of ${s.writes.acknowledged}`,
    '',
    `Machine: ${report.machineAtStart.cpus} CPUs, load ${report.machineAtStart.load1} at the start`,
  ].join('\n')
}

await runBenchmark(main)
