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
  }
}

export const PAYMENTS_NOT_CONFIGURED =
  'Online payments are not configured on this store yet, so we cannot take orders right now. Please contact us to order.'
