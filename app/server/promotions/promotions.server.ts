import type { Prisma } from '@prisma/client'
import {
  normaliseCode,
  PROMO_MESSAGES,
  type CartPromotions,
  type PromotionKindName,
  type PromotionScopeName,
} from '#app/utils/promotions.ts'
import { formatPaise } from '#app/utils/money.ts'
import { cachedCatalog, cachedCatalogItem } from '../catalog/catalog-cache.server.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { requestMemo } from '../platform/request-scope.server.ts'
import { getCart, promotionLines, type CartPromotionInput } from '../cart/cart.server.ts'
import {
  applyPromotions,
  refusalOf,
  type PromoLine,
  type PromotionRule,
  type ShopperFacts,
} from './discounts.server.ts'

/**
 * Promotions read from the database for a cart, a checkout or an order being placed: the live
 * automatic promotions, the codes entered, and the shopper's facts a rule may ask (decision 049).
 */

type Db = Prisma.TransactionClient | typeof prisma

/** At most this many codes on one cart (stacking is rare; the form takes one at a time). */
export const MAX_CODES = 5

export const ruleSelect = {
  id: true,
  name: true,
  code: true,
  kind: true,
  value: true,
  minSubtotalPaise: true,
  minQuantity: true,
  scope: true,
  categoryIds: true,
  productIds: true,
  startsAt: true,
  endsAt: true,
  usageLimit: true,
  perCustomerLimit: true,
  firstOrderOnly: true,
  stackable: true,
  active: true,
  usedCount: true,
} as const

function asRule(row: Prisma.PromotionGetPayload<{ select: typeof ruleSelect }>): PromotionRule {
  return {
    ...row,
    kind: row.kind as PromotionKindName,
    scope: row.scope as PromotionScopeName,
  }
}

/**
 * Every active automatic promotion, oldest first, held in the catalog cache: any change to a
 * promotion raises the catalog version (trigger in migration promotions_catalog_version), so every
 * instance sees a new or deactivated promotion within the second it checks the version, and a
 * cart read costs no query for them.
 */
function activeAutomaticPromotions() {
  return cachedCatalog('automatic-promotions', async () =>
    (
      await prisma.promotion.findMany({
        where: { code: null, active: true },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: ruleSelect,
      })
    ).map(asRule),
  )
}

/**
 * The automatic promotions running now, oldest first. Inside a transaction (placing an order)
 * they are read from the database itself, so the money at placement never rests on the cache.
 */
