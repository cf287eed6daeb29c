/**
 * The HTML of emails, as React components rendered to static markup by react-dom/server, the
 * renderer the pages use (decision 040). React escapes every value it writes, so no email puts
 * text into markup by hand. Inline styles and tables, because mail clients ignore style sheets.
 * Each email's module builds its plain-text part beside its component, with the same words.
 */
import { type CSSProperties, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { SITE } from '#app/utils/site.ts'

/** A complete email document: what `html` of an outbox row holds. */
export function renderEmailHtml(email: ReactElement) {
  return `<!doctype html>\n${renderToStaticMarkup(email)}`
}

/** The greeting from a name as the shopper typed it: "Hi Asha," or, with no name, "Hello,". */
export function greetingFor(name: string) {
  const first = name.trim().split(/\s+/)[0]
  return first ? `Hi ${first},` : 'Hello,'
}

/** The closing line every customer email has, in the text and the HTML alike. */
export const SUPPORT_LINE = `Questions? Reply to this email or call ${SITE.phoneDisplay} (${SITE.supportHours}).`

export const muted: CSSProperties = { color: '#555' }

/** The page of every HTML email: one readable column. */
export function EmailLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: 'Arial,Helvetica,sans-serif',
          color: '#111',
          maxWidth: '600px',
          margin: '0 auto',
          padding: '16px',
        }}
      >
        {children}
      </body>
    </html>
  )
}

export interface EmailLine {
  name: string
  /** Quantity, pack and options, e.g. "2 × 100 cards · Paper: Matt". */
  detail: string
  total: string
}

const cell: CSSProperties = { padding: '6px 0', borderBottom: '1px solid #eee' }
const totalCell: CSSProperties = { padding: '4px 0' }

/** The lines of an order or a cart and its totals, amounts on the right. */
export function LinesTable({ lines, totals }: { lines: EmailLine[]; totals: [string, string][] }) {
  return (
    <table role="presentation" style={{ width: '100%', borderCollapse: 'collapse' }}>
      <tbody>
        {lines.map((line, i) => (
          <tr key={i}>
            <td style={cell}>
              <strong>{line.name}</strong>
              <br />
              <span style={muted}>{line.detail}</span>
            </td>
            <td style={{ ...cell, textAlign: 'right' }}>{line.total}</td>
          </tr>
        ))}
        {totals.map(([label, value]) => (
          <tr key={label}>
            <td style={totalCell}>{label}</td>
            <td style={{ ...totalCell, textAlign: 'right' }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
