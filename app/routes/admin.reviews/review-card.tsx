import { getFormProps, getTextareaProps } from '@conform-to/react'
import { Form, Link, useNavigation } from '@remix-run/react'
import { FormMessage } from '#app/components/forms.tsx'
import { ShopReply, VerifiedBuyer } from '#app/components/review-parts.tsx'
import { Stars } from '#app/components/stars.tsx'
import { Field, inputClass } from '#app/components/ui/field.tsx'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'
import { useIsPending } from '#app/utils/use-is-pending.ts'
import {
  MODERATION_INTENTS,
  REVIEW_STATUS_LABELS,
  rejectSchema,
  replySchema,
} from '#app/utils/review-moderation.ts'
import type { ModerationActionData, ModerationReview as Review } from './types.ts'

const primaryButton =
  'rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-black disabled:opacity-60'
const secondaryButton =
  'rounded-full px-5 py-2.5 text-sm font-semibold ring-1 ring-black/15 hover:bg-black/5 disabled:opacity-60'
const summaryClass =
  'inline-flex cursor-pointer list-none rounded-full px-5 py-2.5 text-sm font-semibold ring-1 ring-black/15 hover:bg-black/5 [&::-webkit-details-marker]:hidden'

/** Whether the page is sending this form of this review. */
function useSending(intent: string, reviewId: string) {
  const pending = useIsPending()
  const navigation = useNavigation()
  return (
    pending &&
    navigation.formData?.get('intent') === intent &&
    String(navigation.formData?.get('review') ?? '').startsWith(`${reviewId}.`)
  )
}

/** One review in the moderation queue, with everything staff can do to it. */
export function ReviewCard({
  review,
  selectable,
  actionData,
}: {
  review: Review
  selectable: boolean
  actionData?: ModerationActionData
}) {
  const approving = useSending(MODERATION_INTENTS.approve, review.id)
  const removing = useSending(MODERATION_INTENTS.removeReply, review.id)
  const headingId = `review-${review.id}`
  const resultFor = (intent: string) =>
    actionData?.intent === intent ? actionData.result : undefined
  // Field errors show in their form; anything else (changed meanwhile, gone) at the top.
  const topMessage =
    actionData?.message &&
    !(actionData.intent === MODERATION_INTENTS.reject && actionData.result.error?.reason) &&
    !(actionData.intent === MODERATION_INTENTS.reply && actionData.result.error?.reply)
      ? actionData.message
      : null
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 ring-1 ring-black/5"
      data-testid="moderation-review"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          {selectable ? (
            <input
              type="checkbox"
              name="review"
              value={review.version}
              form="bulk-approve"
              aria-label={`Select “${review.title}”`}
              className="mt-1 size-5 accent-ink"
            />
          ) : null}
          <div>
            <p className="text-sm">
              <Link
                to={`/product/${review.product.slug}#reviews`}
                className="font-semibold text-brand-600 hover:underline"
              >
                {review.product.name}
              </Link>
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <Stars rating={review.rating} />
              <span className="text-sm font-medium">{review.rating}/5</span>
              {review.verifiedBuyer ? (
                <VerifiedBuyer />
              ) : (
                <span className="text-xs text-black/55">Not a verified buyer</span>
              )}
            </div>
          </div>
        </div>
        <span className="rounded-full bg-paper px-3 py-1 text-xs font-semibold">
          {REVIEW_STATUS_LABELS[review.status]}
        </span>
      </div>

      <h2 id={headingId} className="mt-3 font-semibold">
        {review.title}
      </h2>
      <p className="mt-1 text-sm whitespace-pre-line text-black/75">{review.body}</p>
      <p className="mt-3 text-sm text-black/60">
        <Link to={`/admin/users/${review.reviewer.id}`} className="font-medium hover:underline">
          {review.reviewer.name}
        </Link>{' '}
        ({review.reviewer.email}; shown as “{review.reviewer.publicName}”) · {review.dateLabel}
      </p>
      {review.moderation ? (
        <p className="mt-1 text-sm text-black/60">
          {review.status === 'REJECTED' ? 'Rejected' : 'Approved'} by {review.moderation.by} on{' '}
          {review.moderation.atLabel}
          {review.status === 'REJECTED' && review.rejectReason ? (
            <>
              : <span className="text-black/80">{review.rejectReason}</span>
            </>
          ) : null}
        </p>
      ) : null}

      {review.reply ? <ShopReply {...review.reply} /> : null}

      {topMessage ? (
        <div className="mt-3">
          <FormMessage tone="error">{topMessage}</FormMessage>
        </div>
      ) : null}

      <div className="mt-4 flex flex-wrap items-start gap-3">
        {review.status !== 'APPROVED' ? (
          <Form method="post">
            <input type="hidden" name="intent" value={MODERATION_INTENTS.approve} />
            <input type="hidden" name="review" value={review.version} />
            <button type="submit" disabled={approving} className={primaryButton}>
              {approving ? 'Approving…' : 'Approve'}
            </button>
          </Form>
        ) : null}
        {review.status !== 'REJECTED' ? (
          <RejectForm review={review} lastResult={resultFor(MODERATION_INTENTS.reject)} />
        ) : null}
        <ReplyForm review={review} lastResult={resultFor(MODERATION_INTENTS.reply)} />
        {review.reply ? (
          <Form method="post">
            <input type="hidden" name="intent" value={MODERATION_INTENTS.removeReply} />
            <input type="hidden" name="review" value={review.version} />
            <button type="submit" disabled={removing} className={secondaryButton}>
              {removing ? 'Removing…' : 'Remove reply'}
            </button>
          </Form>
        ) : null}
      </div>
    </article>
  )
}

