import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { pdfResponse } from '#app/server/http/pdf.server.ts'
import { renderShipmentLabels } from '#app/server/shipping/label.server.ts'
import { SHIPPING_MESSAGES } from '#app/utils/shipment.ts'

/**
 * GET /admin/orders/labels.pdf?id=…&id=…(&format=a6): the labels of several booked parcels, four
 * A6 labels to an A4 sheet by default (decision 058); 400 for no or too many ids, 404 when none of
 * them is booked.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const search = new URL(request.url).searchParams
  const ids = [...new Set(search.getAll('id').filter((id) => id && id.length <= 64))]
  if (!ids.length || ids.length > 200)
    throw new Response('Name from 1 to 200 orders (id=…).', { status: 400 })
  const format = search.get('format') === 'a6' ? 'a6' : 'a4'
  const labels = await renderShipmentLabels(ids, format)
  if (!labels) throw new Response(SHIPPING_MESSAGES.noLabel, { status: 404 })
  return pdfResponse(labels)
}
