import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { privatePageMeta } from '#app/components/page-meta.ts'
import {
  prepressCounts,
  prepressQueue,
  type PrepressFilter,
} from '#app/server/admin/prepress.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import {
  AWAITING_FILE,
  PREPRESS_QUEUE_LIMIT,
  PREPRESS_STAFF_LABELS,
  WAITING_FOR_FILE_LABEL,
} from '#app/utils/prepress.ts'

/**
 * /admin/prepress: paid orders whose files a person has not finished checking, or whose proof
 * the shopper has not approved, oldest payment first (decisions 048 and 054). Filter by state with
 * links (`?status=`), so it works without JavaScript; each item says how long it has waited in
 * its state. An item whose file the shopper sends later is shown as waiting for it, not to check.
 */

export const meta: MetaFunction = () => privatePageMeta('Prepress')

const FILTERS: PrepressFilter[] = [
  'CHECKING',
  'CHANGES_REQUESTED',
  'AWAITING_SHOPPER',
  'CHANGE_ASKED',
  AWAITING_FILE,
]

const FILTER_LABELS: Record<PrepressFilter, string> = {
  CHECKING: PREPRESS_STAFF_LABELS.CHECKING,
  CHANGES_REQUESTED: PREPRESS_STAFF_LABELS.CHANGES_REQUESTED,
  AWAITING_SHOPPER: PREPRESS_STAFF_LABELS.AWAITING_SHOPPER,
  CHANGE_ASKED: PREPRESS_STAFF_LABELS.CHANGE_ASKED,
  [AWAITING_FILE]: WAITING_FOR_FILE_LABEL,
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const status = new URL(request.url).searchParams.get('status')
  const [counts, queue] = await Promise.all([prepressCounts(), prepressQueue(status)])
  return data({ counts, queue })
}

export default function AdminPrepress() {
  const { counts, queue } = useLoaderData<typeof loader>()
  const countOf = (f: PrepressFilter) =>
    f === AWAITING_FILE ? counts.awaitingFile : counts.counts[f]
  const total = FILTERS.reduce((sum, f) => sum + countOf(f), 0)
  const chip = (active: boolean) =>
    `rounded-full px-3 py-1.5 text-sm ring-1 ${active ? 'bg-ink text-white ring-ink' : 'ring-black/15 hover:bg-black/5'}`
  const title = queue.filter ? FILTER_LABELS[queue.filter] : 'All waiting'
  return (
    <article className="min-w-0 space-y-6">
      <div>
        <h1 className="font-display text-3xl tracking-tight">Prepress</h1>
        <p className="text-sm text-black/60">
          A person checks every file before it prints; the shopper approves the proof unless they
          chose “Print as it is”. Orders go to production once every item is approved.{' '}
          <strong className="text-black/80">{counts.staffTurn}</strong> item
          {counts.staffTurn === 1 ? ' is' : 's are'} your turn.
        </p>
      </div>
      <nav aria-label="Prepress states" className="flex flex-wrap gap-2">
        <Link
          to="/admin/prepress"
          className={chip(!queue.filter)}
          aria-current={!queue.filter ? 'page' : undefined}
        >
          All waiting ({total})
        </Link>
        {FILTERS.map((f) => (
          <Link
            key={f}
            to={`/admin/prepress?status=${f}`}
            className={chip(queue.filter === f)}
            aria-current={queue.filter === f ? 'page' : undefined}
            data-testid={`prepress-count-${f}`}
          >
            {FILTER_LABELS[f]} ({countOf(f)})
          </Link>
        ))}
      </nav>
      <h2 className="sr-only">{title}</h2>
      {queue.orders.length ? (
        <ul className="divide-y divide-black/5 rounded-2xl bg-white ring-1 ring-black/5">
          {queue.orders.map((order) => (
            <li key={order.id} className="space-y-2 px-4 py-4 sm:px-5" data-testid="prepress-order">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
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
                {order.staffTurn ? <strong className="text-black/80"> · your turn</strong> : null}
              </p>
              <ul className="space-y-1 text-sm">
                {order.items.map((item) => (
                  <li key={item.id} className="break-words" data-testid="prepress-item">
                    {item.position}. {item.productName}: <strong>{item.label}</strong>
                    {item.waitedLabel ? (
                      <span className="text-black/60">
                        {' '}
                        · waiting{' '}
                        <time title={item.sinceLabel} data-testid="prepress-waited">
                          {item.waitedLabel}
                        </time>
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-white p-5 text-sm ring-1 ring-black/5">
          {queue.filter
            ? `Nothing here: no item is “${FILTER_LABELS[queue.filter]}”.`
            : 'Nothing waiting: every paid order’s files are checked and approved.'}
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
