/**
 * Promotions and coupon codes (decision 049): the shapes the cart, checkout and admin share, the
 * refusal texts shoppers read, and IST dates for the admin's validity window. No secrets, no Node.
 */
import { IST_OFFSET_MS, MONTHS } from './dates.ts'
import { formatPaise } from './money.ts'

export const PROMOTION_KINDS = ['PERCENT', 'FIXED', 'FREE_SHIPPING'] as const
export type PromotionKindName = (typeof PROMOTION_KINDS)[number]
export const PROMOTION_SCOPES = ['ALL', 'CATEGORIES', 'PRODUCTS'] as const
export type PromotionScopeName = (typeof PROMOTION_SCOPES)[number]

export const KIND_LABELS: Record<PromotionKindName, string> = {
  PERCENT: 'Percentage off',
  FIXED: 'Fixed amount off',
  FREE_SHIPPING: 'Free shipping',
}
export const SCOPE_LABELS: Record<PromotionScopeName, string> = {
  ALL: 'Everything',
  CATEGORIES: 'Chosen categories',
  PRODUCTS: 'Chosen products',
}

/** A code as typed: trimmed, upper case, letters, digits, dash and underscore only. */
export const CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/
export function normaliseCode(raw: unknown) {
  return typeof raw === 'string' ? raw.trim().toUpperCase().slice(0, 64) : ''
}

/** "1 December" (and the year when it is not this year's, in India). */
function dayInIndia(at: Date, now: Date) {
  const local = new Date(at.getTime() + IST_OFFSET_MS)
  const year = local.getUTCFullYear()
  const thisYear = new Date(now.getTime() + IST_OFFSET_MS).getUTCFullYear()
  const text = `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]}`
  return year === thisYear ? text : `${text} ${year}`
}

/** Why a code does not apply: the sentences the cart and checkout show under "Have a code?". */
export const PROMO_MESSAGES = {
  enterCode: 'Enter a code.',
  unknown: 'We do not know this code: check how it is spelt.',
  inactive: 'This code is no longer active',
  startsOn: (at: Date, now: Date) => `This code starts on ${dayInIndia(at, now)}`,
  endedOn: (at: Date, now: Date) =>
    `This code ended on ${dayInIndia(new Date(at.getTime() - 1), now)}`,
  usedUp: 'This code has been used up',
  alreadyUsed: 'Already used',
  signIn: 'Sign in to use this code',
  firstOrderOnly: 'This code is for your first order only',
  notForCart: 'This code does not apply to anything in your cart',
  addMore: (shortPaise: number) => `Add ${formatPaise(shortPaise)} more to use this code`,
  buyMore: (units: number) => `Order ${units} or more of one product to use this code`,
  notStackable: 'Only one code can be used on an order: remove the other code first',
  alreadyApplied: 'This code is already applied',
  emptyCart: 'Add something to your cart before entering a code.',
  shippingAlreadyFree: 'Shipping on this order is already free',
  /** An automatic promotion the cart is short of (decision 056). */
  autoBuyMore: (units: number) => `Order ${units} or more of one product to get it`,
  autoAddMore: (shortPaise: number) => `Add ${formatPaise(shortPaise)} more to get it`,
} as const

/** A promotion taken off an order or cart: what every screen shows as a discount line. */
export interface AppliedPromotion {
  promotionId: string
  name: string
  /** Null for an automatic promotion. */
  code: string | null
  kind: PromotionKindName
  /** Taken off the goods. */
  discountPaise: number
  /** Shipping waived (a free-shipping promotion). */
  shippingPaise: number
}

/** A code the shopper entered, and whether it applies now (with the reason when not). */
export interface EnteredCode {
  code: string
  applied: boolean
  reason: string | null
}

/** An automatic promotion the cart is short of, and what it asks ("Add ₹120 more to get it"). */
export interface NearPromotion {
  promotionId: string
  name: string
  hint: string
}

/** What the promotions did to a cart: the cart module takes this from the promotions module. */
export interface CartPromotions {
  applied: AppliedPromotion[]
  codes: EnteredCode[]
  /** Automatic promotions a bigger quantity or amount would get (shown in the cart). */
  nearly: NearPromotion[]
  /** Off the goods, all promotions together. */
  discountPaise: number
  /** The shipping fee after a free-shipping promotion. */
  shippingFeePaise: number
}

export const NO_PROMOTIONS = (shippingFeePaise: number): CartPromotions => ({
  applied: [],
  codes: [],
  nearly: [],
  discountPaise: 0,
  shippingFeePaise,
})

/** The discount line's label: "Code DIWALI10 (Diwali sale)" or the automatic promotion's name. */
export function promotionLabel(p: Pick<AppliedPromotion, 'code' | 'name'>) {
  return p.code ? `Code ${p.code} (${p.name})` : p.name
}

/** An IST wall-clock time from a `datetime-local` field ("2026-12-01T00:00") as an instant. */
export function parseIstLocal(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim())
  if (!m) return null
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number]
  const utc = Date.UTC(y, mo - 1, d, h, mi)
  const back = new Date(utc)
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null
  return new Date(utc - IST_OFFSET_MS)
}

/** An instant as the `datetime-local` value of its IST wall clock. */
export function toIstLocal(at: Date | string | null | undefined) {
  if (!at) return ''
  return new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16)
}

/**
 * An order's discount lines, as the confirmation, email, invoice and order pages show them: one per
 * promotion (a free-shipping one says so), then the points. `promotions` is the order's snapshot.
 */
export function orderDiscountLines(order: {
  discountPaise: number
  promoDiscountPaise: number
  loyaltyPointsUsed: number
  promotions: unknown
}): { label: string; amountPaise: number; freeShipping: boolean }[] {
  const promos = Array.isArray(order.promotions) ? (order.promotions as AppliedPromotion[]) : []
  const lines = promos.map((p) => ({
    label: promotionLabel(p),
    amountPaise: p.discountPaise,
    freeShipping: p.shippingPaise > 0,
  }))
  const points = order.discountPaise - order.promoDiscountPaise
  if (points > 0)
    lines.push({
      label: `Points discount (${order.loyaltyPointsUsed} points)`,
      amountPaise: points,
      freeShipping: false,
    })
  return lines
}
