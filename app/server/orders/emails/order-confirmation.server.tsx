/**
 * The confirmation of a paid order (and staff's resend), as text and HTML from the same values;
 * order-emails.server.ts reads the order and queues it.
 */
import { Fragment } from 'react'
import { SITE } from '#app/utils/site.ts'
import {
  EmailLayout,
  type EmailLine,
  LinesTable,
  SUPPORT_LINE,
  greetingFor,
  muted,
  renderEmailHtml,
} from '../../platform/email-html.server.tsx'

export interface OrderConfirmation {
  /** The name on the delivery address; the greeting uses its first word. */
  name: string
  number: string
  placedAt: string
  lines: EmailLine[]
  totals: [string, string][]
  addressLines: string[]
  dispatch: string
  /** The loyalty points the order earned, in a sentence; null when none. */
  points: string | null
  orderLink: string
  invoiceLink: string | null
}

export function orderConfirmationEmail(order: OrderConfirmation) {
  const greeting = greetingFor(order.name)
  const text = [
    greeting,
    '',
    `Thank you for your order. We have received your payment for order ${order.number}.`,
    '',
    `Order ${order.number}, placed ${order.placedAt}`,
    '',
    ...order.lines.map((i) => `- ${i.name}: ${i.detail}: ${i.total}`),
    '',
    ...order.totals.map(([label, value]) => `${label}: ${value}`),
    '',
    'Delivering to:',
    ...order.addressLines,
    '',
    order.dispatch,
    ...(order.points ? [order.points] : []),
    '',
    `Your order: ${order.orderLink}`,
    ...(order.invoiceLink ? [`Tax invoice (PDF): ${order.invoiceLink}`] : []),
    '',
    SUPPORT_LINE,
    SITE.name,
  ].join('\n')
  return {
    text,
    html: renderEmailHtml(<OrderConfirmationEmail greeting={greeting} order={order} />),
  }
}

function OrderConfirmationEmail({
  greeting,
  order,
}: {
  greeting: string
  order: OrderConfirmation
}) {
  return (
    <EmailLayout>
      <p>{greeting}</p>
      <p>
        Thank you for your order. We have received your payment for order{' '}
        <strong>{order.number}</strong>.
      </p>
      <p style={muted}>Placed {order.placedAt}</p>
      <LinesTable lines={order.lines} totals={order.totals} />
      <h2 style={{ fontSize: '16px', marginTop: '24px' }}>Delivering to</h2>
      <p>
        {order.addressLines.map((line, i) => (
          <Fragment key={i}>
            {i > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </p>
      <p>
        <strong>{order.dispatch}</strong>
      </p>
      {order.points ? <p>{order.points}</p> : null}
      <p>
        <a href={order.orderLink}>View your order</a>
        {order.invoiceLink ? (
          <>
            {' · '}
            <a href={order.invoiceLink}>Download your tax invoice (PDF)</a>
          </>
        ) : null}
      </p>
      <p style={muted}>{SUPPORT_LINE}</p>
      <p>{SITE.name}</p>
    </EmailLayout>
  )
}
