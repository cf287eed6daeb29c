/**
 * The late artwork upload's form post (My Account, decision 033): reads the multipart body with
 * the upload limits, hands the file to `attachLateArtwork`, and removes the temporary file.
 */
import { ArtworkRefusal } from '../designs/artwork-upload.server.ts'
import { attachLateArtwork } from '../orders/late-artwork.server.ts'
import { AppError, isAppError } from '../platform/errors.server.ts'
import { clientIp } from '../platform/rate-limit.server.ts'
import { discardUploadedFiles, formImage, readUploadForm } from './body.server.ts'

export type LateArtworkResult =
  { ok: true; stillWaiting: number } | { ok: false; status: number; message: string }

/**
 * A refusal to confirm warnings says what the warnings are: the shopper decides with the findings
 * in front of them. Any other error is answered as it is.
 */
export function withWarnings(error: unknown) {
  if (!(error instanceof ArtworkRefusal) || error.code !== 'PROOF_CHECK_NEEDED') return error
  const warnings = (error.issues ?? []) as { message: string }[]
  const message = [error.message, ...warnings.map((w) => `Warning: ${w.message}`)].join(' ')
  return new AppError(error.status, message, { code: 'PROOF_CHECK_NEEDED' })
}

export async function handleLateArtworkPost(
  request: Request,
  ids: { userId: string; orderId: string; itemId: string },
): Promise<LateArtworkResult> {
  let form: FormData
  try {
    form = await readUploadForm(request, ['design', 'designBack'])
  } catch (error) {
    if (isAppError(error)) return { ok: false, status: error.status, message: error.message }
    return { ok: false, status: 400, message: 'That request could not be read. Please try again.' }
  }
  try {
    const result = await attachLateArtwork({
      ...ids,
      file: formImage(form, 'design'),
      backFile: formImage(form, 'designBack'),
      proofChecked: form.get('proofChecked') === 'on',
      ip: clientIp(request),
    })
    return { ok: true, stillWaiting: result.stillWaiting }
  } catch (caught) {
    const error = withWarnings(caught)
    if (isAppError(error)) return { ok: false, status: error.status, message: error.message }
    throw error
  } finally {
    await discardUploadedFiles(form)
  }
}
