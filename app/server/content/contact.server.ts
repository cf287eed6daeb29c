import { prisma } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { deliver, queueEmail } from '../platform/outbox.server.ts'

export interface ContactInput {
  name: string
  email: string
  /** Ten digits or empty. */
  phone: string
  subject: string
  message: string
}

/**
 * Stores a contact-form message and emails it to the shop inbox. The row and the queued email are
 * written together, so a message is never stored without the team hearing about it.
 */
export async function sendContactMessage(input: ContactInput) {
  const emailId = await prisma.$transaction(async (tx) => {
    await tx.contactMessage.create({ data: input })
    const email = await queueEmail(tx, {
      to: getEnv().SHOP_INBOX,
      // Staff answer the customer by replying to the email.
      replyTo: input.email,
      subject: `Contact form: ${input.subject} from ${input.name}`,
      text: [
        `Name: ${input.name}`,
        `Email: ${input.email}`,
        `Phone: ${input.phone || 'not given'}`,
        `Subject: ${input.subject}`,
        '',
        input.message,
      ].join('\n'),
    })
    return email.id
  })
  await deliver(emailId)
}
