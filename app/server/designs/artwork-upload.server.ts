/**
 * Artwork a shopper uploads instead of designing online: an image per printed side, or one PDF
 * with a page per side. Stored like every upload (uploads.server.ts: content-sniffed, cleaned,
 * owned, limited), then preflighted on the real file for the product and the options ordered:
 * images by artwork-image-check (resolution when the image covers trim + bleed, cropping, colour
 * mode, one image per side), PDFs by artwork-pdf-check (pages, page size and bleed, fonts, image
 * resolution, encryption), read with pdf.js in the worker pool.
 *
 * The result is kept on the upload (Upload.preflight, artwork-preflight.server.ts) and decided
 * like a design's (decideArtwork: errors refuse, warnings need "I have checked my proof"). This
 * file is the flow: save and check, check again for other options, decide, and the product
 * page's and the print file's views of an upload. Decision 032.
 */
import type { Prisma } from '@prisma/client'
import {
  designDocumentSchema,
  DESIGN_VERSION,
  type DesignDocument,
} from '#app/designer/document.ts'
import { orderedFinishes } from '#app/designer/finishes.ts'
import { designSpec, specPrintFields, type DesignSpec } from '#app/designer/product-geometry.ts'
import { printConditionFor } from '../catalog/print-conditions.server.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError, type AppErrorOptions } from '../platform/errors.server.ts'
import { checkImages } from './artwork-image-check.server.ts'
import { checkPdf, checkPlates, pdfFactsOffThread } from './artwork-pdf-check.server.ts'
import {
  ARTWORK_MESSAGES,
  finishPreflight,
  preflightBase,
  readArtworkPreflight,
  type ArtworkPreflight,
} from './artwork-preflight.server.ts'
import { printSpecSelect, templateProductOf } from './designs.server.ts'
import { measurePlates } from './pdf-plates.server.ts'
import {
  admit,
  head,
  type ProcessedImage,
  readImageFile,
  type SavedImage,
  type SaveImageOptions,
  storeImage,
  UPLOAD_LIMITS,
  uploadUsableBy,
  readUploadBytes,
  type UploadOwner,
} from './uploads.server.ts'

export interface StoredArtwork {
  /** The upload a cart or order line points at: the PDF, or the front image (with its back). */
  upload: SavedImage & { backUploadId: string | null }
  preflight: ArtworkPreflight
}

export interface ArtworkFiles {
  /** The front (or the only side), or a PDF with every side as a page. */
  front?: Blob | null
  /** The back of a two-sided product, as an image. */
  back?: Blob | null
}

const productSelect = { id: true, active: true, ...printSpecSelect } as const

async function productGeometry(productId: string, options: Record<string, string>) {
  const product = await prisma.product.findUnique({
    where: { id: productId },
    select: productSelect,
  })
  if (!product?.active) throw new AppError(404, ARTWORK_MESSAGES.productNotFound)
  const spec = designSpec(templateProductOf(product), options)
  return { product, spec }
}

async function fileBytes(file: Blob): Promise<Buffer> {
  const onDisk = (file as { getFilePath?: () => string }).getFilePath?.()
  if (onDisk) return (await import('node:fs/promises')).readFile(onDisk)
  return Buffer.from(await file.arrayBuffer())
}

async function isPdf(file: Blob) {
  const onDisk = (file as { getFilePath?: () => string }).getFilePath?.()
  const start = onDisk
    ? await head({ path: onDisk }, 5)
    : Buffer.from(await file.slice(0, 5).arrayBuffer())
  return start.toString('latin1') === '%PDF-'
}

/**
 * Stores a shopper's artwork for a product at the options ordered and preflights the real file:
 * `files.front` an image or a PDF (a PDF carries every side as a page), `files.back` an image for
 * the back of a two-sided product. Bad files (not an image or PDF, too large, damaged) are
 * refused with an AppError and store nothing; a file that is stored always comes back with its
 * preflight, whose errors and warnings decideArtwork turns into the cart's answer.
 */
