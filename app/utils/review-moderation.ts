import { z } from 'zod'

/**
 * Review moderation (/admin/reviews): the queue's tabs, the staff forms' schemas and the messages
 * staff read, shared by the forms (conform) and the action.
 */

export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
}

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value)
}

export const MODERATION_MESSAGES = {
  reasonRequired: 'Give a reason for rejecting this review (only staff see it).',
  reasonTooLong: 'Keep the reason under 500 characters.',
  replyRequired: 'Write the reply, or use Remove reply to take it down.',
  replyTooLong: 'Keep the reply under 1,000 characters.',
  noneSelected: 'Select the reviews to approve.',
  tooMany: 'Approve at most 100 reviews at a time.',
  notFound: 'Review not found.',
  changed:
    'This review changed since the page was loaded (the customer edited it, or another admin moderated it). Read it again before you act on it.',
  unknownAction: 'Unknown action.',
} as const

/** What a finished action tells staff after the redirect (`?notice=`). */
export const MODERATION_NOTICES = {
  approved: 'Review approved: it now shows on the product page and /reviews.',
  rejected: 'Review rejected: it is not shown anywhere.',
  replied: 'Reply saved.',
  'reply-removed': 'Reply removed.',
  'bulk-approved': 'Selected reviews approved.',
} as const
export type ModerationNotice = keyof typeof MODERATION_NOTICES

export const MODERATION_INTENTS = {
  approve: 'approve',
  reject: 'reject',
  reply: 'reply',
  removeReply: 'remove-reply',
  bulkApprove: 'bulk-approve',
} as const

/**
 * Which version of a review staff acted on: its id and the time it last changed, in ms. An action
 * applies only to that version, so a review edited meanwhile is never approved unread.
 */
export const reviewVersion = (review: { id: string; updatedAt: Date | string }) =>
  `${review.id}.${new Date(review.updatedAt).getTime()}`

const VERSION = /^([A-Za-z0-9_-]{1,64})\.(\d{1,15})$/

export function parseReviewVersion(value: string) {
  const match = VERSION.exec(value)
  return match ? { id: match[1]!, seen: new Date(Number(match[2])) } : null
}

const version = z
  .string({ required_error: MODERATION_MESSAGES.notFound })
  .regex(VERSION, MODERATION_MESSAGES.notFound)

export const approveSchema = z.object({
  intent: z.literal(MODERATION_INTENTS.approve),
  review: version,
})

export const rejectSchema = z.object({
  intent: z.literal(MODERATION_INTENTS.reject),
  review: version,
  reason: z
    .string({ required_error: MODERATION_MESSAGES.reasonRequired })
    .trim()
    .min(3, MODERATION_MESSAGES.reasonRequired)
    .max(500, MODERATION_MESSAGES.reasonTooLong),
})

export const replySchema = z.object({
  intent: z.literal(MODERATION_INTENTS.reply),
  review: version,
  reply: z
    .string({ required_error: MODERATION_MESSAGES.replyRequired })
    .trim()
    .min(2, MODERATION_MESSAGES.replyRequired)
    .max(1000, MODERATION_MESSAGES.replyTooLong),
})

export const removeReplySchema = z.object({
  intent: z.literal(MODERATION_INTENTS.removeReply),
  review: version,
})

export const bulkApproveSchema = z.object({
  intent: z.literal(MODERATION_INTENTS.bulkApprove),
  review: z
    .array(version, {
      required_error: MODERATION_MESSAGES.noneSelected,
      invalid_type_error: MODERATION_MESSAGES.noneSelected,
    })
    .min(1, MODERATION_MESSAGES.noneSelected)
    .max(100, MODERATION_MESSAGES.tooMany),
})

export const moderationSchema = z.discriminatedUnion('intent', [
  approveSchema,
  rejectSchema,
  replySchema,
  removeReplySchema,
  bulkApproveSchema,
])
