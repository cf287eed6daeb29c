import { formatLongDate } from '#app/utils/dates.ts'
import type { Prisma } from '@prisma/client'
import { SITE } from '#app/utils/site.ts'
import { prisma } from '../platform/db.server.ts'

export const REVIEWS_PER_PAGE = 20

/** "Priya Sharma" is shown as "Priya S.": enough to be real, not enough to find them. */
export function reviewerName(user: {
  firstName: string
  lastName: string
  displayName: string | null
}) {
  const first = user.firstName.trim() || user.displayName?.trim().split(/\s+/)[0] || ''
  if (!first) return `A ${SITE.name} customer`
  const initial = user.lastName.trim().charAt(0).toUpperCase()
  return initial ? `${first} ${initial}.` : first
}

/** What a shown review needs from its row. */
const shownReviewSelect = {
  id: true,
  rating: true,
  title: true,
  body: true,
  createdAt: true,
  verifiedBuyer: true,
  reply: true,
  repliedAt: true,
  user: { select: { firstName: true, lastName: true, displayName: true } },
} as const

/**
 * A review as the pages show it: the text, the date spelled out, the reviewer's short name, the
 * "Verified buyer" mark and the shop's public reply.
 */
function shownReview(r: Prisma.ReviewGetPayload<{ select: typeof shownReviewSelect }>) {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    dateLabel: formatLongDate(r.createdAt),
    reviewer: reviewerName(r.user),
    verifiedBuyer: r.verifiedBuyer,
    reply: r.reply
      ? { text: r.reply, dateLabel: r.repliedAt ? formatLongDate(r.repliedAt) : null }
      : null,
  }
}

/** Orders in these statuses were paid for: their buyers may be marked "Verified buyer". */
export const VERIFIED_BUYER_STATUSES = ['PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED'] as const

/**
 * Which of these (reviewer, product) pairs are verified buyers: the reviewer has an order of the
 * product that was paid for. One query for any number of pairs; answers keys `userId:productId`.
 */
export async function verifiedBuyerPairs(
  pairs: readonly { userId: string; productId: string }[],
  db: Pick<typeof prisma, 'orderItem'> = prisma,
) {
  if (!pairs.length) return new Set<string>()
  const bought = await db.orderItem.findMany({
    where: {
      productId: { in: [...new Set(pairs.map((p) => p.productId))] },
      order: {
        userId: { in: [...new Set(pairs.map((p) => p.userId))] },
        status: { in: [...VERIFIED_BUYER_STATUSES] },
      },
    },
    distinct: ['orderId', 'productId'],
    select: { productId: true, order: { select: { userId: true } } },
  })
  const wanted = new Set(pairs.map((p) => `${p.userId}:${p.productId}`))
  return new Set(
    bought.map((b) => `${b.order.userId}:${b.productId}`).filter((key) => wanted.has(key)),
  )
}

/** Whether the user has a paid order of the product. */
export async function isVerifiedBuyer(userId: string, productId: string) {
  return (await verifiedBuyerPairs([{ userId, productId }])).size > 0
}

/**
 * One page of approved reviews, newest first, optionally for one product (by slug). A page number
 * past the end shows the last page.
 */
export async function getApprovedReviews({
  productSlug,
  page = 1,
}: {
  productSlug?: string
  page?: number
}) {
  const where: Prisma.ReviewWhereInput = {
    status: 'APPROVED',
    ...(productSlug ? { product: { slug: productSlug } } : {}),
  }
  const total = await prisma.review.count({ where })
  const pageCount = Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE))
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount)
  const rows = total
    ? await prisma.review.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (current - 1) * REVIEWS_PER_PAGE,
        take: REVIEWS_PER_PAGE,
        select: { ...shownReviewSelect, product: { select: { slug: true, name: true } } },
      })
    : []
  return {
    reviews: rows.map((r) => ({
      ...shownReview(r),
      date: r.createdAt.toISOString(),
      product: r.product,
    })),
    total,
    page: current,
    pageCount,
  }
}

/** Average approved rating (one decimal; 0 when there are none) and count: one product, or all. */
export async function getRatingSummary(productId?: string) {
  const result = await prisma.review.aggregate({
    where: { status: 'APPROVED', ...(productId ? { productId } : {}) },
    _avg: { rating: true },
    _count: { _all: true },
  })
  const average = result._avg.rating ?? 0
  return { average: Math.round(average * 10) / 10, count: result._count._all }
}

/** Products that have approved reviews, for the filter: one query. */
export async function getReviewedProducts() {
  const products = await prisma.product.findMany({
    where: { reviews: { some: { status: 'APPROVED' } } },
    orderBy: { name: 'asc' },
    select: {
      id: true,
      slug: true,
      name: true,
      _count: { select: { reviews: { where: { status: 'APPROVED' } } } },
    },
  })
  return products.map((p) => ({ id: p.id, slug: p.slug, name: p.name, count: p._count.reviews }))
}

/** Every product on sale, for choosing what to review when no product page sent the shopper. */
export function getReviewableProducts() {
  return prisma.product.findMany({
    where: { active: true },
    orderBy: { name: 'asc' },
    select: { slug: true, name: true },
  })
}

/** The product a filter link names, or null when no product has that slug. */
export function findReviewProduct(slug: string) {
  return prisma.product.findUnique({
    where: { slug },
    select: { id: true, slug: true, name: true },
  })
}

/** The summary and the newest approved reviews of one product, for its page. */
export async function getProductReviews(productId: string, take = 4) {
  const [summary, rows] = await Promise.all([
    getRatingSummary(productId),
    prisma.review.findMany({
      where: { productId, status: 'APPROVED' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
      select: shownReviewSelect,
    }),
  ])
  return {
    ...summary,
    recent: rows.map(shownReview),
  }
}

/** The signed-in user's own review of a product (any status), or null. */
export function getOwnReview(userId: string, productId: string) {
  return prisma.review.findUnique({
    where: { userId_productId: { userId, productId } },
    select: { rating: true, title: true, body: true, status: true },
  })
}

/**
 * Saves the user's review of a product: one per person and product, so writing again replaces
 * the earlier one. Every new or changed review waits for moderation before anyone sees it: a
 * rewritten review is new text, so it is dated now and its earlier moderation is cleared (the
 * shop's reply stays for staff to keep, edit or remove). "Verified buyer" is decided now from the
 * user's paid orders, and again when staff moderate it.
 */
export async function submitReview(
  userId: string,
  productId: string,
  review: { rating: number; title: string; body: string },
) {
  const verifiedBuyer = await isVerifiedBuyer(userId, productId)
  return prisma.review.upsert({
    where: { userId_productId: { userId, productId } },
    create: { userId, productId, ...review, status: 'PENDING', verifiedBuyer },
    update: {
      ...review,
      status: 'PENDING',
      verifiedBuyer,
      createdAt: new Date(),
      rejectReason: null,
      moderatedBy: null,
      moderatedAt: null,
    },
  })
}
