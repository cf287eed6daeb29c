/**
 * Reading request bodies with size limits: JSON objects (also when navigator.sendBeacon sends
 * them as text/plain) and forms that may carry images. A refusal is an AppError with the status
 * the request deserves; domain code only ever sees the parsed values.
 */
import crypto from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import { NodeOnDiskFile } from '@remix-run/node'
import busboy from 'busboy'
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../designs/uploads.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { BODY_LIMITS, BODY_MESSAGES, FORM_LIMITS, tooManyFields } from './body-limits.server.ts'

const MiB = 1024 * 1024

export const NOT_UNICODE_MESSAGE =
  'The request contains text that is not valid Unicode. Check what you typed or pasted and try again.'

/** True when every string in a parsed JSON value (keys included) is well-formed UTF-16. */
function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return value.isWellFormed()
  if (Array.isArray(value)) return value.every(wellFormed)
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([key, v]) => key.isWellFormed() && wellFormed(v))
  }
  return true
}

/**
 * The one JSON parse of a request body. JSON may spell a lone UTF-16 surrogate (`"\ud800"`),
 * which is not text: Postgres refuses it in jsonb, and as text it would be stored as a replacement
 * character. It is refused here with a 400, before any use case sees the body.
 */
export function parseJsonText(text: string): unknown {
  const value: unknown = JSON.parse(text)
  if (!wellFormed(value)) throw new AppError(400, NOT_UNICODE_MESSAGE)
  return value
}

/**
 * A JSON object body of at most `maxBytes`. Too large is a 413 with `tooLarge`, anything but a
 * JSON object a 400 with `notAnObject`, text that is not Unicode a 400 (parseJsonText).
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
  let value: unknown
  try {
    value = parseJsonText(text)
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError(400, notAnObject)
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return value as Record<string, unknown>
  }
  throw new AppError(400, notAnObject)
}

/**
 * A JSON or form body as a plain object; null when it is neither. Text that is not Unicode is a 400
 * AppError (parseJsonText). Only plain own fields: a `__proto__` key stays a field.
 */
export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get('Content-Type') ?? ''
  try {
    if (type.includes('application/json')) {
      const body = parseJsonText(await request.text())
      return body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null
    }
    return Object.fromEntries(await request.formData())
  } catch (error) {
    if (error instanceof AppError) throw error
    return null
  }
}

/**
 * A JSON body for handlers that validate it with a schema: anything unreadable, and text that is
 * not Unicode (parseJsonText), is undefined, so the schema refuses it with a 400.
 */
export async function readJsonOrUndefined(request: Request): Promise<unknown> {
  try {
    return parseJsonText(await request.text())
  } catch {
    return undefined
  }
}

function isFormContentType(contentType: string) {
  return /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType.trim())
}

const UPLOAD_TEMP_DIR = () => path.join(os.tmpdir(), 'printstudio-uploads')
/** A text field of an upload form (intent, options, ids) is short. */
const MAX_TEXT_FIELD = 64 * 1024

/**
 * Reads a form that may carry images in `fileFields`, never more than their limit: a declared
 * Content-Length over 25 MiB per file field plus 1 MiB is refused (413) before a byte is read; a
 * body without one is counted as it streams and cut off at the same limit. Files are streamed to
 * temporary files, never held in memory (decision 028): remove them with discardUploadedFiles
 * when done. File parts under other names are read past and dropped. A body that is not a form
 * gives an empty form; a broken one is a 400.
 */
