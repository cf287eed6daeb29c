import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { http, HttpResponse } from 'msw'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { mockRecords } from '#tests/mocks/handlers.ts'
import { mockServer } from '#tests/mocks/index.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { prisma } from '../platform/db.server.ts'
import { resetEnvCache } from '../platform/env.server.ts'
import {
  openImageUpload,
  processImage,
  saveImageUpload,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
} from './uploads.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { CloudinaryImageStore, LocalImageStore } from '../platform/storage.server.ts'
import { uploadFailure } from '../http/uploads-api.server.ts'
import { refusal as refused } from '../platform/testing.ts'

// This file runs with Cloudinary configured (faked by MSW); tests/integration/uploads.test.ts
// covers local storage and the HTTP routes.
setupTestDatabase()

const CLOUDINARY_URL = 'cloudinary://key:secret@demo'
let uploadsDir: string

beforeAll(async () => {
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'uploads-unit-'))
  process.env.UPLOADS_DIR = uploadsDir
  process.env.CLOUDINARY_URL = CLOUDINARY_URL
  resetEnvCache()
  mockServer.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => mockServer.resetHandlers())
afterAll(async () => {
  mockServer.close()
  delete process.env.CLOUDINARY_URL
  delete process.env.UPLOADS_DIR
  resetEnvCache()
  await fs.rm(uploadsDir, { recursive: true, force: true })
})

const solid = (width: number, height: number, background: string | object, channels = 3) =>
  sharp({ create: { width, height, channels: channels as 3 | 4, background } })

