/**
 * Sales report benchmark: `npm run bench:sales [-- --sizes 10000,1000000 --runs 7 --keep]`.
 *
 * Creates a scratch database (printstudio_bench_sales or --database, on the Postgres at
 * DATABASE_URL's server, default 127.0.0.1:5432), migrates it and seeds the catalog, then grows
 * it to each size with set-based SQL (generate_series): orders over the last two years with one to four lines, CGST+SGST
 * and IGST, points discounts, shipping, payments, partial and full refunds (some with credit notes),
 * cancellations, unpaid orders, checkouts and webhooks, as checkout and Razorpay would leave them.
 * At each size it brings the daily rollup up to date (the sales-rollup job's own function, timed),
 * then times through the real route loaders, as a signed-in admin: the sales report for the last
 * 12 months by month and by day, its GST-by-HSN CSV, and the dashboard (warm-up, then the median of
 * --runs). It also times the year report with every day read live (no rollup) once, for scale.
 * Figures go to stdout as a table and to bench/results/sales-<timestamp>.json with the machine's
 * load; the database is dropped at the end (--keep keeps it). Decision 024 explains the design.
 *
 * Over HTTP (issue 26, decisions 059 and 072): at each size it also starts the built app (`npm run
 * build` first) on the scratch database and times every view of `/admin/orders` (each status alone
 * and with each sort both ways, each sort both ways and its pages 2 and 3, each payment filter and
 * flag, a date range, search by number, email, phone and product words) and the dashboard warm and
 * cold (after a write) as a signed-in admin (bench/lib/admin-views.ts), then prints each view
 * against its budget (150 ms a list view, 200 ms the dashboard) as pass or FAIL; `--against DIR`
 * starts another checkout's build (built, with its node_modules) on the same database and
 * alternates the two request by request, for a side by side before/after; `--no-http` skips this.
 * `--plans` also runs each view's statements under EXPLAIN ANALYZE (bench/lib/admin-plans.ts);
 * `--views payment,dashboard` times only the views named with those words.
 * `--reuse` keeps a database left by `--keep` and only grows it (1,000,000 orders take minutes to
 * seed). `--database NAME` names the scratch database (default printstudio_bench_sales), so two
 * people on one Postgres server do not drop each other's.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { type LoaderFunctionArgs } from '@remix-run/node'
import pg from 'pg'
import { poolConfigFromUrl } from '../prisma/pool-config.ts'
import { explainAdminViews, type ViewPlans } from './lib/admin-plans.ts'
import {
  adminViews,
  DASHBOARD_BUDGET_MS,
  LIST_BUDGET_MS,
  timeAdminViews,
  type ViewTiming,
} from './lib/admin-views.ts'
import { snapshotBuild, startServer } from './lib/server.ts'
import { seedCatalog } from '../prisma/seed.ts'
import {
  dropDatabase,
  migrateDeploy,
  recreateDatabase,
  withDatabase,
} from '../scripts/lib/database.ts'

const log = (message: string) => console.error(`[bench:sales] ${message}`)
const BUDGET_MS = 300
const SESSION_SECRET = 'bench-session-secret-0123456789abcdef'
const SPAN_DAYS = 730

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,1000000' },
    runs: { type: 'string', default: '7' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'no-http': { type: 'boolean', default: false },
    plans: { type: 'boolean', default: false },
    views: { type: 'string' },
    against: { type: 'string' },
    database: { type: 'string', default: 'printstudio_bench_sales' },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log(`Usage: npm run bench:sales -- [--sizes 10000,1000000] [--runs 7] [--keep] [--reuse]
  [--no-http] [--plans] [--views WORDS] [--against DIR] [--database printstudio_bench_sales]
Env: DATABASE_URL (any database on the Postgres server to use; default postgresql://postgres@127.0.0.1:5432/postgres)`)
  process.exit(0)
}
const sizes = values.sizes
  .split(',')
  .map((s) => Number(s.trim()))
  .sort((a, b) => a - b)
const runs = Number(values.runs)
if (!sizes.length || sizes.some((s) => !Number.isInteger(s) || s < 100 || s > 5_000_000))
  throw new Error('--sizes takes whole numbers of orders from 100 to 5,000,000, e.g. 10000,1000000')
if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error('--runs takes 1 to 50')

const server = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'
if (!/^[a-z][a-z0-9_]{0,62}$/.test(values.database))
  throw new Error('--database takes a lowercase Postgres name, e.g. printstudio_bench_sales')
const url = withDatabase(server, values.database)

/** Orders are numbered from 1; this adds orders first..first+count-1, in one transaction. */
const SEED_SQL = `
CREATE TEMP TABLE bench_products ON COMMIT DROP AS
SELECT row_number() OVER (ORDER BY p.position, p.id)::int - 1 AS idx, p.id, p.name, p.slug,
       p."hsnCode" AS hsn,
       coalesce((SELECT r."rateBp" FROM "GstRate" r WHERE r."hsnCode" = p."hsnCode"
                 ORDER BY r."validFrom" DESC LIMIT 1), 1800) AS rate,
       (SELECT t."pricePaise" FROM "QuantityTier" t WHERE t."productId" = p.id
        ORDER BY t.quantity LIMIT 1) AS price,
       (SELECT t.quantity FROM "QuantityTier" t WHERE t."productId" = p.id
        ORDER BY t.quantity LIMIT 1) AS tier
FROM "Product" p WHERE p.active;

CREATE TEMP TABLE bo ON COMMIT DROP AS
SELECT g AS n, 'bo' || g AS id,
       (now() AT TIME ZONE 'UTC') - interval '5 minutes' - random() * interval '${SPAN_DAYS} days' AS placed,
       (ARRAY['Karnataka','Karnataka','Karnataka','Karnataka','Maharashtra','Tamil Nadu','Kerala',
              'Delhi','Telangana','Gujarat','West Bengal','Uttar Pradesh'])[1 + floor(random() * 12)::int] AS state,
       random() AS r_status, random() AS r_points, random() AS r_extra,
       1 + floor(random() * random() * 4)::int AS n_lines
FROM generate_series($1::int, $1::int + $2::int - 1) g;

CREATE TEMP TABLE bl ON COMMIT DROP AS
SELECT bo.n, l AS line, floor(power(random(), 2) * (SELECT count(*) FROM bench_products))::int AS pidx,
       1 + floor(random() * random() * 4)::int AS packs
FROM bo, generate_series(1, bo.n_lines) l;

CREATE TEMP TABLE bi ON COMMIT DROP AS
SELECT bl.n, bl.line, p.id AS product_id, p.name, p.slug, p.hsn, p.rate, p.tier, bl.packs,
       p.price AS unit, p.price * bl.packs AS amount
FROM bl JOIN bench_products p ON p.idx = bl.pidx;

CREATE TEMP TABLE bsum ON COMMIT DROP AS
SELECT bo.*, s.subtotal,
       CASE WHEN s.subtotal >= 25000 THEN 0 ELSE 4900 END AS shipping,
       CASE WHEN bo.r_points < 0.15 AND s.subtotal >= 50000
            THEN (floor(s.subtotal * 0.15 / 100) * 100)::int ELSE 0 END AS discount
FROM bo JOIN (SELECT n, sum(amount)::int AS subtotal FROM bi GROUP BY n) s USING (n);

CREATE TEMP TABLE btax ON COMMIT DROP AS
SELECT x.*,
       ((2 * (x.amount - x.share)::bigint * x.rate + 10000 + x.rate) / (2 * (10000 + x.rate)))::int AS tax
FROM (
  SELECT bi.*, b.discount,
         (b.discount::bigint * bi.amount / b.subtotal
          + CASE WHEN bi.line = 1
                 THEN b.discount - sum(b.discount::bigint * bi.amount / b.subtotal) OVER (PARTITION BY bi.n)
                 ELSE 0 END)::int AS share
  FROM bi JOIN bsum b USING (n)
) x;

CREATE TEMP TABLE border ON COMMIT DROP AS
SELECT b.*, b.subtotal - b.discount + b.shipping AS total, b.state = 'Karnataka' AS intra,
       t.line_tax, t.line_cgst, (2 * b.shipping * 1800 + 11800) / 23600 AS ship_tax,
       CASE WHEN b.r_status < 0.012 THEN NULL ELSE b.placed + interval '2 minutes' END AS paid_at
FROM bsum b JOIN (SELECT n, sum(tax)::int AS line_tax, sum(tax / 2)::int AS line_cgst FROM btax GROUP BY n) t USING (n);

CREATE TEMP TABLE bfinal ON COMMIT DROP AS
SELECT o.*, o.line_tax + o.ship_tax AS tax,
       CASE WHEN o.intra THEN o.line_cgst + o.ship_tax / 2 ELSE 0 END AS cgst,
       CASE WHEN o.intra THEN o.line_tax + o.ship_tax - o.line_cgst - o.ship_tax / 2 ELSE 0 END AS sgst,
       CASE WHEN o.intra THEN 0 ELSE o.line_tax + o.ship_tax END AS igst,
       age AS age,
       CASE
         WHEN o.paid_at IS NULL THEN CASE WHEN age < interval '1 day' THEN 'PENDING_PAYMENT' ELSE 'EXPIRED' END
         WHEN o.r_status < 0.032 AND age > interval '4 days' THEN 'CANCELLED'
         WHEN o.r_status < 0.042 AND age > interval '6 days' THEN 'REFUNDED'
         WHEN age > interval '8 days' THEN 'DELIVERED'
         WHEN age > interval '3 days' THEN 'SHIPPED'
         WHEN age > interval '1 day' THEN 'IN_PRODUCTION'
         ELSE 'PAID'
       END AS status
FROM border o, LATERAL (SELECT (now() AT TIME ZONE 'UTC') - o.placed AS age) a;

INSERT INTO "Order" (id, number, email, phone, status, "subtotalPaise", "shippingPaise",
  "discountPaise", "loyaltyPointsUsed", "totalPaise", "taxPaise", "cgstPaise", "sgstPaise",
  "igstPaise", "placeOfSupply", "shippingAddress", "createdAt", "updatedAt", "paidAt",
  "dispatchBy", "cancelledAt", "invoiceNumber")
SELECT id, 'PB-' || n, 'bench' || n || '@example.com', '9' || lpad((n % 1000000000)::text, 9, '0'),
       status::"OrderStatus", subtotal, shipping, discount, discount / 100, total, tax, cgst, sgst,
       igst, state, jsonb_build_object('city', 'Bench', 'state', state), placed, placed, paid_at,
       paid_at + interval '3 days',
       CASE WHEN status = 'CANCELLED' THEN paid_at + interval '1 day' + r_extra * interval '2 days' END,
       CASE WHEN paid_at IS NOT NULL THEN 'PB/' || n END
FROM bfinal;

INSERT INTO "OrderItem" (id, "orderId", "productId", "productName", "productSlug", options,
  "hsnCode", "gstRateBp", "taxPaise", "tierQuantity", quantity, "unitPricePaise", "totalPaise")
SELECT 'bi' || n || '_' || line, 'bo' || n, product_id, name, slug, '[]', hsn, rate, tax, tier,
       packs, unit, amount
FROM btax;

INSERT INTO "Payment" (id, "orderId", "providerOrderId", "providerPaymentId", status, "amountPaise",
  "capturedPaise", "refundedPaise", method, "createdAt", "updatedAt", "capturedAt")
SELECT 'bp' || n, id, 'order_b' || n, 'pay_b' || n,
       (CASE WHEN status IN ('REFUNDED', 'CANCELLED') THEN 'REFUNDED' ELSE 'CAPTURED' END)::"PaymentStatus",
       total, total, 0, 'upi', placed, placed, paid_at
FROM bfinal WHERE paid_at IS NOT NULL;

CREATE TEMP TABLE brefund ON COMMIT DROP AS
SELECT f.n, f.id AS order_id, f.total, f.cgst, f.sgst, f.igst, r.amount, r.at,
       CASE WHEN r.at <= (now() AT TIME ZONE 'UTC') THEN 'PROCESSED' ELSE 'PENDING' END AS status
FROM bfinal f
CROSS JOIN LATERAL (
  SELECT CASE
           WHEN f.status = 'CANCELLED' THEN f.total
           WHEN f.status = 'REFUNDED' THEN f.total
           ELSE (f.total * 0.3)::int
         END AS amount,
         CASE
           WHEN f.status = 'CANCELLED' THEN f.paid_at + interval '3 days' + f.r_extra * interval '2 days'
           WHEN f.status = 'REFUNDED' THEN f.paid_at + interval '5 days'
           ELSE f.paid_at + interval '2 days' + f.r_extra * interval '8 days'
         END AS at
) r
WHERE f.paid_at IS NOT NULL
  AND (f.status IN ('CANCELLED', 'REFUNDED') OR (f.r_status >= 0.042 AND f.r_status < 0.082));

INSERT INTO "Refund" (id, "orderId", "paymentId", "providerRefundId", "idempotencyKey",
  "amountPaise", status, reason, "createdBy", "createdAt", "processedAt")
SELECT 'br' || n, order_id, 'bp' || n, 'rfnd_b' || n, 'bench-' || n, amount,
       status::"RefundStatus", 'Bench refund', 'system',
       least(at - interval '1 day', now() AT TIME ZONE 'UTC'),
       CASE WHEN status = 'PROCESSED' THEN at END
FROM brefund;

INSERT INTO "CreditNote" (id, number, "orderId", "refundId", "amountPaise", "taxPaise",
  "cgstPaise", "sgstPaise", "igstPaise", "createdAt")
SELECT 'bc' || n, 'CN/B/' || n, order_id, 'br' || n, amount,
       c + s + i, c, s, i, at
FROM brefund,
LATERAL (SELECT (amount::bigint * cgst / total)::int AS c, (amount::bigint * sgst / total)::int AS s,
                (amount::bigint * igst / total)::int AS i) t
WHERE status = 'PROCESSED' AND n % 2 = 0;

INSERT INTO "Checkout" (id, email, phone, status, "totalPaise", stage, "createdAt", "updatedAt", "orderId")
SELECT 'bk' || n, 'bench' || n || '@example.com', '9' || lpad((n % 1000000000)::text, 9, '0'),
       (CASE WHEN paid_at IS NOT NULL THEN 'COMPLETED' ELSE 'ABANDONED' END)::"CheckoutStatus",
       total, 'payment', placed - interval '3 minutes', placed, CASE WHEN paid_at IS NOT NULL THEN id END
FROM bfinal
UNION ALL
SELECT 'bka' || n, 'bench' || n || '@example.com', '9' || lpad((n % 1000000000)::text, 9, '0'),
       (CASE WHEN placed > (now() AT TIME ZONE 'UTC') - interval '1 hour' THEN 'STARTED' ELSE 'ABANDONED' END)::"CheckoutStatus",
       total, 'address', placed - interval '2 days', placed - interval '2 days', NULL
FROM bfinal WHERE r_extra < 0.4;

INSERT INTO "WebhookEvent" (id, provider, "eventId", "eventType", payload, signature,
  "signatureValid", status, outcome, "receivedAt", "processedAt", "processingMs")
SELECT 'bw' || n, 'razorpay', 'evt_b' || n, 'payment.captured', '{}', 'bench', true,
       (CASE WHEN r_extra > 0.997 THEN 'FAILED' ELSE 'PROCESSED' END)::"WebhookStatus",
       'Bench', paid_at + interval '1 second', paid_at + interval '2 seconds', 40
FROM bfinal WHERE paid_at IS NOT NULL;
`

