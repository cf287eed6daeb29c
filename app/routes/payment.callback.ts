import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { confirmPayment, noteReportedFailure } from '#app/server/payments/payments.server.ts'
import { findGatewayOrderId } from '#app/server/orders/orders.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { isAppError } from '#app/server/platform/errors.server.ts'

/**
 * POST /payment/callback?order=<our order id>: where Razorpay's hosted checkout (no JavaScript) and
 * Checkout.js with a callback send the shopper after paying. It is a cross-site POST, so the session
 * cookie is not sent: the payment is found by the Razorpay order id we stored, its signature
 * verified, then a 303 to a GET page where the cookie is sent again. A resource route (no page), so
 * Remix's same-origin check for page actions does not refuse Razorpay's origin.
 */
export async function action({ request }: ActionFunctionArgs) {
  const orderId = new URL(request.url).searchParams.get('order') ?? ''
  const back = (status: 'failed' | 'unverified') =>
    redirect(`/checkout?payment=${status}&order=${encodeURIComponent(orderId)}`, 303)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return back('unverified')
  }
  const text = (name: string) =>
    String(form.get(name) ?? '')
      .trim()
      .slice(0, 500)

  if (text('error[code]') || text('error[description]')) {
    let meta: { order_id?: string; payment_id?: string } = {}
    try {
      meta = JSON.parse(text('error[metadata]') || '{}')
    } catch {
      // Razorpay sends JSON; anything else is ignored.
    }
    // Unsigned, so a hint only (issue 21, PAY-5): the failure is noted as Razorpay tells it, for
    // the Razorpay order we stored for this order; the sender's text is never stored.
    const stored = await findGatewayOrderId(orderId, meta.order_id ?? null)
    if (stored) {
      try {
        await noteReportedFailure({
          gatewayOrderId: stored,
          paymentId: typeof meta.payment_id === 'string' ? meta.payment_id.slice(0, 100) : null,
        })
      } catch (error) {
        return refuse(error, { as: 'text' })
      }
    }
    return back('failed')
  }

  try {
    const result = await confirmPayment({
      gatewayOrderId: text('razorpay_order_id'),
      gatewayPaymentId: text('razorpay_payment_id'),
      signature: text('razorpay_signature'),
      expectedOrderId: orderId || null,
    })
    return redirect(`/order-confirmation?order=${encodeURIComponent(result.orderId)}`, 303)
  } catch (error) {
    if (!isAppError(error)) console.error('payment callback failed', error)
    return back('unverified')
  }
}

/** A GET here (a refresh, a bookmark) has nothing to confirm: back to checkout. */
export const loader = () => redirect('/checkout', 303)
