import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { isPrintPart } from '#app/designer/print-parts.ts'
import { orderItemPrintFile } from '#app/server/orders/print-files.server.ts'

/**
 * GET /admin/orders/{orderId}/items/{itemId}/print-file: the file the press prints for an ordered
 * item, its frozen design with crop marks (or the uploaded file as it came), as a download named
 * by order, item, product, quantity and paper. Its SHA-256 is in `X-Content-SHA256`, the same the
 * job ticket prints. `?part=cover` or `?part=block`: a photo book's cover or book block, which are
 * separate files (decision 046; the cover when not given).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const part = new URL(request.url).searchParams.get('part')
  const file = await orderItemPrintFile({
    orderId: params.orderId ?? '',
    itemId: params.itemId ?? '',
    part: isPrintPart(part) ? part : null,
  })
  if (!file) throw new Response('Nothing to print for this item', { status: 404 })
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'X-Content-SHA256': file.sha256,
      'Cache-Control': 'private, no-store',
    },
  })
}
