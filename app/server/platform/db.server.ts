import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient, type Prisma } from '@prisma/client'
import pg from 'pg'
import { poolConfigFromUrl } from '../../../prisma/pool-config.ts'
import { getEnv } from './env.server.ts'
import { AppError } from './errors.server.ts'

/**
 * Postgres cannot store a NUL character in text, nor a lone UTF-16 surrogate in jsonb, and answers
 * with an error, so a value carrying one would become a 500. Neither is meaningful text: NUL is
 * dropped and a lone surrogate becomes U+FFFD in every string a query is given. (The body readers
 * refuse lone surrogates with a 400 before this; this is the net under every other path.)
 */
export function stripNul(value: unknown): unknown {
  if (typeof value === 'string') {
    const text = value.includes('\u0000') ? value.replaceAll('\u0000', '') : value
    return text.isWellFormed() ? text : text.toWellFormed()
  }
  if (Array.isArray(value)) return value.map(stripNul)
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [stripNul(k), stripNul(v)]))
  }
  return value
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'We cannot reach our database just now. Please try again in a few seconds.'
/** Seconds a client should wait before trying again while the database is away. */
const DATABASE_RETRY_AFTER_SECONDS = 5

/** Postgres error codes of a lost or refused connection (class 08, and the shutdown codes). */
const CONNECTION_CODES = /^(08...|57P01|57P02|57P03|53300|P1001|P1002|P1008|P1017|P2024)$/
const CONNECTION_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
])
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])
const CONNECTION_MESSAGES =
  /Connection terminated|Can't reach database server|Server has closed the connection|Client has encountered a connection error|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode)/i

/**
 * Whether an error means the database could not be reached or dropped the connection (a restart,
 * a failover), as opposed to a query it refused. Looks through Prisma's wrapping: the driver
 * adapter's error is in `meta.driverAdapterError.cause`, pg's own errors in `cause`.
 */
export function isConnectionError(error: unknown): boolean {
  const seen = new Set<unknown>()
  const stack = [error]
  while (stack.length) {
    const e = stack.pop() as Record<string, unknown> | undefined
    if (!e || typeof e !== 'object' || seen.has(e)) continue
    seen.add(e)
    const code = typeof e.code === 'string' ? e.code : ''
    if (CONNECTION_CODES.test(code) || CONNECTION_ERRNOS.has(code)) return true
    if (typeof e.kind === 'string' && CONNECTION_KINDS.has(e.kind)) return true
    if (typeof e.originalCode === 'string' && CONNECTION_CODES.test(e.originalCode)) return true
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true
    stack.push(e.cause, (e.meta as Record<string, unknown> | undefined)?.driverAdapterError)
  }
  return false
}

/** The refusal while the database is away: 503 with Retry-After, never a plain 500. */
export function databaseUnavailable() {
  return new AppError(503, DATABASE_UNAVAILABLE_MESSAGE, {
    headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    code: 'DATABASE_UNAVAILABLE',
  })
}

/** The operation name of a raw query `readRaw` was given: a read like the model reads below. */
const READ_RAW = 'readRaw'
/** The texts of those queries (fixed texts with their values as parameters, so a small set). */
const rawReadTexts = new Set<string>()

/** Reads: safe to send again when the connection they went out on was lost. */
const READ_OPERATIONS = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
  READ_RAW,
])
/** Long enough for the pool to drop the dead connection and open a fresh one. */
const READ_RETRY_DELAY_MS = 150

/**
 * Runs one Prisma operation. A read that meets a dropped connection is sent once more on a fresh
 * one (a Postgres restart or failover kills every pooled connection at once); whatever still finds
 * no database, a write included (it may or may not have been applied, so it is never repeated), is
 * the 503 AppError above.
 */
