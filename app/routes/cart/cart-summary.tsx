import { Form, Link } from '@remix-run/react'
import { formatPoints } from '#app/utils/loyalty.ts'
import { formatPaise } from '#app/utils/money.ts'
import { SITE } from '#app/utils/site.ts'
import { promotionLabel, type AppliedPromotion, type NearPromotion } from '#app/utils/promotions.ts'
import { Card } from '#app/components/ui/card.tsx'

/** The cart's totals the summary shows, in paise (CartView's, as the cart page's loader sends it). */
export type CartTotals = {
  items: readonly unknown[]
  subtotalPaise: number
  shippingFeePaise: number
  discountPaise: number
  pointsDiscountPaise: number
  promotions: readonly AppliedPromotion[]
  nearPromotions: readonly NearPromotion[]
  loyaltyPointsApplied: number
  grandTotalPaise: number
  freeShippingThresholdPaise: number
  amountToFreeShippingPaise: number
}

export function CartSummary({ cart }: { cart: CartTotals }) {
  return (
    <Card
      as="aside"
      id="summary"
      title="Order summary"
      titleClassName="text-lg font-semibold"
      className="h-fit lg:sticky lg:top-40"
    >
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd data-testid="subtotal">{formatPaise(cart.subtotalPaise)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd data-testid="shipping">
            {cart.shippingFeePaise === 0 ? 'Free' : formatPaise(cart.shippingFeePaise)}
          </dd>
        </div>
        {cart.promotions.map((p) => (
          <div key={p.promotionId} className="flex justify-between gap-3 text-brand-700">
            <dt>{promotionLabel(p)}</dt>
            <dd data-testid="promotion-discount">
              {p.discountPaise ? `−${formatPaise(p.discountPaise)}` : 'Free shipping'}
            </dd>
          </div>
        ))}
        {cart.pointsDiscountPaise > 0 ? (
          <div className="flex justify-between text-brand-700">
            <dt>Points discount ({formatPoints(cart.loyaltyPointsApplied)})</dt>
            <dd data-testid="discount">−{formatPaise(cart.pointsDiscountPaise)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t border-black/10 pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="grand-total">{formatPaise(cart.grandTotalPaise)}</dd>
        </div>
      </dl>
      <p
        className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-700"
        data-testid="free-shipping"
      >
        {cart.amountToFreeShippingPaise > 0 && cart.shippingFeePaise > 0
          ? `Add ${formatPaise(cart.amountToFreeShippingPaise)} more for free shipping (free over ${formatPaise(cart.freeShippingThresholdPaise)}).`
          : 'Your order ships free.'}
      </p>
      {cart.nearPromotions.map((p) => (
        <p
          key={p.promotionId}
          className="mt-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-700"
          data-testid="near-promotion"
        >
          <span className="font-semibold">{p.name}</span>: {p.hint}.
        </p>
      ))}
      <p className="mt-4 text-xs text-black/55">
        Prices include GST. Express items ordered before {SITE.expressCutoff} are dispatched the
        next working day.
      </p>
      {cart.items.length ? (
        // A form, not a link: starting checkout is what records it for the abandoned-checkouts
        // list (issue 26: showing the checkout page writes nothing).
        <Form method="post" action="/checkout" className="mt-5">
          <input type="hidden" name="intent" value="begin" />
          <button
            type="submit"
            className="block w-full rounded-full bg-ink px-6 py-3 text-center text-sm font-semibold text-white hover:bg-black"
          >
            Proceed to checkout
          </button>
        </Form>
      ) : null}
      <Link to="/shop" className="mt-4 block text-center text-sm font-medium text-brand-700">
        Continue shopping
      </Link>
    </Card>
  )
}
