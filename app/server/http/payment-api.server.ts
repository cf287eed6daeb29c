import { checkoutSchema } from '#app/utils/checkout.ts'
import { phoneDigits } from '#app/utils/phone.ts'
import { getCart } from '../cart/cart.server.ts'
import { advanceCheckoutStage, parseSeenLines, trackCheckout } from '../checkout/checkout.server.ts'
import { placeOrder } from '../checkout/place-order.server.ts'
import { confirmPayment, startPayment } from '../payments/payments.server.ts'
import { publicUrl } from './public-url.server.ts'
import { receiveWebhook } from '../payments/webhooks.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { RATE_LIMITS, clientIp, enforceLimits } from '../platform/rate-limit.server.ts'
import { getUserId } from './auth.server.ts'
import { readJsonBody } from './body.server.ts'
import { readCartId } from './cart-cookie.server.ts'
import { readRecoveryCheckoutId } from './recovery-cookie.server.ts'
import { apiError, apiFailure, apiMethodNotAllowed, apiSuccess, invalid } from './reply.server.ts'

/**
 * The spec's payment and checkout calls (section 7) as JSON: the same use cases as the checkout
 * page (placeOrder, startPayment, confirmPayment, trackCheckout), for the signed-in shopper by
 * cookie or bearer token. Documented in docs/architecture.md.
 */

const SIGN_IN = 'Sign in to check out.'
const BODY = {
  maxBytes: 64 * 1024,
  tooLarge: 'The request is too large.',
  notAnObject: 'Send a JSON object.',
}

/** POST /api/payment/create-order: places the order (or finds the same pending one) and opens a Razorpay order. */
export async function createOrderApi(request: Request) {
  if (request.method !== 'POST') return apiMethodNotAllowed('POST')
  const fallback = 'Failed to create the payment order'
  try {
    const userId = await getUserId(request)
    if (!userId) return apiFailure(401, SIGN_IN)
    const body = await readJsonBody(request, BODY)
    const parsed = checkoutSchema.safeParse({
      ...body,
      addressId: body.addressId ?? (body.address ? 'new' : undefined),
      points: body.pointsToRedeem ?? body.points ?? 0,
    })
    if (!parsed.success) return invalid(parsed.error, 'Check the checkout details.')
    const cartId = await readCartId(request)
    const placed = await placeOrder({
      userId,
      cartId,
      values: parsed.data,
      seen: parseSeenLines(body.seen),
    })
    await advanceCheckoutStage(cartId, 'payment').catch((error: unknown) =>
      console.error('Failed to record checkout stage', error),
    )
    const pay = await startPayment({ orderId: placed.orderId, userId, appUrl: publicUrl(request) })
    return apiSuccess(
      {
        order: {
          id: placed.orderId,
          number: placed.number,
          totalPaise: placed.totalPaise,
          reused: placed.reused,
        },
        razorpay: {
          key: pay.keyId,
          orderId: pay.gatewayOrderId,
          amount: pay.amountPaise,
          currency: pay.currency,
          name: pay.name,
          description: pay.description,
          prefill: pay.prefill,
          callbackUrl: pay.callbackUrl,
          checkoutScriptUrl: pay.checkoutScriptUrl,
        },
      },
      { status: placed.reused ? 200 : 201 },
    )
  } catch (error) {
    return apiError(error, fallback)
  }
}

/** POST /api/payment/verify-payment { razorpay_order_id, razorpay_payment_id, razorpay_signature }. */
export async function verifyPaymentApi(request: Request) {
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
    return apiError(error, 'Payment verification failed')
  }
}

const TRACK_FAILED = 'Failed to track checkout'

/** POST /api/checkout/begin { email, phone }: never blocks the shopper; any failure is the spec's message. */
export async function checkoutBeginApi(request: Request) {
  if (request.method !== 'POST') return apiMethodNotAllowed('POST', TRACK_FAILED)
  try {
    const body = await readJsonBody(request, {
      ...BODY,
      tooLarge: TRACK_FAILED,
      notAnObject: TRACK_FAILED,
    })
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    const phone = typeof body.phone === 'string' ? (phoneDigits(body.phone) ?? '') : ''
    if (!email && !phone) return apiFailure(400, TRACK_FAILED)
    await enforceLimits([[RATE_LIMITS.checkoutBeginPerIp, clientIp(request)]])
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return apiFailure(400, TRACK_FAILED)
    const cartId = await readCartId(request)
    const checkout = await trackCheckout({
      userId: await getUserId(request),
      cartId,
      email,
      phone,
      // The cart's value today, for the abandoned-checkouts list.
      totalPaise: (await getCart(cartId)).grandTotalPaise,
      returnedFrom: await readRecoveryCheckoutId(request),
    })
    return apiSuccess({ checkoutId: checkout.id })
  } catch (error) {
    if (!(error instanceof AppError)) console.error(TRACK_FAILED, error)
    return apiFailure(
      error instanceof AppError && error.status < 500 ? error.status : 500,
      TRACK_FAILED,
      { headers: error instanceof AppError ? error.headers : undefined },
    )
  }
}

/** POST /api/webhooks/razorpay: verified over the raw body, logged, processed in the background. */
export async function razorpayWebhookApi(request: Request) {
  if (request.method !== 'POST') return apiMethodNotAllowed('POST')
  try {
    if (Number(request.headers.get('Content-Length') ?? 0) > 1024 * 1024)
      return apiFailure(413, 'The request is too large.')
    const rawBody = await request.text()
    if (rawBody.length > 1024 * 1024) return apiFailure(413, 'The request is too large.')
    const result = await receiveWebhook({
      rawBody,
      signature: request.headers.get('x-razorpay-signature'),
      eventIdHeader: request.headers.get('x-razorpay-event-id'),
      source: clientIp(request),
    })
    return apiSuccess({ received: true, duplicate: result.duplicate })
  } catch (error) {
    return apiError(error, 'Webhook could not be stored')
  }
}
