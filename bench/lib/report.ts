/** The result format (bench/results/*.json and bench/baseline.json) and its text rendering. */
import type { AssetGroup, PageBytes } from './bytes.ts'
import type { Finding, LighthouseRun, RunContext } from './lighthouse.ts'

export const METRICS = ['score', 'lcp', 'tbt', 'cls', 'fcp', 'speedIndex'] as const
export type Metric = (typeof METRICS)[number]
type Summary = Record<Metric | 'serverResponseMs' | 'scriptTransferBytes', number>

export type PageResult = PageBytes & {
  path: string
  url: string
  error?: string
  lighthouse?: {
    runs: LighthouseRun[]
    failedRuns: string[]
    /** Each metric's own median over the successful runs. */
    median: Summary
    range: Record<Metric, [number, number]>
    /** Failing audits and LCP element of the run whose score is the median. */
    findings: Finding[]
    lcpElement?: string
  }
  /** The same document served as a file, its other requests passed through (--static-copy). */
  staticCopy?: { url: string; lighthouse?: PageResult['lighthouse']; error?: string }
}

export type BenchResult = {
  version: 1
  createdAt: string
  git: { commit: string; dirty: boolean }
  target: { kind: 'built' | 'url'; url: string; database?: 'postgres' | 'embedded' }
  runsPerPage: number
  environment: Partial<RunContext> & {
    node: string
    cpus: number
    cpuModel: string
    loadAverage: { start: number; end: number }
    benchmarkIndex?: number
  }
  pages: PageResult[]
}

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function summariseRuns(runs: LighthouseRun[]) {
  const pick = (key: keyof Summary) => median(runs.map((r) => r[key]))
  const medianSummary = {
    score: Math.round(pick('score')),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    fcp: pick('fcp'),
    speedIndex: pick('speedIndex'),
    serverResponseMs: pick('serverResponseMs'),
    scriptTransferBytes: pick('scriptTransferBytes'),
  }
  const range = Object.fromEntries(
    METRICS.map((m) => {
      const values = runs.map((r) => r[m])
      return [m, [Math.min(...values), Math.max(...values)]]
    }),
  ) as Record<Metric, [number, number]>
  const byScore = [...runs].sort((a, b) => a.score - b.score)
  const typical = byScore[Math.floor((byScore.length - 1) / 2)]!
  return {
    median: medianSummary,
    range,
    findings: typical.findings,
    ...(typical.lcpElement ? { lcpElement: typical.lcpElement } : {}),
  }
}

export const kib = (bytes: number) =>
  Math.abs(bytes) < 1024 && bytes !== 0 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KiB`
export const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`

const FORMAT: Record<Metric, (v: number) => string> = {
  score: (v) => String(Math.round(v)),
  lcp: ms,
  tbt: ms,
  cls: (v) => v.toFixed(3),
  fcp: ms,
  speedIndex: ms,
}

export function table(headers: string[], rows: string[][]) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

function statusText(page: PageResult) {
  return page.location ? `${page.status} -> ${page.location}` : String(page.status)
}

function metricCell(page: PageResult, metric: Metric) {
  const lh = page.lighthouse
  if (!lh) return page.status === 200 ? 'error' : '-'
  const [low, high] = lh.range[metric]
  const value = FORMAT[metric](lh.median[metric])
  return metric === 'score' && lh.runs.length > 1 ? `${value} (${low}-${high})` : value
}

export function resultTable(result: BenchResult) {
  const group = (g: AssetGroup | undefined) => (g ? kib(g.gzip) : '-')
  return table(
    [
      'page',
      'status',
      'HTML',
      'HTML gz',
      'JS gz',
      'JS files',
      'CSS gz',
      'score',
      'LCP',
      'TBT',
      'CLS',
      'FCP',
    ],
    result.pages.map((p) => [
      p.path,
      statusText(p),
      p.html ? kib(p.html.bytes) : '-',
      p.html ? kib(p.html.gzip) : '-',
      group(p.js),
      p.js ? String(p.js.files.length) : '-',
      group(p.css),
      metricCell(p, 'score'),
      metricCell(p, 'lcp'),
      metricCell(p, 'tbt'),
      metricCell(p, 'cls'),
      metricCell(p, 'fcp'),
    ]),
  )
}

