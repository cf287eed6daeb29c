import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Sparkline } from '#app/components/admin/sales-chart.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { cachedDashboard } from '#app/server/admin/admin-dashboard.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import { formatDay, formatDayRange } from '#app/utils/sales-report.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return data({ dashboard: await cachedDashboard() })
}

function NeedsAttention() {
  const { dashboard } = useLoaderData<typeof loader>()
  return (
    <section
      aria-labelledby="attention-heading"
      className="rounded-2xl bg-white p-5 ring-1 ring-black/5"
    >
      <h2 id="attention-heading" className="font-semibold">
        Needs attention
      </h2>
      {dashboard.attention.length ? (
        <ul className="mt-3 divide-y divide-black/5">
          {dashboard.attention.map((item) => (
            <li key={item.key}>
              <Link
                to={item.href}
                className="flex items-center justify-between gap-4 py-2.5 hover:text-brand-700"
              >
                <span>{item.label}</span>
                <span className="min-w-10 rounded-full bg-amber-100 px-2.5 py-0.5 text-center text-sm font-semibold text-amber-950 tabular-nums">
                  {item.count.toLocaleString('en-IN')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-black/65">Nothing needs attention</p>
      )}
    </section>
  )
}

function SalesWindows() {
  const { dashboard } = useLoaderData<typeof loader>()
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {dashboard.windows.map((w) => {
        const f = w.figures
        const rate = w.checkouts.started
          ? Math.round((w.checkouts.completed / w.checkouts.started) * 100)
          : null
        return (
          <li key={w.key} className="rounded-2xl bg-white p-5 ring-1 ring-black/5">
            <section aria-labelledby={`window-${w.key}`}>
              <div className="flex items-baseline justify-between gap-3">
                <h2 id={`window-${w.key}`} className="font-semibold">
                  {w.label}
                </h2>
                <span className="text-xs text-black/55">{formatDayRange(w.from, w.to)}</span>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-3">
                <div className="col-span-2">
                  <dt className="text-sm text-black/60">Net sales</dt>
                  <dd className="text-2xl font-semibold tabular-nums">{formatPaise(f.netPaise)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-black/60">Orders</dt>
                  <dd className="font-semibold tabular-nums">{f.orders.toLocaleString('en-IN')}</dd>
                </div>
                <div>
                  <dt className="text-sm text-black/60">Average order value</dt>
                  <dd className="font-semibold tabular-nums">
                    {f.averageOrderPaise === null ? '–' : formatPaise(f.averageOrderPaise)}
                  </dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-sm text-black/60">Checkouts started / completed</dt>
                  <dd className="font-semibold tabular-nums">
                    {w.checkouts.started.toLocaleString('en-IN')} /{' '}
                    {w.checkouts.completed.toLocaleString('en-IN')}
                    {rate === null ? null : (
                      <span className="ml-1 text-sm font-normal text-black/60">({rate} %)</span>
                    )}
                  </dd>
                </div>
              </dl>
              {w.days.length > 1 ? (
                <div className="mt-3">
                  <Sparkline
                    title={`Net sales per day, ${w.label.toLowerCase()}`}
                    points={w.days.map((d) => ({ label: formatDay(d.day), value: d.netPaise }))}
                  />
                </div>
              ) : null}
              <Link
                to={`/admin/reports/sales?range=${w.key}`}
                className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline"
              >
                Sales report<span className="sr-only">, {w.label.toLowerCase()}</span>
              </Link>
            </section>
          </li>
        )
      })}
    </ul>
  )
}

export default function AdminDashboard() {
  return (
    <div className="space-y-8">
      <h1 className="font-display text-3xl tracking-tight">Dashboard</h1>
      <NeedsAttention />
      <SalesWindows />
    </div>
  )
}

export const meta = () => privatePageMeta('Dashboard')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
