import { formatDateTime, formatElapsed } from '#app/utils/dates.ts'
import {
  EVENT_TYPE_PATTERN,
  isWebhookStatus,
  RAZORPAY_EVENT_TYPES,
  WEBHOOK_STATUS_LABELS,
  WEBHOOK_STATUSES,
  type WebhookStatus,
} from '#app/utils/webhook-status.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { keysetPage } from './keyset.server.ts'
import { rerunWebhookEvent } from '../payments/webhooks.server.ts'
import { WEBHOOK_RERUN_MESSAGES } from '../platform/webhook-log.server.ts'
import { rerunShiprocketWebhook } from '../shipping/tracking.server.ts'

/**
 * The admin webhooks log: every Razorpay delivery received (decision 016 logs them in
 * WebhookEvent), newest first, filtered by status and type, keyset-paginated; the order each one
 * is about, found through the Razorpay ids in its payload; and whether deliveries have stopped
 * while orders keep coming (a webhook URL or secret gone wrong is otherwise silent).
 */

export const WEBHOOK_PAGE_SIZE = 25
/** No valid delivery for this long while orders are being placed: staff are warned. */
export const QUIET_AFTER_MS = 6 * 60 * 60 * 1000

export interface WebhookFilters {
  status: WebhookStatus | null
  type: string | null
}

/** The list's filters from its URL; an unknown status or a malformed type is a 400. */
export function parseWebhookFilters(params: URLSearchParams): WebhookFilters {
  const status = params.get('status')?.trim().toUpperCase() || null
  const type = params.get('type')?.trim() || null
  if (status && !isWebhookStatus(status))
    throw new AppError(400, `Unknown status "${status.slice(0, 40)}". Choose one from the list.`)
  if (type && !EVENT_TYPE_PATTERN.test(type))
    throw new AppError(400, `"${type.slice(0, 40)}" is not an event type.`)
  return { status: status as WebhookStatus | null, type }
}

type Payload = {
  payload?: Record<string, { entity?: Record<string, unknown> } | undefined>
}

/** The Razorpay order and payment ids a payload names (payment, order or refund entity). */
function gatewayIds(payload: unknown) {
  const entities = (payload as Payload | null)?.payload ?? {}
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null)
  return {
    orderId: text(entities.payment?.entity?.order_id) ?? text(entities.order?.entity?.id),
    paymentId: text(entities.payment?.entity?.id) ?? text(entities.refund?.entity?.payment_id),
  }
}

/** Our orders for a set of payloads: two queries whatever the page size. */
async function ordersFor(payloads: unknown[]) {
  const ids = payloads.map(gatewayIds)
  const orderIds = [...new Set(ids.flatMap((i) => (i.orderId ? [i.orderId] : [])))]
  const paymentIds = [...new Set(ids.flatMap((i) => (i.paymentId ? [i.paymentId] : [])))]
  const select = {
    providerOrderId: true,
    providerPaymentId: true,
    order: { select: { id: true, number: true } },
  } as const
  const [byOrder, byPayment] = await Promise.all([
    orderIds.length
      ? prisma.payment.findMany({ where: { providerOrderId: { in: orderIds } }, select })
      : [],
    paymentIds.length
      ? prisma.payment.findMany({ where: { providerPaymentId: { in: paymentIds } }, select })
      : [],
  ])
  const orders = new Map<string, { id: string; number: string }>()
  for (const p of byOrder) orders.set(`o:${p.providerOrderId}`, p.order)
  for (const p of byPayment)
    if (p.providerPaymentId) orders.set(`p:${p.providerPaymentId}`, p.order)
  return (payload: unknown) => {
    const { orderId, paymentId } = gatewayIds(payload)
    return (
      (orderId && orders.get(`o:${orderId}`)) || (paymentId && orders.get(`p:${paymentId}`)) || null
    )
  }
}

const processingLabel = (ms: number | null) => (ms === null ? '—' : `${ms} ms`)

