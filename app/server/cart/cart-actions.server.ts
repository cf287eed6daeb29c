import {
  addItem,
  CartError,
  serializeCartCookie,
  validateAddition,
  readCartId,
  removeItem,
  removeItems,
  updateQuantity,
} from './cart.server.ts'
import { getUserId } from '../accounts/auth.server.ts'
import { DesignError, designForCart, setDesignPreview } from '../designs/designs.server.ts'
import {
  formImage,
  readUploadForm,
  saveImageUpload,
  UploadError,
} from '../designs/uploads.server.ts'

export type CartActionResult =
  | { ok: true; redirectTo: string; setCookie?: string }
  | { ok: false; status: number; message: string }

const FAILED = {
  add: 'Failed to add item to cart.',
  update: 'Failed to update item quantity.',
  remove: 'Failed to remove item from cart.',
} as const

function failure(prefix: string, error: unknown): CartActionResult {
  if (error instanceof CartError || error instanceof UploadError || error instanceof DesignError) {
    return { ok: false, status: error.status, message: `${prefix} ${error.message}` }
  }
  throw error
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * The cart page's form posts (also posted to from product pages): add, update, remove and
 * remove-selected. Bad input gives a 4xx with the spec's message and changes nothing.
 */
export async function handleCartAction(request: Request): Promise<CartActionResult> {
  // A product page may attach a design image: the reader refuses oversized bodies as they stream.
  let form: FormData
  try {
    form = await readUploadForm(request, 1)
  } catch (error) {
    if (error instanceof UploadError) return failure(FAILED.add, error)
    return { ok: false, status: 400, message: 'That request could not be read. Please try again.' }
  }
  const intent = text(form, 'intent')

  if (intent === 'add') {
    try {
      const addition = await validateAddition({
        // Product pages name the product in the form's action URL, the API in the body.
        productId:
          text(form, 'productId') || new URL(request.url).searchParams.get('productId') || '',
        options: Object.fromEntries(
          [...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'),
        ),
        tierQuantity: text(form, 'qty') ? Number(text(form, 'qty')) : undefined,
        packs: text(form, 'packs') ? Number(text(form, 'packs')) : 1,
      })
      // A design saved in the designer: the shopper's own, for this product (checked, with the
      // preflight recomputed on the server).
      const designId = text(form, 'designId')
      const userId = designId ? await getUserId(request) : null
      const saved = designId
        ? await designForCart(userId, {
            designId,
            productId: addition.productId,
            previewUploadId: text(form, 'previewUploadId'),
          })
        : null
      // Stored only once the rest is known to be valid, so a refused add leaves nothing behind.
      const design = saved ? null : formImage(form, 'design')
      const upload = design ? await saveImageUpload(design, { userId: null }) : null
      const { cartId, createdCart } = await addItem(await readCartId(request), addition, {
        uploadId: upload?.id ?? null,
        design: saved,
      })
      if (saved?.previewUploadId && userId) {
        await setDesignPreview(userId, saved.designId, saved.previewUploadId)
      }
      return {
        ok: true,
        redirectTo: '/cart',
        setCookie: createdCart ? await serializeCartCookie(cartId) : undefined,
      }
    } catch (error) {
      return failure(FAILED.add, error)
    }
  }

  const cartId = await readCartId(request)
  const itemId = text(form, 'itemId')
  if (intent === 'update') {
    try {
      if (!cartId) throw new CartError('That item is not in your cart.', 404)
      const raw = text(form, 'quantity').trim()
      if (!/^-?\d+$/.test(raw)) throw new CartError('Enter a whole number.')
      await updateQuantity(cartId, itemId, Number(raw))
      return { ok: true, redirectTo: '/cart' }
    } catch (error) {
      return failure(FAILED.update, error)
    }
  }
  if (intent === 'remove') {
    try {
      if (!cartId) throw new CartError('That item is not in your cart.', 404)
      await removeItem(cartId, itemId)
      return { ok: true, redirectTo: '/cart' }
    } catch (error) {
      return failure(FAILED.remove, error)
    }
  }
  if (intent === 'remove-selected') {
    const ids = form.getAll('itemId').filter((v): v is string => typeof v === 'string' && v !== '')
    if (!ids.length)
      return { ok: false, status: 400, message: 'Tick the items you want to remove first.' }
    const failed = cartId ? await removeItems(cartId, ids) : ids
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
