/**
 * Staff's views of prepress (decision 048): the queue of paid orders with items not yet approved,
 * counted by state, and one order's items with their prepress state and log. The moves themselves
 * are orders/prepress.server.ts.
 */
import type { Prisma, PrepressStatus } from '@prisma/client'
import { formatDate, formatDateTime, formatElapsed } from '#app/utils/dates.ts'
import {
  AWAITING_FILE,
  isPrepressStatus,
  PREPRESS_QUEUE_LIMIT,
  PREPRESS_STAFF_LABELS,
  PREPRESS_STATUSES,
  STAFF_TURN,
  WAITING_FOR_FILE_LABEL,
} from '#app/utils/prepress.ts'
import { dispatchDayOf } from '../orders/tracking.server.ts'
import { prisma } from '../platform/db.server.ts'
import { cachedAdmin } from './admin-cache.server.ts'

/**
 * How many items of paid orders wait in each state (the admin menu's and the queue's counts), kept
 * while the admin data version stands (decision 068): every admin page shows the menu's count.
 */
export function prepressCounts() {
  return cachedAdmin('prepress-counts', readPrepressCounts)
}

async function readPrepressCounts() {
  const rows = await prisma.orderItem.groupBy({
    by: ['prepressStatus', 'awaitingArtwork'],
    where: { prepressStatus: { not: 'APPROVED' }, order: { status: 'PAID' } },
    _count: { _all: true },
  })
  const counts = Object.fromEntries(PREPRESS_STATUSES.map((s) => [s, 0])) as Record<
    PrepressStatus,
    number
  >
  // An item still waiting for the shopper's file is nobody's to check yet: counted apart.
  let awaitingFile = 0
  for (const row of rows)
    if (row.awaitingArtwork) awaitingFile += row._count._all
    else counts[row.prepressStatus] += row._count._all
  const staffTurn = STAFF_TURN.reduce((sum, s) => sum + counts[s], 0)
  return { counts, awaitingFile, staffTurn }
}

/** "3 hours", "2 days": how long an item has waited in its state. */
const waited = (since: Date, now: Date) =>
  formatElapsed(since, now).replace(/ ago$/, '').replace('just now', 'under a minute')

export type PrepressFilter = Exclude<PrepressStatus, 'APPROVED'> | typeof AWAITING_FILE

function filterOf(status: string | null): PrepressFilter | null {
  if (status === AWAITING_FILE) return AWAITING_FILE
  return status && isPrepressStatus(status) && status !== 'APPROVED' ? status : null
}

/** The items a filter picks (any not approved without one). */
function itemsOf(filter: PrepressFilter | null): Prisma.OrderItemWhereInput {
  if (filter === AWAITING_FILE)
    return { awaitingArtwork: true, prepressStatus: { not: 'APPROVED' } }
  if (filter === 'CHECKING') return { awaitingArtwork: false, prepressStatus: 'CHECKING' }
  return { prepressStatus: filter ?? { not: 'APPROVED' } }
}

/**
 * Paid orders with an item in `status` (default: any not approved), oldest payment first: the
 * order a press works in. At most 100; the counts say how many there are in all. Each item says
 * since when it is in its state (its last prepress move, its late file, or the payment).
 */
export async function prepressQueue(status: string | null, now = new Date()) {
  const filter = filterOf(status)
  const orders = await prisma.order.findMany({
    where: { status: 'PAID', items: { some: itemsOf(filter) } },
    orderBy: [{ paidAt: 'asc' }, { id: 'asc' }],
    take: PREPRESS_QUEUE_LIMIT,
    select: {
      id: true,
      number: true,
      paidAt: true,
      createdAt: true,
      dispatchBy: true,
      printAsIs: true,
      email: true,
      items: {
        orderBy: { id: 'asc' },
        select: {
          id: true,
          productName: true,
          prepressStatus: true,
          awaitingArtwork: true,
          artworkReceivedAt: true,
          prepressEvents: {
            orderBy: { createdAt: 'desc' },
            take: 1,
            select: { createdAt: true },
          },
        },
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
      dispatchLabel: order.dispatchBy ? formatDate(dispatchDayOf(order.dispatchBy)) : '',
      staffTurn: order.items.some(
        (i) => !i.awaitingArtwork && STAFF_TURN.includes(i.prepressStatus),
      ),
      items: order.items.map((item, index) => {
        const since =
          item.prepressEvents[0]?.createdAt ??
          item.artworkReceivedAt ??
          order.paidAt ??
          order.createdAt
        return {
          id: item.id,
          position: index + 1,
          productName: item.productName,
          status: item.prepressStatus,
          label:
            item.awaitingArtwork && item.prepressStatus !== 'APPROVED'
              ? WAITING_FOR_FILE_LABEL
              : PREPRESS_STAFF_LABELS[item.prepressStatus],
          sinceLabel: formatDateTime(since),
          waitedLabel: item.prepressStatus === 'APPROVED' ? '' : waited(since, now),
        }
      }),
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
          label:
            item.awaitingArtwork && item.prepressStatus !== 'APPROVED'
              ? WAITING_FOR_FILE_LABEL
              : PREPRESS_STAFF_LABELS[item.prepressStatus],
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
  'file-received': 'File received from the shopper: to check',
  'shopper-file': 'Shopper sent a new file: to check',
}
