import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { pdfResponse } from '#app/server/http/pdf.server.ts'
import { renderInvoicePdf } from '#app/server/billing/invoices.server.ts'

/** GET /admin/orders/{orderId}/invoice.pdf: any order's tax invoice, for staff. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const invoice = await renderInvoicePdf(params.orderId ?? '')
  if (!invoice) throw new Response('Invoice not found', { status: 404 })
  return pdfResponse(invoice)
}
