import type { OrderStatus, PaymentStatus, Prisma } from '@prisma/client'
import {
  DEFAULT_SORT_DIR,
  ORDER_COUNT_CAP,
  ORDER_FLAGS,
  ORDER_SORTS,
  ORDERS_PAGE_SIZE,
  PAYMENT_FILTERS,
  PAYMENT_STATE_LABELS,
  type AdminPaymentState,
  type OrderFlag,
  type OrderSort,
  type PaymentFilter,
} from '#app/utils/admin-orders.ts'
import { formatDate, formatDateTime, IST_OFFSET_MS } from '#app/utils/dates.ts'
import {
  isOrderStatus,
  normaliseOrderNumber,
  ORDER_STATUS_LABELS,
} from '#app/utils/order-status.ts'
import { phoneDigits } from '#app/utils/phone.ts'
import { addressSnapshot } from '../orders/orders.server.ts'
import { prisma } from '../platform/db.server.ts'
import { decodeCursor, keysetPage, type KeysetDirection } from './keyset.server.ts'
import { orderFlagWhere } from './order-flags.server.ts'

/**
 * The admin orders list (`/admin/orders`) and its CSV export: the URL contract's filters read
 * into one query, one Prisma `where` for the page, the count and the export, and keyset pages on
 * the chosen sort column and id (never OFFSET), so the 2,000th page costs what the first does.
 *
 * Search (`q`) is read by its shape: an email (stored lower-case by checkout) matches exactly on
 * the email index; an order number ("PS-260101", "260101") exactly; ten or more digits as a phone
 * (its last ten); words as product names, looked up in the catalog first so the order items are
 * found through their product index rather than a text scan of every line ever ordered.
 */

export interface OrderListQuery {
  q: string
  status: OrderStatus | null
  payment: PaymentFilter | null
  from: string | null
  to: string | null
  flag: OrderFlag | null
  sort: OrderSort
  dir: KeysetDirection
  after: string | null
  before: string | null
}

const DAY_MS = 24 * 60 * 60 * 1000
const MAX_QUERY_LENGTH = 100

/** Midnight in India at the start of a YYYY-MM-DD date, or null when it is not a real date. */
function istDayStart(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const utc = new Date(Date.UTC(year, month - 1, day))
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day)
    return null
  return new Date(utc.getTime() - IST_OFFSET_MS)
}

/**
 * Reads the list's query string. Links are shared and edited by hand, so a value that cannot be
 * used is dropped (the list shows as if it were absent) and named in `problems`, which the page
 * shows with a 400.
 */
export function parseOrderListQuery(search: URLSearchParams) {
  const problems: string[] = []
  const text = (key: string) => (search.get(key) ?? '').trim()
  const pick = <T extends string>(key: string, allowed: readonly T[], what: string): T | null => {
    const value = text(key)
    if (!value) return null
    if ((allowed as readonly string[]).includes(value)) return value as T
    problems.push(`“${value.slice(0, 40)}” is not ${what}, so that filter is off.`)
    return null
  }

  let q = text('q').replace(/\s+/g, ' ')
  if (q.length > MAX_QUERY_LENGTH) {
    problems.push(`Search for at most ${MAX_QUERY_LENGTH} characters.`)
    q = q.slice(0, MAX_QUERY_LENGTH)
  }
  const statusText = text('status')
  let status: OrderStatus | null = null
  if (statusText && isOrderStatus(statusText)) status = statusText
  else if (statusText)
    problems.push(`“${statusText.slice(0, 40)}” is not an order status, so that filter is off.`)
  const payment = pick('payment', PAYMENT_FILTERS, 'a payment state')
  const flag = pick('flag', ORDER_FLAGS, 'a list we know')
  const sort = pick('sort', ORDER_SORTS, 'a way to sort') ?? 'placed'
  const dirText = text('dir')
  let dir: KeysetDirection = DEFAULT_SORT_DIR[sort]
  if (dirText === 'asc' || dirText === 'desc') dir = dirText
  else if (dirText) problems.push(`Sort order “${dirText.slice(0, 10)}” is not asc or desc.`)

  const date = (key: 'from' | 'to', label: string) => {
    const value = text(key)
    if (!value) return null
    if (istDayStart(value)) return value
    problems.push(`The ${label} date must be a real date written YYYY-MM-DD, so it is ignored.`)
    return null
  }
  let from = date('from', '“from”')
  let to = date('to', '“to”')
  if (from && to && from > to) {
    problems.push('The “from” date is after the “to” date, so both are ignored.')
    from = null
    to = null
  }

  const query: OrderListQuery = {
    q,
    status,
    payment,
    from,
    to,
    flag,
    sort,
    dir,
    after: text('after') || null,
    before: text('before') || null,
  }
  return { query, problems }
}

