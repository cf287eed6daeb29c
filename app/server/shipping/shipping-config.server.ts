import crypto from 'node:crypto'
import { getEnv } from '../platform/env.server.ts'

/**
 * How this instance ships (decision 058), like the payments' modes (decision 016):
 * - `shiprocket`: SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD and SHIPROCKET_WEBHOOK_TOKEN are set (the
 *   environment check refuses one without the others); bookings go to Shiprocket's API. With
 *   MOCKS=true (dev, tests) MSW answers that API with the stand-in.
 * - `standin`: none set, on a demo or development server: the same adapter's calls are answered
 *   in-process by the stand-in Shiprocket, which also sends its status webhooks on a timer.
 * - `off`: production without them. Staff ship by typing the courier and tracking number.
 */
export type ShippingMode = 'shiprocket' | 'standin' | 'off'

export const SHIPROCKET_API = 'https://apiv2.shiprocket.in/v1/external'
export const SHIPROCKET_WEBHOOK_PATH = '/api/webhooks/shiprocket'

/** The stand-in's fixed test credentials: never a real account, only ever checked by the stand-in. */
export const STANDIN_SHIPROCKET = {
  email: 'standin@printstudio.test',
  password: 'standin-password-not-real',
  webhookToken: 'standin-shiprocket-webhook-token',
} as const

export interface ShippingConfig {
  mode: ShippingMode
  email: string
  password: string
  webhookToken: string
  pickupLocation: string
}

export function shippingConfig(): ShippingConfig {
  const env = getEnv()
  const configured = Boolean(env.SHIPROCKET_EMAIL)
  const demo = env.EMBEDDED_DB || env.MOCKS || env.NODE_ENV !== 'production'
  const mode: ShippingMode = configured ? 'shiprocket' : demo ? 'standin' : 'off'
  const credentials =
    mode === 'shiprocket'
      ? {
          email: env.SHIPROCKET_EMAIL,
          password: env.SHIPROCKET_PASSWORD,
          webhookToken: env.SHIPROCKET_WEBHOOK_TOKEN,
        }
      : mode === 'standin'
        ? { ...STANDIN_SHIPROCKET }
        : { email: '', password: '', webhookToken: '' }
  return { mode, ...credentials, pickupLocation: env.SHIPROCKET_PICKUP_LOCATION }
}

/** The start-up line saying how parcels are booked (printed once by the server). */
export function shippingModeLine(config = shippingConfig()) {
  switch (config.mode) {
    case 'shiprocket':
      return `Shipping: Shiprocket (pickup location "${config.pickupLocation}")`
    case 'standin':
      return 'Shipping: no Shiprocket account, so a stand-in courier books test parcels (nothing is picked up)'
    case 'off':
      return 'Shipping: SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD and SHIPROCKET_WEBHOOK_TOKEN are not set, so Book shipment is off (staff type the courier and tracking number)'
  }
}

/** Constant-time comparison of the webhook's x-api-key with the configured token. */
export function webhookTokenMatches(
  received: string | null,
  expected = shippingConfig().webhookToken,
) {
  if (!expected || typeof received !== 'string' || !received) return false
  const a = crypto.createHash('sha256').update(expected).digest()
  const b = crypto.createHash('sha256').update(received).digest()
  return crypto.timingSafeEqual(a, b)
}
