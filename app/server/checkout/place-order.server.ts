import crypto from 'node:crypto'
import type { Prisma } from '@prisma/client'
import { CHECKOUT_MESSAGES, type CheckoutValues } from '#app/utils/checkout.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { createAddress, getAddress } from '../accounts/addresses.server.ts'
import { placeAddress } from '../delivery/address-pin.server.ts'
import {
  describeChanges,
  quoteCheckout,
  type CheckoutQuote,
  type SeenLine,
  speedUnavailable,
} from './checkout.server.ts'
import { expireUnpaidOrder } from '../orders/expire-order.server.ts'
import { redeemForOrder } from '../loyalty/redeem.server.ts'
import { reserveUses } from '../promotions/uses.server.ts'
import { PAYMENTS_NOT_CONFIGURED } from '../payments/payment-gateway.server.ts'
import { paymentsConfig } from '../payments/razorpay-config.server.ts'
import { holidaySet } from '../delivery/holidays.server.ts'
import { orderPromise } from '../delivery/speeds.server.ts'
import { SPEED_LABELS } from '#app/utils/shipping.ts'
import { formatPaise } from '#app/utils/money.ts'

/** Unpaid orders expire (and return their points) this long after they are placed. */
export const UNPAID_ORDER_TTL_MS = 24 * 60 * 60 * 1000

type Tx = Prisma.TransactionClient

export interface PlacedOrder {
  orderId: string
  number: string
  totalPaise: number
  /** The same cart and choices were placed before: that pending order is used again. */
  reused: boolean
}

async function deliveryAddress(userId: string, values: CheckoutValues) {
  if (values.newAddress)
    return { snapshot: placeAddress(values.newAddress, 'address.').address, saved: false }
  const address = await getAddress(userId, values.addressId)
  if (!address)
    throw new AppError(400, CHECKOUT_MESSAGES.chooseAddress, {
      fieldErrors: { addressId: [CHECKOUT_MESSAGES.chooseAddress] },
    })
  return { snapshot: address, saved: true }
}

function addressSnapshot(a: {
  name: string
  phone: string
  line1: string
  line2?: string | null
  landmark?: string | null
  city: string
  state: string
  pinCode: string
}) {
  return {
    name: a.name,
    phone: a.phone,
    line1: a.line1,
    line2: a.line2 ?? '',
    landmark: a.landmark ?? '',
    city: a.city,
    state: a.state,
    pinCode: a.pinCode,
  }
}

/**
 * "Place order and pay": checks everything, then creates the order (awaiting payment) with its
 * items, designs, address and GST split frozen, and the points it uses taken from the ledger.
 * Placing the same cart with the same choices again (double click, back button, two tabs) gives the
 * same pending order: the partial unique index on (cartId, quoteHash) makes that hold across
 * instances. A different choice replaces the earlier pending order (it expires, its points return).
 */
