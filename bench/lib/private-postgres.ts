/**
 * A Postgres cluster of the benchmark's own (initdb + pg_ctl in a temporary folder, on a free
 * loopback port) that it may stop and start: the machine's shared Postgres must never be
 * restarted. As root the cluster runs as the `postgres` user (Postgres refuses root).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import getPort, { portNumbers } from 'get-port'
import { BenchError } from './server.ts'

function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin/pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!versions.length) {
    throw new BenchError(
      'No Postgres server binaries found (/usr/lib/postgresql/*/bin): install postgresql, or set PG_BIN.',
    )
  }
  return path.join(root, versions[0]!, 'bin')
}

export interface PrivatePostgres {
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  url: string
  /** Stops the server (mode fast: clients are disconnected, committed work is kept). */
  stop(mode?: 'fast' | 'immediate'): void
  start(): void
  /** Stops it and deletes its files. */
  remove(): void
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printstudio-pg-'))
  const data = path.join(dir, 'data')
  const port = await getPort({ port: portNumbers(55400, 55499) })
  const asRoot = process.getuid?.() === 0
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir])
  const run = (args: string[]) => {
    const [command, ...rest] = asRoot
      ? ['runuser', '-u', 'postgres', '--', ...args]
      : (args as [string, ...string[]])
    const result = spawnSync(command!, rest, { encoding: 'utf8', cwd: dir })
    if (result.status !== 0) {
      throw new BenchError(`${args.join(' ')} failed:\n${result.stderr || result.stdout}`)
    }
  }
  run([`${bin}/initdb`, '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`
  const start = () =>
    run([`${bin}/pg_ctl`, '-D', data, '-o', options, '-l', `${dir}/log`, '-w', 'start'])
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    run([`${bin}/pg_ctl`, '-D', data, '-m', mode, '-w', 'stop'])
  start()
  let removed = false
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove() {
      if (removed) return
      removed = true
      try {
        stop('immediate')
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
