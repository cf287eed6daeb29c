/**
 * Playwright's web server: a fresh database cloned from the test template (the machine's Postgres
 * when DATABASE_URL is set, an embedded one otherwise) with the demo accounts, then the built app
 * (server-build/) with MOCKS=true. Run `npm run build` first; `npm test` does.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createPrismaClient } from '../../app/server/platform/db.server.ts'
import { hashPassword } from '../../app/server/accounts/password.server.ts'
import { seedDemoUsers } from '../../prisma/seed.ts'
import { createDatabaseFromTemplate, ensureTemplate } from '../setup/template.ts'
import { E2E_SERVER_FILE, e2eServerEnv, type E2eServerInfo } from './server-env.ts'

if (!fs.existsSync('server-build/index.js') || !fs.existsSync('build/server/index.js')) {
  console.error('No build found: run `npm run build` before the end-to-end tests.')
  process.exit(1)
}

const template = await ensureTemplate((m) => console.log(m))
const db = await createDatabaseFromTemplate(template, `e2e_${process.pid}`)
const prisma = createPrismaClient(db.url, 1)
await seedDemoUsers(prisma, hashPassword)
await prisma.$disconnect()

const embedded = template.kind === 'pglite'
// The orders fixture (fixtures.ts) writes its shoppers' orders to this database.
const info: E2eServerInfo = { databaseUrl: db.url, embedded }
fs.mkdirSync(path.dirname(E2E_SERVER_FILE), { recursive: true })
fs.writeFileSync(E2E_SERVER_FILE, JSON.stringify(info))

const child = spawn(process.execPath, ['server-build/index.js'], {
  stdio: 'inherit',
  env: { ...process.env, ...e2eServerEnv(db.url, embedded) },
})

let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
child.on('exit', async (code) => {
  fs.rmSync(E2E_SERVER_FILE, { force: true })
  await db.drop().catch((error: unknown) => console.error(error))
  process.exit(code ?? 0)
})
