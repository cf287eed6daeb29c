/**
 * Uploaded artwork is preflighted like a design, on the real file (issue 20, decision 032): what a
 * shopper sees when they add a product with their own image or PDF, with and without JavaScript
 * (the cart page's form post; the product page shows the findings), and through the JSON API.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { action as addApiAction } from '#app/routes/api.cart.item.ts'
import { action as singleAction } from '#app/routes/api.upload.single-image.ts'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart/route.tsx'
import { loader as productLoader } from '#app/routes/product.$slug.tsx'
import { orderItemPrintFile } from '#app/server/orders/print-files.server.ts'
import { readUploadBytes } from '#app/server/designs/uploads.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute, cookieFrom } from '#tests/setup/route.ts'

setupTestDatabase()

process.env.UPLOADS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'artwork-uploads-'))
resetEnvCache()

// Standard visiting cards: 89 × 51 mm trim, 3 mm bleed, so the artwork is 95 × 57 mm.
const CARD = 'standard-visiting-cards'
const INTER = 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff'

const jpeg = (width: number, height: number, space: 'srgb' | 'cmyk' = 'srgb') =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .toColourspace(space)
    .jpeg()
    .toBuffer()

const pxAt = (mm: number, dpi: number) => Math.ceil((mm / 25.4) * dpi)
const pt = (mm: number) => (mm * 72) / 25.4

/** A PDF made the way a design program exports one: pages of a size, text, maybe a photo. */
async function pdf({
  pages = 1,
  widthMm = 95,
  heightMm = 57,
  font = INTER as string | null,
  photo = null as Buffer | null,
  password = null as { user?: string; owner: string } | null,
} = {}) {
  const doc = new PDFDocument({
    autoFirstPage: false,
    ...(password ? { userPassword: password.user ?? '', ownerPassword: password.owner } : {}),
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const ended = new Promise((resolve) => doc.on('end', resolve))
  for (let i = 0; i < pages; i++) {
    doc.addPage({ size: [pt(widthMm), pt(heightMm)], margin: 0 })
    if (photo) doc.image(photo, 0, 0, { width: pt(widthMm), height: pt(heightMm) })
    if (font) doc.font(font === 'Helvetica' ? 'Helvetica' : font)
    if (font) doc.fontSize(9).text(`Asha Rao, page ${i + 1}`, pt(8), pt(8))
  }
  doc.end()
  await ended
  return Buffer.concat(chunks)
}

const blob = (bytes: Buffer, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type })

async function product(slug = CARD) {
  return prisma.product.findUniqueOrThrow({
    where: { slug },
    include: { quantityTiers: { orderBy: { quantity: 'asc' } } },
  })
}

/** The product page's "Add to cart", as a browser without JavaScript posts it. */
async function addWithFiles(
  files: { design?: File; designBack?: File },
  fields: Record<string, string> = {},
  cookie = '',
) {
  const card = await product()
  const form = new FormData()
  form.set('intent', 'add')
  form.set('qty', String(card.quantityTiers[0]!.quantity))
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  if (files.design) form.set('design', files.design)
  if (files.designBack) form.set('designBack', files.designBack)
  const result = await callRoute(cartAction, `/cart?productId=${card.id}`, {
    form,
    headers: cookie ? { Cookie: cookie } : {},
  })
  return { result, cookie: cookieFrom(result.headers) || cookie, card }
}

/** Where the cart sent the shopper, and what that product page shows about their file. */
async function productPageAfter(location: string, cookie: string) {
  const url = new URL(location, 'http://localhost')
  const page = await callRoute(productLoader, url.pathname + url.search, {
    params: { slug: url.pathname.split('/').pop()! },
    headers: { Cookie: cookie },
  })
  return { url, page }
}

const linesOf = async (cookie: string) =>
  (await callRoute(cartLoader, '/cart', { headers: { Cookie: cookie } })).data.cart.items

describe('uploaded images are preflighted on their pixels', () => {
  test('a 120 × 80 px image for a 95 × 57 mm card is blocked, and the product page says why', async () => {
    const before = await prisma.cartItem.count()
    const { result, cookie } = await addWithFiles({
      design: blob(await jpeg(120, 80), 'logo.jpg', 'image/jpeg'),
    })
    expect(result.status).toBe(303)
    const location = result.headers.get('Location')!
    expect(location).toMatch(/^\/product\/standard-visiting-cards\?.*artwork=[0-9a-f]{32}#artwork$/)
    expect(await prisma.cartItem.count()).toBe(before)

    const { page } = await productPageAfter(location, cookie)
    expect(page.headers.get('Cache-Control')).toBe('private, no-store')
    const artwork = page.data.artwork!
    expect(artwork.errors).toBe(1)
    expect(artwork.issues[0]).toMatchObject({ code: 'dpi-very-low', severity: 'error' })
    expect(artwork.issues[0]!.message).toBe(
      'Your image is only 32 DPI at 95 × 57 mm and will print blurry. Upload a larger image: at least 562 × 337 pixels (1123 × 674 pixels is best).',
    )
    expect(artwork.summary).toMatch(/120 × 80 px, 32 DPI, RGB; 1 problem to fix/)

    // Pressing Add to cart again with the same file is refused again: nothing is added.
    const again = await addWithFiles({}, { artwork: artwork.uploadId }, cookie)
    expect(again.result.headers.get('Location')).toContain(`artwork=${artwork.uploadId}`)
    expect(await prisma.cartItem.count()).toBe(before)
  })

  test('a 300 DPI image passes and the cart line says it was checked', async () => {
    const { result, cookie } = await addWithFiles({
      design: blob(await jpeg(pxAt(95, 300), pxAt(57, 300)), 'card.jpg', 'image/jpeg'),
    })
    expect(result.status).toBe(303)
    expect(result.headers.get('Location')).toBe('/cart')
    const [line] = await linesOf(cookie)
    expect(line!.hasUpload).toBe(true)
    expect(line!.preflight).toEqual([])
    const upload = await prisma.upload.findUniqueOrThrow({ where: { id: line!.uploadId! } })
    expect(upload.preflight).toMatchObject({
      kind: 'image',
      sides: [{ name: 'Front', widthPx: 1123, heightPx: 674, dpi: 300, colour: 'RGB' }],
      issues: [],
    })
  })

  test('a 200 DPI image warns and needs "I have checked my proof"', async () => {
    const { result, cookie } = await addWithFiles({
      design: blob(await jpeg(pxAt(95, 200), pxAt(57, 200)), 'card.jpg', 'image/jpeg'),
    })
    const location = result.headers.get('Location')!
    expect(location).toContain('artwork=')
    expect(await linesOf(cookie)).toEqual([])
    const { page } = await productPageAfter(location, cookie)
    expect(page.data.artwork).toMatchObject({ errors: 0, warnings: 1 })
    expect(page.data.artwork!.issues[0]!.message).toBe(
      'Your image is 200 DPI at 95 × 57 mm; 300 DPI prints sharpest (1123 × 674 pixels). It may look slightly soft.',
    )
    const uploadId = page.data.artwork!.uploadId

    // Without the tick: sent back again. With it: added, and the tick is kept on the line.
    const unticked = await addWithFiles({}, { artwork: uploadId }, cookie)
    expect(unticked.result.headers.get('Location')).toContain('artwork=')
    const ticked = await addWithFiles({}, { artwork: uploadId, proofChecked: 'on' }, cookie)
    expect(ticked.result.headers.get('Location')).toBe('/cart')
    const [line] = await linesOf(cookie)
    expect(line!.uploadId).toBe(uploadId)
    expect(line!.preflight).toMatchObject([{ code: 'dpi-low', severity: 'warning' }])
    expect(line!.proofCheckedAt).not.toBeNull()
  })

  test('a CMYK JPEG is reported as CMYK and printed from its colour profile', async () => {
    const { result } = await addWithFiles({
      design: blob(await jpeg(pxAt(95, 300), pxAt(57, 300), 'cmyk'), 'cmyk.jpg', 'image/jpeg'),
    })
    expect(result.headers.get('Location')).toBe('/cart')
    const upload = await prisma.upload.findFirstOrThrow({ orderBy: { createdAt: 'desc' } })
    expect(upload.preflight).toMatchObject({ sides: [{ colour: 'CMYK' }] })
  })

  test('a file the shopper did not upload cannot be offered with the form', async () => {
    const { result: first, cookie } = await addWithFiles({
      design: blob(await jpeg(120, 80), 'logo.jpg', 'image/jpeg'),
    })
    const uploadId = new URL(first.headers.get('Location')!, 'http://x').searchParams.get(
      'artwork',
    )!
    const stranger = await addWithFiles({}, { artwork: uploadId })
    expect(stranger.result.status).toBe(404)
    const page = await productPageAfter(`/product/${CARD}?artwork=${uploadId}`, '')
    expect(page.page.data.artwork).toBeNull()
    expect(cookie).not.toBe('')
  })
})

describe('PDF uploads are accepted and preflighted', () => {
  test('a PDF of the trim + bleed with embedded fonts passes', async () => {
    const { result, cookie } = await addWithFiles({
      design: blob(await pdf(), 'card.pdf', 'application/pdf'),
    })
    expect(result.headers.get('Location')).toBe('/cart')
    const [line] = await linesOf(cookie)
    expect(line!.preflight).toEqual([])
    const upload = await prisma.upload.findUniqueOrThrow({ where: { id: line!.uploadId! } })
    expect(upload.mimeType).toBe('application/pdf')
    expect(upload.preflight).toMatchObject({
      kind: 'pdf',
      sides: [{ name: 'Front', page: 1, fit: 'trim+bleed' }],
      summary: expect.stringContaining('1 page checked, trim + bleed; ready to print'),
    })
  })

  test('a PDF at the trim (no bleed) passes with a warning to confirm', async () => {
    const { result, cookie } = await addWithFiles({
      design: blob(await pdf({ widthMm: 89, heightMm: 51 }), 'card.pdf', 'application/pdf'),
    })
    const { page } = await productPageAfter(result.headers.get('Location')!, cookie)
    expect(page.data.artwork!.summary).toContain('trim size (no bleed)')
    expect(page.data.artwork!.issues).toMatchObject([{ code: 'no-bleed', severity: 'warning' }])
  })

  test("a PDF's images are checked at the size they are placed", async () => {
    const photo = await jpeg(pxAt(95, 100), pxAt(57, 100))
    const { result, cookie } = await addWithFiles({
      design: blob(await pdf({ photo }), 'card.pdf', 'application/pdf'),
    })
    const { page } = await productPageAfter(result.headers.get('Location')!, cookie)
    expect(page.data.artwork!.issues).toMatchObject([
      {
        code: 'dpi-very-low',
        message:
          'Your PDF page has an image of only 100 DPI where it is placed; it will print blurry. Use a larger image (300 DPI is best) and export the PDF again.',
      },
    ])
  })

  test.each([
    [
      'the wrong size',
      () => pdf({ widthMm: 210, heightMm: 297 }),
      'Your PDF page is 210 × 297 mm; it must be 95 × 57 mm with bleed, or 89 × 51 mm without. Export it at that size and upload it again.',
    ],
    [
      'the wrong page count',
      () => pdf({ pages: 3 }),
      'Your PDF has 3 pages; this order prints one page. Upload a PDF with one page.',
    ],
    [
      'a password',
      () => pdf({ password: { user: 'secret', owner: 'owner' } }),
      'Your PDF is protected with a password. Save it again without a password or security settings and upload it.',
    ],
    [
      'encryption',
      () => pdf({ password: { owner: 'owner' } }),
      'Your PDF is encrypted (it has security settings). Save it again without security settings and upload it.',
    ],
    [
      'fonts that are not embedded',
      () => pdf({ font: 'Helvetica' }),
      'Your PDF uses a font it does not include (Helvetica), so the text could print in another font. Export it with fonts embedded (or text converted to outlines) and upload it again.',
    ],
  ])('a PDF with %s is refused with a clear message', async (_, make, message) => {
    const before = await prisma.cartItem.count()
    const { result, cookie } = await addWithFiles({
      design: blob(await make(), 'card.pdf', 'application/pdf'),
    })
    const { page } = await productPageAfter(result.headers.get('Location')!, cookie)
    expect(page.data.artwork!.errors).toBeGreaterThan(0)
    expect(page.data.artwork!.issues.map((i) => i.message)).toContain(message)
    expect(await prisma.cartItem.count()).toBe(before)
  })

  test('a file that is neither an image nor a PDF is refused and nothing is stored', async () => {
    const uploads = await prisma.upload.count()
    const { result } = await addWithFiles({
      design: blob(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'a.svg',
        'image/svg+xml',
      ),
    })
    expect(result.status).toBe(415)
    expect(await prisma.upload.count()).toBe(uploads)
  })
})

describe('a two-sided product takes a file per side', () => {
  const frontBack = { sides: 'front-back' }

  test('front and back images are both stored and checked', async () => {
    const good = await jpeg(pxAt(95, 300), pxAt(57, 300))
    const { result, cookie } = await addWithFiles(
      {
        design: blob(good, 'front.jpg', 'image/jpeg'),
        designBack: blob(await jpeg(pxAt(95, 300), pxAt(57, 300)), 'back.jpg', 'image/jpeg'),
      },
      frontBack,
    )
    expect(result.headers.get('Location')).toBe('/cart')
    const [line] = await linesOf(cookie)
    const front = await prisma.upload.findUniqueOrThrow({ where: { id: line!.uploadId! } })
    expect(front.backUploadId).toMatch(/^[0-9a-f]{32}$/)
    expect(front.preflight).toMatchObject({
      sides: [
        { name: 'Front', dpi: 300 },
        { name: 'Back', dpi: 300 },
      ],
    })
  })

  test('a front without a back is refused for a "Front and back" order', async () => {
    const { result, cookie } = await addWithFiles(
      { design: blob(await jpeg(pxAt(95, 300), pxAt(57, 300)), 'front.jpg', 'image/jpeg') },
      frontBack,
    )
    const { page } = await productPageAfter(result.headers.get('Location')!, cookie)
    expect(page.data.artwork!.issues.map((i) => i.message)).toEqual([
      'This order prints front and back: upload an image for the back too (or a PDF with 2 pages), or choose front only.',
    ])
    // The page offers a field per side at these options.
    expect(page.data.artworkFields.sides).toEqual(['Front', 'Back'])
  })

  test('one PDF with two pages carries both sides', async () => {
    const { result, cookie } = await addWithFiles(
      { design: blob(await pdf({ pages: 2 }), 'card.pdf', 'application/pdf') },
      frontBack,
    )
    expect(result.headers.get('Location')).toBe('/cart')
    expect(await linesOf(cookie)).toHaveLength(1)
  })
})

describe('the JSON API decides the same way', () => {
  test('an image uploaded through /api/upload/single-image is preflighted when it is added', async () => {
    const form = new FormData()
    form.set('image', blob(await jpeg(120, 80), 'logo.jpg', 'image/jpeg'))
    const uploaded = await callRoute(singleAction, '/api/upload/single-image', { form })
    const cookie = cookieFrom(uploaded.headers)
    const { image } = (await uploaded.response!.json()) as { image: { id: string } }
    const card = await product()
    const added = await callRoute(addApiAction, '/api/cart/item', {
      json: {
        productId: card.id,
        tierQuantity: card.quantityTiers[0]!.quantity,
        cropped_image_id: image.id,
      },
      headers: { Cookie: cookie },
    })
    expect(added.status).toBe(400)
    expect(await added.response!.json()).toMatchObject({
      success: false,
      code: 'PREFLIGHT_ERRORS',
      message: 'Failed to add item to cart.',
      errors: { form: [expect.stringMatching(/^Your file has print problems to fix/)] },
      issues: [{ code: 'dpi-very-low', severity: 'error' }],
    })
  })
})

let orders = 0
/** A paid order of the cart's first line, as place-order copies it (upload, preflight, tick). */
async function orderOf(cookie: string) {
  const [line] = await linesOf(cookie)
  const order = await prisma.order.create({
    data: {
      number: `PS-77${String(++orders).padStart(4, '0')}`,
      email: 'asha@example.com',
      phone: '9876543210',
      status: 'PAID',
      subtotalPaise: 29_900,
      shippingPaise: 0,
      totalPaise: 29_900,
      taxPaise: 4561,
      placeOfSupply: 'Karnataka',
      shippingAddress: {},
      paidAt: new Date(),
      items: {
        create: [
          {
            productId: line!.productId,
            productName: line!.name,
            productSlug: line!.slug,
            options: [],
            selection: line!.selection,
            hsnCode: '4911',
            gstRateBp: 1800,
            taxPaise: 4561,
            tierQuantity: line!.tierQuantity,
            quantity: 1,
            unitPricePaise: 29_900,
            totalPaise: 29_900,
            uploadId: line!.uploadId,
            preflight: (line!.preflight ?? undefined) as object[] | undefined,
          },
        ],
      },
    },
  })
  const item = await prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } })
  return { orderId: order.id, itemId: item.id }
}

