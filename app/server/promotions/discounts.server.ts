import {
  PROMO_MESSAGES,
  type AppliedPromotion,
  type CartPromotions,
  type EnteredCode,
  type NearPromotion,
  type PromotionKindName,
  type PromotionScopeName,
} from '#app/utils/promotions.ts'

/**
 * The one discount computation (decision 049), pure: the cart's lines and the shipping fee the
 * shipping rule gave go in; the promotions that apply, each one's discount, the reasons a code does
 * not apply and the shipping fee after a free-shipping promotion come out. The cart, checkout and
 * placing an order all call it with rows read from the database at that step.
 */

export interface PromoLine {
  id: string
  productId: string
  categoryId: string | null
  /** The line's price (paise). */
  amountPaise: number
  /** Pieces on the line (tier quantity × packs): "500+ visiting cards". */
  units: number
}

export interface PromotionRule {
  id: string
  name: string
  code: string | null
  kind: PromotionKindName
  value: number
  minSubtotalPaise: number
  minQuantity: number
  scope: PromotionScopeName
  categoryIds: string[]
  productIds: string[]
  startsAt: Date | null
  endsAt: Date | null
  usageLimit: number | null
  perCustomerLimit: number | null
  firstOrderOnly: boolean
  stackable: boolean
  active: boolean
  usedCount: number
}

/** What the database says about the shopper: only what a rule can ask. */
export interface ShopperFacts {
  signedIn: boolean
  /** Orders of theirs that were paid. */
  paidOrders: number
  /** Their uses of each promotion, held by unpaid orders or paid (by promotion id). */
  uses: Map<string, number>
}

/** A goods total never drops below this (Razorpay takes no payment under Rs 1). */
export const MIN_GOODS_AFTER_DISCOUNT_PAISE = 100

function inScope(rule: PromotionRule, line: PromoLine) {
  if (rule.scope === 'PRODUCTS') return rule.productIds.includes(line.productId)
  if (rule.scope === 'CATEGORIES')
    return line.categoryId !== null && rule.categoryIds.includes(line.categoryId)
  return true
}

/** Why a promotion cannot apply to these lines for this shopper now, or null when it can. */
export function refusalOf(
  rule: PromotionRule,
  { lines, shopper, now }: { lines: PromoLine[]; shopper: ShopperFacts; now: Date },
): string | null {
  if (!rule.active) return PROMO_MESSAGES.inactive
  if (rule.startsAt && now < rule.startsAt) return PROMO_MESSAGES.startsOn(rule.startsAt, now)
  if (rule.endsAt && now >= rule.endsAt) return PROMO_MESSAGES.endedOn(rule.endsAt, now)
  if (rule.usageLimit !== null && rule.usedCount >= rule.usageLimit) return PROMO_MESSAGES.usedUp
  if ((rule.perCustomerLimit !== null || rule.firstOrderOnly) && !shopper.signedIn)
    return PROMO_MESSAGES.signIn
  const used = shopper.uses.get(rule.id) ?? 0
  if (rule.perCustomerLimit !== null && used >= rule.perCustomerLimit)
    return PROMO_MESSAGES.alreadyUsed
  if (rule.firstOrderOnly && (shopper.paidOrders > 0 || used > 0))
    return used > 0 ? PROMO_MESSAGES.alreadyUsed : PROMO_MESSAGES.firstOrderOnly
  const eligible = lines.filter((l) => inScope(rule, l))
  if (!eligible.length) return PROMO_MESSAGES.notForCart
  if (rule.minQuantity > 0 && !eligible.some((l) => l.units >= rule.minQuantity))
    return PROMO_MESSAGES.buyMore(rule.minQuantity)
  const eligibleSubtotal = eligible
    .filter((l) => l.units >= rule.minQuantity)
    .reduce((s, l) => s + l.amountPaise, 0)
  if (eligibleSubtotal < rule.minSubtotalPaise)
    return PROMO_MESSAGES.addMore(rule.minSubtotalPaise - eligibleSubtotal)
  return null
}

/**
 * Applies the promotions: automatic ones first (all that apply), then the codes in the order
 * entered. One code per order unless every code applied so far and this one are stackable. Each
 * discount is taken from what the earlier ones left, so the goods never go below Rs 1.
 */
