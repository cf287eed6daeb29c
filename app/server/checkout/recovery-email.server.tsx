/**
 * The cart reminder email (abandoned-checkout recovery, decision 025): HTML and text with the
 * cart's lines and total priced today, a signed link that restores the cart and an unsubscribe
 * link. Built from values only; recovery.server.ts reads the data and queues it.
 */
import { type CartLine, type CartView } from '#app/server/cart/cart.server.ts'
import { formatDate } from '#app/utils/dates.ts'
import { formatPaise } from '#app/utils/money.ts'
import { SITE } from '#app/utils/site.ts'
import {
  EmailLayout,
  LinesTable,
  SUPPORT_LINE,
  greetingFor,
  muted,
  renderEmailHtml,
} from '../platform/email-html.server.tsx'

export const RECOVERY_SUBJECTS = {
  1: 'Your PrintStudio cart is saved',
  2: 'A reminder: your PrintStudio cart is still saved',
} as const

const NOTE =
  'Prices are today’s prices, GST included. You can still change anything before you pay.'
const LINK_NOTE = 'The link works for 7 days.'
const FOOTER =
  'You get this email because you started a checkout at PrintStudio with this address. Order emails are not affected by unsubscribing.'

/** What the email shows of a cart (getCart's view has it all). */
export type RecoveryCart = Pick<
  CartView,
  | 'subtotalPaise'
  | 'discountPaise'
  | 'loyaltyPointsApplied'
  | 'shippingFeePaise'
  | 'grandTotalPaise'
> & {
  items: Pick<
    CartLine,
    'name' | 'options' | 'quantity' | 'tierQuantity' | 'unit' | 'available' | 'lineTotalPaise'
  >[]
}

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
  cart: RecoveryCart
  restoreUrl: string
  unsubscribeUrl: string
}) {
  const subject = nth >= 2 ? RECOVERY_SUBJECTS[2] : RECOVERY_SUBJECTS[1]
  const greeting = greetingFor(firstName)
  const opening =
    nth >= 2
      ? 'The items you chose are still in your cart. This is our last reminder about them.'
      : `You started a checkout on ${formatDate(startedAt)} but did not finish paying. We kept your cart for you.`
  const lines = cart.items.map((line) => {
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

  const text = [
    greeting,
    '',
    opening,
    '',
    ...lines.map((i) => `- ${i.name}: ${i.detail}: ${i.total}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    NOTE,
    '',
    `Return to your cart: ${restoreUrl}`,
    LINK_NOTE,
    '',
    SUPPORT_LINE,
    SITE.name,
    '',
    FOOTER,
    `Stop these reminders: ${unsubscribeUrl}`,
  ].join('\n')

  const html = renderEmailHtml(
    <EmailLayout>
      <p>{greeting}</p>
      <p>{opening}</p>
      <LinesTable lines={lines} totals={totals} />
      <p style={muted}>{NOTE}</p>
      <p>
        <a
          href={restoreUrl}
          style={{
            display: 'inline-block',
            background: '#111',
            color: '#fff',
            padding: '12px 20px',
            borderRadius: '999px',
            textDecoration: 'none',
            fontWeight: 'bold',
          }}
        >
          Return to your cart
        </a>
      </p>
      <p style={muted}>{LINK_NOTE}</p>
      <p>
        {SUPPORT_LINE}
        <br />
        {SITE.name}
      </p>
      <p style={{ color: '#777', fontSize: '12px' }}>
        {FOOTER}{' '}
        <a href={unsubscribeUrl} style={{ color: '#777' }}>
          Stop these reminders
        </a>
        .
      </p>
    </EmailLayout>,
  )

  return { subject, text, html }
}
