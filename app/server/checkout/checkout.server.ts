import crypto from 'node:crypto'
import type { Prisma } from '@prisma/client'
import { ARTWORK_TEXT } from '#app/utils/artwork.ts'
import { formatRs } from '#app/utils/money.ts'
import { isDeliverySpeed, shippingFor, SPEED_LABELS } from '#app/utils/shipping.ts'
import { CHECKOUT_MESSAGES } from '#app/utils/checkout.ts'
import { AppError } from '../platform/errors.server.ts'
import { prisma } from '../platform/db.server.ts'
import { getCart, type CartLine, type CartView } from '../cart/cart.server.ts'
import { evaluatePromotions, getCartWithPromotions } from '../promotions/promotions.server.ts'
import { gstBreakdown, rateOrStandard } from '../billing/tax.server.ts'
import { priceSpeed } from '../delivery/speeds.server.ts'
import { pointsDiscountFor } from '../loyalty/redeem.server.ts'

/**
 * The money of a checkout, decided here from the database at every step: the cart's lines priced
 * from the catalog, shipping, the points that still apply, and the GST included for the delivery
 * state. Nothing the browser sends is trusted for money; what it sends back is only the hash of the
 * cart it was shown, so a change between showing and paying is caught and explained.
 */

export type LineProblem = 'unavailable' | 'option-withdrawn' | 'design-changed' | 'no-artwork'

export interface QuotedLine extends CartLine {
  hsnCode: string
  gstRateBp: number
  taxPaise: number
  problem: LineProblem | null
  problemText: string | null
}

/** What the shopper was shown of a line, posted back with "Place order" (only to explain changes). */
export interface SeenLine {
  id: string
  name: string
  quantity: number
  pricePerUnitPaise: number
}

/**
 * The hash of the lines as priced: changes when a price, quantity, option or design changes, or
 * a promotion's discount does (`promotions`: what the promotions took, decision 049).
 */
export function linesHash(
  lines: Pick<
    QuotedLine,
    'id' | 'quantity' | 'pricePerUnitPaise' | 'options' | 'designId' | 'problem'
  >[],
  promotions: { promotionId: string; discountPaise: number; shippingPaise: number }[] = [],
  delivery: [speed: string, feePaise: number] = ['STANDARD', 0],
) {
  const lineParts = lines.map((l) => [
    l.id,
    l.quantity,
    l.pricePerUnitPaise,
    l.options,
    l.designId,
    l.problem,
  ])
  const promoParts = promotions.map((p) => [p.promotionId, p.discountPaise, p.shippingPaise])
  return crypto
    .createHash('sha256')
    .update(
      JSON.stringify(
        delivery[0] !== 'STANDARD'
          ? [lineParts, promoParts, delivery]
          : promoParts.length
            ? [lineParts, promoParts]
            : lineParts,
      ),
    )
    .digest('base64url')
    .slice(0, 32)
}

/**
 * The checkout's money from one read of the cart (issue 26): the cart's read carries each line's
 * product state, chosen options, HSN code and GST rate, so the quote costs no query of its own
 * beyond the points balance (only when points are asked for and `availablePoints` is not given).
 * `cart`: the request's cart when the page already read it (getRequestCart); else it is read here.
 */
