/**
 * Product photos staff upload (issue 24, decision 065). A photo is checked by its content (JPEG,
 * PNG or WebP only, at most 10 MB, decoded for its real size, the shorter side at least 800 px),
 * cleaned and stored like every upload (designs/uploads.server.ts: one ImageStore, served at
 * /api/images/{id}) with two smaller copies for srcset, then named by a ProductImage row. Each
 * change (add, describe, reorder, remove) is one transaction with its ProductChange row, so the
 * product's history shows who, when, and the photos before → after. The ProductImage trigger
 * raises the catalog version: every instance's cards, product pages and page cache follow within
 * a second. A removed photo's uploads are left to the one-day cleanup, which keeps any upload a
 * ProductImage names.
 */
import fs from 'node:fs/promises'
import type { Prisma } from '@prisma/client'
import {
  PRODUCT_IMAGE_LIMITS,
  PRODUCT_IMAGE_MESSAGES,
  PRODUCT_IMAGE_WIDTHS,
  altError,
} from '#app/utils/product-images.ts'
import {
  head,
  processImage,
  resizedCopy,
  storeImage,
  type ProcessedImage,
} from '../designs/uploads.server.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { productImageSelect, shownImage } from '../catalog/product-images.server.ts'
import { nextOrder, type OrderChange } from './catalog-changes.server.ts'

/** A product's photos in order, for its admin page. */
export async function productImagesForAdmin(productId: string) {
  const rows = await prisma.productImage.findMany({
    where: { productId },
    orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
    select: productImageSelect,
  })
  return rows.map((r) => ({ id: r.id, ...shownImage(r) }))
}

/** The images page's product (its name) and photos; null when there is no such product. */
export async function productImagesPage(productId: string) {
  const product = await prisma.product.findUnique({
    where: { id: productId },
    select: { id: true, name: true },
  })
  return product && { product, images: await productImagesForAdmin(product.id) }
}

function checkedAlt(alt: string) {
  const error = altError(alt)
  if (error) throw new AppError(400, error, { fieldErrors: { alt: [error] } })
  return alt.trim()
}

/** The leading bytes of the three formats a product photo may be in. */
function isPhotoFormat(bytes: Buffer) {
  const start = bytes.toString('latin1', 0, 12)
  return (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    start.startsWith('\x89PNG\r\n\x1a\n') ||
    (start.startsWith('RIFF') && start.slice(8, 12) === 'WEBP')
  )
}

/** Checks and cleans the file (temporary files: the caller removes them). */
async function readPhoto(file: Blob): Promise<ProcessedImage> {
  if (file.size > PRODUCT_IMAGE_LIMITS.maxBytes) {
    throw new AppError(413, PRODUCT_IMAGE_MESSAGES.tooManyBytes)
  }
  const onDisk = (file as { getFilePath?: () => string }).getFilePath?.()
  const input = onDisk ? { path: onDisk } : Buffer.from(await file.arrayBuffer())
  if (!isPhotoFormat(await head(input, 12))) {
    throw new AppError(415, PRODUCT_IMAGE_MESSAGES.notAPhoto)
  }
  const image = await processImage(input).catch((error: unknown) => {
    // Too small for print (50 px) is too small for a photo too: say the photo's own rule.
    if (error instanceof AppError && error.status === 400 && /too small/.test(error.message)) {
      throw new AppError(400, PRODUCT_IMAGE_MESSAGES.tooSmall)
    }
    throw error
  })
  if (Math.min(image.width, image.height) < PRODUCT_IMAGE_LIMITS.minSide) {
    await fs.rm(image.file, { force: true })
    throw new AppError(400, PRODUCT_IMAGE_MESSAGES.tooSmall)
  }
  return image
}

/** The photos' descriptions in order, as the history shows them. */
async function photoList(tx: Prisma.TransactionClient, productId: string) {
  const rows = await tx.productImage.findMany({
    where: { productId },
    orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
    select: { id: true, alt: true },
  })
  return rows
}
const listed = (rows: { alt: string }[]) => rows.map((r, i) => `${i + 1}. ${r.alt}`).join('; ')

/** Locks the product row: changes to one product's photos never interleave. */
async function lockProduct(tx: Prisma.TransactionClient, productId: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Product" WHERE id = ${productId} FOR UPDATE`
  if (!rows.length) throw new AppError(404, PRODUCT_IMAGE_MESSAGES.productNotFound)
}

async function record(
  tx: Prisma.TransactionClient,
  productId: string,
  actor: string,
  action: string,
  before: { alt: string }[],
  after: { alt: string }[],
) {
  await tx.productChange.create({
    data: {
      productId,
      actor,
      action,
      changes: [{ field: 'images', before: listed(before), after: listed(after) }],
    },
  })
}

