/**
 * The messages about an order, queued through the outbox in the transaction of the change that
 * causes them, so each goes out once: the confirmation (email and SMS, when the order is paid, or
 * the email again when staff resend it), the shipping notice (email and SMS with the tracking
 * link), the cancellation and the refund notices (email).
 */
import type { Prisma } from '@prisma/client'
import { orderDiscountLines } from '#app/utils/promotions.ts'
import { formatDateTime } from '#app/utils/dates.ts'
import { formatPaise, formatRs } from '#app/utils/money.ts'
import { SITE } from '#app/utils/site.ts'
import type { prisma } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { queueEmail, queueSms } from '../platform/outbox.server.ts'
import { orderConfirmationEmail } from './emails/order-confirmation.server.tsx'
import { orderNoticeEmail } from './emails/order-notice.server.tsx'
import { addressSnapshot, optionLines, orderUrls } from './orders.server.ts'
import { dispatchText } from './tracking.server.ts'
import { holidaySet } from '../delivery/holidays.server.ts'
import { courierTracking } from '#app/utils/order-tracking.ts'
import { dateRangeText, shipmentStatusLabel, speedLabel } from '#app/utils/shipment-tracking.ts'

type Db = Prisma.TransactionClient | typeof prisma

/** `/track-order` with the order number and a contact filled in: the page shows the order at once. */
export function trackOrderLink(number: string, contact: string) {
  const appUrl = getEnv().APP_URL.replace(/\/$/, '')
  return `${appUrl}/track-order?${new URLSearchParams({ number, contact })}`
}

/**
 * Queues the confirmation of a paid order: the email, and the SMS unless `sms` is false (staff
 * resending the email). Returns the ids of the queued messages.
 */