// --- Payment state ---------------------------------------------------------------------------

const MONEY_TAKEN: PaymentStatus[] = ['CAPTURED', 'REFUNDED']

/** Statuses that mean the order was paid and is on its way (the seeded demo orders have no rows). */
const PAID_STATUSES: OrderStatus[] = ['PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED']

/**
 * Where the money stands, from the order's status and its payments (one row per Razorpay order,
 * carrying its latest attempt), first match wins: under review (on hold), refunded, partly
 * refunded, paid, payment failed, awaiting payment, not paid. The filters below select exactly
 * the rows this names.
 */
export function adminPaymentState(
  status: OrderStatus,
  payments: readonly { status: PaymentStatus; refundedPaise: number }[],
): AdminPaymentState {
  if (status === 'ON_HOLD') return 'checking'
  if (status === 'REFUNDED' || payments.some((p) => p.status === 'REFUNDED')) return 'refunded'
  if (payments.some((p) => p.status === 'CAPTURED' && p.refundedPaise > 0)) return 'partly-refunded'
  if (PAID_STATUSES.includes(status) || payments.some((p) => p.status === 'CAPTURED')) return 'paid'
  const authorized = payments.some((p) => p.status === 'AUTHORIZED')
  if (!authorized && payments.some((p) => p.status === 'FAILED')) return 'failed'
  if (status === 'PENDING_PAYMENT') return 'confirming'
  return 'unpaid'
}

const NOT_HELD_OR_REFUNDED: Prisma.OrderWhereInput = {
  status: { notIn: ['ON_HOLD', 'REFUNDED'] },
}

const PAYMENT_WHERE: Record<PaymentFilter, Prisma.OrderWhereInput> = {
  checking: { status: 'ON_HOLD' },
  refunded: {
    status: { not: 'ON_HOLD' },
    OR: [{ status: 'REFUNDED' }, { payments: { some: { status: 'REFUNDED' } } }],
  },
  'partly-refunded': {
    ...NOT_HELD_OR_REFUNDED,
    payments: {
      some: { status: 'CAPTURED', refundedPaise: { gt: 0 } },
      none: { status: 'REFUNDED' },
    },
  },
  paid: {
    ...NOT_HELD_OR_REFUNDED,
    payments: { none: { OR: [{ status: 'REFUNDED' }, { refundedPaise: { gt: 0 } }] } },
    OR: [{ status: { in: PAID_STATUSES } }, { payments: { some: { status: 'CAPTURED' } } }],
  },
  failed: {
    status: { notIn: ['ON_HOLD', 'REFUNDED', ...PAID_STATUSES] },
    payments: {
      some: { status: 'FAILED' },
      none: { status: { in: [...MONEY_TAKEN, 'AUTHORIZED'] } },
    },
  },
  confirming: {
    status: 'PENDING_PAYMENT',
    AND: [
      { payments: { none: { status: { in: MONEY_TAKEN } } } },
      {
        OR: [
          { payments: { none: { status: 'FAILED' } } },
          { payments: { some: { status: 'AUTHORIZED' } } },
        ],
      },
    ],
  },
}

/** What `q` was read as, for the page to say ("order number PS-260101", ...). */
async function searchWhere(q: string) {
  const readAs: string[] = []
  const or: Prisma.OrderWhereInput[] = []
  if (q.includes('@')) {
    or.push({ email: q.toLowerCase() })
    readAs.push(`email ${q.toLowerCase()}`)
  } else {
    const number = normaliseOrderNumber(q)
    if (number) {
      or.push({ number })
      readAs.push(`order number ${number}`)
    }
    const digits = /^[\d\s+()-]+$/.test(q) ? phoneDigits(q) : null
    if (digits) {
      or.push({ phone: digits })
      readAs.push(`phone ${digits}`)
    }
    if (!number && !digits && /\p{L}/u.test(q) && q.length >= 2) {
      const products = await prisma.product.findMany({
        where: {
          OR: [
            { name: { contains: q, mode: 'insensitive' } },
            { slug: { contains: q.toLowerCase().replace(/\s+/g, '-') } },
          ],
        },
        select: { id: true, name: true },
        orderBy: { name: 'asc' },
        take: 100,
      })
      if (products.length) {
        or.push({ items: { some: { productId: { in: products.map((p) => p.id) } } } })
        const names = products.slice(0, 3).map((p) => p.name)
        readAs.push(
          `product ${names.join(', ')}${products.length > 3 ? ` and ${products.length - 3} more` : ''}`,
        )
      }
    }
  }
  // Nothing it could be: no order matches (the page says how to search).
  return { where: or.length ? { OR: or } : { id: { in: [] } }, readAs }
}

