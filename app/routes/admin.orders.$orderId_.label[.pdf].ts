import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { pdfResponse } from '#app/server/http/pdf.server.ts'
import { renderShipmentLabels } from '#app/server/shipping/label.server.ts'
import { SHIPPING_MESSAGES } from '#app/utils/shipment.ts'

/**
 * GET /admin/orders/{orderId}/label.pdf (`?format=a4` for an A4 sheet): the booked parcel's
 * shipping label (decision 058); 404 when the order has no live booking with an AWB.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const format = new URL(request.url).searchParams.get('format') === 'a4' ? 'a4' : 'a6'
  const labels = await renderShipmentLabels([params.orderId ?? ''], format)
  if (!labels) throw new Response(SHIPPING_MESSAGES.noLabel, { status: 404 })
  return pdfResponse(labels)
}
