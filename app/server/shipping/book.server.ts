import type { Prisma } from '@prisma/client'
import { formatCalendarDay } from '#app/utils/dates.ts'
import { BULK_MESSAGES } from '#app/utils/admin-orders.ts'
import { SHIPPING_MESSAGES, PARCEL_DEFAULTS } from '#app/utils/shipment.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { shippingConfig } from './shipping-config.server.ts'
import type { ShippingProvider } from './shipping-provider.server.ts'
import { shiprocketProvider } from './shiprocket.server.ts'

/**
 * Book shipment (decision 058): staff press it on an order in production (or on many from the
 * orders list). The Shipment row, with this booking's idempotency key, is written and committed
 * before the courier is asked, so a booking that times out is retried with the same key and the
 * adapter finds what the first attempt created instead of booking twice. Two presses at once are
 * one booking: the second waits for nothing, it is told one is in progress (an advisory lock on
 * the key). A cancelled booking frees the order for a new one with the next key.
 */

type Tx = Prisma.TransactionClient

/** The courier, unless a test gives another (a shorter timeout, say). */
export function shippingProvider(): ShippingProvider {
  return shiprocketProvider()
}

const live = { status: { not: 'CANCELLED' as const } }

interface BookInput {
  orderId: string
  actor: string
  weightGrams?: number
  provider?: ShippingProvider
}

/** The live booking of the order, or a new one (committed) with the order's next key. */
async function bookingRow({ orderId, actor, weightGrams }: BookInput, provider: ShippingProvider) {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      number: true,
      status: true,
      deliverySpeed: true,
      _count: { select: { shipments: true } },
    },
  })
  if (!order) throw new AppError(404, 'Order not found')
  const existing = await prisma.shipment.findFirst({ where: { orderId, ...live } })
  if (existing?.awb)
    throw new AppError(409, SHIPPING_MESSAGES.alreadyBooked(existing.awb), {
      code: 'ALREADY_BOOKED',
    })
  if (existing) return existing
  if (order.status !== 'IN_PRODUCTION')
    throw new AppError(409, SHIPPING_MESSAGES.notInProduction, { code: 'NOT_IN_PRODUCTION' })
  try {
    return await prisma.shipment.create({
      data: {
        orderId,
        provider: provider.name,
        idempotencyKey: `${order.number}-${order._count.shipments + 1}`,
        // The speed the shopper chose and paid for (decision 057) goes to the courier.
        speed: order.deliverySpeed,
        weightGrams: weightGrams ?? PARCEL_DEFAULTS.weightGrams,
        bookedBy: actor,
      },
    })
  } catch (error) {
    // Another press made the row a moment ago (the partial unique index, or the same key).
    if ((error as { code?: string }).code !== 'P2002') throw error
    const row = await prisma.shipment.findFirst({ where: { orderId, ...live } })
    if (!row) throw error
    return row
  }
}

/** Books the order's parcel with the courier; a retry after a timeout reuses the same key. */
export async function bookShipment(input: BookInput) {
  if (input.weightGrams !== undefined && !PARCEL_DEFAULTS.weightOk(input.weightGrams))
    throw new AppError(400, SHIPPING_MESSAGES.weight, {
      fieldErrors: { weightGrams: [SHIPPING_MESSAGES.weight] },
    })
  if (shippingConfig().mode === 'off')
    throw new AppError(503, SHIPPING_MESSAGES.notConfigured, { code: 'SHIPPING_OFF' })
  const provider = input.provider ?? shippingProvider()
  const row = await bookingRow(input, provider)
  return prisma.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<[{ locked: boolean }]>`
        SELECT pg_try_advisory_xact_lock(hashtext(${row.idempotencyKey})) AS locked`
      if (!locked) throw new AppError(409, SHIPPING_MESSAGES.inProgress, { code: 'BOOKING_BUSY' })
      const now = await tx.shipment.findUniqueOrThrow({ where: { id: row.id } })
      if (now.status === 'CANCELLED')
        throw new AppError(409, SHIPPING_MESSAGES.cancelledMeanwhile, { code: 'CANCELLED' })
      if (now.awb) return now
      const order = await tx.order.findUniqueOrThrow({
        where: { id: input.orderId },
        select: {
          number: true,
          email: true,
          phone: true,
          createdAt: true,
          subtotalPaise: true,
          shippingAddress: true,
          items: {
            select: { productName: true, productSlug: true, quantity: true, totalPaise: true },
          },
        },
      })
      const address = order.shippingAddress as Record<string, string | undefined>
      const booked = await provider.book({
        key: now.idempotencyKey,
        orderNumber: order.number,
        placedAt: order.createdAt,
        speed: now.speed,
        customer: {
          name: address.name ?? '',
          email: order.email,
          phone: address.phone || order.phone,
          line1: address.line1 ?? '',
          line2: [address.line2, address.landmark].filter(Boolean).join(', '),
          city: address.city ?? '',
          state: address.state ?? '',
          pinCode: address.pinCode ?? '',
        },
        items: order.items.map((item) => ({
          name: item.productName,
          sku: item.productSlug || 'print',
          units: item.quantity,
          pricePaise: Math.round(item.totalPaise / Math.max(1, item.quantity)),
        })),
        subTotalPaise: order.subtotalPaise,
        weightGrams: now.weightGrams,
        ...PARCEL_DEFAULTS.box,
      })
      const shipment = await tx.shipment.update({
        where: { id: row.id },
        data: {
          providerOrderId: booked.providerOrderId,
          providerShipmentId: booked.providerShipmentId,
          awb: booked.awb,
          courierName: booked.courierName,
          trackingUrl: booked.trackingUrl,
          pickupDate: booked.pickupDate,
          status: booked.pickupDate ? 'PICKUP_SCHEDULED' : 'BOOKED',
          lastEventAt: new Date(),
        },
      })
      await noteOnOrder(
        tx,
        input.orderId,
        input.actor,
        [
          `Shipment booked with ${booked.courierName}, AWB ${booked.awb}`,
          booked.pickupDate
            ? `pickup on ${formatCalendarDay(booked.pickupDate)}`
            : 'pickup to be scheduled',
        ].join(', '),
      )
      return shipment
    },
    { maxWait: 15_000, timeout: 60_000 },
  )
}

