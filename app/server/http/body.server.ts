/**
 * Reading request bodies with size limits: JSON objects (also when navigator.sendBeacon sends
 * them as text/plain) and forms that may carry images. A refusal is an AppError with the status
 * the request deserves; domain code only ever sees the parsed values.
 */
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../designs/uploads.server.ts'
import { AppError } from '../platform/errors.server.ts'

const MiB = 1024 * 1024

/**
 * A JSON object body of at most `maxBytes`. Too large is a 413 with `tooLarge`, anything but a
 * JSON object a 400 with `notAnObject`.
 */
export async function readJsonBody(
  request: Request,
  { maxBytes, tooLarge, notAnObject }: { maxBytes: number; tooLarge: string; notAnObject: string },
): Promise<Record<string, unknown>> {
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) {
    throw new AppError(413, tooLarge)
  }
  const text = await request.text().catch(() => '')
  if (text.length > maxBytes) throw new AppError(413, tooLarge)
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>
    }
  } catch {
    // Answered below.
  }
  throw new AppError(400, notAnObject)
}

/** A JSON body for handlers that validate it with a schema: anything unreadable is undefined. */
export async function readJsonOrUndefined(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    return undefined
  }
}

function isFormContentType(contentType: string) {
  return /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType.trim())
}

/**
 * Reads a form that may carry up to `imageFields` images, never more than their limit: a declared
 * Content-Length over 25 MiB per image field plus 1 MiB is refused (413) before a byte is read; a
 * body without one is counted as it streams and cut off at the same limit. A body that is not a
 * form gives an empty form; a broken one is a 400. For forms with other fields too (the product
 * page's add-to-cart with a design); the upload API uses parseImageForm.
 */
export async function readUploadForm(request: Request, imageFields = 1): Promise<FormData> {
  const limit = UPLOAD_LIMITS.maxBytes * imageFields + MiB
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  if (declared > limit) throw new AppError(413, UPLOAD_MESSAGES.tooManyBytes)

  const contentType = request.headers.get('Content-Type') ?? ''
  if (!request.body || !isFormContentType(contentType)) return new FormData()

  let received = 0
  let overLimit = false
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength
        if (received > limit) {
          overLimit = true
          controller.error(new Error('upload over the size limit'))
        } else controller.enqueue(chunk)
      },
    }),
  )
  try {
    return await new Response(counted, { headers: { 'Content-Type': contentType } }).formData()
  } catch {
    if (overLimit) throw new AppError(413, UPLOAD_MESSAGES.tooManyBytes)
    throw new AppError(400, UPLOAD_MESSAGES.unreadableForm)
  }
}

/** A file input's value, or null when it is empty (browsers send an empty file named ""). */
export function formImage(form: FormData, field: string): File | null {
  const file = form
    .getAll(field)
    .find((v): v is File => typeof v !== 'string' && !(v.name === '' && v.size === 0))
  return file ?? null
}

/** The named file fields of a multipart request (see readUploadForm); empty inputs are absent. */
export async function parseImageForm<F extends string>(
  request: Request,
  fields: readonly F[],
): Promise<Partial<Record<F, File>>> {
  const form = await readUploadForm(request, fields.length)
  const files: Partial<Record<F, File>> = {}
  for (const field of fields) {
    const file = formImage(form, field)
    if (file) files[field] = file
  }
  return files
}
