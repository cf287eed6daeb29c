/**
 * The cart reminder email (abandoned-checkout recovery, decision 025): HTML and text with the
 * cart's lines and total priced today, a signed link that restores the cart and an unsubscribe
 * link. Built from values only; recovery.server.ts reads the data and queues it.
 */
import { formatDate } from '#app/utils/dates.ts'
import { formatPaise } from '#app/utils/money.ts'
import { SITE } from '#app/utils/site.ts'
import type { CartView } from '../cart/cart.server.ts'
import { escapeHtml } from '../orders/order-emails.server.ts'

export const RECOVERY_SUBJECTS = {
  1: 'Your PrintStudio cart is saved',
  2: 'A reminder: your PrintStudio cart is still saved',
} as const

export function recoveryEmail({
  nth,
  firstName,
  startedAt,
  cart,
  restoreUrl,
  unsubscribeUrl,
}: {
  /** 1 or 2: the first reminder or the last one. */
  nth: number
  firstName: string
  startedAt: Date
  cart: CartView
  restoreUrl: string
  unsubscribeUrl: string
}) {
  const subject = nth >= 2 ? RECOVERY_SUBJECTS[2] : RECOVERY_SUBJECTS[1]
  const greeting = firstName.trim() ? `Hi ${firstName.trim().split(/\s+/)[0]},` : 'Hello,'
  const opening =
    nth >= 2
      ? 'The items you chose are still in your cart. This is our last reminder about them.'
      : `You started a checkout on ${formatDate(startedAt)} but did not finish paying. We kept your cart for you.`
  const items = cart.items.map((line) => {
    const options = line.options.map((o) => `${o.option}: ${o.value}`).join(', ')
    return {
      name: line.name,
      detail: `${line.quantity} × ${line.tierQuantity} ${line.unit}${options ? ` · ${options}` : ''}`,
      total: line.available ? formatPaise(line.lineTotalPaise) : 'No longer available',
    }
  })
  const totals: [string, string][] = [
    ['Subtotal', formatPaise(cart.subtotalPaise)],
    ...(cart.discountPaise
      ? ([
          [
            `Points discount (${cart.loyaltyPointsApplied} points)`,
            `−${formatPaise(cart.discountPaise)}`,
          ],
        ] as [string, string][])
      : []),
    ['Shipping', cart.shippingFeePaise ? formatPaise(cart.shippingFeePaise) : 'Free'],
    ['Total', formatPaise(cart.grandTotalPaise)],
  ]
  const note =
    'Prices are today’s prices, GST included. You can still change anything before you pay.'
  const linkNote = 'The link works for 7 days.'
  const footer =
    'You get this email because you started a checkout at PrintStudio with this address. Order emails are not affected by unsubscribing.'

  const text = [
    greeting,
    '',
    opening,
    '',
    ...items.map((i) => `- ${i.name}: ${i.detail}: ${i.total}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    note,
    '',
    `Return to your cart: ${restoreUrl}`,
    linkNote,
    '',
    `Questions? Reply to this email or call ${SITE.phoneDisplay} (${SITE.supportHours}).`,
    SITE.name,
    '',
    footer,
    `Stop these reminders: ${unsubscribeUrl}`,
  ].join('\n')

  const cell = 'padding:6px 0;border-bottom:1px solid #eee'
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#111;max-width:600px;margin:0 auto;padding:16px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(opening)}</p>
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
<p style="color:#555">${escapeHtml(note)}</p>
<p><a href="${escapeHtml(restoreUrl)}" style="display:inline-block;background:#111;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">Return to your cart</a></p>
<p style="color:#555">${escapeHtml(linkNote)}</p>
<p>Questions? Reply to this email or call ${escapeHtml(SITE.phoneDisplay)} (${escapeHtml(SITE.supportHours)}).<br>${escapeHtml(SITE.name)}</p>
<p style="color:#777;font-size:12px">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#777">Stop these reminders</a>.</p>
</body></html>`

  return { subject, text, html }
}
