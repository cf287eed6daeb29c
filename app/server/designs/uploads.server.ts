/**
 * Image uploads: shoppers' artwork for the product page, the cart and the designer. Every upload is
 * identified by its content (never its name or the browser's MIME type), re-encoded without its
 * metadata (EXIF, GPS) at its original size, stored through one ImageStore (Cloudinary when
 * CLOUDINARY_URL is set, local disk otherwise) and served at /api/images/{id}.
 * See docs/decisions/006-image-uploads.md.
 */
import crypto from 'node:crypto'
import sharp from 'sharp'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import {
  getImageStore,
  LocalImageStore,
  SAFE_KEY,
  uploadImagePath,
} from '../platform/storage.server.ts'

const MiB = 1024 * 1024

export const UPLOAD_LIMITS = {
  maxBytes: 25 * MiB,
  maxPixels: 60_000_000,
  minSide: 50,
} as const

export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'tiff'] as const
type AcceptedFormat = (typeof ACCEPTED_FORMATS)[number]

export const MISSING_IMAGE_FIELD_MESSAGE =
  "FormData must contain an 'image' field, or at least 'rawImage' or 'croppedImage' field."

export const UPLOAD_MESSAGES = {
  notAnImage: 'That file is not an image we can print. Upload a JPG, PNG, WebP or TIFF.',
  tooManyBytes: 'That image is larger than 25 MB.',
  tooManyPixels: 'That image is too large: keep it under 60 megapixels.',
  tooSmall: 'That image is too small to print (at least 50 × 50 pixels).',
  damaged: 'That image file is damaged or incomplete. Please export it again and upload it.',
  unreadableForm: "We couldn't read that upload. Please choose the file again.",
  storageFailed: "We couldn't save your image just now. Please try again.",
} as const

// ---------------------------------------------------------------------------------------------
// Checking and re-encoding

export interface ProcessedImage {
  buffer: Buffer
  mimeType: 'image/jpeg' | 'image/png'
  width: number
  height: number
}

/**
 * The leading bytes of each accepted format. Checked before sharp sees the bytes, so SVG (XML),
 * PDF and the other formats libvips can read never reach a parser.
 */
function sniffFormat(input: Buffer): AcceptedFormat | null {
  const head = input.toString('latin1', 0, 12)
  if (input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg'
  if (head.startsWith('\x89PNG\r\n\x1a\n')) return 'png'
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp'
  if (['II*\0', 'MM\0*', 'II+\0', 'MM\0+'].includes(head.slice(0, 4))) return 'tiff'
  return null
}

/**
 * Checks an image by its content and re-encodes it: EXIF orientation applied, every piece of
 * metadata dropped except the colour profile, pixel dimensions unchanged. Images with transparency
 * and PNGs (usually logos and artwork, where JPEG would blur edges) are stored as PNG; photos as
 * JPEG quality 92 without chroma subsampling.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > UPLOAD_LIMITS.maxBytes) throw new AppError(413, UPLOAD_MESSAGES.tooManyBytes)
  const sniffed = sniffFormat(input)
  if (!sniffed) throw new AppError(415, UPLOAD_MESSAGES.notAnImage)

  const metadata = await sharp(input)
    .metadata()
    .catch(() => null)
  if (!metadata || metadata.format !== sniffed || !metadata.width || !metadata.height) {
    throw new AppError(415, UPLOAD_MESSAGES.notAnImage)
  }
  if (metadata.width * metadata.height > UPLOAD_LIMITS.maxPixels) {
    throw new AppError(413, UPLOAD_MESSAGES.tooManyPixels)
  }
  if (Math.min(metadata.width, metadata.height) < UPLOAD_LIMITS.minSide) {
    throw new AppError(400, UPLOAD_MESSAGES.tooSmall)
  }

  const asPng = metadata.hasAlpha || sniffed === 'png'
  const pipeline = sharp(input, { failOn: 'error', limitInputPixels: UPLOAD_LIMITS.maxPixels })
    .rotate()
    .keepIccProfile()
  if (asPng && metadata.depth === 'ushort') {
    pipeline.toColourspace(metadata.space === 'grey16' ? 'grey16' : 'rgb16')
  }
  if (asPng) pipeline.png()
  else pipeline.jpeg({ quality: 92, chromaSubsampling: '4:4:4' })

  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true })
    return {
      buffer: data,
      mimeType: asPng ? 'image/png' : 'image/jpeg',
      width: info.width,
      height: info.height,
    }
  } catch {
    // The header was fine but the pixel data is not: a truncated or corrupted file.
    throw new AppError(400, UPLOAD_MESSAGES.damaged)
  }
}

async function readImageFile(file: Blob): Promise<ProcessedImage> {
  if (file.size > UPLOAD_LIMITS.maxBytes) throw new AppError(413, UPLOAD_MESSAGES.tooManyBytes)
  return processImage(Buffer.from(await file.arrayBuffer()))
}

// ---------------------------------------------------------------------------------------------
// Upload records

export interface SavedImage {
  id: string
  /** Always /api/images/{id}, whichever store holds the bytes. */
  url: string
  width: number
  height: number
  mimeType: string
  bytes: number
}

