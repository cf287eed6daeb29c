/**
 * Database chores (npm run db:*):
 *   migrate                 apply pending migrations
 *   new-migration <name>    write prisma/migrations/<timestamp>_<name>/migration.sql from the
 *                           change between the last migration's schema snapshot and schema.prisma
 *   reset                   drop everything, migrate, seed the catalog (asks no questions: dev only)
 *   seed                    seed the catalog if the database has none
 * Uses DATABASE_URL, or the embedded database when it is unset.
 */
import fs from 'node:fs'
import path from 'node:path'
import { recreateDatabase, runPrisma } from './lib/database.ts'
import { EMBEDDED_DATA_DIR, prepareDatabase } from './lib/prepare-database.ts'

const SNAPSHOT = 'prisma/migrations/schema-snapshot.prisma'
const [command, ...args] = process.argv.slice(2)

async function main() {
  switch (command) {
    case 'migrate':
    case 'seed': {
      const db = await prepareDatabase()
      await db.embedded?.stop()
      console.log('Database is migrated and seeded.')
      return
    }
    case 'reset': {
      if (process.env.DATABASE_URL) {
        if (process.env.NODE_ENV === 'production')
          throw new Error('Refusing to reset in production.')
        await recreateDatabase(process.env.DATABASE_URL)
      } else {
        fs.rmSync(EMBEDDED_DATA_DIR, { recursive: true, force: true })
      }
      const db = await prepareDatabase()
      await db.embedded?.stop()
      console.log('Database reset, migrated and seeded.')
      return
    }
    case 'new-migration': {
      const name = (args[0] ?? '').replace(/[^a-z0-9_]+/gi, '_').toLowerCase()
      if (!name) throw new Error('Usage: npm run db:migration -- <name>')
      const db = await prepareDatabase({ log: () => {}, demoUsers: false })
      try {
        const sql = await runPrisma(
          [
            'migrate',
            'diff',
            '--from-schema-datamodel',
            SNAPSHOT,
            '--to-schema-datamodel',
            'prisma/schema.prisma',
            '--script',
          ],
          db.url,
        )
        const script = sql.slice(sql.indexOf('--')).trim()
        if (!script || !/\b(CREATE|ALTER|DROP)\b/.test(script)) {
          console.log('schema.prisma has no change since the last migration.')
          return
        }
        const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14)
        const dir = path.join('prisma/migrations', `${stamp}_${name}`)
        fs.mkdirSync(dir, { recursive: true })
        fs.writeFileSync(path.join(dir, 'migration.sql'), `${script}\n`)
        fs.copyFileSync('prisma/schema.prisma', SNAPSHOT)
        console.log(`Wrote ${dir}/migration.sql. Review it, then npm run db:migrate.`)
      } finally {
        await db.embedded?.stop()
      }
      return
    }
    default:
      throw new Error('Usage: tsx scripts/db.ts migrate | new-migration <name> | reset | seed')
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