export async function quoteCheckout({
  userId,
  cartId,
  deliveryState,
  deliveryPin = null,
  speed,
  requestedPoints,
  at = new Date(),
  cart: read,
  availablePoints,
}: {
  userId: string
  cartId: string | null
  deliveryState: string
  /** The delivery address's PIN code: the zone that prices a faster speed. */
  deliveryPin?: string | null
  /** The speed to price; by default the one saved on the cart. */
  speed?: string
  requestedPoints: number
  at?: Date
  cart?: CartView
  availablePoints?: number
}) {
  const cart = read ?? (await getCart(cartId))
  const problems = new Map(
    cart.items.map((l) => {
      const problem: LineProblem | null = !l.available
        ? 'unavailable'
        : l.optionWithdrawn
          ? 'option-withdrawn'
          : null
      return [l.id, { problem, hsnCode: l.hsnCode }] as const
    }),
  )
  const rates = new Map(cart.items.map((l) => [l.hsnCode, rateOrStandard(l.hsnCode, l.gstRateBp)]))
  const payable = cart.items.filter((l) => !problems.get(l.id)?.problem)
  const subtotalPaise = payable.reduce((s, l) => s + l.lineTotalPaise, 0)
  const shipping = shippingFor(subtotalPaise)
  const delivery = priceSpeed({
    asked: speed ?? cart.chosenSpeed,
    pinCode: deliveryPin,
    sameDay: payable.length > 0 && payable.every((l) => l.sameDay),
    subtotalPaise,
  })
  const shippingBeforePromotionPaise = payable.length ? delivery.feePaise : 0
  // A free-shipping promotion waives the Standard fee; a faster speed's extra stays (decision 057).
  const speedExtraPaise = payable.length ? delivery.feePaise - delivery.standardFeePaise : 0
  // The promotions come off first; the points are capped on what is left (decision 049).
  const promo = await evaluatePromotions({
    userId,
    codes: cart.enteredCodes,
    lines: payable.map((l) => ({
      id: l.id,
      productId: l.productId,
      categoryId: l.categoryId,
      amountPaise: l.lineTotalPaise,
      units: l.tierQuantity * l.quantity,
    })),
    shippingFeePaise: shippingBeforePromotionPaise - speedExtraPaise,
    now: at,
  })
  const shippingPaise = promo.shippingFeePaise + speedExtraPaise
  const goodsPaise = subtotalPaise - promo.discountPaise
  const points = await pointsDiscountFor({
    userId,
    requestedPoints,
    subtotalPaise: goodsPaise,
    payablePaise: goodsPaise + shippingPaise,
    availablePoints,
  })
  const discountPaise = promo.discountPaise + points.discountPaise
  const gst = gstBreakdown({
    lines: payable.map((l) => ({
      amountPaise: l.lineTotalPaise,
      rateBp: rates.get(problems.get(l.id)!.hsnCode)!,
      hsnCode: problems.get(l.id)!.hsnCode,
    })),
    shippingPaise,
    discountPaise,
    deliveryState,
  })
  let payableIndex = 0
  const lines: QuotedLine[] = cart.items.map((line) => {
    const info = problems.get(line.id) ?? { problem: 'unavailable' as const, hsnCode: '4911' }
    // A design edited after its line was checked must pass the print check again (cart page).
    const problem: LineProblem | null =
      info.problem ??
      (line.designChanged ? 'design-changed' : line.missingArtwork ? 'no-artwork' : null)
    const tax = info.problem ? null : gst.lines[payableIndex++]
    return {
      ...line,
      hsnCode: info.hsnCode,
      gstRateBp: tax?.rateBp ?? rates.get(info.hsnCode) ?? 0,
      taxPaise: tax?.taxPaise ?? 0,
      problem,
      problemText:
        problem === 'unavailable'
          ? `${line.name} is no longer available.`
          : problem === 'option-withdrawn'
            ? `An option you chose for ${line.name} is no longer offered: choose again.`
            : problem === 'design-changed'
              ? `You changed your design for ${line.name} after adding it: check it again in your cart.`
              : problem === 'no-artwork'
                ? ARTWORK_TEXT.missingAtCheckout(line.name)
                : null,
    }
  })
  const totalPaise = subtotalPaise - discountPaise + shippingPaise
  return {
    cartId,
    lines,
    hasProblems: lines.some((l) => l.problem),
    subtotalPaise,
    shippingPaise,
    shippingBeforePromotionPaise,
    freeShippingThresholdPaise: shipping.freeShippingThresholdPaise,
    amountToFreeShippingPaise: shipping.amountToFreeShippingPaise,
    pointsUsed: points.points,
    discountPaise,
    promoDiscountPaise: promo.discountPaise,
    pointsDiscountPaise: points.discountPaise,
    promotions: promo.applied,
    promoCodes: promo.codes,
    totalPaise,
    gst,
    delivery: {
      ...delivery,
      productionDays: Math.max(1, ...payable.map((l) => l.productionDays)),
      sameDay: payable.length > 0 && payable.every((l) => l.sameDay),
    },
    linesHash: linesHash(lines, promo.applied, [delivery.speed, shippingPaise]),
  }
}
export type CheckoutQuote = Awaited<ReturnType<typeof quoteCheckout>>

