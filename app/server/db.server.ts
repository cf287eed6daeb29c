import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '@prisma/client'
import { poolConfigFromUrl } from '../../prisma/pool-config.ts'
import { getEnv } from './env.server.ts'

/** Creates a Prisma client that talks to Postgres through the pg driver adapter. */
export function createPrismaClient(url: string, poolSize = 10) {
  const adapter = new PrismaPg({ ...poolConfigFromUrl(url), max: poolSize })
  return new PrismaClient({ adapter })
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
