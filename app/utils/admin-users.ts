import { z } from 'zod'

/**
 * The admin's customer screens (/admin/users): the list's filters, the staff forms' schemas
 * (points adjustment, sessions, admin access) and every message staff read there, shared by the
 * forms (conform) and the actions.
 */

export const USER_ROLES = ['all', 'customers', 'admins'] as const
export type UserRole = (typeof USER_ROLES)[number]

/** The most points one adjustment may add or take: a typing slip cannot give away a fortune. */
export const MAX_POINTS_ADJUSTMENT = 100_000

export const ADMIN_USER_MESSAGES = {
  pointsWhole: 'Enter the points as a whole number: positive to add, negative to take away.',
  pointsZero: 'Enter a number of points other than 0.',
  pointsTooMany: `Adjust by at most ${MAX_POINTS_ADJUSTMENT.toLocaleString('en-IN')} points at a time.`,
  reasonRequired: 'Give a reason for the adjustment (staff see it in the ledger).',
  reasonTooLong: 'Keep the reason under 200 characters.',
  belowZero: (available: number) =>
    `That would take the balance below zero: ${available.toLocaleString('en-IN')} ${available === 1 ? 'point is' : 'points are'} available.`,
  userNotFound: 'Customer not found.',
  sessionNotFound: 'That session has already ended.',
  notYourself: 'You cannot remove your own admin access. Ask another admin to do it.',
  lastAdmin: 'This is the only admin left: make someone else an admin first.',
  noLongerAdmin: 'Your admin access was removed meanwhile.',
  unknownAction: 'Unknown action.',
} as const

/** What a finished action tells staff after the redirect (`?notice=`). */
export const ADMIN_USER_NOTICES = {
  'points-adjusted': 'Points adjusted.',
  'session-revoked': 'The session was signed out.',
  'sessions-revoked': 'Signed out everywhere.',
  'admin-granted': 'Admin access given.',
  'admin-removed': 'Admin access removed.',
} as const
export type AdminUserNotice = keyof typeof ADMIN_USER_NOTICES

export const ADJUST_POINTS_INTENT = 'adjust-points'

export const pointsAdjustmentSchema = z.object({
  intent: z.literal(ADJUST_POINTS_INTENT),
  points: z
    .string({ required_error: ADMIN_USER_MESSAGES.pointsWhole })
    .trim()
    // A real minus sign (as the ledger prints it) or a dash both mean "take away".
    .transform((v) => v.replace(/^[\u2212\u2013]/, '-'))
    .pipe(
      z.coerce
        .number({ invalid_type_error: ADMIN_USER_MESSAGES.pointsWhole })
        .int(ADMIN_USER_MESSAGES.pointsWhole)
        .refine((n) => n !== 0, ADMIN_USER_MESSAGES.pointsZero)
        .refine((n) => Math.abs(n) <= MAX_POINTS_ADJUSTMENT, ADMIN_USER_MESSAGES.pointsTooMany),
    ),
  reason: z
    .string({ required_error: ADMIN_USER_MESSAGES.reasonRequired })
    .trim()
    .min(3, ADMIN_USER_MESSAGES.reasonRequired)
    .max(200, ADMIN_USER_MESSAGES.reasonTooLong),
  /** One per form shown: a repeated post (double click, refresh) applies the adjustment once. */
  key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
})
