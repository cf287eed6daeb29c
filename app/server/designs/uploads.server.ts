/**
 * Image uploads: shoppers' artwork for the product page, the cart and the designer. Every upload is
 * identified by its content (never its name or the browser's MIME type), re-encoded without its
 * metadata (EXIF, GPS) at its original size, stored through one ImageStore (Cloudinary when
 * CLOUDINARY_URL is set, local disk otherwise) and served at /api/images/{id}. Each upload has an
 * owner (the signed-in shopper, else the visitor's cart), per-owner rate limits and a storage cap;
 * uploads nothing uses are deleted after a day. Decoding streams from disk to disk within a fixed
 * memory budget, one image at a time per instance. See docs/decisions/006-image-uploads.md and
 * 028-reliability-and-security.md.
 */
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { Prisma } from '@prisma/client'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { RATE_LIMITS, enforceLimits } from '../platform/rate-limit.server.ts'
import {
  getImageStore,
  imageStoreFor,
  LocalImageStore,
  SAFE_KEY,
  uploadImagePath,
} from '../platform/storage.server.ts'
import { workQueue } from '../platform/work-queue.server.ts'

const MiB = 1024 * 1024

export const UPLOAD_LIMITS = {
  maxBytes: 25 * MiB,
  /**
   * The largest product printed at 300 DPI with its bleed: a 914 × 1829 mm standee is 241 MP
   * (a test keeps this above every product in the catalog). Streaming decoding makes the pixel
   * count a matter of time, not memory.
   */
  maxPixels: 250_000_000,
  minSide: 50,
  /**
   * Memory one image may need for the parts of decoding that cannot stream (a progressive JPEG's
   * coefficients, an interlaced PNG, a WebP, a TIFF strip, EXIF rotation). With one image at a
   * time this bounds what uploads add to an instance (fly.toml: 512 MB).
   */
  decodeBudgetBytes: 200 * MiB,
  /** Per owner: the signed-in shopper's uploads, or a visitor cart's. */
  storagePerUser: 1024 * MiB,
  storagePerCart: 200 * MiB,
} as const

/** Unused uploads (no cart, design or order refers to them) are deleted after this. */
export const UNUSED_UPLOAD_TTL_HOURS = 24

export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'tiff'] as const
type AcceptedFormat = (typeof ACCEPTED_FORMATS)[number]

export const MISSING_IMAGE_FIELD_MESSAGE =
  "FormData must contain an 'image' field, or at least 'rawImage' or 'croppedImage' field."

export const UPLOAD_MESSAGES = {
  notAnImage: 'That file is not an image we can print. Upload a JPG, PNG, WebP or TIFF.',
  tooManyBytes: 'That image is larger than 25 MB.',
  tooManyPixels: 'That image is too large: keep it under 250 megapixels.',
  tooMuchMemory:
    'That image is too large to process in this format. Save it as a standard (baseline) JPEG or a non-interlaced PNG, or make it smaller, and upload it again.',
  tooSmall: 'That image is too small to print (at least 50 × 50 pixels).',
  damaged: 'That image file is damaged or incomplete. Please export it again and upload it.',
  unreadableForm: "We couldn't read that upload. Please choose the file again.",
  storageFailed: "We couldn't save your image just now. Please try again.",
  busy: 'We are processing many images right now. Please try again in a few seconds.',
  storageFull:
    'You have uploaded the most images we can keep for you. Images that no cart, design or order uses are removed after a day; please try again then.',
} as const

// libvips: no cache of decoded images between requests, one thread per image (the VM has one CPU),
// so memory stays what the budget says.
sharp.cache(false)
sharp.concurrency(1)

/** One image at a time per instance, four waiting; more answer 503 with Retry-After. */
const imageJobs = workQueue({
  name: 'images',
  concurrency: 1,
  maxWaiting: 4,
  maxWaitMs: 30_000,
  retryAfterSeconds: 10,
  busyMessage: UPLOAD_MESSAGES.busy,
})

