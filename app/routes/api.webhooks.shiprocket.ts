import type { ActionFunctionArgs } from '@remix-run/node'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { readWebhookBody } from '#app/server/http/body.server.ts'
import { apiFailure, apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'
import { clientIp } from '#app/server/platform/rate-limit.server.ts'
import { receiveShiprocketWebhook } from '#app/server/shipping/tracking.server.ts'

/**
 * POST /api/webhooks/shiprocket: Shiprocket's parcel scans, verified by the token in x-api-key,
 * logged, processed in the background (decision 058).
 */
async function handle(request: Request) {
  if (request.method !== 'POST') return apiMethodNotAllowed('POST')
  try {
    const rawBody = await readWebhookBody(request)
    if (rawBody === null) return apiFailure(413, 'The request is too large.')
    const result = await receiveShiprocketWebhook({
      rawBody,
      token: request.headers.get('x-api-key'),
      source: clientIp(request),
    })
    return apiSuccess({ received: true, duplicate: result.duplicate })
  } catch (error) {
    return refuse(error, { fallback: 'Webhook could not be stored' })
  }
}

export const loader = ({ request }: ActionFunctionArgs) => handle(request)
export const action = ({ request }: ActionFunctionArgs) => handle(request)
