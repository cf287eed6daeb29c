/**
 * `npm test`: the whole suite. The dependency patches and the Prisma client first (everything
 * needs them); then two lanes side by side (decision 043): vitest (unit and integration against a
 * real Postgres, one worker on two cores) in one, and the static checks (types, lint, formatting)
 * followed by the production build in the other, since none of them needs the database or another's
 * result; then the browser and Playwright in both browser projects (JavaScript on and off).
 * The steps beside each other write to test-results/logs/<step>.log; each step's output is printed
 * whole, in the steps' order, once it and the steps before it have finished.
 * The browser comes from `scripts/lib/chromium.ts`: the one found, else Debian's Chromium installed
 * now (as root or with passwordless sudo), else the one inside the npm package @sparticuz/chromium;
 * the run says which.
 * Uses DATABASE_URL's server when set, the embedded database otherwise. Every step runs even when
 * an earlier one failed (except e2e, which needs the build); the exit code is non-zero if any failed.
 * FULL=1 runs the full fuzz and prepress sets instead of their CI sizes (README, decision 043).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { describe, ensureChromium } from './lib/chromium.ts'
import { ensurePressTools, PRESS_TOOLS } from './lib/debian-packages.ts'

type Step = {
  name: string
  command: string[]
  /** Added to the environment of the step's command. */
  env?: Record<string, string>
  /** In-process steps run this instead of the command. */
  task?: () => Promise<void>
  ok?: boolean
  seconds?: number
  /** Where a step run beside others wrote its output. */
  log?: string
  done?: Promise<boolean>
}

const results = 'test-results'
const logs = `${results}/logs`
fs.mkdirSync(logs, { recursive: true })
for (const f of fs.readdirSync(results))
  if (/^(unit|e2e)-results.*\.json$/.test(f)) fs.rmSync(`${results}/${f}`, { force: true })

const heading = (step: Step) =>
  `\n━━ ${step.name}${step.command.length ? `: ${step.command.join(' ')}` : ''}`

/** Runs a step, its output to the terminal, or to its log file when `log` is set. */
async function run(step: Step) {
  if (!step.log) console.log(heading(step))
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
    const out = step.log ? fs.openSync(step.log, 'w') : 'inherit'
    step.ok = await new Promise<boolean>((resolve) => {
      const child = spawn(cmd!, args, {
        stdio: ['ignore', out, out],
        env: { ...process.env, ...step.env },
      })
      child.on('error', (error) => {
        if (step.log) fs.appendFileSync(step.log, `${error.message}\n`)
        else console.error(error.message)
        resolve(false)
      })
      child.on('close', (code) => resolve(code === 0))
    })
    if (typeof out === 'number') fs.closeSync(out)
  }
  step.seconds = Math.round((Date.now() - started) / 1000)
  return step.ok
}

/** Runs `lane`'s steps one after another, each writing to its log. */
function runLane(lane: Step[]) {
  let previous: Promise<unknown> = Promise.resolve()
  for (const step of lane) {
    step.log = `${logs}/${step.name.replace(/\W+/g, '-')}.log`
    step.done = previous.then(() => run(step))
    previous = step.done
  }
}

let browser = ''

/**
 * Playwright in parts (`--shard`), one worker and one server each, that both lanes take from a
 * queue once their own steps are done: the static checks' lane starts on them after the build,
 * while vitest still holds the other core, and vitest's lane joins when it ends (decision 052).
 */
const E2E_PARTS = Number(process.env.E2E_PARTS ?? 6)
const e2eParts: Step[] = Array.from({ length: E2E_PARTS }, (_, i) => ({
  name: `e2e ${i + 1}/${E2E_PARTS}`,
  command: ['npx', 'playwright', 'test', `--shard=${i + 1}/${E2E_PARTS}`, '--workers=1'],
  // CI=1: a failed test runs once more, recording its trace then (playwright.config.ts).
  env: { E2E_RUN: String(i + 1), CI: '1' },
}))

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
  {
    name: 'press tools',
    command: [],
    // qpdf and Ghostscript read our print files independently of the renderer (prepress tests).
    task: async () => {
      const missing = ensurePressTools()
      console.log(
        missing.length
          ? `Not installed, their checks skip: ${missing.join(', ')} (apt-get install -y ${missing.map((p) => PRESS_TOOLS[p as keyof typeof PRESS_TOOLS]).join(' ')})`
          : `Press tools: ${Object.keys(PRESS_TOOLS).join(', ')}`,
      )
    },
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
  ...e2eParts,
]

