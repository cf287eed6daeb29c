import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '@prisma/client'
import pg from 'pg'
import { poolConfigFromUrl } from '../../../prisma/pool-config.ts'
import { getEnv } from './env.server.ts'

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
      $allOperations({ args, query }) {
        return query(stripNul(args) as typeof args)
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
    const value = Reflect.get(globalThis.__prisma, property)
    return typeof value === 'function' ? value.bind(globalThis.__prisma) : value
  },
})

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
