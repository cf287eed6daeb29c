/**
 * The built app on a free port, on a database of its own. The build is copied to a temporary
 * folder first, so another engineer's `npm run build` in the same tree cannot swap the assets out
 * from under a running benchmark.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import getPort, { portNumbers } from 'get-port'

export class BenchError extends Error {}

const BUILD_FILES = ['build/server/index.js', 'build/client', 'server-build/index.js']

/** True when every asset the server build names is in the client build (no rebuild half-done). */
function buildIsConsistent(root: string) {
  // The server build may be split into chunks (build/server/assets/*.js, imported as "./assets/..."):
  // the client manifest can sit in any of them, and only its public "/assets/..." URLs count.
  const chunksDir = path.join(root, 'build/server/assets')
  const chunks = fs.existsSync(chunksDir)
    ? fs.readdirSync(chunksDir).filter((f) => f.endsWith('.js'))
    : []
  const serverBuild = ['index.js', ...chunks.map((f) => `assets/${f}`)]
    .map((f) => fs.readFileSync(path.join(root, 'build/server', f), 'utf8'))
    .join('\n')
  const assets = new Set(serverBuild.match(/(?<![.\w])\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])
  if (assets.size === 0) return false
  return [...assets].every((a) => fs.existsSync(path.join(root, 'build/client', a)))
}

/**
 * A private copy of build/ and server-build/ (with node_modules linked), retried while a rebuild
 * runs. `from`: the checkout to copy (bench:server's --against names another one).
 */
export async function snapshotBuild(log: (m: string) => void, from = '.') {
  for (let attempt = 1; ; attempt++) {
    const absent = BUILD_FILES.filter((f) => !fs.existsSync(path.join(from, f)))
    // No build/ at all: never built. Parts missing: a rebuild is probably under way, so wait.
    if (
      !fs.existsSync(path.join(from, 'build')) ||
      !fs.existsSync(path.join(from, 'server-build'))
    ) {
      throw new BenchError(
        'No build found (build/ or server-build/ missing): run `npm run build` first.',
      )
    }
    if (!absent.length) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printstudio-bench-'))
      try {
        fs.cpSync(path.join(from, 'build'), path.join(dir, 'build'), { recursive: true })
        fs.cpSync(path.join(from, 'server-build'), path.join(dir, 'server-build'), {
          recursive: true,
        })
        if (buildIsConsistent(dir)) {
          fs.symlinkSync(path.resolve(from, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
          return dir
        }
      } catch {
        // A file vanished while copying: a rebuild is running. Retry below.
      }
      fs.rmSync(dir, { recursive: true, force: true })
    }
    if (attempt === 24) {
      const what = absent.length ? `${absent.join(', ')} missing` : 'assets missing or changing'
      throw new BenchError(
        `The build stayed incomplete for 2 minutes (${what}): run \`npm run build\`, then retry.`,
      )
    }
    if (attempt === 1) {
      log('The build is incomplete or changing (a rebuild under way?): waiting up to 2 minutes')
    }
    await sleep(5_000)
  }
}

export type RunningServer = {
  url: string
  /** The server process, for reading its memory from /proc and for signals. */
  pid: number
  /** Resolves with the exit code when the process ends (by stop() or otherwise). */
  exited: Promise<number | null>
  /** The last lines the server printed. */
  output(): string[]
  stop(): Promise<void>
}

/** Starts server-build/index.js from `buildDir` and waits for /healthz. */
export async function startServer({
  buildDir,
  databaseUrl,
  poolSize,
  nodeArgs = [],
  env = {},
}: {
  buildDir: string
  databaseUrl: string
  poolSize: number
  /** Extra arguments for node, e.g. the production heap limit (bench/lib/deploy-shape.ts). */
  nodeArgs?: string[]
  /** Extra environment, over the defaults below. */
  env?: Record<string, string>
}): Promise<RunningServer> {
  // BENCH_PORTS=4520-4529 keeps a bench to the ports its user was given (default 3300-3399).
  const [low, high] = (process.env.BENCH_PORTS ?? '3300-3399').split('-').map(Number)
  const port = await getPort({ port: portNumbers(low || 3300, high || low || 3399) })
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'server-build/index.js'], {
    cwd: buildDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: String(poolSize),
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
      APP_URL: url,
      MOCKS: 'false',
      EMBEDDED_DB: 'false',
      // Test-mode keys, so /checkout renders as a store that takes payments (no call is made:
      // Razorpay is reached only when a shopper pays).
      RAZORPAY_KEY_ID: 'rzp_test_benchmark0000',
      RAZORPAY_KEY_SECRET: 'bench_key_secret_not_real',
      RAZORPAY_WEBHOOK_SECRET: 'bench_webhook_secret_not_real',
      ...env,
    },
  })
  // Keep the last lines of the server's output to explain a failure.
  const tail: string[] = []
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean))
    tail.splice(0, Math.max(0, tail.length - 40))
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  let exitCode: number | null | undefined
  void exited.then((code) => (exitCode = code))
  const killOnExit = () => child.kill('SIGKILL')
  process.on('exit', killOnExit)

  const stop = async () => {
    process.off('exit', killOnExit)
    if (exitCode !== undefined) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000)
    await exited
    clearTimeout(timer)
  }

  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new BenchError(
        `The server exited (code ${exitCode}) before it was ready:\n${tail.join('\n')}`,
      )
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })
      if (response.ok) return { url, pid: child.pid!, exited, output: () => [...tail], stop }
    } catch {
      // Not listening yet.
    }
    await sleep(250)
  }
  await stop()
  throw new BenchError(`The server did not answer /healthz within 60 s:\n${tail.join('\n')}`)
}
