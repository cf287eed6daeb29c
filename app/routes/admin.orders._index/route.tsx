import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { KeysetPager } from '#app/components/admin/keyset-pager.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { deleteUnpaidOrders, moveOrdersToProduction } from '#app/server/admin/orders-bulk.server.ts'
import {
  listAdminOrders,
  parseOrderListQuery,
  type AdminOrderRow,
} from '#app/server/admin/orders-list.server.ts'
import { selectedOrderIds } from '#app/server/http/admin-orders.server.ts'
import { bookShipments } from '#app/server/shipping/book.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import {
  BULK_MESSAGES,
  MAX_ZIP_ORDERS,
  ORDER_FILTER_PARAMS,
  ORDERS_PAGE_SIZE,
} from '#app/utils/admin-orders.ts'
import { formatPaise } from '#app/utils/money.ts'
import { BulkResults, type BulkOutcome } from './bulk-results.tsx'
import { OrderFilters } from './filters.tsx'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const search = new URL(request.url).searchParams
  const { query, problems } = parseOrderListQuery(search)
  const list = await listAdminOrders(query)
  return data(
    {
      filters: {
        q: query.q,
        status: query.status,
        payment: query.payment,
        from: query.from,
        to: query.to,
        flag: query.flag,
        sort: query.sort,
        dir: query.dir,
      },
      problems,
      selectPage: search.get('select') === 'page',
      ...list,
    },
    { status: problems.length ? 400 : 200 },
  )
}

const INTENTS = ['production', 'book', 'delete-preview', 'delete'] as const
type Intent = (typeof INTENTS)[number]

type ActionResult = BulkOutcome | { intent: Intent | null; error: string }

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data<ActionResult>(
      { intent: null, error: 'The form could not be read.' },
      { status: 400 },
    )
  }
  const raw = form.get('intent')
  const intent = INTENTS.find((i) => i === raw) ?? null
  if (!intent) {
    return data<ActionResult>({ intent, error: BULK_MESSAGES.unknownIntent }, { status: 400 })
  }
  try {
    const orderIds = selectedOrderIds(form)
    if (intent === 'book') {
      // Book shipment for every ticked order in production (decision 058).
      const { booked, skipped } = await bookShipments({ orderIds, actor: admin.email })
      return data<ActionResult>({ intent, done: booked, skipped })
    }
    const result =
      intent === 'production'
        ? await moveOrdersToProduction({ orderIds, actor: admin.email })
        : await deleteUnpaidOrders({ orderIds, actor: admin.email, dryRun: intent !== 'delete' })
    return data<ActionResult>({ intent, ...result })
  } catch (error) {
    return refuse(error, { body: (refusal): ActionResult => ({ intent, error: refusal.message }) })
  }
}

const STATUS_STYLES: Record<string, string> = {
  PAID: 'bg-amber-50 text-amber-900 ring-amber-200',
  IN_PRODUCTION: 'bg-brand-50 text-brand-700 ring-brand-100',
  SHIPPED: 'bg-sky-50 text-sky-900 ring-sky-200',
  DELIVERED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  ON_HOLD: 'bg-red-50 text-red-800 ring-red-200',
}