export async function liveAutomaticPromotions(now = new Date(), db: Db = prisma) {
  const running = (rule: PromotionRule) =>
    (!rule.startsAt || rule.startsAt <= now) && (!rule.endsAt || rule.endsAt > now)
  if (db === prisma) return (await activeAutomaticPromotions()).filter(running)
  const rows = await db.promotion.findMany({
    where: { code: null, active: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: ruleSelect,
  })
  return rows.map(asRule).filter(running)
}

async function readRules(codes: string[], db: Db) {
  const rows = await db.promotion.findMany({ where: { code: { in: codes } }, select: ruleSelect })
  return new Map(rows.map((r) => [r.code!, asRule(r)]))
}

/**
 * The rules of the codes on a cart. Outside a transaction each code's rule comes from the catalog
 * cache (a change by staff raises the catalog version, decision 049's triggers), read once per
 * request, so a code costs no query: only its use count, which moves with every order and raises
 * no version, is read live, and only for a code with a usage limit. Inside a transaction (placing
 * an order) everything is read from the database itself.
 */
async function rulesForCodes(codes: string[], db: Db): Promise<Map<string, PromotionRule>> {
  if (!codes.length) return new Map()
  if (db !== prisma) return readRules(codes, db)
  return requestMemo(`promotion-rules:${[...codes].sort().join(' ')}`, async () => {
    const cached = await Promise.all(
      codes.map((code) =>
        cachedCatalogItem('promotion-code', code, async () => {
          return (await readRules([code], prisma)).get(code) ?? null
        }),
      ),
    )
    const rules = cached.filter((r): r is PromotionRule => r !== null)
    const limited = rules.filter((r) => r.usageLimit !== null).map((r) => r.id)
    const counts = limited.length
      ? await prisma.promotion.findMany({
          where: { id: { in: limited } },
          select: { id: true, usedCount: true },
        })
      : []
    const used = new Map(counts.map((c) => [c.id, c.usedCount]))
    return new Map(
      rules.map((r) => [r.code!, used.has(r.id) ? { ...r, usedCount: used.get(r.id)! } : r]),
    )
  })
}

/** What the rules may ask of the shopper: read only when a rule asks it. */
async function shopperFacts(
  userId: string | null,
  rules: PromotionRule[],
  db: Db,
): Promise<ShopperFacts> {
  const asks = rules.filter((r) => r.perCustomerLimit !== null || r.firstOrderOnly)
  if (!userId || !asks.length) return { signedIn: Boolean(userId), paidOrders: 0, uses: new Map() }
  const [paidOrders, uses] = await Promise.all([
    db.order.count({ where: { userId, paidAt: { not: null } } }),
    db.promotionUse.groupBy({
      by: ['promotionId'],
      where: { userId, promotionId: { in: asks.map((r) => r.id) }, releasedAt: null },
      _count: { _all: true },
    }),
  ])
  return {
    signedIn: true,
    paidOrders,
    uses: new Map(uses.map((u) => [u.promotionId, u._count._all])),
  }
}

/** The promotions on these lines for this shopper now: the cart's and the checkout's one call. */
export async function evaluatePromotions(
  {
    userId,
    codes,
    lines,
    shippingFeePaise,
    now = new Date(),
  }: {
    userId: string | null
    codes: string[]
    lines: PromoLine[]
    shippingFeePaise: number
    now?: Date
  },
  db: Db = prisma,
): Promise<CartPromotions> {
  const [automatic, byCode] = await Promise.all([
    liveAutomaticPromotions(now, db),
    rulesForCodes(codes, db),
  ])
  const shopper = await shopperFacts(userId, [...automatic, ...byCode.values()], db)
  return applyPromotions({
    lines,
    shippingFeePaise,
    automatic,
    codes: codes.map((code) => ({ code, rule: byCode.get(code) ?? null })),
    shopper,
    now,
  })
}

const cartHook = (input: CartPromotionInput) => evaluatePromotions(input)

/** The visitor's cart with its promotions: what every page and call that shows a cart reads. */
export function getCartWithPromotions(cartId: string | null) {
  return getCart(cartId, { promotions: cartHook })
}

/**
 * "Have a code?": adds a code to the cart when it applies now; otherwise refuses with the reason
 * and writes nothing. A code that stops applying later stays on the cart with its reason shown.
 */
export async function applyCode(cartId: string | null, raw: unknown) {
  const code = normaliseCode(raw)
  const refuse = (message: string, status = 400) =>
    new AppError(status, message, { fieldErrors: { code: [message] } })
  if (!code) throw refuse(PROMO_MESSAGES.enterCode)
  const cart = cartId ? await getCartWithPromotions(cartId) : null
  if (!cart || !cart.items.length || cart.subtotalPaise <= 0) throw refuse(PROMO_MESSAGES.emptyCart)
  if (cart.enteredCodes.includes(code)) {
    const entered = cart.promoCodes.find((c) => c.code === code)
    if (entered?.applied) throw refuse(PROMO_MESSAGES.alreadyApplied, 409)
  }
  const codes = [...cart.enteredCodes.filter((c) => c !== code), code]
  if (codes.length > MAX_CODES) throw refuse(PROMO_MESSAGES.notStackable)
  const outcome = await evaluatePromotions({
    userId:
      (await prisma.cart.findUnique({ where: { id: cartId! }, select: { userId: true } }))
        ?.userId ?? null,
    codes,
    lines: promotionLines(cart.items),
    shippingFeePaise: cart.shippingBeforePromotionPaise,
  })
  const result = outcome.codes.find((c) => c.code === code)
  if (!result?.applied) throw refuse(result?.reason ?? PROMO_MESSAGES.unknown)
  const applied = outcome.applied.find((a) => a.code === code)
  if (applied?.kind === 'FREE_SHIPPING' && !applied.shippingPaise)
    throw refuse(PROMO_MESSAGES.shippingAlreadyFree)
  await prisma.cart.update({ where: { id: cartId! }, data: { promoCodes: codes } })
  return { code, cart: await getCartWithPromotions(cartId) }
}

/** Takes a code off the cart (nothing to do when it is not there). */
export async function removeCode(cartId: string | null, raw: unknown) {
  const code = normaliseCode(raw)
  if (!cartId) return
  const cart = await prisma.cart.findUnique({ where: { id: cartId }, select: { promoCodes: true } })
  if (!cart || !cart.promoCodes.includes(code)) return
  await prisma.cart.update({
    where: { id: cartId },
    data: { promoCodes: cart.promoCodes.filter((c) => c !== code) },
  })
}

/** An automatic promotion as a product page announces it, for the quantity chosen there. */
export interface ProductOffer {
  id: string
  /** Staff's words: "10% off 500+ visiting cards". */
  name: string
  /** What it does for the quantity chosen, or what it asks for. */
  note: string
  /** Off this quantity's price (0 when it does not apply to it, or it waives shipping). */
  savingPaise: number
}

/**
 * The automatic promotions a product page announces (those that can apply to this product), each
 * with what it does for the quantity chosen: from the catalog cache, no query (decision 056). The
 * saving is the one computation's, on this line alone; the cart decides with the whole cart.
 */
export async function productOffers(
  product: { id: string; categoryId: string | null; unitPlural: string },
  chosen: { units: number; amountPaise: number },
  now = new Date(),
): Promise<ProductOffer[]> {
  const line: PromoLine = {
    id: 'product-page',
    productId: product.id,
    categoryId: product.categoryId,
    ...chosen,
  }
  const live = await liveAutomaticPromotions(now)
  return live
    .filter((r) => r.usageLimit === null || r.usedCount < r.usageLimit)
    .filter(
      (r) =>
        refusalOf(r, { lines: [line], shopper: ANY_SHOPPER, now }) !== PROMO_MESSAGES.notForCart,
    )
    .map((rule) => {
      // Who may use it is the cart's question; here: what it does for this quantity.
      const open = { ...rule, perCustomerLimit: null, firstOrderOnly: false }
      const who = rule.firstOrderOnly ? ' (first order only)' : ''
      const offer = (note: string, savingPaise = 0) => ({
        id: rule.id,
        name: rule.name,
        note: note + who,
        savingPaise,
      })
      if (chosen.units < rule.minQuantity)
        return offer(`Choose ${rule.minQuantity} or more ${product.unitPlural} to get it`)
      if (chosen.amountPaise < rule.minSubtotalPaise)
        return offer(`On orders of ${formatPaise(rule.minSubtotalPaise)} or more`)
      const taken = applyPromotions({
        lines: [line],
        shippingFeePaise: 0,
        automatic: [open],
        codes: [],
        shopper: ANY_SHOPPER,
        now,
      }).applied[0]
      if (rule.kind === 'FREE_SHIPPING') return offer('Free shipping on this order')
      return taken?.discountPaise
        ? offer(
            `You save ${formatPaise(taken.discountPaise)} on this quantity`,
            taken.discountPaise,
          )
        : offer('Applied in your cart')
    })
}

const ANY_SHOPPER: ShopperFacts = { signedIn: true, paidOrders: 0, uses: new Map() }
