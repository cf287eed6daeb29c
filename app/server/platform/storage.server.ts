/**
 * Where uploaded image bytes live: one ImageStore interface with a local-disk and a Cloudinary
 * implementation, chosen by configuration (CLOUDINARY_URL). The shape for any other provider with
 * a test double (payments next). What is stored and why: app/server/designs/uploads.server.ts.
 */
import { constants as fsConstants, createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { v2 as cloudinary, type UploadApiResponse } from 'cloudinary'
import { getEnv } from './env.server.ts'

export type ImageStorage = 'LOCAL' | 'CLOUDINARY'

export interface StoredObject {
  storage: ImageStorage
  /** What to ask the store for later: a file name or a Cloudinary public id. */
  key: string
  /** Where a browser can fetch the bytes. */
  url: string
}

/** The bytes to store: in memory, or a file on disk (large images never pass through memory). */
export type ImageSource = Buffer | { path: string }

/** Where uploaded bytes live. Keys are Upload ids, so they are unique and URL-safe. */
export interface ImageStore {
  put(key: string, source: ImageSource, mime: string): Promise<StoredObject>
  get(key: string): Promise<Buffer | null>
  /** Removes the bytes; a key that is already gone is not an error. */
  delete(key: string): Promise<void>
}

/** Keys (and Upload ids) are plain names: no paths, nothing to escape. */
export const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/

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

  async put(key: string, source: ImageSource, _mime: string): Promise<StoredObject> {
    const file = this.pathFor(key)
    await fs.mkdir(this.dir, { recursive: true })
    // 'wx' / COPYFILE_EXCL never overwrite. Nothing reads the file before its Upload row exists,
    // which is created only after this write has finished.
    if (Buffer.isBuffer(source)) await fs.writeFile(file, source, { flag: 'wx' })
    else await fs.copyFile(source.path, file, fsConstants.COPYFILE_EXCL)
    return { storage: 'LOCAL', key, url: uploadImagePath(key) }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathFor(key), { force: true })
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

  put(key: string, source: ImageSource, _mime: string): Promise<StoredObject> {
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
      if (Buffer.isBuffer(source)) stream.end(source)
      else createReadStream(source.path).on('error', reject).pipe(stream)
    })
  }

  async delete(key: string): Promise<void> {
    const result = (await cloudinary.uploader.destroy(key, { resource_type: 'image' })) as {
      result?: string
    }
    if (result.result !== 'ok' && result.result !== 'not found') {
      throw new Error(`Cloudinary could not delete ${key}: ${result.result ?? 'no answer'}`)
    }
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

/** The store an existing upload's bytes are in (its row remembers; decision 006). */
export function imageStoreFor(storage: ImageStorage): ImageStore {
  return storage === 'CLOUDINARY' ? new CloudinaryImageStore() : new LocalImageStore()
}

/** The public address of an upload: the cart's imageUrl and every <img> of an upload use it. */
export function uploadImagePath(id: string) {
  return `/api/images/${encodeURIComponent(id)}`
}
