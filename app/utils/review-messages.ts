/**
 * What the review form says, apart from its zod schema (review-schema.ts): the product page shows
 * the thank-you message and must not load zod for it.
 */
export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars',
  title: 'Give your review a short title',
  titleTooLong: 'Keep the title under 120 characters',
  body: 'Tell other shoppers about the product in at least 20 characters',
  bodyTooLong: 'Keep your review under 2000 characters',
  submitted:
    'Thank you! Your review will appear once our team has checked it, usually within a day.',
} as const
