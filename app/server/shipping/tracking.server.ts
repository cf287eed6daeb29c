import crypto from 'node:crypto'
import type { Prisma, Shipment, ShipmentStatus } from '@prisma/client'
import { advanceOrderIn, deliverAll, queueShippedMessages } from '../orders/fulfilment.server.ts'
import { prisma } from '../platform/db.server.ts'
import { defineJob } from '../platform/jobs.server.ts'
import {
  parseWebhookBody,
  rejectWebhook,
  rerunLoggedWebhook,
  runLoggedWebhook,
  storeWebhook,
  webhookEventId,
  type WebhookOutcome,
} from '../platform/webhook-log.server.ts'
import { cancelUnwantedParcels, shippingProvider } from './book.server.ts'
import { webhookTokenMatches } from './shipping-config.server.ts'
import type { ParcelTracking, ShippingProvider, TrackingScan } from './shipping-provider.server.ts'
import { scanFrom, shiprocketTime } from './shiprocket.server.ts'
import {
  movesForward,
  SHIPMENT_LIVE,
  shiprocketStatus,
  WITH_COURIER,
} from './shiprocket-status.server.ts'

/**
 * The courier's news about a parcel (decision 058), from Shiprocket's webhook or the reconciler's
 * poll, applied in one place: each scan is one ShipmentEvent (unique per shipment and scan, so a
 * redelivered webhook or a poll that overlaps adds nothing), the parcel's status only moves
 * forward, and the order follows: picked up → shipped (the customer's email and SMS queued once,
 * in the same transaction), delivered → delivered (points usable). A parcel in trouble (failed
 * attempt, RTO, lost) shows in the admin's needs-attention list (admin/order-flags.server.ts).
 */

type Tx = Prisma.TransactionClient

export const SHIPROCKET_WEBHOOK_MESSAGES = {
  badToken: 'Invalid webhook token',
} as const

export const shiprocketWebhookJob = defineJob<{ webhookEventId: string }>(
  'shiprocket-webhook',
  ({ webhookEventId }) => processShiprocketWebhook(webhookEventId),
  { retryLimit: 8, retryDelaySeconds: 30 },
)

/** Stores a delivery and queues it; a wrong or missing x-api-key is logged and refused 400. */
export async function receiveShiprocketWebhook({
  rawBody,
  token,
  source = null,
}: {
  rawBody: string
  token: string | null
  source?: string | null
}) {
  const delivery = {
    provider: 'shiprocket',
    // Shiprocket sends no event id: the same scan redelivered is the same body.
    eventId: webhookEventId(null, rawBody),
    ...parseWebhookBody(rawBody, (body) =>
      body.awb ? `shipment.${String(body.current_status ?? 'unknown').toLowerCase()}` : null,
    ),
    signature: '',
    rawBody,
    source,
  }
  if (!webhookTokenMatches(token))
    return rejectWebhook(delivery, SHIPROCKET_WEBHOOK_MESSAGES.badToken)
  return storeWebhook(delivery, (webhookEventId) =>
    shiprocketWebhookJob.send({ webhookEventId }, { singletonKey: webhookEventId }),
  )
}

export async function processShiprocketWebhook(id: string) {
  const result = await runLoggedWebhook(id, { rerun: false }, handleShiprocket)
  return result ? result.text : 'not pending'
}

/** Staff's Re-run of a Shiprocket delivery (admin webhooks). */
export function rerunShiprocketWebhook(id: string) {
  return rerunLoggedWebhook(id, handleShiprocket)
}

/** A webhook's body as tracking news: its scans and the parcel's current status. */
export function trackingFromWebhook(body: Record<string, unknown>): ParcelTracking {
  const scans = (
    Array.isArray(body.scans) ? (body.scans as Record<string, unknown>[]) : []
  ).flatMap((a) => {
    const scan = scanFrom(a)
    return scan ? [scan] : []
  })
  const providerStatus = String(body.current_status ?? body.shipment_status ?? '')
  const status = shiprocketStatus(body.current_status_id ?? body.shipment_status_id, providerStatus)
  // The current status as a scan of its own, when the body's scans do not already say it.
  const at = shiprocketTime(body.current_timestamp)
  if (status && at && !scans.some((s) => s.status === status))
    scans.push({
      status,
      providerStatus,
      location: '',
      description: providerStatus,
      occurredAt: at,
    })
  return { status, providerStatus, scans }
}

async function handleShiprocket(
  _type: string,
  body: Record<string, unknown>,
): Promise<WebhookOutcome> {
  const awb = String(body.awb ?? '').trim()
  if (!awb) return { text: 'No AWB in the event', ignored: true }
  return applyTracking(awb, trackingFromWebhook(body), 'shiprocket')
}

const scanKey = (awb: string, scan: TrackingScan) =>
  crypto
    .createHash('sha256')
    .update([awb, scan.providerStatus, scan.occurredAt.toISOString(), scan.description].join('|'))
    .digest('hex')
    .slice(0, 40)

/**
 * Applies what the courier says about the parcel with this AWB; safe to run twice. Answers what
 * changed ("ignored" when nothing did), for the webhook log and the reconciler.
 */
