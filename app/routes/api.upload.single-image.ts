import type { ActionFunctionArgs } from '@remix-run/node'
import {
  MISSING_IMAGE_FIELD_MESSAGE,
  parseImageForm,
  saveImageUpload,
  uploadFailureResponse,
  uploadMethodNotAllowed,
  UploadError,
  uploadSuccessResponse,
} from '#app/server/designs/uploads.server.ts'

/** POST /api/upload/single-image (multipart field `image`): stores one image, answers JSON. */
export function loader() {
  return uploadMethodNotAllowed()
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return uploadMethodNotAllowed()
  try {
    const { image } = await parseImageForm(request, ['image'])
    if (!image) throw new UploadError(400, MISSING_IMAGE_FIELD_MESSAGE)
    // Accounts come later: pass the signed-in shopper's id here so the upload is theirs.
    const saved = await saveImageUpload(image, { userId: null })
    return uploadSuccessResponse({ image: saved })
  } catch (error) {
    return uploadFailureResponse(error)
  }
}
