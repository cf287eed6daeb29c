import { formatDateTime } from '#app/utils/dates.ts'
import { prisma } from '../platform/db.server.ts'
import { FULFILMENT_STEPS, ORDER_STATUS_LABELS } from '#app/utils/order-status.ts'

const PAID_STATUSES = FULFILMENT_STEPS
const DAY_MS = 24 * 60 * 60 * 1000

/** The admin dashboard's figures: a handful of aggregate queries, whatever the shop's size. */
export async function getDashboard(now = new Date()) {
  const since = new Date(now.getTime() - 30 * DAY_MS)
  const [byStatus, revenue, customers, newCustomers, pendingReviews, recent] = await Promise.all([
    prisma.order.groupBy({ by: ['status'], _count: { _all: true } }),
    prisma.order.aggregate({
      where: { status: { in: [...PAID_STATUSES] }, paidAt: { gte: since } },
      _sum: { totalPaise: true },
      _count: { _all: true },
    }),
    prisma.user.count({ where: { isAdmin: false } }),
    prisma.user.count({ where: { isAdmin: false, createdAt: { gte: since } } }),
    prisma.review.count({ where: { status: 'PENDING' } }),
    prisma.order.findMany({
      orderBy: { createdAt: 'desc' },
      take: 8,
      select: {
        id: true,
        number: true,
        email: true,
        status: true,
        totalPaise: true,
        createdAt: true,
      },
    }),
  ])
  const counts = new Map(byStatus.map((row) => [row.status, row._count._all]))
  return {
    revenue30dPaise: revenue._sum.totalPaise ?? 0,
    paidOrders30d: revenue._count._all,
    customers,
    newCustomers30d: newCustomers,
    pendingReviews,
    toProduce: (counts.get('PAID') ?? 0) + (counts.get('IN_PRODUCTION') ?? 0),
    statuses: Object.entries(ORDER_STATUS_LABELS).map(([status, label]) => ({
      status,
      label,
      count: counts.get(status as keyof typeof ORDER_STATUS_LABELS) ?? 0,
    })),
    recent: recent.map((o) => ({
      ...o,
      statusLabel: ORDER_STATUS_LABELS[o.status],
      placedLabel: formatDateTime(o.createdAt),
      createdAt: undefined,
    })),
  }
}