export async function saveArtworkUpload({
  files,
  productId,
  options,
  owner,
  ip,
}: {
  files: ArtworkFiles
  productId: string
  options: Record<string, string>
} & SaveImageOptions): Promise<StoredArtwork> {
  const { front, back } = files
  if (!front) throw new AppError(400, ARTWORK_MESSAGES.noFile)
  const { product, spec } = await productGeometry(productId, options)
  const sides = spec.sides.map((s) => ({ ...s }))
  await admit(typeof owner === 'function' ? null : owner, ip, back ? 2 : 1)
  const base = preflightBase(product, spec)

  if (await isPdf(front)) {
    if (back) throw new AppError(400, ARTWORK_MESSAGES.backWithPdf)
    if (front.size > UPLOAD_LIMITS.maxBytes) throw new AppError(413, ARTWORK_MESSAGES.pdfTooLarge)
    const bytes = await fileBytes(front)
    const preflight = await pdfPreflight(bytes, { base, spec, slug: product.slug, options })
    const known = await ownerOf(owner)
    const onDisk = (front as { getFilePath?: () => string }).getFilePath?.()
    const processed: ProcessedImage = {
      file: onDisk ?? (await tempCopy(bytes)),
      mimeType: 'application/pdf',
      width: 0,
      height: 0,
      bytes: bytes.length,
    }
    try {
      const upload = await storeImage(processed, known, { preflight: json(preflight) })
      return { upload: { ...upload, backUploadId: null }, preflight }
    } finally {
      if (!onDisk) await (await import('node:fs/promises')).rm(processed.file, { force: true })
    }
  }

  if (back && (await isPdf(back))) throw new AppError(400, ARTWORK_MESSAGES.backWithPdf)
  const images: ProcessedImage[] = []
  const fs = await import('node:fs/promises')
  try {
    images.push(await readImageFile(front))
    if (back) images.push(await readImageFile(back))
    const preflight = finishPreflight({ kind: 'image', ...base, ...checkImages(images, sides) })
    const known = await ownerOf(owner)
    const backUpload = images[1] ? await storeImage(images[1], known) : null
    const upload = await storeImage(images[0]!, known, {
      preflight: json(preflight),
      backUploadId: backUpload?.id ?? null,
    })
    if (backUpload) preflight.sides[1] = { ...preflight.sides[1]!, uploadId: backUpload.id }
    preflight.sides[0] = { ...preflight.sides[0]!, uploadId: upload.id }
    return { upload: { ...upload, backUploadId: backUpload?.id ?? null }, preflight }
  } finally {
    await Promise.all(images.map((image) => fs.rm(image.file, { force: true })))
  }
}

/**
 * A PDF's preflight: pdf.js's facts (pages, sizes, fonts, images; artwork-pdf-check) and then, when
 * it is readable, its plates measured by Ghostscript against the finishes ordered and the stock's
 * ink limit (pdf-plates, decision 053). `options` is the line's whole selection (its paper).
 */
async function pdfPreflight(
  bytes: Buffer,
  {
    base,
    spec,
    slug,
    options,
  }: {
    base: ReturnType<typeof preflightBase>
    spec: DesignSpec
    slug: string
    options: Record<string, string>
  },
): Promise<ArtworkPreflight> {
  const facts = await pdfFactsOffThread(bytes)
  const checked = checkPdf(facts, spec.sides)
  const condition = await printConditionFor(slug, options)
  const pages = facts.readable ? facts.pages.slice(0, spec.sides.length) : []
  const plates = pages.length ? await measurePlates(bytes, pages, condition) : null
  if (plates) {
    const finishes = orderedFinishes({ ...options, ...spec.options })
    checked.issues.push(...checkPlates(plates, { finishes, condition, sides: spec.sides }))
  }
  return finishPreflight({
    kind: 'pdf',
    ...base,
    ...checked,
    condition: condition.key,
    plates: plates ?? undefined,
  })
}

const json = (p: ArtworkPreflight) => p as unknown as Prisma.InputJsonValue

async function ownerOf(owner: SaveImageOptions['owner']): Promise<UploadOwner> {
  return typeof owner === 'function' ? owner() : owner
}

async function tempCopy(bytes: Buffer) {
  const [{ default: os }, { default: path }, fs, crypto] = await Promise.all([
    import('node:os'),
    import('node:path'),
    import('node:fs/promises'),
    import('node:crypto'),
  ])
  const dir = path.join(os.tmpdir(), 'printstudio-images')
  await fs.mkdir(dir, { recursive: true })
  const file = path.join(dir, `${crypto.randomBytes(12).toString('hex')}.pdf`)
  await fs.writeFile(file, bytes)
  return file
}

