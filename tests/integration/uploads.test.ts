import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { prisma } from '#app/server/platform/db.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import {
  pruneUnusedUploads,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type SavedImage,
} from '#app/server/designs/uploads.server.ts'
import { createSession } from '#app/server/http/session.server.ts'
import { startSession } from '#app/server/http/sign-in.server.ts'
import { workQueue } from '#app/server/platform/work-queue.server.ts'
import { loader as imageLoader } from '#app/routes/api.images.$id.ts'
import { action as imageAction, loader as imageGetLoader } from '#app/routes/api.upload.image.ts'
import {
  action as singleAction,
  loader as singleGetLoader,
} from '#app/routes/api.upload.single-image.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute, cookieFrom } from '#tests/setup/route.ts'

// Local storage in a temporary UPLOADS_DIR; app/server/designs/uploads.server.test.ts covers Cloudinary.
setupTestDatabase()

let uploadsDir: string
beforeAll(async () => {
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'uploads-routes-'))
  process.env.UPLOADS_DIR = uploadsDir
  delete process.env.CLOUDINARY_URL
  resetEnvCache()
})
afterAll(async () => {
  delete process.env.UPLOADS_DIR
  resetEnvCache()
  await fs.rm(uploadsDir, { recursive: true, force: true })
})

const MISSING =
  "FormData must contain an 'image' field, or at least 'rawImage' or 'croppedImage' field."
const NOT_AN_IMAGE = 'That file is not an image we can print. Upload a JPG, PNG, WebP or TIFF.'

const solid = (width: number, height: number, background: string | object, channels = 3) =>
  sharp({ create: { width, height, channels: channels as 3 | 4, background } })

/** A phone photo: GPS in its EXIF, stored landscape with "turn 90° clockwise" orientation. */
const phonePhoto = () =>
  solid(120, 80, '#2255aa')
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSMapDatum: 'WGS-84' } },
    })
    .toBuffer()
const transparentPng = () => solid(300, 200, { r: 200, g: 0, b: 0, alpha: 0.3 }, 4).png().toBuffer()

const file = (bytes: Buffer | string, name: string, type = '') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type })

function formOf(entries: Record<string, File | string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(entries)) form.append(name, value)
  return form
}

type UploadBody = {
  success: boolean
  message?: string
  image?: SavedImage
  rawImage?: SavedImage
  croppedImage?: SavedImage
}

async function post(
  action: typeof singleAction | typeof imageAction,
  url: string,
  form: FormData,
  headers?: HeadersInit,
) {
  const result = await callRoute(action, url, { form, headers })
  return { status: result.status, body: (await result.response!.json()) as UploadBody }
}

const uploadSingle = (form: FormData, headers?: HeadersInit) =>
  post(singleAction, '/api/upload/single-image', form, headers)
const uploadPair = (form: FormData, headers?: HeadersInit) =>
  post(imageAction, '/api/upload/image', form, headers)

async function getImage(id: string) {
  const result = await callRoute(imageLoader, `/api/images/${id}`, { params: { id } })
  return result.response!
}

/** Runs a request that must be refused and checks that it stored nothing. */
async function storesNothing<T>(run: () => Promise<T>) {
  const [rows, files] = [await prisma.upload.count(), (await fs.readdir(uploadsDir)).length]
  const result = await run()
  expect(await prisma.upload.count()).toBe(rows)
  expect((await fs.readdir(uploadsDir)).length).toBe(files)
  return result
}

