/**
 * A migrated, seeded template database that test databases are cloned from, rebuilt only when the
 * migrations, the seed or the catalog change (their fingerprint is stored with the template).
 * Real Postgres (DATABASE_URL set): a database `<name>_template`, cloned with CREATE DATABASE ...
 * TEMPLATE. Embedded (DATABASE_URL unset): a PGlite data-dir dump under ./data that each test
 * database loads.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { createPrismaClient } from '../../app/server/platform/db.server.ts'
import { poolConfigFromUrl } from '../../prisma/pool-config.ts'
import { seedCatalog } from '../../prisma/seed.ts'
import { migrateDeploy, recreateDatabase, withDatabase } from '../../scripts/lib/database.ts'
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.ts'

export type TemplateInfo = { kind: 'postgres'; url: string } | { kind: 'pglite'; file: string }

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
    )
    .sort()
}

export function templateFingerprint() {
  const hash = crypto.createHash('sha256')
  for (const file of [
    ...listFiles('prisma/migrations'),
    ...listFiles('prisma/catalog'),
    'prisma/seed.ts',
  ]) {
    hash.update(file).update(fs.readFileSync(file))
  }
  return hash.digest('hex').slice(0, 16)
}

async function seedDatabase(url: string) {
  await migrateDeploy(url)
  const prisma = createPrismaClient(url, 1)
  try {
    await seedCatalog(prisma)
  } finally {
    await prisma.$disconnect()
  }
}

export async function ensureTemplate(log: (m: string) => void = () => {}): Promise<TemplateInfo> {
  const fingerprint = templateFingerprint()
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl) {
    const name = `${decodeURIComponent(new URL(serverUrl).pathname.slice(1)) || 'printstudio'}_template`
    const url = withDatabase(serverUrl, name)
    const admin = new pg.Client({ ...poolConfigFromUrl(serverUrl), database: 'postgres' })
    await admin.connect()
    try {
      const { rows } = await admin.query<{ description: string | null }>(
        `SELECT shobj_description(oid, 'pg_database') AS description FROM pg_database WHERE datname = $1`,
        [name],
      )
      if (rows[0]?.description === fingerprint) return { kind: 'postgres', url }
      log(`Building the test template database ${name}`)
      await recreateDatabase(url)
      await seedDatabase(url)
      await admin.query(`COMMENT ON DATABASE "${name}" IS '${fingerprint}'`)
    } finally {
      await admin.end()
    }
    return { kind: 'postgres', url }
  }

  const file = path.resolve(`data/test-template-${fingerprint}.tar.gz`)
  if (fs.existsSync(file)) return { kind: 'pglite', file }
  log('Building the embedded test template database')
  const embedded = await startEmbeddedPostgres({ dataDir: 'memory://' })
  try {
    await seedDatabase(embedded.url)
  } finally {
    await embedded.stop({ dumpTo: file })
  }
  return { kind: 'pglite', file }
}

/** A fresh database cloned from the template; `drop()` removes it. */
export async function createDatabaseFromTemplate(template: TemplateInfo, label: string) {
  if (template.kind === 'postgres') {
    const templateName = decodeURIComponent(new URL(template.url).pathname.slice(1))
    const name = `${templateName.replace(/_template$/, '')}_${label}`.slice(0, 63)
    const url = withDatabase(template.url, name)
    await recreateDatabase(url, templateName)
    return {
      url,
      drop: async () => {
        const { dropDatabase } = await import('../../scripts/lib/database.ts')
        await dropDatabase(url)
      },
    }
  }
  const dump = new Blob([fs.readFileSync(template.file)])
  const embedded = await startEmbeddedPostgres({ dataDir: 'memory://', loadDataDir: dump })
  return { url: embedded.url, drop: () => embedded.stop() }
}