export interface SaveImageOptions {
  /** The signed-in shopper who owns the upload; null for guests (and until accounts exist). */
  userId?: string | null
}

/** An unguessable id (128 random bits): uploads are served to whoever knows the address. */
function newUploadId() {
  return crypto.randomBytes(16).toString('hex')
}

async function storeImage(image: ProcessedImage, userId: string | null): Promise<SavedImage> {
  const id = newUploadId()
  const stored = await getImageStore().put(id, image.buffer, image.mimeType)
  const upload = await prisma.upload.create({
    data: {
      id,
      userId,
      storage: stored.storage,
      key: stored.key,
      url: stored.url,
      mimeType: image.mimeType,
      width: image.width,
      height: image.height,
      bytes: image.buffer.length,
    },
    select: { id: true, width: true, height: true, mimeType: true, bytes: true },
  })
  return { ...upload, url: uploadImagePath(upload.id) }
}

/** Checks, cleans and stores one image, then records it. Throws an AppError for bad input. */
export async function saveImageUpload(
  file: File | Blob,
  { userId = null }: SaveImageOptions = {},
): Promise<SavedImage> {
  return storeImage(await readImageFile(file), userId)
}

/** Several images of one request: all are checked before any is stored, so it is all or nothing. */
export async function saveImageUploads<F extends string>(
  files: Partial<Record<F, File | Blob>>,
  { userId = null }: SaveImageOptions = {},
): Promise<Partial<Record<F, SavedImage>>> {
  const entries = Object.entries(files) as Array<[F, File | Blob]>
  const images = await Promise.all(entries.map(([, file]) => readImageFile(file)))
  const saved: Partial<Record<F, SavedImage>> = {}
  for (const [index, [field]] of entries.entries()) {
    saved[field] = await storeImage(images[index]!, userId)
  }
  return saved
}

export type OpenedImage =
  | { kind: 'redirect'; url: string }
  | { kind: 'body'; body: ReadableStream<Uint8Array>; mimeType: string; bytes: number }

/**
 * What GET /api/images/{id} sends: the bytes of a local upload, or Cloudinary's address. Follows
 * the row's own storage, so local uploads stay readable after Cloudinary is switched on.
 */
export async function openImageUpload(id: string): Promise<OpenedImage | null> {
  if (!SAFE_KEY.test(id)) return null
  const upload = await prisma.upload.findUnique({
    where: { id },
    select: { storage: true, key: true, url: true, mimeType: true },
  })
  if (!upload) return null
  if (upload.storage === 'CLOUDINARY') return { kind: 'redirect', url: upload.url }
  const file = await new LocalImageStore().open(upload.key)
  if (!file) {
    console.error(`uploads: file for upload ${id} is missing from the uploads directory`)
    return null
  }
  return { kind: 'body', mimeType: upload.mimeType, ...file }
}

/**
 * The stored bytes of an upload, from the store its row names (Cloudinary: its delivery URL), or
 * null when the upload or its file is gone. For the server's own use: the PDF renderer.
 */
export async function readUploadBytes(id: string): Promise<Buffer | null> {
  if (!SAFE_KEY.test(id)) return null
  const upload = await prisma.upload.findUnique({
    where: { id },
    select: { storage: true, key: true, url: true },
  })
  if (!upload) return null
  if (upload.storage === 'CLOUDINARY') {
    const response = await fetch(upload.url)
    if (response.status === 404) return null
    if (!response.ok) throw new Error(`Cloudinary answered ${response.status} for upload ${id}`)
    return Buffer.from(await response.arrayBuffer())
  }
  return new LocalImageStore().get(upload.key)
}
