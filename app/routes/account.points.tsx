import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { Card } from '#app/components/ui/card.tsx'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { requireUserId } from '#app/server/http/auth.server.ts'
import { loyaltyStatus } from '#app/server/loyalty/statement.server.ts'
import { formatDate } from '#app/utils/dates.ts'
import {
  MAX_REDEEM_PERCENT,
  MIN_REDEEM_POINTS,
  POINTS_VALID_MONTHS,
  formatPoints,
  formatPointsChange,
} from '#app/utils/loyalty.ts'
import { formatPaise } from '#app/utils/money.ts'

/** How many entries the history shows. */
const HISTORY_LENGTH = 100

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request)
  const status = await loyaltyStatus(userId, new Date(), { limit: HISTORY_LENGTH })
  return data({
    balance: status.balance,
    pending: status.pending,
    worthPaise: status.worthPaise,
    expiringSoon: {
      points: status.expiringSoon.points,
      byLabel: status.expiringSoon.by ? formatDate(status.expiringSoon.by) : null,
    },
    entries: status.entries.map((e) => ({
      id: e.id,
      label: e.label,
      points: e.points,
      orderId: e.orderId,
      orderNumber: e.orderNumber,
      dateLabel: formatDate(e.createdAt),
      expiresLabel: e.kind === 'EARN' && e.expiresAt ? formatDate(e.expiresAt) : null,
    })),
  })
}

type Entry = ReturnType<typeof useLoaderData<typeof loader>>['entries'][number]

const columns: Column<Entry>[] = [
  { key: 'date', header: 'Date', cell: (e) => e.dateLabel },
  {
    key: 'kind',
    header: 'What happened',
    rowHeader: true,
    cell: (e) => (
      <>
        {e.label}
        {e.expiresLabel ? (
          <span className="block text-xs font-normal text-black/55">Expires {e.expiresLabel}</span>
        ) : null}
      </>
    ),
  },
  {
    key: 'order',
    header: 'Order',
    cell: (e) =>
      e.orderId && e.orderNumber ? (
        <Link
          to={`/account/orders/${e.orderId}`}
          className="font-medium text-brand-700 hover:underline"
        >
          {e.orderNumber}
        </Link>
      ) : (
        '—'
      ),
  },
  {
    key: 'points',
    header: 'Points',
    align: 'right',
    cell: (e) => (
      <span
        className={`font-semibold tabular-nums ${e.points < 0 ? 'text-black/70' : 'text-emerald-700'}`}
      >
        {formatPointsChange(e.points)}
      </span>
    ),
  },
]

export default function PointsPage() {
  const { balance, pending, worthPaise, expiringSoon, entries } = useLoaderData<typeof loader>()
  return (
    <div className="space-y-6">
      <Card id="points-heading" title="Loyalty points">
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <div className="rounded-xl bg-paper p-4">
            <dt className="text-sm text-black/60">Available</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid="points-balance">
              {formatPoints(balance)}
            </dd>
          </div>
          <div className="rounded-xl bg-paper p-4">
            <dt className="text-sm text-black/60">Worth</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid="points-worth">
              {formatPaise(worthPaise)}
            </dd>
          </div>
          <div className="rounded-xl bg-paper p-4">
            <dt className="text-sm text-black/60">Pending until delivery</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid="points-pending">
              {formatPoints(pending)}
            </dd>
          </div>
        </dl>
        {expiringSoon.points > 0 && expiringSoon.byLabel ? (
          <p
            className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="points-expiring"
          >
            {formatPoints(expiringSoon.points)} expire soon, the first on {expiringSoon.byLabel}.
            Use them at checkout.
          </p>
        ) : null}
        <p className="mt-4 text-sm text-black/65">
          Earn 1 point for every Rs 100 you pay; points become available when the order is delivered
          and last {POINTS_VALID_MONTHS} months. Each point is worth Rs 1 at checkout: use{' '}
          {MIN_REDEEM_POINTS} or more, for up to {MAX_REDEEM_PERCENT}% of your subtotal.
        </p>
      </Card>

      <DataTable
        caption="Points history"
        columns={columns}
        rows={entries}
        rowKey={(e) => e.id}
        empty={
          <>
            No points yet. You earn them on every paid order.{' '}
            <Link to="/shop" className="font-medium text-brand-700 hover:underline">
              Browse products
            </Link>
          </>
        }
      />
    </div>
  )
}

export const meta = () => privatePageMeta('Points')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
