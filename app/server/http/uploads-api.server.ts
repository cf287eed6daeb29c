/**
 * The upload API (/api/upload/*): multipart in, `{ success, ... }` out through the one reply
 * shape. Bad images keep their AppError status and message; a storage failure is a 500 with
 * the store's own words.
 */
import {
  MISSING_IMAGE_FIELD_MESSAGE,
  saveImageUpload,
  saveImageUploads,
  UPLOAD_MESSAGES,
} from '../designs/uploads.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { parseImageForm } from './body.server.ts'
import { apiError, apiMethodNotAllowed, apiSuccess } from './reply.server.ts'

/** A failed upload call: the AppError's status and message for bad input, 500 otherwise. */
export function uploadFailure(error: unknown): Response {
  return apiError(error, UPLOAD_MESSAGES.storageFailed)
}

export function uploadMethodNotAllowed(): Response {
  return apiMethodNotAllowed('POST', 'Send the image with POST.')
}

/** POST /api/upload/single-image (multipart field `image`). */
export async function uploadSingleImage(request: Request): Promise<Response> {
  if (request.method !== 'POST') return uploadMethodNotAllowed()
  try {
    const { image } = await parseImageForm(request, ['image'])
    if (!image) throw new AppError(400, MISSING_IMAGE_FIELD_MESSAGE)
    const saved = await saveImageUpload(image, { userId: null })
    return apiSuccess({ image: saved }, { status: 201 })
  } catch (error) {
    return uploadFailure(error)
  }
}

/**
 * POST /api/upload/image (multipart fields `rawImage` and/or `croppedImage`): the designer's
 * original and its crop. Both are checked before either is stored.
 */
export async function uploadDesignerImages(request: Request): Promise<Response> {
  if (request.method !== 'POST') return uploadMethodNotAllowed()
  try {
    const files = await parseImageForm(request, ['rawImage', 'croppedImage'])
    if (!files.rawImage && !files.croppedImage) {
      throw new AppError(400, MISSING_IMAGE_FIELD_MESSAGE)
    }
    const saved = await saveImageUploads(files, { userId: null })
    return apiSuccess(saved, { status: 201 })
  } catch (error) {
    return uploadFailure(error)
  }
}
