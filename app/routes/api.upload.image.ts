import type { ActionFunctionArgs } from '@remix-run/node'
import {
  MISSING_IMAGE_FIELD_MESSAGE,
  parseImageForm,
  saveImageUploads,
  uploadFailureResponse,
  uploadMethodNotAllowed,
  UploadError,
  uploadSuccessResponse,
} from '#app/server/designs/uploads.server.ts'

/**
 * POST /api/upload/image (multipart fields `rawImage` and/or `croppedImage`): the designer's
 * original and its crop. Both are checked before either is stored.
 */
export function loader() {
  return uploadMethodNotAllowed()
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return uploadMethodNotAllowed()
  try {
    const files = await parseImageForm(request, ['rawImage', 'croppedImage'])
    if (!files.rawImage && !files.croppedImage) {
      throw new UploadError(400, MISSING_IMAGE_FIELD_MESSAGE)
    }
    // Accounts come later: pass the signed-in shopper's id here so the uploads are theirs.
    const saved = await saveImageUploads(files, { userId: null })
    return uploadSuccessResponse(saved)
  } catch (error) {
    return uploadFailureResponse(error)
  }
}
