/**
 * The one place that finds (and, for `npm test`, installs) the Chromium the end-to-end tests and
 * the web bench drive. Playwright's own browser downloads are not used.
 *
 * Looked for in order: CHROME_PATH, /usr/bin/chromium, `chromium` on PATH, then a Chromium
 * shipped inside the npm package `@sparticuz/chromium` when it is installed (the binary is in the
 * registry package, unpacked to the temp folder; nothing is downloaded).
 * `ensureChromium` adds one step before the npm package: Debian's Chromium installed with apt-get
 * when this user may (root, or passwordless sudo).
 *
 * Run directly (`tsx scripts/lib/chromium.ts`) it ensures a browser and prints its path.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const DEBIAN_CHROMIUM = '/usr/bin/chromium'

export type Chromium = { path: string; source: string }

function isExecutable(file: string) {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

function onPath(name: string) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name)
  }
  return undefined
}

/** CHROME_PATH, Debian's /usr/bin/chromium or `chromium` on PATH; undefined when none is there. */
export function findSystemChromium(): Chromium | undefined {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (isExecutable(fromEnv)) return { path: fromEnv, source: 'CHROME_PATH' }
    throw new Error(`CHROME_PATH is ${fromEnv}, which is not an executable file.`)
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: "Debian's chromium" }
  const found = onPath('chromium')
  return found ? { path: found, source: 'chromium on PATH' } : undefined
}

/** The Chromium inside `@sparticuz/chromium`, unpacked on first use; undefined when not installed. */
export async function packagedChromium(): Promise<Chromium | undefined> {
  const name = '@sparticuz/chromium'
  let mod: { default: { executablePath: () => Promise<string> } }
  try {
    mod = (await import(/* @vite-ignore */ name)) as typeof mod
  } catch {
    return undefined
  }
  const file = await mod.default.executablePath()
  return isExecutable(file) ? { path: file, source: `npm package ${name}` } : undefined
}

/** Any Chromium already on this machine (or in node_modules), without installing anything. */
export async function findChromium(): Promise<Chromium | undefined> {
  return findSystemChromium() ?? (await packagedChromium())
}

/** How apt-get may be run here: directly as root, through passwordless sudo, or not at all. */
function aptRunner(): string[] | undefined {
  if (!onPath('apt-get')) return undefined
  if (process.getuid?.() === 0) return []
  if (onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0)
    return ['sudo', '-n']
  return undefined
}

function installDebianChromium(log: (line: string) => void): boolean {
  const prefix = aptRunner()
  if (!prefix) return false
  log("No Chromium found: installing Debian's (apt-get install chromium), a minute or two")
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const apt = (...args: string[]) => {
    const [cmd, ...rest] = [...prefix, 'apt-get', ...args]
    return spawnSync(cmd!, rest, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0
  }
  return (
    apt('update', '-qq') && apt('install', '-y', '-qq', 'chromium') && isExecutable(DEBIAN_CHROMIUM)
  )
}

/**
 * A Chromium for the tests: one already there, else Debian's installed now (where this user may
 * run apt-get), else the npm package's. Sets CHROME_PATH so Playwright and its workers use it.
 */
export async function ensureChromium(log: (line: string) => void = console.log): Promise<Chromium> {
  const chromium =
    findSystemChromium() ??
    (installDebianChromium(log)
      ? { path: DEBIAN_CHROMIUM, source: "Debian's chromium, installed now" }
      : undefined) ??
    (await packagedChromium())
  if (!chromium) throw new Error(NO_CHROMIUM)
  process.env.CHROME_PATH = chromium.path
  return chromium
}

export const NO_CHROMIUM =
  "No Chromium found (CHROME_PATH, /usr/bin/chromium, chromium on PATH) and it cannot be installed here. Install Debian's " +
  '(sudo apt-get install -y chromium), set CHROME_PATH to a Chromium or Chrome binary, or add the npm package ' +
  '@sparticuz/chromium (npm install --save-dev @sparticuz/chromium).'

/** "Chromium 131.0.6778.204 built on Debian …", or the path when the binary does not answer. */
export function describe(chromium: Chromium) {
  try {
    const version = execFileSync(chromium.path, ['--version'], {
      encoding: 'utf8',
      timeout: 15_000,
    })
    return `${version.trim()} at ${chromium.path} (${chromium.source})`
  } catch {
    return `${chromium.path} (${chromium.source})`
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chromium = await ensureChromium()
  console.log(`Browser: ${describe(chromium)}`)
}
