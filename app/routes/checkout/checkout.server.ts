import { parseWithZod } from '@conform-to/zod'
import { data, redirect } from '@remix-run/node'
import { listAddresses } from '#app/server/accounts/addresses.server.ts'
import { removeItem } from '#app/server/cart/cart.server.ts'
import { readCartId } from '#app/server/http/cart-cookie.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { readRecoveryCheckoutId } from '#app/server/http/recovery-cookie.server.ts'
import {
  advanceCheckoutStage,
  beginCheckout,
  chooseDeliverySpeed,
  parseSeenLines,
  quoteCheckout,
  seenLinesOf,
} from '#app/server/checkout/checkout.server.ts'
import type { CartView } from '#app/server/cart/cart.server.ts'
import { pointsBalance } from '#app/server/loyalty/ledger.server.ts'
import { setCartPoints } from '#app/server/cart/cart-points.server.ts'
import { placeOrder } from '#app/server/checkout/place-order.server.ts'
import { lastPaymentFailure } from '#app/server/payments/payments.server.ts'
import { paymentsConfig } from '#app/server/payments/razorpay-config.server.ts'
import { dispatchProductionDays, expectedDispatchDate } from '#app/server/orders/tracking.server.ts'
import { holidaySet } from '#app/server/delivery/holidays.server.ts'
import { speedOptions } from '#app/server/delivery/speeds.server.ts'
import { dateRangeText } from '#app/utils/shipment-tracking.ts'
import { isAppError } from '#app/server/platform/errors.server.ts'
import { filledRefusal, placeAddress } from '#app/server/delivery/address-pin.server.ts'
import { deliveryBox } from '#app/server/delivery/delivery-view.server.ts'
import { deliveryPinOf } from '#app/server/http/delivery-pin-cookie.server.ts'
import { CHECKOUT_MESSAGES, checkoutSchema } from '#app/utils/checkout.ts'
import { formatCalendarDay } from '#app/utils/dates.ts'
import { formatAddress } from '#app/utils/address.ts'
import { MIN_REDEEM_POINTS } from '#app/utils/loyalty.ts'
import type { SessionUser } from '#app/server/accounts/session.server.ts'

/** The signed-in checkout page's data and form handling (the route stays thin). */

const PAYMENT_NOTICES = {
  failed: CHECKOUT_MESSAGES.failed,
  cancelled: CHECKOUT_MESSAGES.cancelled,
  unverified:
    'We could not confirm that payment. If money left your account it will be confirmed automatically within a few minutes, or refunded. You can also try again.',
} as const

async function paymentNotice(url: URL, userId: string) {
  const kind = url.searchParams.get('payment') as keyof typeof PAYMENT_NOTICES | null
  if (!kind || !(kind in PAYMENT_NOTICES)) return null
  let reason: string | null = null
  const orderId = url.searchParams.get('order')
  if (kind === 'failed' && orderId) {
    reason = await lastPaymentFailure(userId, orderId)
  }
  return { kind, message: PAYMENT_NOTICES[kind], reason }
}

/**
 * The signed-in checkout page (issue 26): four queries and no write. The cart is the request's one
 * read (getRequestCart, which the header's badge counts from too), with each line's product state,
 * HSN code and GST rate and the points chosen; the contact is the session's user; then the saved
 * addresses and the points balance. Opening the page records nothing: the abandoned-checkouts
 * list learns of a checkout from the actions that start or change it (beginCheckout).
 */
export async function loadCheckout(
  request: Request,
  cartRead: Promise<CartView>,
  user: SessionUser,
) {
  const url = new URL(request.url)
  const [cart, addresses, balance] = await Promise.all([
    cartRead,
    listAddresses(user.id),
    pointsBalance(user.id),
  ])
  const chosen =
    addresses.find((a) => a.id === url.searchParams.get('address')) ?? addresses[0] ?? null
  const quote = await quoteCheckout({
    userId: user.id,
    cartId: cart.cartId,
    cart,
    deliveryState: chosen?.state ?? '',
    deliveryPin: chosen?.pinCode ?? null,
    requestedPoints: cart.requestedPoints,
    availablePoints: balance.availablePoints,
  })
  const days = quote.delivery.productionDays
  const contact = { email: user.email, phone: user.phone ?? '' }
  const config = paymentsConfig()
  // Delivery dates before paying: for a PIN code just typed, else the chosen address's, else the
  // one remembered from the product page or the cart.
  const asked = deliveryPinOf(request)
  const pin = asked?.typed ? asked.pin : (chosen?.pinCode ?? asked?.pin ?? null)
  const delivery =
    pin && quote.lines.length
      ? await deliveryBox(
          pin,
          days,
          {
            subtotalPaise: quote.subtotalPaise,
            speed: quote.delivery.speed,
            feePaise: quote.shippingPaise,
          },
          { sameDay: quote.delivery.sameDay },
        )
      : null
  const holidays = await holidaySet()
  // The speeds for the chosen address, each with its dates and fee: the checkout's radio list.
  const speeds = chosen
    ? speedOptions({
        pinCode: chosen.pinCode,
        productionDays: days,
        sameDay: quote.delivery.sameDay,
        subtotalPaise: quote.subtotalPaise,
        holidays,
      }).map((o) => ({
        speed: o.speed,
        label: o.label,
        dates: dateRangeText(o.from, o.to),
        // The chosen speed's fee is what this order pays (after a free-shipping code).
        fee: o.speed === quote.delivery.speed ? quote.shippingPaise : (o.feePaise ?? 0),
      }))
    : []
  return data({
    delivery,
    gate: null,
    contact,
    addresses: addresses.map((a) => ({
      id: a.id,
      name: a.name,
      phone: a.phone,
      state: a.state,
      isDefault: a.isDefault,
      line: formatAddress(a),
    })),
    chosenAddressId: chosen?.id ?? 'new',
    quote: {
      ...quote,
      lines: quote.lines.map((l) => ({
        id: l.id,
        name: l.name,
        slug: l.slug,
        quantity: l.quantity,
        tierQuantity: l.tierQuantity,
        unit: l.unit,
        options: l.options,
        imageUrl: l.imageUrl,
        pricePerUnitPaise: l.pricePerUnitPaise,
        lineTotalPaise: l.lineTotalPaise,
        gstRateBp: l.gstRateBp,
        designName: l.design?.name ?? null,
        proofUrl: l.design?.proofUrl ?? null,
        problemText: l.problemText,
        /** Where the shopper fixes a line without artwork (decision 033). */
        fixUrl: l.problem === 'no-artwork' ? `/cart#line-${l.id}` : null,
        artworkLater: l.artworkLater,
      })),
    },
    seen: JSON.stringify(seenLinesOf(quote)),
    deliveryState: chosen?.state ?? null,
    loyalty: {
      availablePoints: balance.availablePoints,
      pendingPoints: balance.pendingPoints,
      minRedeem: MIN_REDEEM_POINTS,
      applied: quote.pointsUsed,
      requested: cart.requestedPoints,
    },
    dispatchBy: formatCalendarDay(
      expectedDispatchDate(
        new Date(),
        dispatchProductionDays(quote.delivery.speed, days),
        holidays,
      ),
    ),
    speeds,
    speed: quote.delivery.speed,
    deliveryPin: chosen?.pinCode ?? null,
    paymentsOff: config.mode === 'off',
    standIn: config.standInPages,
    notice: await paymentNotice(url, user.id),
  })
}

