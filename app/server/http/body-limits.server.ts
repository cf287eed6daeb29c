/**
 * Bounded work per request (issue 21, decision 030): one body-size limit per kind of route, and a
 * cap on the number of fields and on repeats of one name in a form. The HTTP server applies them
 * before anything reads a body (server/body-limits.ts): a declared Content-Length over the limit
 * is refused before a byte is read, any other body is counted as it arrives and cut off at the
 * limit. Bodies of every kind but uploads are small, so the server holds them whole (at most the
 * limit) and Remix reads them from memory; uploads stream to disk in readUploadForm, which keeps
 * its own limit.
 */
import { apiFailure } from './reply.server.ts'

const KiB = 1024
const MiB = 1024 * KiB

export type BodyKind = 'form' | 'api' | 'design' | 'callback' | 'webhook' | 'upload'

/** Bytes a body of each kind may have. Uploads: 25 MiB a file plus 1 MiB (readUploadForm). */
export const BODY_LIMITS = {
  /** Page actions: the longest form (contact, 2,000 characters of Devanagari) is under 20 KB. */
  form: 64 * KiB,
  /** The JSON API under /api (cart, auth, addresses, payments, admin bulk of 200 ids). */
  api: 256 * KiB,
  /** A design document (4 MiB of JSON text in the designs API, plus room for its bytes). */
  design: 5 * MiB,
  /** Razorpay's checkout posting back through the browser: three signed ids, or an error. */
  callback: 16 * KiB,
  /** A Razorpay webhook event (a few KB). */
  webhook: 256 * KiB,
  /** One image (25 MiB) plus the form around it; /api/upload/image takes two. */
  upload: 26 * MiB,
} as const satisfies Record<BodyKind, number>

/** No form of ours has more than a few dozen fields, nor more than 200 values of one name. */
export const FORM_LIMITS = { fields: 500, repeats: 250 } as const

export const BODY_MESSAGES = {
  tooLarge:
    'That request is too large for us to read. Please shorten what you entered and try again.',
  tooManyFields: 'That form has too many fields for us to read. Go back to our page and try again.',
} as const

export interface BodyRule {
  kind: BodyKind
  maxBytes: number
  /** True when the body is read whole at the edge; uploads are streamed to the route instead. */
  buffered: boolean
}

const UPLOAD_PATHS: Record<string, number> = {
  '/api/upload/single-image': 1,
  '/api/upload/image': 2,
  // A product page's form may attach a design image (no JavaScript), as multipart.
  '/cart': 1,
}

/**
 * Upload paths with an id in them: staff's corrected print-ready PDF in prepress (decision 048),
 * one file; the shopper's file (front and back) from the proof page or, sent later, from My
 * Account (decisions 054 and 033).
 */
function uploadFilesOf(path: string) {
  if (/^\/admin\/prepress\/[^/]+$/.test(path)) return 1
  // A product photo from its admin page (decision 065); with JavaScript, the `.data` address.
  if (/^\/admin\/products\/[^/]+\/images(?:\.data)?$/.test(path)) return 1
  if (/^\/proof\/[^/]+$/.test(path)) return 2
  // With JavaScript the form posts to the route's `.data` address.
  if (/^\/account\/orders\/[^/]+\/items\/[^/]+\/artwork(?:\.data)?$/.test(path)) return 2
  return undefined
}

function isMultipart(contentType: string | null | undefined) {
  return /^\s*multipart\/form-data\b/i.test(contentType ?? '')
}

/** The limit for a request, or null for a method without a body (GET, HEAD, OPTIONS). */
export function bodyRule(
  method: string,
  pathname: string,
  contentType: string | null | undefined,
): BodyRule | null {
  const m = method.toUpperCase()
  if (m === 'GET' || m === 'HEAD' || m === 'OPTIONS') return null
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const files = UPLOAD_PATHS[path] ?? uploadFilesOf(path)
  // Only a multipart body is an upload; anything else to an upload path is a small body.
  if (files && isMultipart(contentType)) {
    return { kind: 'upload', maxBytes: files * 25 * MiB + MiB, buffered: false }
  }
  const kind: BodyKind =
    path === '/api/webhooks/razorpay'
      ? 'webhook'
      : path === '/payment/callback'
        ? 'callback'
        : path === '/api/designs' || path.startsWith('/api/designs/')
          ? 'design'
          : path === '/api' || path.startsWith('/api/')
            ? 'api'
            : 'form'
  return { kind, maxBytes: BODY_LIMITS[kind], buffered: true }
}

/** True when the declared Content-Length is already over the limit. */
export function declaredTooLarge(rule: BodyRule, contentLength: string | null | undefined) {
  const declared = Number(contentLength ?? 0)
  return Number.isFinite(declared) && declared > rule.maxBytes
}

function countByte(bytes: Uint8Array, byte: number, stopAfter: number) {
  let count = 0
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === byte && ++count > stopAfter) break
  }
  return count
}

function tooManyRepeats(names: Iterable<string>) {
  const seen = new Map<string, number>()
  for (const name of names) {
    const n = (seen.get(name) ?? 0) + 1
    if (n > FORM_LIMITS.repeats) return true
    seen.set(name, n)
  }
  return false
}

/**
 * The form caps for a body held whole: true when an urlencoded or multipart body has more fields
 * than FORM_LIMITS.fields or one name more than FORM_LIMITS.repeats times. Linear in the body.
 */
export function tooManyFields(contentType: string | null | undefined, body: Uint8Array) {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  if (type === 'application/x-www-form-urlencoded') {
    // Fields are separated by '&': count them before decoding anything.
    if (countByte(body, 0x26, FORM_LIMITS.fields) + 1 > FORM_LIMITS.fields) return true
    return tooManyRepeats(new URLSearchParams(Buffer.from(body).toString('utf8')).keys())
  }
  if (type === 'multipart/form-data') {
    const text = Buffer.from(body).toString('latin1')
    const names: string[] = []
    const pattern = /content-disposition:[^\r\n]*?\bname="([^"]*)"/gi
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      names.push(match[1]!)
      if (names.length > FORM_LIMITS.fields) return true
    }
    return tooManyRepeats(names)
  }
  return false
}

/** The refusal: the one JSON shape under /api, the store's words as plain text elsewhere. */
export function bodyRefusal(pathname: string, status: 400 | 413, message: string) {
  const headers = { 'Cache-Control': 'no-store', Connection: 'close' }
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return apiFailure(status, message, { headers })
  }
  return new Response(message, {
    status,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
  })
}

/**
 * The same guard for a Fetch Request (the in-process test app): the request with its body read
 * (bounded), or the refusal.
 */
export async function guardRequestBody(request: Request): Promise<Request | Response> {
  const { pathname } = new URL(request.url)
  const contentType = request.headers.get('Content-Type')
  const rule = bodyRule(request.method, pathname, contentType)
  if (!rule || !request.body) return request
  if (declaredTooLarge(rule, request.headers.get('Content-Length'))) {
    return bodyRefusal(pathname, 413, BODY_MESSAGES.tooLarge)
  }
  if (!rule.buffered) return request
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > rule.maxBytes) {
      await reader.cancel().catch(() => {})
      return bodyRefusal(pathname, 413, BODY_MESSAGES.tooLarge)
    }
    chunks.push(value)
  }
  const body = Buffer.concat(chunks)
  if (tooManyFields(contentType, body)) {
    return bodyRefusal(pathname, 400, BODY_MESSAGES.tooManyFields)
  }
  return new Request(request, { body, duplex: 'half' } as RequestInit)
}
