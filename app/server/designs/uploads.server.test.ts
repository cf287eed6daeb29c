import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { http, HttpResponse } from 'msw'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { mockRecords } from '#tests/mocks/handlers.ts'
import { mockServer } from '#tests/mocks/index.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { prisma } from '../platform/db.server.ts'
import { resetEnvCache } from '../platform/env.server.ts'
import { products } from '#prisma/catalog/index.ts'
import {
  decodeMemory,
  openImageUpload,
  processImage,
  saveImageUpload,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
} from './uploads.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { CloudinaryImageStore, LocalImageStore } from '../platform/storage.server.ts'
import { refuse } from '../http/action-reply.server.ts'
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

/** The cleaned image's bytes (processImage writes a temporary file). */
const bytesOf = async (out: { file: string }) => fs.readFile(out.file)

const pixel = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [...data.subarray(at, at + info.channels)]
}

const refusal = (promise: Promise<unknown>) => refused(promise, 'the image')

/** A small PNG whose header (with a valid checksum) says it is `width` × `height`. */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(await solid(64, 64, '#fff').png().toBuffer())
  // The IHDR chunk: length (4), type (4) at byte 8, then width and height, then its CRC.
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29)
  return png
}

describe('processImage checks by content and strips metadata', () => {
  test('a PNG with transparency stays a PNG with its alpha and size', async () => {
    const input = await solid(200, 150, { r: 10, g: 200, b: 30, alpha: 0.5 }, 4).png().toBuffer()
    const out = await processImage(input)
    expect(out).toMatchObject({ mimeType: 'image/png', width: 200, height: 150 })
    const meta = await sharp(await bytesOf(out)).metadata()
    expect(meta.format).toBe('png')
    expect(meta.hasAlpha).toBe(true)
    expect(await pixel(await bytesOf(out), 5, 5)).toEqual([10, 200, 30, 128])
  })

  test('a photo loses its EXIF (GPS included) and becomes a 4:4:4 JPEG of the same size', async () => {
    const input = await phonePhoto()
    const before = await sharp(input).metadata()
    expect(before.exif?.includes('WGS-84')).toBe(true)

    const out = await processImage(input)
    expect(out).toMatchObject({ mimeType: 'image/jpeg', width: 120, height: 80 })
    const after = await sharp(await bytesOf(out)).metadata()
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.iptc).toBeUndefined()
    expect(after.chromaSubsampling).toBe('4:4:4')
    expect((await bytesOf(out)).includes('WGS-84')).toBe(false)
    expect((await bytesOf(out)).includes('Asha Rao')).toBe(false)
    const [r, g, b] = await pixel(await bytesOf(out), 10, 10)
    expect(r).toBeGreaterThan(245)
    expect(g! + b!).toBeLessThan(15)
  })

  test('the EXIF orientation is applied to the pixels, then dropped', async () => {
    // Stored landscape, left half red; orientation 6 means "turn 90° clockwise to view".
    const out = await processImage(await phonePhoto(6))
    expect(out).toMatchObject({ width: 80, height: 120 })
    expect((await sharp(await bytesOf(out)).metadata()).orientation).toBeUndefined()
    expect((await pixel(await bytesOf(out), 40, 10))[0]).toBeGreaterThan(240) // red on top
    expect((await pixel(await bytesOf(out), 40, 110))[2]).toBeGreaterThan(240) // blue below
  })

  test('the colour profile is kept, so wide-gamut photos keep their colours', async () => {
    const input = await solid(100, 100, '#00ff00').withIccProfile('p3').jpeg().toBuffer()
    const out = await processImage(input)
    const [inMeta, outMeta] = await Promise.all([
      sharp(input).metadata(),
      sharp(await bytesOf(out)).metadata(),
    ])
    expect(outMeta.icc?.equals(inMeta.icc!)).toBe(true)
    expect(await pixel(await bytesOf(out), 50, 50)).toEqual(await pixel(input, 50, 50))
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
    expect((await sharp(await bytesOf(await processImage(input))).metadata()).depth).toBe('ushort')
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
    // A PNG whose header claims 20,000 × 20,000 pixels (a decompression bomb's shape): refused
    // from the header, before a pixel is decoded.
    expect(await refusal(processImage(await pngClaiming(20_000, 20_000)))).toEqual({
      status: 413,
      message: 'That image is too large: keep it under 250 megapixels.',
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

describe('decoding within a memory budget (decision 028)', () => {
  test('the pixel limit covers the largest product of the catalog printed at 300 DPI', () => {
    const px = (mm: number) => (mm / 25.4) * 300
    for (const product of products) {
      const { trimWidthMm, trimHeightMm, bleedMm } = product.printSpec
      const sizes = [[trimWidthMm, trimHeightMm]]
      for (const option of product.options ?? [])
        for (const value of option.values ?? [])
          if (value.trimWidthMm && value.trimHeightMm)
            sizes.push([value.trimWidthMm, value.trimHeightMm])
      for (const [w, h] of sizes) {
        expect(px(w! + 2 * bleedMm) * px(h! + 2 * bleedMm), product.slug).toBeLessThan(
          UPLOAD_LIMITS.maxPixels,
        )
      }
    }
  })

  test('what cannot stream counts against the budget; a baseline JPEG or plain PNG streams', () => {
    const photo = { width: 9000, height: 6600, channels: 3, depth: 'uchar' } as const
    expect(decodeMemory({ ...photo, format: 'jpeg' })).toBe(0)
    expect(decodeMemory({ ...photo, format: 'png' })).toBe(0)
    // 59 MP progressive 4:2:0: every coefficient, 16 bits, chroma at a quarter: 178 MB.
    expect(
      decodeMemory({ ...photo, format: 'jpeg', isProgressive: true, chromaSubsampling: '4:2:0' }),
    ).toBe(9000 * 6600 * 2 * 1.5)
    // The same photo at 4:4:4 is over the budget; so is a turned one held whole with a WebP.
    expect(
      decodeMemory({ ...photo, format: 'jpeg', isProgressive: true, chromaSubsampling: '4:4:4' }),
    ).toBeGreaterThan(UPLOAD_LIMITS.decodeBudgetBytes)
    expect(decodeMemory({ ...photo, format: 'jpeg', orientation: 6 })).toBe(9000 * 6600 * 3)
    expect(decodeMemory({ ...photo, format: 'webp' })).toBeGreaterThan(
      UPLOAD_LIMITS.decodeBudgetBytes,
    )
  })

  test('a progressive JPEG too big to decode within the budget is refused before decoding', async () => {
    const jpeg = Buffer.from(
      await solid(64, 64, '#888')
        .jpeg({ progressive: true, chromaSubsampling: '4:4:4' })
        .toBuffer(),
    )
    // Patch the SOF2 frame header to claim 10,000 × 8,000 pixels (80 MP, under the pixel limit).
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc2]))
    jpeg.writeUInt16BE(8000, sof + 5)
    jpeg.writeUInt16BE(10000, sof + 7)
    expect(await refusal(processImage(jpeg))).toEqual({
      status: 413,
      message: UPLOAD_MESSAGES.tooMuchMemory,
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
  let owner: { id: string }
  beforeAll(async () => {
    owner = await prisma.user.create({
      data: { email: 'uploader@example.com', firstName: 'Asha', lastName: 'Rao' },
    })
  })
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
    const saved = await saveImageUpload(photo, { owner: { userId: owner.id }, ip: '127.0.0.1' })

    expect(saved).toMatchObject({ mimeType: 'image/jpeg', width: 120, height: 80 })
    expect(saved.url).toBe(`/api/images/${saved.id}`)
    expect(mockRecords.cloudinaryUploads).toEqual([{ publicId: saved.id, bytes: saved.bytes }])
    expect(folders).toEqual(['printstudio/uploads'])

    const row = await prisma.upload.findUniqueOrThrow({ where: { id: saved.id } })
    expect(row).toMatchObject({
      storage: 'CLOUDINARY',
      key: saved.id,
      url: `https://res.cloudinary.com/demo/image/upload/${saved.id}.png`,
      userId: owner.id,
      cartId: null,
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
      { owner: { userId: owner.id }, ip: '127.0.0.1' },
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(AppError)
    expect(await prisma.upload.count()).toBe(before)
    const response = refuse(error, { fallback: UPLOAD_MESSAGES.storageFailed })
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
