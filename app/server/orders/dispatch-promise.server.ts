/**
 * The dispatch promise while the shopper holds the proof (decision 054). `Order.dispatchBy` is set
 * at payment (production days from payment, working days as the delivery dates count them:
 * Sundays and the shop's holidays off, the 1 pm IST cut-off, decision 051). Production cannot start
 * before every item is approved, so the time an order waits on the shopper (a proof to approve, a
 * change asked of them) moves the promise: it counts from payment plus that wait. Staff's own
 * checking time does not move it (a slow check stays late in the admin). Recomputed, never moved
 * earlier, in the transaction of the last approval; and shown to the shopper while they hold it
 * ("Dispatch by <date> once you approve").
 */
import type { Prisma } from '@prisma/client'
import { formatCalendarDay } from '#app/utils/dates.ts'
import { SHOPPER_TURN, type PrepressStatus } from '#app/utils/prepress.ts'
import { holidaySet } from '../delivery/holidays.server.ts'
import { prisma } from '../platform/db.server.ts'
import { dispatchDeadline, dispatchDayOf } from './tracking.server.ts'

type Tx = Prisma.TransactionClient
type Db = Tx | typeof prisma

export interface PrepressMoment {
  orderItemId: string
  status: PrepressStatus
  createdAt: Date
}

/**
 * How long (ms) at least one item of the order was the shopper's turn, from the prepress log: an
 * item's wait opens with a line in a shopper's-turn state and closes with the next line outside
 * them (approved, a change asked, a new file); one still open counts up to `now`. The waits of
 * several items are merged, so time two items waited together counts once.
 */
export function shopperWaitMs(events: PrepressMoment[], now: Date) {
  const open = new Map<string, number>()
  const spans: [number, number][] = []
  const sorted = [...events].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  for (const e of sorted) {
    const at = e.createdAt.getTime()
    const waiting = (SHOPPER_TURN as readonly string[]).includes(e.status)
    const since = open.get(e.orderItemId)
    if (waiting && since === undefined) open.set(e.orderItemId, at)
    if (!waiting && since !== undefined) {
      spans.push([since, at])
      open.delete(e.orderItemId)
    }
  }
  for (const since of open.values()) spans.push([since, Math.max(since, now.getTime())])
  spans.sort((a, b) => a[0] - b[0])
  let total = 0
  let end = -Infinity
  for (const [from, to] of spans) {
    if (to <= end) continue
    total += to - Math.max(from, end)
    end = to
  }
  return total
}

async function orderFacts(db: Db, orderId: string) {
  const order = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      status: true,
      paidAt: true,
      dispatchBy: true,
      items: {
        select: {
          prepressStatus: true,
          product: { select: { productionDays: true } },
          prepressEvents: { select: { orderItemId: true, status: true, createdAt: true } },
        },
      },
    },
  })
  return {
    ...order,
    productionDays: Math.max(1, ...order.items.map((i) => i.product.productionDays)),
    events: order.items.flatMap((i) => i.prepressEvents),
  }
}

/** The promise once the shopper's wait up to `now` is counted; never earlier than the one held. */
function promiseAfterWait(
  facts: Awaited<ReturnType<typeof orderFacts>>,
  now: Date,
  holidays: ReadonlySet<string>,
) {
  const start = new Date((facts.paidAt ?? now).getTime() + shopperWaitMs(facts.events, now))
  const due = dispatchDeadline(start, facts.productionDays, holidays)
  return facts.dispatchBy && facts.dispatchBy >= due ? facts.dispatchBy : due
}

/**
 * In the transaction of an approval: when it was the order's last item, the promise moves by the
 * time the order waited on the shopper, with a line on the order's timeline when it changed.
 * Locks the order row first, so of two last approvals at once the second sees the first.
 */
export async function moveDispatchOnApproval(tx: Tx, orderId: string, now: Date) {
  await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`
  const left = await tx.orderItem.count({
    where: { orderId, prepressStatus: { not: 'APPROVED' } },
  })
  if (left) return null
  const facts = await orderFacts(tx, orderId)
  if (facts.status !== 'PAID') return null
  const due = promiseAfterWait(facts, now, await holidaySet())
  if (facts.dispatchBy && due.getTime() === facts.dispatchBy.getTime()) return null
  await tx.order.update({ where: { id: orderId }, data: { dispatchBy: due } })
  await tx.orderEvent.create({
    data: {
      orderId,
      status: 'PAID',
      kind: 'dispatch',
      actor: 'system',
      createdAt: now,
      note: `Every proof is approved and printing starts: expected to be dispatched by ${formatCalendarDay(dispatchDayOf(due))}.`,
    },
  })
  return due
}

/**
 * While the shopper holds an item (their turn), the dispatch date if they approve now: what the
 * order page and the proof page say ("Dispatch by <date> once you approve"). Null otherwise.
 */
export async function dispatchOnceApproved(orderId: string, now = new Date()) {
  const facts = await orderFacts(prisma, orderId)
  if (facts.status !== 'PAID') return null
  if (!facts.items.some((i) => (SHOPPER_TURN as readonly string[]).includes(i.prepressStatus)))
    return null
  return dispatchDayOf(promiseAfterWait(facts, now, await holidaySet()))
}