function Badge({ tone, children }: { tone?: string; children: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${
        tone ?? 'bg-black/5 text-black/65 ring-black/10'
      }`}
    >
      {children}
    </span>
  )
}

const countText = (count: number, capped: boolean) =>
  capped
    ? `More than ${count.toLocaleString('en-IN')} orders match`
    : `${count.toLocaleString('en-IN')} ${count === 1 ? 'order matches' : 'orders match'}`

export default function AdminOrders() {
  const list = useLoaderData<typeof loader>()
  const outcome = useActionData<typeof action>()
  const location = useLocation()
  const formRef = useRef<HTMLFormElement>(null)
  const [hydrated, setHydrated] = useState(false)
  const [selected, setSelected] = useState(list.selectPage ? list.rows.length : 0)
  useEffect(() => setHydrated(true), [])
  useEffect(() => setSelected(list.selectPage ? list.rows.length : 0), [list])

  const filters = list.filters
  const active = ORDER_FILTER_PARAMS.some((key) => Boolean(filters[key]))
  // The list's own address without the cursors and the selection (sorting and filters keep it).
  const params = new URLSearchParams(location.search)
  for (const key of ['after', 'before', 'select', 'index']) params.delete(key)
  const listHref = `/admin/orders${params.size ? `?${params}` : ''}`
  const pageParams = new URLSearchParams(location.search)
  pageParams.delete('index')
  if (list.selectPage) pageParams.delete('select')
  else pageParams.set('select', 'page')
  const selectPageHref = `/admin/orders?${pageParams}`

  const boxes = () =>
    Array.from(formRef.current?.querySelectorAll<HTMLInputElement>('input[name="orderId"]') ?? [])
  const recount = () => setSelected(boxes().filter((b) => b.checked).length)
  const toggleAll = (event: MouseEvent) => {
    event.preventDefault()
    const all = boxes()
    const check = !all.every((b) => b.checked)
    for (const box of all) box.checked = check
    recount()
  }
  const allSelected = hydrated
    ? list.rows.length > 0 && selected === list.rows.length
    : list.selectPage
  const noneSelected = hydrated && selected === 0

  const columns: Column<AdminOrderRow>[] = [
    {
      key: 'number',
      header: 'Order',
      rowHeader: true,
      cell: (row) => (
        <span className="flex items-center gap-3 whitespace-nowrap">
          <input
            type="checkbox"
            name="orderId"
            value={row.id}
            defaultChecked={list.selectPage}
            aria-label={`Select order ${row.number}`}
            className="size-4"
          />
          <Link to={`/admin/orders/${row.id}`} className="underline">
            {row.number}
          </Link>
        </span>
      ),
    },
    {
      key: 'placed',
      header: 'Placed (IST)',
      sortable: true,
      cell: (row) => <span className="block min-w-24">{row.placedLabel}</span>,
    },
    {
      key: 'customer',
      header: 'Customer',
      cell: (row) => (
        <div className="min-w-44">
          <p className="font-medium">{row.customerName || 'No name given'}</p>
          <p className="text-xs break-all text-black/60">{row.email}</p>
          <p className="text-xs text-black/60 tabular-nums">{row.phone}</p>
        </div>
      ),
    },
    {
      key: 'items',
      header: 'Items',
      cell: (row) => <span className="block min-w-32">{row.itemSummary}</span>,
    },
    {
      key: 'total',
      header: 'Total',
      sortable: true,
      align: 'right',
      cell: (row) => <span className="tabular-nums">{formatPaise(row.totalPaise)}</span>,
    },
    {
      key: 'status',
      header: 'Status and payment',
      cell: (row) => (
        <div className="space-y-1">
          <Badge tone={STATUS_STYLES[row.status]}>{row.statusLabel}</Badge>
          <p className="text-xs text-black/65">{row.paymentLabel}</p>
        </div>
      ),
    },
    {
      key: 'dispatch',
      header: 'Dispatch by',
      sortable: true,
      cell: (row) =>
        row.dispatchByLabel ? (
          <span className={`whitespace-nowrap ${row.dispatchOverdue ? 'text-red-700' : ''}`}>
            {row.dispatchByLabel}
            {row.dispatchOverdue ? (
              <span className="block text-xs font-semibold">Overdue</span>
            ) : null}
          </span>
        ) : (
          <span className="text-black/45">Not set</span>
        ),
    },
  ]

  const exportLabel = !hydrated
    ? 'Export CSV: the selected orders, or all matching if none is selected'
    : selected
      ? `Export ${selected} selected as CSV`
      : `Export all ${list.countCapped ? `${list.count}+` : list.count} matching as CSV`

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-display text-3xl tracking-tight">Orders</h1>
        <p className="text-sm text-black/60" data-testid="orders-count">
          {countText(list.count, list.countCapped)}
        </p>
      </div>

      <OrderFilters values={filters} active={active} />

      {list.problems.length ? (
        <div role="alert" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          <ul className="list-inside list-disc space-y-1">
            {list.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {filters.q && list.readAs.length ? (
        <p className="text-sm text-black/65">Searching by {list.readAs.join(', or ')}.</p>
      ) : null}

      {outcome && 'error' in outcome ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800">
          {outcome.error}
        </p>
      ) : outcome ? (
        <BulkResults outcome={outcome} listHref={listHref} />
      ) : null}

      <Form
        id="bulk-orders"
        ref={formRef}
        method="post"
        reloadDocument
        onChange={recount}
        className="space-y-4"
      >
        {ORDER_FILTER_PARAMS.map((key) =>
          filters[key] ? <input key={key} type="hidden" name={key} value={filters[key]!} /> : null,
        )}
        <input type="hidden" name="sort" value={filters.sort} />
        <input type="hidden" name="dir" value={filters.dir} />
        <div className="flex flex-wrap items-center gap-2 rounded-2xl bg-white p-4 ring-1 ring-black/5">
          <Link
            to={selectPageHref}
            onClick={hydrated ? toggleAll : undefined}
            preventScrollReset
            className="mr-2 text-sm font-medium underline"
          >
            {allSelected ? 'Clear selection' : `Select all ${list.rows.length} on this page`}
          </Link>
          {hydrated ? (
            <span className="mr-auto text-sm text-black/60" aria-live="polite">
              {selected} selected
            </span>
          ) : (
            <span className="mr-auto" />
          )}
          <BulkButton name="production" disabled={noneSelected}>
            Move to production
          </BulkButton>
          <BulkButton name="book" disabled={noneSelected}>
            Book shipment
          </BulkButton>
          <BulkButton formAction="/admin/orders/export.csv" name="export">
            {exportLabel}
          </BulkButton>
          <BulkButton
            formAction="/admin/orders/print-files.zip"
            name="print-files"
            disabled={noneSelected}
            title={`Up to ${MAX_ZIP_ORDERS} orders in one ZIP`}
          >
            Download print files (ZIP)
          </BulkButton>
          <BulkButton name="delete-preview" disabled={noneSelected} danger>
            Delete…
          </BulkButton>
        </div>

        <DataTable
          caption={
            <>
              Orders{' '}
              <span className="text-sm font-normal text-black/55">
                ({ORDERS_PAGE_SIZE} a page, tick orders for the actions above)
              </span>
            </>
          }
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.id}
          sort={{ key: filters.sort, direction: filters.dir }}
          pathname="/admin/orders"
          search={params}
          empty={<EmptyState q={filters.q} readAs={list.readAs} active={active} />}
        />
      </Form>
      <KeysetPager next={list.next} previous={list.previous} />
    </div>
  )
}

function BulkButton({
  name,
  formAction,
  disabled,
  danger,
  title,
  children,
}: {
  name: string
  formAction?: string
  disabled?: boolean
  danger?: boolean
  title?: string
  children: string
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={name}
      formAction={formAction}
      disabled={disabled}
      title={title}
      className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 disabled:opacity-50 ${
        danger
          ? 'text-red-800 ring-red-300 hover:bg-red-50'
          : 'bg-white ring-black/15 hover:ring-black/40'
      }`}
    >
      {children}
    </button>
  )
}

function EmptyState({ q, readAs, active }: { q: string; readAs: string[]; active: boolean }) {
  if (q && !readAs.length)
    return (
      <>
        Nothing matches “{q}”: search by an order number (PS-260101 or 260101), an email, a 10-digit
        phone number or a product name.
      </>
    )
  if (!active) return <>No orders yet.</>
  return (
    <>
      No orders match these filters. Try another search, widen the dates or{' '}
      <Link to="/admin/orders" className="font-medium underline">
        clear the filters
      </Link>
      .
    </>
  )
}

export const meta = () => privatePageMeta('Orders')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
