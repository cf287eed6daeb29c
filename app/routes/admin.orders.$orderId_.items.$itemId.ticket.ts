import type { LoaderFunctionArgs } from '@remix-run/node'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { JobTicketDocument } from '#app/components/admin/job-ticket.tsx'
import { getJobTicket } from '#app/server/admin/order-detail.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'

/**
 * GET /admin/orders/{orderId}/items/{itemId}/ticket: the press's job ticket for one item, a
 * standalone HTML page laid out for printing on A5 (no site header, no script): product, options,
 * quantity, paper, the print file's checksum, the due date, order number, customer city and a QR
 * code back to the order page.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const ticket = await getJobTicket({ orderId: params.orderId ?? '', itemId: params.itemId ?? '' })
  if (!ticket) throw new Response('Order item not found', { status: 404 })
  const html = `<!doctype html>${renderToStaticMarkup(
    createElement(JobTicketDocument, {
      ticket,
      nonce: typeof context.cspNonce === 'string' ? context.cspNonce : undefined,
    }),
  )}`
  return new Response(html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  })
}
