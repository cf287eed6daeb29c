import { createPrismaClient } from '../../app/server/platform/db.server.ts'
import { hashPassword } from '../../app/server/accounts/password.server.ts'
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  isCatalogEmpty,
  seedCatalog,
  seedDemoUsers,
} from '../../prisma/seed.ts'
import { seedDemoShop } from '../../prisma/demo-shop.ts'
import { ensureDatabase, migrateDeploy } from './database.ts'
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts'

export const EMBEDDED_DATA_DIR = process.env.EMBEDDED_DB_DIR ?? './data/pglite'

export interface PreparedDatabase {
  url: string
  embedded: EmbeddedPostgres | null
}

/**
 * The start and test commands' database: DATABASE_URL when set (created if missing), otherwise an
 * embedded Postgres under ./data. Either way it is migrated, and seeded with the catalog if empty;
 * demo accounts are added only on the embedded database.
 */
export async function prepareDatabase({
  log = console.log,
  demoUsers = true,
}: { log?: (message: string) => void; demoUsers?: boolean } = {}): Promise<PreparedDatabase> {
  let url = process.env.DATABASE_URL
  let embedded: EmbeddedPostgres | null = null
  if (url) {
    await ensureDatabase(url)
  } else {
    log(`Starting the embedded database (PGlite) with its data in ${EMBEDDED_DATA_DIR}`)
    embedded = await startEmbeddedPostgres({ dataDir: EMBEDDED_DATA_DIR })
    url = embedded.url
  }
  log('Applying migrations')
  await migrateDeploy(url)
  const prisma = createPrismaClient(url, 1)
  try {
    if (await isCatalogEmpty(prisma)) {
      log('Seeding the catalog')
      await seedCatalog(prisma)
    }
    if (embedded && demoUsers) {
      await seedDemoUsers(prisma, hashPassword)
      // A few weeks of trading for the admin screens (the tests' databases do not get it).
      await seedDemoShop(prisma)
    }
  } finally {
    await prisma.$disconnect()
  }
  return { url, embedded }
}

export function demoAccountsBanner() {
  return [
    'Demo accounts (embedded database only):',
    `  customer  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
    `  admin     ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
  ].join('\n')
}
