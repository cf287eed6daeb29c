import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { SalesBarChart } from '#app/components/admin/sales-chart.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { DataTable } from '#app/components/ui/data-table.tsx'
import { FormMessage, inputClass } from '#app/components/ui/field.tsx'
import { SelectOptions } from '#app/components/ui/select.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { getSalesReport } from '#app/server/admin/sales-report.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import {
  daysBetween,
  formatDayRange,
  MAX_DAILY_ROWS,
  indiaDay,
  parseSalesQuery,
  SALES_DEFINITIONS,
  SALES_GROUPINGS,
  SALES_PRESETS,
  salesQueryString,
  shortPeriodLabel,
} from '#app/utils/sales-report.ts'
import { useIsPending } from '#app/utils/use-is-pending.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const params = new URL(request.url).searchParams
  const parsed = parseSalesQuery(params, indiaDay())
  if (!parsed.ok) {
    // The form keeps what was typed, so the mistake can be corrected in place.
    const typed = (name: string, fallback: string) => params.get(name)?.slice(0, 20) ?? fallback
    return data(
      {
        error: { field: parsed.field, message: parsed.message },
        form: {
          from: typed('from', parsed.query.from),
          to: typed('to', parsed.query.to),
          by: typed('by', parsed.query.by),
        },
        query: null,
        report: null,
      },
      { status: 400 },
    )
  }
  const report = await getSalesReport(parsed.query)
  return data({ error: null, form: parsed.query, query: parsed.query, report })
}

const COLUMNS = [
  ['orders', 'Orders'],
  ['grossPaise', 'Gross sales'],
  ['discountPaise', 'Discounts'],
  ['refundPaise', 'Refunds'],
  ['netPaise', 'Net sales'],
  ['cgstPaise', 'CGST'],
  ['sgstPaise', 'SGST'],
  ['igstPaise', 'IGST'],
  ['gstPaise', 'GST'],
  ['shippingPaise', 'Shipping'],
  ['totalPaise', 'Total'],
  ['averageOrderPaise', 'Average order value'],
] as const

type Figures = Record<(typeof COLUMNS)[number][0], number | null>

const cell = (key: (typeof COLUMNS)[number][0], row: Figures) => {
  const value = row[key]
  if (value === null) return '–'
  return key === 'orders' ? value.toLocaleString('en-IN') : formatPaise(value)
}