const step = (name: string) => steps.find((s) => s.name === name)!
const ok = (name: string) => step(name).ok

await run(step('dependency patches'))
await run(step('prisma client'))
await run(step('press tools'))

// Two lanes for two cores: vitest keeps one busy (one fork); tsc, eslint, prettier and the build
// take turns on the other; then both take Playwright's parts from one queue.
await run(step('browser'))
const lanes = [
  [step('unit + integration')],
  [step('types'), step('lint'), step('format'), step('build')],
]
console.log(
  `\n━━ beside each other: ${lanes.map((lane) => lane.map((s) => s.name).join(' → ')).join('  |  ')}, then ${E2E_PARTS} e2e parts from a queue`,
)
for (const lane of lanes) runLane(lane)
const buildDone = step('build').done!
const queue = [...e2eParts]
const e2eRunnable = async () => (await buildDone) && Boolean(ok('browser'))
/** A lane's Playwright turn: take parts until none is left. */
async function takeE2eParts(laneDone: Promise<unknown>) {
  await laneDone
  if (!(await e2eRunnable())) return
  for (let part = queue.shift(); part; part = queue.shift()) {
    part.log = `${logs}/${part.name.replace(/\W+/g, '-')}.log`
    part.done = run(part)
    await part.done
    console.log(`   … ${part.name}: ${part.ok ? 'ok' : 'FAILED'} in ${part.seconds}s (${part.log})`)
  }
}
const lanesDone = lanes.map((lane) => takeE2eParts(lane.at(-1)!.done!))
for (const s of lanes.flat()) {
  void s.done!.then(() =>
    console.log(`   … ${s.name}: ${s.ok ? 'ok' : 'FAILED'} in ${s.seconds}s (${s.log})`),
  )
}
const together = [...lanes.flat(), ...e2eParts]
await Promise.all(lanesDone)
// Each step's output whole, in the steps' order.
for (const s of steps.filter((s) => together.includes(s))) {
  if (!s.done) continue
  await s.done
  console.log(heading(s))
  process.stdout.write(fs.readFileSync(s.log!, 'utf8'))
}
if (!(ok('build') && ok('browser'))) {
  console.log(`\n━━ e2e: skipped, ${ok('build') ? 'no browser' : 'the build failed'}`)
  for (const part of e2eParts) part.ok = false
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
type E2eStats = { expected: number; unexpected: number; flaky: number; skipped: number }
const e2eReports = e2eParts.map(
  (_, i) => readJson<{ stats: E2eStats }>(`${results}/e2e-results-${i + 1}.json`)?.stats,
)
const e2eResults = e2eReports.some(Boolean)
  ? {
      stats: e2eReports.reduce<E2eStats>(
        (sum, part) => ({
          expected: sum.expected + (part?.expected ?? 0),
          unexpected: sum.unexpected + (part?.unexpected ?? 0),
          flaky: sum.flaky + (part?.flaky ?? 0),
          skipped: sum.skipped + (part?.skipped ?? 0),
        }),
        { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      ),
    }
  : undefined
const passed =
  (unit?.numPassedTests ?? 0) +
  (e2eResults ? e2eResults.stats.expected + e2eResults.stats.flaky : 0)
const failed = (unit?.numFailedTests ?? 0) + (e2eResults?.stats.unexpected ?? 0)
const skipped =
  (unit ? unit.numPendingTests + unit.numTodoTests : 0) + (e2eResults?.stats.skipped ?? 0)

console.log('\n━━ Summary')
for (const s of steps)
  console.log(`  ${s.ok ? 'ok  ' : 'FAIL'}  ${s.name.padEnd(20)} ${s.seconds ?? 0}s`)
if (unit) console.log(`  vitest:     ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`)
if (e2eResults)
  console.log(
    `  playwright: ${e2eResults.stats.expected} passed, ${e2eResults.stats.unexpected} failed, ${e2eResults.stats.flaky} flaky`,
  )
if (browser) console.log(`  browser:    ${browser}`)
const allOk = steps.every((s) => s.ok)
// The closing line CI reads.
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(allOk && failed === 0 ? 0 : 1)
