import type { ActionFunctionArgs } from '@remix-run/node'
import { refuse } from './action-reply.server.ts'
import { readWebhookBody } from './body.server.ts'
import { apiFailure, apiMethodNotAllowed, apiSuccess } from './reply.server.ts'

/**
 * A provider's webhook endpoint (Razorpay, Shiprocket): POST only, the raw body read within the
 * webhook limit (413 past it), handed with the request to `receive`, which verifies and logs it;
 * the answer says whether it was a duplicate. A refusal answers through `refuse`.
 */
export function webhookRoute(
  receive: (rawBody: string, request: Request) => Promise<{ duplicate: boolean }>,
) {
  async function handle({ request }: ActionFunctionArgs) {
    if (request.method !== 'POST') return apiMethodNotAllowed('POST')
    try {
      const rawBody = await readWebhookBody(request)
      if (rawBody === null) return apiFailure(413, 'The request is too large.')
      const result = await receive(rawBody, request)
      return apiSuccess({ received: true, duplicate: result.duplicate })
    } catch (error) {
      return refuse(error, { fallback: 'Webhook could not be stored' })
    }
  }
  return { loader: handle, action: handle }
}
