import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { deleteDesign, getDesign, saveDesign } from '#app/server/designs/designs.server.ts'
import {
  DESIGN_API_FAILED,
  readDesignBody,
  requireApiUserId,
} from '#app/server/http/designs-api.server.ts'
import { apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'

/** GET /api/designs/{id}: { design: { id, productId, name, document, updatedAt } } (owner only). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireApiUserId(request)
  try {
    const design = await getDesign(userId, params.designId ?? '')
    return apiSuccess({
      design: {
        id: design.id,
        productId: design.productId,
        name: design.name,
        document: design.document,
        updatedAt: design.updatedAt,
      },
    })
  } catch (error) {
    return refuse(error, { fallback: DESIGN_API_FAILED })
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
    return apiMethodNotAllowed('GET, PUT, POST, DELETE')
  }
  const userId = await requireApiUserId(request)
  const designId = params.designId ?? ''
  try {
    if (method === 'DELETE') {
      await deleteDesign(userId, designId)
      return apiSuccess({ deleted: true })
    }
    const design = await saveDesign(userId, { designId, ...(await readDesignBody(request)) })
    return apiSuccess({ design })
  } catch (error) {
    return refuse(error, { fallback: DESIGN_API_FAILED })
  }
}