interface Timing {
  medianMs: number
  minMs: number
  maxMs: number
  runs: number
}

function summary(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
  const round = (ms: number) => Math.round(ms * 10) / 10
  return {
    medianMs: round(median),
    minMs: round(sorted[0]!),
    maxMs: round(sorted.at(-1)!),
    runs: sorted.length,
  }
}

async function timeIt(fn: () => Promise<unknown>, count: number) {
  await fn() // warm-up: plans, connections, caches
  const samples: number[] = []
  for (let i = 0; i < count; i++) {
    const start = performance.now()
    await fn()
    samples.push(performance.now() - start)
  }
  return summary(samples)
}

async function main() {
  const started = Date.now()
  const load = [os.loadavg()]
  log(`scratch database ${new URL(url).pathname.slice(1)} on ${new URL(url).host}`)
  const reused = values.reuse && (await databaseExists(url))
  if (!reused) await recreateDatabase(url)
  const stops: (() => Promise<void>)[] = []
  try {
    await migrateDeploy(url)
    // The app (its env, Prisma and the route loaders) works on the scratch database; the servers
    // started below get the same session secret, so one admin session signs in on all of them.
    process.env.DATABASE_URL = url
    process.env.SESSION_SECRET = SESSION_SECRET
    const { prisma } = await import('../app/server/platform/db.server.ts')
    if (!reused) await seedCatalog(prisma)
    const { refreshSalesRollup } = await import('../app/server/admin/sales-rollup.server.ts')
    const { createSession } = await import('../app/server/http/session.server.ts')
    const { loader: reportLoader } = await import('../app/routes/admin.reports.sales.tsx')
    const { loader: dashboardLoader } = await import('../app/routes/admin._index.tsx')
    const { loader: hsnLoader } = await import('../app/routes/admin.reports.gst-by-hsn[.csv].ts')
    const { addDays, indiaDay } = await import('../app/utils/sales-report.ts')

    const admin = await prisma.user.upsert({
      where: { email: 'bench-admin@example.com' },
      create: { email: 'bench-admin@example.com', isAdmin: true },
      update: {},
    })
    const { setCookie } = await createSession(admin.id)
    const cookie = setCookie.split(';')[0]!
    const call = async (loader: (args: LoaderFunctionArgs) => unknown, path: string) => {
      const result = await loader({
        request: new Request(`http://bench.local${path}`, { headers: { Cookie: cookie } }),
        params: {},
        context: {},
      })
      const status =
        result instanceof Response
          ? result.status
          : ((result as { init?: { status?: number } }).init?.status ?? 200)
      if (status !== 200) throw new Error(`${path} answered ${status}`)
      if (result instanceof Response) await result.text()
    }

    const client = new pg.Client(poolConfigFromUrl(url))
    await client.connect()
    const results = []
    let seeded = reused
      ? (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM "Order"')).rows[0]!.n
      : 0
    if (reused) log(`reusing the database: ${seeded.toLocaleString('en-IN')} orders`)
    const servers: Record<string, string> = {}
    if (!values['no-http']) {
      const builds: [string, string][] = [['this', '.']]
      if (values.against) builds.push(['against', values.against])
      for (const [name, from] of builds) {
        const dir = await snapshotBuild(log, from)
        stops.push(async () => fs.rmSync(dir, { recursive: true, force: true }))
        const running = await startServer({
          buildDir: dir,
          databaseUrl: url,
          poolSize: 10,
          env: { SESSION_SECRET, BENCH_PAGES: 'false' },
        })
        stops.push(() => running.stop())
        servers[name] = running.url
        log(`${name} build (${from}) at ${running.url}`)
      }
    }
    try {
      for (const size of sizes) {
        const seedStart = performance.now()
        const had = seeded
        const batch = 100_000
        while (seeded < size) {
          const count = Math.min(batch, size - seeded)
          await client.query('BEGIN')
          for (const statement of SEED_SQL.split(/;\s*\n/).filter((s) => s.trim()))
            await client.query(statement, statement.includes('$1') ? [seeded + 1, count] : [])
          await client.query('COMMIT')
          seeded += count
          log(`seeded ${seeded.toLocaleString('en-IN')} orders`)
        }
        // VACUUM as autovacuum would after a bulk insert (it sets the visibility map, so counts
        // over an index need not visit every row); a running store's tables are in this state.
        await client.query('VACUUM (ANALYZE)')
        const seedMs = performance.now() - seedStart
        const counts = (
          await client.query(`SELECT
            (SELECT count(*) FROM "Order")::int AS orders,
            (SELECT count(*) FROM "OrderItem")::int AS items,
            (SELECT count(*) FROM "Refund")::int AS refunds,
            (SELECT count(*) FROM "Order" WHERE status = 'CANCELLED')::int AS cancelled,
            (SELECT count(*) FROM "Order" WHERE "igstPaise" > 0)::int AS igst_orders,
            (SELECT count(*) FROM "Checkout")::int AS checkouts,
            (SELECT count(*) FROM "WebhookEvent")::int AS webhooks,
            (SELECT count(DISTINCT day) FROM "SalesDayChange")::int AS changed_days`)
        ).rows[0]

        const today = indiaDay()
        const from = addDays(today, -364)
        const yearByMonth = `/admin/reports/sales?from=${from}&to=${today}&by=month`
        const yearByDay = `/admin/reports/sales?from=${from}&to=${today}&by=day`

        // A reused database grown no further has its rollup already: nothing is read live.
        const grown = seeded > had
        let allLiveMs = Number.NaN
        if (grown) {
          log(`${size.toLocaleString('en-IN')} orders: year report with every day read live`)
          const liveStart = performance.now()
          await call(reportLoader, yearByMonth)
          allLiveMs = performance.now() - liveStart
        }

        log('bringing the rollup up to date (the sales-rollup job)')
        const rollupStart = performance.now()
        const rollup = await refreshSalesRollup({ budgetMs: Number.POSITIVE_INFINITY })
        const rollupMs = performance.now() - rollupStart
        await client.query('ANALYZE')

        // One late event on a finished day, then the job's run for it.
        await client.query(`UPDATE "Refund" SET "processedAt" = "processedAt" - interval '1 second'
                            WHERE id = (SELECT id FROM "Refund" WHERE status = 'PROCESSED' LIMIT 1)`)
        const oneDayStart = performance.now()
        await refreshSalesRollup()
        const oneDayRollupMs = performance.now() - oneDayStart

        log('timing the loaders')
        const timings = {
          yearReportByMonth: await timeIt(() => call(reportLoader, yearByMonth), runs),
          yearReportByDay: await timeIt(() => call(reportLoader, yearByDay), runs),
          yearGstByHsnCsv: await timeIt(
            () => call(hsnLoader, `/admin/reports/gst-by-hsn.csv?from=${from}&to=${today}`),
            runs,
          ),
          dashboard: await timeIt(() => call(dashboardLoader, '/admin'), runs),
        }
        let http: Awaited<ReturnType<typeof timeAdminViews>> = []
        const sample = (
          await client.query<{ number: string; email: string; phone: string }>(
            `SELECT number, email, phone FROM "Order" WHERE number = 'PB-' || $1`,
            [Math.ceil(size / 2)],
          )
        ).rows[0]!
        // A write to an order (any statement on the counted tables moves the admin data
        // version): the dashboard's next visit loads it again, as after any change in the shop.
        const write = () =>
          client.query(`UPDATE "Order" SET "updatedAt" = now() WHERE number = 'PB-' || $1`, [size])
        // --views payment,dashboard: only the views whose name holds one of these words.
        const only = values.views?.split(',').map((w) => w.trim())
        const views = adminViews(sample, write).filter(
          (v) => !only || only.some((w) => v.name.includes(w)),
        )
        if (Object.keys(servers).length) {
          log('timing the admin views over HTTP')
          http = await timeAdminViews(servers, views, cookie, runs, log)
        }
        let plans: ViewPlans[] = []
        if (values.plans) {
          log('EXPLAIN ANALYZE of every statement of the list views and the dashboard')
          plans = await explainAdminViews(views, client, log)
        }
        load.push(os.loadavg())
        results.push({
          orders: size,
          rows: counts,
          seedSeconds: Math.round(seedMs / 100) / 10,
          yearReportAllLiveMs: Math.round(allLiveMs),
          rollup: { days: rollup.days, ms: Math.round(rollupMs) },
          oneLateDayRollupMs: Math.round(oneDayRollupMs),
          timings,
          http,
          plans,
          withinBudget: timings.yearReportByMonth.medianMs < BUDGET_MS,
        })
      }
    } finally {
      for (const stop of stops.reverse()) await stop().catch(() => undefined)
      await client.end()
      const { disconnectPrisma } = await import('../app/server/platform/db.server.ts')
      await disconnectPrisma()
    }

    const cpus = os.cpus()
    const out = {
      at: new Date().toISOString(),
      machine: {
        cpus: cpus.length,
        model: cpus[0]?.model,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        loadAverage: load.map((l) => l.map((v) => Math.round(v * 100) / 100)),
        note: 'Load averages (1, 5, 15 min) at the start and after each size. Above the CPU count the machine was busy with other work; rerun on a quiet machine for figures to quote.',
      },
      postgres: (await versionOf(url)) ?? 'unknown',
      budgetMs: BUDGET_MS,
      httpBudgetMs: { ordersList: LIST_BUDGET_MS, dashboard: DASHBOARD_BUDGET_MS },
      against: values.against ?? null,
      runs,
      results,
      totalSeconds: Math.round((Date.now() - started) / 1000),
    }
    const dir = path.join('bench', 'results')
    fs.mkdirSync(dir, { recursive: true })
    const file = path.join(dir, `sales-${out.at.replace(/[:.]/g, '-')}.json`)
    fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`)
    printTable(out)
    console.log(`\nWritten to ${file}`)
    const busy = load.some((l) => l[0]! > cpus.length)
    if (busy)
      console.log(
        `Note: the 1-minute load average reached ${Math.max(...load.map((l) => l[0]!)).toFixed(1)} on ${cpus.length} CPUs: other work shared the machine.`,
      )
    if (results.some((r) => !r.withinBudget))
      console.log(`A year report took ${BUDGET_MS} ms or more (median).`)
  } finally {
    if (values.keep) log(`kept ${url}`)
    else await dropDatabase(url)
  }
}

async function databaseExists(databaseUrl: string) {
  const client = new pg.Client(poolConfigFromUrl(withDatabase(databaseUrl, 'postgres')))
  await client.connect()
  try {
    const name = new URL(databaseUrl).pathname.slice(1)
    return (
      (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1
    )
  } finally {
    await client.end()
  }
}

async function versionOf(databaseUrl: string) {
  const client = new pg.Client(poolConfigFromUrl(databaseUrl))
  await client.connect().catch(() => undefined)
  try {
    return (await client.query('SHOW server_version')).rows[0]?.server_version as string
  } catch {
    return undefined
  } finally {
    await client.end().catch(() => undefined)
  }
}

function printTable(out: {
  budgetMs: number
  runs: number
  results: {
    orders: number
    seedSeconds: number
    yearReportAllLiveMs: number
    rollup: { days: number; ms: number }
    oneLateDayRollupMs: number
    timings: Record<string, Timing>
    http: { view: string; budgetMs: number | null; byServer: Record<string, ViewTiming> }[]
    plans: ViewPlans[]
  }[]
}) {
  const header = ['', ...out.results.map((r) => `${r.orders.toLocaleString('en-IN')} orders`)]
  const fmt = (t: Timing) => `${t.medianMs} ms (${t.minMs}-${t.maxMs})`
  const rows: string[][] = [
    [
      `Year report by month (median of ${out.runs})`,
      ...out.results.map((r) => fmt(r.timings.yearReportByMonth!)),
    ],
    ['Year report by day', ...out.results.map((r) => fmt(r.timings.yearReportByDay!))],
    ['Year GST by HSN (CSV)', ...out.results.map((r) => fmt(r.timings.yearGstByHsnCsv!))],
    ['Dashboard', ...out.results.map((r) => fmt(r.timings.dashboard!))],
    [
      'Year report, every day live (1 run)',
      ...out.results.map((r) =>
        Number.isNaN(r.yearReportAllLiveMs) ? 'skipped (reused)' : `${r.yearReportAllLiveMs} ms`,
      ),
    ],
    [
      'Rollup of all changed days',
      ...out.results.map((r) => `${r.rollup.days} days in ${r.rollup.ms} ms`),
    ],
    ['Rollup of one late day', ...out.results.map((r) => `${r.oneLateDayRollupMs} ms`)],
    ['Seeding (growing to this size)', ...out.results.map((r) => `${r.seedSeconds} s`)],
  ]
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)))
  const line = (row: string[]) => row.map((c, i) => c.padEnd(widths[i]!)).join(' | ')
  console.log(`\nSales report benchmark (budget ${out.budgetMs} ms for the year report)\n`)
  console.log(line(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'))
  for (const row of rows) console.log(line(row))
  for (const r of out.results) {
    if (!r.http.length) continue
    const names = Object.keys(r.http[0]!.byServer)
    const postgres = new Map(r.plans.map((p) => [p.view, p]))
    // Pass or fail on the median, for each build: a view meets its budget or it does not.
    const verdict = (v: (typeof r.http)[number], n: string) =>
      v.budgetMs === null ? '-' : v.byServer[n]!.medianMs <= v.budgetMs ? 'pass' : 'FAIL'
    const table = [
      ['view', 'budget', ...names.flatMap((n) => [`${n} (median, min-max)`, n])],
      ...r.http.map((v) => [
        v.view,
        v.budgetMs === null ? 'reference' : `${v.budgetMs} ms`,
        ...names.flatMap((n) => {
          const t = v.byServer[n]!
          return [`${t.medianMs} ms (${t.minMs}-${t.maxMs})`, verdict(v, n)]
        }),
        ...(postgres.size
          ? [
              postgres.has(v.view)
                ? `${postgres.get(v.view)!.postgresMs} ms, ${postgres.get(v.view)!.statements.length} statements`
                : '',
            ]
          : []),
      ]),
    ]
    const w = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)))
    const fmtRow = (row: string[]) => row.map((c, i) => c.padEnd(w[i]!)).join(' | ')
    console.log(
      `\nOver HTTP at ${r.orders.toLocaleString('en-IN')} orders (budgets: list ${LIST_BUDGET_MS} ms, dashboard ${DASHBOARD_BUDGET_MS} ms)\n`,
    )
    console.log(fmtRow(table[0]!))
    console.log(w.map((x) => '-'.repeat(x)).join('-|-'))
    for (const row of table.slice(1)) console.log(fmtRow(row))
    for (const n of names) {
      const budgeted = r.http.filter((v) => v.budgetMs !== null)
      const failed = budgeted.filter((v) => verdict(v, n) === 'FAIL')
      console.log(
        `${n}: ${budgeted.length - failed.length} of ${budgeted.length} views within budget` +
          (failed.length && failed.length <= 10
            ? `; over: ${failed.map((v) => v.view).join(', ')}`
            : ''),
      )
    }
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
