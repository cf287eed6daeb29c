/**
 * The cart page's form posts (also posted to from product pages): add, update, remove and
 * remove-selected. This file only reads the form and translates the cart's answer; bad input
 * gives a 4xx with the spec's message followed by the reason, and changes nothing.
 */
import { getUserId } from './auth.server.ts'
import { ADD_TO_CART_FAILED, addToCart } from '../cart/add-to-cart.server.ts'
import { removeItem, removeItems, setArtworkLater, updateQuantity } from '../cart/cart.server.ts'
import { ArtworkRefusal } from '../designs/artwork-upload.server.ts'
import { recheckCartDesign } from '../designs/designs.server.ts'
import { AppError, isAppError } from '../platform/errors.server.ts'
import { applyCode, removeCode } from '../promotions/promotions.server.ts'
import { clientIp } from '../platform/rate-limit.server.ts'
import { discardUploadedFiles, formImage, readUploadForm } from './body.server.ts'
import { readCartId, serializeCartCookie } from './cart-cookie.server.ts'

export type CartActionResult =
  | { ok: true; redirectTo: string; setCookie?: string }
  | { ok: false; status: number; message: string; code?: { value: string; error: string } }

export const CART_FAILED = {
  add: ADD_TO_CART_FAILED,
  update: 'Failed to update item quantity.',
  remove: 'Failed to remove item from cart.',
  check: 'Your design could not be checked.',
  artwork: 'Your item could not be changed.',
} as const

function failure(prefix: string, error: unknown): CartActionResult {
  if (isAppError(error)) {
    return { ok: false, status: error.status, message: `${prefix} ${error.message}` }
  }
  throw error
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

export async function handleCartAction(request: Request): Promise<CartActionResult> {
  // A product page may attach a design image: the reader refuses oversized bodies as they stream
  // and keeps the file on disk, removed once the action is done.
  let form: FormData
  try {
    form = await readUploadForm(request, ['design', 'designBack'])
  } catch (error) {
    if (isAppError(error)) return failure(CART_FAILED.add, error)
    return { ok: false, status: 400, message: 'That request could not be read. Please try again.' }
  }
  try {
    return await cartAction(request, form)
  } finally {
    await discardUploadedFiles(form)
  }
}

async function cartAction(request: Request, form: FormData): Promise<CartActionResult> {
  const intent = text(form, 'intent')
  const cartId = await readCartId(request)

  if (intent === 'add') {
    try {
      const added = await addToCart({
        cartId,
        // Product pages name the product in the form's action URL, the API in the body.
        productId:
          text(form, 'productId') || new URL(request.url).searchParams.get('productId') || '',
        options: Object.fromEntries(
          [...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'),
        ),
        tierQuantity: text(form, 'qty') ? Number(text(form, 'qty')) : undefined,
        packs: text(form, 'packs') ? Number(text(form, 'packs')) : 1,
        designId: text(form, 'designId') || undefined,
        previewUploadId: text(form, 'previewUploadId') || undefined,
        proofChecked: text(form, 'proofChecked') === 'on',
        image: formImage(form, 'design'),
        backImage: formImage(form, 'designBack'),
        // The product page offers a file it already checked again as `artwork`.
        uploadId: text(form, 'uploadId') || text(form, 'artwork') || undefined,
        artworkLater: text(form, 'artworkLater') === 'on',
        currentUserId: () => getUserId(request),
        ip: clientIp(request),
      })
      return {
        ok: true,
        redirectTo: '/cart',
        setCookie: added.createdCart ? await serializeCartCookie(added.cartId) : undefined,
      }
    } catch (error) {
      // A file the preflight refused or asks to confirm: back to the product page, which shows
      // the findings in words and offers the same file again with "I have checked my proof".
      if (error instanceof ArtworkRefusal && error.uploadId && error.productSlug) {
        const query = new URLSearchParams({ ...error.retry, artwork: error.uploadId })
        return {
          ok: true,
          redirectTo: `/product/${error.productSlug}?${query}#artwork`,
          setCookie: error.cartId ? await serializeCartCookie(error.cartId) : undefined,
        }
      }
      return failure(CART_FAILED.add, error)
    }
  }

  // "Have a code?" on the cart and at checkout (`returnTo=checkout`), decision 049.
  const back = text(form, 'returnTo') === 'checkout' ? '/checkout' : '/cart'
  if (intent === 'apply-code') {
    const typed = text(form, 'code').slice(0, 64)
    try {
      await applyCode(cartId, typed)
      return { ok: true, redirectTo: `${back}#code` }
    } catch (error) {
      if (!isAppError(error)) throw error
      return {
        ok: false,
        status: error.status,
        message: error.message,
        code: { value: typed, error: error.message },
      }
    }
  }
  if (intent === 'remove-code') {
    await removeCode(cartId, text(form, 'code'))
    return { ok: true, redirectTo: `${back}#code` }
  }

  const itemId = text(form, 'itemId')
  if (intent === 'recheck-design') {
    try {
      await recheckCartDesign({
        userId: await getUserId(request),
        cartId,
        itemId,
        proofChecked: text(form, 'proofChecked') === 'on',
      })
      return { ok: true, redirectTo: '/cart' }
    } catch (error) {
      return failure(CART_FAILED.check, error)
    }
  }
  if (intent === 'artwork-later') {
    try {
      await setArtworkLater(cartId, itemId)
      return { ok: true, redirectTo: '/cart' }
    } catch (error) {
      return failure(CART_FAILED.artwork, error)
    }
  }
  if (intent === 'update') {
    try {
      const raw = text(form, 'quantity').trim()
      if (cartId && !/^-?\d+$/.test(raw)) throw new AppError(400, 'Enter a whole number.')
      await updateQuantity(cartId, itemId, Number(raw))
      return { ok: true, redirectTo: '/cart' }
    } catch (error) {
      return failure(CART_FAILED.update, error)
    }
  }
  if (intent === 'remove') {
    try {
      await removeItem(cartId, itemId)
      return { ok: true, redirectTo: '/cart' }
    } catch (error) {
      return failure(CART_FAILED.remove, error)
    }
  }
  if (intent === 'remove-selected') {
    const ids = form.getAll('itemId').filter((v): v is string => typeof v === 'string' && v !== '')
    if (!ids.length)
      return { ok: false, status: 400, message: 'Tick the items you want to remove first.' }
    const failed = await removeItems(cartId, ids)
    if (failed.length) {
      return {
        ok: false,
        status: 404,
        message: failed.map((id) => `Failed to remove item ${id} from cart.`).join(' '),
      }
    }
    return { ok: true, redirectTo: '/cart' }
  }
  return { ok: false, status: 400, message: 'Unknown cart action.' }
}
