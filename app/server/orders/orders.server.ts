import { Prisma, type OrderStatus, type PrepressStatus } from '@prisma/client'
import { orderDiscountLines } from '#app/utils/promotions.ts'
import { formatDate, formatDateTime } from '#app/utils/dates.ts'
import { courierTracking, paymentMethodLabel } from '#app/utils/order-tracking.ts'
import {
  normaliseOrderNumber,
  ORDER_STATUS_LABELS,
  orderEventTitle,
} from '#app/utils/order-status.ts'
import {
  PREPRESS_SHOPPER_LABELS,
  SHOPPER_TURN,
  WAITING_FOR_YOUR_FILE,
} from '#app/utils/prepress.ts'
import {
  dateRangeText,
  SHIPMENT_NOTICES,
  shipmentStatusLabel,
  speedLabel,
} from '#app/utils/shipment-tracking.ts'
import { prisma, readRaw } from '../platform/db.server.ts'
import type { Day } from '../delivery/delivery-dates.server.ts'
import { holidaySet } from '../delivery/holidays.server.ts'
import { proofPath } from './proof-link.server.ts'
import { dispatchOnceApproved } from './dispatch-promise.server.ts'
import { contactMatches, dispatchText } from './tracking.server.ts'

/**
 * Orders as their owner and a tracking visitor see them: one select and one view shared by the
 * confirmation page, the account's order detail, the JSON API and tracking. Another person's
 * order is never found (null), the same as one that does not exist.
 */

export async function listOrders(userId: string) {
  // One query (issue 26): the lines are only counted and named, in the database, instead of
  // Prisma's second query for every line of a hundred orders.
  const orders = await readRaw<
    {
      id: string
      number: string
      status: OrderStatus
      totalPaise: number
      createdAt: Date
      itemCount: number
      summary: string
    }[]
  >(Prisma.sql`
    SELECT o.id, o.number, o.status::text AS status, o."totalPaise", o."createdAt",
           coalesce((SELECT sum(i.quantity) FROM "OrderItem" i WHERE i."orderId" = o.id), 0)::int
             AS "itemCount",
           coalesce((SELECT string_agg(i."productName", ', ' ORDER BY i.id)
                       FROM "OrderItem" i WHERE i."orderId" = o.id), '') AS summary
    FROM "Order" o
    WHERE o."userId" = ${userId}
    ORDER BY o."createdAt" DESC
    LIMIT 100`)
  return orders.map((order) => ({
    id: order.id,
    number: order.number,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    totalPaise: order.totalPaise,
    placedLabel: formatDate(order.createdAt),
    itemCount: order.itemCount,
    summary: order.summary,
  }))
}

/**
 * The events a customer sees, newest first: never a private staff note, and never staff's lines
 * about emails sent (those are written private as well; the kind is checked too, so a line can
 * only reach the customer when it is both meant for them and not an email record).
 */
export const orderEventsSelect = {
  where: { visibleToCustomer: true, kind: { not: 'email' } },
  orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  select: { id: true, status: true, kind: true, note: true, createdAt: true },
} satisfies Prisma.Order$eventsArgs

/** An order's money, tax and buyer fields: what every view of an order (and the invoice) shows. */
export const orderMoneySelect = {
  email: true,
  phone: true,
  subtotalPaise: true,
  shippingPaise: true,
  discountPaise: true,
  promoDiscountPaise: true,
  promotions: true,
  loyaltyPointsUsed: true,
  totalPaise: true,
  taxPaise: true,
  cgstPaise: true,
  sgstPaise: true,
  igstPaise: true,
  placeOfSupply: true,
  gstin: true,
  businessName: true,
  shippingAddress: true,
} as const

/** An order line as it is shown and billed: what was bought, how many, its price and GST. */
export const orderLineSelect = {
  productName: true,
  options: true,
  hsnCode: true,
  gstRateBp: true,
  taxPaise: true,
  tierQuantity: true,
  quantity: true,
  unitPricePaise: true,
  totalPaise: true,
} as const

