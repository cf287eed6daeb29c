import type { ActionFunctionArgs } from '@remix-run/node'
import { invalid } from '#app/server/http/reply.server.ts'
import { getUserId } from '#app/server/http/auth.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { readJsonBody } from '#app/server/http/body.server.ts'
import { readCartId } from '#app/server/http/cart-cookie.server.ts'
import { publicUrl } from '#app/server/http/public-url.server.ts'
import { apiFailure, apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'
import { advanceCheckoutStage, parseSeenLines } from '#app/server/checkout/checkout.server.ts'
import { startPayment } from '#app/server/payments/payments.server.ts'
import { placeOrder } from '#app/server/checkout/place-order.server.ts'
import { checkoutSchema } from '#app/utils/checkout.ts'

const BODY = {
  maxBytes: 64 * 1024,
  tooLarge: 'The request is too large.',
  notAnObject: 'Send a JSON object.',
}

/** POST /api/payment/create-order: places the order (or finds the same pending one) and opens a Razorpay order. */
async function handle(request: Request) {
  if (request.method !== 'POST') return apiMethodNotAllowed('POST')
  const fallback = 'Failed to create the payment order'
  try {
    const userId = await getUserId(request)
    if (!userId) return apiFailure(401, 'Sign in to check out.')
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
    return refuse(error, { fallback: fallback })
  }
}

export const loader = ({ request }: ActionFunctionArgs) => handle(request)
export const action = ({ request }: ActionFunctionArgs) => handle(request)
