/**
 * The proof emails and SMS of prepress (decision 048): the proof is ready to approve, staff ask
 * for a change, and the one reminder a day later. Worded here, drawn by the order notice's React
 * component (order-notice.server.tsx), so every value is escaped by construction (decision 040).
 */
import { orderNoticeEmail } from './order-notice.server.tsx'

export type ProofMessageKind = 'proof' | 'asked' | 'reminder'

export interface ProofMessageInput {
  kind: ProofMessageKind
  name: string
  orderNumber: string
  productName: string
  /** The signed link to the proof page. */
  link: string
  /** Staff's note (what they corrected) or question (what must change). */
  note?: string
  /** For a reminder: whether staff had asked for a change. */
  asked?: boolean
}

export function proofMessage(input: ProofMessageInput) {
  const { kind, orderNumber, productName, link, note } = input
  const asked = kind === 'asked' || (kind === 'reminder' && input.asked)
  const subject =
    kind === 'reminder'
      ? `Reminder: order ${orderNumber} is waiting for your answer`
      : asked
        ? `Order ${orderNumber}: we need a change to your file`
        : `Order ${orderNumber}: please approve your proof`
  const paragraphs = asked
    ? [
        `We checked the file for ${productName} in order ${orderNumber} and need a change before we print it.`,
        ...(note ? [`What we need: ${note}`] : []),
        'Open the proof to tell us what to do, or approve it to print it as it is.',
      ]
    : [
        `We checked the file for ${productName} in order ${orderNumber}. Please look at the proof and approve it, or ask us for a change.`,
        ...(note ? [`What we corrected: ${note}`] : []),
        'We print it as soon as you approve it.',
      ]
  if (kind === 'reminder')
    paragraphs.unshift('We have not heard from you yet, and your order waits for your answer.')
  const { text, html } = orderNoticeEmail({
    name: input.name,
    paragraphs,
    links: [{ label: asked ? 'Answer us' : 'See and approve your proof', url: link }],
  })
  const sms =
    kind === 'reminder'
      ? `PrintStudio: order ${orderNumber} is still waiting for your answer on the proof of ${productName}: ${link}`
      : asked
        ? `PrintStudio: we need a change to ${productName} in order ${orderNumber} before printing: ${link}`
        : `PrintStudio: your proof of ${productName} (order ${orderNumber}) is ready to approve: ${link}`
  return { subject, text, html, sms }
}
