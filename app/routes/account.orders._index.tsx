import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { requireUserId } from '#app/server/auth.server.ts'
import { PRIVATE_HEADERS } from '#app/server/cache.server.ts'
import { listOrders } from '#app/server/orders.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import { SITE } from '#app/utils/site.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request)
  const orders = await listOrders(userId)
  return data({ orders }, { headers: PRIVATE_HEADERS })
}

const STATUS_STYLES: Record<string, string> = {
  DELIVERED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  SHIPPED: 'bg-brand-50 text-brand-700 ring-brand-100',
  CANCELLED: 'bg-black/5 text-black/60 ring-black/10',
  REFUNDED: 'bg-black/5 text-black/60 ring-black/10',
}

function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
        STATUS_STYLES[status] ?? 'bg-amber-50 text-amber-900 ring-amber-200'
      }`}
    >
      {label}
    </span>
  )
}

export default function OrdersPage() {
  const { orders } = useLoaderData<typeof loader>()
  return (
    <div className="space-y-10">
      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="text-xl font-semibold tracking-tight">
          Orders
        </h2>
        {orders.length === 0 ? (
          <div className="mt-4 rounded-2xl bg-white p-8 text-center ring-1 ring-black/5">
            <p className="font-medium">You have not placed an order yet.</p>
            <p className="mt-1 text-sm text-black/60">
              When you do, you can follow it here from payment to delivery.
            </p>
            <Link
              to="/shop"
              className="mt-5 inline-block rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-black"
            >
              Browse products
            </Link>
          </div>
        ) : (
          <ul className="mt-4 divide-y divide-black/5 rounded-2xl bg-white ring-1 ring-black/5">
            {orders.map((order) => (
              <li key={order.id}>
                <Link
                  to={`/account/orders/${order.id}`}
                  className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 hover:bg-paper"
                >
                  <div className="min-w-0">
                    <p className="font-semibold">
                      Order {order.number}{' '}
                      <StatusBadge status={order.status} label={order.statusLabel} />
                    </p>
                    <p className="mt-1 truncate text-sm text-black/60">
                      Placed {order.placedLabel} · {order.summary}
                    </p>
                  </div>
                  <p className="font-semibold tabular-nums">{formatPaise(order.totalPaise)}</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: `Orders & Projects | ${SITE.name}` },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
