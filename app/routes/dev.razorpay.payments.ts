import type { ActionFunctionArgs } from '@remix-run/node'
import { readJsonOrUndefined } from '#app/server/http/body.server.ts'
import { apiFailure, apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { paymentsConfig } from '#app/server/payments/razorpay-config.server.ts'
import {
  modalPaymentSchema,
  payFromModal,
} from '#app/server/payments/standin/standin-checkout.server.ts'

/**
 * POST /dev/razorpay/payments `{ key, order_id, amount?, outcome: 'pay' | 'fail', email?, contact? }`:
 * the stand-in Checkout.js modal's Pay or Fail (decision 020). Answers `{ success, outcome: 'paid',
 * response: { razorpay_payment_id, razorpay_order_id, razorpay_signature } }` or `{ success,
 * outcome: 'failed', response: { error } }`, what Checkout.js hands the handler or the
 * payment.failed listeners. Same origin only; a plain 404 unless the stand-in pages are on.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!paymentsConfig().standInPages) throw new Response('Not found', { status: 404 })
  if (request.method !== 'POST') return apiMethodNotAllowed('POST')
  if (!sameOrigin(request)) return apiFailure(403, 'The test payment is only for this store')
  const parsed = modalPaymentSchema.safeParse(await readJsonOrUndefined(request))
  if (!parsed.success) return apiFailure(400, parsed.error.issues[0]!.message)
  try {
    return apiSuccess(payFromModal(parsed.data))
  } catch (error) {
    return refuse(error, { fallback: 'The test payment failed' })
  }
}

export function loader() {
  if (!paymentsConfig().standInPages) throw new Response('Not found', { status: 404 })
  return apiMethodNotAllowed('POST')
}

/** A browser says where a request comes from; another site's page may not pay here. */
function sameOrigin(request: Request) {
  const site = request.headers.get('Sec-Fetch-Site')
  if (site && site !== 'same-origin') return false
  const origin = request.headers.get('Origin')
  return !origin || origin === new URL(request.url).origin
}
