import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { KeysetPager } from '#app/components/admin/keyset-pager.tsx'
import { FormMessage } from '#app/components/forms.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { listCheckouts, parseCheckoutView } from '#app/server/admin/abandoned-checkouts.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { sendRecoveryEmailNow } from '#app/server/checkout/recovery.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { formatPaise } from '#app/utils/money.ts'

/**
 * /admin/abandoned-checkouts?show=abandoned|recovered|all&after=&before=: checkouts started and not
 * paid, the reminders sent, the ones recovered and what they brought back; "Send recovery email"
 * sends the next reminder now (same rules and the same limit of two as the scheduled job).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const params = new URL(request.url).searchParams
  try {
    const view = parseCheckoutView(params)
    const list = await listCheckouts({
      view,
      after: params.get('after'),
      before: params.get('before'),
    })
    return data({ list, error: null })
  } catch (error) {
    return refuse(error, { body: (refusal) => ({ list: null, error: refusal.message }) })
  }
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const formData = await request.formData().catch(() => new FormData())
  const checkoutId = String(formData.get('checkoutId') ?? '').trim()
  if (formData.get('intent') !== 'send-recovery')
    return data({ ok: false, checkoutId, message: 'Unknown action.' }, { status: 400 })
  if (!/^[a-z0-9]{10,40}$/i.test(checkoutId))
    return data({ ok: false, checkoutId, message: 'Choose a checkout.' }, { status: 400 })
  try {
    const sent = await sendRecoveryEmailNow(checkoutId)
    return data({ ok: true, checkoutId, message: `Recovery email sent to ${sent.to}.` })
  } catch (error) {
    return refuse(error, {
      body: ({ message }) => ({ ok: false, checkoutId, message }),
    })
  }
}

type List = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['list']>
type Row = List['rows'][number]

function SendButton({ row }: { row: Row }) {
  const navigation = useNavigation()
  const pending =
    navigation.state !== 'idle' &&
    navigation.formMethod?.toUpperCase() === 'POST' &&
    navigation.formData?.get('checkoutId') === row.id
  if (!row.canSend)
    return (
      <span className="text-xs text-black/55">
        {row.unsubscribed
          ? 'Unsubscribed'
          : row.state === 'Ordered' || row.state === 'Recovered'
            ? 'Ordered'
            : row.recoveryEmails >= 2
              ? 'Both emails sent'
              : '—'}
      </span>
    )
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="send-recovery" />
      <input type="hidden" name="checkoutId" value={row.id} />
      <button
        type="submit"
        disabled={pending}
        aria-label={`Send recovery email to ${row.email}`}
        className="rounded-full px-3 py-1.5 text-xs font-semibold whitespace-nowrap ring-1 ring-black/15 hover:ring-black/40 disabled:opacity-60"
      >
        {pending ? 'Sending…' : 'Send recovery email'}
      </button>
    </Form>
  )
}

const columns: Column<Row>[] = [
  {
    key: 'when',
    header: 'Last activity',
    rowHeader: true,
    cell: (row) => (
      <>
        <span>{row.activityElapsed}</span>
        <span className="block text-xs font-normal text-black/55">{row.activityLabel}</span>
        <span className="block text-xs font-normal text-black/55">Started {row.startedLabel}</span>
      </>
    ),
  },
  {
    key: 'contact',
    header: 'Contact',
    cell: (row) => (
      <>
        {row.userId ? (
          <Link to={`/admin/users/${row.userId}`} className="font-medium underline">
            {row.name || 'Customer'}
          </Link>
        ) : null}
        <span className="block break-all">{row.email || '—'}</span>
        {row.phone ? <span className="block text-black/60">{row.phone}</span> : null}
        {row.unsubscribed ? (
          <span className="mt-1 inline-block rounded-full bg-black/5 px-2 py-0.5 text-xs">
            Unsubscribed
          </span>
        ) : null}
      </>
    ),
  },
  {
    key: 'value',
    header: 'Cart value',
    align: 'right',
    cell: (row) => (row.cartValuePaise ? formatPaise(row.cartValuePaise) : '—'),
  },
  { key: 'stage', header: 'How far', cell: (row) => row.stageLabel },
  {
    key: 'emails',
    header: 'Recovery emails',
    cell: (row) => (
      <>
        <span>{row.recoveryEmails} of 2</span>
        {row.lastRecoveryLabel ? (
          <span className="block text-xs text-black/55">Last {row.lastRecoveryLabel}</span>
        ) : null}
        {row.returned && !row.recoveredLabel ? (
          <span className="block text-xs text-black/55">Came back through the link</span>
        ) : null}
      </>
    ),
  },
  {
    key: 'result',
    header: 'Result',
    cell: (row) => (
      <>
        <span className={row.state === 'Recovered' ? 'font-semibold text-emerald-800' : ''}>
          {row.state}
        </span>
        {row.order ? (
          <Link
            to={`/admin/orders/${row.order.id}`}
            className="block text-xs whitespace-nowrap underline"
          >
            {row.order.number} · {formatPaise(row.order.totalPaise)}
          </Link>
        ) : null}
        {row.recoveredLabel ? (
          <span className="block text-xs text-black/55">{row.recoveredLabel}</span>
        ) : null}
      </>
    ),
  },
  { key: 'action', header: 'Reminder', cell: (row) => <SendButton row={row} /> },
]

export default function AdminAbandonedCheckouts() {
  const { list, error } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <div className="space-y-6">
      <h1 className="font-display text-3xl tracking-tight">Abandoned checkouts</h1>
      {list ? (
        <section
          aria-label="Recovered revenue"
          className="grid gap-4 rounded-2xl bg-white p-5 text-sm ring-1 ring-black/5 sm:grid-cols-3"
        >
          <div>
            <p className="text-black/60">Recovered revenue</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums">
              {formatPaise(list.revenue.allTimePaise)}
            </p>
            <p className="text-xs text-black/55">
              {list.revenue.allTimeOrders} paid{' '}
              {list.revenue.allTimeOrders === 1 ? 'order' : 'orders'} after a reminder’s link
            </p>
          </div>
          <div>
            <p className="text-black/60">Last 30 days</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums">
              {formatPaise(list.revenue.last30DaysPaise)}
            </p>
            <p className="text-xs text-black/55">
              {list.revenue.last30DaysOrders}{' '}
              {list.revenue.last30DaysOrders === 1 ? 'order' : 'orders'}
            </p>
          </div>
          <div>
            <p className="text-black/60">Abandoned now</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums">{list.abandonedCount}</p>
            <p className="text-xs text-black/55">No activity for an hour and not paid</p>
          </div>
        </section>
      ) : null}
      <nav aria-label="Show" className="flex flex-wrap gap-2">
        {(list?.views ?? []).map((v) => (
          <Link
            key={v.value}
            to={`/admin/abandoned-checkouts?show=${v.value}`}
            aria-current={list?.view === v.value ? 'page' : undefined}
            className={`rounded-full px-4 py-2 text-sm font-medium ring-1 ring-black/10 ${
              list?.view === v.value ? 'bg-ink text-white' : 'bg-white hover:bg-black/5'
            }`}
          >
            {v.label}
          </Link>
        ))}
      </nav>
      {result ? (
        <FormMessage tone={result.ok ? 'success' : 'error'}>{result.message}</FormMessage>
      ) : null}
      {error ? (
        <FormMessage tone="error">
          {error} <Link to="/admin/abandoned-checkouts">Show abandoned checkouts</Link>
        </FormMessage>
      ) : null}
      {list ? (
        <>
          <DataTable
            caption={
              list.view === 'abandoned'
                ? 'Checkouts with no activity for an hour and not paid, latest first'
                : list.view === 'recovered'
                  ? 'Checkouts paid after the shopper came back through a reminder'
                  : 'Every tracked checkout, latest activity first'
            }
            columns={columns}
            rows={list.rows}
            rowKey={(row) => row.id}
            empty={
              list.view === 'recovered'
                ? 'No checkout has been recovered yet.'
                : 'No checkouts to show.'
            }
          />
          <KeysetPager
            next={list.next}
            previous={list.previous}
            previousLabel="Newer"
            nextLabel="Older"
          />
          <p className="text-xs text-black/55">
            Reminders go automatically 1 hour and 24 hours after a checkout is abandoned, at most
            two per checkout (a reminder sent here counts as one), never to an address that
            unsubscribed or a shopper who has ordered since.
          </p>
        </>
      ) : null}
    </div>
  )
}

export const meta = () => privatePageMeta('Abandoned checkouts')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
