import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { deleteUnpaidOrders } from '#app/server/admin/orders-bulk.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { requireAdminApi } from '#app/server/http/auth.server.ts'
import { readJsonBody } from '#app/server/http/body.server.ts'
import { apiFailure, apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'
import { MAX_BULK_ORDERS } from '#app/utils/admin-orders.ts'

/**
 * DELETE /api/admin/orders/bulk `{ orderIds }` (admins only, spec section 7): the same use case as
 * the orders list's Delete button; any other method is a JSON 405.
 */
const BULK_DELETE_SHAPE = 'Send JSON like { "orderIds": ["…"] }: a list of 1 to 200 order ids.'

const bulkDeleteSchema = z.object({
  orderIds: z
    .array(
      z
        .string({ invalid_type_error: 'Every order id must be a string.' })
        .trim()
        .min(1, 'Every order id must be a non-empty string.'),
      {
        required_error: 'orderIds is required: a list of order ids.',
        invalid_type_error: 'orderIds must be a list of order ids (strings).',
      },
    )
    .min(1, 'orderIds is empty: name at least one order.')
    .max(MAX_BULK_ORDERS, `At most ${MAX_BULK_ORDERS} orders at a time.`),
})

async function handle(request: Request) {
  if (request.method.toUpperCase() !== 'DELETE') return apiMethodNotAllowed('DELETE')
  try {
    const admin = await requireAdminApi(request)
    const body = await readJsonBody(request, {
      maxBytes: 64 * 1024,
      tooLarge: BULK_DELETE_SHAPE,
      notAnObject: BULK_DELETE_SHAPE,
    })
    const parsed = bulkDeleteSchema.safeParse(body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return apiFailure(400, issue?.message ?? BULK_DELETE_SHAPE, {
        errors: { orderIds: parsed.error.issues.map((i) => i.message) },
      })
    }
    const result = await deleteUnpaidOrders({
      orderIds: parsed.data.orderIds,
      actor: admin.email,
    })
    return apiSuccess({ deleted: result.done, skipped: result.skipped })
  } catch (error) {
    return refuse(error, { fallback: 'Failed to delete the orders' })
  }
}

export const loader = ({ request }: LoaderFunctionArgs) => handle(request)
export const action = ({ request }: ActionFunctionArgs) => handle(request)