describe('POST /api/upload/single-image', () => {
  test('stores a phone photo upright and without EXIF; GET /api/images/{id} serves it', async () => {
    const { status, body } = await uploadSingle(
      formOf({ image: file(await phonePhoto(), 'IMG_0001.JPG', 'image/jpeg') }),
    )
    expect(status).toBe(201)
    const image = body.image!
    expect(body).toEqual({
      success: true,
      image: {
        id: image.id,
        url: `/api/images/${image.id}`,
        width: 80,
        height: 120,
        mimeType: 'image/jpeg',
        bytes: image.bytes,
      },
    })

    const row = await prisma.upload.findUniqueOrThrow({ where: { id: image.id } })
    expect(row).toMatchObject({ storage: 'LOCAL', key: image.id, userId: null, bytes: image.bytes })
    // A visitor's upload belongs to their cart (decision 028).
    expect(row.cartId).toEqual(expect.any(String))
    const stored = await fs.readFile(path.join(uploadsDir, image.id))
    expect(stored.length).toBe(image.bytes)
    const meta = await sharp(stored).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(stored.includes('WGS-84')).toBe(false)

    const response = await getImage(image.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/jpeg')
    expect(response.headers.get('Content-Length')).toBe(String(image.bytes))
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await response.arrayBuffer()).equals(stored)).toBe(true)
  })

  test('the type comes from the bytes, not the file name or the browser', async () => {
    const { status, body } = await uploadSingle(
      formOf({ image: file(await phonePhoto(), 'logo.png', 'image/png') }),
    )
    expect(status).toBe(201)
    expect(body.image!.mimeType).toBe('image/jpeg')
  })

  test.each([
    [
      'a text file renamed .png',
      () => file('Dear printer, please print this.', 'logo.png', 'image/png'),
      415,
      NOT_AN_IMAGE,
    ],
    [
      'an SVG',
      () =>
        file(
          '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><script>alert(1)</script></svg>',
          'logo.svg',
          'image/svg+xml',
        ),
      415,
      NOT_AN_IMAGE,
    ],
    [
      'a 40 × 40 image',
      async () => file(await solid(40, 40, '#000').png().toBuffer(), 'tiny.png', 'image/png'),
      400,
      'That image is too small to print (at least 50 × 50 pixels).',
    ],
    [
      'a truncated JPEG',
      async () => {
        const whole = await sharp({
          create: {
            width: 300,
            height: 300,
            channels: 3,
            background: '#000',
            noise: { type: 'gaussian', mean: 128, sigma: 30 },
          },
        })
          .jpeg()
          .toBuffer()
        return file(whole.subarray(0, whole.length / 2), 'cut.jpg', 'image/jpeg')
      },
      400,
      'That image file is damaged or incomplete. Please export it again and upload it.',
    ],
  ] as const)('refuses %s with a 4xx and stores nothing', async (_name, make, status, message) => {
    const result = await storesNothing(async () => uploadSingle(formOf({ image: await make() })))
    expect(result).toEqual({ status, body: { success: false, message } })
  })
})

describe('POST /api/upload/image', () => {
  test('stores rawImage and croppedImage, each by its content', async () => {
    const { status, body } = await uploadPair(
      formOf({
        rawImage: file(await transparentPng(), 'raw.png', 'image/png'),
        croppedImage: file(await phonePhoto(), 'crop.jpg', 'image/jpeg'),
      }),
    )
    expect(status).toBe(201)
    expect(body.success).toBe(true)
    expect(body.rawImage).toMatchObject({ mimeType: 'image/png', width: 300, height: 200 })
    expect(body.croppedImage).toMatchObject({ mimeType: 'image/jpeg', width: 80, height: 120 })
    const raw = await getImage(body.rawImage!.id)
    expect(raw.headers.get('Content-Type')).toBe('image/png')
    expect((await sharp(Buffer.from(await raw.arrayBuffer())).metadata()).hasAlpha).toBe(true)
  })

  test('either field alone is enough', async () => {
    const crop = await uploadPair(
      formOf({ croppedImage: file(await transparentPng(), 'c.png', 'image/png') }),
    )
    expect(crop.status).toBe(201)
    expect(Object.keys(crop.body).sort()).toEqual(['croppedImage', 'success'])
    const raw = await uploadPair(
      formOf({ rawImage: file(await transparentPng(), 'r.png', 'image/png') }),
    )
    expect(Object.keys(raw.body).sort()).toEqual(['rawImage', 'success'])
  })

  test('one bad file refuses the request and stores neither', async () => {
    const result = await storesNothing(async () =>
      uploadPair(
        formOf({
          rawImage: file(await transparentPng(), 'raw.png', 'image/png'),
          croppedImage: file('not an image', 'crop.png', 'image/png'),
        }),
      ),
    )
    expect(result).toEqual({ status: 415, body: { success: false, message: NOT_AN_IMAGE } })
  })
})

