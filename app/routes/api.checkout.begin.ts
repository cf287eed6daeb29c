import type { ActionFunctionArgs } from '@remix-run/node'
import { getCartWithPromotions } from '#app/server/promotions/promotions.server.ts'
import { getUserId } from '#app/server/http/auth.server.ts'
import { readJsonBody } from '#app/server/http/body.server.ts'
import { readCartId } from '#app/server/http/cart-cookie.server.ts'
import { readRecoveryCheckoutId } from '#app/server/http/recovery-cookie.server.ts'
import { apiFailure, apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'
import { trackCheckout } from '#app/server/checkout/checkout.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import { RATE_LIMITS, clientIp, enforceLimits } from '#app/server/platform/rate-limit.server.ts'
import { phoneDigits } from '#app/utils/phone.ts'

const BODY = {
  maxBytes: 64 * 1024,
  tooLarge: 'The request is too large.',
  notAnObject: 'Send a JSON object.',
}

const TRACK_FAILED = 'Failed to track checkout'

/** POST /api/checkout/begin { email, phone }: never blocks the shopper; any failure is the spec's message. */
async function handle(request: Request) {
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
      totalPaise: (await getCartWithPromotions(cartId)).grandTotalPaise,
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

export const loader = ({ request }: ActionFunctionArgs) => handle(request)
export const action = ({ request }: ActionFunctionArgs) => handle(request)
