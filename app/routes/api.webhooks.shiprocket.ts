import { webhookRoute } from '#app/server/http/webhook-route.server.ts'
import { clientIp } from '#app/server/platform/rate-limit.server.ts'
import { receiveShiprocketWebhook } from '#app/server/shipping/tracking.server.ts'

/**
 * POST /api/webhooks/shiprocket: Shiprocket's parcel scans, verified by the token in x-api-key,
 * logged, processed in the background (decision 058).
 */
const route = webhookRoute((rawBody, request) =>
  receiveShiprocketWebhook({
    rawBody,
    token: request.headers.get('x-api-key'),
    source: clientIp(request),
  }),
)

export const loader = route.loader
export const action = route.action
