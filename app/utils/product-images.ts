/**
 * Product photos (issue 24, decision 065): the limits, the words staff read, and how the images
 * form's posts are read. Safe on both sides: the admin's images section and the service share it.
 */
export const PRODUCT_IMAGE_LIMITS = {
  /** A product photo is a web picture, not print artwork: 10 MB is plenty for a 4,000 px JPEG. */
  maxBytes: 10 * 1024 * 1024,
  /** The shorter side: the product page shows photos up to 800 px wide (1,600 on a 2x screen). */
  minSide: 800,
  perProduct: 12,
  alt: 200,
} as const

/** The widths of the smaller copies made at upload, for srcset (cards and thumbnails, gallery). */
export const PRODUCT_IMAGE_WIDTHS = { small: 480, medium: 1024 } as const

export const PRODUCT_IMAGE_MESSAGES = {
  notAPhoto: 'That file is not a photo we can show. Upload a JPG, PNG or WebP image.',
  tooManyBytes: 'That photo is larger than 10 MB. Save it smaller and upload it again.',
  tooSmall: 'That photo is too small: its shorter side must be at least 800 pixels.',
  noFile: 'Choose a photo to upload.',
  altMissing: 'Describe the photo for shoppers who cannot see it (alternative text).',
  altTooLong: 'Keep the description under 200 characters.',
  tooMany: 'A product can have at most 12 photos. Remove one first.',
  notFound: 'That photo is no longer on this product. The page now shows the current photos.',
  stale: 'Someone changed the photos meanwhile. The page now shows the current order; try again.',
  productNotFound: 'That product does not exist.',
  unknown: 'That action is not known.',
} as const

export const PRODUCT_IMAGE_NOTICES = {
  added: 'Photo added. The store shows it within seconds.',
  moved: 'Order saved. The first photo is the one on product cards.',
  removed: 'Photo removed. The store shows the generated art when no photo is left.',
  described: 'Description saved.',
} as const
export type ProductImageNotice = keyof typeof PRODUCT_IMAGE_NOTICES

/** The images section's address: its forms post here, and it answers a refusal with its own page. */
export const productImagesPath = (productId: string) =>
  `/admin/products/${encodeURIComponent(productId)}/images`

/** What a post to the images route asks for. */
export type ProductImageIntent =
  | { kind: 'add'; alt: string }
  | { kind: 'remove'; id: string }
  | { kind: 'describe'; id: string; alt: string }

const ID = '([A-Za-z0-9_-]{1,64})'

/** `add`, `remove:<id>` or `describe:<id>` (with the row's `alt-<id>` field); null otherwise. */
export function readImageIntent(form: FormData, intent: string): ProductImageIntent | null {
  if (intent === 'add') return { kind: 'add', alt: String(form.get('alt') ?? '') }
  const remove = new RegExp(`^remove:${ID}$`).exec(intent)
  if (remove) return { kind: 'remove', id: remove[1]! }
  const describe = new RegExp(`^describe:${ID}$`).exec(intent)
  if (describe) {
    return { kind: 'describe', id: describe[1]!, alt: String(form.get(`alt-${describe[1]}`) ?? '') }
  }
  return null
}

/** The description's error, or null: required, at most 200 characters once trimmed. */
export function altError(alt: string) {
  const text = alt.trim()
  if (!text) return PRODUCT_IMAGE_MESSAGES.altMissing
  if (text.length > PRODUCT_IMAGE_LIMITS.alt) return PRODUCT_IMAGE_MESSAGES.altTooLong
  return null
}

/** What a page needs to show one photo: its address, smaller copies for srcset, its size. */
export interface ShownImage {
  src: string
  srcSet: string
  width: number
  height: number
  alt: string
}