async function pdfPages(bytes: Buffer) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise
  const sizes: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const [x0, y0, x1, y1] = (await doc.getPage(i)).view
    sizes.push(
      `${Math.round(((x1! - x0!) * 25.4) / 72)} × ${Math.round(((y1! - y0!) * 25.4) / 72)}`,
    )
  }
  return sizes
}

describe("the admin's print file is the shopper's artwork", () => {
  test('front and back images become a two-page PDF/X file at trim + bleed', async () => {
    const { cookie } = await addWithFiles(
      {
        design: blob(await jpeg(pxAt(95, 300), pxAt(57, 300)), 'front.jpg', 'image/jpeg'),
        designBack: blob(await jpeg(pxAt(95, 300), pxAt(57, 300)), 'back.jpg', 'image/jpeg'),
      },
      { sides: 'front-back' },
    )
    const file = (await orderItemPrintFile({ ...(await orderOf(cookie)), cropMarks: false }))!
    expect(file.contentType).toBe('application/pdf')
    expect(file.filename).toMatch(/\.pdf$/)
    expect(file.bytes.toString('latin1')).toContain('GTS_PDFX')
    expect(await pdfPages(file.bytes)).toEqual(['95 × 57', '95 × 57'])
  })

  test('a PDF is passed through as the shopper sent it', async () => {
    const sent = await pdf({ pages: 2 })
    const { cookie } = await addWithFiles(
      { design: blob(sent, 'card.pdf', 'application/pdf') },
      { sides: 'front-back' },
    )
    const ids = await orderOf(cookie)
    const file = (await orderItemPrintFile({ ...ids, cropMarks: true }))!
    expect(file.contentType).toBe('application/pdf')
    expect(file.bytes.equals(sent)).toBe(true)
    const item = await prisma.orderItem.findUniqueOrThrow({ where: { id: ids.itemId } })
    expect((await readUploadBytes(item.uploadId!))!.equals(sent)).toBe(true)
  })
})
