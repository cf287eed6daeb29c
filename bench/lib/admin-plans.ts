/**
 * The plans behind the admin views of `bench:sales --plans` (issue 26, decision 072): each
 * orders-list view is run in this process through the list's own code (`listAdminOrders`, pages 2
 * and 3 through its own cursors) and the dashboard through `getDashboard`, every statement they
 * send through `pg` is kept with its values, and each is then run again under
 * `EXPLAIN (ANALYZE, BUFFERS)`. The sum of their planning and execution times is a view's Postgres
 * time, which the machine's load moves far less than a request over HTTP; the plans go to the
 * results file, the slowest statement's top lines to the log.
 */
import pg from 'pg'
import type { AdminView } from './admin-views.ts'

export interface StatementPlan {
  text: string
  ms: number
  plan: string[]
}

export interface ViewPlans {
  view: string
  path: string
  postgresMs: number
  statements: StatementPlan[]
}

type Sent = { text: string; values: unknown[] }

/** Calls `fn` and returns what it sent through `pg` (every client, so Prisma's pool too). */
async function capture(fn: () => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = []
  const query = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string; values?: unknown[] } | undefined
    const text = typeof config === 'string' ? config : (config?.text ?? '')
    const values =
      (Array.isArray(args[1]) ? args[1] : typeof config === 'object' ? config.values : []) ?? []
    if (!/^\s*(BEGIN|COMMIT|ROLLBACK|SET|SHOW|DEALLOCATE)\b/i.test(text))
      sent.push({ text, values })
    return (query as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof query
  try {
    await fn()
  } finally {
    pg.Client.prototype.query = query
  }
  return sent
}

async function explain(client: pg.Client, statement: Sent): Promise<StatementPlan> {
  const result = await client.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
    statement.values,
  )
  const plan = result.rows.map((r) => r['QUERY PLAN'])
  const time = (label: string) =>
    Number(plan.find((l) => l.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? 0)
  return {
    text: statement.text,
    ms: Math.round((time('Planning Time') + time('Execution Time')) * 100) / 100,
    plan,
  }
}

/** Every list view and the dashboard: their statements, plans and Postgres time. */
export async function explainAdminViews(
  views: AdminView[],
  client: pg.Client,
  log: (m: string) => void,
): Promise<ViewPlans[]> {
  const { listAdminOrders, parseOrderListQuery } =
    await import('../../app/server/admin/orders-list.server.ts')
  const { getDashboard } = await import('../../app/server/admin/admin-dashboard.server.ts')
  const out: ViewPlans[] = []
  for (const view of views) {
    let run: () => Promise<unknown>
    if (view.path.startsWith('/admin/orders')) {
      const { query } = parseOrderListQuery(new URL(view.path, 'http://bench.local').searchParams)
      let missing = false
      for (let page = 1; page < (view.page ?? 1); page++) {
        const { next } = await listAdminOrders(query)
        if (!next) missing = true
        query.after = next
      }
      if (missing) continue
      run = () => listAdminOrders(query)
    } else if (view.path === '/admin') {
      run = () => getDashboard()
    } else continue
    await run() // warm-up, as the HTTP timing does
    const sent = await capture(run)
    const statements: StatementPlan[] = []
    for (const statement of sent) statements.push(await explain(client, statement))
    const postgresMs = Math.round(statements.reduce((sum, s) => sum + s.ms, 0) * 100) / 100
    const slowest = [...statements].sort((a, b) => b.ms - a.ms)[0]
    log(
      `plan ${view.name}: ${statements.length} statements, ${postgresMs} ms of Postgres` +
        (slowest
          ? `; slowest ${slowest.ms} ms:\n    ${slowest.plan.slice(0, 6).join('\n    ')}`
          : ''),
    )
    out.push({ view: view.name, path: view.path, postgresMs, statements })
  }
  return out
}