/**
 * "The preflight decides", as for designs (designs.server.ts decideDesign): errors refuse with
 * each problem's message (PREFLIGHT_ERRORS), warnings need the shopper's "I have checked my
 * proof" (PROOF_CHECK_NEEDED). Returns what the cart line records. The upload id travels with
 * the AppError so a form can offer the same file again with the tick box.
 */
export class ArtworkRefusal extends AppError {
  /** The stored upload the preflight refused or asks to confirm, to offer it again. */
  readonly uploadId: string | undefined
  readonly productSlug: string | undefined
  /** A visitor's cart made to own the upload (its cookie must be sent). */
  cartId: string | undefined
  /** What the shopper was adding (options, quantity), to show the product page again. */
  retry: Record<string, string> | undefined
  constructor(
    message: string,
    options: AppErrorOptions & { uploadId?: string; productSlug?: string },
  ) {
    super(400, message, options)
    this.uploadId = options.uploadId
    this.productSlug = options.productSlug
  }
}

export function decideArtwork(
  preflight: ArtworkPreflight,
  { proofChecked, uploadId }: { proofChecked: boolean; uploadId?: string },
) {
  const issues = preflight.issues
  const errors = issues.filter((i) => i.severity === 'error')
  if (errors.length) {
    throw new ArtworkRefusal(
      `${ARTWORK_MESSAGES.blocked} ${errors.map((e) => e.message).join(' ')}`,
      { code: 'PREFLIGHT_ERRORS', issues: errors, uploadId, productSlug: preflight.productSlug },
    )
  }
  if (issues.length && !proofChecked) {
    throw new ArtworkRefusal(ARTWORK_MESSAGES.confirm, {
      code: 'PROOF_CHECK_NEEDED',
      issues,
      uploadId,
      productSlug: preflight.productSlug,
    })
  }
  return { preflight: issues, proofCheckedAt: issues.length ? new Date() : null }
}

/**
 * The preflight of an upload already stored, for a product at these options: its own when it was
 * checked for them, else computed again from the stored file (an image from its stored pixels,
 * a PDF read again in the worker pool). Uploads sent through /api/upload/* have none until here.
 */
export async function preflightStoredUpload(
  uploadId: string,
  { productId, selection }: { productId: string; selection: Record<string, string> },
): Promise<ArtworkPreflight> {
  const upload = await prisma.upload.findUnique({
    where: { id: uploadId },
    select: {
      id: true,
      preflight: true,
      width: true,
      height: true,
      mimeType: true,
      back: { select: { id: true, width: true, height: true } },
    },
  })
  if (!upload) throw new AppError(404, ARTWORK_MESSAGES.notFound)
  const { product, spec } = await productGeometry(productId, selection)
  const stored = readArtworkPreflight(upload.preflight)
  const pdf = upload.mimeType === 'application/pdf'
  if (
    stored &&
    stored.productId === product.id &&
    JSON.stringify(sorted(stored.options)) === JSON.stringify(sorted(spec.options)) &&
    // A PDF's ink is measured against its stock (decision 053): another paper, another limit.
    (!pdf || stored.condition === (await printConditionFor(product.slug, selection)).key)
  ) {
    return stored
  }
  const base = preflightBase(product, spec)
  if (pdf) {
    const bytes = await readUploadBytes(upload.id)
    if (!bytes) throw new AppError(404, ARTWORK_MESSAGES.notFound)
    return pdfPreflight(bytes, { base, spec, slug: product.slug, options: selection })
  }
  const images = [
    { id: upload.id, width: upload.width, height: upload.height },
    ...(upload.back ? [upload.back] : []),
  ]
  const checked = checkImages(images, spec.sides)
  const sides = checked.sides.map((side, index) => ({ ...side, uploadId: images[index]!.id }))
  return finishPreflight({ kind: 'image', ...base, sides, issues: checked.issues })
}

/**
 * An artwork upload for a cart line: the shopper's own (checked by the caller), preflighted for
 * this product at these options (preflightStoredUpload), then decided (decideArtwork).
 */
