import type { LoaderFunctionArgs } from '@remix-run/node'
import { designProofPdf } from '#app/server/designs/designs.server.ts'
import { DESIGN_API_FAILED, requireApiUserId } from '#app/server/http/designs-api.server.ts'
import { apiMethodNotAllowed } from '#app/server/http/reply.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'

/**
 * GET /api/designs/{id}/proof.pdf: the owner's proof PDF of a design, as a download;
 * `?marks=1` adds crop marks outside the bleed.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireApiUserId(request)
  const marks = new URL(request.url).searchParams.get('marks')
  try {
    const { pdf, filename } = await designProofPdf(userId, params.designId ?? '', {
      cropMarks: marks === '1' || marks === 'true',
    })
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.length),
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    return refuse(error, { fallback: DESIGN_API_FAILED })
  }
}

export function action() {
  return apiMethodNotAllowed('GET')
}
