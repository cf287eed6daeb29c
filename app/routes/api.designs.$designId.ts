import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import {
  deleteDesign,
  designErrorResponse,
  getDesign,
  readJsonBody,
  requireApiUserId,
  saveDesign,
} from '#app/server/designs/designs.server.ts'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** GET /api/designs/{id}: { design: { id, productId, name, document, updatedAt } } (owner only). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireApiUserId(request)
  try {
    const design = await getDesign(userId, params.designId ?? '')
    return Response.json(
      {
        design: {
          id: design.id,
          productId: design.productId,
          name: design.name,
          document: design.document,
          updatedAt: design.updatedAt,
        },
      },
      { headers: NO_STORE },
    )
  } catch (error) {
    return designErrorResponse(error)
  }
}

/**
 * PUT /api/designs/{id} with JSON { document, name? } saves over the design; POST does the same,
 * for autosave through navigator.sendBeacon (text/plain or application/json). Answers
 * { design: { id, updatedAt } }. DELETE removes it: { deleted: true }.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const method = request.method.toUpperCase()
  if (method !== 'PUT' && method !== 'POST' && method !== 'DELETE') {
    return Response.json(
      { error: 'Method not allowed' },
      { status: 405, headers: { ...NO_STORE, Allow: 'GET, PUT, POST, DELETE' } },
    )
  }
  const userId = await requireApiUserId(request)
  const designId = params.designId ?? ''
  try {
    if (method === 'DELETE') {
      await deleteDesign(userId, designId)
      return Response.json({ deleted: true }, { headers: NO_STORE })
    }
    const body = await readJsonBody(request)
    const design = await saveDesign(userId, {
      designId,
      productId: typeof body.productId === 'string' ? body.productId : undefined,
      document: body.document,
      name: body.name,
    })
    return Response.json({ design }, { headers: NO_STORE })
  } catch (error) {
    return designErrorResponse(error)
  }
}