/** Sentences for what changed between the lines shown (`seen`) and the lines now. */
export function describeChanges(seen: SeenLine[], now: QuotedLine[]) {
  const changes: string[] = []
  const current = new Map(now.map((l) => [l.id, l]))
  for (const before of seen) {
    const after = current.get(before.id)
    if (!after) {
      changes.push(`${before.name} is no longer in your cart.`)
      continue
    }
    if (after.problemText) changes.push(after.problemText)
    else if (after.pricePerUnitPaise !== before.pricePerUnitPaise)
      changes.push(
        `${after.name}: the price changed from ${formatRs(before.pricePerUnitPaise)} to ${formatRs(after.pricePerUnitPaise)}.`,
      )
    if (after.quantity !== before.quantity)
      changes.push(
        `${after.name}: the quantity changed from ${before.quantity} to ${after.quantity}.`,
      )
  }
  const seenIds = new Set(seen.map((l) => l.id))
  for (const line of now)
    if (!seenIds.has(line.id)) changes.push(`${line.name} was added to your cart.`)
  return changes
}

/** Reads the posted "seen" lines; anything malformed is simply an empty list. */
export function parseSeenLines(raw: unknown): SeenLine[] {
  try {
    const value = typeof raw === 'string' ? JSON.parse(raw) : raw
    if (!Array.isArray(value)) return []
    return value.slice(0, 200).flatMap((l) =>
      l && typeof l === 'object' && typeof l.id === 'string'
        ? [
            {
              id: String(l.id),
              name: String(l.name ?? '').slice(0, 200),
              quantity: Number(l.quantity) || 0,
              pricePerUnitPaise: Number(l.pricePerUnitPaise) || 0,
            },
          ]
        : [],
    )
  } catch {
    return []
  }
}

export function seenLinesOf(quote: CheckoutQuote): SeenLine[] {
  return quote.lines.map((l) => ({
    id: l.id,
    name: l.name,
    quantity: l.quantity,
    pricePerUnitPaise: l.pricePerUnitPaise,
  }))
}

type Db = Prisma.TransactionClient | typeof prisma

/** How far a shopper got, in order: opened checkout, had an address, placed the order to pay. */
export const CHECKOUT_STAGES = ['contact', 'address', 'payment'] as const
export type CheckoutStage = (typeof CHECKOUT_STAGES)[number]

/** Moves the cart's open checkout forward to `stage` (never back). */
export function advanceCheckoutStage(cartId: string | null, stage: CheckoutStage, db: Db = prisma) {
  if (!cartId) return Promise.resolve({ count: 0 })
  return db.checkout.updateMany({
    where: {
      cartId,
      status: 'STARTED',
      stage: { in: CHECKOUT_STAGES.slice(0, CHECKOUT_STAGES.indexOf(stage)) },
    },
    data: { stage },
  })
}

/**
 * Records an opened checkout for the abandoned-checkouts list: one open row per cart, updated on
 * every visit (the partial unique index keeps it one across instances). `stage` moves it forward;
 * `returnedFrom` is the checkout a recovery link brought this browser back to (its cookie): when it
 * is this one, the return is noted, and paying then marks it recovered.
 */
export async function trackCheckout(
  input: {
    userId: string | null
    cartId: string | null
    email: string
    phone: string
    totalPaise: number
    stage?: CheckoutStage
    returnedFrom?: string | null
  },
  db: Db = prisma,
) {
  const row = await openCheckout(input, db)
  if (input.stage && input.stage !== 'contact')
    await advanceCheckoutStage(input.cartId, input.stage, db)
  if (input.returnedFrom && input.returnedFrom === row.id)
    await db.checkout.updateMany({
      where: { id: row.id, returnedAt: null },
      data: { returnedAt: new Date() },
    })
  return row
}

