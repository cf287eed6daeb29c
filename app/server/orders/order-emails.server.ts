/**
 * The order confirmation: one email (HTML and text) and one SMS, queued through the outbox in the
 * transaction that marks the order paid, so they go out once and only for a paid order.
 */
import type { Prisma } from '@prisma/client'
import { formatDateTime } from '#app/utils/dates.ts'
import { formatPaise, formatRs } from '#app/utils/money.ts'
import { SITE } from '#app/utils/site.ts'
import type { prisma } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { queueEmail, queueSms } from '../platform/outbox.server.ts'
import { addressSnapshot, optionLines, orderUrls } from './orders.server.ts'
import { dispatchText } from './tracking.server.ts'

type Db = Prisma.TransactionClient | typeof prisma

/** Text for an HTML email body or attribute. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export async function queueOrderConfirmation(db: Db, orderId: string) {
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
      loyaltyPointsUsed: true,
      shippingPaise: true,
      totalPaise: true,
      taxPaise: true,
      cgstPaise: true,
      sgstPaise: true,
      igstPaise: true,
      shippingAddress: true,
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
  const dispatch = dispatchText({
    ...order,
    productionDays: Math.max(1, ...order.items.map((i) => i.product.productionDays)),
    events: [],
  })

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
    ...(order.discountPaise
      ? ([
          [
            `Points discount (${order.loyaltyPointsUsed} points)`,
            `−${formatPaise(order.discountPaise)}`,
          ],
        ] as [string, string][])
      : []),
    ['Shipping', order.shippingPaise ? formatPaise(order.shippingPaise) : 'Free'],
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
  const greeting = address.name ? `Hi ${address.name.split(/\s+/)[0]},` : 'Hello,'

  const text = [
    greeting,
    '',
    `Thank you for your order. We have received your payment for order ${order.number}.`,
    '',
    `Order ${order.number}, placed ${formatDateTime(order.createdAt)}`,
    '',
    ...items.map((i) => `- ${i.name}: ${i.detail}: ${i.total}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    'Delivering to:',
    ...addressLines,
    '',
    dispatch,
    ...(points ? [points] : []),
    '',
    `Your order: ${orderLink}`,
    ...(invoiceLink ? [`Tax invoice (PDF): ${invoiceLink}`] : []),
    '',
    `Questions? Reply to this email or call ${SITE.phoneDisplay} (${SITE.supportHours}).`,
    SITE.name,
  ].join('\n')

  const cell = 'padding:6px 0;border-bottom:1px solid #eee'
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#111;max-width:600px;margin:0 auto;padding:16px">
<p>${escapeHtml(greeting)}</p>
<p>Thank you for your order. We have received your payment for order <strong>${escapeHtml(order.number)}</strong>.</p>
<p style="color:#555">Placed ${escapeHtml(formatDateTime(order.createdAt))}</p>
<table role="presentation" style="width:100%;border-collapse:collapse">
${items
  .map(
    (i) =>
      `<tr><td style="${cell}"><strong>${escapeHtml(i.name)}</strong><br><span style="color:#555">${escapeHtml(i.detail)}</span></td><td style="${cell};text-align:right">${escapeHtml(i.total)}</td></tr>`,
  )
  .join('\n')}
${totals
  .map(
    ([label, value]) =>
      `<tr><td style="padding:4px 0">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<h2 style="font-size:16px;margin-top:24px">Delivering to</h2>
<p>${addressLines.map(escapeHtml).join('<br>')}</p>
<p><strong>${escapeHtml(dispatch)}</strong></p>
${points ? `<p>${escapeHtml(points)}</p>` : ''}
<p><a href="${escapeHtml(orderLink)}">View your order</a>${
    invoiceLink ? ` · <a href="${escapeHtml(invoiceLink)}">Download your tax invoice (PDF)</a>` : ''
  }</p>
<p style="color:#555">Questions? Reply to this email or call ${escapeHtml(SITE.phoneDisplay)} (${escapeHtml(SITE.supportHours)}).</p>
<p>${escapeHtml(SITE.name)}</p>
</body></html>`

  await queueEmail(db, {
    to: order.email,
    subject: `Order ${order.number} confirmed: thank you`,
    text,
    html,
  })
  const trackLink = `${appUrl}/track-order?${new URLSearchParams({
    number: order.number,
    contact: order.phone,
  })}`
  await queueSms(db, {
    to: order.phone,
    // Plain "Rs": a rupee sign would force the whole SMS into UCS-2.
    message: `${SITE.name}: payment of ${formatRs(order.totalPaise)} received for order ${order.number}. Track it: ${trackLink}`,
  })
}
