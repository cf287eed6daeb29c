/**
 * Playwright's web server: a fresh database cloned from the test template (the machine's Postgres
 * when DATABASE_URL is set, an embedded one otherwise) with the demo accounts, then the built app
 * (server-build/) with MOCKS=true. Run `npm run build` first; `npm test` does.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createPrismaClient } from '../../app/server/platform/db.server.ts'
import { hashPassword } from '../../app/server/accounts/password.server.ts'
import { seedDemoUsers } from '../../prisma/seed.ts'
import { createDatabaseFromTemplate, ensureTemplate } from '../setup/template.ts'

if (!fs.existsSync('server-build/index.js') || !fs.existsSync('build/server/index.js')) {
  console.error('No build found: run `npm run build` before the end-to-end tests.')
  process.exit(1)
}

const template = await ensureTemplate((m) => console.log(m))
const db = await createDatabaseFromTemplate(template, `e2e_${process.pid}`)
const prisma = createPrismaClient(db.url, 1)
await seedDemoUsers(prisma, hashPassword)
await prisma.$disconnect()

const child = spawn(process.execPath, ['server-build/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    MOCKS: 'true',
    DATABASE_URL: db.url,
    // One connection to an embedded database (docs/decisions/003).
    DATABASE_POOL_SIZE: template.kind === 'pglite' ? '1' : '10',
    SESSION_SECRET: 'e2e-session-secret-0123456789abcdef',
    // Every browser test comes from 127.0.0.1 and many register accounts.
    RATE_LIMIT_SCALE: '100',
    APP_URL: `http://127.0.0.1:${process.env.PORT}`,
  },
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
  await db.drop().catch((error: unknown) => console.error(error))
  process.exit(code ?? 0)
})