function Filters() {
  const { error, form, query } = useLoaderData<typeof loader>()
  const pending = useIsPending({ formMethod: 'GET' })
  return (
    <div className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-black/5">
      <nav aria-label="Date ranges">
        <ul className="flex flex-wrap gap-2">
          {SALES_PRESETS.map((preset) => {
            const current = query?.preset === preset.value
            return (
              <li key={preset.value}>
                <Link
                  to={`?range=${preset.value}`}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-block rounded-full px-3 py-1.5 text-sm ring-1 ${
                    current ? 'bg-ink text-white ring-ink' : 'ring-black/15 hover:ring-black/40'
                  }`}
                >
                  {preset.label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-4" aria-label="Custom range">
        <div>
          <label htmlFor="sales-from" className="block text-sm font-medium">
            From
          </label>
          <input
            id="sales-from"
            name="from"
            type="date"
            key={`from-${form.from}`}
            defaultValue={form.from}
            aria-invalid={error?.field === 'from' || undefined}
            aria-describedby={error?.field === 'from' ? 'sales-error' : undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="sales-to" className="block text-sm font-medium">
            To
          </label>
          <input
            id="sales-to"
            name="to"
            type="date"
            key={`to-${form.to}`}
            defaultValue={form.to}
            aria-invalid={error?.field === 'to' || undefined}
            aria-describedby={error?.field === 'to' ? 'sales-error' : undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="sales-by" className="block text-sm font-medium">
            Group by
          </label>
          <select
            id="sales-by"
            name="by"
            key={`by-${form.by}`}
            defaultValue={form.by}
            aria-invalid={error?.field === 'by' || undefined}
            aria-describedby={error?.field === 'by' ? 'sales-error' : undefined}
            className={inputClass}
          >
            <SelectOptions options={SALES_GROUPINGS} />
          </select>
        </div>
        <SubmitButton pending={pending} pendingText="Loading…">
          Show report
        </SubmitButton>
      </Form>
      {error ? (
        <FormMessage tone="error" id="sales-error">
          {error.message}
        </FormMessage>
      ) : null}
    </div>
  )
}

function Summary() {
  const { report } = useLoaderData<typeof loader>()
  if (!report) return null
  const t = report.totals
  const cards = [
    { label: 'Net sales', value: formatPaise(t.netPaise) },
    { label: 'Orders', value: t.orders.toLocaleString('en-IN') },
    {
      label: 'Average order value',
      value: t.averageOrderPaise === null ? '–' : formatPaise(t.averageOrderPaise),
    },
    { label: 'Total', value: formatPaise(t.totalPaise) },
  ]
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((c) => (
        <div key={c.label} className="rounded-2xl bg-white p-5 ring-1 ring-black/5">
          <dt className="text-sm text-black/60">{c.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{c.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function PeriodTable() {
  const { report } = useLoaderData<typeof loader>()
  if (!report) return null
  const { query, periods, totals } = report
  const unit = SALES_GROUPINGS.find((g) => g.value === query.by)!.label.toLowerCase()
  return (
    // Wider than a phone: the region scrolls sideways, and keyboard users can scroll it too.
    <div
      className="overflow-x-auto rounded-2xl bg-white ring-1 ring-black/5 focus-visible:outline-2 focus-visible:outline-brand-500"
      role="region"
      aria-labelledby="sales-table-caption"
      tabIndex={0}
    >
      <table className="w-full text-sm" id="sales-table">
        <caption
          id="sales-table-caption"
          className="border-b border-black/5 px-5 py-4 text-left text-base font-semibold"
        >
          Sales by {unit}
        </caption>
        <thead className="bg-paper text-xs font-semibold tracking-wide text-black/60 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 text-left">
              Period
            </th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col" className="px-4 py-3 text-right">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-black/5 tabular-nums">
          {periods.map((p) => (
            <tr key={p.key}>
              <th scope="row" className="px-4 py-2 text-left font-medium whitespace-nowrap">
                {p.label}
              </th>
              {COLUMNS.map(([key]) => (
                <td key={key} className="px-4 py-2 text-right whitespace-nowrap">
                  {cell(key, p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-black/10 font-semibold tabular-nums">
          <tr>
            <th scope="row" className="px-4 py-3 text-left">
              Total
            </th>
            {COLUMNS.map(([key]) => (
              <td key={key} className="px-4 py-3 text-right whitespace-nowrap">
                {cell(key, totals)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

function BestSellers() {
  const { report } = useLoaderData<typeof loader>()
  if (!report) return null
  const totalNet = report.topCategories.reduce((s, c) => s + c.netPaise, 0)
  return (
    <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
      <DataTable
        caption="Top products"
        rows={report.topProducts}
        rowKey={(p) => p.productId}
        empty="No products sold in this range."
        columns={[
          {
            key: 'name',
            header: 'Product',
            rowHeader: true,
            cell: (p) => (
              <>
                {p.slug ? <Link to={`/product/${p.slug}`}>{p.name}</Link> : p.name}
                <span className="block text-xs font-normal text-black/55">{p.category}</span>
              </>
            ),
          },
          { key: 'orders', header: 'Orders', align: 'right', cell: (p) => p.orders },
          {
            key: 'units',
            header: 'Units',
            align: 'right',
            cell: (p) => p.units.toLocaleString('en-IN'),
          },
          {
            key: 'gross',
            header: 'Gross sales',
            align: 'right',
            cell: (p) => formatPaise(p.grossPaise),
          },
          { key: 'net', header: 'Net sales', align: 'right', cell: (p) => formatPaise(p.netPaise) },
        ]}
      />
      <DataTable
        caption="Top categories"
        rows={report.topCategories}
        rowKey={(c) => c.categoryId}
        empty="No categories sold in this range."
        columns={[
          { key: 'name', header: 'Category', rowHeader: true, cell: (c) => c.name },
          {
            key: 'gross',
            header: 'Gross sales',
            align: 'right',
            cell: (c) => formatPaise(c.grossPaise),
          },
          { key: 'net', header: 'Net sales', align: 'right', cell: (c) => formatPaise(c.netPaise) },
          {
            key: 'share',
            header: 'Share',
            align: 'right',
            cell: (c) => (totalNet > 0 ? `${Math.round((c.netPaise / totalNet) * 100)} %` : '–'),
          },
        ]}
      />
    </div>
  )
}

export default function SalesReportPage() {
  const { report } = useLoaderData<typeof loader>()
  const qs = report ? salesQueryString(report.query) : ''
  const range = report ? formatDayRange(report.query.from, report.query.to) : ''
  const unit = report
    ? SALES_GROUPINGS.find((g) => g.value === report.query.by)!.label.toLowerCase()
    : ''
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl tracking-tight">Sales report</h1>
          {report ? <p className="mt-1 text-black/60">{range}, India time</p> : null}
        </div>
        {report ? (
          <ul className="flex flex-wrap gap-2 text-sm" aria-label="Downloads">
            <li>
              <a
                href={`/admin/reports/sales.csv?${qs}`}
                download
                className="inline-block rounded-full px-4 py-2 font-semibold ring-1 ring-black/15 hover:ring-black/40"
              >
                Download CSV
              </a>
            </li>
            <li>
              <a
                href={`/admin/reports/gst-by-hsn.csv?${qs}`}
                download
                className="inline-block rounded-full px-4 py-2 ring-1 ring-black/15 hover:ring-black/40"
              >
                GST by HSN code (CSV)
              </a>
            </li>
            <li>
              <a
                href={`/admin/reports/gst-by-state.csv?${qs}`}
                download
                className="inline-block rounded-full px-4 py-2 ring-1 ring-black/15 hover:ring-black/40"
              >
                GST by state (CSV)
              </a>
            </li>
          </ul>
        ) : null}
      </header>
      <Filters />
      {report ? (
        <>
          <Summary />
          <section
            aria-labelledby="chart-heading"
            className="rounded-2xl bg-white p-5 ring-1 ring-black/5"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="chart-heading" className="font-semibold">
                Net sales by {unit}
              </h2>
              <nav aria-label="Group rows by">
                <ul className="flex gap-1 text-sm">
                  {SALES_GROUPINGS.filter(
                    (g) =>
                      g.value !== 'day' ||
                      daysBetween(report.query.from, report.query.to) <= MAX_DAILY_ROWS,
                  ).map((g) => {
                    const current = g.value === report.query.by
                    return (
                      <li key={g.value}>
                        <Link
                          to={`?${salesQueryString({ ...report.query, by: g.value })}`}
                          aria-current={current ? 'page' : undefined}
                          className={`inline-block rounded-full px-3 py-1 ${current ? 'bg-ink text-white' : 'hover:bg-black/5'}`}
                        >
                          {g.label}
                        </Link>
                      </li>
                    )
                  })}
                </ul>
              </nav>
            </div>
            <SalesBarChart
              title={`Net sales by ${unit}, ${range}`}
              description="One bar per period; refunds larger than sales show below the line. The figures are in the table below."
              points={report.periods.map((p) => ({
                label: p.label,
                short: shortPeriodLabel(p, report.query.by),
                value: p.netPaise,
              }))}
            />
          </section>
          <PeriodTable />
          <BestSellers />
          <section
            aria-labelledby="definitions-heading"
            className="rounded-2xl bg-white p-5 ring-1 ring-black/5"
          >
            <h2 id="definitions-heading" className="font-semibold">
              How the figures are worked out
            </h2>
            <p className="mt-2 text-sm text-black/65">
              Prices include GST, so GST is taken out of every sales figure and shown on its own.
              Days are India days (IST).
            </p>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
              {SALES_DEFINITIONS.map((d) => (
                <div key={d.term} className="contents">
                  <dt className="font-medium">{d.term}</dt>
                  <dd className="text-black/70">{d.meaning}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      ) : null}
    </div>
  )
}

export const meta = () => privatePageMeta('Sales report')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
