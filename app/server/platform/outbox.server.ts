import type { OutboxMessage, Prisma } from '@prisma/client'
import nodemailer from 'nodemailer'
import { prisma } from './db.server.ts'
import { getEnv } from './env.server.ts'

/**
 * Every email and SMS goes through the outbox table: queued in the same transaction as the change
 * that causes it, then delivered by the real provider when one is configured (SMTP_URL, SMS_API_URL).
 * With no provider the message is KEPT (and logged), where dev and tests read it.
 */

type Db = Prisma.TransactionClient | typeof prisma

export interface EmailInput {
  to: string
  replyTo?: string
  subject: string
  text: string
  html?: string
  /** Extra headers (List-Unsubscribe on marketing email); kept on the row, sent with the email. */
  headers?: Record<string, string>
  /** The text holds a code or link that works until then: it is redacted after delivery. */
  secretUntil?: Date
}

export function queueEmail(db: Db, email: EmailInput) {
  return db.outboxMessage.create({
    data: {
      channel: 'EMAIL',
      to: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      ...(email.headers ? { headers: email.headers } : {}),
      secretUntil: email.secretUntil ?? null,
    },
  })
}

export function queueSms(db: Db, sms: { to: string; message: string; secretUntil?: Date }) {
  return db.outboxMessage.create({
    data: { channel: 'SMS', to: sms.to, text: sms.message, secretUntil: sms.secretUntil ?? null },
  })
}

/**
 * What stays of a message that carried a code or link (decision 028): the outbox is a record of
 * what was sent to whom, not a second copy of credentials that anyone with database access (a
 * backup, a support query) could use.
 */
export const REDACTED_TEXT =
  'This message held a one-time sign-in code or password reset link. It was removed from our records once it was delivered or had expired.'

const redacted = { text: REDACTED_TEXT, html: null, secretUntil: null }

/** How long a message is kept as a record, delivered or not. */
export const OUTBOX_RETENTION_DAYS = 30

/**
 * Housekeeping of the outbox: the text of messages whose code or link has expired is redacted
 * (those that were never delivered, e.g. kept because no provider is configured), and messages
 * older than the retention are deleted.
 */
export async function pruneOutbox(now = new Date()) {
  const [expired, old] = await Promise.all([
    prisma.outboxMessage.updateMany({ where: { secretUntil: { lte: now } }, data: redacted }),
    prisma.outboxMessage.deleteMany({
      where: {
        createdAt: { lt: new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000) },
        status: { in: ['SENT', 'KEPT', 'FAILED'] },
      },
    }),
  ])
  return { redacted: expired.count, deleted: old.count }
}

let transport: nodemailer.Transporter | undefined
function mailTransport(url: string) {
  transport ??= nodemailer.createTransport(url)
  return transport
}

async function send(message: OutboxMessage): Promise<'SENT' | 'KEPT'> {
  const env = getEnv()
  if (message.channel === 'EMAIL') {
    if (!env.SMTP_URL) return 'KEPT'
    await mailTransport(env.SMTP_URL).sendMail({
      from: env.MAIL_FROM,
      to: message.to,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.headers ? { headers: message.headers as Record<string, string> } : {}),
    })
    return 'SENT'
  }
  if (!env.SMS_API_URL) return 'KEPT'
  const response = await fetch(`${env.SMS_API_URL.replace(/\/$/, '')}/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${env.SMS_API_KEY}` },
    body: JSON.stringify({ to: message.to, message: message.text }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`SMS provider answered ${response.status}`)
  return 'SENT'
}

/**
 * Delivers one queued message. Never throws: a provider failure is recorded on the row (and
 * retried by deliverPending), so the request that queued it still succeeds.
 */
function showKeptText() {
  const env = getEnv()
  return env.EMBEDDED_DB || env.MOCKS || env.NODE_ENV === 'development'
}

export async function deliver(id: string) {
  // Claim the row so two instances never send the same message.
  const claimed = await prisma.outboxMessage.updateMany({
    where: { id, status: { in: ['PENDING', 'FAILED'] } },
    data: { attempts: { increment: 1 }, status: 'PENDING' },
  })
  if (!claimed.count) return
  const message = await prisma.outboxMessage.findUniqueOrThrow({ where: { id } })
  try {
    const status = await send(message)
    await prisma.outboxMessage.update({
      where: { id },
      data: {
        status,
        sentAt: status === 'SENT' ? new Date() : null,
        lastError: null,
        // Delivered: the code or link now lives only in the recipient's inbox.
        ...(status === 'SENT' && message.secretUntil ? redacted : {}),
      },
    })
    if (status === 'KEPT') {
      console.info(
        `outbox: ${message.channel} to ${message.to} kept (no provider configured)` +
          (message.subject ? `: ${message.subject}` : '') +
          // On a developer's machine the log is the inbox: show the code or link. Never on a
          // real deployment, where logs are kept and read by others.
          (showKeptText() ? `\n${message.text}` : ''),
      )
    }
  } catch (error) {
    console.error(`outbox: ${message.channel} to ${message.to} failed`, error)
    await prisma.outboxMessage.update({
      where: { id },
      data: {
        status: 'FAILED',
        lastError: String((error as Error).message ?? error).slice(0, 500),
      },
    })
  }
}

/** Retries messages that are still pending or failed (fewer than 5 attempts). */
export async function deliverPending(limit = 50) {
  const rows = await prisma.outboxMessage.findMany({
    where: { status: { in: ['PENDING', 'FAILED'] }, attempts: { lt: 5 } },
    orderBy: { createdAt: 'asc' },
    take: limit,
    select: { id: true },
  })
  for (const row of rows) await deliver(row.id)
  return rows.length
}

/** The newest messages to an address: for dev screens and tests. */
export function outboxFor(to: string, take = 20) {
  return prisma.outboxMessage.findMany({ where: { to }, orderBy: { createdAt: 'desc' }, take })
}
