import { spawn } from 'node:child_process'
import pg from 'pg'
import { poolConfigFromUrl } from '../../prisma/pool-config.ts'

/** Runs the Prisma CLI with DATABASE_URL pointing at `url`; rejects with its output on failure. */
export function runPrisma(args: string[], url: string, { quiet = true } = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/prisma/build/index.js', ...args], {
      env: { ...process.env, DATABASE_URL: url, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => {
      output += d
      if (!quiet) process.stdout.write(d)
    })
    child.stderr.on('data', (d: Buffer) => {
      output += d
      if (!quiet) process.stderr.write(d)
    })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`prisma ${args.join(' ')} failed (exit ${code}):\n${output}`)),
    )
  })
}

/** Applies every migration under prisma/migrations that the database has not seen. */
export async function migrateDeploy(url: string) {
  await runPrisma(['migrate', 'deploy'], url)
}

/** A database URL with another database name on the same server. */
export function withDatabase(url: string, database: string) {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ ...poolConfigFromUrl(url), database: 'postgres' })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Creates the database named in `url` unless it exists. */
export async function ensureDatabase(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  await withAdminClient(url, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE ${quoteIdent(name)}`)
  })
}

/** Drops the database named in `url` (closing its connections) and creates it again, empty or from a template. */
export async function recreateDatabase(url: string, template?: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  await withAdminClient(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)
    await client.query(
      `CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`,
    )
  })
}

export async function dropDatabase(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  await withAdminClient(url, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
  )
}
