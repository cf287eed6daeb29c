/**
 * `npm start`: the whole store on one command. Uses DATABASE_URL, or starts the embedded database
 * (PGlite, data in ./data) when it is unset; migrates, seeds the catalog if empty, builds the app
 * when the sources are newer than the build, and runs the server (`--dev`: Vite dev server with HMR).
 */
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { demoAccountsBanner, prepareDatabase } from './lib/prepare-database.ts'

const dev = process.argv.includes('--dev')
const port = process.env.PORT ?? '3000'

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))))
}

function buildIfStale() {
  const sources = [
    'app',
    'server',
    'public',
    'tests/mocks',
    'vite.config.ts',
    'remix.config.js',
    'package.json',
  ]
  const built = Math.min(newestMtime('build/server/index.js'), newestMtime('server-build/index.js'))
  if (built && Math.max(...sources.map(newestMtime)) < built) return
  console.log('Building the app (sources changed since the last build)')
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** A stable secret for local runs, kept in ./data so sessions survive restarts. */
function localSessionSecret() {
  const file = 'data/.session-secret'
  if (!fs.existsSync(file)) {
    fs.mkdirSync('data', { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return fs.readFileSync(file, 'utf8').trim()
}

async function main() {
  const db = await prepareDatabase()
  if (!dev) buildIfStale()

  const child = spawn(
    process.execPath,
    dev ? ['--import', 'tsx', 'server/index.ts'] : ['server-build/index.js'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: dev ? 'development' : 'production',
        PORT: port,
        DATABASE_URL: db.url,
        EMBEDDED_DB: db.embedded ? 'true' : 'false',
        // One connection to the embedded database: pglite-socket multiplexes connections per query,
        // so two connections' prepared statements can interleave (docs/decisions/003).
        DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? (db.embedded ? '1' : '10'),
        SESSION_SECRET: process.env.SESSION_SECRET ?? localSessionSecret(),
        APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
      },
    },
  )
  if (db.embedded) console.log(`\n${demoAccountsBanner()}\n`)
  console.log(`PrintStudio: open http://localhost:${port}  (Ctrl+C to stop)\n`)

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    child.kill(signal)
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  child.on('exit', async (code) => {
    await db.embedded?.stop()
    process.exit(code ?? 0)
  })
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
