import crypto from 'node:crypto'
import pg from 'pg'
import PgBoss from 'pg-boss'
import { poolConfigFromUrl } from '../../../prisma/pool-config.ts'
import { beforeDisconnect, getPool, isConnectionError } from './db.server.ts'
import { getEnv } from './env.server.ts'

/**
 * The job queue: pg-boss on our own Postgres (docs/decisions/017). A job is a named handler with
 * its retry rules; `send` queues one from any process (a request, a test, a script), and only the
 * server's `startJobs` runs workers and schedules. Every instance may work every queue: pg-boss
 * claims a job with `FOR UPDATE SKIP LOCKED`, and a cron schedule queues one job per tick across all
 * instances. Handlers must still be safe to run twice (an instance can die mid-job and the job is
 * retried after it expires), so their effects are guarded in the database like everything else.
 *
 * On the embedded database (PGlite) the queue speaks through the app's one shared connection;
 * on a real Postgres it has its own pool of two.
 */

export type JobHandler<T> = (data: T) => Promise<unknown>

export interface JobOptions {
  /** cron in UTC, e.g. '*\/10 * * * *': one run per tick across all instances */
  schedule?: string
  /** Retries after the first failure (default 3). */
  retryLimit?: number
  /** Delay before the first retry, doubled (with jitter) for each further one (default 30). */
  retryDelaySeconds?: number
  /** A run taking longer fails and is retried (default 300). */
  expireInSeconds?: number
}

export interface SendOptions {
  /**
   * One job per key: a second send with the same key is ignored (and answers null) while the
   * first is queued, running, or finished less than 12 hours ago (pg-boss then archives it).
   */
  singletonKey?: string
  startAfterSeconds?: number
}

export interface Job<T> {
  name: string
  send(data: T, o?: SendOptions): Promise<string | null>
}

interface Definition {
  name: string
  handler: JobHandler<never>
  schedule?: string
  retryLimit: number
  retryDelaySeconds: number
  expireInSeconds: number
}

interface Boss {
  boss: PgBoss
  url: string
  /** Workers, schedules and pg-boss's maintenance (expiring stuck jobs) run on this one. */
  working: boolean
  ready: Promise<PgBoss>
  queues: Map<string, Promise<void>>
}

declare global {
  // Kept on globalThis: the dev server loads app modules twice (Node and Vite), and both must see
  // one queue and the newest handlers.
  var __jobDefinitions: Map<string, Definition> | undefined
  var __jobs: Boss | undefined
}

const POLLING_INTERVAL_SECONDS = 2
/** runQueuedJobs stops with an error past this many runs: a job that keeps queueing itself. */
const RUN_LIMIT = 1000

function definitions() {
  globalThis.__jobDefinitions ??= new Map()
  return globalThis.__jobDefinitions
}

/** A job id derived from the key, so the database's primary key refuses a second one. */
function idForKey(name: string, key: string) {
  const hex = crypto.createHash('sha256').update(`${name}\u0000${key}`).digest('hex')
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

function createBoss(working: boolean): Boss {
  const env = getEnv()
  const url = env.DATABASE_URL
  const pool = env.EMBEDDED_DB || env.DATABASE_POOL_SIZE === 1 ? getPool() : undefined
  const boss = new PgBoss({
    ...(pool
      ? { db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) } }
      : { ...poolConfigFromUrl(url), max: 2, application_name: 'printstudio-jobs' }),
    supervise: working,
    schedule: working,
  })
  boss.on('error', (error) => console.error('jobs: queue error', error))
  const state: Boss = { boss, url, working, queues: new Map(), ready: boss.start() }
  state.ready.catch(() => {
    // A database that is down now may be up for the next send: start afresh then.
    if (globalThis.__jobs === state) globalThis.__jobs = undefined
  })
  beforeDisconnect(stopBoss)
  return state
}

async function stopBoss() {
  const state = globalThis.__jobs
  if (!state) return
  globalThis.__jobs = undefined
  const boss = await state.ready.catch(() => undefined)
  await boss?.stop({ graceful: false })
}

/** The process's queue for the current DATABASE_URL (tests move to a new database per file). */
async function getBoss(): Promise<Boss> {
  const state = globalThis.__jobs
  if (state && state.url === getEnv().DATABASE_URL) {
    await state.ready
    return state
  }
  if (state) await stopBoss()
  globalThis.__jobs ??= createBoss(false)
  await globalThis.__jobs.ready
  return globalThis.__jobs
}

/** Creates the job's queue once per process, with its retry rules (kept up to date on change). */
function ensureQueue(state: Boss, definition: Definition) {
  let created = state.queues.get(definition.name)
  if (!created) {
    const options: PgBoss.Queue = {
      name: definition.name,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: definition.retryDelaySeconds > 0,
      expireInSeconds: definition.expireInSeconds,
    }
    created = state.boss
      .createQueue(definition.name, options)
      .then(() => state.boss.updateQueue(definition.name, options))
    created.catch(() => state.queues.delete(definition.name))
    state.queues.set(definition.name, created)
  }
  return created
}

function definitionOf(name: string) {
  const definition = definitions().get(name)
  if (!definition) throw new Error(`No job is defined with the name ${name}`)
  return definition
}

