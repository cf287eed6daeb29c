import type { LoaderFunctionArgs } from '@remix-run/node'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { proofPdfForToken } from '#app/server/orders/prepress.server.ts'

/**
 * GET /proof/{token}/pdf: the proof a shopper's signed link names (decision 048), as the press
 * will print it, without crop marks. 404 for a link we did not make, 410 for an expired or
 * replaced one.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  try {
    const proof = await proofPdfForToken(params.token ?? '')
    return new Response(new Uint8Array(proof.bytes), {
      headers: {
        'Content-Type': proof.contentType,
        'Content-Length': String(proof.bytes.length),
        'Content-Disposition': `inline; filename="${proof.filename}"`,
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
      },
    })
  } catch (error) {
    return refuse(error, { as: 'text' })
  }
}