export const orderViewSelect = {
  id: true,
  number: true,
  userId: true,
  status: true,
  ...orderMoneySelect,
  courier: true,
  trackingNumber: true,
  deliverySpeed: true,
  deliveryFrom: true,
  deliveryTo: true,
  dispatchBy: true,
  invoiceNumber: true,
  invoiceDate: true,
  createdAt: true,
  paidAt: true,
  items: {
    orderBy: { id: 'asc' },
    select: {
      id: true,
      productSlug: true,
      ...orderLineSelect,
      previewUploadId: true,
      uploadId: true,
      designSnapshot: true,
      proofCheckedAt: true,
      awaitingArtwork: true,
      prepressStatus: true,
      proofRound: true,
      product: {
        select: { slug: true, unitSingular: true, unitPlural: true, productionDays: true },
      },
    },
  },
  events: orderEventsSelect,
  payments: {
    where: { status: { in: ['CAPTURED', 'REFUNDED'] } },
    orderBy: { createdAt: 'desc' },
    take: 1,
    select: { method: true, capturedAt: true, capturedPaise: true, amountPaise: true },
  },
  loyalty: {
    where: { kind: { in: ['EARN', 'REVERSE'] } },
    select: { kind: true, points: true, availableAt: true },
  },
  creditNotes: {
    orderBy: [{ createdAt: 'asc' }, { number: 'asc' }],
    select: { id: true, number: true, amountPaise: true, createdAt: true },
  },
  // The live parcel (the newest booking; a cancelled one gave way to a new one) and its scans.
  shipments: {
    orderBy: { createdAt: 'desc' },
    take: 1,
    select: {
      courierName: true,
      awb: true,
      trackingUrl: true,
      status: true,
      events: {
        orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }],
        select: {
          id: true,
          status: true,
          providerStatus: true,
          location: true,
          description: true,
          occurredAt: true,
        },
      },
    },
  },
} satisfies Prisma.OrderSelect

type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderViewSelect }>

export type AddressSnapshot = Record<
  'name' | 'phone' | 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pinCode',
  string
>

export function addressSnapshot(value: unknown): AddressSnapshot {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : '')
  return {
    name: text('name'),
    phone: text('phone'),
    line1: text('line1'),
    line2: text('line2'),
    landmark: text('landmark'),
    city: text('city'),
    state: text('state'),
    pinCode: text('pinCode'),
  }
}

/** The options as ordered: [{ option: 'Paper', value: '350 GSM' }]. */
export function optionLines(value: unknown) {
  return Array.isArray(value)
    ? (value as Array<{ option?: unknown; value?: unknown }>).map((o) => ({
        option: String(o.option ?? ''),
        value: String(o.value ?? ''),
      }))
    : []
}

/** The frozen design of an ordered item ({ name, document }), or null without one. */
export function designSnapshotOf(value: unknown) {
  if (!value || typeof value !== 'object') return null
  const snapshot = value as { name?: unknown; document?: unknown }
  if (!snapshot.document || typeof snapshot.document !== 'object') return null
  return {
    name: typeof snapshot.name === 'string' ? snapshot.name : 'Design',
    document: snapshot.document,
  }
}

/** Where the shopper stands with the money, as the confirmation and order pages say it. */
export type PaymentState = 'paid' | 'confirming' | 'checking' | 'expired' | 'cancelled' | 'refunded'

export function paymentStateOf(status: OrderStatus): PaymentState {
  switch (status) {
    case 'PENDING_PAYMENT':
      return 'confirming'
    case 'ON_HOLD':
      return 'checking'
    case 'EXPIRED':
      return 'expired'
    case 'CANCELLED':
      return 'cancelled'
    case 'REFUNDED':
      return 'refunded'
    default:
      return 'paid'
  }
}

export const orderUrls = (orderId: string) => ({
  detail: `/account/orders/${orderId}`,
  invoice: `/account/orders/${orderId}/invoice.pdf`,
  proof: (itemId: string) => `/account/orders/${orderId}/items/${itemId}/proof.pdf`,
  creditNote: (creditNoteId: string) =>
    `/account/orders/${orderId}/credit-notes/${creditNoteId}.pdf`,
})

/**
 * An order's view; while the shopper holds a proof, its dispatch sentence says the date if they
 * approve now (decision 054).
 */
async function orderView(order: OrderRow) {
  const holding =
    order.status === 'PAID' && order.items.some((i) => SHOPPER_TURN.includes(i.prepressStatus))
  const [onceApproved, holidays] = await Promise.all([
    holding ? dispatchOnceApproved(order.id) : null,
    holidaySet(),
  ])
  return toOrderView(order, holidays, onceApproved)
}

