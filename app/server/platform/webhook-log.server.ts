import crypto from 'node:crypto'
import type { Prisma } from '@prisma/client'
import { prisma } from './db.server.ts'
import { AppError } from './errors.server.ts'
import { enforceLimits, RATE_LIMITS } from './rate-limit.server.ts'

/**
 * The webhook log every provider's deliveries share (decision 025: Razorpay's payments, decision
 * 058: Shiprocket's parcels): a forged delivery is logged in a bounded size and rate-limited per
 * source; a valid one is stored once per (provider, event id) and handed to its job; processing
 * claims the row, runs the provider's handler and records the outcome, and staff's Re-run goes
 * through the same handler. Handlers only ever move things forward, so a repeat changes nothing.
 */

export interface WebhookOutcome {
  text: string
  /** Valid but nothing to do: an event we do not use, or one whose change was already made. */
  ignored?: boolean
}

export type WebhookHandler = (
  eventType: string,
  payload: Record<string, unknown>,
) => Promise<WebhookOutcome>

export const WEBHOOK_RERUN_MESSAGES = {
  notFound: 'Webhook delivery not found',
  rejected:
    'This delivery failed the signature check, so it was never applied and cannot be re-run.',
} as const

/** How much of a rejected (forged) delivery's body is kept for the admin to look at. */
const REJECTED_PAYLOAD_CHARS = 4096

/** The body as JSON for the log (or what could be read of it) and its event type. */
export function parseWebhookBody(
  rawBody: string,
  typeOf: (body: Record<string, unknown>) => unknown,
) {
  let payload: Prisma.InputJsonValue = {}
  let eventType = 'unknown'
  try {
    const parsed = JSON.parse(rawBody) as Record<string, unknown>
    if (parsed && typeof parsed === 'object') {
      payload = parsed as Prisma.InputJsonValue
      const type = typeOf(parsed)
      eventType = typeof type === 'string' && type ? type.slice(0, 100) : 'unknown'
    }
  } catch {
    payload = { unparsable: rawBody.slice(0, 2000) }
  }
  return { payload, eventType }
}

/** The sender's event id, or a hash of the body when it sends none. */
export function webhookEventId(header: string | null, rawBody: string) {
  return (
    header?.trim() ||
    `body-${crypto.createHash('sha256').update(rawBody).digest('hex').slice(0, 32)}`
  ).slice(0, 200)
}

interface Delivery {
  provider: string
  eventId: string
  eventType: string
  payload: Prisma.InputJsonValue
  signature: string
  rawBody: string
  source: string | null
}

/** A forged delivery: logged (bounded, at most 20 an hour from one source), then refused 400. */
export async function rejectWebhook(
  { rawBody, source, ...base }: Delivery,
  message: string,
): Promise<never> {
  await enforceLimits([[RATE_LIMITS.rejectedWebhookPerIp, source ?? 'unknown']])
  await prisma.webhookEvent.create({
    data: {
      ...base,
      payload:
        rawBody.length > REJECTED_PAYLOAD_CHARS
          ? { truncated: rawBody.slice(0, REJECTED_PAYLOAD_CHARS) }
          : base.payload,
      signatureValid: false,
      status: 'REJECTED',
      outcome: 'Signature did not match',
    },
  })
  throw new AppError(400, message, { code: 'BAD_SIGNATURE' })
}

/** A valid delivery stored once and queued with `queue`; a repeat is counted, not queued again. */
export async function storeWebhook(
  { rawBody: _raw, source: _source, ...base }: Delivery,
  queue: (webhookEventId: string) => Promise<unknown>,
) {
  try {
    const row = await prisma.webhookEvent.create({
      data: { ...base, signatureValid: true },
      select: { id: true },
    })
    await queue(row.id)
    return { id: row.id, duplicate: false }
  } catch (error) {
    if ((error as { code?: string }).code !== 'P2002') throw error
    const first = await prisma.webhookEvent.findFirstOrThrow({
      where: { provider: base.provider, eventId: base.eventId, signatureValid: true },
      select: { id: true },
    })
    await prisma.webhookEvent.update({
      where: { id: first.id },
      data: { deliveries: { increment: 1 } },
    })
    return { id: first.id, duplicate: true }
  }
}

/**
 * Staff's "Re-run" (admin webhooks): applies a valid delivery again through the same handler,
 * whatever its status. Re-running an applied one changes nothing and answers `changed: false`;
 * the delivery keeps the status and outcome of the run that did the work. A delivery whose
 * signature failed is refused: it was never trusted.
 */
export async function rerunLoggedWebhook(id: string, handle: WebhookHandler) {
  const event = await prisma.webhookEvent.findUnique({
    where: { id },
    select: { signatureValid: true },
  })
  if (!event) throw new AppError(404, WEBHOOK_RERUN_MESSAGES.notFound)
  if (!event.signatureValid)
    throw new AppError(409, WEBHOOK_RERUN_MESSAGES.rejected, { code: 'SIGNATURE_INVALID' })
  const result = await runLoggedWebhook(id, { rerun: true }, handle)
  if (!result) throw new AppError(404, WEBHOOK_RERUN_MESSAGES.notFound)
  return result
}

/** Claims a stored delivery, runs its handler and records what it did; null when not claimable. */
export async function runLoggedWebhook(
  id: string,
  { rerun }: { rerun: boolean },
  handle: WebhookHandler,
) {
  const claimed = await prisma.webhookEvent.updateMany({
    where: {
      id,
      signatureValid: true,
      ...(rerun ? {} : { status: { in: ['RECEIVED', 'FAILED'] } }),
    },
    data: { attempts: { increment: 1 } },
  })
  if (!claimed.count) return null
  const event = await prisma.webhookEvent.findUniqueOrThrow({ where: { id } })
  // An applied delivery keeps the record of the run that applied it when a re-run does nothing.
  const settled = event.status === 'PROCESSED' || event.status === 'IGNORED'
  const started = performance.now()
  const elapsed = () => Math.max(0, Math.round(performance.now() - started))
  try {
    const outcome: WebhookOutcome = await handle(
      event.eventType,
      event.payload as Record<string, unknown>,
    )
    const processingMs = elapsed()
    const record = {
      outcome: outcome.text.slice(0, 500),
      processedAt: new Date(),
      processingMs,
      error: null,
    }
    if (!outcome.ignored) {
      await prisma.webhookEvent.update({ where: { id }, data: { ...record, status: 'PROCESSED' } })
    } else {
      // "Nothing to do" never overwrites the record of a run that did the work (this delivery
      // re-run, or two runs at once): PROCESSED wins.
      const noted =
        rerun && settled
          ? 0
          : (
              await prisma.webhookEvent.updateMany({
                where: { id, status: { not: 'PROCESSED' } },
                data: { ...record, status: 'IGNORED' },
              })
            ).count
      if (!noted)
        await prisma.webhookEvent.update({ where: { id }, data: { processingMs, error: null } })
    }
    return { text: outcome.text, changed: !outcome.ignored }
  } catch (error) {
    const message = String((error as Error)?.message ?? error).slice(0, 500)
    await prisma.webhookEvent.update({
      where: { id },
      // A failed re-run of an applied delivery does not undo what it did: only the error is noted.
      data: settled
        ? { processingMs: elapsed(), error: `Re-run failed: ${message}`.slice(0, 500) }
        : { status: 'FAILED', processingMs: elapsed(), error: message },
    })
    if (rerun) throw new AppError(502, `The re-run failed: ${message}`, { code: 'RERUN_FAILED' })
    throw error
  }
}