export async function placeOrder({
  userId,
  cartId,
  values,
  seen,
}: {
  userId: string
  cartId: string | null
  values: CheckoutValues
  seen: SeenLine[]
}): Promise<PlacedOrder> {
  if (paymentsConfig().mode === 'off')
    throw new AppError(503, PAYMENTS_NOT_CONFIGURED, { code: 'PAYMENTS_OFF' })
  if (!cartId) throw new AppError(400, CHECKOUT_MESSAGES.cartEmpty, { code: 'CART_EMPTY' })

  const address = await deliveryAddress(userId, values)
  const shown = await prisma.cart.findUnique({
    where: { id: cartId },
    select: { deliverySpeed: true },
  })
  const quote = await quoteCheckout({
    userId,
    cartId,
    deliveryState: address.snapshot.state,
    deliveryPin: address.snapshot.pinCode,
    speed: values.deliverySpeed,
    requestedPoints: values.points,
  })
  if (!quote.lines.length)
    throw new AppError(400, CHECKOUT_MESSAGES.cartEmpty, { code: 'CART_EMPTY' })
  if (quote.hasProblems)
    throw new AppError(409, CHECKOUT_MESSAGES.unavailable, {
      code: 'CART_PROBLEMS',
      issues: quote.lines.flatMap((l) => (l.problemText ? [l.problemText] : [])),
    })
  if (quote.delivery.unavailable) throw speedUnavailable(quote.delivery.unavailable)
  // An offered speed chosen on the page is the cart's from now on (the cart and a reload show
  // it); a changed speed changes the total, which the page's key catches next (decision 057). It
  // is the only write before that refusal: no order, no address.
  if (values.deliverySpeed)
    await prisma.cart.updateMany({
      where: { id: cartId },
      data: { deliverySpeed: values.deliverySpeed, deliveryPin: address.snapshot.pinCode },
    })
  if (values.checkoutKey && values.checkoutKey !== quote.linesHash)
    throw new AppError(409, CHECKOUT_MESSAGES.cartChanged, {
      code: 'CART_CHANGED',
      issues: describeChanges(seen, quote.lines)
        .concat(
          shown && shown.deliverySpeed !== quote.delivery.speed
            ? [
                CHECKOUT_MESSAGES.speedChanged(
                  SPEED_LABELS[quote.delivery.speed],
                  quote.shippingPaise ? formatPaise(quote.shippingPaise) : 'free',
                ),
              ]
            : [],
        )
        .concat(
          quote.promoCodes.flatMap((c) => (c.reason ? [`Code ${c.code}: ${c.reason}.`] : [])),
        ),
    })
  if (values.points !== quote.pointsUsed) {
    const message = quote.pointsUsed
      ? `You can use up to ${quote.pointsUsed} points on this order.`
      : 'Points cannot be used on this order: you need at least 50 available points, worth no more than 20% of the subtotal.'
    throw new AppError(400, message, { fieldErrors: { points: [message] } })
  }

  // Writes start here: the new address is saved to the account as the shopper asked.
  const saved = address.saved
    ? address.snapshot
    : await createAddress(userId, { ...address.snapshot, isDefault: false })
  const snapshot = addressSnapshot(saved)
  const quoteHash = crypto
    .createHash('sha256')
    .update(
      JSON.stringify([
        quote.linesHash,
        snapshot,
        values.email,
        values.phone,
        values.gstin ?? '',
        values.businessName ?? '',
        quote.pointsUsed,
        quote.promotions.map((p) => [p.promotionId, p.discountPaise, p.shippingPaise]),
        values.printAsIs,
        quote.delivery.speed,
      ]),
    )
    .digest('base64url')

  const designs = await designSnapshots(quote)
  // The arrival range as promised now; paying counts it again from the payment's time.
  const promise = orderPromise({
    paidAt: new Date(),
    speed: quote.delivery.speed,
    pinCode: snapshot.pinCode,
    productionDays: quote.delivery.productionDays,
    holidays: await holidaySet(),
  })
  const findPending = (db: Tx | typeof prisma) =>
    db.order.findFirst({
      where: { cartId, quoteHash, status: 'PENDING_PAYMENT' },
      select: { id: true, number: true, totalPaise: true },
    })
  try {
    return await prisma.$transaction(
      async (tx) => {
        const existing = await findPending(tx)
        if (existing) return { orderId: existing.id, ...existing, id: undefined, reused: true }
        await supersedePendingOrders(tx, cartId)
        const [{ nextval }] = await tx.$queryRaw<
          [{ nextval: bigint }]
        >`SELECT nextval('order_number_seq')`
        const number = `PS-${nextval}`
        const order = await tx.order.create({
          data: {
            number,
            userId,
            email: values.email,
            phone: values.phone,
            subtotalPaise: quote.subtotalPaise,
            shippingPaise: quote.shippingPaise,
            deliverySpeed: quote.delivery.speed,
            deliveryFrom: promise.deliveryFrom,
            deliveryTo: promise.deliveryTo,
            shippingTaxPaise: quote.gst.shipping.taxPaise,
            shippingGstRateBp: quote.gst.shipping.rateBp,
            shippingHsn: quote.gst.shipping.hsnCode,
            discountPaise: quote.discountPaise,
            promoDiscountPaise: quote.promoDiscountPaise,
            promotions: quote.promotions.length
              ? (quote.promotions as unknown as Prisma.InputJsonValue)
              : undefined,
            loyaltyPointsUsed: quote.pointsUsed,
            totalPaise: quote.totalPaise,
            taxPaise: quote.gst.taxPaise,
            cgstPaise: quote.gst.cgstPaise,
            sgstPaise: quote.gst.sgstPaise,
            igstPaise: quote.gst.igstPaise,
            placeOfSupply: snapshot.state,
            gstin: values.gstin ?? null,
            businessName: values.gstin ? (values.businessName ?? null) : null,
            printAsIs: values.printAsIs,
            shippingAddress: snapshot,
            cartId,
            quoteHash,
            expiresAt: new Date(Date.now() + UNPAID_ORDER_TTL_MS),
            items: {
              create: quote.lines.map((line) => ({
                productId: line.productId,
                productName: line.name,
                productSlug: line.slug,
                options: line.options,
                selection: (line.selection ?? {}) as Prisma.InputJsonValue,
                tierQuantity: line.tierQuantity,
                quantity: line.quantity,
                unitPricePaise: line.pricePerUnitPaise,
                totalPaise: line.lineTotalPaise,
                hsnCode: line.hsnCode,
                gstRateBp: line.gstRateBp,
                taxPaise: line.taxPaise,
                designId: line.designId,
                designSnapshot: line.designId
                  ? ((designs.get(line.designId) ?? null) as Prisma.InputJsonValue)
                  : undefined,
                uploadId: line.uploadId,
                previewUploadId: line.previewUploadId,
                preflight: (line.preflight ?? undefined) as Prisma.InputJsonValue | undefined,
                proofCheckedAt: line.proofCheckedAt ? new Date(line.proofCheckedAt) : null,
                // "Send my file later": the paid order waits for this file (decision 033).
                awaitingArtwork: line.artworkLater,
              })),
            },
            events: {
              create: {
                status: 'PENDING_PAYMENT',
                note: 'Order placed, awaiting payment',
                actor: 'customer',
              },
            },
          },
          select: { id: true, number: true, totalPaise: true },
        })
        // A use of each promotion, or no order: the loser of a race for a code's last use is
        // refused here, before it pays (decision 049).
        await reserveUses(tx, { orderId: order.id, userId, applied: quote.promotions })
        if (quote.pointsUsed)
          await redeemForOrder(tx, { userId, orderId: order.id, points: quote.pointsUsed })
        return {
          orderId: order.id,
          number: order.number,
          totalPaise: order.totalPaise,
          reused: false,
        }
      },
      { maxWait: 10_000, timeout: 20_000 },
    )
  } catch (error) {
    // The same placement won a race on another instance: it is this order.
    if ((error as { code?: string }).code === 'P2002') {
      const existing = await findPending(prisma)
      if (existing)
        return {
          orderId: existing.id,
          number: existing.number,
          totalPaise: existing.totalPaise,
          reused: true,
        }
    }
    throw error
  }
}

/** Frozen copies of the saved designs on the lines: later edits never change what was ordered. */
async function designSnapshots(quote: CheckoutQuote) {
  const ids = quote.lines.flatMap((l) => (l.designId ? [l.designId] : []))
  if (!ids.length) return new Map<string, unknown>()
  const designs = await prisma.design.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true, document: true, updatedAt: true },
  })
  return new Map(
    designs.map((d) => [
      d.id,
      { name: d.name, document: d.document, savedAt: d.updatedAt.toISOString() },
    ]),
  )
}

/** Earlier pending orders of this cart are replaced by the new one: they expire, points return. */
async function supersedePendingOrders(tx: Tx, cartId: string) {
  const pending = await tx.order.findMany({
    where: { cartId, status: 'PENDING_PAYMENT' },
    select: { id: true },
  })
  for (const { id } of pending)
    await expireUnpaidOrder(tx, {
      orderId: id,
      actor: 'customer',
      note: 'Replaced by a newer checkout of the same cart',
    })
}
