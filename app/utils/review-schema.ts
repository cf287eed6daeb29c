import { z } from 'zod'

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars',
  title: 'Give your review a short title',
  titleTooLong: 'Keep the title under 120 characters',
  body: 'Tell other shoppers about the product in at least 20 characters',
  bodyTooLong: 'Keep your review under 2000 characters',
  submitted:
    'Thank you! Your review will appear once our team has checked it, usually within a day.',
} as const

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
