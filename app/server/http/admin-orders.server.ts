/**
 * The admin orders list's HTTP parts shared by its page and its two downloads: the CSV columns of
 * the export, the ZIP download, reading a bulk form's selection and a download's refusal page.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { BULK_MESSAGES, MAX_BULK_ORDERS, ORDER_FILTER_PARAMS } from '#app/utils/admin-orders.ts'
import { IST_OFFSET_MS } from '#app/utils/dates.ts'
import {
  exportOrderBatches,
  parseOrderListQuery,
  type OrderExportRow,
} from '../admin/orders-list.server.ts'
import { printFilesZip } from '../orders/print-batch.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { csvRupees, csvStreamResponse, type CsvColumn } from './csv.server.ts'

/** "2026-11-23 14:05", India time: sorts as text and reads in any spreadsheet. */
function istStamp(date: Date | null) {
  if (!date) return ''
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
}
const istDay = (date: Date | null) => istStamp(date).slice(0, 10)

/** What an accountant and the shop need of an order, one row each; money in rupees. */
export const ORDER_CSV_COLUMNS: readonly CsvColumn<OrderExportRow>[] = [
  { header: 'Order number', value: (o) => o.number },
  { header: 'Placed (IST)', value: (o) => istStamp(o.placedAt) },
  { header: 'Status', value: (o) => o.status },
  { header: 'Payment', value: (o) => o.payment },
  { header: 'Payment method', value: (o) => o.paymentMethod },
  { header: 'Customer', value: (o) => o.customer },
  { header: 'Business name', value: (o) => o.businessName },
  { header: 'GSTIN', value: (o) => o.gstin },
  { header: 'Email', value: (o) => o.email },
  { header: 'Phone', value: (o) => o.phone },
  { header: 'City', value: (o) => o.city },
  { header: 'State', value: (o) => o.state },
  { header: 'PIN code', value: (o) => o.pinCode },
  { header: 'Place of supply', value: (o) => o.placeOfSupply },
  { header: 'Items', value: (o) => o.items },
  { header: 'Subtotal (Rs)', value: (o) => csvRupees(o.subtotalPaise) },
  { header: 'Discount (Rs)', value: (o) => csvRupees(o.discountPaise) },
  { header: 'Points used', value: (o) => o.loyaltyPointsUsed },
  { header: 'Shipping (Rs)', value: (o) => csvRupees(o.shippingPaise) },
  { header: 'Taxable value (Rs)', value: (o) => csvRupees(o.taxablePaise) },
  { header: 'CGST (Rs)', value: (o) => csvRupees(o.cgstPaise) },
  { header: 'SGST (Rs)', value: (o) => csvRupees(o.sgstPaise) },
  { header: 'IGST (Rs)', value: (o) => csvRupees(o.igstPaise) },
  { header: 'Total GST (Rs)', value: (o) => csvRupees(o.taxPaise) },
  { header: 'Total (Rs)', value: (o) => csvRupees(o.totalPaise) },
  { header: 'Invoice number', value: (o) => o.invoiceNumber },
  { header: 'Invoice date', value: (o) => istDay(o.invoiceDate) },
  { header: 'Dispatch by', value: (o) => istDay(o.dispatchBy) },
  { header: 'Courier', value: (o) => o.courier },
  { header: 'Tracking number', value: (o) => o.trackingNumber },
]

/** The order ids ticked in a bulk form (`orderId`, once each); too many is a 400. */
export function selectedOrderIds(form: FormData) {
  const ids = [
    ...new Set(form.getAll('orderId').filter((v): v is string => typeof v === 'string' && !!v)),
  ]
  if (ids.length > MAX_BULK_ORDERS) throw new AppError(400, BULK_MESSAGES.tooMany)
  return ids
}

/** The list's filters carried by the bulk form's hidden fields. */
export function formListQuery(form: FormData) {
  const params = new URLSearchParams()
  for (const key of [...ORDER_FILTER_PARAMS, 'sort', 'dir'] as const) {
    const value = form.get(key)
    if (typeof value === 'string' && value) params.set(key, value)
  }
  const { query, problems } = parseOrderListQuery(params)
  if (problems.length) throw new AppError(400, problems.join(' '))
  return query
}

/** Export CSV: the selected orders, or, when none is selected, every order the filters match. */
export function ordersCsvResponse(form: FormData, now = new Date()) {
  const query = formListQuery(form)
  const orderIds = selectedOrderIds(form)
  const stamp = istStamp(now).replace(/[-: ]/g, '').slice(0, 12)
  const filename = `orders-${orderIds.length ? 'selected' : 'matching'}-${stamp}.csv`
  return csvStreamResponse(filename, ORDER_CSV_COLUMNS, exportOrderBatches({ query, orderIds }))
}

/** Download print files: one ZIP of the selected orders' print files. */
export async function printFilesZipResponse(form: FormData, actor: string) {
  const zip = await printFilesZip({ orderIds: selectedOrderIds(form), actor })
  return new Response(zip.stream, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${zip.filename}"`,
      'Cache-Control': 'no-store',
    },
  })
}

// --- The downloads' form posts -------------------------------------------------------------------

/**
 * A download that cannot be made (nothing selected, too many orders): a plain form post lands
 * on this short page, a 4xx saying why, with the way back to the list.
 */
function downloadRefusal(status: number, message: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Nothing to download | PrintStudio</title><meta name="robots" content="noindex"></head><body><h1>Nothing to download</h1>${renderToStaticMarkup(createElement('p', { role: 'alert' }, message))}<p><a href="/admin/orders">Back to the orders list</a></p></body></html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/** Runs a download's form post: the file, or the refusal page for bad input. */
export async function adminDownload(
  request: Request,
  make: (form: FormData) => Response | Promise<Response>,
) {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return downloadRefusal(400, 'The form could not be read. Go back to the list and try again.')
  }
  try {
    return await make(form)
  } catch (error) {
    if (error instanceof Response) throw error
    if (error instanceof AppError && error.status < 500)
      return downloadRefusal(error.status, error.message)
    throw error
  }
}
