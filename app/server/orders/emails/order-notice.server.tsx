/**
 * A short notice about an order after staff's change (shipped, cancelled, refunded), as text and
 * HTML from the same values; order-emails.server.ts words each one and queues it.
 */
import { Fragment } from 'react'
import { SITE } from '#app/utils/site.ts'
import {
  EmailLayout,
  SUPPORT_LINE,
  greetingFor,
  muted,
  renderEmailHtml,
} from '../../platform/email-html.server.tsx'

export interface OrderNotice {
  /** The name on the delivery address; the greeting uses its first word. */
  name: string
  paragraphs: string[]
  /** Label and value pairs shown as a small table (courier, tracking number, amounts). */
  facts?: [string, string][]
  links: { label: string; url: string }[]
}

export function orderNoticeEmail({ name, paragraphs, facts = [], links }: OrderNotice) {
  const greeting = greetingFor(name)
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(facts.length ? [...facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...links.map((link) => `${link.label}: ${link.url}`),
    '',
    SUPPORT_LINE,
    SITE.name,
  ].join('\n')
  const html = renderEmailHtml(
    <OrderNoticeEmail greeting={greeting} paragraphs={paragraphs} facts={facts} links={links} />,
  )
  return { text, html }
}

function OrderNoticeEmail({
  greeting,
  paragraphs,
  facts,
  links,
}: Omit<Required<OrderNotice>, 'name'> & { greeting: string }) {
  return (
    <EmailLayout>
      <p>{greeting}</p>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {facts.length ? (
        <table role="presentation" style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {facts.map(([label, value]) => (
              <tr key={label}>
                <td style={{ padding: '4px 16px 4px 0', ...muted }}>{label}</td>
                <td style={{ padding: '4px 0' }}>
                  <strong>{value}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p>
        {links.map((link, i) => (
          <Fragment key={i}>
            {i > 0 ? ' · ' : null}
            <a href={link.url}>{link.label}</a>
          </Fragment>
        ))}
      </p>
      <p style={muted}>{SUPPORT_LINE}</p>
      <p>{SITE.name}</p>
    </EmailLayout>
  )
}
