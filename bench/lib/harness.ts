/**
 * What the server benchmarks (bench:load, bench:faults) share: cleanups that run once, last in
 * first out, on success, on error and on Ctrl+C; the one-benchmark-at-a-time lock; the built app
 * started in the production shape (bench/lib/deploy-shape.ts) on a fresh clone of the seeded test
 * template; git and machine facts for the JSON report.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { deployShape, machineLoad } from './deploy-shape.ts'
import { acquireLock } from './lock.ts'
import { BenchError, snapshotBuild, startServer, type RunningServer } from './server.ts'

export const log = (message: string) => console.error(`[bench] ${message}`)

const cleanups: (() => unknown)[] = []
let cleaning: Promise<void> | undefined
let interrupted = false

export function onCleanup(task: () => unknown) {
  cleanups.push(task)
}

let first: (() => void) | undefined

function cleanup() {
  cleaning ??= (async () => {
    first?.()
    for (const task of cleanups.reverse()) {
      try {
        await task()
      } catch (error) {
        log(`cleanup: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  })()
  return cleaning
}

/** Whether Ctrl+C (or SIGTERM) asked the benchmark to stop: long loops check it. */
export const isInterrupted = () => interrupted

/**
 * Runs a benchmark script's main function, cleaning up whatever happens: on Ctrl+C it logs
 * `${signal}: ${stopping}`, cleans up and exits 130 (a second Ctrl+C exits at once). `beforeCleanup`
 * runs first, outside the cleanups' error handling.
 */
export async function runScript(
  main: () => Promise<void>,
  {
    stopping = 'stopping the server and removing the databases (again to force)',
    beforeCleanup,
  }: { stopping?: string; beforeCleanup?: () => void } = {},
) {
  first = beforeCleanup
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) process.exit(130)
      interrupted = true
      log(`${signal}: ${stopping}`)
      void cleanup().then(() => process.exit(130))
    })
  }
  try {
    await main()
  } catch (error) {
    if (!interrupted) {
      console.error(
        error instanceof BenchError
          ? `bench: ${error.message}`
          : error instanceof Error
            ? error.stack
            : error,
      )
      process.exitCode = 1
    }
  } finally {
    await cleanup()
  }
  if (interrupted) process.exitCode = 130
}

/** Runs a benchmark's main function with the lock held, cleaning up whatever happens. */
export async function runBenchmark(main: () => Promise<void>) {
  process.chdir(path.resolve(import.meta.dirname, '../..'))
  await runScript(async () => {
    onCleanup(await acquireLock(log))
    await main()
  })
}

export function gitState() {
  const run = (args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout?.trim() ?? ''
  return {
    commit: run(['rev-parse', '--short', 'HEAD']) || 'unknown',
    dirty: !!run(['status', '--porcelain', '--untracked-files=no']),
  }
}

/**
 * The built app in the production shape on a fresh clone of the template, on the Postgres server
 * at `serverUrl` (any database name: the template and the clone get their own). Returns the
 * running server and the database's URL.
 */
export async function startBuiltApp({
  serverUrl,
  label,
  env = {},
  from = '.',
}: {
  serverUrl: string
  label: string
  env?: Record<string, string>
  /** Another checkout's build (built, with its node_modules), as bench:server --against. */
  from?: string
}): Promise<{ server: RunningServer; databaseUrl: string }> {
  const buildDir = await snapshotBuild(log, from)
  onCleanup(() => fs.rmSync(buildDir, { recursive: true, force: true }))
  const previous = process.env.DATABASE_URL
  process.env.DATABASE_URL = serverUrl
  const { ensureTemplate, createDatabaseFromTemplate } =
    await import('../../tests/setup/template.ts')
  const template = await ensureTemplate(log)
  const db = await createDatabaseFromTemplate(template, label)
  process.env.DATABASE_URL = previous
  onCleanup(() => db.drop())
  const shape = deployShape()
  const server = await startServer({
    buildDir,
    databaseUrl: db.url,
    poolSize: 10,
    nodeArgs: shape.nodeArgs,
    env: { ...shape.env, ...env },
  })
  onCleanup(() => server.stop())
  log(`Built app running at ${server.url} (node ${shape.nodeArgs.join(' ') || 'defaults'})`)
  return { server, databaseUrl: db.url }
}

/** The facts every report starts with. */
export function reportHeader(name: string) {
  return {
    benchmark: name,
    at: new Date().toISOString(),
    git: gitState(),
    node: process.version,
    deploy: deployShape(),
    machineAtStart: machineLoad(),
  }
}

export function writeReport(name: string, report: unknown) {
  fs.mkdirSync('bench/results', { recursive: true })
  const file = `bench/results/${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  log(`Report written to ${file}`)
}

export function requirePostgres(): string {
  const url = process.env.DATABASE_URL
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new BenchError(
      'Set DATABASE_URL to a Postgres server (e.g. postgresql://postgres@127.0.0.1:5432/printstudio): ' +
        'the embedded database answers one query at a time and would measure itself, not the app.',
    )
  }
  return url
}
