import { webhookRoute } from '#app/server/http/webhook-route.server.ts'
import { receiveWebhook } from '#app/server/payments/webhooks.server.ts'
import { clientIp } from '#app/server/platform/rate-limit.server.ts'

/** POST /api/webhooks/razorpay: verified over the raw body, logged, processed in the background. */
const route = webhookRoute((rawBody, request) =>
  receiveWebhook({
    rawBody,
    signature: request.headers.get('x-razorpay-signature'),
    eventIdHeader: request.headers.get('x-razorpay-event-id'),
    source: clientIp(request),
  }),
)

export const loader = route.loader
export const action = route.action