export function details(result: BenchResult) {
  const out: string[] = []
  for (const page of result.pages) {
    const lh = page.lighthouse
    const lines: string[] = []
    if (page.error) lines.push(`error: ${page.error}`)
    for (const failure of lh?.failedRuns ?? []) lines.push(`failed run: ${failure}`)
    if (page.missing.length) lines.push(`missing assets: ${page.missing.join(', ')}`)
    if (page.html) {
      lines.push(`inline scripts in the HTML: ${kib(page.html.inlineScriptBytes)} (raw)`)
    }
    if (lh) {
      lines.push(
        `Lighthouse: ${kib(lh.median.scriptTransferBytes)} of script transferred, ` +
          `server response ${ms(lh.median.serverResponseMs)}, speed index ${ms(lh.median.speedIndex)}`,
      )
      const spread = (values: number[]) =>
        `${Math.min(...values)}-${Math.max(...values)}`.replace(/^(.+)-\1$/, '$1')
      lines.push(
        `runs: scores ${lh.runs.map((r) => r.score).join(', ')}; CPU index ` +
          `${spread(lh.runs.map((r) => r.benchmarkIndex))}; load ${spread(lh.runs.map((r) => r.loadAverage))}`,
      )
      if (lh.lcpElement) lines.push(`LCP element: ${lh.lcpElement.slice(0, 110)}`)
      for (const f of lh.findings.slice(0, 6)) {
        const extra = [f.displayValue, f.savingsMs ? `~${ms(f.savingsMs)}` : undefined]
        lines.push(
          `to fix: ${f.title}${extra.some(Boolean) ? ` (${extra.filter(Boolean).join(', ')})` : ''}`,
        )
      }
    }
    if (lines.length) out.push(`${page.path}\n${lines.map((l) => `  ${l}`).join('\n')}`)
  }
  return out.join('\n')
}

type Row = { label: string; base?: number; now?: number; fmt: (v: number) => string }
type Spread = { range: [number, number]; runs: number }

/** Bytes: any change is real. Lighthouse: a change only counts when the run ranges do not overlap. */
function verdict(row: Row, base?: Spread, now?: Spread) {
  if (row.base === undefined || row.now === undefined) return ''
  const higherIsBetter = row.label === 'score'
  const delta = row.now - row.base
  if (delta === 0) return 'same'
  if (base && now) {
    if (base.runs < 3 || now.runs < 3) return 'too few runs to tell'
    if (now.range[0] <= base.range[1] && base.range[0] <= now.range[1]) return 'within run spread'
    // Separate ranges still happen by chance when the machine's load changes between runs.
    return delta > 0 === higherIsBetter ? 'likely better' : 'likely worse'
  }
  return delta > 0 === higherIsBetter ? 'better' : 'worse'
}

function deltaText(row: Row) {
  if (row.base === undefined || row.now === undefined) return ''
  const delta = row.now - row.base
  const sign = delta > 0 ? '+' : delta < 0 ? '-' : '±'
  const pct = row.base ? ` (${sign}${Math.abs((delta / row.base) * 100).toFixed(1)}%)` : ''
  return `${sign}${row.fmt(Math.abs(delta))}${pct}`
}

function spread(page: PageResult, metric: Metric): Spread | undefined {
  const lh = page.lighthouse
  return lh && { range: lh.range[metric], runs: lh.runs.length }
}

export function comparison(result: BenchResult, baseline: BenchResult) {
  const rows: string[][] = []
  for (const page of result.pages) {
    const base = baseline.pages.find((p) => p.path === page.path)
    if (!base) {
      rows.push([page.path, 'status', '(not in baseline)', statusText(page), '', ''])
      continue
    }
    rows.push([page.path, 'status', statusText(base), statusText(page), '', ''])
    const bytes: Row[] = [
      { label: 'HTML gz', base: base.html?.gzip, now: page.html?.gzip, fmt: kib },
      { label: 'JS gz', base: base.js?.gzip, now: page.js?.gzip, fmt: kib },
      { label: 'CSS gz', base: base.css?.gzip, now: page.css?.gzip, fmt: kib },
    ]
    for (const row of bytes) {
      if (row.base === undefined && row.now === undefined) continue
      const show = (v?: number) => (v === undefined ? '-' : row.fmt(v))
      rows.push(['', row.label, show(row.base), show(row.now), deltaText(row), verdict(row)])
    }
    for (const metric of METRICS) {
      const row: Row = {
        label: metric,
        base: base.lighthouse?.median[metric],
        now: page.lighthouse?.median[metric],
        fmt: FORMAT[metric],
      }
      if (row.base === undefined && row.now === undefined) continue
      const show = (v?: number) => (v === undefined ? '-' : row.fmt(v))
      rows.push([
        '',
        metric,
        show(row.base),
        show(row.now),
        deltaText(row),
        verdict(row, spread(base, metric), spread(page, metric)),
      ])
    }
  }
  return table(['page', 'metric', 'baseline', 'now', 'delta', ''], rows)
}

