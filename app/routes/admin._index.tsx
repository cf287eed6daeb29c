import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { getDashboard } from '#app/server/admin/admin-dashboard.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import { Card } from '#app/components/ui/card.tsx'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return data({ dashboard: await getDashboard() })
}

export default function AdminDashboard() {
  const { dashboard } = useLoaderData<typeof loader>()
  const cards = [
    {
      label: 'Revenue, last 30 days',
      value: formatPaise(dashboard.revenue30dPaise),
      note: `${dashboard.paidOrders30d} paid orders`,
    },
    {
      label: 'Orders to produce',
      value: String(dashboard.toProduce),
      note: 'Paid or in production',
    },
    {
      label: 'Customers',
      value: String(dashboard.customers),
      note: `${dashboard.newCustomers30d} new in 30 days`,
    },
    {
      label: 'Reviews to check',
      value: String(dashboard.pendingReviews),
      note: 'Waiting for moderation',
    },
  ]
  return (
    <div className="space-y-8">
      <h1 className="font-display text-3xl tracking-tight">Dashboard</h1>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label} className="rounded-2xl bg-white p-5 ring-1 ring-black/5">
            <p className="text-sm text-black/60">{card.label}</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums">{card.value}</p>
            <p className="mt-1 text-xs text-black/55">{card.note}</p>
          </li>
        ))}
      </ul>
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <Card id="by-status" title="Orders by status" padding="p-5" titleClassName="font-semibold">
          <dl className="mt-3 space-y-1 text-sm">
            {dashboard.statuses.map((s) => (
              <div key={s.status} className="flex justify-between">
                <dt className="text-black/65">{s.label}</dt>
                <dd className="font-medium tabular-nums">{s.count}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card id="recent" title="Latest orders" padding="p-5" titleClassName="font-semibold">
          {dashboard.recent.length ? (
            <table className="mt-3 w-full text-left text-sm">
              <thead className="text-black/55">
                <tr>
                  <th className="py-1 font-medium">Order</th>
                  <th className="py-1 font-medium">Customer</th>
                  <th className="py-1 font-medium">Status</th>
                  <th className="py-1 text-right font-medium">Total</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-black/5">
                {dashboard.recent.map((o) => (
                  <tr key={o.id}>
                    <td className="py-2">
                      <span className="font-medium">{o.number}</span>
                      <span className="block text-xs text-black/55">{o.placedLabel}</span>
                    </td>
                    <td className="py-2 break-all">{o.email}</td>
                    <td className="py-2">{o.statusLabel}</td>
                    <td className="py-2 text-right tabular-nums">{formatPaise(o.totalPaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="mt-3 text-sm text-black/60">No orders yet.</p>
          )}
        </Card>
      </div>
    </div>
  )
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
