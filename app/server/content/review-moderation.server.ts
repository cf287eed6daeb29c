import type { Prisma } from '@prisma/client'
import {
  MODERATION_MESSAGES,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '#app/utils/review-moderation.ts'
import { keysetPage } from '../admin/keyset.server.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { verifiedBuyerPairs } from './reviews.server.ts'

/**
 * Staff moderation of reviews (/admin/reviews): the queue by status, newest first, and the
 * actions: approve (one or many), reject with a staff-only reason, and the shop's public reply.
 *
 * Every action names the version of the review staff saw (its id and `updatedAt`) and is a
 * conditional update on that version: a review the customer rewrote meanwhile, or another admin
 * moderated, is refused with 409 instead of being approved unread. Approving and rejecting record
 * who and when, and refresh "Verified buyer" from the reviewer's paid orders at that moment.
 */

export const MODERATION_PAGE_SIZE = 20

type Version = { id: string; seen: Date }
type Actor = { email: string }
type Tx = Prisma.TransactionClient

const queueSelect = {
  id: true,
  rating: true,
  title: true,
  body: true,
  status: true,
  verifiedBuyer: true,
  reply: true,
  repliedAt: true,
  rejectReason: true,
  moderatedBy: true,
  moderatedAt: true,
  createdAt: true,
  updatedAt: true,
  product: { select: { id: true, slug: true, name: true } },
  user: {
    select: { id: true, firstName: true, lastName: true, displayName: true, email: true },
  },
} satisfies Prisma.ReviewSelect

export type QueuedReview = Prisma.ReviewGetPayload<{ select: typeof queueSelect }>

/** One page of reviews in `status`, newest first, and how many each tab holds. */
export async function listReviewsForModeration({
  status,
  after,
  before,
}: {
  status: ReviewStatus
  after?: string | null
  before?: string | null
}) {
  const [page, counts] = await Promise.all([
    keysetPage({
      field: 'createdAt',
      dir: 'desc',
      after,
      before,
      pageSize: MODERATION_PAGE_SIZE,
      valueOf: (r: QueuedReview) => r.createdAt,
      find: ({ where, orderBy, take }) =>
        prisma.review.findMany({
          where: { AND: [{ status }, where] },
          orderBy,
          take,
          select: queueSelect,
        }),
    }),
    prisma.review.groupBy({ by: ['status'], _count: { _all: true } }),
  ])
  const byStatus = new Map(counts.map((c) => [c.status, c._count._all]))
  return {
    ...page,
    counts: Object.fromEntries(REVIEW_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as Record<
      ReviewStatus,
      number
    >,
  }
}

/**
 * Why an update of `version` matched no row: 404 when the review is gone, 409 when it changed
 * since staff saw it.
 */
async function refusal(db: Pick<Tx, 'review'>, { id }: Version) {
  const exists = await db.review.findUnique({ where: { id }, select: { id: true } })
  return exists
    ? new AppError(409, MODERATION_MESSAGES.changed, { code: 'REVIEW_CHANGED' })
    : new AppError(404, MODERATION_MESSAGES.notFound)
}

/** "Verified buyer" for these reviews as of now, keyed by review id. */
async function verifiedNow(tx: Tx, ids: readonly string[]) {
  const reviews = await tx.review.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, userId: true, productId: true },
  })
  const verified = await verifiedBuyerPairs(reviews, tx)
  return new Map(reviews.map((r) => [r.id, verified.has(`${r.userId}:${r.productId}`)]))
}

function transaction<T>(run: (tx: Tx) => Promise<T>) {
  return prisma.$transaction(run, { maxWait: 10_000, timeout: 15_000 })
}

/**
 * Approves the reviews in the versions staff saw. Returns the ids approved and those left alone
 * because they changed or are gone (a bulk approval does the rest and says how many it skipped);
 * a review already approved in that version counts as approved.
 */
export async function approveReviews(selected: readonly Version[], actor: Actor) {
  // The same review ticked twice is approved once.
  const versions = [...new Map(selected.map((v) => [v.id, v])).values()]
  return transaction(async (tx) => {
    const verified = await verifiedNow(
      tx,
      versions.map((v) => v.id),
    )
    const now = new Date()
    const approved: string[] = []
    const skipped: string[] = []
    for (const version of versions) {
      const { count } = await tx.review.updateMany({
        where: { id: version.id, updatedAt: version.seen, status: { not: 'APPROVED' } },
        data: {
          status: 'APPROVED',
          rejectReason: null,
          moderatedBy: actor.email,
          moderatedAt: now,
          verifiedBuyer: verified.get(version.id) ?? false,
          updatedAt: now,
        },
      })
      if (count) {
        approved.push(version.id)
        continue
      }
      const already = await tx.review.count({
        where: { id: version.id, updatedAt: version.seen, status: 'APPROVED' },
      })
      ;(already ? approved : skipped).push(version.id)
    }
    return { approved, skipped }
  })
}

/** Approves one review, refusing (404/409) when it is gone or changed. */
export async function approveReview(version: Version, actor: Actor) {
  const { skipped } = await approveReviews([version], actor)
  if (skipped.length) throw await refusal(prisma, version)
}

/** Rejects a review (pending or approved) with a reason only staff see; it is shown nowhere. */
export async function rejectReview(version: Version, reason: string, actor: Actor) {
  const text = reason.trim()
  if (text.length < 3 || text.length > 500) {
    const message =
      text.length < 3 ? MODERATION_MESSAGES.reasonRequired : MODERATION_MESSAGES.reasonTooLong
    throw new AppError(400, message, { fieldErrors: { reason: [message] } })
  }
  await transaction(async (tx) => {
    const verified = await verifiedNow(tx, [version.id])
    const now = new Date()
    const { count } = await tx.review.updateMany({
      where: { id: version.id, updatedAt: version.seen },
      data: {
        status: 'REJECTED',
        rejectReason: text,
        moderatedBy: actor.email,
        moderatedAt: now,
        verifiedBuyer: verified.get(version.id) ?? false,
        updatedAt: now,
      },
    })
    if (!count) throw await refusal(tx, version)
  })
}

/** Adds or replaces the shop's public reply, shown under the review once it is approved. */
export async function saveReply(version: Version, reply: string) {
  const text = reply.trim()
  if (text.length < 2 || text.length > 1000) {
    const message =
      text.length < 2 ? MODERATION_MESSAGES.replyRequired : MODERATION_MESSAGES.replyTooLong
    throw new AppError(400, message, { fieldErrors: { reply: [message] } })
  }
  await transaction(async (tx) => {
    const now = new Date()
    const { count } = await tx.review.updateMany({
      where: { id: version.id, updatedAt: version.seen },
      data: { reply: text, repliedAt: now, updatedAt: now },
    })
    if (!count) throw await refusal(tx, version)
  })
}

/** Takes the shop's reply down. */
export async function removeReply(version: Version) {
  await transaction(async (tx) => {
    const { count } = await tx.review.updateMany({
      where: { id: version.id, updatedAt: version.seen },
      data: { reply: null, repliedAt: null, updatedAt: new Date() },
    })
    if (!count) throw await refusal(tx, version)
  })
}