/** The one `where` of the list, its count and its export, and what the search was read as. */
export async function orderListWhere(query: OrderListQuery, now = new Date()) {
  const and: Prisma.OrderWhereInput[] = []
  let readAs: string[] = []
  if (query.q) {
    const search = await searchWhere(query.q)
    and.push(search.where)
    readAs = search.readAs
  }
  if (query.status) and.push({ status: query.status })
  if (query.payment) and.push(PAYMENT_WHERE[query.payment])
  if (query.flag) and.push(orderFlagWhere(query.flag, now))
  if (query.from) and.push({ createdAt: { gte: istDayStart(query.from)! } })
  if (query.to) and.push({ createdAt: { lt: new Date(istDayStart(query.to)!.getTime() + DAY_MS) } })
  // Only paid orders have a dispatch date: sorting by it lists those (keyset needs a value).
  if (query.sort === 'dispatch') and.push({ dispatchBy: { not: null } })
  return { where: { AND: and } satisfies Prisma.OrderWhereInput, readAs }
}

const SORT_FIELD = {
  placed: 'createdAt',
  total: 'totalPaise',
  dispatch: 'dispatchBy',
} as const satisfies Record<OrderSort, keyof Prisma.OrderOrderByWithRelationInput>

/** A cursor made for another sort column (an edited link) is ignored: the first page. */
function cursorFor(sort: OrderSort, raw: string | null) {
  const cursor = decodeCursor(raw)
  if (!cursor) return null
  const fits = sort === 'total' ? typeof cursor.value === 'number' : cursor.value instanceof Date
  return fits ? raw : null
}

const listSelect = {
  id: true,
  number: true,
  status: true,
  email: true,
  phone: true,
  totalPaise: true,
  createdAt: true,
  dispatchBy: true,
  shippingAddress: true,
  user: { select: { firstName: true, lastName: true, displayName: true } },
  // Every line's name (an order has a few): the first names the row and the rest are counted, for
  // these 25 orders only. A `_count` of items here became a LEFT JOIN over a GROUP BY of every
  // line ever ordered (4.6-6.9 s a page at a million orders; decision 059).
  items: { orderBy: { id: 'asc' }, select: { productName: true } },
  payments: { select: { status: true, refundedPaise: true } },
} satisfies Prisma.OrderSelect

type ListRow = Prisma.OrderGetPayload<{ select: typeof listSelect }>

function customerName(order: Pick<ListRow, 'user' | 'shippingAddress'>) {
  const account = order.user
    ? `${order.user.firstName} ${order.user.lastName}`.trim() || order.user.displayName || ''
    : ''
  return account || addressSnapshot(order.shippingAddress).name
}

function toListRow(order: ListRow, now: Date) {
  const first = order.items[0]?.productName ?? ''
  const more = order.items.length - 1
  const paymentState = adminPaymentState(order.status, order.payments)
  return {
    id: order.id,
    number: order.number,
    placedLabel: formatDateTime(order.createdAt),
    customerName: customerName(order),
    email: order.email,
    phone: order.phone,
    itemSummary: more > 0 ? `${first} +${more} more` : first,
    totalPaise: order.totalPaise,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    paymentState,
    paymentLabel: PAYMENT_STATE_LABELS[paymentState],
    dispatchByLabel: order.dispatchBy ? formatDate(order.dispatchBy) : null,
    dispatchOverdue:
      Boolean(order.dispatchBy && order.dispatchBy < now) &&
      (order.status === 'PAID' || order.status === 'IN_PRODUCTION'),
  }
}
export type AdminOrderRow = ReturnType<typeof toListRow>

/** One page of the list, its neighbours' cursors and a count capped at 1,000 (cheap). */
export async function listAdminOrders(query: OrderListQuery, now = new Date()) {
  const { where, readAs } = await orderListWhere(query, now)
  const field = SORT_FIELD[query.sort]
  const [page, count] = await Promise.all([
    keysetPage({
      field,
      dir: query.dir,
      after: cursorFor(query.sort, query.after),
      before: cursorFor(query.sort, query.before),
      pageSize: ORDERS_PAGE_SIZE,
      find: (args) =>
        prisma.order.findMany({
          where: { AND: [where, args.where] },
          orderBy: args.orderBy,
          take: args.take,
          select: listSelect,
        }),
      valueOf: (row) => row[field],
    }),
    // Counted in the page's own order, so the index that finds the page also stops the count
    // at the cap (Prisma orders a capped count by id otherwise: every matching row's heap tuple,
    // 200 ms for one status at a million orders; decision 059).
    prisma.order.count({
      where,
      take: ORDER_COUNT_CAP + 1,
      orderBy: [{ [field]: query.dir }, { id: query.dir }],
    }),
  ])
  return {
    rows: page.rows.map((row) => toListRow(row, now)),
    next: page.next,
    previous: page.previous,
    count: Math.min(count, ORDER_COUNT_CAP),
    countCapped: count > ORDER_COUNT_CAP,
    readAs,
  }
}