export async function queueOrderConfirmation(
  db: Db,
  orderId: string,
  { sms = true }: { sms?: boolean } = {},
) {
  const order = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      id: true,
      number: true,
      status: true,
      email: true,
      phone: true,
      createdAt: true,
      paidAt: true,
      subtotalPaise: true,
      discountPaise: true,
      promoDiscountPaise: true,
      promotions: true,
      loyaltyPointsUsed: true,
      shippingPaise: true,
      totalPaise: true,
      taxPaise: true,
      cgstPaise: true,
      sgstPaise: true,
      igstPaise: true,
      shippingAddress: true,
      deliverySpeed: true,
      deliveryFrom: true,
      deliveryTo: true,
      dispatchBy: true,
      invoiceNumber: true,
      items: {
        orderBy: { id: 'asc' },
        select: {
          productName: true,
          options: true,
          tierQuantity: true,
          quantity: true,
          totalPaise: true,
          product: { select: { unitSingular: true, unitPlural: true, productionDays: true } },
        },
      },
      loyalty: { where: { kind: 'EARN' }, select: { points: true, availableAt: true } },
    },
  })
  const appUrl = getEnv().APP_URL.replace(/\/$/, '')
  const urls = orderUrls(order.id)
  const address = addressSnapshot(order.shippingAddress)
  const earned = order.loyalty[0]
  const arrival =
    order.deliveryFrom && order.deliveryTo
      ? `${speedLabel(order.deliverySpeed)}: arrives ${dateRangeText(order.deliveryFrom, order.deliveryTo)}.`
      : `${speedLabel(order.deliverySpeed)}.`
  const dispatch = `${dispatchText({
    ...order,
    productionDays: Math.max(1, ...order.items.map((i) => i.product.productionDays)),
    events: [],
    holidays: await holidaySet(),
  })} ${arrival}`

  const items = order.items.map((item) => {
    const unit = item.tierQuantity === 1 ? item.product.unitSingular : item.product.unitPlural
    const options = optionLines(item.options)
      .map((o) => `${o.option}: ${o.value}`)
      .join(', ')
    return {
      name: item.productName,
      detail: `${item.quantity} × ${item.tierQuantity} ${unit}${options ? ` · ${options}` : ''}`,
      total: formatPaise(item.totalPaise),
    }
  })
  const gst =
    order.igstPaise > 0
      ? `IGST ${formatPaise(order.igstPaise)}`
      : `CGST ${formatPaise(order.cgstPaise)} + SGST ${formatPaise(order.sgstPaise)}`
  const totals: [string, string][] = [
    ['Subtotal', formatPaise(order.subtotalPaise)],
    ...orderDiscountLines(order).map((line): [string, string] => [
      line.label,
      line.amountPaise ? `−${formatPaise(line.amountPaise)}` : 'Free shipping',
    ]),
    [
      speedLabel(order.deliverySpeed),
      order.shippingPaise ? formatPaise(order.shippingPaise) : 'Free',
    ],
    ['Total paid', formatPaise(order.totalPaise)],
    ['GST included', `${formatPaise(order.taxPaise)} (${gst})`],
  ]
  const addressLines = [
    address.name,
    [address.line1, address.line2].filter(Boolean).join(', '),
    address.landmark,
    `${address.city}, ${address.state} ${address.pinCode}`,
    address.phone ? `Phone ${address.phone}` : '',
  ].filter(Boolean)
  const points = earned
    ? `You earned ${earned.points} loyalty ${earned.points === 1 ? 'point' : 'points'}${
        earned.availableAt ? '.' : ', usable once your order is delivered.'
      }`
    : null
  const orderLink = `${appUrl}${urls.detail}`
  const invoiceLink = order.invoiceNumber ? `${appUrl}${urls.invoice}` : null
  const { text, html } = orderConfirmationEmail({
    name: address.name,
    number: order.number,
    placedAt: formatDateTime(order.createdAt),
    lines: items,
    totals,
    addressLines,
    dispatch,
    points,
    orderLink,
    invoiceLink,
  })

  const email = await queueEmail(db, {
    to: order.email,
    subject: `Order ${order.number} confirmed: thank you`,
    text,
    html,
  })
  if (!sms) return [email.id]
  const text_ = await queueSms(db, {
    to: order.phone,
    // Plain "Rs": a rupee sign would force the whole SMS into UCS-2.
    message: `${SITE.name}: payment of ${formatRs(order.totalPaise)} received for order ${order.number}. Track it: ${trackOrderLink(order.number, order.phone)}`,
  })
  return [email.id, text_.id]
}

// ---------------------------------------------------------------------------------------------
// Staff's changes: shipped, cancelled, refunded
// ---------------------------------------------------------------------------------------------

async function noticeFacts(db: Db, orderId: string) {
  const order = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      id: true,
      number: true,
      email: true,
      phone: true,
      courier: true,
      trackingNumber: true,
      deliverySpeed: true,
      shippingAddress: true,
      items: { orderBy: { id: 'asc' }, select: { productName: true, quantity: true } },
    },
  })
  const address = addressSnapshot(order.shippingAddress)
  const appUrl = getEnv().APP_URL.replace(/\/$/, '')
  return {
    order,
    name: address.name,
    orderLink: { label: 'View your order', url: `${appUrl}${orderUrls(order.id).detail}` },
    items: order.items.map((i) => `${i.productName} (${i.quantity})`).join(', '),
    address,
  }
}

/**
 * The order has left the press: an email with the courier, the AWB and the courier's own tracking
 * page, the scans so far (newest first, IST) and our tracking page; an SMS with the courier, the
 * AWB and our tracking page with the order filled in (it links the courier's own page). The booked parcel (Shipment) wins over what staff typed by hand.
 * Returns the ids of the queued messages.
 */
