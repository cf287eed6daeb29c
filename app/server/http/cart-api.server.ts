import { z } from 'zod'
import { getUserId } from './auth.server.ts'
import { ADD_TO_CART_FAILED, addToCart } from '../cart/add-to-cart.server.ts'
import { getCart, removeItem, updateQuantity, type CartView } from '../cart/cart.server.ts'
import { isAppError } from '../platform/errors.server.ts'
import { clientIp } from '../platform/rate-limit.server.ts'
import { readJsonOrUndefined } from './body.server.ts'
import { readCartId, serializeCartCookie } from './cart-cookie.server.ts'
import { apiError, apiFailure, apiSuccess } from './reply.server.ts'

/**
 * The spec's cart calls (section 7) as JSON. Money values are integer paise, like everywhere in
 * the store; a missing value is 0. A refusal answers the spec's message for the call, with the
 * reason in `errors.form`; anything unexpected is a 500 with the same message.
 */

export const CART_API_FAILED = {
  fetch: 'Failed to fetch cart.',
  add: ADD_TO_CART_FAILED,
  update: 'Failed to update item quantity.',
  remove: 'Failed to remove item from cart.',
} as const

function failure(message: string, error: unknown) {
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
    /** The loyalty points the discount is made of. */
    loyaltyPoints: cart.loyaltyPointsApplied,
    currency: 'INR',
  }
}

export async function cartJson(request: Request) {
  try {
    return apiSuccess(cartApiView(await getCart(await readCartId(request))))
  } catch (error) {
    return failure(CART_API_FAILED.fetch, error)
  }
}

const addSchema = z.object({
  productId: z.string().min(1).optional(),
  slug: z.string().min(1).optional(),
  options: z.record(z.string()).default({}),
  tierQuantity: z.number().int().positive().optional(),
  quantity: z.number().int().min(1).max(100).default(1),
  /**
   * An image uploaded through /api/upload/* to print on the item; with a designId, the design's
   * preview image.
   */
  cropped_image_id: z.string().min(1).optional(),
  /** A design saved in the designer (the signed-in shopper's, for this product). */
  designId: z.string().min(1).max(64).optional(),
  /** The shopper confirmed the design's warnings ("I have checked my proof"). */
  proofChecked: z.boolean().default(false),
  /** "Send my file later" instead of artwork (decision 033). */
  artworkLater: z.boolean().default(false),
})

export async function addCartItemJson(request: Request) {
  const parsed = addSchema.safeParse(await readJsonOrUndefined(request))
  if (!parsed.success || (!parsed.data.productId && !parsed.data.slug)) {
    return apiFailure(400, CART_API_FAILED.add, {
      errors: { form: ['Send productId or slug, options, tierQuantity and quantity.'] },
    })
  }
  const input = parsed.data
  try {
    const { item, cartId, createdCart } = await addToCart({
      cartId: await readCartId(request),
      productId: input.productId,
      productSlug: input.slug,
      options: input.options,
      tierQuantity: input.tierQuantity,
      packs: input.quantity,
      designId: input.designId,
      proofChecked: input.proofChecked,
      artworkLater: input.artworkLater,
      // With a design the image is its preview, otherwise the image to print.
      ...(input.designId
        ? { previewUploadId: input.cropped_image_id }
        : { uploadId: input.cropped_image_id }),
      currentUserId: () => getUserId(request),
      ip: clientIp(request),
    })
    return apiSuccess(
      {
        item: {
          id: item.id,
          quantity: item.quantity,
          tierQuantity: item.tierQuantity,
          designId: item.designId,
          cropped_image_id: item.previewUploadId ?? item.uploadId,
          preflight: item.preflight,
          proofCheckedAt: item.proofCheckedAt?.toISOString() ?? null,
        },
      },
      {
        status: 201,
        headers: createdCart ? { 'Set-Cookie': await serializeCartCookie(cartId) } : undefined,
      },
    )
  } catch (error) {
    return failure(CART_API_FAILED.add, error)
  }
}

const quantitySchema = z.object({ quantity: z.number().int() })

export async function updateCartItemJson(request: Request, itemId: string) {
  const parsed = quantitySchema.safeParse(await readJsonOrUndefined(request))
  if (!parsed.success) {
    return apiFailure(400, CART_API_FAILED.update, {
      errors: { form: ['quantity must be a whole number.'] },
    })
  }
  try {
    await updateQuantity(await readCartId(request), itemId, parsed.data.quantity)
    return apiSuccess()
  } catch (error) {
    return failure(CART_API_FAILED.update, error)
  }
}

export async function removeCartItemJson(request: Request, itemId: string) {
  try {
    await removeItem(await readCartId(request), itemId)
    return apiSuccess()
  } catch (error) {
    return failure(CART_API_FAILED.remove, error)
  }
}
