/**
 * The admin's heaviest GET pages over HTTP, for `bench:sales` (issue 26): every view of
 * `/admin/orders` (each status alone and with each sort both ways, each sort both ways, each
 * payment filter and dashboard flag, a date range, search by number, email, phone and product
 * words, and page 2 and 3 of each sort reached through the page's own "Next" links) and the
 * dashboard twice: warm (its cached value, data unchanged) and cold (the first visit after a write
 * moved the admin data version, decision 068). As a signed-in admin against a running build. Each
 * view: a warm-up, then the median of `runs` (min-max kept). With two builds (`--against`) the
 * views alternate between them request by request, so both see the same load. Each view carries
 * its budget (issue 26: a list view 150 ms, the dashboard 200 ms) for the pass/fail table.
 */
import { performance } from 'node:perf_hooks'
import { ORDER_FLAGS, ORDER_SORTS, PAYMENT_FILTERS } from '../../app/utils/admin-orders.ts'
import { ORDER_STATUSES } from '../../app/utils/order-status.ts'

/** Issue 26: every orders-list view and the dashboard over HTTP at a million orders. */
export const LIST_BUDGET_MS = 150
export const DASHBOARD_BUDGET_MS = 200

export interface ViewTiming {
  medianMs: number
  minMs: number
  maxMs: number
}

export interface AdminView {
  name: string
  path: string
  /** The page to time: 2 follows the first page's "Next" link once (its keyset cursor), 3 twice. */
  page?: number
  /** Null for a reference page timed only to compare with (no budget of its own). */
  budgetMs: number | null
  /** Run before the warm-up and before every timed request (the cold dashboard: a write). */
  before?: () => Promise<unknown>
}

const DIRS = ['asc', 'desc'] as const

/**
 * The views to time; `sample` is one seeded order's number, email and phone to search for,
 * `write` a write to the counted tables (it moves the admin data version).
 */
export function adminViews(
  sample: { number: string; email: string; phone: string },
  write: () => Promise<unknown>,
) {
  const list = (name: string, path: string, page = 1): AdminView => ({
    name,
    path,
    page,
    budgetMs: LIST_BUDGET_MS,
  })
  const views: AdminView[] = [
    // The admin layout, its session and its menu around a page that reads no order: what every
    // view below pays besides its own queries, on this machine at this load.
    {
      name: 'reference: /admin/holidays (no orders read)',
      path: '/admin/holidays',
      budgetMs: null,
    },
    list('orders, newest first', '/admin/orders'),
    list('orders, page 2', '/admin/orders', 2),
  ]
  for (const sort of ORDER_SORTS)
    for (const dir of DIRS) {
      const path = `/admin/orders?sort=${sort}&dir=${dir}`
      views.push(
        list(`sort ${sort} ${dir}`, path),
        list(`sort ${sort} ${dir}, page 2`, path, 2),
        list(`sort ${sort} ${dir}, page 3`, path, 3),
      )
    }
  for (const status of ORDER_STATUSES) {
    views.push(list(`status ${status}`, `/admin/orders?status=${status}`))
    for (const sort of ORDER_SORTS)
      for (const dir of DIRS)
        // Placed, newest first, is the list's own order: the status view above.
        if (sort !== 'placed' || dir !== 'desc')
          views.push(
            list(
              `status ${status}, sort ${sort} ${dir}`,
              `/admin/orders?status=${status}&sort=${sort}&dir=${dir}`,
            ),
          )
  }
  views.push(
    list('status SHIPPED, page 2', '/admin/orders?status=SHIPPED', 2),
    list(
      'status DELIVERED, sort total asc, page 2',
      '/admin/orders?status=DELIVERED&sort=total&dir=asc',
      2,
    ),
  )
  for (const payment of PAYMENT_FILTERS)
    views.push(list(`payment ${payment}`, `/admin/orders?payment=${payment}`))
  for (const flag of ORDER_FLAGS) views.push(list(`flag ${flag}`, `/admin/orders?flag=${flag}`))
  const day = (offset: number) =>
    new Date(Date.now() + 330 * 60_000 + offset * 86_400_000).toISOString().slice(0, 10)
  const lastMonth = `from=${day(-29)}&to=${day(0)}`
  views.push(
    list('placed in the last 30 days', `/admin/orders?${lastMonth}`),
    list('last 30 days, sort total desc', `/admin/orders?${lastMonth}&sort=total&dir=desc`),
    list('search number', `/admin/orders?q=${encodeURIComponent(sample.number)}`),
    list('search email', `/admin/orders?q=${encodeURIComponent(sample.email)}`),
    list('search phone', `/admin/orders?q=${encodeURIComponent(sample.phone)}`),
    list('search product words', '/admin/orders?q=visiting'),
    { name: 'dashboard, warm (data unchanged)', path: '/admin', budgetMs: DASHBOARD_BUDGET_MS },
    {
      name: 'dashboard, cold (after a write)',
      path: '/admin',
      budgetMs: DASHBOARD_BUDGET_MS,
      before: write,
    },
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

/**
 * The path of a view: page n is reached through the pages' own "Next" links (keyset cursors);
 * null when the list has fewer pages (a small database).
 */
async function resolve(base: string, view: AdminView, cookie: string) {
  let path = view.path
  for (let page = 1; page < (view.page ?? 1); page++) {
    const html = await get(base, path, cookie)
    const href = /href="([^"]*(?:\?|&amp;|&)after=[^"]+)"/.exec(html)?.[1]
    if (!href) return null
    path = href.replaceAll('&amp;', '&')
  }
  return path
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
  const results: {
    view: string
    path: string
    budgetMs: number | null
    byServer: Record<string, ViewTiming>
  }[] = []
  views: for (const view of views) {
    const paths: Record<string, string> = {}
    const samples: Record<string, number[]> = {}
    for (const [name, base] of Object.entries(servers)) {
      const path = await resolve(base, view, cookie)
      if (!path) {
        log(`${view.name}: skipped, the list has no page ${view.page}`)
        continue views
      }
      paths[name] = path
      await view.before?.()
      await get(base, paths[name], cookie) // warm-up: plans, connections, caches
      samples[name] = []
    }
    for (let i = 0; i < runs; i++) {
      for (const [name, base] of Object.entries(servers)) {
        await view.before?.()
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
    results.push({ view: view.name, path: view.path, budgetMs: view.budgetMs, byServer })
  }
  return results
}
