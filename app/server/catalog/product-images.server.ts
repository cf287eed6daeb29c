/**
 * How the store shows staff's product photos (decision 065): the Prisma select a card or a page
 * needs and the <img> attributes made from it (src, srcset over the smaller copies made at upload,
 * the original's size for width/height). Every copy is an upload served at /api/images/{id}.
 */
import type { Prisma } from '@prisma/client'
import type { ShownImage } from '#app/utils/product-images.ts'
import { uploadImagePath } from '../platform/storage.server.ts'

/** What a page needs of a photo row to show it (cards, the gallery, the admin list). */
export const productImageSelect = {
  id: true,
  alt: true,
  upload: { select: { id: true, width: true, height: true } },
  small: { select: { id: true, width: true } },
  medium: { select: { id: true, width: true } },
} as const satisfies Prisma.ProductImageSelect

type ImageRow = Prisma.ProductImageGetPayload<{ select: typeof productImageSelect }>

/** A photo as an <img> needs it: the smallest copy as src, every copy in srcset, its own size. */
export function shownImage(row: ImageRow): ShownImage {
  const copies = [row.small, row.medium, row.upload].filter(
    (c): c is { id: string; width: number } => Boolean(c),
  )
  return {
    src: uploadImagePath(copies[0]!.id),
    srcSet: copies.map((c) => `${uploadImagePath(c.id)} ${c.width}w`).join(', '),
    width: row.upload.width,
    height: row.upload.height,
    alt: row.alt,
  }
}

/** A product's photos in their order: the select for its `images` relation. */
export const productImagesInclude = {
  orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
  select: productImageSelect,
} as const satisfies Prisma.Product$imagesArgs
