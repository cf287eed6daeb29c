import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { pdfResponse } from '#app/server/http/pdf.server.ts'
import { renderCreditNotePdf } from '#app/server/billing/credit-notes.server.ts'

/** GET /admin/orders/{orderId}/credit-notes/{creditNoteId}.pdf: a refund's GST credit note. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const note = await renderCreditNotePdf({
    orderId: params.orderId ?? '',
    creditNoteId: params.creditNoteId ?? '',
  })
  if (!note) throw new Response('Credit note not found', { status: 404 })
  return pdfResponse(note)
}
