import { formatCalendarDay, formatDateTime } from '#app/utils/dates.ts'
import { SHIPMENT_STATUS_LABELS } from '#app/utils/shipment.ts'
import { prisma } from '../platform/db.server.ts'
import { shippingConfig } from './shipping-config.server.ts'
import { SHIPMENT_PROBLEMS } from './shiprocket-status.server.ts'

/**
 * The courier's part of the admin order page (decision 058): the live booking (AWB, courier,
 * pickup, status, the scans newest first) and what staff may do with it.
 */
export async function adminShipmentPanel(orderId: string, orderStatus: string) {
  const rows = await prisma.shipment.findMany({
    where: { orderId },
    orderBy: { createdAt: 'desc' },
    include: { events: { orderBy: { occurredAt: 'desc' }, take: 30 } },
  })
  const live = rows.find((r) => r.status !== 'CANCELLED') ?? null
  const mode = shippingConfig().mode
  return {
    mode,
    standIn: mode === 'standin',
    cancelled: rows.filter((r) => r.status === 'CANCELLED').map((r) => r.awb ?? r.idempotencyKey),
    canBook: mode !== 'off' && orderStatus === 'IN_PRODUCTION' && !live?.awb,
    live: live && {
      id: live.id,
      key: live.idempotencyKey,
      awb: live.awb,
      courierName: live.courierName,
      trackingUrl: live.trackingUrl,
      status: live.status,
      statusLabel: SHIPMENT_STATUS_LABELS[live.status],
      problem: SHIPMENT_PROBLEMS.includes(live.status),
      weightGrams: live.weightGrams,
      pickupLabel: live.pickupDate ? formatCalendarDay(live.pickupDate) : null,
      bookedBy: live.bookedBy,
      bookedLabel: formatDateTime(live.createdAt),
      unfinished: !live.awb,
      canCancel: live.status === 'BOOKED' || live.status === 'PICKUP_SCHEDULED',
      labelUrl: live.awb ? `/admin/orders/${encodeURIComponent(orderId)}/label.pdf` : null,
      events: live.events.map((e) => ({
        id: e.id,
        statusLabel: SHIPMENT_STATUS_LABELS[e.status],
        providerStatus: e.providerStatus,
        description: e.description,
        location: e.location,
        atLabel: formatDateTime(e.occurredAt),
      })),
    },
  }
}
export type AdminShipmentPanel = Awaited<ReturnType<typeof adminShipmentPanel>>
