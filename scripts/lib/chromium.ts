/**
 * The one place that finds (and, for `npm test`, installs) the Chromium the end-to-end tests and
 * the benches drive. Playwright's own browser downloads are not used.
 *
 * Two uses, two builds of the same Debian Chromium (decision 052):
 * - `tests`: Debian's `chromium-headless-shell`, the old headless build without the GPU and
 *   window machinery. Side by side on the same specs it needed 40% less CPU than the full browser
 *   in `--headless` mode (188 against 315 CPU seconds for the browse and storefront specs).
 * - `bench`: the full browser, what a shopper runs, so Lighthouse and the designer bench measure
 *   the same browser as their earlier figures.
 *
 * Looked for in order: CHROME_PATH, the use's preferred Debian build, the other Debian build,
 * `chromium` on PATH, then a Chromium shipped inside the npm package `@sparticuz/chromium` when it
 * is installed (the binary is in the registry package, unpacked to the temp folder; nothing is
 * downloaded). `ensureChromium` adds one step before the npm package: the preferred Debian package
 * installed with apt-get when this user may (root, or passwordless sudo).
 *
 * Run directly (`tsx scripts/lib/chromium.ts`) it ensures a browser for the tests and prints it.
 */
import { execFileSync } from 'node:child_process'
import { aptInstall, isExecutable, onPath } from './debian-packages.ts'

export const DEBIAN_CHROMIUM = '/usr/bin/chromium'
/** The binary itself: /usr/bin/chromium-headless-shell is a shell script that execs it. */
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

export type Chromium = { path: string; source: string }
export type ChromiumUse = 'tests' | 'bench'

const debianBuilds = {
  tests: [
    {
      path: DEBIAN_HEADLESS_SHELL,
      pkg: 'chromium-headless-shell',
      source: "Debian's headless shell",
    },
    { path: DEBIAN_CHROMIUM, pkg: 'chromium', source: "Debian's chromium" },
  ],
  bench: [
    { path: DEBIAN_CHROMIUM, pkg: 'chromium', source: "Debian's chromium" },
    {
      path: DEBIAN_HEADLESS_SHELL,
      pkg: 'chromium-headless-shell',
      source: "Debian's headless shell",
    },
  ],
} as const

/** CHROME_PATH, a Debian build or `chromium` on PATH; undefined when none is there. */
export function findSystemChromium(use: ChromiumUse = 'tests'): Chromium | undefined {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (isExecutable(fromEnv)) return { path: fromEnv, source: 'CHROME_PATH' }
    throw new Error(`CHROME_PATH is ${fromEnv}, which is not an executable file.`)
  }
  const debian = debianBuilds[use].find((build) => isExecutable(build.path))
  if (debian) return { path: debian.path, source: debian.source }
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
export async function findChromium(use: ChromiumUse = 'tests'): Promise<Chromium | undefined> {
  return findSystemChromium(use) ?? (await packagedChromium())
}

/**
 * A Chromium for `use`: the preferred Debian build when it is there, else installed now (where
 * this user may run apt-get), else any other found. Sets CHROME_PATH so Playwright and its workers
 * use it.
 */
export async function ensureChromium(
  log: (line: string) => void = console.log,
  use: ChromiumUse = 'tests',
): Promise<Chromium> {
  const preferred = debianBuilds[use][0]
  if (!process.env.CHROME_PATH && !isExecutable(preferred.path)) aptInstall([preferred.pkg], log)
  const chromium = await findChromium(use)
  if (!chromium) throw new Error(NO_CHROMIUM)
  process.env.CHROME_PATH = chromium.path
  return chromium
}

export const NO_CHROMIUM =
  "No Chromium found (CHROME_PATH, Debian's chromium-headless-shell or chromium, chromium on PATH) and it cannot be " +
  "installed here. Install Debian's (sudo apt-get install -y chromium-headless-shell chromium), set CHROME_PATH to a " +
  'Chromium or Chrome binary, or add the npm package @sparticuz/chromium (npm install --save-dev @sparticuz/chromium).'

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
