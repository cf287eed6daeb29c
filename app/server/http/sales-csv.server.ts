import { getGstSummary, getSalesReport, type SalesPeriod } from '../admin/sales-report.server.ts'
import { indiaDay, parseSalesQuery, type SalesQuery } from '#app/utils/sales-report.ts'
import { csvResponse, csvRupees, toCsv, type CsvColumn } from './csv.server.ts'

/**
 * The sales report's CSV downloads: the report's rows and total row (the same figures as the
 * page), and the accountant's GST summaries by HSN code and by place of supply. A query the page
 * would refuse is refused here too, with the same sentence and a 400.
 */

function readQuery(request: Request): SalesQuery | Response {
  const parsed = parseSalesQuery(new URL(request.url).searchParams, indiaDay())
  if (parsed.ok) return parsed.query
  return new Response(`${parsed.message}\n`, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

type Row = Pick<SalesPeriod, 'label' | 'from' | 'to'> &
  Omit<SalesPeriod, 'key' | 'label' | 'from' | 'to'>

const SALES_COLUMNS: CsvColumn<Row>[] = [
  { header: 'Period', value: (r) => r.label },
  { header: 'From', value: (r) => r.from },
  { header: 'To', value: (r) => r.to },
  { header: 'Orders', value: (r) => r.orders },
  { header: 'Gross sales', value: (r) => csvRupees(r.grossPaise) },
  { header: 'Discounts', value: (r) => csvRupees(r.discountPaise) },
  { header: 'Refunds', value: (r) => csvRupees(r.refundPaise) },
  { header: 'Net sales', value: (r) => csvRupees(r.netPaise) },
  { header: 'CGST', value: (r) => csvRupees(r.cgstPaise) },
  { header: 'SGST', value: (r) => csvRupees(r.sgstPaise) },
  { header: 'IGST', value: (r) => csvRupees(r.igstPaise) },
  { header: 'GST', value: (r) => csvRupees(r.gstPaise) },
  { header: 'Shipping', value: (r) => csvRupees(r.shippingPaise) },
  { header: 'Total', value: (r) => csvRupees(r.totalPaise) },
  {
    header: 'Average order value',
    value: (r) => (r.averageOrderPaise === null ? '' : csvRupees(r.averageOrderPaise)),
  },
]

export async function salesCsv(request: Request) {
  const query = readQuery(request)
  if (query instanceof Response) return query
  const report = await getSalesReport(query, { products: false })
  const rows: Row[] = [
    ...report.periods,
    { label: 'Total', from: query.from, to: query.to, ...report.totals },
  ]
  return csvResponse(
    `sales-${query.from}-to-${query.to}-by-${query.by}.csv`,
    toCsv(SALES_COLUMNS, rows),
  )
}

const percent = (bp: number) => String(bp / 100)

export async function gstCsv(request: Request, by: 'hsn' | 'state') {
  const query = readQuery(request)
  if (query instanceof Response) return query
  const summary = await getGstSummary(query, by)
  type GstRow = (typeof summary)[number]
  const total: GstRow = {
    key: 'Total',
    rateBp: -1,
    taxablePaise: summary.reduce((s, r) => s + r.taxablePaise, 0),
    cgstPaise: summary.reduce((s, r) => s + r.cgstPaise, 0),
    sgstPaise: summary.reduce((s, r) => s + r.sgstPaise, 0),
    igstPaise: summary.reduce((s, r) => s + r.igstPaise, 0),
  }
  const columns: CsvColumn<GstRow>[] = [
    { header: by === 'hsn' ? 'HSN/SAC' : 'Place of supply', value: (r) => r.key },
    { header: 'GST rate (%)', value: (r) => (r.rateBp < 0 ? '' : percent(r.rateBp)) },
    { header: 'Taxable value', value: (r) => csvRupees(r.taxablePaise) },
    { header: 'CGST', value: (r) => csvRupees(r.cgstPaise) },
    { header: 'SGST', value: (r) => csvRupees(r.sgstPaise) },
    { header: 'IGST', value: (r) => csvRupees(r.igstPaise) },
    { header: 'Total tax', value: (r) => csvRupees(r.cgstPaise + r.sgstPaise + r.igstPaise) },
  ]
  return csvResponse(
    `gst-by-${by === 'hsn' ? 'hsn' : 'state'}-${query.from}-to-${query.to}.csv`,
    toCsv(columns, [...summary, total]),
  )
}
