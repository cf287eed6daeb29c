import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireUserId } from '#app/server/http/auth.server.ts'
import { pdfResponse } from '#app/server/http/pdf.server.ts'
import { orderItemProofPdf } from '#app/server/orders/order-proof.server.ts'

/**
 * GET /account/orders/{orderId}/items/{itemId}/proof.pdf: the design of an ordered item as it was
 * ordered, with crop marks (`?marks=0` leaves them off). The owner only; 404 otherwise.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request)
  const marks = new URL(request.url).searchParams.get('marks')
  const proof = await orderItemProofPdf({
    userId,
    orderId: params.orderId ?? '',
    itemId: params.itemId ?? '',
    cropMarks: marks !== '0' && marks !== 'false',
  })
  if (!proof) throw new Response('Proof not found', { status: 404 })
  return pdfResponse(proof)
}
