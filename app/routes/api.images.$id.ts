import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { openImageUpload } from '#app/server/designs/uploads.server.ts'
import { apiFailure, apiMethodNotAllowed } from '#app/server/http/reply.server.ts'

/** Cart items without an uploaded design show the product's artwork under the same path. */
const ART_PREFIX = 'art-'

/**
 * GET /api/images/{id}: an uploaded image, or `art-{slug}` for a product's generated artwork. Ids
 * never change, so it may be cached for good. The bytes
 * are always our own re-encoded JPEG or PNG (the server adds X-Content-Type-Options: nosniff).
 */
const IMMUTABLE = 'public, max-age=31536000, immutable'

export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? ''
  if (id.startsWith(ART_PREFIX) && /^[a-z0-9-]+$/.test(id)) {
    return redirect(`/images/products/${id.slice(ART_PREFIX.length)}.svg`, {
      status: 302,
      headers: { 'Cache-Control': 'public, max-age=86400' },
    })
  }
  const image = await openImageUpload(id)
  if (!image) {
    return apiFailure(404, 'That image was not found.')
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

export function action() {
  return apiMethodNotAllowed('GET')
}