async function openCheckout(
  input: {
    userId: string | null
    cartId: string | null
    email: string
    phone: string
    totalPaise: number
  },
  db: Db,
) {
  const data = {
    email: input.email.slice(0, 254),
    phone: input.phone.slice(0, 20),
    userId: input.userId,
    totalPaise: Math.max(0, Math.trunc(input.totalPaise)),
  }
  if (input.cartId) {
    const updated = await db.checkout.updateMany({
      where: { cartId: input.cartId, status: 'STARTED' },
      data,
    })
    if (updated.count) {
      return db.checkout.findFirstOrThrow({
        where: { cartId: input.cartId, status: 'STARTED' },
        select: { id: true },
      })
    }
  }
  try {
    return await db.checkout.create({
      data: { ...data, cartId: input.cartId },
      select: { id: true },
    })
  } catch (error) {
    // Another request opened it at the same moment: that row is this checkout.
    if ((error as { code?: string }).code === 'P2002' && input.cartId) {
      return db.checkout.findFirstOrThrow({
        where: { cartId: input.cartId, status: 'STARTED' },
        select: { id: true },
      })
    }
    throw error
  }
}

/** A speed not offered for this cart and PIN code: a 400 on the speed field. */
export function speedUnavailable(speed: keyof typeof SPEED_LABELS) {
  const message = CHECKOUT_MESSAGES.speedUnavailable(SPEED_LABELS[speed])
  return new AppError(400, message, { fieldErrors: { deliverySpeed: [message] } })
}

/**
 * Saves the delivery speed chosen at checkout on the cart, with the PIN code it is for: the cart,
 * checkout and placing the order price it from there (never from a posted amount).
 */
export async function chooseDeliverySpeed(
  cartId: string | null,
  { speed, pinCode }: { speed: string; pinCode: string },
) {
  if (!isDeliverySpeed(speed))
    throw new AppError(400, CHECKOUT_MESSAGES.speedInvalid, {
      fieldErrors: { deliverySpeed: [CHECKOUT_MESSAGES.speedInvalid] },
    })
  if (!cartId) throw new AppError(400, CHECKOUT_MESSAGES.cartEmpty)
  // Offered here? The same rule that prices it (Same-day only where every product allows it and
  // the PIN is in the shop's city): a speed not offered is refused before anything is saved.
  const items = await prisma.cartItem.findMany({
    where: { cartId },
    select: { product: { select: { sameDay: true } } },
  })
  const { unavailable } = priceSpeed({
    asked: speed,
    pinCode,
    sameDay: items.length > 0 && items.every((i) => i.product.sameDay),
    subtotalPaise: 0,
  })
  if (unavailable) throw speedUnavailable(unavailable)
  await prisma.cart.updateMany({
    where: { id: cartId },
    data: { deliverySpeed: speed, deliveryPin: /^[1-9][0-9]{5}$/.test(pinCode) ? pinCode : null },
  })
}

/**
 * A shopper starts checkout ("Proceed to checkout" on the cart, or signing in at the checkout
 * gate): the open checkout of the abandoned-checkouts list is recorded here, in the action, and
 * never by showing the checkout page (issue 26: a GET writes nothing). Its stage is `address` when
 * the shopper has a saved address to deliver to, else `contact`. Nothing for an empty cart.
 */
export async function beginCheckout({
  user,
  cartId,
  returnedFrom,
}: {
  user: { id: string; email: string; phone: string | null }
  cartId: string | null
  returnedFrom?: string | null
}) {
  const [cart, addresses] = await Promise.all([
    getCartWithPromotions(cartId),
    prisma.address.count({ where: { userId: user.id } }),
  ])
  if (!cart.items.length) return null
  return prisma.$transaction((tx) =>
    trackCheckout(
      {
        userId: user.id,
        cartId,
        email: user.email,
        phone: user.phone ?? '',
        totalPaise: cart.grandTotalPaise,
        stage: addresses ? 'address' : 'contact',
        returnedFrom,
      },
      tx,
    ),
  )
}
