import Razorpay from 'razorpay'
import { AppError } from '../platform/errors.server.ts'
import { paymentsConfig } from './razorpay-config.server.ts'

/**
 * The payment provider behind one small interface, like ImageStore: the checkout, the webhook
 * processor and the reconciler speak only this. The implementation is Razorpay's own SDK; in tests,
 * dev and the demo its HTTP calls are answered by the stand-in Razorpay (MSW at the network
 * boundary), so the same code runs everywhere.
 */

export interface GatewayOrder {
  id: string
  amount: number
  status: string
}

export interface GatewayPayment {
  id: string
  orderId: string
  amount: number
  /** created | authorized | captured | refunded | failed */
  status: string
  method: string | null
  errorCode: string | null
  errorDescription: string | null
}

export interface GatewayRefund {
  id: string
  paymentId: string
  amount: number
  /** pending | processed | failed */
  status: string
}

export interface PaymentGateway {
  createOrder(input: {
    amountPaise: number
    receipt: string
    notes: Record<string, string>
  }): Promise<GatewayOrder>
  /** Whether Razorpay knows this order (the stand-in forgets its orders when it restarts). */
  hasOrder(gatewayOrderId: string): Promise<boolean>
  fetchPayment(paymentId: string): Promise<GatewayPayment>
  fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>
  /**
   * Refunds part or all of a captured payment (`POST /v1/payments/{id}/refund`). The same
   * `idempotencyKey` (X-Refund-Idempotency) with the same body answers the same refund, so a retry
   * never refunds twice. Razorpay refusing (over-refund, too old) is a 422 AppError with its
   * reason; Razorpay unreachable a 502, after which the same key may be tried again.
   */
  refundPayment(input: {
    paymentId: string
    amountPaise: number
    idempotencyKey: string
    notes: Record<string, string>
  }): Promise<GatewayRefund>
}

/** Razorpay is unreachable or refused: the shopper is told to try again, nothing is charged. */
export const GATEWAY_UNAVAILABLE =
  'We could not reach our payment partner just now. Nothing has been charged and your cart is saved: please try again in a minute.'

/** Razorpay's payment entity (API answer or webhook payload) as the gateway reports payments. */
export function toPayment(p: Record<string, unknown>): GatewayPayment {
  return {
    id: String(p.id),
    orderId: String(p.order_id ?? ''),
    amount: Number(p.amount ?? 0),
    status: String(p.status ?? ''),
    method: p.method ? String(p.method) : null,
    errorCode: p.error_code ? String(p.error_code) : null,
    errorDescription: p.error_description ? String(p.error_description) : null,
  }
}

async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const detail =
      (error as { error?: { description?: string } })?.error?.description ??
      (error as Error)?.message ??
      String(error)
    console.error(`razorpay: ${what} failed: ${detail}`)
    throw new AppError(502, GATEWAY_UNAVAILABLE, { code: 'GATEWAY_UNAVAILABLE' })
  }
}

/** Razorpay refused a request it understood (a 4xx with its own description). */
export const GATEWAY_REFUSED = 'GATEWAY_REFUSED'

/**
 * The SDK's own HTTP client (axios with the key as basic auth, Razorpay's address and the SDK's
 * User-Agent). `payments.refund` forwards no headers but X-Razorpay-Account and Content-Type, so
 * the refund goes through this client to carry X-Refund-Idempotency.
 */
type SdkHttp = {
  post(
    url: string,
    body: unknown,
    config: { headers: Record<string, string> },
  ): Promise<{ data: Record<string, unknown> }>
}
function sdkHttp(client: Razorpay): SdkHttp {
  const rq = (client.api as unknown as { rq?: SdkHttp }).rq
  if (!rq?.post) throw new Error('The razorpay SDK no longer exposes its HTTP client (api.rq)')
  return rq
}

export function razorpayGateway(): PaymentGateway {
  const config = paymentsConfig()
  if (config.mode === 'off') {
    throw new AppError(503, PAYMENTS_NOT_CONFIGURED, { code: 'PAYMENTS_OFF' })
  }
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret })
  return {
    createOrder: ({ amountPaise, receipt, notes }) =>
      call('create order', async () => {
        const order = await client.orders.create({
          amount: amountPaise,
          currency: 'INR',
          receipt,
          notes,
        })
        return { id: order.id, amount: Number(order.amount), status: order.status }
      }),
    hasOrder: async (gatewayOrderId) => {
      try {
        await client.orders.fetch(gatewayOrderId)
        return true
      } catch {
        return false
      }
    },
    fetchPayment: (paymentId) =>
      call('fetch payment', async () =>
        toPayment((await client.payments.fetch(paymentId)) as unknown as Record<string, unknown>),
      ),
    fetchOrderPayments: (gatewayOrderId) =>
      call('fetch order payments', async () => {
        try {
          const list = await client.orders.fetchPayments(gatewayOrderId)
          return (list.items as unknown as Record<string, unknown>[]).map(toPayment)
        } catch (error) {
          // An order Razorpay does not know (the stand-in after a restart) has no payments.
          if ((error as { statusCode?: number }).statusCode === 400) return []
          throw error
        }
      }),
    refundPayment: async ({ paymentId, amountPaise, idempotencyKey, notes }) => {
      try {
        const { data } = await sdkHttp(client).post(
          `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
          { amount: amountPaise, speed: 'normal', notes },
          { headers: { 'X-Refund-Idempotency': idempotencyKey } },
        )
        return {
          id: String(data.id),
          paymentId: String(data.payment_id ?? paymentId),
          amount: Number(data.amount ?? amountPaise),
          status: String(data.status ?? 'pending'),
        }
      } catch (error) {
        const response = (
          error as { response?: { status?: number; data?: { error?: { description?: string } } } }
        ).response
        const description = response?.data?.error?.description
        // Razorpay answered 400 (BAD_REQUEST_ERROR): retrying the same request would not help. A
        // 409 (the same key still in flight), 401, 429 or 5xx may succeed on a retry.
        if (response?.status === 400 && description) {
          console.error(`razorpay: refund of ${paymentId} refused: ${description}`)
          throw new AppError(422, `Razorpay refused the refund: ${description}`, {
            code: GATEWAY_REFUSED,
          })
        }
        console.error(
          `razorpay: refund of ${paymentId} failed: ${description ?? (error as Error)?.message ?? error}`,
        )
        throw new AppError(502, REFUND_GATEWAY_UNAVAILABLE, { code: 'GATEWAY_UNAVAILABLE' })
      }
    },
  }
}

export const REFUND_GATEWAY_UNAVAILABLE =
  'We could not reach Razorpay to ask for the refund. It is saved as pending: try again in a minute (the same request is never refunded twice).'

export const PAYMENTS_NOT_CONFIGURED =
  'Online payments are not configured on this store yet, so we cannot take orders right now. Please contact us to order.'
