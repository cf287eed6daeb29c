import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireUserId } from '#app/server/http/auth.server.ts'
import { pdfResponse } from '#app/server/http/pdf.server.ts'
import { renderInvoicePdf } from '#app/server/billing/invoices.server.ts'

/**
 * GET /account/orders/{orderId}/invoice.pdf: the owner's tax invoice. 404 for anyone else's order
 * and for an order not invoiced yet (unpaid).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request)
  const invoice = await renderInvoicePdf(params.orderId ?? '', { userId })
  if (!invoice) throw new Response('Invoice not found', { status: 404 })
  return pdfResponse(invoice)
}