/** One page of deliveries, the filter choices and the "last delivery" summary. */
export async function listWebhookDeliveries({
  filters,
  after,
  before,
  now = new Date(),
}: {
  filters: WebhookFilters
  after?: string | null
  before?: string | null
  now?: Date
}) {
  const where = {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.type ? { eventType: filters.type } : {}),
  }
  const quietSince = new Date(now.getTime() - QUIET_AFTER_MS)
  const [page, lastAny, lastValid, recentOrders] = await Promise.all([
    keysetPage({
      field: 'receivedAt',
      dir: 'desc',
      after,
      before,
      pageSize: WEBHOOK_PAGE_SIZE,
      find: ({ where: keyset, orderBy, take }) =>
        prisma.webhookEvent.findMany({
          where: { AND: [where, keyset] },
          orderBy,
          take,
          select: {
            id: true,
            eventId: true,
            eventType: true,
            signatureValid: true,
            status: true,
            outcome: true,
            error: true,
            deliveries: true,
            attempts: true,
            processingMs: true,
            receivedAt: true,
            payload: true,
          },
        }),
      valueOf: (row) => row.receivedAt,
    }),
    prisma.webhookEvent.findFirst({
      orderBy: { receivedAt: 'desc' },
      select: { receivedAt: true, eventType: true, status: true },
    }),
    prisma.webhookEvent.findFirst({
      where: { signatureValid: true },
      orderBy: { receivedAt: 'desc' },
      select: { receivedAt: true },
    }),
    prisma.order.count({ where: { createdAt: { gte: quietSince } } }),
  ])
  const orderOf = await ordersFor(page.rows.map((r) => r.payload))
  const quiet = recentOrders > 0 && (!lastValid || lastValid.receivedAt < quietSince)
  return {
    rows: page.rows.map((row) => ({
      id: row.id,
      eventId: row.eventId,
      eventType: row.eventType,
      signatureValid: row.signatureValid,
      status: row.status,
      statusLabel: WEBHOOK_STATUS_LABELS[row.status],
      outcome: row.outcome,
      error: row.error,
      deliveries: row.deliveries,
      attempts: row.attempts,
      processingLabel: processingLabel(row.processingMs),
      receivedLabel: formatDateTime(row.receivedAt),
      order: orderOf(row.payload),
    })),
    next: page.next,
    previous: page.previous,
    filters,
    statusOptions: WEBHOOK_STATUSES.map((value) => ({
      value,
      label: WEBHOOK_STATUS_LABELS[value],
    })),
    typeOptions: [
      ...new Set([...RAZORPAY_EVENT_TYPES, ...(filters.type ? [filters.type] : []), 'unknown']),
    ],
    last: lastAny
      ? {
          receivedLabel: formatDateTime(lastAny.receivedAt),
          elapsedLabel: formatElapsed(lastAny.receivedAt, now),
          eventType: lastAny.eventType,
          rejected: lastAny.status === 'REJECTED',
        }
      : null,
    lastValid: lastValid
      ? {
          receivedLabel: formatDateTime(lastValid.receivedAt),
          elapsedLabel: formatElapsed(lastValid.receivedAt, now),
        }
      : null,
    quietWarning: quiet
      ? `No valid webhook from Razorpay in the last 6 hours, while ${recentOrders} ${
          recentOrders === 1 ? 'order was' : 'orders were'
        } placed. Check the webhook URL and secret in the Razorpay Dashboard (Account & Settings → Webhooks) and RAZORPAY_WEBHOOK_SECRET.`
      : null,
  }
}

/** One delivery for its detail page: the payload pretty-printed, the checks and the outcome. */
export async function webhookDelivery(id: string) {
  const event = await prisma.webhookEvent.findUnique({ where: { id } })
  if (!event) throw new AppError(404, 'Webhook delivery not found')
  const order = (await ordersFor([event.payload]))(event.payload)
  return {
    id: event.id,
    provider: event.provider,
    eventId: event.eventId,
    eventType: event.eventType,
    signatureValid: event.signatureValid,
    signature: event.signature,
    status: event.status,
    statusLabel: WEBHOOK_STATUS_LABELS[event.status],
    outcome: event.outcome,
    error: event.error,
    deliveries: event.deliveries,
    attempts: event.attempts,
    processingLabel: processingLabel(event.processingMs),
    receivedLabel: formatDateTime(event.receivedAt),
    processedLabel: event.processedAt ? formatDateTime(event.processedAt) : null,
    payloadText: JSON.stringify(event.payload, null, 2),
    order,
    canRerun: event.signatureValid,
  }
}

/**
 * Staff's Re-run of one delivery, by its provider's handler: Razorpay's payments or Shiprocket's
 * parcels (decision 058). Both record the outcome in the same log.
 */
export async function rerunWebhookDelivery(id: string) {
  const event = await prisma.webhookEvent.findUnique({ where: { id }, select: { provider: true } })
  if (!event) throw new AppError(404, WEBHOOK_RERUN_MESSAGES.notFound)
  return event.provider === 'shiprocket' ? rerunShiprocketWebhook(id) : rerunWebhookEvent(id)
}
