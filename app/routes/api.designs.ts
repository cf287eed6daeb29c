import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { listDesigns, saveDesign } from '#app/server/designs/designs.server.ts'
import {
  DESIGN_API_FAILED,
  readDesignBody,
  requireApiUserId,
} from '#app/server/http/designs-api.server.ts'
import { apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'

/** GET /api/designs: the signed-in user's designs, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireApiUserId(request)
  return apiSuccess({ designs: await listDesigns(userId) })
}

/**
 * POST /api/designs with JSON { productId, document, name? }: saves a new design and answers
 * 201 { success, design: { id, updatedAt } }; an invalid document is 400 { message, issues }.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return apiMethodNotAllowed('GET, POST')
  const userId = await requireApiUserId(request)
  try {
    const design = await saveDesign(userId, await readDesignBody(request))
    return apiSuccess({ design }, { status: 201 })
  } catch (error) {
    return refuse(error, { fallback: DESIGN_API_FAILED })
  }
}
