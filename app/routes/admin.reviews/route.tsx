import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { useIntentPending } from '#app/components/auth/sign-in-forms.tsx'
import { KeysetPager } from '#app/components/admin/keyset-pager.tsx'
import { FormMessage } from '#app/components/forms.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import {
  approveReview,
  approveReviews,
  listReviewsForModeration,
  rejectReview,
  removeReply,
  saveReply,
} from '#app/server/content/review-moderation.server.ts'
import { reviewerName } from '#app/server/content/reviews.server.ts'
import { fullName } from '#app/server/admin/users.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { formatDateTime, formatLongDate } from '#app/utils/dates.ts'
import {
  MODERATION_INTENTS,
  MODERATION_MESSAGES,
  MODERATION_NOTICES,
  REVIEW_STATUSES,
  REVIEW_STATUS_LABELS,
  isReviewStatus,
  moderationSchema,
  parseReviewVersion,
  reviewVersion,
  type ModerationNotice,
  type ReviewStatus,
} from '#app/utils/review-moderation.ts'
import { ReviewCard } from './review-card.tsx'
import type { ModerationActionData } from './types.ts'

/** The tab a query string asks for: PENDING unless it names another status (any case). */
function statusFrom(search: URLSearchParams): ReviewStatus {
  const raw = search.get('status')
  if (!raw) return 'PENDING'
  const status = raw.toUpperCase()
  if (isReviewStatus(status)) return status
  throw data('Unknown review status: choose Pending, Approved or Rejected.', { status: 400 })
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const search = new URL(request.url).searchParams
  const status = statusFrom(search)
  const page = await listReviewsForModeration({
    status,
    after: search.get('after'),
    before: search.get('before'),
  })
  return data({
    status,
    counts: page.counts,
    next: page.next,
    previous: page.previous,
    reviews: page.rows.map((r) => ({
      id: r.id,
      version: reviewVersion(r),
      status: r.status,
      rating: r.rating,
      title: r.title,
      body: r.body,
      verifiedBuyer: r.verifiedBuyer,
      dateLabel: formatDateTime(r.createdAt),
      product: r.product,
      reviewer: {
        id: r.user.id,
        name: fullName(r.user) || r.user.email,
        publicName: reviewerName(r.user),
        email: r.user.email,
      },
      reply: r.reply
        ? { text: r.reply, dateLabel: r.repliedAt ? formatLongDate(r.repliedAt) : null }
        : null,
      rejectReason: r.rejectReason,
      moderation:
        r.moderatedBy && r.moderatedAt
          ? { by: r.moderatedBy, atLabel: formatDateTime(r.moderatedAt) }
          : null,
    })),
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const url = new URL(request.url)
  const formData = await request.formData().catch(() => new FormData())
  const intent = String(formData.get('intent') ?? '')
  const single = formData.getAll('review')
  const reviewId =
    single.length === 1 && typeof single[0] === 'string'
      ? (parseReviewVersion(single[0])?.id ?? null)
      : null
  const submission = parseWithZod(formData, { schema: moderationSchema })
  if (submission.status !== 'success') {
    const messages = Object.values(submission.error ?? {}).flat()
    return data<ModerationActionData>(
      {
        intent,
        reviewId,
        message: messages[0] ?? MODERATION_MESSAGES.unknownAction,
        result: submission.reply(),
      },
      { status: 400 },
    )
  }
  const value = submission.value
  const actor = { email: admin.email }
  const done = (notice: ModerationNotice, extra: Record<string, string> = {}) => {
    const params = new URLSearchParams(url.search)
    for (const key of ['notice', 'approved', 'skipped']) params.delete(key)
    params.set('notice', notice)
    for (const [key, v] of Object.entries(extra)) params.set(key, v)
    return redirect(`${url.pathname}?${params}`, { status: 303 })
  }
  try {
    if (value.intent === MODERATION_INTENTS.bulkApprove) {
      const versions = value.review.map((v) => parseReviewVersion(v)!)
      const { approved, skipped } = await approveReviews(versions, actor)
      return done('bulk-approved', {
        approved: String(approved.length),
        skipped: String(skipped.length),
      })
    }
    const version = parseReviewVersion(value.review)!
    switch (value.intent) {
      case MODERATION_INTENTS.approve:
        await approveReview(version, actor)
        return done('approved')
      case MODERATION_INTENTS.reject:
        await rejectReview(version, value.reason, actor)
        return done('rejected')
      case MODERATION_INTENTS.reply:
        await saveReply(version, value.reply)
        return done('replied')
      case MODERATION_INTENTS.removeReply:
        await removeReply(version)
        return done('reply-removed')
    }
  } catch (error) {
    return refuse(error, {
      submission,
      summary: false,
      body: (result, { message }): ModerationActionData => ({ intent, reviewId, message, result }),
    })
  }
}

function noticeText(params: URLSearchParams) {
  const notice = params.get('notice') as ModerationNotice | null
  if (notice !== 'bulk-approved') return notice ? (MODERATION_NOTICES[notice] ?? null) : null
  const approved = Number(params.get('approved')) || 0
  const skipped = Number(params.get('skipped')) || 0
  const done = `${approved} ${approved === 1 ? 'review' : 'reviews'} approved.`
  return skipped
    ? `${done} ${skipped} changed since the page was loaded and ${skipped === 1 ? 'was' : 'were'} left for you to read again.`
    : done
}

export default function AdminReviews() {
  const { status, counts, reviews, next, previous } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [params] = useSearchParams()
  const notice = noticeText(params)
  const bulkPending = useIntentPending(MODERATION_INTENTS.bulkApprove)
  const bulkError =
    actionData?.intent === MODERATION_INTENTS.bulkApprove ? actionData.message : null
  const canBulkApprove = status !== 'APPROVED' && reviews.length > 0
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-display text-3xl tracking-tight">Reviews</h1>
        <p className="mt-1 text-sm text-black/60">
          Newest first. Approved reviews show on the product page and /reviews with the shop&rsquo;s
          reply; pending and rejected ones are shown nowhere.
        </p>
      </div>

      <nav aria-label="Review status" className="flex flex-wrap gap-2">
        {REVIEW_STATUSES.map((s) => (
          <Link
            key={s}
            to={`/admin/reviews?status=${s}`}
            aria-current={s === status ? 'page' : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 ${
              s === status ? 'bg-ink text-white ring-ink' : 'ring-black/15 hover:bg-black/5'
            }`}
          >
            {REVIEW_STATUS_LABELS[s]} ({counts[s]})
          </Link>
        ))}
      </nav>

      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      {actionData?.message && !actionData.reviewId && !bulkError ? (
        <FormMessage tone="error">{actionData.message}</FormMessage>
      ) : null}

      {canBulkApprove ? (
        <Form
          id="bulk-approve"
          method="post"
          className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-black/5"
        >
          <input type="hidden" name="intent" value={MODERATION_INTENTS.bulkApprove} />
          <p className="text-sm text-black/65">Tick reviews below, then</p>
          <button
            type="submit"
            disabled={bulkPending}
            className="rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-black disabled:opacity-60"
          >
            {bulkPending ? 'Approving…' : 'Approve selected'}
          </button>
          {bulkError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {bulkError}
            </p>
          ) : null}
        </Form>
      ) : null}

      {reviews.length ? (
        <ul className="space-y-4">
          {reviews.map((review) => (
            // A new version (after any change) remounts the card: forms empty, details closed.
            <li key={review.version}>
              <ReviewCard
                review={review}
                selectable={canBulkApprove}
                actionData={actionData?.reviewId === review.id ? actionData : undefined}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-white px-6 py-12 text-center text-black/60 ring-1 ring-black/5">
          {status === 'PENDING'
            ? 'No reviews waiting for moderation.'
            : `No ${REVIEW_STATUS_LABELS[status].toLowerCase()} reviews.`}
        </p>
      )}
      <KeysetPager
        next={next}
        previous={previous}
        previousLabel="Newer reviews"
        nextLabel="Older reviews"
      />
    </div>
  )
}

export const meta = () => privatePageMeta('Reviews · Admin')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
