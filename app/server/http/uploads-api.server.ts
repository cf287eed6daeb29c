/**
 * The upload API (/api/upload/*): multipart in, `{ success, ... }` out through the one reply
 * shape. Bad images keep their AppError status and message (a full image queue is 503 with
 * Retry-After); a storage failure is a 500 with the store's own words. The files arrive on disk
 * and are removed when the call ends.
 */
import { cartExists, openCart } from '../cart/cart.server.ts'
import {
  MISSING_IMAGE_FIELD_MESSAGE,
  saveImageUpload,
  saveImageUploads,
  UPLOAD_MESSAGES,
  type UploadOwner,
} from '../designs/uploads.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { clientIp } from '../platform/rate-limit.server.ts'
import { getUserId } from './auth.server.ts'
import { discardUploadedFiles, parseImageForm } from './body.server.ts'
import { readCartId, serializeCartCookie } from './cart-cookie.server.ts'
import { apiError, apiMethodNotAllowed, apiSuccess } from './reply.server.ts'

/** A failed upload call: the AppError's status and message for bad input, 500 otherwise. */
export function uploadFailure(error: unknown): Response {
  return apiError(error, UPLOAD_MESSAGES.storageFailed)
}

export function uploadMethodNotAllowed(): Response {
  return apiMethodNotAllowed('POST', 'Send the image with POST.')
}

/**
 * Who the upload belongs to: the signed-in shopper, else the visitor's cart, made (with its
 * cookie) only once an image has passed its checks, when they have none yet (decision 028).
 */
async function uploadOwner(request: Request) {
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

/** POST /api/upload/single-image (multipart field `image`). */
export async function uploadSingleImage(request: Request): Promise<Response> {
  if (request.method !== 'POST') return uploadMethodNotAllowed()
  let files: Partial<Record<'image', File>> = {}
  try {
    files = await parseImageForm(request, ['image'])
    if (!files.image) throw new AppError(400, MISSING_IMAGE_FIELD_MESSAGE)
    const { owner, cookie } = await uploadOwner(request)
    const saved = await saveImageUpload(files.image, { owner, ip: clientIp(request) })
    return apiSuccess({ image: saved }, { status: 201, headers: await cookie() })
  } catch (error) {
    return uploadFailure(error)
  } finally {
    await discardUploadedFiles(Object.values(files))
  }
}

/**
 * POST /api/upload/image (multipart fields `rawImage` and/or `croppedImage`): the designer's
 * original and its crop. Both are checked before either is stored.
 */
export async function uploadDesignerImages(request: Request): Promise<Response> {
  if (request.method !== 'POST') return uploadMethodNotAllowed()
  let files: Partial<Record<'rawImage' | 'croppedImage', File>> = {}
  try {
    files = await parseImageForm(request, ['rawImage', 'croppedImage'])
    if (!files.rawImage && !files.croppedImage) {
      throw new AppError(400, MISSING_IMAGE_FIELD_MESSAGE)
    }
    const { owner, cookie } = await uploadOwner(request)
    const saved = await saveImageUploads(files, { owner, ip: clientIp(request) })
    return apiSuccess(saved, { status: 201, headers: await cookie() })
  } catch (error) {
    return uploadFailure(error)
  } finally {
    await discardUploadedFiles(Object.values(files))
  }
}