// ---------------------------------------------------------------------------------------------
// Checking and re-encoding

export interface ProcessedImage {
  /** The cleaned image in a temporary file; the caller stores it, then removes it. */
  file: string
  mimeType: 'image/jpeg' | 'image/png' | 'application/pdf'
  width: number
  height: number
  bytes: number
  /** The colour space of the file as sent (libvips' name: srgb, cmyk, b-w...), before cleaning. */
  space?: string
}

/** An image to check: its bytes, or a file on disk (multipart uploads are streamed to disk). */
export type ImageInput = Buffer | { path: string }

const tempDir = () => path.join(os.tmpdir(), 'printstudio-images')

async function tempFile(extension: string) {
  await fs.mkdir(tempDir(), { recursive: true })
  return path.join(tempDir(), `${crypto.randomBytes(12).toString('hex')}.${extension}`)
}

export async function head(input: ImageInput, length: number): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input.subarray(0, length)
  const handle = await fs.open(input.path, 'r')
  try {
    const buffer = Buffer.alloc(length)
    const { bytesRead } = await handle.read(buffer, 0, length, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

async function sizeOf(input: ImageInput) {
  return Buffer.isBuffer(input) ? input.length : (await fs.stat(input.path)).size
}

/**
 * The leading bytes of each accepted format. Checked before sharp sees the bytes, so SVG (XML),
 * PDF and the other formats libvips can read never reach a parser.
 */
function sniffFormat(input: Buffer): AcceptedFormat | null {
  const start = input.toString('latin1', 0, 12)
  if (input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg'
  if (start.startsWith('\x89PNG\r\n\x1a\n')) return 'png'
  if (start.startsWith('RIFF') && start.slice(8, 12) === 'WEBP') return 'webp'
  if (['II*\0', 'MM\0*', 'II+\0', 'MM\0+'].includes(start.slice(0, 4))) return 'tiff'
  return null
}

const CHROMA: Record<string, number> = { '4:2:0': 0.25, '4:2:2': 0.5, '4:4:4': 1 }

/**
 * What decoding this image holds in memory at once, in bytes, from its header (measured with the
 * libvips sharp ships; decision 028). A baseline JPEG, a non-interlaced PNG and a rotation-free
 * stream need a few rows only.
 */
export function decodeMemory(
  meta: Partial<
    Pick<
      sharp.Metadata,
      | 'width'
      | 'height'
      | 'channels'
      | 'depth'
      | 'format'
      | 'isProgressive'
      | 'chromaSubsampling'
      | 'orientation'
    >
  >,
): number {
  const pixels = (meta.width ?? 0) * (meta.height ?? 0)
  const channels = meta.channels ?? 4
  const sample =
    meta.depth === 'ushort' || meta.depth === 'short' ? 2 : meta.depth === 'float' ? 4 : 1
  const whole = pixels * channels * sample
  let bytes = 0
  if (meta.format === 'jpeg' && meta.isProgressive) {
    // Every DCT coefficient of the file, 16 bits each, chroma at its subsampled size.
    const chroma = CHROMA[meta.chromaSubsampling ?? ''] ?? 1
    bytes += pixels * 2 * (1 + (channels - 1) * chroma)
  }
  if (meta.format === 'png' && meta.isProgressive) bytes += whole // Adam7 interlacing
  if (meta.format === 'webp') bytes += pixels * 8 // libwebp's RGBA buffer, then libvips' copy
  if (meta.format === 'tiff') bytes += whole // a strip may hold the whole image
  // EXIF orientation other than upright: rotating or flipping reads the image in another order.
  if (meta.orientation && meta.orientation !== 1) bytes += whole
  return bytes
}

/**
 * Checks an image by its content and re-encodes it to a temporary file: EXIF orientation applied,
 * every piece of metadata dropped except the colour profile, pixel dimensions unchanged. Images
 * with transparency and PNGs (usually logos and artwork, where JPEG would blur edges) are stored
 * as PNG; photos as JPEG quality 92 without chroma subsampling. Runs in the image queue (one at a
 * time per instance; 503 when the queue is full) and streams from disk to disk.
 */
export async function processImage(input: ImageInput): Promise<ProcessedImage> {
  if ((await sizeOf(input)) > UPLOAD_LIMITS.maxBytes)
    throw new AppError(413, UPLOAD_MESSAGES.tooManyBytes)
  const sniffed = sniffFormat(await head(input, 12))
  if (!sniffed) throw new AppError(415, UPLOAD_MESSAGES.notAnImage)
  const source = Buffer.isBuffer(input) ? input : input.path

  return imageJobs.run(async () => {
    // The header only (no pixels are decoded), so no pixel limit here: we refuse by size below.
    const metadata = await sharp(source, { limitInputPixels: false })
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
    if (decodeMemory(metadata) > UPLOAD_LIMITS.decodeBudgetBytes) {
      throw new AppError(413, UPLOAD_MESSAGES.tooMuchMemory)
    }

    const asPng = metadata.hasAlpha || sniffed === 'png'
    const pipeline = sharp(source, {
      failOn: 'error',
      limitInputPixels: UPLOAD_LIMITS.maxPixels,
      sequentialRead: true,
    })
      .rotate()
      .keepIccProfile()
    if (asPng && metadata.depth === 'ushort') {
      pipeline.toColourspace(metadata.space === 'grey16' ? 'grey16' : 'rgb16')
    }
    // Huffman table optimisation makes libjpeg hold every coefficient of the image (12 bytes a
    // pixel at 4:4:4, 730 MB for 60 MP): without it the encoder streams, about 2% larger.
    if (asPng) pipeline.png()
    else pipeline.jpeg({ quality: 92, chromaSubsampling: '4:4:4', optimiseCoding: false })

    const file = await tempFile(asPng ? 'png' : 'jpg')
    try {
      const info = await pipeline.toFile(file)
      return {
        file,
        mimeType: asPng ? ('image/png' as const) : ('image/jpeg' as const),
        width: info.width,
        height: info.height,
        bytes: info.size,
        space: metadata.space,
      }
    } catch {
      await fs.rm(file, { force: true })
      // The header was fine but the pixel data is not: a truncated or corrupted file.
      throw new AppError(400, UPLOAD_MESSAGES.damaged)
    }
  })
}

/** A multipart file (on disk when it came through readUploadForm) or bytes, checked and cleaned. */
export async function readImageFile(file: Blob): Promise<ProcessedImage> {
  if (file.size > UPLOAD_LIMITS.maxBytes) throw new AppError(413, UPLOAD_MESSAGES.tooManyBytes)
  const onDisk = (file as { getFilePath?: () => string }).getFilePath?.()
  return processImage(onDisk ? { path: onDisk } : Buffer.from(await file.arrayBuffer()))
}

/**
 * A copy of a cleaned image `width` pixels wide (the same format), in the image queue; null when
 * the image is not wider. For srcset (product photos, decision 065).
 */
export async function resizedCopy(
  image: ProcessedImage,
  width: number,
): Promise<ProcessedImage | null> {
  if (image.width <= width || image.mimeType === 'application/pdf') return null
  const png = image.mimeType === 'image/png'
  const file = await tempFile(png ? 'png' : 'jpg')
  return imageJobs.run(async () => {
    const pipeline = sharp(image.file, { limitInputPixels: UPLOAD_LIMITS.maxPixels })
      .resize({ width })
      .keepIccProfile()
    if (png) pipeline.png()
    else pipeline.jpeg({ quality: 82, mozjpeg: true })
    const info = await pipeline.toFile(file).catch(async (error: unknown) => {
      await fs.rm(file, { force: true })
      throw error
    })
    return {
      file,
      mimeType: image.mimeType,
      width: info.width,
      height: info.height,
      bytes: info.size,
    }
  })
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

/** Who an upload belongs to: the signed-in shopper, else the visitor's cart. */
export type UploadOwner =
  { userId: string; cartId?: undefined } | { cartId: string; userId?: undefined }

export interface SaveImageOptions {
  /**
   * Who the upload belongs to, or how to make its owner (a visitor's first cart) once the image
   * has passed its checks: a refused upload creates nothing.
   */
  owner: UploadOwner | (() => Promise<UploadOwner>)
  /** The client's address, for the per-address limit. */
  ip: string
}

const ownerKey = (owner: UploadOwner) =>
  owner.userId ? `user:${owner.userId}` : `cart:${owner.cartId}`
const ownerWhere = (owner: UploadOwner) =>
  owner.userId ? { userId: owner.userId } : { cartId: owner.cartId! }
const storageCap = (owner: UploadOwner) =>
  owner.userId ? UPLOAD_LIMITS.storagePerUser : UPLOAD_LIMITS.storagePerCart

async function storedBytes(owner: UploadOwner, db: Pick<typeof prisma, 'upload'> = prisma) {
  const { _sum } = await db.upload.aggregate({ where: ownerWhere(owner), _sum: { bytes: true } })
  return _sum.bytes ?? 0
}

/** An unguessable id (128 random bits): uploads are served to whoever knows the address. */
function newUploadId() {
  return crypto.randomBytes(16).toString('hex')
}

/**
 * Stores the bytes, then records the row, under a lock on the owner so parallel uploads cannot
 * pass the storage cap together. Bytes first: a failed store leaves no row; a refused or failed
 * insert removes the bytes again.
 */
export async function storeImage(
  image: ProcessedImage,
  /** null: the shop's own image (a product photo, decision 065): no owner, no per-owner cap. */
  owner: UploadOwner | null,
  extra: { preflight?: Prisma.InputJsonValue; backUploadId?: string | null } = {},
): Promise<SavedImage> {
  const id = newUploadId()
  const stored = await getImageStore().put(id, { path: image.file }, image.mimeType)
  try {
    const upload = await prisma.$transaction(async (tx) => {
      if (owner) {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`upload:${ownerKey(owner)}`}, 0))`
        if ((await storedBytes(owner, tx)) + image.bytes > storageCap(owner)) {
          throw new AppError(413, UPLOAD_MESSAGES.storageFull)
        }
      }
      return tx.upload.create({
        data: {
          id,
          userId: owner?.userId ?? null,
          cartId: owner?.cartId ?? null,
          storage: stored.storage,
          key: stored.key,
          url: stored.url,
          mimeType: image.mimeType,
          width: image.width,
          height: image.height,
          bytes: image.bytes,
          ...(extra.preflight !== undefined ? { preflight: extra.preflight } : {}),
          backUploadId: extra.backUploadId ?? null,
        },
        select: { id: true, width: true, height: true, mimeType: true, bytes: true },
      })
    })
    return { ...upload, url: uploadImagePath(upload.id) }
  } catch (error) {
    await imageStoreFor(stored.storage)
      .delete(stored.key)
      .catch((e: unknown) => console.error(`uploads: could not remove ${stored.key}`, e))
    throw error
  }
}

/**
 * The per-owner and per-address limits and the storage cap, before any decoding. An owner not
 * made yet (a visitor's first upload) has used nothing: only the address counts.
 */
export async function admit(owner: UploadOwner | null, ip: string, count: number) {
  const key = owner && ownerKey(owner)
  const checks = Array.from({ length: count }).flatMap(() => [
    [RATE_LIMITS.uploadPerIp, ip] as const,
    ...(key
      ? ([
          [RATE_LIMITS.uploadPerOwner, key],
          [RATE_LIMITS.uploadPerOwnerDaily, key],
        ] as const)
      : []),
  ])
  await enforceLimits(checks)
  if (owner && (await storedBytes(owner)) >= storageCap(owner)) {
    throw new AppError(413, UPLOAD_MESSAGES.storageFull)
  }
}

/** Checks, cleans and stores one image, then records it. Throws an AppError for bad input. */
export async function saveImageUpload(file: Blob, options: SaveImageOptions): Promise<SavedImage> {
  return (await saveImageUploads({ image: file }, options)).image!
}

/** Several images of one request: all are checked before any is stored, so it is all or nothing. */
export async function saveImageUploads<F extends string>(
  files: Partial<Record<F, Blob>>,
  { owner, ip }: SaveImageOptions,
): Promise<Partial<Record<F, SavedImage>>> {
  const entries = Object.entries(files) as Array<[F, Blob]>
  await admit(typeof owner === 'function' ? null : owner, ip, entries.length)
  const images: ProcessedImage[] = []
  try {
    // One after the other: the image queue would run them so anyway.
    for (const [, file] of entries) images.push(await readImageFile(file))
    const known = typeof owner === 'function' ? await owner() : owner
    const saved: Partial<Record<F, SavedImage>> = {}
    for (const [index, [field]] of entries.entries()) {
      saved[field] = await storeImage(images[index]!, known)
    }
    return saved
  } finally {
    await Promise.all(images.map((image) => fs.rm(image.file, { force: true })))
  }
}

/**
 * Whether an upload may be used by this shopper (on a cart line, in a design): theirs, their
 * cart's, or one from before uploads had owners.
 */
export async function uploadUsableBy(
  uploadId: string,
  { userId, cartId }: { userId: string | null; cartId: string | null },
) {
  const owners = [
    { userId: null, cartId: null },
    ...(userId ? [{ userId }] : []),
    ...(cartId ? [{ cartId }] : []),
  ]
  return (await prisma.upload.count({ where: { id: uploadId, OR: owners } })) > 0
}

/**
 * Deletes uploads older than a day that no cart line, design (its preview or an image in its
 * document), order line or frozen order design uses: their rows, then their bytes (a failed byte
 * delete leaves an orphan file, never a row pointing at nothing). At most `limit` per run.
 */
export async function pruneUnusedUploads(now = new Date(), limit = 500) {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_TTL_HOURS * 60 * 60 * 1000)
  const rows = await prisma.$queryRaw<
    Array<{ id: string; storage: 'LOCAL' | 'CLOUDINARY'; key: string }>
  >`
    DELETE FROM "Upload" u
    WHERE u.id IN (
      SELECT c.id FROM "Upload" c
      WHERE c."createdAt" < ${cutoff}
        AND NOT EXISTS (SELECT 1 FROM "CartItem" i WHERE i."uploadId" = c.id OR i."previewUploadId" = c.id)
        AND NOT EXISTS (SELECT 1 FROM "OrderItem" o WHERE o."uploadId" = c.id OR o."previewUploadId" = c.id)
        AND NOT EXISTS (SELECT 1 FROM "Design" d WHERE d."previewUploadId" = c.id)
        -- Product photos and their smaller copies live as long as the photo (decision 065).
        AND NOT EXISTS (
          SELECT 1 FROM "ProductImage" p
          WHERE p."uploadId" = c.id OR p."smallUploadId" = c.id OR p."mediumUploadId" = c.id
        )
        -- The back of a two-sided artwork lives as long as its front (decision 032).
        AND NOT EXISTS (SELECT 1 FROM "Upload" f WHERE f."backUploadId" = c.id)
        AND NOT EXISTS (
          SELECT 1 FROM "Design" d
          WHERE jsonb_path_exists(d.document, '$.**.uploadId ? (@ == $id)', jsonb_build_object('id', c.id))
        )
        AND NOT EXISTS (
          SELECT 1 FROM "OrderItem" o
          WHERE o."designSnapshot" IS NOT NULL
            AND jsonb_path_exists(o."designSnapshot", '$.**.uploadId ? (@ == $id)', jsonb_build_object('id', c.id))
        )
      ORDER BY c."createdAt"
      LIMIT ${limit}
    )
    RETURNING u.id, u.storage, u.key`
  for (const row of rows) {
    await imageStoreFor(row.storage)
      .delete(row.key)
      .catch((error: unknown) =>
        console.error(`uploads: could not delete the bytes of ${row.id}`, error),
      )
  }
  return rows.length
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