export function applyPromotions({
  lines,
  shippingFeePaise,
  automatic,
  codes,
  shopper,
  now,
}: {
  lines: PromoLine[]
  shippingFeePaise: number
  automatic: PromotionRule[]
  /** The codes entered, each with its promotion (null: no such code). */
  codes: { code: string; rule: PromotionRule | null }[]
  shopper: ShopperFacts
  now: Date
}): CartPromotions {
  const left = new Map(lines.map((l) => [l.id, l.amountPaise]))
  const subtotal = lines.reduce((s, l) => s + l.amountPaise, 0)
  let discountPaise = 0
  let shipping = shippingFeePaise
  const applied: AppliedPromotion[] = []
  const entered: EnteredCode[] = []
  const nearly: NearPromotion[] = []

  const take = (rule: PromotionRule): AppliedPromotion => {
    const eligible = lines.filter((l) => inScope(rule, l) && l.units >= rule.minQuantity)
    const base = eligible.reduce((s, l) => s + left.get(l.id)!, 0)
    const room = Math.max(0, subtotal - MIN_GOODS_AFTER_DISCOUNT_PAISE - discountPaise)
    const wanted =
      rule.kind === 'PERCENT'
        ? Math.floor((base * rule.value) / 10_000)
        : rule.kind === 'FIXED'
          ? Math.min(rule.value, base)
          : 0
    const off = Math.min(wanted, room)
    // Taken from the eligible lines in proportion (what a later promotion sees as left).
    let rest = off
    eligible.forEach((l, i) => {
      const have = left.get(l.id)!
      const share = i === eligible.length - 1 ? rest : Math.floor((off * have) / (base || 1))
      const cut = Math.min(have, share)
      left.set(l.id, have - cut)
      rest -= cut
    })
    discountPaise += off
    const waived = rule.kind === 'FREE_SHIPPING' ? shipping : 0
    shipping -= waived
    return {
      promotionId: rule.id,
      name: rule.name,
      code: rule.code,
      kind: rule.kind,
      discountPaise: off,
      shippingPaise: waived,
    }
  }

  for (const rule of automatic) {
    const reason = refusalOf(rule, { lines, shopper, now })
    if (!reason) {
      const result = take(rule)
      if (result.discountPaise || result.shippingPaise || rule.kind === 'FREE_SHIPPING')
        applied.push(result)
      continue
    }
    const hint = nearHint(rule, lines, reason)
    if (hint) nearly.push({ promotionId: rule.id, name: rule.name, hint })
  }

  const codesApplied: PromotionRule[] = []
  for (const { code, rule } of codes) {
    if (entered.some((e) => e.code === code)) continue
    const reason = !rule
      ? PROMO_MESSAGES.unknown
      : (refusalOf(rule, { lines, shopper, now }) ??
        (codesApplied.length && !(rule.stackable && codesApplied.every((r) => r.stackable))
          ? PROMO_MESSAGES.notStackable
          : null))
    if (reason || !rule) {
      entered.push({ code, applied: false, reason })
      continue
    }
    codesApplied.push(rule)
    applied.push(take(rule))
    entered.push({ code, applied: true, reason: null })
  }
  return { applied, codes: entered, nearly, discountPaise, shippingFeePaise: shipping }
}

/**
 * What an automatic promotion that does not apply yet asks of this cart ("Order 500 or more of one
 * product to get it"), when only a quantity or an amount stands in the way; otherwise null (it is
 * not for these lines, not running, or not for this shopper: nothing to tell them).
 */
function nearHint(rule: PromotionRule, lines: PromoLine[], reason: string) {
  if (rule.minQuantity > 0 && reason === PROMO_MESSAGES.buyMore(rule.minQuantity))
    return PROMO_MESSAGES.autoBuyMore(rule.minQuantity)
  const eligibleSubtotal = lines
    .filter((l) => inScope(rule, l) && l.units >= rule.minQuantity)
    .reduce((s, l) => s + l.amountPaise, 0)
  const short = rule.minSubtotalPaise - eligibleSubtotal
  if (short > 0 && reason === PROMO_MESSAGES.addMore(short))
    return PROMO_MESSAGES.autoAddMore(short)
  return null
}
