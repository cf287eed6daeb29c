import type { ActionFunctionArgs } from '@remix-run/node'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { readJsonBody } from '#app/server/http/body.server.ts'
import { apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'
import { confirmPayment } from '#app/server/payments/payments.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'

const BODY = {
  maxBytes: 64 * 1024,
  tooLarge: 'The request is too large.',
  notAnObject: 'Send a JSON object.',
}

/** POST /api/payment/verify-payment { razorpay_order_id, razorpay_payment_id, razorpay_signature }. */
async function handle(request: Request) {
  if (request.method !== 'POST') return apiMethodNotAllowed('POST')
  try {
    const body = await readJsonBody(request, BODY)
    const field = (name: string) =>
      typeof body[name] === 'string' ? (body[name] as string).trim() : ''
    const gatewayOrderId = field('razorpay_order_id')
    const gatewayPaymentId = field('razorpay_payment_id')
    const signature = field('razorpay_signature')
    if (!gatewayOrderId || !gatewayPaymentId || !signature)
      throw new AppError(400, 'Send razorpay_order_id, razorpay_payment_id and razorpay_signature.')
    const result = await confirmPayment({ gatewayOrderId, gatewayPaymentId, signature })
    return apiSuccess({
      orderId: result.orderId,
      paid: result.outcome === 'paid' || result.outcome === 'already-applied',
      outcome: result.outcome,
      redirectTo: `/order-confirmation?order=${encodeURIComponent(result.orderId)}`,
    })
  } catch (error) {
    return refuse(error, { fallback: 'Payment verification failed' })
  }
}

export const loader = ({ request }: ActionFunctionArgs) => handle(request)
export const action = ({ request }: ActionFunctionArgs) => handle(request)
