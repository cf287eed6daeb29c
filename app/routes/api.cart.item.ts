import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { addToCart } from '#app/server/cart/add-to-cart.server.ts'
import { getUserId } from '#app/server/http/auth.server.ts'
import { readJsonOrUndefined } from '#app/server/http/body.server.ts'
import { CART_API_FAILED, cartFailure } from '#app/server/http/cart-api.server.ts'
import { readCartId, serializeCartCookie } from '#app/server/http/cart-cookie.server.ts'
import { apiFailure, apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'
import { clientIp } from '#app/server/platform/rate-limit.server.ts'

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

/** POST /api/cart/item: add a product with options; answers { success, item }. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return apiMethodNotAllowed('POST')
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
    return cartFailure(CART_API_FAILED.add, error)
  }
}

export function loader() {
  return apiMethodNotAllowed('POST')
}
