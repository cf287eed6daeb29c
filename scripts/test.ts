/**
 * `npm test`: the whole suite, in the order a failure is cheapest to find. Static checks (Prisma
 * client, types, lint, formatting), then vitest (unit and integration against a real Postgres),
 * then the production build and Playwright in both browser projects (JavaScript on and off).
 * The browser comes from `scripts/lib/chromium.ts`: the one found, else Debian's Chromium installed
 * now (as root or with passwordless sudo), else the one inside the npm package @sparticuz/chromium;
 * the run says which.
 * Uses DATABASE_URL's server when set, the embedded database otherwise. Every step runs even when
 * an earlier one failed (except e2e, which needs the build); the exit code is non-zero if any failed.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { describe, ensureChromium } from './lib/chromium.ts'

type Step = {
  name: string
  command: string[]
  /** In-process steps run this instead of the command. */
  task?: () => Promise<void>
  ok?: boolean
  seconds?: number
}

const results = 'test-results'
fs.mkdirSync(results, { recursive: true })
for (const f of ['unit-results.json', 'e2e-results.json'])
  fs.rmSync(`${results}/${f}`, { force: true })

async function run(step: Step) {
  console.log(`\n━━ ${step.name}${step.command.length ? `: ${step.command.join(' ')}` : ''}`)
  const started = Date.now()
  if (step.task) {
    try {
      await step.task()
      step.ok = true
    } catch (error) {
      console.error(error instanceof Error ? error.message : error)
      step.ok = false
    }
  } else {
    const [cmd, ...args] = step.command
    step.ok = spawnSync(cmd!, args, { stdio: 'inherit' }).status === 0
  }
  step.seconds = Math.round((Date.now() - started) / 1000)
  return step.ok
}

let browser = ''

const steps: Step[] = [
  // patches/ (decision 027): CI installs with --ignore-scripts, so postinstall did not apply them.
  { name: 'dependency patches', command: ['npm', 'run', 'deps:patch', '--silent'] },
  { name: 'prisma client', command: ['npm', 'run', 'db:generate', '--silent'] },
  { name: 'types', command: ['npx', 'tsc', '--noEmit'] },
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings=0', '.'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '.'] },
  {
    name: 'unit + integration',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}/unit-results.json`,
    ],
  },
  { name: 'build', command: ['npm', 'run', 'build', '--silent'] },
  {
    name: 'browser',
    command: [],
    // Sets CHROME_PATH, which Playwright's config and workers inherit.
    task: async () => {
      browser = describe(await ensureChromium())
      console.log(`Browser: ${browser}`)
    },
  },
  { name: 'e2e', command: ['npx', 'playwright', 'test'] },
]

const ok = (name: string) => steps.find((s) => s.name === name)!.ok
for (const step of steps) {
  if (step.name === 'e2e' && !(ok('build') && ok('browser'))) {
    console.log(`\n━━ e2e: skipped, ${ok('build') ? 'no browser' : 'the build failed'}`)
    step.ok = false
    continue
  }
  await run(step)
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}
const unit = readJson<{
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
}>(`${results}/unit-results.json`)
const e2e = readJson<{
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
}>(`${results}/e2e-results.json`)
const passed = (unit?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0)
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0)
const skipped = (unit ? unit.numPendingTests + unit.numTodoTests : 0) + (e2e?.stats.skipped ?? 0)

console.log('\n━━ Summary')
for (const step of steps)
  console.log(`  ${step.ok ? 'ok  ' : 'FAIL'}  ${step.name.padEnd(20)} ${step.seconds ?? 0}s`)
if (unit) console.log(`  vitest:     ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`)
if (e2e)
  console.log(
    `  playwright: ${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed, ${e2e.stats.flaky} flaky`,
  )
if (browser) console.log(`  browser:    ${browser}`)
const allOk = steps.every((s) => s.ok)
// The closing line CI reads.
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(allOk && failed === 0 ? 0 : 1)