/** Adds a photo at the end of the product's list. Nothing is recorded when any check fails. */
export async function addProductImage(
  productId: string,
  file: Blob | null,
  alt: string,
  actor: string,
) {
  const text = checkedAlt(alt)
  if (!file)
    throw new AppError(400, PRODUCT_IMAGE_MESSAGES.noFile, {
      fieldErrors: { image: [PRODUCT_IMAGE_MESSAGES.noFile] },
    })
  const exists = await prisma.product.count({ where: { id: productId } })
  if (!exists) throw new AppError(404, PRODUCT_IMAGE_MESSAGES.productNotFound)
  if (
    (await prisma.productImage.count({ where: { productId } })) >= PRODUCT_IMAGE_LIMITS.perProduct
  )
    throw new AppError(400, PRODUCT_IMAGE_MESSAGES.tooMany)

  const temp: ProcessedImage[] = []
  try {
    const original = await readPhoto(file)
    temp.push(original)
    const small = await resizedCopy(original, PRODUCT_IMAGE_WIDTHS.small)
    if (small) temp.push(small)
    const medium = await resizedCopy(original, PRODUCT_IMAGE_WIDTHS.medium)
    if (medium) temp.push(medium)
    // Stored before the row: a refused transaction leaves uploads nothing names, which the
    // one-day cleanup removes.
    const [upload, smallUpload, mediumUpload] = await Promise.all(
      [original, small, medium].map((image) => (image ? storeImage(image, null) : null)),
    )
    return await prisma.$transaction(async (tx) => {
      await lockProduct(tx, productId)
      const before = await photoList(tx, productId)
      if (before.length >= PRODUCT_IMAGE_LIMITS.perProduct)
        throw new AppError(400, PRODUCT_IMAGE_MESSAGES.tooMany)
      const last = await tx.productImage.aggregate({
        where: { productId },
        _max: { position: true },
      })
      const image = await tx.productImage.create({
        data: {
          productId,
          uploadId: upload!.id,
          smallUploadId: smallUpload?.id ?? null,
          mediumUploadId: mediumUpload?.id ?? null,
          alt: text,
          position: (last._max.position ?? 0) + 1,
        },
        select: { id: true, alt: true },
      })
      await record(tx, productId, actor, 'image-added', before, [...before, image])
      return image.id
    })
  } finally {
    await Promise.all(temp.map((image) => fs.rm(image.file, { force: true })))
  }
}

/** Changes a photo's description. False: it was already that. */
export async function describeProductImage(
  productId: string,
  imageId: string,
  alt: string,
  actor: string,
) {
  const text = checkedAlt(alt)
  return prisma.$transaction(async (tx) => {
    await lockProduct(tx, productId)
    const before = await photoList(tx, productId)
    const current = before.find((r) => r.id === imageId)
    if (!current) throw new AppError(404, PRODUCT_IMAGE_MESSAGES.notFound)
    if (current.alt === text) return false
    await tx.productImage.update({ where: { id: imageId }, data: { alt: text } })
    const after = before.map((r) => (r.id === imageId ? { ...r, alt: text } : r))
    await record(tx, productId, actor, 'image-described', before, after)
    return true
  })
}

/** Puts the photos in a new order: one moved up or down, or every id from a drag. */
export async function reorderProductImages(productId: string, change: OrderChange, actor: string) {
  return prisma.$transaction(async (tx) => {
    await lockProduct(tx, productId)
    const before = await photoList(tx, productId)
    const order = nextOrder(
      before.map((r) => r.id),
      change,
      PRODUCT_IMAGE_MESSAGES,
    )
    if (order.join() === before.map((r) => r.id).join()) return false
    for (const [index, id] of order.entries()) {
      await tx.productImage.update({ where: { id }, data: { position: index + 1 } })
    }
    const byId = new Map(before.map((r) => [r.id, r]))
    await record(
      tx,
      productId,
      actor,
      'images-reordered',
      before,
      order.map((id) => byId.get(id)!),
    )
    return true
  })
}

/** Takes a photo off the product (its uploads go with the one-day cleanup). */
export async function removeProductImage(productId: string, imageId: string, actor: string) {
  await prisma.$transaction(async (tx) => {
    await lockProduct(tx, productId)
    const before = await photoList(tx, productId)
    if (!before.some((r) => r.id === imageId)) {
      throw new AppError(404, PRODUCT_IMAGE_MESSAGES.notFound)
    }
    await tx.productImage.delete({ where: { id: imageId } })
    const after = before.filter((r) => r.id !== imageId)
    await record(tx, productId, actor, 'image-removed', before, after)
  })
}