/** Reasons the baseline's Lighthouse figures may not compare with this run's. */
export function comparabilityWarnings(result: BenchResult, baseline: BenchResult) {
  const warnings: string[] = []
  const a = baseline.environment
  const b = result.environment
  if (a.lighthouseVersion && b.lighthouseVersion && a.lighthouseVersion !== b.lighthouseVersion) {
    warnings.push(`Lighthouse ${a.lighthouseVersion} in the baseline, ${b.lighthouseVersion} now`)
  }
  const major = (v?: string) => v?.split('.')[0]
  if (a.chromeVersion && b.chromeVersion && major(a.chromeVersion) !== major(b.chromeVersion)) {
    warnings.push(`Chromium ${a.chromeVersion} in the baseline, ${b.chromeVersion} now`)
  }
  if (a.benchmarkIndex && b.benchmarkIndex) {
    const ratio = b.benchmarkIndex / a.benchmarkIndex
    if (ratio < 0.8 || ratio > 1.25) {
      warnings.push(
        `CPU benchmark index ${a.benchmarkIndex} in the baseline, ${b.benchmarkIndex} now ` +
          '(another machine, or a busy one): compare timings with care, bytes still compare',
      )
    }
  }
  if (baseline.target.kind !== result.target.kind) {
    warnings.push(`baseline measured ${baseline.target.kind}, this run ${result.target.kind}`)
  }
  return warnings
}

/** Each kind of main-thread work (or a script's), median over the runs, in ms. */
function medianWork(runs: LighthouseRun[]) {
  const groups = new Set(runs.flatMap((r) => Object.keys(r.mainThread ?? {})))
  return Object.fromEntries(
    [...groups].map((g) => [g, Math.round(median(runs.map((r) => r.mainThread?.[g] ?? 0)))]),
  )
}

const WORK_GROUPS: [string, string][] = [
  ['scriptEvaluation', 'script'],
  ['scriptParseCompile', 'parse'],
  ['styleLayout', 'style+layout'],
  ['paintCompositeRender', 'paint'],
  ['parseHTML', 'HTML'],
  ['garbageCollection', 'GC'],
  ['other', 'other'],
]

/**
 * The page beside its static copy, measured in the same run: score, TBT and the main thread's work
 * by kind (medians). The TBT ratio is what issue 26 bounds (≤ 2×).
 */
export function staticCopyTable(result: BenchResult) {
  const rows: string[][] = []
  for (const page of result.pages) {
    const copy = page.staticCopy?.lighthouse
    const lh = page.lighthouse
    if (!lh || !copy) continue
    const work = [medianWork(lh.runs), medianWork(copy.runs)]
    const ratio = copy.median.tbt > 0 ? `${(lh.median.tbt / copy.median.tbt).toFixed(2)}×` : '-'
    for (const [i, label] of ['page', 'copy'].entries()) {
      const side = i === 0 ? lh : copy
      rows.push([
        i === 0 ? page.path : '',
        label,
        metricCell({ ...page, lighthouse: side }, 'score'),
        ms(side.median.tbt),
        i === 0 ? ratio : '',
        ...WORK_GROUPS.map(([g]) => String(work[i]![g] ?? 0)),
      ])
    }
  }
  if (!rows.length) return ''
  return table(
    ['page', 'served', 'score', 'TBT', 'TBT ×copy', ...WORK_GROUPS.map(([, l]) => `${l} ms`)],
    rows,
  )
}

/** The heaviest scripts on the main thread (the median-score run), page and copy. */
export function bootupDetails(result: BenchResult) {
  const out: string[] = []
  for (const page of result.pages) {
    for (const [label, lh] of [
      ['page', page.lighthouse],
      ['copy', page.staticCopy?.lighthouse],
    ] as const) {
      if (!lh) continue
      const byScore = [...lh.runs].sort((a, b) => a.score - b.score)
      const typical = byScore[Math.floor((byScore.length - 1) / 2)]!
      const scripts = (typical.bootup ?? [])
        .map(
          (b) => `${b.url || '(document)'} ${b.total} ms (eval ${b.scripting}, parse ${b.parse})`,
        )
        .join('; ')
      if (scripts) out.push(`${page.path} ${label}: ${scripts}`)
    }
  }
  return out.join('\n')
}
