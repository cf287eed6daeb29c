/**
 * Image uploads: shoppers' artwork for the product page, the cart and the designer. Every upload is
 * identified by its content (never its name or the browser's MIME type), re-encoded without its
 * metadata (EXIF, GPS) at its original size, stored through one ImageStore (Cloudinary when
 * CLOUDINARY_URL is set, local disk otherwise) and served at /api/images/{id}.
 * See docs/decisions/006-image-uploads.md.
 */
import crypto from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { v2 as cloudinary, type UploadApiResponse } from 'cloudinary'
import sharp from 'sharp'
import { prisma } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { AppError } from '../platform/errors.server.ts'

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
// Storage

export type ImageStorage = 'LOCAL' | 'CLOUDINARY'

export interface StoredObject {
  storage: ImageStorage
  /** What to ask the store for later: a file name or a Cloudinary public id. */
  key: string
  /** Where a browser can fetch the bytes. */
  url: string
}

/** Where uploaded bytes live. Keys are Upload ids, so they are unique and URL-safe. */
export interface ImageStore {
  put(key: string, buffer: Buffer, mime: string): Promise<StoredObject>
  get(key: string): Promise<Buffer | null>
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/

/** Files under UPLOADS_DIR, served by GET /api/images/{id}. */
export class LocalImageStore implements ImageStore {
  readonly dir: string

  constructor(dir: string = getEnv().UPLOADS_DIR) {
    this.dir = path.resolve(dir)
  }

  /** The file for a key; a key that is not a plain name (say "../x") is refused. */
  pathFor(key: string) {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe image key: ${JSON.stringify(key)}`)
    return path.join(this.dir, key)
  }

  async put(key: string, buffer: Buffer, _mime: string): Promise<StoredObject> {
    const file = this.pathFor(key)
    await fs.mkdir(this.dir, { recursive: true })
    // 'wx' never overwrites. Nothing reads the file before its Upload row exists, which is
    // created only after this write has finished.
    await fs.writeFile(file, buffer, { flag: 'wx' })
    return { storage: 'LOCAL', key, url: uploadImagePath(key) }
  }

  async get(key: string): Promise<Buffer | null> {
    return fs.readFile(this.pathFor(key)).catch(nullIfMissing)
  }

  /** A stream of the file for an HTTP response, or null when it is gone. */
  async open(key: string) {
    const file = this.pathFor(key)
    const stat = await fs.stat(file).catch(nullIfMissing)
    if (!stat?.isFile()) return null
    return {
      body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      bytes: stat.size,
    }
  }
}

function nullIfMissing(error: unknown): null {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
  throw error
}

export const CLOUDINARY_FOLDER = 'printstudio/uploads'

/** Cloudinary's upload API, through the official SDK; credentials come from CLOUDINARY_URL. */
export class CloudinaryImageStore implements ImageStore {
  constructor(cloudinaryUrl: string = getEnv().CLOUDINARY_URL) {
    const url = new URL(cloudinaryUrl)
    // The SDK reads CLOUDINARY_URL only when first loaded; configure it from our value every time.
    cloudinary.config({
      cloud_name: url.hostname,
      api_key: decodeURIComponent(url.username),
      api_secret: decodeURIComponent(url.password),
      secure: true,
    })
  }

  put(key: string, buffer: Buffer, _mime: string): Promise<StoredObject> {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe image key: ${JSON.stringify(key)}`)
    return new Promise((resolve, reject) => {
      const stream = cloudinary.uploader.upload_stream(
        {
          folder: CLOUDINARY_FOLDER,
          public_id: key,
          resource_type: 'image',
          overwrite: false,
          timeout: 60_000,
        },
        (error?: unknown, result?: UploadApiResponse) => {
          if (error || !result) return reject(cloudinaryError(error))
          resolve({ storage: 'CLOUDINARY', key: result.public_id, url: result.secure_url })
        },
      )
      stream.end(buffer)
    })
  }

  async get(key: string): Promise<Buffer | null> {
    const url = cloudinary.url(key, { secure: true, resource_type: 'image', urlAnalytics: false })
    const response = await fetch(url)
    if (response.status === 404) return null
    if (!response.ok) throw new Error(`Cloudinary answered ${response.status} for ${key}`)
    return Buffer.from(await response.arrayBuffer())
  }
}

function cloudinaryError(error: unknown) {
  if (error instanceof Error) return error
  const message = (error as { message?: string } | undefined)?.message
  return new Error(`Cloudinary upload failed: ${message ?? 'no result'}`)
}

/** Cloudinary when CLOUDINARY_URL is set, otherwise files under UPLOADS_DIR. */
export function getImageStore(): ImageStore {
  const { CLOUDINARY_URL } = getEnv()
  return CLOUDINARY_URL ? new CloudinaryImageStore(CLOUDINARY_URL) : new LocalImageStore()
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

/** The public address of an upload: the cart's imageUrl and every <img> of an upload use it. */
export function uploadImagePath(id: string) {
  return `/api/images/${encodeURIComponent(id)}`
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
