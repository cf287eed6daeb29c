import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { KeysetPager } from '#app/components/admin/keyset-pager.tsx'
import { FormMessage } from '#app/components/forms.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { LabelledSelect } from '#app/components/ui/select.tsx'
import { listWebhookDeliveries, parseWebhookFilters } from '#app/server/admin/webhooks.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'

/** /admin/webhooks?status=&type=&after=&before=: every Razorpay delivery received, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const params = new URL(request.url).searchParams
  try {
    const filters = parseWebhookFilters(params)
    const list = await listWebhookDeliveries({
      filters,
      after: params.get('after'),
      before: params.get('before'),
    })
    return data({ list, error: null })
  } catch (error) {
    return refuse(error, { body: (refusal) => ({ list: null, error: refusal.message }) })
  }
}

type List = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['list']>
type Row = List['rows'][number]

const columns: Column<Row>[] = [
  {
    key: 'received',
    header: 'Received',
    rowHeader: true,
    cell: (row) => (
      <Link to={`/admin/webhooks/${row.id}`} className="underline hover:text-brand-600">
        {row.receivedLabel}
      </Link>
    ),
  },
  {
    key: 'event',
    header: 'Event',
    cell: (row) => (
      <>
        <span className="font-medium">{row.eventType}</span>
        <span className="block font-mono text-xs break-all text-black/55">{row.eventId}</span>
      </>
    ),
  },
  {
    key: 'signature',
    header: 'Signature',
    cell: (row) =>
      row.signatureValid ? (
        <span className="text-emerald-800">Valid</span>
      ) : (
        <span className="font-medium text-red-700">Invalid</span>
      ),
  },
  {
    key: 'status',
    header: 'Status and outcome',
    cell: (row) => (
      <>
        <span className="font-medium">{row.statusLabel}</span>
        {row.outcome ? <span className="block text-black/65">{row.outcome}</span> : null}
        {row.error ? <span className="block text-red-700">{row.error}</span> : null}
      </>
    ),
  },
  {
    key: 'order',
    header: 'Order',
    cell: (row) =>
      row.order ? (
        <Link
          to={`/admin/orders/${row.order.id}`}
          className="whitespace-nowrap underline hover:text-brand-600"
        >
          {row.order.number}
        </Link>
      ) : (
        <span className="text-black/45">—</span>
      ),
  },
  { key: 'processing', header: 'Processing', align: 'right', cell: (row) => row.processingLabel },
  { key: 'deliveries', header: 'Deliveries', align: 'right', cell: (row) => row.deliveries },
]

export default function AdminWebhooks() {
  const { list, error } = useLoaderData<typeof loader>()
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  return (
    <div className="space-y-6">
      <h1 className="font-display text-3xl tracking-tight">Webhooks</h1>
      {list ? <LastDelivery list={list} /> : null}
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-black/5"
      >
        <div className="w-48">
          <LabelledSelect
            id="webhook-status"
            name="status"
            label="Status"
            value={list?.filters.status ?? ''}
            options={[{ value: '', label: 'All statuses' }, ...(list?.statusOptions ?? [])]}
          />
        </div>
        <div className="w-56">
          <LabelledSelect
            id="webhook-type"
            name="type"
            label="Event type"
            value={list?.filters.type ?? ''}
            options={[
              { value: '', label: 'All types' },
              ...(list?.typeOptions ?? []).map((t) => ({ value: t, label: t })),
            ]}
          />
        </div>
        <button
          type="submit"
          className="h-10 rounded-full bg-ink px-5 text-sm font-semibold text-white hover:bg-black"
        >
          Filter
        </button>
        {params.get('status') || params.get('type') ? (
          <Link to="/admin/webhooks" className="h-10 px-2 py-2 text-sm underline">
            Clear filters
          </Link>
        ) : null}
      </Form>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {list ? (
        <>
          <DataTable
            caption="Deliveries from Razorpay, newest first"
            columns={columns}
            rows={list.rows}
            rowKey={(row) => row.id}
            empty={
              list.filters.status || list.filters.type
                ? 'No deliveries match these filters.'
                : 'No webhook has arrived yet.'
            }
          />
          <KeysetPager
            next={list.next}
            previous={list.previous}
            previousLabel="Newer"
            nextLabel="Older"
          />
        </>
      ) : null}
    </div>
  )
}

function LastDelivery({ list }: { list: List }) {
  return (
    <section
      aria-label="Latest delivery"
      className="space-y-3 rounded-2xl bg-white p-5 text-sm ring-1 ring-black/5"
    >
      {list.last ? (
        <p>
          <span className="font-semibold">Last delivery: </span>
          {list.last.elapsedLabel} ({list.last.receivedLabel}), {list.last.eventType}
          {list.last.rejected ? ', rejected: its signature did not match' : ''}.
        </p>
      ) : (
        <p>
          <span className="font-semibold">Last delivery: </span>none yet.
        </p>
      )}
      {list.last?.rejected && list.lastValid ? (
        <p>
          <span className="font-semibold">Last valid delivery: </span>
          {list.lastValid.elapsedLabel} ({list.lastValid.receivedLabel}).
        </p>
      ) : null}
      {list.quietWarning ? <FormMessage tone="error">{list.quietWarning}</FormMessage> : null}
    </section>
  )
}

export const meta = () => privatePageMeta('Webhooks')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
