import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '@prisma/client'
import { poolConfigFromUrl } from '../../../prisma/pool-config.ts'
import { getEnv } from './env.server.ts'

/**
 * Postgres cannot store a NUL character in text and answers with an error, so a form field or
 * query value carrying one would become a 500. NUL is never meaningful text: drop it from every
 * string a query is given.
 */
export function stripNul(value: unknown): unknown {
  if (typeof value === 'string')
    return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value
  if (Array.isArray(value)) return value.map(stripNul)
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripNul(v)]))
  }
  return value
}

/** Creates a Prisma client that talks to Postgres through the pg driver adapter. */
export function createPrismaClient(url: string, poolSize = 10): PrismaClient {
  const adapter = new PrismaPg({ ...poolConfigFromUrl(url), max: poolSize })
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
  // One client per process, kept across dev-server reloads.
  var __prisma: PrismaClient | undefined
}

export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const env = getEnv()
    globalThis.__prisma ??= createPrismaClient(env.DATABASE_URL, env.DATABASE_POOL_SIZE)
    const value = Reflect.get(globalThis.__prisma, property)
    return typeof value === 'function' ? value.bind(globalThis.__prisma) : value
  },
})

export async function disconnectPrisma() {
  await globalThis.__prisma?.$disconnect()
  globalThis.__prisma = undefined
}
