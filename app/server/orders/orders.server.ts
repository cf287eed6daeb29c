import { formatDate, formatDateTime } from '#app/utils/dates.ts'
import { invariantResponse } from '@epic-web/invariant'
import type { Prisma } from '@prisma/client'
import { prisma } from '../platform/db.server.ts'
import { ORDER_STATUS_LABELS } from '#app/utils/order-status.ts'

/** A customer's own orders, for the account area. Another person's order is a 404. */

export async function listOrders(userId: string) {
  const orders = await prisma.order.findMany({
    where: { userId },
    orderBy: { createdAt: 'desc' },
    take: 100,
    select: {
      id: true,
      number: true,
      status: true,
      totalPaise: true,
      createdAt: true,
      items: {
        orderBy: { id: 'asc' },
        select: { id: true, productName: true, quantity: true, previewUploadId: true },
      },
    },
  })
  return orders.map((order) => ({
    id: order.id,
    number: order.number,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    totalPaise: order.totalPaise,
    placedLabel: formatDate(order.createdAt),
    itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    summary: order.items.map((item) => item.productName).join(', '),
  }))
}

/** An order's status history, newest first, as the account and tracking pages show it. */
export const orderEventsSelect = {
  orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  select: { id: true, status: true, note: true, createdAt: true },
} satisfies Prisma.Order$eventsArgs

type AddressSnapshot = Partial<
  Record<'name' | 'phone' | 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pinCode', string>
>

export async function getOrder(userId: string, orderId: string) {
  const order = await prisma.order.findFirst({
    where: { id: orderId, userId },
    select: {
      id: true,
      number: true,
      status: true,
      email: true,
      phone: true,
      subtotalPaise: true,
      shippingPaise: true,
      discountPaise: true,
      loyaltyPointsUsed: true,
      totalPaise: true,
      shippingAddress: true,
      courier: true,
      trackingNumber: true,
      createdAt: true,
      items: {
        orderBy: { id: 'asc' },
        select: {
          id: true,
          productName: true,
          options: true,
          tierQuantity: true,
          quantity: true,
          unitPricePaise: true,
          totalPaise: true,
          previewUploadId: true,
          uploadId: true,
          designId: true,
          product: { select: { slug: true, unitSingular: true, unitPlural: true } },
        },
      },
      events: orderEventsSelect,
    },
  })
  invariantResponse(order, 'Order not found', { status: 404 })
  return {
    ...order,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    placedLabel: formatDateTime(order.createdAt),
    shippingAddress: (order.shippingAddress ?? {}) as AddressSnapshot,
    createdAt: undefined,
    items: order.items.map(({ product, options, ...item }) => ({
      ...item,
      slug: product.slug,
      unit: item.tierQuantity === 1 ? product.unitSingular : product.unitPlural,
      options: Array.isArray(options)
        ? (options as Array<{ option?: unknown; value?: unknown }>).map((o) => ({
            option: String(o.option ?? ''),
            value: String(o.value ?? ''),
          }))
        : [],
      imageId: item.previewUploadId ?? item.uploadId,
    })),
    events: order.events.map((event) => ({
      id: event.id,
      statusLabel: ORDER_STATUS_LABELS[event.status],
      note: event.note,
      atLabel: formatDateTime(event.createdAt),
    })),
  }
}

/**
 * The Razorpay order id stored for our order (the newest), when `claimed` (what a browser posted)
 * is absent or the same: a failure report never touches another order's payment.
 */
export async function findGatewayOrderId(orderId: string, claimed: string | null) {
  if (!orderId) return null
  const payment = await prisma.payment.findFirst({
    where: { orderId, ...(claimed ? { providerOrderId: claimed } : {}) },
    orderBy: { createdAt: 'desc' },
    select: { providerOrderId: true },
  })
  return payment?.providerOrderId ?? null
}
