/**
 * Adding to the cart, written once for the cart page's form and the JSON API: a product with
 * options and a quantity, optionally with the shopper's saved design or an image to print.
 * Everything is checked before anything is stored, so a refused add leaves nothing behind.
 * Refusals are AppErrors; the callers only parse their input and translate the result.
 */
import { designForCart, setDesignPreview } from '../designs/designs.server.ts'
import {
  artworkForCart,
  ArtworkRefusal,
  decideArtwork,
  saveArtworkUpload,
} from '../designs/artwork-upload.server.ts'
import { uploadUsableBy } from '../designs/uploads.server.ts'
import type { PreflightIssue } from '#app/designer/preflight.ts'
import { ARTWORK_TEXT } from '#app/utils/artwork.ts'
import { AppError } from '../platform/errors.server.ts'
import { addItem, openCart, validateAddition } from './cart.server.ts'

export const ADD_TO_CART_FAILED = 'Failed to add item to cart.'

export interface AddToCartInput {
  cartId: string | null
  productId?: string
  productSlug?: string
  options: Record<string, string>
  tierQuantity?: number
  packs: number
  /** A design saved in the designer: the signed-in shopper's own, for this product. */
  designId?: string
  /** With a design, the preview image the designer uploaded for it. */
  previewUploadId?: string
  /** The shopper ticked "I have checked my proof" (needed when the design has warnings). */
  proofChecked?: boolean
  /** An image already uploaded through /api/upload/* to print on the item. */
  uploadId?: string
  /**
   * The artwork sent with the form, stored once the rest is known to be valid and preflighted
   * for the product at the options ordered: an image or a PDF, and for a two-sided product an
   * image of the back (decision 032).
   */
  image?: File | null
  backImage?: File | null
  /** "Send my file later": allowed instead of artwork; the paid order waits for it (decision 033). */
  artworkLater?: boolean
  /** The signed-in shopper: their cart is theirs (checkout and points find it by owner). */
  currentUserId: () => Promise<string | null>
  /** The client's address, for the upload limits. */
  ip: string
}

export async function addToCart(input: AddToCartInput) {
  const addition = await validateAddition({
    productId: input.productId,
    productSlug: input.productSlug,
    options: input.options,
    tierQuantity: input.tierQuantity,
    packs: input.packs,
  })
  // The design is checked (owner, product, the options ordered) and the server's preflight decides.
  const userId = await input.currentUserId()
  const design = input.designId
    ? await designForCart(userId, {
        designId: input.designId,
        productId: addition.productId,
        previewUploadId: input.previewUploadId,
        selection: addition.selection,
        proofChecked: input.proofChecked ?? false,
      })
    : null
  // The artwork rule: a printed product comes with a design, a file, or "send my file later".
  if (addition.needsArtwork && !design && !input.uploadId && !input.image && !input.artworkLater)
    throw new AppError(400, ARTWORK_TEXT.missing, { code: 'ARTWORK_MISSING' })
  let uploadId: string | null = null
  let artwork: { preflight: PreflightIssue[]; proofCheckedAt: Date | null } | null = null
  let cartId = input.cartId
  let createdCart = false
  const decide = { productId: addition.productId, selection: addition.selection }
  const proofChecked = input.proofChecked ?? false
  if (!design && input.image) {
    // The upload belongs to the shopper, or to the visitor's cart, made once the image passed.
    const owner = userId
      ? { userId }
      : async () => {
          const cart = await openCart(cartId)
          cartId = cart.cartId
          createdCart = cart.created
          return { cartId: cart.cartId }
        }
    const stored = await saveArtworkUpload({
      files: { front: input.image, back: input.backImage },
      productId: addition.productId,
      options: addition.selection,
      owner,
      ip: input.ip,
    })
    uploadId = stored.upload.id
    try {
      artwork = decideArtwork(stored.preflight, { proofChecked, uploadId })
    } catch (error) {
      // The file is kept (the shopper may confirm it or fix it); a visitor's new cart owns it.
      if (error instanceof ArtworkRefusal) {
        if (createdCart) error.cartId = cartId ?? undefined
        error.retry = retryOf(addition)
      }
      throw error
    }
  } else if (!design && input.uploadId) {
    // Only the shopper's own upload (or their cart's): ids are secret, but not a licence.
    if (!(await uploadUsableBy(input.uploadId, { userId, cartId })))
      throw new AppError(404, 'That image was not found. Upload it again.')
    uploadId = input.uploadId
    try {
      artwork = await artworkForCart(uploadId, { ...decide, proofChecked })
    } catch (error) {
      if (error instanceof ArtworkRefusal) error.retry = retryOf(addition)
      throw error
    }
  }
  const added = await addItem(cartId, addition, {
    uploadId,
    artwork,
    design,
    userId,
    artworkLater: addition.needsArtwork && !uploadId && (input.artworkLater ?? false),
  })
  if (design?.previewUploadId && userId) {
    await setDesignPreview(userId, design.designId, design.previewUploadId)
  }
  return { ...added, createdCart: added.createdCart || createdCart }
}

/** The product page's query for what was being added (options, quantity, sets). */
function retryOf(addition: {
  selection: Record<string, string>
  tierQuantity: number
  packs: number
}): Record<string, string> {
  return {
    ...addition.selection,
    qty: String(addition.tierQuantity),
    ...(addition.packs > 1 ? { packs: String(addition.packs) } : {}),
  }
}