async function withConnectionFaults<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (!isConnectionError(error)) throw error
    if (READ_OPERATIONS.has(operation)) {
      await new Promise((resolve) => setTimeout(resolve, READ_RETRY_DELAY_MS))
      try {
        return await run()
      } catch (again) {
        if (!isConnectionError(again)) throw again
        console.warn(`database: ${operation} failed twice, the database is unreachable`)
        throw databaseUnavailable()
      }
    }
    console.warn(`database: ${operation} lost its connection`)
    throw databaseUnavailable()
  }
}

/** A pg pool for `url`; an idle connection that breaks is logged and replaced, never a crash. */
export function createPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ ...poolConfigFromUrl(url), max })
  pool.on('error', (error) => console.error('database: idle connection failed', error))
  return pool
}

/**
 * Creates a Prisma client that talks to Postgres through the pg driver adapter: on its own pool
 * (closed by `$disconnect`) when given a URL, or on a pool the caller owns.
 */
export function createPrismaClient(urlOrPool: string | pg.Pool, poolSize = 10): PrismaClient {
  const owned = typeof urlOrPool === 'string'
  const pool = owned ? createPool(urlOrPool, poolSize) : urlOrPool
  const adapter = new PrismaPg(pool, { disposeExternalPool: owned })
  const client = new PrismaClient({ adapter }).$extends({
    query: {
      $allOperations({ operation, args, query }) {
        const cleaned = stripNul(args) as typeof args
        const rawRead =
          operation === '$queryRaw' && rawReadTexts.has((args as { text?: unknown }).text as string)
        return withConnectionFaults(rawRead ? READ_RAW : operation, () => query(cleaned))
      },
    },
  })
  // The extension changes no model or method types.
  return client as unknown as PrismaClient
}

declare global {
  // One pool and one client per process, kept across dev-server reloads.
  var __pgPool: pg.Pool | undefined
  var __prisma: PrismaClient | undefined
  var __beforeDisconnect: Set<() => Promise<void>> | undefined
}

/**
 * The process's connection pool, shared by Prisma and, on the embedded database, by the job queue:
 * PGlite must see one connection only (docs/decisions/003 and 017).
 */
export function getPool(): pg.Pool {
  const env = getEnv()
  globalThis.__pgPool ??= createPool(env.DATABASE_URL, env.DATABASE_POOL_SIZE)
  return globalThis.__pgPool
}

export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    globalThis.__prisma ??= createPrismaClient(getPool())
    const client = globalThis.__prisma
    // Opening a transaction is not an operation the query extension sees: a lost connection
    // there is the same 503 (a transaction is never repeated).
    if (property === '$transaction') {
      return (...args: Parameters<PrismaClient['$transaction']>) =>
        withConnectionFaults('$transaction', () =>
          (client.$transaction as (...a: unknown[]) => Promise<unknown>)(...args),
        )
    }
    const value = Reflect.get(client, property)
    return typeof value === 'function' ? value.bind(client) : value
  },
})

/**
 * A raw SELECT (`Prisma.sql` with a fixed text): like a model read, it is sent once more on a fresh
 * connection when the one it went out on was lost. A plain `$queryRaw` is never sent again, since
 * it may write (INSERT ... RETURNING).
 */
export function readRaw<T>(query: Prisma.Sql) {
  rawReadTexts.add(query.text)
  return prisma.$queryRaw<T>(query)
}

/**
 * Something else that holds connections to the same database (the job queue) is closed first
 * whenever the client disconnects, so tests can move to another database and drop this one.
 */
export function beforeDisconnect(hook: () => Promise<void>) {
  globalThis.__beforeDisconnect ??= new Set()
  globalThis.__beforeDisconnect.add(hook)
}

export async function disconnectPrisma() {
  for (const hook of globalThis.__beforeDisconnect ?? []) await hook()
  const [client, pool] = [globalThis.__prisma, globalThis.__pgPool]
  globalThis.__prisma = undefined
  globalThis.__pgPool = undefined
  await client?.$disconnect()
  await pool?.end()
}
