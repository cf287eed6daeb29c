import type { LoaderFunctionArgs } from '@remix-run/node'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { getUserId } from '#app/server/http/auth.server.ts'
import { apiFailure, apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'
import {
  findOrderForTracking,
  getOrder,
  type OrderView,
  type TrackedOrder,
} from '#app/server/orders/orders.server.ts'
import {
  RATE_LIMITS,
  checkLimits,
  clientIp,
  rateLimitMessage,
} from '#app/server/platform/rate-limit.server.ts'

/**
 * GET /api/orders/{id} (spec section 7). The owner (cookie or bearer) gets the whole order; with `?phone=` or `?email=` matching the order, anyone gets
 * its tracking view (no address beyond city and state, no contact details); anyone else the same
 * 404 as for an order that does not exist.
 */

const ORDER_NOT_FOUND = 'Order not found'
const ORDER_API_FAILED = 'Failed to load the order'

function ownerJson(order: OrderView) {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusLabel: order.statusLabel,
    placedAt: order.placedAt,
    email: order.email,
    phone: order.phone,
    totals: order.totals,
    placeOfSupply: order.placeOfSupply,
    gstin: order.gstin,
    businessName: order.businessName,
    address: order.address,
    items: order.items,
    timeline: order.events,
    payment: order.payment,
    dispatch: order.dispatch,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    points: order.points,
    invoiceNumber: order.invoice?.number ?? null,
    invoiceUrl: order.invoice?.url ?? null,
    creditNotes: order.creditNotes,
  }
}

function guestJson(order: TrackedOrder) {
  const { events, ...rest } = order
  return { ...rest, timeline: events }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = params.id ?? ''
  try {
    const url = new URL(request.url)
    const userId = await getUserId(request)
    if (userId) {
      const order = await getOrder(userId, key)
      if (order) return apiSuccess({ order: ownerJson(order) })
    }
    const contact = (url.searchParams.get('email') ?? url.searchParams.get('phone') ?? '').trim()
    if (!contact) return apiFailure(404, ORDER_NOT_FOUND)
    // A guest lookup guesses at someone's order: limited like the tracking page.
    const limited = await checkLimits([[RATE_LIMITS.trackOrderPerIp, clientIp(request)]])
    if (!limited.allowed) {
      return apiFailure(429, rateLimitMessage(limited.retryAfterSeconds), {
        headers: { 'Retry-After': String(limited.retryAfterSeconds) },
      })
    }
    const tracked = await findOrderForTracking({ number: key, contact: contact.slice(0, 254) })
    return tracked ? apiSuccess({ order: guestJson(tracked) }) : apiFailure(404, ORDER_NOT_FOUND)
  } catch (error) {
    return refuse(error, { fallback: ORDER_API_FAILED })
  }
}

export function action() {
  return apiMethodNotAllowed('GET')
}
