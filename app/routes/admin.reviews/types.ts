import { type SubmissionResult } from '@conform-to/react'
import { type ReviewStatus } from '#app/utils/review-moderation.ts'

/** One review in the moderation queue, as the loader shapes it for its card. */
export type ModerationReview = {
  id: string
  /** `id.updatedAt`: a moderation form names the version staff saw (decision 023). */
  version: string
  status: ReviewStatus
  rating: number
  title: string
  body: string
  verifiedBuyer: boolean
  dateLabel: string
  product: { name: string; slug: string }
  reviewer: { id: string; name: string; publicName: string; email: string }
  reply: { text: string; dateLabel: string | null } | null
  rejectReason: string | null
  moderation: { by: string; atLabel: string } | null
}

/** A refused post: which review and form, the form's conform result and its message. */
export type ModerationActionData = {
  intent: string
  reviewId: string | null
  message: string | null
  result: SubmissionResult<string[]>
}