export async function artworkForCart(
  uploadId: string,
  {
    productId,
    selection,
    proofChecked,
  }: { productId: string; selection: Record<string, string>; proofChecked: boolean },
) {
  const preflight = await preflightStoredUpload(uploadId, { productId, selection })
  return { ...decideArtwork(preflight, { proofChecked, uploadId }), summary: preflight.summary }
}

const sorted = (o: Record<string, string>) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)))

/**
 * The upload fields a product page shows at these options: one per printed side (front and back
 * of a two-sided product), or one PDF field for products of more pages; with the artwork's size.
 */
export async function artworkFieldsFor(productId: string, selection: Record<string, string>) {
  const { spec } = await productGeometry(productId, selection)
  const first = spec.sides[0]!
  return {
    sides: spec.sides.length <= 2 ? spec.sides.map((s) => s.name) : [],
    pages: spec.sides.length,
    artWidthMm: first.trimWidthMm + 2 * first.bleedMm,
    artHeightMm: first.trimHeightMm + 2 * first.bleedMm,
  }
}

/**
 * A stored artwork upload's preflight for the product page (after the cart sent the shopper
 * back to confirm or fix it), at the options now chosen; null when it is not this shopper's.
 */
export async function artworkResultFor({
  uploadId,
  userId,
  cartId,
  productId,
  selection,
}: {
  uploadId: string
  userId: string | null
  cartId: string | null
  productId: string
  selection: Record<string, string>
}) {
  if (!/^[0-9a-f]{32}$/.test(uploadId)) return null
  if (!(await uploadUsableBy(uploadId, { userId, cartId }))) return null
  const preflight = await preflightStoredUpload(uploadId, { productId, selection }).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.status < 500) return null
      throw error
    },
  )
  if (!preflight) return null
  const errors = preflight.issues.filter((i) => i.severity === 'error').length
  return {
    uploadId,
    kind: preflight.kind,
    summary: preflight.summary,
    issues: preflight.issues,
    errors,
    warnings: preflight.issues.length - errors,
  }
}

/**
 * The print file's document for uploaded images: each side's image covering the trim + bleed
 * (centred, cropped to the artwork's shape, as the preflight measured it), so an uploaded image
 * prints through the same PDF/X-4 renderer as a design (crop marks, CMYK through the profile).
 * Null when the upload is not an image (a PDF is printed as sent) or is gone.
 */
export async function artworkDocument(
  uploadId: string,
  { productId, selection }: { productId: string; selection: Record<string, string> },
): Promise<DesignDocument | null> {
  const upload = await prisma.upload.findUnique({
    where: { id: uploadId },
    select: {
      id: true,
      width: true,
      height: true,
      mimeType: true,
      back: { select: { id: true, width: true, height: true } },
    },
  })
  if (!upload || !upload.mimeType.startsWith('image/')) return null
  const { spec } = await productGeometry(productId, selection).catch(() => ({ spec: null }))
  if (!spec) return null
  const images = [upload, ...(upload.back ? [upload.back] : [])]
  const sides = spec.sides.slice(0, images.length).map((side, index) => {
    const image = images[index]!
    const artW = side.trimWidthMm + 2 * side.bleedMm
    const artH = side.trimHeightMm + 2 * side.bleedMm
    // The visible part of the image: the middle of it, at the artwork's shape.
    const scale = Math.max(artW / image.width, artH / image.height)
    const cropW = Math.min(1, artW / scale / image.width)
    const cropH = Math.min(1, artH / scale / image.height)
    return {
      id: `side-${index + 1}`,
      name: side.name,
      background: '#ffffff',
      trimWidthMm: side.trimWidthMm,
      trimHeightMm: side.trimHeightMm,
      bleedMm: side.bleedMm,
      elements: [
        {
          id: `artwork-${index + 1}`,
          name: 'Your file',
          type: 'image',
          uploadId: image.id,
          naturalWidth: image.width,
          naturalHeight: image.height,
          x: -side.bleedMm,
          y: -side.bleedMm,
          width: artW,
          height: artH,
          fit: 'fill',
          crop: { x: (1 - cropW) / 2, y: (1 - cropH) / 2, width: cropW, height: cropH },
        },
      ],
    }
  })
  const parsed = designDocumentSchema.safeParse({
    version: DESIGN_VERSION,
    ...specPrintFields(spec),
    sides,
  })
  return parsed.success ? parsed.data : null
}
