import { ADD_TO_CART_FAILED } from '../cart/add-to-cart.server.ts'
import { type CartView } from '../cart/cart.server.ts'
import { isAppError } from '../platform/errors.server.ts'
import { apiError, apiFailure } from './reply.server.ts'

/**
 * What the spec's cart calls (section 7, `app/routes/api.cart*.ts`) share: the cart as JSON and
 * the refusal shape. Money values are integer paise, like everywhere in the store; a missing value
 * is 0. A refusal answers the spec's message for the call, with the reason in `errors.form`;
 * anything unexpected is a 500 with the same message.
 */

export const CART_API_FAILED = {
  fetch: 'Failed to fetch cart.',
  add: ADD_TO_CART_FAILED,
  update: 'Failed to update item quantity.',
  remove: 'Failed to remove item from cart.',
} as const

/**
 * A cart call's refusal: the spec's message for the call, the reason in `errors.form`, and for a
 * design the preflight's problems. Every cart route's catch answers through it.
 */
export function cartFailure(message: string, error: unknown) {
  if (isAppError(error))
    return apiFailure(error.status, message, {
      errors: { form: [error.message] },
      headers: error.headers,
      // A design refused by the preflight says which problems, for the editor to show.
      ...(error.code === 'PREFLIGHT_ERRORS' || error.code === 'PROOF_CHECK_NEEDED'
        ? { code: error.code, issues: error.issues }
        : {}),
    })
  return apiError(error, message)
}

/** A priced cart as the API shows it (GET /api/cart, and the cart in other calls' answers). */
export function cartApiView(cart: CartView) {
  return {
    cartId: cart.cartId,
    items: cart.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      slug: item.slug,
      name: item.name,
      quantity: item.quantity,
      tierQuantity: item.tierQuantity,
      options: item.options,
      pricePerUnit: item.pricePerUnitPaise,
      cropped_image_id: item.imageId,
      imageUrl: item.imageUrl,
      available: item.available,
      designId: item.designId,
      designName: item.design?.name ?? null,
      preflight: item.preflight,
      proofCheckedAt: item.proofCheckedAt,
      designChanged: item.designChanged,
      artworkLater: item.artworkLater,
      missingArtwork: item.missingArtwork,
    })),
    subtotal: cart.subtotalPaise,
    shippingFee: cart.shippingFeePaise,
    grandTotal: cart.grandTotalPaise,
    freeShippingThreshold: cart.freeShippingThresholdPaise,
    discount: cart.discountPaise,
    /** The loyalty points in the discount. */
    loyaltyPoints: cart.loyaltyPointsApplied,
    /** The promotions in the discount (decision 049), and the codes entered with their reasons. */
    promotionDiscount: cart.promoDiscountPaise,
    promotions: cart.promotions,
    codes: cart.promoCodes,
    currency: 'INR',
  }
}
