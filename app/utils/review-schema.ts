import { z } from 'zod'
import { REVIEW_MESSAGES } from './review-messages.ts'

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ invalid_type_error: REVIEW_MESSAGES.rating, required_error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  title: z
    .string({ required_error: REVIEW_MESSAGES.title })
    .trim()
    .min(3, REVIEW_MESSAGES.title)
    .max(120, REVIEW_MESSAGES.titleTooLong),
  body: z
    .string({ required_error: REVIEW_MESSAGES.body })
    .trim()
    .min(20, REVIEW_MESSAGES.body)
    .max(2000, REVIEW_MESSAGES.bodyTooLong),
})
