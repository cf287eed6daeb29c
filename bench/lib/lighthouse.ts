/**
 * One Lighthouse run of one URL: a fresh headless Chromium (Debian's, launched by chrome-launcher
 * with a throw-away profile), Lighthouse's default mobile settings (Moto G Power emulation,
 * simulated slow-4G throttling and 4x CPU slowdown), performance category only.
 */
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export type Finding = { id: string; title: string; displayValue?: string; savingsMs?: number }

export type LighthouseRun = {
  score: number
  /** Milliseconds, except CLS (unitless). */
  lcp: number
  tbt: number
  cls: number
  fcp: number
  speedIndex: number
  /** The observed (unthrottled) time to first byte of the document. */
  serverResponseMs: number
  /** What Lighthouse saw on the wire for script resources (compressed, headers included). */
  scriptTransferBytes: number
  scriptRequests: number
  totalTransferBytes: number
  lcpElement?: string
  /** Lighthouse's own CPU benchmark of this machine during the run: a noise indicator. */
  benchmarkIndex: number
  /** The machine's 1-minute load average when the run ended: other work skews timings. */
  loadAverage: number
  finalUrl: string
  findings: Finding[]
  warnings: string[]
  /** Main-thread milliseconds by kind of work (Lighthouse's mainthread-work-breakdown). */
  mainThread?: Record<string, number>
  /** Scripts with the most main-thread time (bootup-time): evaluation and parse, in ms. */
  bootup?: { url: string; total: number; scripting: number; parse: number }[]
}

export type RunContext = { lighthouseVersion: string; chromeVersion: string; formFactor: string }

const launched = new Set<chromeLauncher.LaunchedChrome>()

/** Kills every Chromium this process started (on Ctrl+C or a fatal error). */
export function killChromes() {
  for (const chrome of launched) chrome.kill()
  launched.clear()
}

function numeric(lhr: Result, id: string) {
  const value = lhr.audits[id]?.numericValue
  if (typeof value !== 'number') throw new Error(`Lighthouse reported no value for ${id}`)
  return value
}

/** The first DOM node snippet in an audit's details (the LCP element). */
function findSnippet(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined
  const record = value as Record<string, unknown>
  if (record.type === 'node' && typeof record.snippet === 'string') return record.snippet
  for (const child of Object.values(record)) {
    const found = findSnippet(child)
    if (found) return found
  }
  return undefined
}

/** Performance audits that did not pass, with the time Lighthouse estimates they cost. */
function findings(lhr: Result): Finding[] {
  const refs = lhr.categories.performance?.auditRefs ?? []
  const out: Finding[] = []
  for (const ref of refs) {
    if (ref.group === 'metrics' || ref.group === 'hidden') continue
    const audit = lhr.audits[ref.id]
    if (!audit || audit.score === null || audit.score >= 0.9) continue
    if (!['numeric', 'binary', 'metricSavings'].includes(audit.scoreDisplayMode)) continue
    const details = audit.details as
      { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number } | undefined
    // An opportunity Lighthouse itself prices at nothing is not worth a line.
    if (
      details?.type === 'opportunity' &&
      !details.overallSavingsMs &&
      !details.overallSavingsBytes
    ) {
      continue
    }
    const savingsMs = details?.overallSavingsMs ?? audit.metricSavings?.LCP
    out.push({
      id: ref.id,
      title: audit.title,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      ...(savingsMs ? { savingsMs: Math.round(savingsMs) } : {}),
    })
  }
  return out
}

type BreakdownItem = { group?: string; duration?: number }
type BootupItem = { url?: string; total?: number; scripting?: number; scriptParseCompile?: number }
const items = <T>(lhr: Result, id: string) =>
  ((lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? []) as T[]

/** Where the main thread's time went, by kind of work and by script (the five heaviest). */
function mainThreadWork(lhr: Result) {
  const mainThread = Object.fromEntries(
    items<BreakdownItem>(lhr, 'mainthread-work-breakdown').map((i) => [
      i.group ?? 'other',
      Math.round(i.duration ?? 0),
    ]),
  )
  const bootup = items<BootupItem>(lhr, 'bootup-time')
    .slice(0, 5)
    .map((i) => ({
      url: String(i.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
      total: Math.round(i.total ?? 0),
      scripting: Math.round(i.scripting ?? 0),
      parse: Math.round(i.scriptParseCompile ?? 0),
    }))
  return { mainThread, bootup }
}

function summarise(lhr: Result): LighthouseRun {
  const score = lhr.categories.performance?.score
  if (typeof score !== 'number') throw new Error('Lighthouse computed no performance score')
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: { resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? []
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const lcpElement = findSnippet(lhr.audits['largest-contentful-paint-element']?.details)
  return {
    score: Math.round(score * 100),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    speedIndex: numeric(lhr, 'speed-index'),
    serverResponseMs: lhr.audits['server-response-time']?.numericValue ?? 0,
    scriptTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptRequests: scripts.length,
    totalTransferBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    ...(lcpElement ? { lcpElement } : {}),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    loadAverage: Number(os.loadavg()[0]!.toFixed(2)),
    finalUrl: lhr.finalDisplayedUrl,
    findings: findings(lhr),
    warnings: lhr.runWarnings.map(String),
    ...mainThreadWork(lhr),
  }
}

/** The browser's full version (its user agent only says 156.0.0.0). */
export function chromeVersion(chromePath: string) {
  const output = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout ?? ''
  return /(\d+\.\d+\.\d+\.\d+)/.exec(output)?.[1]
}

export function runContext(lhr: Result, chromePath: string): RunContext {
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    chromeVersion:
      chromeVersion(chromePath) ??
      /Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ??
      'unknown',
    formFactor: `${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling`,
  }
}

export async function runLighthouse(
  url: string,
  {
    chromePath,
    timeoutMs,
    headers,
  }: { chromePath: string; timeoutMs: number; headers?: Record<string, string> },
): Promise<{ run: LighthouseRun; lhr: Result }> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    // Our own Ctrl+C handler stops the server and drops the database first.
    handleSIGINT: false,
    logLevel: 'silent',
  })
  launched.add(chrome)
  let timer: NodeJS.Timeout | undefined
  try {
    const pending = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A signed-in page (checkout) is loaded with the shopper's cookie.
      ...(headers ? { extraHeaders: headers } : {}),
    })
    // After a timeout the abandoned run fails when its Chromium is killed: nobody is listening.
    pending.catch(() => {})
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse did not finish within ${timeoutMs / 1000} s`)),
        timeoutMs,
      )
    })
    const result = await Promise.race([pending, timeout])
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    }
    return { run: summarise(lhr), lhr }
  } finally {
    clearTimeout(timer)
    chrome.kill()
    launched.delete(chrome)
  }
}