describe('both upload routes', () => {
  const routes = [
    ['/api/upload/single-image', uploadSingle],
    ['/api/upload/image', uploadPair],
  ] as const

  test.each(routes)('%s without its fields answers 400 with the spec message', async (_, send) => {
    const forms = [
      new FormData(),
      formOf({ image: file('', ''), rawImage: file('', ''), croppedImage: file('', '') }),
      formOf({ photo: file(await transparentPng(), 'p.png', 'image/png') }),
      formOf({ image: 'text', rawImage: 'text', croppedImage: 'text' }),
    ]
    for (const form of forms) {
      const result = await storesNothing(() => send(form))
      expect(result).toEqual({ status: 400, body: { success: false, message: MISSING } })
    }
  })

  test.each(routes)('%s refuses an oversized Content-Length with 413', async (_, send) => {
    const form = formOf({
      image: file(await transparentPng(), 'p.png', 'image/png'),
      rawImage: file(await transparentPng(), 'p.png', 'image/png'),
    })
    const result = await storesNothing(() =>
      send(form, { 'Content-Length': String(100 * 1024 * 1024) }),
    )
    expect(result).toEqual({
      status: 413,
      body: { success: false, message: 'That image is larger than 25 MB.' },
    })
  })

  test('a JSON body gets the missing-field message, not a 500', async () => {
    const result = await callRoute(singleAction, '/api/upload/single-image', {
      json: { image: 'data:image/png;base64,AAAA' },
    })
    expect(result.status).toBe(400)
    expect(await result.response!.json()).toEqual({ success: false, message: MISSING })
  })

  test('other methods get 405', async () => {
    for (const [loader, url] of [
      [singleGetLoader, '/api/upload/single-image'],
      [imageGetLoader, '/api/upload/image'],
    ] as const) {
      const result = await callRoute(loader, url)
      expect(result.status).toBe(405)
      expect(result.headers.get('Allow')).toBe('POST')
    }
    const put = await callRoute(singleAction, '/api/upload/single-image', {
      method: 'PUT',
      form: new FormData(),
    })
    expect(put.status).toBe(405)
  })
})

describe('GET /api/images/{id}', () => {
  test('an unknown id, a path and a product slug are 404', async () => {
    for (const id of ['0123456789abcdef0123456789abcdef', '../../etc/passwd', 'custom-mugs', '']) {
      expect((await getImage(id)).status).toBe(404)
    }
  })

  test('an upload whose file has gone is 404, not 500', async () => {
    const { body } = await uploadSingle(
      formOf({ image: file(await transparentPng(), 'p.png', 'image/png') }),
    )
    await fs.rm(path.join(uploadsDir, body.image!.id))
    expect((await getImage(body.image!.id)).status).toBe(404)
  })
})

