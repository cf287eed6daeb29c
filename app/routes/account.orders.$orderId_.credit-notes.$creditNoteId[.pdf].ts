import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireUserId } from '#app/server/http/auth.server.ts'
import { pdfResponse } from '#app/server/http/pdf.server.ts'
import { renderCreditNotePdf } from '#app/server/billing/credit-notes.server.ts'

/**
 * GET /account/orders/{orderId}/credit-notes/{creditNoteId}.pdf: the GST credit note of a refund
 * on the shopper's own order. 404 for anyone else's.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request)
  const note = await renderCreditNotePdf({
    orderId: params.orderId ?? '',
    creditNoteId: params.creditNoteId ?? '',
    userId,
  })
  if (!note) throw new Response('Credit note not found', { status: 404 })
  return pdfResponse(note)
}
