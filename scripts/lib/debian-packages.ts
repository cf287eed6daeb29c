/**
 * Debian packages the test run needs from the machine, installed with apt-get where this user may
 * (root, or passwordless sudo). One place for "is this program here, and can we add it": the
 * browser (chromium.ts) and the press tools the print-file tests check files with (qpdf and
 * Ghostscript, which read a PDF independently of our renderer).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export function isExecutable(file: string) {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

export function onPath(name: string) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name)
  }
  return undefined
}

/** How apt-get may be run here: directly as root, through passwordless sudo, or not at all. */
function aptRunner(): string[] | undefined {
  if (!onPath('apt-get')) return undefined
  if (process.getuid?.() === 0) return []
  if (onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0)
    return ['sudo', '-n']
  return undefined
}

let updated = false

/** apt-get install `packages`; false when this user may not, or apt-get failed. */
export function aptInstall(packages: string[], log: (line: string) => void): boolean {
  const prefix = aptRunner()
  if (!prefix) return false
  log(`Installing Debian's ${packages.join(', ')} (apt-get install), a minute or two`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const apt = (...args: string[]) => {
    const [cmd, ...rest] = [...prefix, 'apt-get', ...args]
    return spawnSync(cmd!, rest, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0
  }
  if (!updated) updated = apt('update', '-qq')
  return updated && apt('install', '-y', '-qq', ...packages)
}

/** The programs the print-file tests use to read our PDFs: program → its Debian package. */
export const PRESS_TOOLS = { qpdf: 'qpdf', gs: 'ghostscript' } as const

/** Installs the press tools that are missing (where apt-get may run); says which are still absent. */
export function ensurePressTools(log: (line: string) => void = console.log): string[] {
  const missing = () => Object.keys(PRESS_TOOLS).filter((program) => !onPath(program))
  const before = missing()
  if (before.length)
    aptInstall([...new Set(before.map((p) => PRESS_TOOLS[p as keyof typeof PRESS_TOOLS]))], log)
  return missing()
}
