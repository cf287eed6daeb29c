/**
 * Product photos (issue 24, decision 065): staff upload a photo with its description on the
 * product's admin page; a PDF, a 10 × 10 px image, a photo under 800 px and one over 10 MB are
 * refused with the reason and nothing is stored; reorder and remove work as plain form posts and
 * each change is in the product's history; the store shows the first photo on cards and every
 * photo on the product page, and the generated art again when none is left; the one-day cleanup
 * keeps a photo's uploads.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { action, loader as imagesLoader } from '#app/routes/admin.products.$productId_.images.tsx'
import { loader as categoryPage } from '#app/routes/product-category.$slug.tsx'
import { loader as productPage } from '#app/routes/product.$slug.tsx'
import { loader as imageFile } from '#app/routes/api.images.$id.ts'
import { pruneUnusedUploads } from '#app/server/designs/uploads.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { PRODUCT_IMAGE_MESSAGES } from '#app/utils/product-images.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { makeUser, signIn, signedInAdmin } from '#tests/setup/people-fixtures.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()
process.env.UPLOADS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'product-images-'))
resetEnvCache()

const picture = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer()
}

const photo = async (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  file(await picture(width, height, format), `photo.${format}`, `image/${format}`)

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type })

async function productOf(index: number) {
  return prisma.product.findFirstOrThrow({
    where: { active: true },
    orderBy: { position: 'asc' },
    skip: index,
    select: { id: true, slug: true, category: { select: { slug: true } } },
  })
}

function post(productId: string, headers: HeadersInit, form: FormData | Record<string, string>) {
  return callRoute(action, `/admin/products/${productId}/images`, {
    params: { productId },
    headers,
    form,
  })
}

async function upload(productId: string, headers: HeadersInit, photo: File, alt: string) {
  const form = new FormData()
  form.set('intent', 'add')
  form.set('alt', alt)
  form.set('image', photo)
  return post(productId, headers, form)
}

const history = (productId: string) =>
  prisma.productChange.findMany({
    where: { productId, action: { startsWith: 'image' } },
    orderBy: { createdAt: 'asc' },
  })

const shownOnPage = async (slug: string, query = '') =>
  (await callRoute(productPage, `/product/${slug}${query}`, { params: { slug } })).data

async function cardOf(product: { slug: string; category: { slug: string } }) {
  const page = await callRoute(categoryPage, `/product-category/${product.category.slug}`, {
    params: { slug: product.category.slug },
  })
  return page.data.products.find((p: { slug: string }) => p.slug === product.slug)
}

describe('product photos in the admin', () => {
  test('an upload stores the photo with smaller copies; the store shows it on the card and the page', async () => {
    const { user, headers } = await signedInAdmin()
    const product = await productOf(0)
    const version = await prisma.catalogVersion.findUniqueOrThrow({ where: { id: 1 } })

    const added = await upload(
      product.id,
      headers,
      await photo(1100, 850),
      'A fan of matte visiting cards',
    )
    expect(added.status).toBe(303)
    expect(added.headers.get('Location')).toBe(`/admin/products/${product.id}?images=added#images`)

    const row = await prisma.productImage.findFirstOrThrow({
      where: { productId: product.id },
      include: { upload: true, small: true, medium: true },
    })
    expect(row.alt).toBe('A fan of matte visiting cards')
    expect([row.small?.width, row.medium?.width, row.upload.width]).toEqual([480, 1024, 1100])
    const changes = await history(product.id)
    expect(changes.map((c) => [c.actor, c.action, c.changes])).toEqual([
      [
        user.email,
        'image-added',
        [{ field: 'images', before: '', after: '1. A fan of matte visiting cards' }],
      ],
    ])
    // Catalog data: the version moved, so every instance's caches follow.
    const after = await prisma.catalogVersion.findUniqueOrThrow({ where: { id: 1 } })
    expect(after.version).toBeGreaterThan(version.version)

    const page = await shownOnPage(product.slug)
    expect(page.product.images).toEqual([
      {
        src: `/api/images/${row.small!.id}`,
        srcSet: `/api/images/${row.small!.id} 480w, /api/images/${row.medium!.id} 1024w, /api/images/${row.upload.id} 1100w`,
        width: 1100,
        height: 850,
        alt: 'A fan of matte visiting cards',
      },
    ])
    expect((await cardOf(product))?.image?.src).toBe(`/api/images/${row.small!.id}`)
    const served = await callRoute(imageFile, `/api/images/${row.small!.id}`, {
      params: { id: row.small!.id },
    })
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/jpeg')

    // A day later the cleanup keeps every upload a photo names.
    await pruneUnusedUploads(new Date(Date.now() + 3 * 24 * 3600_000))
    expect(
      await prisma.upload.count({
        where: { id: { in: [row.uploadId, row.smallUploadId!, row.mediumUploadId!] } },
      }),
    ).toBe(3)

    // A customer cannot post here.
    const customer = await signIn((await makeUser()).id)
    const refused = await upload(product.id, customer.headers, await photo(900, 900), 'x')
    expect(refused.status).toBe(302)
    expect(await prisma.productImage.count({ where: { productId: product.id } })).toBe(1)
  })

  test('a PDF, a 10 × 10 px image, a photo under 800 px, one over 10 MB and no description are refused; nothing is stored', async () => {
    const { headers } = await signedInAdmin()
    const product = await productOf(1)
    const uploads = await prisma.upload.count()
    const pdf = await upload(
      product.id,
      headers,
      file(Buffer.from('%PDF-1.7\n%…'), 'a.pdf', 'application/pdf'),
      'Brochure',
    )
    expect(pdf.status).toBe(415)
    expect(pdf.data).toMatchObject({
      errors: { image: [PRODUCT_IMAGE_MESSAGES.notAPhoto] },
      alt: 'Brochure',
    })
    const tiny = await upload(product.id, headers, await photo(10, 10, 'png'), 'Tiny')
    expect(tiny.status).toBe(400)
    expect(tiny.data).toMatchObject({ errors: { image: [PRODUCT_IMAGE_MESSAGES.tooSmall] } })
    const small = await upload(product.id, headers, await photo(1200, 700), 'Wide')
    expect(small.status).toBe(400)
    expect(small.data).toMatchObject({ message: PRODUCT_IMAGE_MESSAGES.tooSmall })
    const big = Buffer.alloc(10 * 1024 * 1024 + 1)
    big.set([0xff, 0xd8, 0xff])
    const oversize = await upload(product.id, headers, file(big, 'big.jpg', 'image/jpeg'), 'Big')
    expect(oversize.status).toBe(413)
    expect(oversize.data).toMatchObject({ message: PRODUCT_IMAGE_MESSAGES.tooManyBytes })
    const declared = await callRoute(action, `/admin/products/${product.id}/images`, {
      params: { productId: product.id },
      headers: { ...headers, 'Content-Length': String(50 * 1024 * 1024) },
      form: { intent: 'add', alt: 'Huge' },
    })
    expect(declared.status).toBe(413)
    const noAlt = await upload(product.id, headers, await photo(900, 900), '  ')
    expect(noAlt.status).toBe(400)
    expect(noAlt.data).toMatchObject({ errors: { alt: [PRODUCT_IMAGE_MESSAGES.altMissing] } })
    const unknown = await post(product.id, headers, { intent: 'remove:nope' })
    expect(unknown.status).toBe(404)

    expect(await prisma.productImage.count({ where: { productId: product.id } })).toBe(0)
    expect(await prisma.upload.count()).toBe(uploads)
    expect(await history(product.id)).toEqual([])
    // The refused page answers the section with the message (no JavaScript).
    const page = await callRoute(imagesLoader, `/admin/products/${product.id}/images`, {
      params: { productId: product.id },
      headers,
    })
    expect(page.status).toBe(200)
  })

  test('reorder (Up/Down and a drag), describe and remove; each is in the history; none left: the art again', async () => {
    const { headers } = await signedInAdmin()
    const product = await productOf(2)
    for (const alt of ['Front', 'Back']) {
      const added = await upload(
        product.id,
        headers,
        file(await picture(800, 800), `${alt}.jpg`, 'image/jpeg'),
        alt,
      )
      expect(added.status).toBe(303)
    }
    const ids = async () =>
      (
        await prisma.productImage.findMany({
          where: { productId: product.id },
          orderBy: { position: 'asc' },
          select: { id: true, alt: true },
        })
      ).map((r) => r.alt)
    const [front, back] = await prisma.productImage.findMany({
      where: { productId: product.id },
      orderBy: { position: 'asc' },
    })

    expect((await post(product.id, headers, { intent: `move:${back!.id}:up` })).status).toBe(303)
    expect(await ids()).toEqual(['Back', 'Front'])
    const dragged = new FormData()
    dragged.set('intent', 'reorder')
    dragged.append('order', front!.id)
    dragged.append('order', back!.id)
    expect((await post(product.id, headers, dragged)).status).toBe(303)
    expect(await ids()).toEqual(['Front', 'Back'])
    const stale = new FormData()
    stale.set('intent', 'reorder')
    stale.append('order', front!.id)
    expect((await post(product.id, headers, stale)).status).toBe(409)

    const described = await post(product.id, headers, {
      intent: `describe:${back!.id}`,
      [`alt-${back!.id}`]: 'The back, with a QR code',
    })
    expect(described.status).toBe(303)
    const page = await shownOnPage(product.slug, '?image=2')
    expect(page.product.images.map((i: { alt: string }) => i.alt)).toEqual([
      'Front',
      'The back, with a QR code',
    ])
    expect(page.chosenImage).toBe(1)

    for (const image of [front!, back!]) {
      expect((await post(product.id, headers, { intent: `remove:${image.id}` })).status).toBe(303)
    }
    expect((await history(product.id)).map((c) => c.action)).toEqual([
      'image-added',
      'image-added',
      'images-reordered',
      'images-reordered',
      'image-described',
      'image-removed',
      'image-removed',
    ])
    expect((await shownOnPage(product.slug)).product.images).toEqual([])
    expect((await cardOf(product))?.image).toBeNull()
    // The removed photos' uploads go with the cleanup.
    const removed = await pruneUnusedUploads(new Date(Date.now() + 3 * 24 * 3600_000))
    expect(removed).toBeGreaterThanOrEqual(4)
  })
})