/** A JPEG as a phone writes it: GPS position and an orientation tag in its EXIF. */
const phonePhoto = (orientation = 1) =>
  solid(120, 80, '#0000ff')
    .composite([
      {
        input: { create: { width: 60, height: 80, channels: 3, background: '#ff0000' } },
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .withMetadata({
      orientation,
      exif: {
        IFD0: { Make: 'PhoneCo', Copyright: 'Asha Rao' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSMapDatum: 'WGS-84' },
      },
    })
    .toBuffer()

const pixel = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [...data.subarray(at, at + info.channels)]
}

const refusal = (promise: Promise<unknown>) => refused(promise, 'the image')

describe('processImage checks by content and strips metadata', () => {
  test('a PNG with transparency stays a PNG with its alpha and size', async () => {
    const input = await solid(200, 150, { r: 10, g: 200, b: 30, alpha: 0.5 }, 4).png().toBuffer()
    const out = await processImage(input)
    expect(out).toMatchObject({ mimeType: 'image/png', width: 200, height: 150 })
    const meta = await sharp(out.buffer).metadata()
    expect(meta.format).toBe('png')
    expect(meta.hasAlpha).toBe(true)
    expect(await pixel(out.buffer, 5, 5)).toEqual([10, 200, 30, 128])
  })

  test('a photo loses its EXIF (GPS included) and becomes a 4:4:4 JPEG of the same size', async () => {
    const input = await phonePhoto()
    const before = await sharp(input).metadata()
    expect(before.exif?.includes('WGS-84')).toBe(true)

    const out = await processImage(input)
    expect(out).toMatchObject({ mimeType: 'image/jpeg', width: 120, height: 80 })
    const after = await sharp(out.buffer).metadata()
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.iptc).toBeUndefined()
    expect(after.chromaSubsampling).toBe('4:4:4')
    expect(out.buffer.includes('WGS-84')).toBe(false)
    expect(out.buffer.includes('Asha Rao')).toBe(false)
    const [r, g, b] = await pixel(out.buffer, 10, 10)
    expect(r).toBeGreaterThan(245)
    expect(g! + b!).toBeLessThan(15)
  })

  test('the EXIF orientation is applied to the pixels, then dropped', async () => {
    // Stored landscape, left half red; orientation 6 means "turn 90° clockwise to view".
    const out = await processImage(await phonePhoto(6))
    expect(out).toMatchObject({ width: 80, height: 120 })
    expect((await sharp(out.buffer).metadata()).orientation).toBeUndefined()
    expect((await pixel(out.buffer, 40, 10))[0]).toBeGreaterThan(240) // red on top
    expect((await pixel(out.buffer, 40, 110))[2]).toBeGreaterThan(240) // blue below
  })

  test('the colour profile is kept, so wide-gamut photos keep their colours', async () => {
    const input = await solid(100, 100, '#00ff00').withIccProfile('p3').jpeg().toBuffer()
    const out = await processImage(input)
    const [inMeta, outMeta] = await Promise.all([
      sharp(input).metadata(),
      sharp(out.buffer).metadata(),
    ])
    expect(outMeta.icc?.equals(inMeta.icc!)).toBe(true)
    expect(await pixel(out.buffer, 50, 50)).toEqual(await pixel(input, 50, 50))
  })

  test('TIFF and WebP are accepted; WebP with alpha is stored as PNG, a flat TIFF as JPEG', async () => {
    const tiff = await processImage(await solid(300, 200, '#336699').tiff().toBuffer())
    expect(tiff).toMatchObject({ mimeType: 'image/jpeg', width: 300, height: 200 })
    const webp = await solid(64, 64, { r: 0, g: 0, b: 0, alpha: 0.2 }, 4)
      .webp({ lossless: true })
      .toBuffer()
    expect(await processImage(webp)).toMatchObject({ mimeType: 'image/png', width: 64 })
    const flatPng = await solid(80, 80, '#ffffff').png().toBuffer()
    expect((await processImage(flatPng)).mimeType).toBe('image/png')
  })

  test('16-bit PNG artwork keeps its 16 bits per channel', async () => {
    const input = await solid(60, 60, { r: 0, g: 0, b: 255, alpha: 0.5 }, 4)
      .toColourspace('rgb16')
      .png()
      .toBuffer()
    expect((await sharp((await processImage(input)).buffer).metadata()).depth).toBe('ushort')
  })

  test('anything that is not a JPEG, PNG, WebP or TIFF is refused with 415', async () => {
    const notAnImage = { status: 415, message: UPLOAD_MESSAGES.notAnImage }
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><rect width="500" height="500"/></svg>',
    )
    const gif = await solid(100, 100, '#ff0000').gif().toBuffer()
    const pngHeaderThenJunk = Buffer.concat([
      Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
      Buffer.alloc(500, 1),
    ])
    expect(await refusal(processImage(Buffer.from('Dear printer, hello')))).toEqual(notAnImage)
    expect(await refusal(processImage(svg))).toEqual(notAnImage)
    expect(await refusal(processImage(gif))).toEqual(notAnImage)
    expect(await refusal(processImage(pngHeaderThenJunk))).toEqual(notAnImage)
    expect(await refusal(processImage(Buffer.alloc(0)))).toEqual(notAnImage)
  })

  test('too small, too many pixels, too many bytes and truncated files are refused', async () => {
    expect(await refusal(processImage(await solid(49, 400, '#000').png().toBuffer()))).toEqual({
      status: 400,
      message: 'That image is too small to print (at least 50 × 50 pixels).',
    })
    const huge = await solid(10_000, 6_100, '#fff').jpeg({ quality: 10 }).toBuffer()
    expect(await refusal(processImage(huge))).toEqual({
      status: 413,
      message: 'That image is too large: keep it under 60 megapixels.',
    })
    const tooBig = Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1)
    expect(await refusal(processImage(tooBig))).toEqual({
      status: 413,
      message: 'That image is larger than 25 MB.',
    })
    const noisy = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer()
    const truncated = noisy.subarray(0, noisy.length / 2)
    expect(await refusal(processImage(truncated))).toEqual({
      status: 400,
      message: UPLOAD_MESSAGES.damaged,
    })
  })
})

