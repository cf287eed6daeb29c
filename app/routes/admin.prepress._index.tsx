import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { prepressCounts, prepressQueue } from '#app/server/admin/prepress.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import {
  PREPRESS_QUEUE_LIMIT,
  PREPRESS_STAFF_LABELS,
  type PrepressStatus,
} from '#app/utils/prepress.ts'

/**
 * /admin/prepress: paid orders whose files a person has not finished checking, or whose proof
 * the shopper has not approved, oldest payment first (decision 048). Filter by state with links
 * (`?status=`), so it works without JavaScript.
 */

export const meta: MetaFunction = () => privatePageMeta('Prepress')

const FILTERS: PrepressStatus[] = [
  'CHECKING',
  'CHANGES_REQUESTED',
  'AWAITING_SHOPPER',
  'CHANGE_ASKED',
]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const status = new URL(request.url).searchParams.get('status')
  const [counts, queue] = await Promise.all([prepressCounts(), prepressQueue(status)])
  return data({ counts, queue })
}

export default function AdminPrepress() {
  const { counts, queue } = useLoaderData<typeof loader>()
  const total = FILTERS.reduce((sum, s) => sum + counts.counts[s], 0)
  const chip = (active: boolean) =>
    `rounded-full px-3 py-1.5 text-sm ring-1 ${active ? 'bg-ink text-white ring-ink' : 'ring-black/15 hover:bg-black/5'}`
  return (
    <article className="space-y-6">
      <div>
        <h1 className="font-display text-3xl tracking-tight">Prepress</h1>
        <p className="text-sm text-black/60">
          A person checks every file before it prints; the shopper approves the proof unless they
          chose “Print as it is”. Orders go to production once every item is approved.
        </p>
      </div>
      <nav aria-label="Prepress states" className="flex flex-wrap gap-2">
        <Link to="/admin/prepress" className={chip(!queue.filter)}>
          All waiting ({total})
        </Link>
        {FILTERS.map((s) => (
          <Link
            key={s}
            to={`/admin/prepress?status=${s}`}
            className={chip(queue.filter === s)}
            data-testid={`prepress-count-${s}`}
          >
            {PREPRESS_STAFF_LABELS[s]} ({counts.counts[s]})
          </Link>
        ))}
      </nav>
      {queue.orders.length ? (
        <ul className="divide-y divide-black/5 rounded-2xl bg-white ring-1 ring-black/5">
          {queue.orders.map((order) => (
            <li key={order.id} className="space-y-1 px-5 py-4" data-testid="prepress-order">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to={`/admin/prepress/${order.id}`}
                  className="font-semibold text-brand-600 hover:underline"
                >
                  Order {order.number}
                </Link>
                <span className="text-sm text-black/60">
                  Paid {order.paidLabel}
                  {order.dispatchLabel ? ` · dispatch by ${order.dispatchLabel}` : ''}
                </span>
              </p>
              <p className="text-sm break-all text-black/60">
                {order.email}
                {order.printAsIs ? ' · Print as it is' : ''}
                {order.staffTurn ? ' · your turn' : ''}
              </p>
              <ul className="text-sm">
                {order.items.map((item) => (
                  <li key={item.id}>
                    {item.position}. {item.productName}: <strong>{item.label}</strong>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-white p-5 text-sm ring-1 ring-black/5">
          Nothing waiting: every paid order’s files are checked and approved.
        </p>
      )}
      {queue.orders.length >= PREPRESS_QUEUE_LIMIT ? (
        <p className="text-sm text-black/60">
          The {PREPRESS_QUEUE_LIMIT} oldest are shown; approve these to see the next.
        </p>
      ) : null}
    </article>
  )
}
