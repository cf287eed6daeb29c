/**
 * People and orders for the admin users and reviews tests: users signed in with a real session
 * cookie, and orders shaped as checkout writes them (one line of a catalog product).
 */
import type { OrderStatus } from '@prisma/client'
import { createSession } from '#app/server/http/session.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'

let count = 0
export const unique = () => `${Date.now().toString(36)}${++count}`

export async function makeUser(
  data: {
    email?: string
    firstName?: string
    lastName?: string
    phone?: string | null
    isAdmin?: boolean
    createdAt?: Date
  } = {},
) {
  return prisma.user.create({
    data: {
      email: data.email ?? `person-${unique()}@example.com`,
      firstName: data.firstName ?? 'Meera',
      lastName: data.lastName ?? 'Iyer',
      phone: data.phone ?? null,
      isAdmin: data.isAdmin ?? false,
      createdAt: data.createdAt,
    },
  })
}

/** A new session for the user: the cookie a browser would send, and the raw token. */
export async function signIn(userId: string, userAgent?: string) {
  const request = userAgent
    ? new Request('http://localhost/login', { headers: { 'User-Agent': userAgent } })
    : undefined
  const { token, setCookie } = await createSession(userId, request)
  return { token, headers: { Cookie: setCookie.split(';')[0]! } }
}

/** An admin, signed in. */
export async function signedInAdmin(data: Parameters<typeof makeUser>[0] = {}) {
  const user = await makeUser({ firstName: 'Anil', lastName: 'Admin', ...data, isAdmin: true })
  return { user, ...(await signIn(user.id)) }
}

/**
 * An order of one line of `slug` for `totalPaise`. Paid statuses get a paid time unless `paidAt`
 * says otherwise.
 */
export async function makeOrder({
  userId,
  status = 'PAID',
  totalPaise = 59_800,
  slug = 'standard-visiting-cards',
  paidAt,
  createdAt,
}: {
  userId: string | null
  status?: OrderStatus
  totalPaise?: number
  slug?: string
  paidAt?: Date | null
  createdAt?: Date
}) {
  const product = await prisma.product.findUniqueOrThrow({ where: { slug } })
  const paid = ['PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED', 'REFUNDED'].includes(status)
  return prisma.order.create({
    data: {
      number: `PS-T${unique()}`,
      userId,
      email: 'meera@example.com',
      phone: '9876543210',
      status,
      subtotalPaise: totalPaise,
      shippingPaise: 0,
      totalPaise,
      shippingAddress: {},
      paidAt: paidAt === undefined ? (paid ? new Date() : null) : paidAt,
      createdAt,
      items: {
        create: {
          productId: product.id,
          productName: product.name,
          productSlug: product.slug,
          options: [],
          tierQuantity: 100,
          quantity: 1,
          unitPricePaise: totalPaise,
          totalPaise,
        },
      },
    },
  })
}

/** A payment Razorpay captured for all of the order. */
export async function makePayment(order: { id: string; totalPaise: number }, id = unique()) {
  return prisma.payment.create({
    data: {
      orderId: order.id,
      providerOrderId: `order_${id}`,
      providerPaymentId: `pay_${id}`,
      status: 'CAPTURED',
      amountPaise: order.totalPaise,
      capturedPaise: order.totalPaise,
    },
  })
}

/** A captured payment of the order and a refund of `amountPaise` in `status`. */
export async function makeRefund(
  order: { id: string; totalPaise: number },
  amountPaise: number,
  status: 'PENDING' | 'PROCESSED' | 'FAILED' = 'PROCESSED',
) {
  const id = unique()
  const payment = await makePayment(order, id)
  return prisma.refund.create({
    data: {
      orderId: order.id,
      paymentId: payment.id,
      idempotencyKey: `refund_${id}`,
      amountPaise,
      status,
      processedAt: status === 'PROCESSED' ? new Date() : null,
    },
  })
}
