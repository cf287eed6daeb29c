import { z } from 'zod'
import { getUserId } from '../accounts/auth.server.ts'
import { prisma } from '../platform/db.server.ts'
import { DesignError, designForCart, setDesignPreview } from '../designs/designs.server.ts'
import {
  addItem,
  CartError,
  serializeCartCookie,
  validateAddition,
  getCart,
  readCartId,
  removeItem,
  updateQuantity,
} from '../cart/cart.server.ts'

/**
 * The spec's cart calls (section 7) as JSON. Money values are integer paise, like everywhere in
 * the store; a missing value is 0.
 */

type ApiResult = { status: number; body: Record<string, unknown>; setCookie?: string }

export async function cartJson(request: Request): Promise<ApiResult> {
  const cart = await getCart(await readCartId(request))
  return {
    status: 200,
    body: {
      success: true,
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
      })),
      subtotal: cart.subtotalPaise,
      shippingFee: cart.shippingFeePaise,
      grandTotal: cart.grandTotalPaise,
      freeShippingThreshold: cart.freeShippingThresholdPaise,
      discount: cart.discountPaise,
      currency: 'INR',
    },
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
})

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    return undefined
  }
}

function fail(message: string, error: unknown): ApiResult {
  if (error instanceof CartError || error instanceof DesignError)
    return { status: error.status, body: { success: false, message, error: error.message } }
  throw error
}

export async function addCartItemJson(request: Request): Promise<ApiResult> {
  const parsed = addSchema.safeParse(await readJson(request))
  if (!parsed.success || (!parsed.data.productId && !parsed.data.slug)) {
    return {
      status: 400,
      body: {
        success: false,
        message: 'Failed to add item to cart.',
        error: 'Send productId or slug, options, tierQuantity and quantity.',
      },
    }
  }
  try {
    const addition = await validateAddition({
      productId: parsed.data.productId,
      productSlug: parsed.data.slug,
      options: parsed.data.options,
      tierQuantity: parsed.data.tierQuantity,
      packs: parsed.data.quantity,
    })
    const { designId, cropped_image_id: imageId } = parsed.data
    const userId = designId ? await getUserId(request) : null
    const design = designId
      ? await designForCart(userId, {
          designId,
          productId: addition.productId,
          previewUploadId: imageId,
        })
      : null
    const uploadId = design ? undefined : imageId
    if (uploadId && !(await uploadExists(uploadId)))
      throw new CartError('That image was not found. Upload it again.', 404)
    const { item, cartId, createdCart } = await addItem(await readCartId(request), addition, {
      uploadId,
      design,
    })
    if (design?.previewUploadId && userId) {
      await setDesignPreview(userId, design.designId, design.previewUploadId)
    }
    return {
      status: 201,
      setCookie: createdCart ? await serializeCartCookie(cartId) : undefined,
      body: {
        success: true,
        item: {
          id: item.id,
          quantity: item.quantity,
          tierQuantity: item.tierQuantity,
          designId: item.designId,
          cropped_image_id: item.previewUploadId ?? item.uploadId,
          preflight: item.preflight,
        },
      },
    }
  } catch (error) {
    return fail('Failed to add item to cart.', error)
  }
}

async function uploadExists(id: string) {
  return (await prisma.upload.count({ where: { id } })) > 0
}

const quantitySchema = z.object({ quantity: z.number().int() })

export async function updateCartItemJson(request: Request, itemId: string): Promise<ApiResult> {
  const parsed = quantitySchema.safeParse(await readJson(request))
  if (!parsed.success) {
    return {
      status: 400,
      body: {
        success: false,
        message: 'Failed to update item quantity.',
        error: 'quantity must be a whole number.',
      },
    }
  }
  try {
    const cartId = await readCartId(request)
    if (!cartId) throw new CartError('That item is not in your cart.', 404)
    await updateQuantity(cartId, itemId, parsed.data.quantity)
    return { status: 200, body: { success: true } }
  } catch (error) {
    return fail('Failed to update item quantity.', error)
  }
}

export async function removeCartItemJson(request: Request, itemId: string): Promise<ApiResult> {
  try {
    const cartId = await readCartId(request)
    if (!cartId) throw new CartError('That item is not in your cart.', 404)
    await removeItem(cartId, itemId)
    return { status: 200, body: { success: true } }
  } catch (error) {
    return fail('Failed to remove item from cart.', error)
  }
}

export function toResponse(result: ApiResult) {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (result.setCookie) headers.append('Set-Cookie', result.setCookie)
  return Response.json(result.body, { status: result.status, headers })
}