/** The abandoned-checkouts list's stage is bookkeeping: it never blocks the shopper. */
const stageNotRecorded = (error: unknown) => console.error('Failed to record checkout stage', error)

/**
 * A checkout the shopper acted on is recorded (opened if "Proceed to checkout" did not, as when
 * they came by a link) and moved on to `stage`, never back and never blocking them.
 */
async function recordStage(
  request: Request,
  user: SessionUser,
  cartId: string | null,
  stage: 'address' | 'payment',
) {
  await beginCheckout({ user, cartId, returnedFrom: await readRecoveryCheckoutId(request) })
    .then(() => advanceCheckoutStage(cartId, stage))
    .catch(stageNotRecorded)
}

export async function checkoutAction(request: Request, user: SessionUser) {
  const userId = user.id
  const formData = await request.formData().catch(() => new FormData())
  const intent = String(formData.get('intent') ?? 'place')
  const cartId = await readCartId(request)

  // "Proceed to checkout" on the cart: the checkout starts (recorded for the abandoned-checkouts
  // list, never blocking the shopper), then the page.
  if (intent === 'begin') {
    await beginCheckout({
      user,
      cartId,
      returnedFrom: await readRecoveryCheckoutId(request),
    }).catch((error: unknown) => console.error('Failed to track checkout', error))
    return redirect('/checkout', 303)
  }

  // A sign-in form of the gate posted again once signed in (back button, second tab): done.
  if (intent.startsWith('gate-')) return redirect('/checkout', 303)

  if (intent === 'remove-line') {
    try {
      await removeItem(cartId, String(formData.get('itemId') ?? ''))
    } catch (error) {
      if (!isAppError(error)) throw error
    }
    return redirect('/checkout', 303)
  }

  if (intent === 'speed') {
    // JavaScript's instant choice of a speed (decision 057); without it "Place order" carries it.
    try {
      await chooseDeliverySpeed(cartId, {
        speed: String(formData.get('deliverySpeed') ?? ''),
        pinCode: String(formData.get('pinCode') ?? ''),
      })
      return redirect('/checkout#shipping', 303)
    } catch (error) {
      return refuse(error, {
        body: ({ message }) => ({ pointsError: null, result: null, changes: [message] }),
      })
    }
  }

  if (intent === 'points') {
    const points = Number(formData.get('points') ?? 0)
    try {
      await setCartPoints({ cartId: cartId ?? '', userId, points })
      return redirect('/checkout#points', 303)
    } catch (error) {
      return refuse(error, {
        body: ({ message }) => ({ pointsError: message, result: null, changes: [] as string[] }),
      })
    }
  }

  const submission = parseWithZod(formData, { schema: checkoutSchema })
  if (submission.status !== 'success') {
    return data(
      { result: submission.reply(), pointsError: null, changes: [] as string[] },
      { status: 400 },
    )
  }
  try {
    const typed = submission.value.newAddress
    // Without JavaScript the city and state may come empty: fill them and show the shopper first.
    const payload = submission.payload.address
    if (typed && payload && typeof payload === 'object') {
      const filled = filledRefusal(
        placeAddress(typed, 'address.'),
        payload as Record<string, unknown>,
      )
      if (filled) throw filled
    }
    const placed = await placeOrder({
      userId,
      cartId,
      values: submission.value,
      seen: parseSeenLines(formData.get('seen')),
    })
    await recordStage(request, user, cartId, 'payment')
    return redirect(`/checkout/pay?order=${encodeURIComponent(placed.orderId)}`, 303)
  } catch (error) {
    // The form was complete (contact and address): the shopper got that far.
    await recordStage(request, user, cartId, 'address')
    return refuse(error, {
      submission,
      fallback: CHECKOUT_MESSAGES.placeFailed,
      body: (result, { issues }) => ({
        result,
        pointsError: null,
        changes: (issues ?? []).map(String),
      }),
    })
  }
}
