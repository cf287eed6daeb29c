import type { Prisma } from '@prisma/client'
import { ADMIN_USER_MESSAGES, USER_ROLES, type UserRole } from '#app/utils/admin-users.ts'
import { FULFILMENT_STEPS, ORDER_STATUS_LABELS } from '#app/utils/order-status.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { sessionUserSelect } from '../accounts/session.server.ts'
import { keysetPage } from './keyset.server.ts'

/**
 * The admin's customers: the searchable list (newest first, keyset pages), its CSV, one
 * customer's profile and orders, and giving or taking admin access.
 *
 * "Orders" and "spend" count the orders that took money: paid at some point (`paidAt`), or in a
 * paid status. Spend is their totals less the refunds Razorpay confirmed (PROCESSED). Both are
 * summed in SQL for the customers on the page at once: one query, whatever the page size.
 */

export const USERS_PAGE_SIZE = 25
const EXPORT_BATCH = 500

export type UserFilters = { q: string; role: UserRole }

/** The list's filters from a query string; anything odd becomes "no filter". */
export function readUserFilters(search: URLSearchParams): UserFilters {
  const q = (search.get('q') ?? '').trim().slice(0, 100)
  const role = search.get('role') ?? 'all'
  return { q, role: (USER_ROLES as readonly string[]).includes(role) ? (role as UserRole) : 'all' }
}

/**
 * Every word must match a name, the display name or the email; a query of digits (with spaces,
 * `+`, dashes or brackets, as phone numbers are written) matches the phone by its last ten digits.
 */
export function userSearchWhere({ q, role }: UserFilters): Prisma.UserWhereInput {
  const and: Prisma.UserWhereInput[] = []
  if (role === 'admins') and.push({ isAdmin: true })
  if (role === 'customers') and.push({ isAdmin: false })
  const digits = q.replace(/\D/g, '')
  if (/^[\d\s+()-]+$/.test(q) && digits.length >= 3) {
    and.push({ phone: { contains: digits.slice(-10) } })
  } else {
    for (const word of q.split(/\s+/).filter(Boolean).slice(0, 6)) {
      const contains = { contains: word, mode: 'insensitive' as const }
      and.push({
        OR: [
          { firstName: contains },
          { lastName: contains },
          { displayName: contains },
          { email: contains },
        ],
      })
    }
  }
  return and.length ? { AND: and } : {}
}

const listSelect = { ...sessionUserSelect, createdAt: true } satisfies Prisma.UserSelect

type ListedUser = Prisma.UserGetPayload<{ select: typeof listSelect }>

/** An order in one of these took money even if `paidAt` was not recorded. */
const PAID_STATUSES = [...FULFILMENT_STEPS]

/** Paid orders and spend (paise) for each of `userIds`, in one query. */
export async function orderTotalsByUser(userIds: readonly string[]) {
  const totals = new Map<string, { orders: number; spendPaise: number }>()
  if (!userIds.length) return totals
  const rows = await prisma.$queryRaw<Array<{ userId: string; orders: number; spend: bigint }>>`
    SELECT o."userId",
           COUNT(*)::int AS orders,
           (SUM(o."totalPaise") - COALESCE(SUM(r.refunded), 0))::bigint AS spend
    FROM "Order" o
    LEFT JOIN LATERAL (
      SELECT SUM(f."amountPaise") AS refunded FROM "Refund" f
      WHERE f."orderId" = o."id" AND f."status" = 'PROCESSED'
    ) r ON TRUE
    WHERE o."userId" = ANY(${[...userIds]}::text[])
      AND (o."paidAt" IS NOT NULL OR o."status"::text = ANY(${PAID_STATUSES}::text[]))
    GROUP BY o."userId"`
  for (const row of rows)
    totals.set(row.userId, { orders: row.orders, spendPaise: Number(row.spend) })
  return totals
}

export function fullName(user: {
  firstName: string
  lastName: string
  displayName: string | null
}) {
  return [user.firstName, user.lastName].join(' ').trim() || user.displayName?.trim() || ''
}

async function withTotals(users: ListedUser[]) {
  const totals = await orderTotalsByUser(users.map((u) => u.id))
  return users.map((u) => ({
    id: u.id,
    name: fullName(u),
    email: u.email,
    phone: u.phone,
    isAdmin: u.isAdmin,
    joinedAt: u.createdAt,
    orders: totals.get(u.id)?.orders ?? 0,
    spendPaise: totals.get(u.id)?.spendPaise ?? 0,
  }))
}
export type UserRow = Awaited<ReturnType<typeof withTotals>>[number]

function userPage(
  filters: UserFilters,
  { after, before, pageSize }: { after?: string | null; before?: string | null; pageSize: number },
) {
  const where = userSearchWhere(filters)
  return keysetPage({
    field: 'createdAt',
    dir: 'desc',
    after,
    before,
    pageSize,
    valueOf: (u: ListedUser) => u.createdAt,
    find: ({ where: cursor, orderBy, take }) =>
      prisma.user.findMany({ where: { AND: [where, cursor] }, orderBy, take, select: listSelect }),
  })
}