/** Registers a job. Define each job once, in app/server/jobs.server.ts. */
export function defineJob<T extends object>(
  name: string,
  handler: JobHandler<T>,
  opts: JobOptions = {},
): Job<T> {
  definitions().set(name, {
    name,
    handler: handler as JobHandler<never>,
    schedule: opts.schedule,
    retryLimit: opts.retryLimit ?? 3,
    retryDelaySeconds: opts.retryDelaySeconds ?? 30,
    expireInSeconds: opts.expireInSeconds ?? 300,
  })
  return {
    name,
    async send(data, o = {}) {
      const state = await getBoss()
      await ensureQueue(state, definitionOf(name))
      return state.boss.send(name, data, {
        ...(o.singletonKey
          ? { id: idForKey(name, o.singletonKey), singletonKey: o.singletonKey }
          : {}),
        ...(o.startAfterSeconds ? { startAfter: o.startAfterSeconds } : {}),
      })
    },
  }
}

/** Runs the handler defined now (a dev-server reload replaces it); a failure is logged and rethrown. */
async function runHandler(name: string, data: unknown) {
  try {
    return await definitionOf(name).handler(data as never)
  } catch (error) {
    console.error(`jobs: ${name} failed`, error)
    throw error
  }
}

/** Starts the workers of every defined job and its schedule (the server, not tests). */
/** The advisory lock key every instance takes to create the job schema and queues (START-1). */
const JOB_SCHEMA_LOCK = 72_170_021

/**
 * Runs `work` while holding a Postgres session advisory lock on a connection of its own: two
 * instances starting together on an empty database would otherwise create pg-boss's schema and
 * queue partitions at once, and one of them die with "deadlock detected" (issue 21, START-1).
 * The embedded database (one process) needs no lock.
 */
export async function withJobSchemaLock<T>(work: () => Promise<T>): Promise<T> {
  const env = getEnv()
  if (env.EMBEDDED_DB) return work()
  const client = new pg.Client(poolConfigFromUrl(env.DATABASE_URL))
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [JOB_SCHEMA_LOCK])
    return await work()
  } finally {
    // Closing the session releases the lock too, also when the unlock cannot be sent.
    await client.query('SELECT pg_advisory_unlock($1)', [JOB_SCHEMA_LOCK]).catch(() => {})
    await client.end().catch(() => {})
  }
}

export async function startJobs() {
  const current = globalThis.__jobs
  if (current?.working && current.url === getEnv().DATABASE_URL) return
  // A queue opened earlier for sending only is replaced by one that also works and schedules.
  await stopBoss()
  const all = [...definitions().values()]
  // The schema (boss.start) and every queue are created by one instance at a time.
  const { state, boss } = await withJobSchemaLock(async () => {
    const created = (globalThis.__jobs = createBoss(true))
    const started = await created.ready
    for (const definition of all) await ensureQueue(created, definition)
    return { state: created, boss: started }
  })
  for (const definition of all) {
    await ensureQueue(state, definition)
    await boss.work(
      definition.name,
      { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
      ([job]) => runHandler(definition.name, job!.data),
    )
    if (definition.schedule) {
      await boss.schedule(definition.name, definition.schedule, {}, { tz: 'UTC' })
    }
  }
  // A schedule whose job is gone (or no longer scheduled) stops with this release.
  const scheduled = new Set(all.filter((d) => d.schedule).map((d) => d.name))
  for (const schedule of await boss.getSchedules()) {
    if (!scheduled.has(schedule.name)) await boss.unschedule(schedule.name)
  }
  console.info(
    `jobs: working ${all.map((d) => (d.schedule ? `${d.name} (${d.schedule} UTC)` : d.name)).join(', ')}`,
  )
}

/** Stops taking jobs and waits up to 8 seconds for running ones (graceful shutdown). */
/**
 * startJobs for the server's start: while the database cannot be reached (a restart or failover
 * at the moment an instance starts) it tries again every 2 s for up to a minute, instead of
 * stopping the instance at once (decision 028). Any other failure, or a database still away after
 * that, is thrown: the caller stops the server (decision 017).
 */
export async function startJobsPatiently({ attempts = 30, waitMs = 2_000 } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startJobs()
    } catch (error) {
      if (!isConnectionError(error) || attempt >= attempts) throw error
      console.warn(`jobs: the database is unreachable at start; trying again (${attempt})`)
      await new Promise((resolve) => setTimeout(resolve, waitMs))
    }
  }
}

export async function stopJobs() {
  const state = globalThis.__jobs
  if (!state) return
  globalThis.__jobs = undefined
  const boss = await state.ready.catch(() => undefined)
  await boss?.stop({ graceful: true, timeout: 8_000 })
}

/**
 * Tests and dev: run every queued job of these names (default: all defined) now, in this process,
 * until none is left, including jobs the handlers queue. A failed run is recorded and retried
 * like on a worker; `includeDelayed` also runs jobs whose start (or retry) time is still ahead.
 * Answers how many runs there were.
 */
export async function runQueuedJobs(
  names?: string[],
  { includeDelayed = false }: { includeDelayed?: boolean } = {},
): Promise<number> {
  const state = await getBoss()
  const list = (names ?? [...definitions().keys()]).map(definitionOf)
  for (const definition of list) await ensureQueue(state, definition)
  let runs = 0
  for (;;) {
    const before = runs
    for (const { name } of list) {
      for (;;) {
        const [job] = await state.boss.fetch(name, {
          batchSize: 1,
          ignoreStartAfter: includeDelayed,
        })
        if (!job) break
        if (++runs > RUN_LIMIT) throw new Error(`runQueuedJobs: more than ${RUN_LIMIT} runs`)
        try {
          const output = await runHandler(name, job.data)
          if (output && typeof output === 'object') await state.boss.complete(name, job.id, output)
          else await state.boss.complete(name, job.id)
        } catch (error) {
          await state.boss.fail(name, job.id, error as object)
        }
      }
    }
    if (runs === before) return runs
  }
}
