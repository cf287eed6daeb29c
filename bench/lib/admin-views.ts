/**
 * The admin's heaviest GET pages over HTTP, for `bench:sales` (issue 26): every view of
 * `/admin/orders` (each status, search by number, email and phone, each sort both ways, page 2
 * reached through the page's own "Next" link) and the dashboard, as a signed-in admin against a
 * running build. Each view: a warm-up, then the median of `runs` (min-max kept). With two builds
 * (`--against`) the views alternate between them request by request, so both see the same load.
 */
import { performance } from 'node:perf_hooks'
import { ORDER_STATUSES } from '../../app/utils/order-status.ts'

export interface ViewTiming {
  medianMs: number
  minMs: number
  maxMs: number
}

export interface AdminView {
  name: string
  path: string
  /** Follow the page's "Next" link once and time that page instead (keyset page 2). */
  next?: boolean
}

/** The views to time; `sample` is one seeded order's number, email and phone to search for. */
export function adminViews(sample: { number: string; email: string; phone: string }) {
  const views: AdminView[] = [
    { name: 'orders, newest first', path: '/admin/orders' },
    { name: 'orders, page 2', path: '/admin/orders', next: true },
  ]
  for (const status of ORDER_STATUSES)
    views.push({ name: `status ${status}`, path: `/admin/orders?status=${status}` })
  views.push({ name: 'status SHIPPED, page 2', path: '/admin/orders?status=SHIPPED', next: true })
  for (const sort of ['placed', 'total', 'dispatch'])
    for (const dir of ['asc', 'desc'])
      views.push({ name: `sort ${sort} ${dir}`, path: `/admin/orders?sort=${sort}&dir=${dir}` })
  views.push(
    { name: 'sort total desc, page 2', path: '/admin/orders?sort=total&dir=desc', next: true },
    { name: 'status PAID, sort total', path: '/admin/orders?status=PAID&sort=total&dir=desc' },
    { name: 'status PAID, sort dispatch', path: '/admin/orders?status=PAID&sort=dispatch&dir=asc' },
    { name: 'search number', path: `/admin/orders?q=${encodeURIComponent(sample.number)}` },
    { name: 'search email', path: `/admin/orders?q=${encodeURIComponent(sample.email)}` },
    { name: 'search phone', path: `/admin/orders?q=${encodeURIComponent(sample.phone)}` },
    { name: 'search product words', path: '/admin/orders?q=visiting' },
    { name: 'dashboard', path: '/admin' },
  )
  return views
}

async function get(base: string, path: string, cookie: string) {
  const response = await fetch(`${base}${path}`, {
    headers: { Cookie: cookie },
    redirect: 'manual',
    signal: AbortSignal.timeout(120_000),
  })
  const body = await response.text()
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
  return body
}

/** The path of a view: page 2 is the first page's own "Next" link (its keyset cursor). */
async function resolve(base: string, view: AdminView, cookie: string) {
  if (!view.next) return view.path
  const html = await get(base, view.path, cookie)
  const href = /href="([^"]*(?:\?|&amp;|&)after=[^"]+)"/.exec(html)?.[1]
  if (!href) throw new Error(`${view.path}: no "Next" link to follow`)
  return href.replaceAll('&amp;', '&')
}

function summary(samples: number[]): ViewTiming {
  const sorted = [...samples].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
  const round = (ms: number) => Math.round(ms * 10) / 10
  return { medianMs: round(median), minMs: round(sorted[0]!), maxMs: round(sorted.at(-1)!) }
}

/** Times every view on every server (name -> base URL), interleaved; results by view, then server. */
export async function timeAdminViews(
  servers: Record<string, string>,
  views: AdminView[],
  cookie: string,
  runs: number,
  log: (m: string) => void,
) {
  const results: { view: string; path: string; byServer: Record<string, ViewTiming> }[] = []
  for (const view of views) {
    const paths: Record<string, string> = {}
    const samples: Record<string, number[]> = {}
    for (const [name, base] of Object.entries(servers)) {
      paths[name] = await resolve(base, view, cookie)
      await get(base, paths[name], cookie) // warm-up: plans, connections, caches
      samples[name] = []
    }
    for (let i = 0; i < runs; i++) {
      for (const [name, base] of Object.entries(servers)) {
        const start = performance.now()
        await get(base, paths[name]!, cookie)
        samples[name]!.push(performance.now() - start)
      }
    }
    const byServer = Object.fromEntries(
      Object.entries(samples).map(([name, s]) => [name, summary(s)]),
    )
    log(
      `${view.name}: ${Object.entries(byServer)
        .map(([name, t]) => `${name} ${t.medianMs} ms`)
        .join(', ')}`,
    )
    results.push({ view: view.name, path: view.path, byServer })
  }
  return results
}