describe('LocalImageStore', () => {
  test('stores and reads back bytes under UPLOADS_DIR', async () => {
    const store = new LocalImageStore()
    expect(store.dir).toBe(path.resolve(uploadsDir))
    const stored = await store.put('abc123', Buffer.from('bytes'), 'image/png')
    expect(stored).toEqual({ storage: 'LOCAL', key: 'abc123', url: '/api/images/abc123' })
    expect((await store.get('abc123'))?.toString()).toBe('bytes')
    expect(await fs.readdir(uploadsDir)).toEqual(['abc123'])
    expect(await store.get('never-stored')).toBeNull()
    await expect(store.put('abc123', Buffer.from('again'), 'image/png')).rejects.toThrow()
    await fs.rm(path.join(uploadsDir, 'abc123'))
  })

  test.each(['../escape', 'a/b', '/etc/passwd', '.hidden', '', 'a\\b', '..'])(
    'refuses the unsafe key %j',
    async (key) => {
      const store = new LocalImageStore()
      await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Unsafe/)
      await expect(store.get(key)).rejects.toThrow(/Unsafe/)
    },
  )
})

describe('with CLOUDINARY_URL set, uploads go to Cloudinary through the SDK', () => {
  beforeEach(() => mockRecords.reset())

  test('saveImageUpload sends the cleaned image and records storage CLOUDINARY', async () => {
    const folders: Array<FormDataEntryValue | null> = []
    mockServer.use(
      // Looks at the SDK's request, then lets the shared fake answer it.
      http.post('https://api.cloudinary.com/v1_1/:cloud/image/upload', async ({ request }) => {
        folders.push((await request.clone().formData()).get('folder'))
      }),
    )
    const photo = new File([new Uint8Array(await phonePhoto())], 'holiday.png', {
      type: 'image/png',
    })
    const saved = await saveImageUpload(photo)

    expect(saved).toMatchObject({ mimeType: 'image/jpeg', width: 120, height: 80 })
    expect(saved.url).toBe(`/api/images/${saved.id}`)
    expect(mockRecords.cloudinaryUploads).toEqual([{ publicId: saved.id, bytes: saved.bytes }])
    expect(folders).toEqual(['printstudio/uploads'])

    const row = await prisma.upload.findUniqueOrThrow({ where: { id: saved.id } })
    expect(row).toMatchObject({
      storage: 'CLOUDINARY',
      key: saved.id,
      url: `https://res.cloudinary.com/demo/image/upload/${saved.id}.png`,
      userId: null,
      width: 120,
      height: 80,
      bytes: saved.bytes,
    })
    expect(await fs.readdir(uploadsDir)).toEqual([])
    expect(await openImageUpload(saved.id)).toEqual({ kind: 'redirect', url: row.url })
  })

  test('a Cloudinary failure stores no row and answers 500 with a message', async () => {
    mockServer.use(
      http.post('https://api.cloudinary.com/v1_1/:cloud/image/upload', () =>
        HttpResponse.json({ error: { message: 'Invalid Signature' } }, { status: 401 }),
      ),
    )
    const before = await prisma.upload.count()
    const error = await saveImageUpload(
      new Blob([new Uint8Array(await solid(64, 64, '#123456').png().toBuffer())]),
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(AppError)
    expect(await prisma.upload.count()).toBe(before)
    const response = uploadFailure(error)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({
      success: false,
      message: UPLOAD_MESSAGES.storageFailed,
    })
  })

  test('CloudinaryImageStore.get reads the delivery URL; an unknown key is null', async () => {
    mockServer.use(
      http.get('https://res.cloudinary.com/demo/image/upload/*', ({ request }) =>
        request.url.includes('printstudio/uploads/known')
          ? new HttpResponse('image bytes', { headers: { 'Content-Type': 'image/png' } })
          : new HttpResponse('not found', { status: 404 }),
      ),
    )
    const store = new CloudinaryImageStore(CLOUDINARY_URL)
    expect((await store.get('printstudio/uploads/known'))?.toString()).toBe('image bytes')
    expect(await store.get('printstudio/uploads/unknown')).toBeNull()
  })
})