export async function readUploadForm(
  request: Request,
  fileFields: readonly string[],
  { multipartOnly = false }: { multipartOnly?: boolean } = {},
): Promise<FormData> {
  const contentType = request.headers.get('Content-Type') ?? ''
  const multipart = /^multipart\/form-data\b/i.test(contentType.trim())
  if (!request.body || !isFormContentType(contentType) || (multipartOnly && !multipart)) {
    // Not read at all: an upload endpoint only takes multipart (issue 21, DOS-3).
    await request.body?.cancel().catch(() => {})
    return new FormData()
  }
  // An urlencoded form carries no file: it gets a page form's limit, not an upload's (DOS-3).
  const limit = multipart
    ? UPLOAD_LIMITS.maxBytes * Math.max(1, fileFields.length) + MiB
    : BODY_LIMITS.form
  const tooLarge = multipart ? UPLOAD_MESSAGES.tooManyBytes : BODY_MESSAGES.tooLarge
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  if (declared > limit) throw new AppError(413, tooLarge)

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
  if (!multipart) {
    let bytes: Uint8Array
    try {
      bytes = new Uint8Array(await new Response(counted).arrayBuffer())
    } catch {
      if (overLimit) throw new AppError(413, tooLarge)
      throw new AppError(400, UPLOAD_MESSAGES.unreadableForm)
    }
    if (tooManyFields(contentType, bytes)) throw new AppError(400, BODY_MESSAGES.tooManyFields)
    const form = new FormData()
    for (const [name, value] of new URLSearchParams(Buffer.from(bytes).toString('utf8'))) {
      form.append(name, value)
    }
    return form
  }

  // busboy, not Remix's multipart parser: that one searched for boundaries byte by byte in
  // JavaScript, and four 19 MB photos held the event loop for up to 0.8 s (bench:load --uploads).
  await fs.mkdir(UPLOAD_TEMP_DIR(), { recursive: true })
  const form = new FormData()
  const written: NodeOnDiskFile[] = []
  let truncated = false
  let tooMany = false
  const repeats = new Map<string, number>()
  try {
    await new Promise<void>((resolve, reject) => {
      const parser = busboy({
        headers: { 'content-type': contentType },
        limits: {
          fileSize: UPLOAD_LIMITS.maxBytes,
          fieldSize: MAX_TEXT_FIELD,
          fields: FORM_LIMITS.fields,
          parts: FORM_LIMITS.fields + fileFields.length,
        },
      })
      const overCap = () => {
        tooMany = true
      }
      parser.on('fieldsLimit', overCap)
      parser.on('partsLimit', overCap)
      parser.on('filesLimit', overCap)
      const files: Promise<void>[] = []
      parser.on('file', (name, stream, info) => {
        if (!fileFields.includes(name) || !info.filename) {
          // Read past a file nobody asked for (or an empty file input).
          stream.resume()
          return
        }
        const filepath = path.join(
          UPLOAD_TEMP_DIR(),
          `${crypto.randomBytes(12).toString('hex')}.upload`,
        )
        const file = new NodeOnDiskFile(filepath, info.mimeType)
        written.push(file)
        form.append(name, file as unknown as File)
        files.push(
          pipeline(stream, createWriteStream(filepath)).then(() => {
            if (stream.truncated) truncated = true
          }),
        )
      })
      parser.on('field', (name, value, info) => {
        if (info.valueTruncated) truncated = true
        const seen = (repeats.get(name) ?? 0) + 1
        repeats.set(name, seen)
        if (seen > FORM_LIMITS.repeats) tooMany = true
        else form.append(name, value)
      })
      parser.on('close', () => {
        Promise.all(files).then(() => resolve(), reject)
      })
      parser.on('error', reject)
      pipeline(Readable.fromWeb(counted as NodeWebStream<Uint8Array>), parser).catch(reject)
    })
    if (truncated) throw new AppError(413, UPLOAD_MESSAGES.tooManyBytes)
    if (tooMany) throw new AppError(400, BODY_MESSAGES.tooManyFields)
    return form
  } catch (error) {
    await Promise.all(written.map((file) => file.remove().catch(() => {})))
    if (overLimit || (error instanceof AppError && error.status === 413)) {
      throw new AppError(413, UPLOAD_MESSAGES.tooManyBytes)
    }
    if (error instanceof AppError) throw error
    throw new AppError(400, UPLOAD_MESSAGES.unreadableForm)
  }
}

/** Removes the temporary files among `values` (a form read by readUploadForm, or its files). */
export async function discardUploadedFiles(values: FormData | Iterable<unknown>) {
  const all = values instanceof FormData ? [...values.values()] : [...values]
  await Promise.all(
    all
      .filter((v): v is NodeOnDiskFile => v instanceof NodeOnDiskFile)
      .map((file) => file.remove().catch(() => {})),
  )
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
  const form = await readUploadForm(request, fields, { multipartOnly: true })
  const files: Partial<Record<F, File>> = {}
  for (const field of fields) {
    const file = formImage(form, field)
    if (file) files[field] = file
  }
  return files
}

/** The most a provider's webhook may send (Razorpay's, Shiprocket's). */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024

/**
 * A webhook's raw body, as sent (its signature is checked on these bytes), or null when it is over
 * WEBHOOK_BODY_LIMIT (by its Content-Length or once read): the route answers 413.
 */
export async function readWebhookBody(request: Request): Promise<string | null> {
  if (Number(request.headers.get('Content-Length') ?? 0) > WEBHOOK_BODY_LIMIT) return null
  const rawBody = await request.text()
  return rawBody.length > WEBHOOK_BODY_LIMIT ? null : rawBody
}