/** The courier, the AWB with the courier's own page, and the scans (newest first, IST). */
function shipmentView(order: OrderRow) {
  const shipment = order.shipments[0]
  if (!shipment || !shipment.awb) return null
  return {
    courier: shipment.courierName ?? '',
    awb: shipment.awb,
    trackingUrl: shipment.trackingUrl,
    status: shipment.status,
    statusLabel: shipmentStatusLabel(shipment.status),
    /** What a failed delivery, a return or a loss means for the shopper. */
    notice: SHIPMENT_NOTICES[shipment.status] ?? null,
    events: shipment.events.map((e) => ({
      id: e.id,
      label: shipmentStatusLabel(e.status),
      detail: e.description || e.providerStatus,
      location: e.location,
      at: e.occurredAt.toISOString(),
      atLabel: formatDateTime(e.occurredAt),
    })),
  }
}

function toOrderView(
  order: OrderRow,
  holidays: ReadonlySet<Day>,
  onceApproved: Date | null = null,
) {
  const urls = orderUrls(order.id)
  const payment = order.payments[0]
  const earn = order.loyalty.find((entry) => entry.kind === 'EARN')
  // A cancellation or refund withdraws earned points with REVERSE entries (negative).
  const withdrawn = -order.loyalty
    .filter((entry) => entry.kind === 'REVERSE')
    .reduce((sum, entry) => sum + entry.points, 0)
  const productionDays = Math.max(1, ...order.items.map((i) => i.product.productionDays))
  const shipment = shipmentView(order)
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    placedLabel: formatDateTime(order.createdAt),
    placedAt: order.createdAt.toISOString(),
    email: order.email,
    phone: order.phone,
    totals: {
      subtotalPaise: order.subtotalPaise,
      discountPaise: order.discountPaise,
      loyaltyPointsUsed: order.loyaltyPointsUsed,
      discountLines: orderDiscountLines(order),
      shippingPaise: order.shippingPaise,
      taxPaise: order.taxPaise,
      cgstPaise: order.cgstPaise,
      sgstPaise: order.sgstPaise,
      igstPaise: order.igstPaise,
      totalPaise: order.totalPaise,
    },
    placeOfSupply: order.placeOfSupply,
    gstin: order.gstin,
    businessName: order.businessName,
    address: addressSnapshot(order.shippingAddress),
    courier: shipment?.courier ?? order.courier,
    trackingNumber: shipment?.awb ?? order.trackingNumber,
    tracking: shipment
      ? { courier: shipment.courier, awb: shipment.awb, url: shipment.trackingUrl }
      : courierTracking(order.courier, order.trackingNumber),
    shipment,
    delivery: {
      speed: order.deliverySpeed,
      speedLabel: speedLabel(order.deliverySpeed),
      /** The arrival range promised at payment ("Thursday, 3 December – Friday, 4 December"). */
      dates:
        order.deliveryFrom && order.deliveryTo
          ? dateRangeText(order.deliveryFrom, order.deliveryTo)
          : null,
    },
    dispatch: dispatchText({
      ...order,
      productionDays,
      events: order.events,
      holidays,
      onceApproved,
    }),
    payment: {
      state: paymentStateOf(order.status),
      method: payment?.method ?? null,
      methodLabel: paymentMethodLabel(payment?.method),
      paidAtLabel: order.paidAt ? formatDateTime(order.paidAt) : null,
      amountPaise: payment ? (payment.capturedPaise ?? payment.amountPaise) : null,
    },
    invoice: order.invoiceNumber
      ? {
          number: order.invoiceNumber,
          dateLabel: order.invoiceDate ? formatDate(order.invoiceDate) : '',
          url: urls.invoice,
        }
      : null,
    points: earn
      ? {
          earned: earn.points,
          withdrawn: Math.min(withdrawn, earn.points),
          /** What the order leaves the shopper: earned less what a refund or cancellation took back. */
          net: Math.max(0, earn.points - withdrawn),
          pending: earn.availableAt === null,
        }
      : null,
    creditNotes: order.creditNotes.map((note) => ({
      id: note.id,
      number: note.number,
      amountPaise: note.amountPaise,
      dateLabel: formatDate(note.createdAt),
      url: urls.creditNote(note.id),
    })),
    items: order.items.map((item) => {
      const slug = item.productSlug || item.product.slug
      const design = designSnapshotOf(item.designSnapshot)
      const imageId = item.previewUploadId ?? item.uploadId ?? `art-${slug}`
      return {
        id: item.id,
        productName: item.productName,
        slug,
        options: optionLines(item.options),
        tierQuantity: item.tierQuantity,
        quantity: item.quantity,
        unit: item.tierQuantity === 1 ? item.product.unitSingular : item.product.unitPlural,
        unitPricePaise: item.unitPricePaise,
        totalPaise: item.totalPaise,
        hsnCode: item.hsnCode,
        gstRateBp: item.gstRateBp,
        taxPaise: item.taxPaise,
        imageUrl: `/api/images/${imageId}`,
        designName: design?.name ?? null,
        proofUrl: design ? urls.proof(item.id) : null,
        /** When the shopper confirmed the design's print-check warnings, before ordering. */
        proofCheckedAt: item.proofCheckedAt?.toISOString() ?? null,
        /** "Send my file later" and the file has not arrived (decision 033). */
        awaitingArtwork: item.awaitingArtwork && order.status === 'PAID',
        /** Where the item stands in prepress while the order is paid (decision 048). */
        prepress: order.status === 'PAID' ? prepressView(item) : null,
      }
    }),
    events: order.events.map((event) => ({
      id: event.id,
      kind: event.kind,
      status: event.status,
      statusLabel: ORDER_STATUS_LABELS[event.status],
      /** What the line is about: the status it moved to, or "Payment", "Refund", a message. */
      title: orderEventTitle(event.kind, event.status),
      note: event.note,
      at: event.createdAt.toISOString(),
      atLabel: formatDateTime(event.createdAt),
    })),
    urls: { detail: urls.detail },
  }
}
export type OrderView = ReturnType<typeof toOrderView>

