import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { openImageUpload } from '#app/server/uploads.server.ts'

/**
 * GET /api/images/{id}: an uploaded image. Ids never change, so it may be cached for good. The bytes
 * are always our own re-encoded JPEG or PNG (the server adds X-Content-Type-Options: nosniff).
 */
const IMMUTABLE = 'public, max-age=31536000, immutable'

export async function loader({ params }: LoaderFunctionArgs) {
  const image = await openImageUpload(params.id ?? '')
  if (!image) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  }
  if (image.kind === 'redirect') {
    return redirect(image.url, { status: 302, headers: { 'Cache-Control': IMMUTABLE } })
  }
  return new Response(image.body, {
    headers: {
      'Content-Type': image.mimeType,
      'Content-Length': String(image.bytes),
      'Cache-Control': IMMUTABLE,
    },
  })
}
