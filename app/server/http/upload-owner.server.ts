import { cartExists, openCart } from '../cart/cart.server.ts'
import { type UploadOwner } from '../designs/uploads.server.ts'
import { getUserId } from './auth.server.ts'
import { readCartId, serializeCartCookie } from './cart-cookie.server.ts'

/**
 * Who the upload belongs to: the signed-in shopper, else the visitor's cart, made (with its
 * cookie) only once an image has passed its checks, when they have none yet (decision 028).
 */
export async function uploadOwner(request: Request) {
  const userId = await getUserId(request)
  if (userId) return { owner: { userId } as UploadOwner, cookie: async () => undefined }
  const cookieCart = await readCartId(request)
  if (await cartExists(cookieCart)) {
    return { owner: { cartId: cookieCart! } as UploadOwner, cookie: async () => undefined }
  }
  let created: string | null = null
  const owner = async (): Promise<UploadOwner> => {
    const cart = await openCart(cookieCart)
    if (cart.created) created = cart.cartId
    return { cartId: cart.cartId }
  }
  return {
    owner,
    cookie: async () =>
      created ? { 'Set-Cookie': await serializeCartCookie(created) } : undefined,
  }
}