/** `PS-260001`, `ps 260001` or the order's id. */
function idOrNumber(key: string): Prisma.OrderWhereInput {
  const number = normaliseOrderNumber(key)
  return number ? { OR: [{ id: key }, { number }] } : { id: key }
}

/** The owner's order by id or number, or null (not theirs, or no such order). */
export async function getOrder(userId: string, key: string): Promise<OrderView | null> {
  if (!key || key.length > 64) return null
  const order = await prisma.order.findFirst({
    where: { AND: [idOrNumber(key), { userId }] },
    select: orderViewSelect,
  })
  return order ? orderView(order) : null
}

/** What anyone holding the order number and its email or phone may see: no address, no contact. */
export function trackingView(order: OrderView) {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusLabel: order.statusLabel,
    placedLabel: order.placedLabel,
    placedAt: order.placedAt,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    tracking: order.tracking,
    shipment: order.shipment,
    delivery: order.delivery,
    dispatch: order.dispatch,
    paymentState: order.payment.state,
    destination: { city: order.address.city, state: order.address.state },
    items: order.items.map((item) => ({
      id: item.id,
      productName: item.productName,
      quantity: item.quantity,
      tierQuantity: item.tierQuantity,
      unit: item.unit,
    })),
    events: order.events,
  }
}
export type TrackedOrder = ReturnType<typeof trackingView>

/**
 * An order for the public tracking page and the guest API, found only when the number (or id)
 * AND the email (any case) or phone (last ten digits) match; otherwise null, the same for a wrong
 * number or a wrong contact.
 */
export async function findOrderForTracking({
  number,
  contact,
}: {
  number: string
  contact: string
}): Promise<TrackedOrder | null> {
  if (!number || number.length > 64 || !contact) return null
  const order = await prisma.order.findFirst({
    where: idOrNumber(number),
    select: orderViewSelect,
  })
  if (!order || !contactMatches(order, contact)) return null
  return trackingView(await orderView(order))
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

/**
 * An item's prepress state for its owner: the words, and while it is their turn the signed link
 * to the proof page (the same link the email and SMS carry, made afresh).
 */
function prepressView(item: {
  id: string
  prepressStatus: PrepressStatus
  proofRound: number
  awaitingArtwork: boolean
}) {
  return {
    status: item.prepressStatus,
    // Without its file there is nothing to check yet (decision 054): the item waits for it.
    label: item.awaitingArtwork
      ? WAITING_FOR_YOUR_FILE
      : PREPRESS_SHOPPER_LABELS[item.prepressStatus],
    proofPath: SHOPPER_TURN.includes(item.prepressStatus)
      ? proofPath(item.id, item.proofRound)
      : null,
  }
}