describe('owners, limits and clean-up (decision 028)', () => {
  const png = async () => file(await transparentPng(), 'p.png', 'image/png')
  let users = 0
  async function signedIn() {
    const user = await prisma.user.create({
      data: { email: `owner${++users}@example.com`, firstName: 'Asha', lastName: 'Rao' },
    })
    const { setCookie } = await createSession(user.id)
    return { user, cookie: setCookie.split(';')[0]! }
  }

  test("a visitor's upload gets a cart and its cookie; a shopper's upload is theirs", async () => {
    const anonymous = await callRoute(singleAction, '/api/upload/single-image', {
      form: formOf({ image: await png() }),
    })
    expect(anonymous.status).toBe(201)
    const cartCookie = cookieFrom(anonymous.headers)
    expect(cartCookie).toMatch(/^ps_cart=/)
    const id = ((await anonymous.response!.json()) as UploadBody).image!.id
    const row = await prisma.upload.findUniqueOrThrow({ where: { id } })
    expect(row.userId).toBeNull()
    expect(await prisma.cart.count({ where: { id: row.cartId! } })).toBe(1)

    // The same visitor again: the same cart, no new cookie.
    const again = await callRoute(singleAction, '/api/upload/single-image', {
      form: formOf({ image: await png() }),
      headers: { Cookie: cartCookie },
    })
    expect(again.headers.get('Set-Cookie')).toBeNull()
    const second = ((await again.response!.json()) as UploadBody).image!.id
    expect((await prisma.upload.findUniqueOrThrow({ where: { id: second } })).cartId).toBe(
      row.cartId,
    )

    // Signing in hands the visitor's uploads to the account.
    const { user } = await signedIn()
    await startSession(
      new Request('http://localhost/login', { headers: { Cookie: cartCookie } }),
      user.id,
    )
    expect(await prisma.upload.findMany({ where: { id: { in: [id, second] } } })).toEqual([
      expect.objectContaining({ userId: user.id, cartId: null }),
      expect.objectContaining({ userId: user.id, cartId: null }),
    ])

    const { user: shopper, cookie } = await signedIn()
    const mine = await uploadSingle(formOf({ image: await png() }), { Cookie: cookie })
    expect(
      await prisma.upload.findUniqueOrThrow({ where: { id: mine.body.image!.id } }),
    ).toMatchObject({
      userId: shopper.id,
      cartId: null,
    })
  })

  test("a visitor's refused upload makes no cart and sets no cookie", async () => {
    const carts = await prisma.cart.count()
    const refused = await callRoute(singleAction, '/api/upload/single-image', {
      form: formOf({ image: file('<svg xmlns="http://www.w3.org/2000/svg"/>', 'a.svg') }),
    })
    expect(refused.status).toBe(415)
    expect(refused.headers.get('Set-Cookie')).toBeNull()
    expect(await prisma.cart.count()).toBe(carts)
  })

  test('a burst from one owner gets 429 with Retry-After past 20 a minute, storing nothing more', async () => {
    const { cookie } = await signedIn()
    // The limit counts per minute of the clock (fixed windows): a burst that ran over into the
    // next minute would be let through more than 20 times, so it starts with 15 s to spare.
    const left = 60_000 - (Date.now() % 60_000)
    if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100))
    const statuses: number[] = []
    for (let i = 0; i < 24; i++) {
      statuses.push((await uploadSingle(formOf({ image: await png() }), { Cookie: cookie })).status)
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20)
    const refused = await storesNothing(() =>
      callRoute(singleAction, '/api/upload/single-image', {
        form: formOf({ image: file(Buffer.from('x'), 'x.png') }),
        headers: { Cookie: cookie },
      }),
    )
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  test('an owner at the storage cap gets 413 and nothing is stored', async () => {
    const { user, cookie } = await signedIn()
    await prisma.upload.create({
      data: {
        id: `cap${user.id}`.slice(0, 32),
        userId: user.id,
        storage: 'LOCAL',
        key: 'never-read',
        url: '/api/images/never-read',
        mimeType: 'image/png',
        width: 1,
        height: 1,
        bytes: UPLOAD_LIMITS.storagePerUser,
      },
    })
    const { status, body } = await storesNothing(() =>
      uploadSingle(formOf({ image: file(Buffer.from('x'), 'x.png') }), { Cookie: cookie }),
    )
    expect(status).toBe(413)
    expect(body.message).toBe(UPLOAD_MESSAGES.storageFull)
  })

  test('when the image queue is full the answer is 503 with Retry-After, not a wait or a crash', async () => {
    const queue = workQueue({
      name: 'images',
      concurrency: 1,
      maxWaiting: 4,
      maxWaitMs: 30_000,
      retryAfterSeconds: 10,
      busyMessage: UPLOAD_MESSAGES.busy,
    })
    let release!: () => void
    const blocked = new Promise<void>((resolve) => (release = resolve))
    const held = Array.from({ length: 5 }, () => queue.run(() => blocked))
    expect(queue.stats()).toEqual({ running: 1, waiting: 4 })
    const { cookie } = await signedIn()
    const image = await png()
    const result = await storesNothing(() =>
      callRoute(singleAction, '/api/upload/single-image', {
        form: formOf({ image }),
        headers: { Cookie: cookie },
      }),
    )
    release()
    await Promise.all(held)
    expect(result.status).toBe(503)
    expect(result.headers.get('Retry-After')).toBe('10')
    expect(((await result.response!.json()) as UploadBody).message).toBe(UPLOAD_MESSAGES.busy)
    // Once the queue drains, uploads work again.
    expect((await uploadSingle(formOf({ image: await png() }), { Cookie: cookie })).status).toBe(
      201,
    )
  })

  test('uploads nothing uses are deleted after a day, with their files; used and recent ones stay', async () => {
    const { user, cookie } = await signedIn()
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      ids.push(
        (await uploadSingle(formOf({ image: await png() }), { Cookie: cookie })).body.image!.id,
      )
    }
    const [onCartLine, inDesign, designPreview, unused, recent] = ids as [
      string,
      string,
      string,
      string,
      string,
    ]
    const card = await prisma.product.findFirstOrThrow({
      where: { slug: 'standard-visiting-cards' },
    })
    const cart = await prisma.cart.create({ data: { userId: user.id } })
    await prisma.cartItem.create({
      data: {
        cartId: cart.id,
        productId: card.id,
        quantity: 1,
        tierQuantity: 100,
        options: {},
        uploadId: onCartLine,
      },
    })
    await prisma.design.create({
      data: {
        userId: user.id,
        productId: card.id,
        name: 'Card',
        previewUploadId: designPreview,
        document: { version: 1, sides: [{ elements: [{ type: 'image', uploadId: inDesign }] }] },
      },
    })
    const twoDaysAgo = new Date(Date.now() - 48 * 60 * 60 * 1000)
    await prisma.upload.updateMany({
      where: { id: { in: ids.slice(0, 4) } },
      data: { createdAt: twoDaysAgo },
    })

    expect(await pruneUnusedUploads()).toBe(1)
    const left = await prisma.upload.findMany({ where: { id: { in: ids } }, select: { id: true } })
    expect(left.map((u) => u.id).sort()).toEqual(
      [onCartLine, inDesign, designPreview, recent].sort(),
    )
    expect(await fs.readdir(uploadsDir)).not.toContain(unused)
    expect(await fs.readdir(uploadsDir)).toContain(recent)
  })
})
