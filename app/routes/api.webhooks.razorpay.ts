import type { ActionFunctionArgs } from '@remix-run/node'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { readWebhookBody } from '#app/server/http/body.server.ts'
import { apiFailure, apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'
import { receiveWebhook } from '#app/server/payments/webhooks.server.ts'
import { clientIp } from '#app/server/platform/rate-limit.server.ts'

/** POST /api/webhooks/razorpay: verified over the raw body, logged, processed in the background. */
async function handle(request: Request) {
  if (request.method !== 'POST') return apiMethodNotAllowed('POST')
  try {
    const rawBody = await readWebhookBody(request)
    if (rawBody === null) return apiFailure(413, 'The request is too large.')
    const result = await receiveWebhook({
      rawBody,
      signature: request.headers.get('x-razorpay-signature'),
      eventIdHeader: request.headers.get('x-razorpay-event-id'),
      source: clientIp(request),
    })
    return apiSuccess({ received: true, duplicate: result.duplicate })
  } catch (error) {
    return refuse(error, { fallback: 'Webhook could not be stored' })
  }
}

export const loader = ({ request }: ActionFunctionArgs) => handle(request)
export const action = ({ request }: ActionFunctionArgs) => handle(request)