type Result = ModerationActionData['result'] | undefined

function RejectForm({ review, lastResult }: { review: Review; lastResult: Result }) {
  const sending = useSending(MODERATION_INTENTS.reject, review.id)
  const [form, fields] = useZodForm({ id: `reject-${review.id}`, schema: rejectSchema, lastResult })
  return (
    <details open={Boolean(lastResult)} className="w-full sm:w-auto">
      <summary className={summaryClass}>
        {review.status === 'APPROVED' ? 'Unpublish and reject…' : 'Reject…'}
      </summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3 sm:w-96">
        <input type="hidden" name="intent" value={MODERATION_INTENTS.reject} />
        <input type="hidden" name="review" value={review.version} />
        <Field
          label="Reason (only staff see it)"
          id={fields.reason.id}
          errorId={fields.reason.errorId}
          errors={fields.reason.errors}
        >
          <textarea {...getTextareaProps(fields.reason)} rows={2} className={inputClass} />
        </Field>
        <button type="submit" disabled={sending} className={primaryButton}>
          {sending ? 'Rejecting…' : 'Reject review'}
        </button>
      </Form>
    </details>
  )
}

function ReplyForm({ review, lastResult }: { review: Review; lastResult: Result }) {
  const sending = useSending(MODERATION_INTENTS.reply, review.id)
  const [form, fields] = useZodForm({
    id: `reply-${review.id}`,
    schema: replySchema,
    lastResult,
    defaultValue: { reply: review.reply?.text ?? '' },
  })
  return (
    <details open={Boolean(lastResult)} className="w-full sm:w-auto">
      <summary className={summaryClass}>{review.reply ? 'Edit reply…' : 'Reply publicly…'}</summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3 sm:w-[28rem]">
        <input type="hidden" name="intent" value={MODERATION_INTENTS.reply} />
        <input type="hidden" name="review" value={review.version} />
        <Field
          label="Reply from the shop (shown under the review)"
          id={fields.reply.id}
          errorId={fields.reply.errorId}
          errors={fields.reply.errors}
        >
          <textarea {...getTextareaProps(fields.reply)} rows={3} className={inputClass} />
        </Field>
        <button type="submit" disabled={sending} className={primaryButton}>
          {sending ? 'Saving…' : 'Save reply'}
        </button>
      </Form>
    </details>
  )
}