/** One page of customers matching the filters, newest first, with their orders and spend. */
export async function listUsers(
  filters: UserFilters,
  { after, before }: { after?: string | null; before?: string | null } = {},
) {
  const page = await userPage(filters, { after, before, pageSize: USERS_PAGE_SIZE })
  return { ...page, rows: await withTotals(page.rows) }
}

/** Every customer matching the filters (the CSV), read in keyset batches. */
export async function exportUsers(filters: UserFilters) {
  const rows: UserRow[] = []
  let after: string | null = null
  do {
    const page = await userPage(filters, { after, pageSize: EXPORT_BATCH })
    rows.push(...(await withTotals(page.rows)))
    after = page.next
  } while (after)
  return rows
}

export const USER_ORDERS_PAGE_SIZE = 20

/**
 * One customer as staff see them: profile, orders and spend, saved addresses, and a page of their
 * orders (newest first); null when there is no such customer.
 */
export async function getUserProfile(
  userId: string,
  { after, before }: { after?: string | null; before?: string | null } = {},
) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      ...listSelect,
      displayName: true,
      updatedAt: true,
      password: { select: { userId: true } },
      addresses: { orderBy: [{ isDefault: 'desc' }, { createdAt: 'desc' }] },
      _count: { select: { orders: true, reviews: true } },
    },
  })
  if (!user) return null
  const [totals, orders, admins] = await Promise.all([
    orderTotalsByUser([user.id]),
    keysetPage({
      field: 'createdAt',
      dir: 'desc',
      after,
      before,
      pageSize: USER_ORDERS_PAGE_SIZE,
      valueOf: (o: { id: string; createdAt: Date }) => o.createdAt,
      find: ({ where, orderBy, take }) =>
        prisma.order.findMany({
          where: { AND: [{ userId: user.id }, where] },
          orderBy,
          take,
          select: {
            id: true,
            number: true,
            status: true,
            totalPaise: true,
            createdAt: true,
            _count: { select: { items: true } },
            refunds: { where: { status: 'PROCESSED' }, select: { amountPaise: true } },
          },
        }),
    }),
    prisma.user.count({ where: { isAdmin: true } }),
  ])
  return {
    user: {
      id: user.id,
      name: fullName(user),
      firstName: user.firstName,
      lastName: user.lastName,
      displayName: user.displayName,
      email: user.email,
      phone: user.phone,
      isAdmin: user.isAdmin,
      hasPassword: Boolean(user.password),
      joinedAt: user.createdAt,
      orderCount: user._count.orders,
      reviewCount: user._count.reviews,
      paidOrders: totals.get(user.id)?.orders ?? 0,
      spendPaise: totals.get(user.id)?.spendPaise ?? 0,
    },
    addresses: user.addresses,
    adminCount: admins,
    orders: {
      ...orders,
      rows: orders.rows.map((o) => ({
        id: o.id,
        number: o.number,
        status: o.status,
        statusLabel: ORDER_STATUS_LABELS[o.status],
        totalPaise: o.totalPaise,
        refundedPaise: o.refunds.reduce((sum, r) => sum + r.amountPaise, 0),
        itemCount: o._count.items,
        placedAt: o.createdAt,
      })),
    },
  }
}

/**
 * Gives or takes admin access. Taking it never leaves the shop without an admin and is never done
 * to oneself. Every change of admin access queues on one advisory lock and then re-counts the
 * admins: two admins removing each other at the same moment run one after the other, so the
 * second finds a single admin left (itself no longer one) and is refused. A conditional UPDATE
 * alone would not do: each would count the other still there. Returns whether anything changed.
 */
export async function setAdminAccess({
  userId,
  admin,
  actor,
}: {
  userId: string
  admin: boolean
  actor: { id: string; email: string }
}) {
  if (!admin && userId === actor.id) throw new AppError(400, ADMIN_USER_MESSAGES.notYourself)
  const changed = await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('admin-access', 0))`
      const [target, self] = await Promise.all([
        tx.user.findUnique({ where: { id: userId }, select: { isAdmin: true } }),
        tx.user.findUnique({ where: { id: actor.id }, select: { isAdmin: true } }),
      ])
      if (!target) throw new AppError(404, ADMIN_USER_MESSAGES.userNotFound)
      if (!self?.isAdmin) throw new AppError(403, ADMIN_USER_MESSAGES.noLongerAdmin)
      if (target.isAdmin === admin) return false
      if (!admin) {
        const removed = await tx.$executeRaw`
          UPDATE "User" SET "isAdmin" = false, "updatedAt" = ${new Date()}
          WHERE "id" = ${userId} AND "isAdmin"
            AND (SELECT COUNT(*) FROM "User" WHERE "isAdmin") > 1`
        if (removed !== 1) throw new AppError(409, ADMIN_USER_MESSAGES.lastAdmin)
        return true
      }
      await tx.user.update({ where: { id: userId }, data: { isAdmin: true } })
      return true
    },
    { maxWait: 10_000, timeout: 15_000 },
  )
  if (changed) {
    console.info(
      `admin access ${admin ? 'given to' : 'removed from'} user ${userId} by ${actor.email}`,
    )
  }
  return changed
}
