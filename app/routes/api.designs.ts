import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import {
  designErrorResponse,
  listDesigns,
  readJsonBody,
  requireApiUserId,
  saveDesign,
} from '#app/server/designs/designs.server.ts'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** GET /api/designs: the signed-in user's designs, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireApiUserId(request)
  return Response.json({ designs: await listDesigns(userId) }, { headers: NO_STORE })
}

/**
 * POST /api/designs with JSON { productId, document, name? }: saves a new design and answers
 * 201 { design: { id, updatedAt } }; an invalid document is 400 { error, issues }.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') {
    return Response.json(
      { error: 'Method not allowed' },
      { status: 405, headers: { ...NO_STORE, Allow: 'GET, POST' } },
    )
  }
  const userId = await requireApiUserId(request)
  try {
    const body = await readJsonBody(request)
    const design = await saveDesign(userId, {
      productId: typeof body.productId === 'string' ? body.productId : undefined,
      document: body.document,
      name: body.name,
    })
    return Response.json({ design }, { status: 201, headers: NO_STORE })
  } catch (error) {
    return designErrorResponse(error)
  }
}
