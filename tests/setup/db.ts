import { afterAll, beforeAll, inject } from 'vitest'
import { disconnectPrisma } from '#app/server/platform/db.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { createDatabaseFromTemplate } from './template.ts'

let counter = 0

/**
 * Gives the calling test file its own database, cloned from the migrated and seeded template, so
 * tests never see each other's rows. Call it at the top of an integration test file.
 */
export function setupTestDatabase() {
  let drop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const label = `t${process.pid}_${Date.now().toString(36)}_${counter++}`
    const template = inject('dbTemplate')
    const db = await createDatabaseFromTemplate(template, label)
    drop = db.drop
    process.env.DATABASE_URL = db.url
    // One connection to an embedded database (docs/decisions/003).
    if (template.kind === 'pglite') process.env.DATABASE_POOL_SIZE = '1'
    resetEnvCache()
    await disconnectPrisma()
  }, 60_000)
  afterAll(async () => {
    await disconnectPrisma()
    await drop?.()
  }, 60_000)
}