/** A staff-only line on the order's timeline. */
async function noteOnOrder(tx: Tx, orderId: string, actor: string, note: string) {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { status: true },
  })
  await tx.orderEvent.create({
    data: {
      orderId,
      status: order.status,
      kind: 'shipment',
      note,
      actor,
      visibleToCustomer: false,
    },
  })
}

/**
 * Cancels the order's live booking if the courier has not picked it up yet, inside the caller's
 * transaction: staff's "Cancel booking", and cancelling the order (cancel-order). Exactly once: the
 * row is claimed first (a conditional update that holds its lock), then the courier is told; a
 * second cancel waits for the first and finds nothing live; a courier that refuses or cannot be
 * reached rolls the claim back with the caller's other writes. A booking that never got its AWB is
 * only closed. Answers the cancelled booking, or null when the order had none.
 */
export async function cancelBookingIn(
  tx: Tx,
  { orderId, actor, provider }: { orderId: string; actor: string; provider?: ShippingProvider },
) {
  const shipment = await tx.shipment.findFirst({ where: { orderId, ...live } })
  if (!shipment) return null
  const { count } = await tx.shipment.updateMany({
    where: { id: shipment.id, status: { in: ['BOOKED', 'PICKUP_SCHEDULED'] } },
    data: { status: 'CANCELLED' },
  })
  if (!count) {
    const now = await tx.shipment.findUniqueOrThrow({ where: { id: shipment.id } })
    if (now.status === 'CANCELLED') return null
    throw new AppError(409, SHIPPING_MESSAGES.pickedUp, { code: 'PICKED_UP' })
  }
  if (shipment.awb) await (provider ?? shippingProvider()).cancel(shipment.awb)
  await noteOnOrder(
    tx,
    orderId,
    actor,
    shipment.awb
      ? `Shipment AWB ${shipment.awb} cancelled with the courier`
      : 'Unfinished booking closed',
  )
  return shipment
}

/** "Cancel booking": the order can then be booked again or shipped by hand. */
export async function cancelShipment(input: {
  orderId: string
  actor: string
  provider?: ShippingProvider
}) {
  return prisma.$transaction(
    async (tx) => {
      const cancelled = await cancelBookingIn(tx, input)
      if (!cancelled)
        throw new AppError(409, SHIPPING_MESSAGES.nothingToCancel, { code: 'NO_SHIPMENT' })
      return cancelled
    },
    { maxWait: 15_000, timeout: 60_000 },
  )
}

/**
 * Parcels not picked up yet of orders that no longer want them (refunded in full through Razorpay,
 * or cancelled before cancelling did it itself) are cancelled with the courier: right after the
 * refund, and by the hourly reconciler for any the courier did not answer. Each is `cancelShipment`,
 * so exactly once; a failure is reported, never thrown.
 */
export async function cancelUnwantedParcels({
  orderId,
  provider,
  limit = 100,
}: { orderId?: string; provider?: ShippingProvider; limit?: number } = {}) {
  const parcels = await prisma.shipment.findMany({
    where: {
      ...(orderId ? { orderId } : {}),
      status: { in: ['BOOKED', 'PICKUP_SCHEDULED'] },
      order: { status: { in: ['CANCELLED', 'REFUNDED'] } },
    },
    select: { orderId: true, awb: true },
    take: limit,
  })
  const results: string[] = []
  for (const parcel of parcels) {
    try {
      await cancelShipment({ orderId: parcel.orderId, actor: 'system', provider })
      results.push(`Parcel ${parcel.awb ?? parcel.orderId} cancelled: the order was refunded`)
    } catch (error) {
      console.error(`shipping: could not cancel parcel ${parcel.awb}`, error)
      results.push(`Parcel ${parcel.awb ?? parcel.orderId}: ${(error as Error).message}`)
    }
  }
  return results
}

export interface BulkBookResult {
  booked: { id: string; number: string; awb: string }[]
  skipped: { id: string; number: string; reason: string }[]
}

/** Book shipment for many orders (the orders list): each on its own, the reasons of those not booked. */
export async function bookShipments({
  orderIds,
  actor,
  provider,
}: {
  orderIds: string[]
  actor: string
  provider?: ShippingProvider
}): Promise<BulkBookResult> {
  if (!orderIds.length) throw new AppError(400, BULK_MESSAGES.noneSelected)
  const orders = await prisma.order.findMany({
    where: { id: { in: orderIds } },
    select: { id: true, number: true },
  })
  const numbers = new Map(orders.map((o) => [o.id, o.number]))
  const result: BulkBookResult = { booked: [], skipped: [] }
  for (const id of orderIds) {
    const number = numbers.get(id)
    if (!number) {
      result.skipped.push({ id, number: '', reason: BULK_MESSAGES.notFound })
      continue
    }
    try {
      const shipment = await bookShipment({ orderId: id, actor, provider })
      result.booked.push({ id, number, awb: shipment.awb ?? '' })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      result.skipped.push({ id, number, reason: error.message })
    }
  }
  return result
}
