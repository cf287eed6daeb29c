import crypto from 'node:crypto'
import { getEnv } from '../platform/env.server.ts'

/**
 * How this instance takes payments (decision 016):
 * - `razorpay`: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set; the real API, hosted checkout and
 *   Checkout.js. With MOCKS=true (dev, tests) MSW answers the API and the browser goes to the
 *   stand-in pages instead of razorpay.com (a browser cannot be intercepted).
 * - `standin`: no keys, but a demo or development server (embedded database, MOCKS, not
 *   production): the same SDK calls are answered in-process by the stand-in Razorpay, and the
 *   shopper pays on a page clearly labelled as a test payment.
 * - `off`: a production deployment without keys. Checkout says payments are not configured.
 */
export type PaymentsMode = 'razorpay' | 'standin' | 'off'

/** The stand-in's fixed test credentials: never a real key, only ever checked by the stand-in. */
export const STANDIN_CREDENTIALS = {
  keyId: 'rzp_test_standin00000000',
  keySecret: 'standin_key_secret_not_real',
  webhookSecret: 'standin_webhook_secret_not_real',
} as const

export const RAZORPAY_HOSTED_CHECKOUT_URL = 'https://api.razorpay.com/v1/checkout/embedded'
export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js'
/** The stand-in pages (app/routes/dev.razorpay.*): same fields in, same posts back. */
export const STANDIN_HOSTED_CHECKOUT_PATH = '/dev/razorpay/checkout/embedded'
export const STANDIN_CHECKOUT_SCRIPT_PATH = '/dev/razorpay/checkout.js'

export interface PaymentsConfig {
  mode: PaymentsMode
  keyId: string
  keySecret: string
  webhookSecret: string
  /** Where the no-JavaScript form posts (Razorpay's hosted checkout or the stand-in page). */
  hostedCheckoutUrl: string
  /** Checkout.js, or the stand-in script with the same API. */
  checkoutScriptUrl: string
  /** The browser goes to our stand-in pages (stand-in mode, or MOCKS with test keys). */
  standInPages: boolean
}

export function paymentsConfig(): PaymentsConfig {
  const env = getEnv()
  const hasKeys = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET)
  const demo = env.EMBEDDED_DB || env.MOCKS || env.NODE_ENV !== 'production'
  const mode: PaymentsMode = hasKeys ? 'razorpay' : demo ? 'standin' : 'off'
  const standInPages = mode === 'standin' || (env.MOCKS && mode === 'razorpay')
  const credentials =
    mode === 'razorpay'
      ? {
          keyId: env.RAZORPAY_KEY_ID,
          keySecret: env.RAZORPAY_KEY_SECRET,
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
        }
      : mode === 'standin'
        ? { ...STANDIN_CREDENTIALS }
        : { keyId: '', keySecret: '', webhookSecret: '' }
  return {
    mode,
    ...credentials,
    hostedCheckoutUrl: standInPages ? STANDIN_HOSTED_CHECKOUT_PATH : RAZORPAY_HOSTED_CHECKOUT_URL,
    checkoutScriptUrl: standInPages ? STANDIN_CHECKOUT_SCRIPT_PATH : RAZORPAY_CHECKOUT_SCRIPT_URL,
    standInPages,
  }
}

/** Razorpay's payment signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string) {
  return crypto.createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex')
}

/** A webhook's signature: hex HMAC-SHA256 of the raw body with the webhook secret. */
export function webhookSignature(rawBody: string, webhookSecret: string) {
  return crypto.createHmac('sha256', webhookSecret).update(rawBody).digest('hex')
}

/** Constant-time comparison of two hex signatures (the SDK's own helper uses ===). */
export function signaturesMatch(expected: string, received: unknown) {
  if (typeof received !== 'string' || !/^[0-9a-f]+$/i.test(received)) return false
  const a = Buffer.from(expected, 'hex')
  const b = Buffer.from(received.toLowerCase(), 'hex')
  return a.length === b.length && a.length > 0 && crypto.timingSafeEqual(a, b)
}
