import type { ActionFunctionArgs } from '@remix-run/node'
import {
  MISSING_IMAGE_FIELD_MESSAGE,
  saveImageUploads,
  UPLOAD_MESSAGES,
} from '#app/server/designs/uploads.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { discardUploadedFiles, parseImageForm } from '#app/server/http/body.server.ts'
import { apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'
import { uploadOwner } from '#app/server/http/upload-owner.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import { clientIp } from '#app/server/platform/rate-limit.server.ts'

/**
 * The upload API (/api/upload/*): multipart in, `{ success, ... }` out through the one reply
 * shape. Bad images keep their AppError status and message (a full image queue is 503 with
 * Retry-After); a storage failure is a 500 with the store's own words. The files arrive on disk
 * and are removed when the call ends.
 */

const notPost = () => apiMethodNotAllowed('POST', 'Send the image with POST.')

/**
 * POST /api/upload/image (multipart fields `rawImage` and/or `croppedImage`): the designer's
 * original and its crop. Both are checked before either is stored.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return notPost()
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
    return refuse(error, { fallback: UPLOAD_MESSAGES.storageFailed })
  } finally {
    await discardUploadedFiles(Object.values(files))
  }
}

export const loader = () => notPost()
