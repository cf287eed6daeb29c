import { Link } from '@remix-run/react'
import { FormMessage } from '#app/components/ui/form-message.tsx'
import { ShopReply, VerifiedBuyer } from '#app/components/review-parts.tsx'
import { Stars } from '#app/components/stars.tsx'
import { REVIEW_MESSAGES } from '#app/utils/review-messages.ts'

type Summary = {
  average: number
  count: number
  recent: Array<{
    id: string
    rating: number
    title: string
    body: string
    dateLabel: string
    reviewer: string
    verifiedBuyer: boolean
    reply: { text: string; dateLabel: string | null } | null
  }>
}

/** Approved reviews on a product page, with the average and a way to write one. */
export function ProductReviews({
  slug,
  name,
  reviews,
  submitted,
}: {
  slug: string
  name: string
  reviews: Summary
  submitted: boolean
}) {
  const write = `/reviews/new?${new URLSearchParams({ product: slug })}`
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-14 scroll-mt-28">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="reviews-heading" className="text-xl font-semibold">
            Customer reviews
          </h2>
          {reviews.count ? (
            <div className="mt-2 flex items-center gap-2 text-sm">
              <Stars rating={reviews.average} />
              <span className="font-semibold">{reviews.average.toFixed(1)} out of 5</span>
              <span className="text-black/60">
                from {reviews.count} review{reviews.count === 1 ? '' : 's'}
              </span>
            </div>
          ) : (
            <p className="mt-2 text-sm text-black/60">No reviews of {name} yet.</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {reviews.count > reviews.recent.length ? (
            <Link
              to={`/reviews?${new URLSearchParams({ product: slug })}`}
              className="rounded-full px-5 py-2.5 text-sm font-semibold ring-1 ring-black/15 hover:ring-black/40"
            >
              All {reviews.count} reviews
            </Link>
          ) : null}
          <Link
            to={write}
            className="rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-black"
          >
            Write a review
          </Link>
        </div>
      </div>
      {submitted ? (
        <div className="mt-4">
          <FormMessage tone="success">{REVIEW_MESSAGES.submitted}</FormMessage>
        </div>
      ) : null}
      {reviews.recent.length ? (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {reviews.recent.map((review) => (
            <li key={review.id} className="rounded-2xl bg-white p-5 ring-1 ring-black/5">
              <Stars rating={review.rating} />
              <p className="mt-2 font-semibold">{review.title}</p>
              <p className="mt-1 text-sm whitespace-pre-line text-black/70">{review.body}</p>
              <p className="mt-3 flex flex-wrap items-center gap-2 text-xs text-black/55">
                <span>
                  {review.reviewer} · {review.dateLabel}
                </span>
                {review.verifiedBuyer ? <VerifiedBuyer /> : null}
              </p>
              {review.reply ? <ShopReply {...review.reply} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
