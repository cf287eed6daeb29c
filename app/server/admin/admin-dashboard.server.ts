import { Prisma } from '@prisma/client'
import { addDays, eachDay, indiaDay } from '#app/utils/sales-report.ts'
import { prisma } from '../platform/db.server.ts'
import { ORDER_FLAG_ATTENTION } from '#app/utils/admin-orders.ts'
import { cachedAdmin } from './admin-cache.server.ts'
import { addSums, emptySums } from './sales-facts.server.ts'
import { ORDER_FLAGS, orderFlagSql, type OrderFlag } from './order-flags.server.ts'
import {
  changedDaysSql,
  figures,
  getSalesReport,
  type SalesFigures,
  type SalesPeriod,
} from './sales-report.server.ts'

/**
 * The admin dashboard: first what needs a person now (each a count and the link to the list of
 * those things), then the sales of today, the last 7 and the last 30 days. The sales figures are
 * the sales report's own (one daily report of the last 30 days, summed), so the dashboard and the
 * report never disagree.
 */

const MINUTE_MS = 60_000
/** Razorpay sends webhooks within seconds of a payment: none for this long while orders are paid means they are not reaching us. */
export const WEBHOOK_SILENCE_MS = 6 * 60 * MINUTE_MS
/** A payment this recent may still have its webhook on the way. */
const WEBHOOK_GRACE_MS = 5 * MINUTE_MS

export interface AttentionItem {
  key: string
  label: string
  count: number
  href: string
}

type CheckoutDay = { day: string; started: number; completed: number }

/**
 * Everything the dashboard reads besides the rollup, in one statement (decision 068): each
 * needs-attention count, the checkouts started per India day of the window (and how many were
 * completed), and the window's days whose sales rollup is out of date (read live by the report).
 */
async function dashboardFacts(now: Date, from: string, to: string) {
  const silenceFrom = new Date(now.getTime() - WEBHOOK_SILENCE_MS)
  const flagCount = (flag: OrderFlag) =>
    Prisma.sql`(SELECT count(*)::int FROM "Order" o WHERE ${orderFlagSql(flag, now)})`
  const [row] = await prisma.$queryRaw<
    [
      {
        flags: number[]
        failedWebhooks: number
        lastWebhook: Date | null
        paidMeanwhile: number
        pendingReviews: number
        checkouts: CheckoutDay[]
        changed: string[]
      },
    ]
  >`
    SELECT ARRAY[${Prisma.join(ORDER_FLAGS.map(flagCount))}] AS flags,
      (SELECT count(*)::int FROM "WebhookEvent" WHERE status = 'FAILED') AS "failedWebhooks",
      (SELECT max("receivedAt") FROM "WebhookEvent" WHERE "signatureValid") AS "lastWebhook",
      (SELECT count(*)::int FROM "Order" WHERE "paidAt" >= ${silenceFrom}
        AND "paidAt" < ${new Date(now.getTime() - WEBHOOK_GRACE_MS)}) AS "paidMeanwhile",
      (SELECT count(*)::int FROM "Review" WHERE status = 'PENDING') AS "pendingReviews",
      (SELECT coalesce(json_agg(c), '[]') FROM (
        SELECT india_day("createdAt")::text AS day, count(*)::int AS started,
               count(*) FILTER (WHERE status = 'COMPLETED')::int AS completed
        FROM "Checkout"
        WHERE "createdAt" >= ${from}::date::timestamp - interval '330 minutes'
          AND "createdAt" < ${to}::date::timestamp + interval '1110 minutes'
        GROUP BY 1) c) AS checkouts,
      (SELECT coalesce(array_agg(d.day), '{}') FROM (${changedDaysSql(from, to)}) d) AS changed`
  const counts = new Map(ORDER_FLAGS.map((flag, i) => [flag, row.flags[i]!]))
  const orderItem = (flag: OrderFlag): AttentionItem => ({
    key: flag,
    label: ORDER_FLAG_ATTENTION[flag],
    count: counts.get(flag) ?? 0,
    href: `/admin/orders?flag=${flag}`,
  })
  const silent = !row.lastWebhook || row.lastWebhook < silenceFrom
  const attention: AttentionItem[] = [
    orderItem('production-overdue'),
    orderItem('dispatch-overdue'),
    orderItem('awaiting-payment'),
    orderItem('preflight-failed'),
    orderItem('awaiting-artwork'),
    orderItem('delivery-problem'),
    {
      key: 'webhooks-failed',
      label: 'Payment webhooks that failed',
      count: row.failedWebhooks,
      href: '/admin/webhooks?status=FAILED',
    },
    {
      key: 'webhooks-silent',
      label: 'Orders paid while no Razorpay webhook arrived for 6 hours',
      count: silent ? row.paidMeanwhile : 0,
      href: '/admin/webhooks',
    },
    orderItem('refund-pending'),
    {
      key: 'reviews-pending',
      label: 'Reviews to moderate',
      count: row.pendingReviews,
      href: '/admin/reviews?status=PENDING',
    },
  ]
  return {
    attention: attention.filter((item) => item.count > 0),
    checkouts: new Map(row.checkouts.map((c) => [c.day, c])),
    changed: row.changed,
  }
}

export interface SalesWindow {
  key: 'today' | 'last-7-days' | 'last-30-days'
  label: string
  from: string
  to: string
  figures: SalesFigures
  checkouts: { started: number; completed: number }
  /** Per day, oldest first: the sparkline's points. */
  days: { day: string; netPaise: number; orders: number }[]
}

const WINDOWS = [
  { key: 'today', label: 'Today', days: 1 },
  { key: 'last-7-days', label: 'Last 7 days', days: 7 },
  { key: 'last-30-days', label: 'Last 30 days', days: 30 },
] as const

function sumPeriods(periods: SalesPeriod[]) {
  const sums = emptySums()
  for (const p of periods) addSums(sums, p)
  return figures(sums)
}

/**
 * The dashboard as of `now`: two to four queries (the facts above, then the rollup's stored days
 * and the live ones in parallel). `cachedDashboard` is what the page shows.
 */
export async function getDashboard(now = new Date()) {
  const today = indiaDay(now)
  const from = addDays(today, -29)
  const { attention, checkouts, changed } = await dashboardFacts(now, from, today)
  const report = await getSalesReport(
    { from, to: today, by: 'day', preset: 'last-30-days' },
    { products: false, changed },
  )
  const windows: SalesWindow[] = WINDOWS.map((w) => {
    const periods = report.periods.slice(-w.days)
    const days = eachDay(addDays(today, 1 - w.days), today)
    return {
      key: w.key,
      label: w.label,
      from: days[0]!,
      to: today,
      figures: sumPeriods(periods),
      checkouts: days.reduce(
        (acc, day) => ({
          started: acc.started + (checkouts.get(day)?.started ?? 0),
          completed: acc.completed + (checkouts.get(day)?.completed ?? 0),
        }),
        { started: 0, completed: 0 },
      ),
      days: periods.map((p) => ({ day: p.from, netPaise: p.netPaise, orders: p.orders })),
    }
  })
  return { today, attention, windows }
}

/** The dashboard kept while the admin data version stands (at most 15 s: decision 068). */
export function cachedDashboard() {
  return cachedAdmin('dashboard', () => getDashboard())
}
