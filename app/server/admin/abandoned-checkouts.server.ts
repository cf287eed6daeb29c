import { Prisma } from '@prisma/client'
import { formatDateTime, formatElapsed } from '#app/utils/dates.ts'
import { FULFILMENT_STEPS } from '#app/utils/order-status.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { RECOVERY_RULES } from '../checkout/recovery.server.ts'
import { keysetPage } from './keyset.server.ts'

/**
 * The admin's abandoned checkouts (decision 025): tracked checkouts (trackCheckout) that were
 * started and not paid, with how far the shopper got and the recovery emails sent; checkouts
 * recovered through a reminder's link; and the revenue those brought back, each order counted once.
 */

export const CHECKOUT_PAGE_SIZE = 25
export const CHECKOUT_VIEWS = ['abandoned', 'recovered', 'all'] as const
export type CheckoutView = (typeof CHECKOUT_VIEWS)[number]

export const CHECKOUT_VIEW_LABELS: Record<CheckoutView, string> = {
  abandoned: 'Abandoned',
  recovered: 'Recovered',
  all: 'All checkouts',
}

const STAGE_LABELS: Record<string, string> = {
  contact: 'Opened checkout',
  address: 'Chose an address',
  payment: 'Went to pay',
}

/** `?show=` of the list; an unknown value is a 400. */
export function parseCheckoutView(params: URLSearchParams): CheckoutView {
  const show = params.get('show')?.trim() || 'abandoned'
  if (!(CHECKOUT_VIEWS as readonly string[]).includes(show))
    throw new AppError(
      400,
      `Unknown list "${show.slice(0, 40)}". Choose abandoned, recovered or all.`,
    )
  return show as CheckoutView
}

/**
 * Paid orders that came back through a recovery link, each once (an order is the orderId of at most
 * one checkout, and the IN keeps it once regardless); refunded and cancelled orders are not revenue.
 */
async function recoveredRevenue(since: Date | null) {
  const [row] = await prisma.$queryRaw<{ paise: bigint | null; orders: bigint }[]>`
    SELECT COALESCE(SUM(o."totalPaise"), 0) AS paise, COUNT(*) AS orders
    FROM "Order" o
    WHERE o.id IN (
      SELECT c."orderId" FROM "Checkout" c
      WHERE c."recoveredAt" IS NOT NULL AND c."orderId" IS NOT NULL
      ${since ? Prisma.sql`AND c."recoveredAt" >= ${since}` : Prisma.empty}
    )
    AND o.status::text IN (${Prisma.join([...FULFILMENT_STEPS])})`
  return { paise: Number(row?.paise ?? 0), orders: Number(row?.orders ?? 0) }
}

export async function listCheckouts({
  view,
  after,
  before,
  now = new Date(),
}: {
  view: CheckoutView
  after?: string | null
  before?: string | null
  now?: Date
}) {
  const idleSince = new Date(now.getTime() - RECOVERY_RULES.abandonedAfterMs)
  const where: Prisma.CheckoutWhereInput =
    view === 'abandoned'
      ? { status: 'STARTED', updatedAt: { lte: idleSince } }
      : view === 'recovered'
        ? { recoveredAt: { not: null } }
        : {}
  const [page, allTime, last30Days, abandonedCount] = await Promise.all([
    keysetPage({
      field: 'updatedAt',
      dir: 'desc',
      after,
      before,
      pageSize: CHECKOUT_PAGE_SIZE,
      find: ({ where: keyset, orderBy, take }) =>
        prisma.checkout.findMany({
          where: { AND: [where, keyset as Prisma.CheckoutWhereInput] },
          orderBy: orderBy as Prisma.CheckoutOrderByWithRelationInput[],
          take,
          select: {
            id: true,
            email: true,
            phone: true,
            status: true,
            stage: true,
            totalPaise: true,
            recoveryEmails: true,
            lastRecoveryAt: true,
            returnedAt: true,
            recoveredAt: true,
            createdAt: true,
            updatedAt: true,
            user: { select: { id: true, firstName: true, lastName: true } },
            order: { select: { id: true, number: true, totalPaise: true } },
          },
        }),
      valueOf: (row) => row.updatedAt,
    }),
    recoveredRevenue(null),
    recoveredRevenue(new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000)),
    prisma.checkout.count({ where: { status: 'STARTED', updatedAt: { lte: idleSince } } }),
  ])
  const emails = [...new Set(page.rows.map((r) => r.email.trim().toLowerCase()).filter(Boolean))]
  const optedOut = new Set(
    emails.length
      ? (
          await prisma.emailOptOut.findMany({
            where: { email: { in: emails } },
            select: { email: true },
          })
        ).map((o) => o.email)
      : [],
  )
  return {
    view,
    views: CHECKOUT_VIEWS.map((value) => ({ value, label: CHECKOUT_VIEW_LABELS[value] })),
    abandonedCount,
    revenue: {
      allTimePaise: allTime.paise,
      allTimeOrders: allTime.orders,
      last30DaysPaise: last30Days.paise,
      last30DaysOrders: last30Days.orders,
    },
    rows: page.rows.map((row) => {
      const unsubscribed = optedOut.has(row.email.trim().toLowerCase())
      const open = row.status === 'STARTED'
      const state = row.recoveredAt
        ? 'Recovered'
        : !open
          ? 'Ordered'
          : row.updatedAt <= idleSince
            ? 'Abandoned'
            : 'In progress'
      return {
        id: row.id,
        email: row.email,
        phone: row.phone,
        name: row.user ? `${row.user.firstName} ${row.user.lastName}`.trim() : '',
        userId: row.user?.id ?? null,
        cartValuePaise: row.totalPaise,
        stageLabel: STAGE_LABELS[row.stage] ?? row.stage,
        state,
        startedLabel: formatDateTime(row.createdAt),
        activityLabel: formatDateTime(row.updatedAt),
        activityElapsed: formatElapsed(row.updatedAt, now),
        recoveryEmails: row.recoveryEmails,
        lastRecoveryLabel: row.lastRecoveryAt ? formatDateTime(row.lastRecoveryAt) : null,
        returned: Boolean(row.returnedAt),
        recoveredLabel: row.recoveredAt ? formatDateTime(row.recoveredAt) : null,
        order: row.order,
        unsubscribed,
        canSend:
          open &&
          row.recoveryEmails < RECOVERY_RULES.maxEmails &&
          !unsubscribed &&
          Boolean(row.email),
      }
    }),
    next: page.next,
    previous: page.previous,
  }
}
