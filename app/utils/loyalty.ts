/**
 * Loyalty points, the rules both sides need (docs/decisions/018-loyalty-points.md):
 * - earn 1 point per Rs 100 of the amount paid after discounts (rounded down), pending until the
 *   order is delivered, then available for 12 months;
 * - 1 point is worth Rs 1;
 * - redeem from 50 points (the shopper must have 50 available and use 50), up to 20% of the cart
 *   subtotal, and never so many that less than Rs 1 (Razorpay's minimum) is left to pay.
 * The balance is always the sum of the ledger (app/server/loyalty/ledger.server.ts).
 */
import { formatRs } from './money.ts'

/** Rs 100 paid earns one point. */
export const PAISE_PER_POINT_EARNED = 10_000
/** One point is worth Rs 1. */
export const POINT_VALUE_PAISE = 100
/** The fewest points a shopper can use, and must have available to use any. */
export const MIN_REDEEM_POINTS = 50
/** Points pay for at most this share of the cart subtotal. */
export const MAX_REDEEM_PERCENT = 20
/** Razorpay takes no payment under Rs 1: points always leave this much to pay. */
export const MIN_PAYABLE_PAISE = 100
/** Points expire this many months after they became available. */
export const POINTS_VALID_MONTHS = 12
/** "Expiring soon" means within this many days. */
export const EXPIRING_SOON_DAYS = 30

/** Points earned on an order that took `paidPaise`: 1 per full Rs 100. */
export function pointsEarnedFor(paidPaise: number) {
  if (!Number.isFinite(paidPaise) || paidPaise <= 0) return 0
  return Math.floor(paidPaise / PAISE_PER_POINT_EARNED)
}

/** What `points` take off the amount to pay, in paise. */
export function pointsWorthPaise(points: number) {
  return points * POINT_VALUE_PAISE
}

export interface RedeemInput {
  availablePoints: number
  subtotalPaise: number
  /** Subtotal plus shipping, before points. */
  payablePaise: number
}

/** Each limit on the points one cart can take, in points. */
export function redeemLimits({ availablePoints, subtotalPaise, payablePaise }: RedeemInput) {
  const byShare = Math.floor((subtotalPaise * MAX_REDEEM_PERCENT) / 100 / POINT_VALUE_PAISE)
  const byMinimumPayment = Math.floor((payablePaise - MIN_PAYABLE_PAISE) / POINT_VALUE_PAISE)
  const balance = Math.max(0, availablePoints)
  return {
    balance,
    byShare: Math.max(0, byShare),
    byMinimumPayment: Math.max(0, byMinimumPayment),
  }
}

/**
 * The most points this cart can take now: the lowest of the balance, 20% of the subtotal and what
 * leaves Rs 1 to pay; 0 when that is under the 50-point minimum (no points can be used at all).
 */
export function maxRedeemablePoints(input: RedeemInput) {
  const { balance, byShare, byMinimumPayment } = redeemLimits(input)
  const max = Math.min(balance, byShare, byMinimumPayment)
  return max >= MIN_REDEEM_POINTS ? max : 0
}

const points = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'point' : 'points'}`

/** Every message a shopper reads about points. */
export const LOYALTY_MESSAGES = {
  signedOut: 'Sign in to see and use your points.',
  notWhole: 'Enter the points to use as a whole number (0 removes them).',
  emptyCart: 'Add something to your cart before using points.',
  cartNotFound: 'Your cart was not found. Add something to it and try again.',
  belowMinimumBalance: (available: number) =>
    `You need at least ${points(MIN_REDEEM_POINTS)} to use them; you have ${points(available)}.`,
  tooFew: `Use at least ${points(MIN_REDEEM_POINTS)} at a time (or 0 to remove them).`,
  overBalance: (available: number) =>
    `You have ${points(available)} available; use no more than that.`,
  overShare: (max: number) =>
    max >= MIN_REDEEM_POINTS
      ? `Points can pay for up to ${MAX_REDEEM_PERCENT}% of your subtotal: at most ${points(max)} on this cart.`
      : `Points can pay for up to ${MAX_REDEEM_PERCENT}% of your subtotal, which is less than ${points(MIN_REDEEM_POINTS)} on this cart. Add more to use points.`,
  overMinimumPayment: (max: number) =>
    max >= MIN_REDEEM_POINTS
      ? `At least ${formatRs(MIN_PAYABLE_PAISE)} must be left to pay: at most ${points(max)} on this cart.`
      : `At least ${formatRs(MIN_PAYABLE_PAISE)} must be left to pay, so points cannot be used on this cart.`,
  balanceChanged: (available: number) =>
    `Your points balance changed: you now have ${points(available)} available. Check the points to use and place the order again.`,
  applied: (n: number) =>
    n > 0 ? `${points(n)} applied: ${formatRs(pointsWorthPaise(n))} off.` : 'Points removed.',
} as const

export const LOYALTY_KINDS = ['EARN', 'REDEEM', 'RESTORE', 'REVERSE', 'EXPIRE', 'ADJUST'] as const
export type LoyaltyKind = (typeof LOYALTY_KINDS)[number]

/** How the points history names each kind of entry. */
export function loyaltyEntryLabel(kind: LoyaltyKind, pending = false) {
  switch (kind) {
    case 'EARN':
      return pending ? 'Earned (pending until delivery)' : 'Earned'
    case 'REDEEM':
      return 'Used on an order'
    case 'RESTORE':
      return 'Returned from an unpaid, cancelled or refunded order'
    case 'REVERSE':
      return 'Withdrawn: order cancelled or refunded'
    case 'EXPIRE':
      return 'Expired'
    case 'ADJUST':
      return 'Adjusted by our team'
  }
}

/** "+120", "−50" (a real minus sign), "0". */
export function formatPointsChange(n: number) {
  if (n > 0) return `+${n.toLocaleString('en-IN')}`
  if (n < 0) return `−${Math.abs(n).toLocaleString('en-IN')}`
  return '0'
}

export { points as formatPoints }