// --- Export ---------------------------------------------------------------------------------

const exportSelect = {
  id: true,
  number: true,
  status: true,
  email: true,
  phone: true,
  createdAt: true,
  dispatchBy: true,
  totalPaise: true,
  subtotalPaise: true,
  discountPaise: true,
  loyaltyPointsUsed: true,
  shippingPaise: true,
  taxPaise: true,
  cgstPaise: true,
  sgstPaise: true,
  igstPaise: true,
  placeOfSupply: true,
  gstin: true,
  businessName: true,
  invoiceNumber: true,
  invoiceDate: true,
  courier: true,
  trackingNumber: true,
  shippingAddress: true,
  user: { select: { firstName: true, lastName: true, displayName: true } },
  items: {
    orderBy: { id: 'asc' },
    select: { productName: true, quantity: true, tierQuantity: true },
  },
  payments: { select: { status: true, refundedPaise: true, method: true } },
} satisfies Prisma.OrderSelect

type ExportOrder = Prisma.OrderGetPayload<{ select: typeof exportSelect }>

function toExportRow(order: ExportOrder) {
  const address = addressSnapshot(order.shippingAddress)
  const paymentState = adminPaymentState(order.status, order.payments)
  return {
    number: order.number,
    placedAt: order.createdAt,
    status: ORDER_STATUS_LABELS[order.status],
    payment: PAYMENT_STATE_LABELS[paymentState],
    paymentMethod: order.payments.find((p) => MONEY_TAKEN.includes(p.status))?.method ?? '',
    customer: customerName(order),
    businessName: order.businessName ?? '',
    gstin: order.gstin ?? '',
    email: order.email,
    phone: order.phone,
    city: address.city,
    state: address.state,
    pinCode: address.pinCode,
    placeOfSupply: order.placeOfSupply,
    items: order.items
      .map(
        (i) =>
          `${i.productName} × ${i.quantity}${i.tierQuantity > 1 ? ` (${i.tierQuantity} each)` : ''}`,
      )
      .join('; '),
    subtotalPaise: order.subtotalPaise,
    discountPaise: order.discountPaise,
    loyaltyPointsUsed: order.loyaltyPointsUsed,
    shippingPaise: order.shippingPaise,
    taxablePaise: order.totalPaise - order.taxPaise,
    cgstPaise: order.cgstPaise,
    sgstPaise: order.sgstPaise,
    igstPaise: order.igstPaise,
    taxPaise: order.taxPaise,
    totalPaise: order.totalPaise,
    invoiceNumber: order.invoiceNumber ?? '',
    invoiceDate: order.invoiceDate,
    dispatchBy: order.dispatchBy,
    courier: order.courier ?? '',
    trackingNumber: order.trackingNumber ?? '',
  }
}
export type OrderExportRow = ReturnType<typeof toExportRow>

const EXPORT_BATCH = 500

/**
 * The orders to export, in batches of 500 in the list's order (keyset pages again), so 50,000
 * orders never sit in memory at once: the selected ones when `orderIds` is given, otherwise every
 * order matching the list's filters.
 */
export async function* exportOrderBatches(
  { query, orderIds }: { query: OrderListQuery; orderIds: readonly string[] },
  { batchSize = EXPORT_BATCH, now = new Date() }: { batchSize?: number; now?: Date } = {},
): AsyncGenerator<OrderExportRow[]> {
  const where: Prisma.OrderWhereInput = orderIds.length
    ? { id: { in: [...orderIds] } }
    : (await orderListWhere(query, now)).where
  // Selected orders come newest first; the filtered list in its own order.
  const sort = orderIds.length ? 'placed' : query.sort
  const dir = orderIds.length ? 'desc' : query.dir
  const field = SORT_FIELD[sort]
  let after: string | null = null
  for (;;) {
    const page: Awaited<ReturnType<typeof keysetPage<ExportOrder>>> = await keysetPage({
      field,
      dir,
      after,
      pageSize: batchSize,
      find: (args) =>
        prisma.order.findMany({
          where: { AND: [where, args.where] },
          orderBy: args.orderBy,
          take: args.take,
          select: exportSelect,
        }),
      valueOf: (row) => row[field],
    })
    if (page.rows.length) yield page.rows.map(toExportRow)
    if (!page.next) return
    after = page.next
  }
}