export async function applyTracking(
  awb: string,
  tracking: ParcelTracking,
  actor: string,
): Promise<WebhookOutcome> {
  let messageIds: string[] = []
  const outcome = await prisma.$transaction(
    async (tx): Promise<WebhookOutcome> => {
      const shipment = await tx.shipment.findFirst({
        where: { awb },
        orderBy: { createdAt: 'desc' },
      })
      if (!shipment) return { text: `Unknown AWB ${awb}`, ignored: true }
      const known = tracking.scans.filter((s) => s.occurredAt.getTime() <= Date.now() + 3_600_000)
      const added = await tx.shipmentEvent.createMany({
        data: known.map((scan) => ({
          shipmentId: shipment.id,
          eventKey: scanKey(awb, scan),
          status: scan.status ?? shipment.status,
          providerStatus: scan.providerStatus,
          location: scan.location,
          description: scan.description,
          occurredAt: scan.occurredAt,
        })),
        skipDuplicates: true,
      })
      const latest = [...known].sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime())[0]
      const next = tracking.status ?? latest?.status ?? null
      const lastEventAt =
        latest && (!shipment.lastEventAt || latest.occurredAt > shipment.lastEventAt)
          ? latest.occurredAt
          : undefined
      let status: ShipmentStatus = shipment.status
      if (next && movesForward(shipment.status, next)) {
        const moved = await tx.shipment.updateMany({
          where: { id: shipment.id, status: shipment.status },
          data: { status: next, lastEventAt: lastEventAt ?? new Date() },
        })
        if (moved.count) status = next
      } else if (lastEventAt) {
        await tx.shipment.update({ where: { id: shipment.id }, data: { lastEventAt } })
      }
      const orderMoves = await followOrder(tx, shipment, status, known, actor)
      messageIds = orderMoves.messageIds
      const what = [
        status !== shipment.status ? `Parcel ${awb}: ${shipment.status} → ${status}` : null,
        added.count ? `${added.count} new scan${added.count === 1 ? '' : 's'}` : null,
        ...orderMoves.notes,
      ].filter(Boolean)
      return what.length
        ? { text: what.join('; ') }
        : { text: `Parcel ${awb}: nothing new (${status})`, ignored: true }
    },
    { maxWait: 15_000, timeout: 30_000 },
  )
  await deliverAll(messageIds)
  return outcome
}

/** The order follows its parcel: shipped once the courier has it, delivered when it is. */
async function followOrder(
  tx: Tx,
  shipment: Shipment,
  status: ShipmentStatus,
  scans: TrackingScan[],
  actor: string,
) {
  const notes: string[] = []
  let messageIds: string[] = []
  if (!WITH_COURIER.includes(status)) return { notes, messageIds }
  const firstWith = (statuses: readonly ShipmentStatus[]) =>
    scans
      .filter(
        (s) => s.status && statuses.includes(s.status) && s.occurredAt.getTime() <= Date.now(),
      )
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())[0]?.occurredAt
  const courier = shipment.courierName ?? 'Courier'
  const shipped = await advanceOrderIn(tx, {
    orderId: shipment.orderId,
    from: 'IN_PRODUCTION',
    to: 'SHIPPED',
    actor,
    at: firstWith(WITH_COURIER),
    note: `Picked up by ${courier}, AWB ${shipment.awb}`,
    data: { courier, trackingNumber: shipment.awb },
    after: async (t, order) => {
      messageIds = await queueShippedMessages(t, order.id, actor)
    },
  })
  if (shipped) notes.push('order shipped, customer emailed and texted')
  if (status === 'DELIVERED') {
    const delivered = await advanceOrderIn(tx, {
      orderId: shipment.orderId,
      from: 'SHIPPED',
      to: 'DELIVERED',
      actor,
      at: firstWith(['DELIVERED']),
      note: `Delivered by ${courier}, AWB ${shipment.awb}`,
    })
    if (delivered) notes.push('order delivered')
  }
  return { notes, messageIds }
}

/** A parcel with no news for this long is asked about (the reconciler). */
export const QUIET_HOURS = 24

/**
 * The reconciler: every live parcel with no scan for 24 hours (and not asked in the last 6) is
 * tracked with the courier, and what it says is applied as a webhook would be. A lost webhook
 * (our server down, a delivery Shiprocket gave up on) cannot leave an order unshipped for ever.
 */
export async function reconcileShipments({
  now = new Date(),
  provider,
  limit = 100,
}: { now?: Date; provider?: ShippingProvider; limit?: number } = {}) {
  const quiet = new Date(now.getTime() - QUIET_HOURS * 3_600_000)
  const asked = new Date(now.getTime() - 6 * 3_600_000)
  const parcels = await prisma.shipment.findMany({
    where: {
      status: { in: [...SHIPMENT_LIVE] },
      awb: { not: null },
      OR: [{ lastEventAt: null }, { lastEventAt: { lt: quiet } }],
      AND: [{ OR: [{ lastPolledAt: null }, { lastPolledAt: { lt: asked } }] }],
    },
    orderBy: { lastEventAt: 'asc' },
    take: limit,
    select: { id: true, awb: true },
  })
  const courier = provider ?? shippingProvider()
  const results: string[] = []
  for (const parcel of parcels) {
    await prisma.shipment.update({ where: { id: parcel.id }, data: { lastPolledAt: now } })
    try {
      const outcome = await applyTracking(
        parcel.awb!,
        await courier.track(parcel.awb!),
        'tracking poll',
      )
      results.push(outcome.text)
    } catch (error) {
      results.push(`Parcel ${parcel.awb}: ${(error as Error).message}`)
    }
  }
  // Parcels of orders refunded in full whose cancel the courier did not answer at the time.
  results.push(...(await cancelUnwantedParcels({ provider: courier })))
  return { polled: parcels.length, results }
}

/** Every hour: parcels quiet for 24 hours are tracked. */
export const shipmentReconcileJob = defineJob<Record<string, never>>(
  'shipment-reconcile',
  () => reconcileShipments(),
  { schedule: '17 * * * *', retryLimit: 1 },
)