export async function queueShippedNotice(db: Db, orderId: string) {
  const { order, name, orderLink, items, address } = await noticeFacts(db, orderId)
  const shipment = await db.shipment.findFirst({
    where: { orderId, awb: { not: null } },
    orderBy: { createdAt: 'desc' },
    select: {
      courierName: true,
      awb: true,
      trackingUrl: true,
      events: {
        orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }],
        take: 10,
        select: { status: true, location: true, occurredAt: true },
      },
    },
  })
  const track = trackOrderLink(order.number, order.email)
  const courier = shipment?.courierName ?? order.courier ?? ''
  const tracking = shipment?.awb ?? order.trackingNumber ?? ''
  const courierPage = shipment?.trackingUrl ?? courierTracking(courier, tracking)?.url ?? null
  const scans = (shipment?.events ?? []).map(
    (e) =>
      `${formatDateTime(e.occurredAt)}: ${shipmentStatusLabel(e.status)}${e.location ? `, ${e.location}` : ''}`,
  )
  const { text, html } = orderNoticeEmail({
    name,
    paragraphs: [
      `Good news: order ${order.number} has left our press and is on its way to ${[address.city, address.state].filter(Boolean).join(', ')}.`,
      `In the parcel: ${items}.`,
      ...(scans.length ? [`Latest scans: ${scans.join('; ')}.`] : []),
    ],
    facts: [
      ['Courier', courier],
      ['Tracking number (AWB)', tracking],
      ['Delivery', speedLabel(order.deliverySpeed)],
    ],
    links: [
      ...(courierPage
        ? [{ label: `Track on ${courier || 'the courier'}'s site`, url: courierPage }]
        : []),
      { label: 'Track your order', url: track },
      orderLink,
    ],
  })
  const email = await queueEmail(db, {
    to: order.email,
    subject: `Order ${order.number} has shipped`,
    text,
    html,
  })
  const sms = await queueSms(db, {
    to: order.phone,
    message: `${SITE.name}: order ${order.number} has shipped with ${courier}, AWB ${tracking}. Track it: ${trackOrderLink(order.number, order.phone)}`,
  })
  return [email.id, sms.id]
}

/**
 * The order was cancelled by us: what happens to the money (`refundPaise` on its way back, or none
 * taken) and to the points it used. Returns the id of the queued email.
 */
export async function queueCancelledNotice(
  db: Db,
  orderId: string,
  { refundPaise, pointsReturned }: { refundPaise: number; pointsReturned: number },
) {
  const { order, name, orderLink } = await noticeFacts(db, orderId)
  const { text, html } = orderNoticeEmail({
    name,
    paragraphs: [
      `Your order ${order.number} has been cancelled and will not be printed.`,
      refundPaise > 0
        ? `A refund of ${formatPaise(refundPaise)} is on its way to your original payment method. Banks usually show it within 5-7 working days.`
        : 'No money was taken for this order.',
      ...(pointsReturned > 0
        ? [`The ${pointsReturned} loyalty points it used are back in your account.`]
        : []),
    ],
    links: [orderLink],
  })
  const email = await queueEmail(db, {
    to: order.email,
    subject: `Order ${order.number} has been cancelled`,
    text,
    html,
  })
  return [email.id]
}

/** Razorpay has processed a refund: the amount, and the credit note when one was issued. */
export async function queueRefundedNotice(
  db: Db,
  orderId: string,
  {
    amountPaise,
    full,
    creditNote,
  }: { amountPaise: number; full: boolean; creditNote: string | null },
) {
  const { order, name, orderLink } = await noticeFacts(db, orderId)
  const { text, html } = orderNoticeEmail({
    name,
    paragraphs: [
      `We have refunded ${formatPaise(amountPaise)} for order ${order.number}${full ? ', the whole amount you paid' : ''}. It goes back to your original payment method; banks usually show it within 5-7 working days.`,
      ...(creditNote
        ? [
            `Credit note ${creditNote} for this refund is on your order page, next to your tax invoice.`,
          ]
        : []),
    ],
    links: [orderLink],
  })
  const email = await queueEmail(db, {
    to: order.email,
    subject: `Refund of ${formatRs(amountPaise)} for order ${order.number}`,
    text,
    html,
  })
  return [email.id]
}
