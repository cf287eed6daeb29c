import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireUserId } from '#app/server/http/auth.server.ts'
import { listDesigns } from '#app/server/designs/designs.server.ts'
import { listOrders } from '#app/server/orders/orders.server.ts'
import { formatDate } from '#app/utils/dates.ts'
import { formatPaise } from '#app/utils/money.ts'
import { privatePageMeta } from '#app/components/page-meta.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request)
  const [orders, designs] = await Promise.all([listOrders(userId), listDesigns(userId)])
  return data({
    orders,
    designs: designs.map((d) => ({ ...d, editedLabel: formatDate(d.updatedAt) })),
  })
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
  const { orders, designs } = useLoaderData<typeof loader>()
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

      <section aria-labelledby="designs-heading">
        <h2 id="designs-heading" className="text-xl font-semibold tracking-tight">
          Saved designs
        </h2>
        {designs.length === 0 ? (
          <p className="mt-4 rounded-2xl bg-white p-8 text-center text-black/65 ring-1 ring-black/5">
            Designs you make in the online designer are saved here automatically.{' '}
            <Link to="/shop" className="font-medium text-brand-600 hover:underline">
              Pick a product to start
            </Link>
            .
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {designs.map((design) => (
              <li
                key={design.id}
                className="flex flex-col rounded-2xl bg-white p-4 ring-1 ring-black/5"
              >
                <img
                  src={design.previewUrl}
                  alt=""
                  width={320}
                  height={200}
                  loading="lazy"
                  className="aspect-[8/5] w-full rounded-xl bg-paper object-contain"
                />
                <p className="mt-3 font-semibold">{design.name}</p>
                <p className="text-sm text-black/60">
                  {design.product.name} · edited {design.editedLabel}
                </p>
                <div className="mt-auto flex flex-wrap gap-2 pt-3 text-sm font-semibold">
                  {design.product.active ? (
                    <Link
                      to={design.editUrl}
                      className="rounded-full bg-ink px-4 py-2 text-white hover:bg-black"
                    >
                      Open in designer
                    </Link>
                  ) : null}
                  <a
                    href={design.proofUrl}
                    className="rounded-full px-4 py-2 ring-1 ring-black/15 hover:ring-black/40"
                  >
                    Proof PDF
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

export const meta = () => privatePageMeta('Orders & Projects')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
