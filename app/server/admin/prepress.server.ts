/**
 * Staff's views of prepress (decision 048): the queue of paid orders with items not yet approved,
 * counted by state, and one order's items with their prepress state and log. The moves themselves
 * are orders/prepress.server.ts.
 */
import { PREPRESS_QUEUE_LIMIT } from '#app/utils/prepress.ts'
import type { PrepressStatus } from '@prisma/client'
import { formatDateTime } from '#app/utils/dates.ts'
import {
  isPrepressStatus,
  PREPRESS_STAFF_LABELS,
  PREPRESS_STATUSES,
  STAFF_TURN,
} from '#app/utils/prepress.ts'
import { prisma } from '../platform/db.server.ts'

/** How many items of paid orders wait in each state (the admin menu's and the queue's counts). */
export async function prepressCounts() {
  const rows = await prisma.orderItem.groupBy({
    by: ['prepressStatus'],
    where: { prepressStatus: { not: 'APPROVED' }, order: { status: 'PAID' } },
    _count: { _all: true },
  })
  const counts = Object.fromEntries(PREPRESS_STATUSES.map((s) => [s, 0])) as Record<
    PrepressStatus,
    number
  >
  for (const row of rows) counts[row.prepressStatus] = row._count._all
  const staffTurn = STAFF_TURN.reduce((sum, s) => sum + counts[s], 0)
  return { counts, staffTurn }
}

/**
 * Paid orders with an item in `status` (default: any not approved), oldest payment first: the
 * order a press works in. At most 100; the counts say how many there are in all.
 */
export async function prepressQueue(status: string | null) {
  const filter = status && isPrepressStatus(status) && status !== 'APPROVED' ? status : null
  const orders = await prisma.order.findMany({
    where: {
      status: 'PAID',
      items: { some: { prepressStatus: filter ?? { not: 'APPROVED' } } },
    },
    orderBy: [{ paidAt: 'asc' }, { id: 'asc' }],
    take: PREPRESS_QUEUE_LIMIT,
    select: {
      id: true,
      number: true,
      paidAt: true,
      dispatchBy: true,
      printAsIs: true,
      email: true,
      items: {
        orderBy: { id: 'asc' },
        select: { id: true, productName: true, prepressStatus: true, awaitingArtwork: true },
      },
    },
  })
  return {
    filter,
    orders: orders.map((order) => ({
      id: order.id,
      number: order.number,
      email: order.email,
      printAsIs: order.printAsIs,
      paidLabel: order.paidAt ? formatDateTime(order.paidAt) : '',
      dispatchLabel: order.dispatchBy ? formatDateTime(order.dispatchBy) : '',
      staffTurn: order.items.some((i) => STAFF_TURN.includes(i.prepressStatus)),
      items: order.items.map((item, index) => ({
        id: item.id,
        position: index + 1,
        productName: item.productName,
        status: item.prepressStatus,
        label: item.awaitingArtwork
          ? 'Awaiting the shopper’s file'
          : PREPRESS_STAFF_LABELS[item.prepressStatus],
      })),
    })),
  }
}

/** One order's items in prepress: state, who approved, the corrected file, the log. */
export async function prepressOfOrder(orderId: string) {
  if (!orderId || orderId.length > 64) return null
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      status: true,
      printAsIs: true,
      items: {
        orderBy: { id: 'asc' },
        select: {
          id: true,
          prepressStatus: true,
          awaitingArtwork: true,
          approvedAt: true,
          approvedBy: true,
          proofSentAt: true,
          proofRemindedAt: true,
          prepressUploadId: true,
          prepressEvents: {
            orderBy: { createdAt: 'asc' },
            select: { id: true, action: true, actor: true, note: true, createdAt: true },
          },
        },
      },
    },
  })
  if (!order) return null
  return {
    id: order.id,
    paid: order.status === 'PAID',
    printAsIs: order.printAsIs,
    items: Object.fromEntries(
      order.items.map((item) => [
        item.id,
        {
          status: item.prepressStatus,
          label: PREPRESS_STAFF_LABELS[item.prepressStatus],
          staffTurn:
            order.status === 'PAID' &&
            !item.awaitingArtwork &&
            STAFF_TURN.includes(item.prepressStatus),
          awaitingArtwork: item.awaitingArtwork,
          approvedLabel: item.approvedAt
            ? `${formatDateTime(item.approvedAt)} by ${item.approvedBy ?? 'unknown'}`
            : null,
          proofSentLabel: item.proofSentAt ? formatDateTime(item.proofSentAt) : null,
          remindedLabel: item.proofRemindedAt ? formatDateTime(item.proofRemindedAt) : null,
          /** Staff replaced the file: the print file is now their corrected PDF. */
          corrected: Boolean(item.prepressUploadId),
          events: item.prepressEvents.map((e) => ({
            id: e.id,
            what: EVENT_LABELS[e.action] ?? e.action,
            actor: e.actor,
            note: e.note,
            at: formatDateTime(e.createdAt),
          })),
        },
      ]),
    ),
  }
}

const EVENT_LABELS: Record<string, string> = {
  passed: 'Checked: proof sent to the shopper',
  fixed: 'Corrected file uploaded',
  asked: 'Asked the shopper for a change',
  reminded: 'Reminder sent',
  'change-requested': 'Shopper asked for a change',
  approved: 'Approved',
}
