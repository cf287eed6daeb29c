import { LOYALTY_MESSAGES, MIN_REDEEM_POINTS, redeemLimits } from '#app/utils/loyalty.ts'
import { loyaltyBalance } from '../loyalty/ledger.server.ts'
import { pointsRefusal } from '../loyalty/redeem.server.ts'
import { prisma } from '../platform/db.server.ts'
import { getCart } from './cart.server.ts'

/**
 * Chooses how many points the signed-in shopper's cart uses (0 removes them): the redeem call and
 * the checkout form. `cartId` is the browser's cart; without one (a bearer-token client) the
 * shopper's latest cart. Refusals name the limit; nothing is written unless every check passes.
 */
export async function setCartPoints({
  cartId,
  userId,
  points,
}: {
  cartId: string | null
  userId: string
  points: number
}) {
  if (!Number.isInteger(points) || points < 0) throw pointsRefusal(LOYALTY_MESSAGES.notWhole)
  const cart =
    (cartId
      ? await prisma.cart.findFirst({ where: { id: cartId, userId }, select: { id: true } })
      : null) ??
    (await prisma.cart.findFirst({
      where: { userId },
      orderBy: { updatedAt: 'desc' },
      select: { id: true },
    }))
  if (!cart) throw pointsRefusal(LOYALTY_MESSAGES.emptyCart)
  const view = await getCart(cart.id)
  if (view.subtotalPaise <= 0) throw pointsRefusal(LOYALTY_MESSAGES.emptyCart)

  if (points > 0) {
    const { availablePoints } = await loyaltyBalance(userId)
    const limits = redeemLimits({
      availablePoints,
      subtotalPaise: view.subtotalPaise,
      payablePaise: view.subtotalPaise + view.shippingFeePaise,
    })
    const max = Math.min(limits.balance, limits.byShare, limits.byMinimumPayment)
    if (availablePoints < MIN_REDEEM_POINTS)
      throw pointsRefusal(LOYALTY_MESSAGES.belowMinimumBalance(Math.max(0, availablePoints)))
    if (points < MIN_REDEEM_POINTS) throw pointsRefusal(LOYALTY_MESSAGES.tooFew)
    if (points > limits.balance) throw pointsRefusal(LOYALTY_MESSAGES.overBalance(limits.balance))
    if (points > limits.byShare) throw pointsRefusal(LOYALTY_MESSAGES.overShare(max))
    if (points > limits.byMinimumPayment)
      throw pointsRefusal(LOYALTY_MESSAGES.overMinimumPayment(max))
  }

  await prisma.cart.update({ where: { id: cart.id }, data: { loyaltyPoints: points } })
  const updated = await getCart(cart.id)
  return {
    pointsApplied: updated.loyaltyPointsApplied,
    discountPaise: updated.discountPaise,
    cart: updated,
  }
}
