/**
 * Saved designs: a signed-in shopper's design documents per product, what the designer opens,
 * autosaves and later prints. Every document is validated with the shared zod schema; its print
 * geometry (trim, bleed, safe margin, die shape) always comes from the product row, never from the
 * browser. See docs/decisions/011-design-document-and-templates.md.
 */
import type { Prisma } from '@prisma/client'
import {
  designDocumentSchema,
  type DesignDocument,
  type PrintSpec,
} from '#app/designer/document.ts'
import { type PreflightIssue } from '#app/designer/preflight.ts'
import { buildTemplate } from '#app/designer/templates/build.ts'
import { preflightOffThread, renderDesignPdfOffThread } from './design-work.server.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { pricingSelect } from '../catalog/pricing.server.ts'
import { readUploadBytes } from './uploads.server.ts'

export const DESIGN_MESSAGES = {
  notFound: 'That design was not found.',
  productNotFound: 'That product is not available.',
  invalid: 'That design could not be saved: it is not a valid design document.',
  missingImage: 'An image in this design was not found. Upload it again.',
  inOrder: 'This design is part of an order and is kept for printing.',
} as const

export const MAX_DESIGN_NAME = 80

const printSpecSelect = {
  trimWidthMm: true,
  trimHeightMm: true,
  bleedMm: true,
  safeMarginMm: true,
  sides: true,
  pages: true,
  shape: true,
  cornerRadiusMm: true,
  // Size options may carry their own finished size (docs/decisions/001).
  options: { select: { values: { select: { trimWidthMm: true, trimHeightMm: true } } } },
} as const

/** The print spec of a product row, without its other fields. */
function printSpecOf(product: PrintSpec): PrintSpec {
  const { trimWidthMm, trimHeightMm, bleedMm, safeMarginMm } = product
  const { sides, pages, shape, cornerRadiusMm } = product
  return { trimWidthMm, trimHeightMm, bleedMm, safeMarginMm, sides, pages, shape, cornerRadiusMm }
}

const editorProductSelect = {
  id: true,
  slug: true,
  name: true,
  active: true,
  artKind: true,
  templateKind: true,
  artPalette: true,
  artSample: true,
  unitSingular: true,
  unitPlural: true,
  category: { select: { slug: true, name: true } },
  ...printSpecSelect,
  ...pricingSelect,
} satisfies Prisma.ProductSelect

type EditorProductRow = Prisma.ProductGetPayload<{ select: typeof editorProductSelect }>

/** The product's starting template (docs/decisions/011). */
export function templateForProduct(
  product: Pick<
    EditorProductRow,
    | keyof typeof printSpecSelect
    | 'name'
    | 'slug'
    | 'artKind'
    | 'templateKind'
    | 'artPalette'
    | 'artSample'
    | 'category'
  >,
): DesignDocument {
  return buildTemplate({
    name: product.name,
    slug: product.slug,
    artKind: product.artKind,
    templateKind: product.templateKind,
    categorySlug: product.category.slug,
    sample: product.artSample,
    palette: product.artPalette,
    ...printSpecOf(product),
  })
}

/** The stored JSON is ours, but re-parse it so old or hand-edited rows still give valid documents. */
function readDocument(json: Prisma.JsonValue): DesignDocument | null {
  const parsed = designDocumentSchema.safeParse(json)
  return parsed.success ? parsed.data : null
}

async function findEditorProduct(productId: string) {
  return prisma.product.findFirst({
    where: { active: true, OR: [{ id: productId }, { slug: productId }] },
    select: editorProductSelect,
  })
}

/**
 * What /designer/{productId} opens: the product (print spec, options and quantity tiers as the
 * product page shows them) and the user's latest design for it (or the one asked for), else the
 * product's template.
 * An unknown or inactive product is a 404 Response.
 */
export async function loadEditorState(
  userId: string | null,
  productId: string,
  { designId }: { designId?: string | null } = {},
) {
  const product = await findEditorProduct(productId)
  if (!product) throw new Response(DESIGN_MESSAGES.productNotFound, { status: 404 })

  // A design named in the URL (reopened from "Orders & Projects"), else the latest one.
  const saved = userId
    ? await prisma.design.findFirst({
        where: { userId, productId: product.id, ...(designId ? { id: designId } : {}) },
        orderBy: { updatedAt: 'desc' },
        select: { id: true, name: true, document: true, updatedAt: true },
      })
    : null
  const savedDocument = saved ? readDocument(saved.document) : null
  const design =
    saved && savedDocument
      ? {
          id: saved.id as string | null,
          name: saved.name,
          document: withProductGeometry(savedDocument, product),
          updatedAt: saved.updatedAt.toISOString() as string | null,
        }
      : {
          id: null,
          name: product.name,
          document: templateForProduct(product),
          updatedAt: null,
        }

  return {
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      artKind: product.artKind,
      /** With the print spec, what buildTemplate needs for a template at a size option's trim. */
      artSample: product.artSample,
      artPalette: product.artPalette,
      category: product.category,
      unitSingular: product.unitSingular,
      unitPlural: product.unitPlural,
      ...printSpecOf(product),
      quantityTiers: product.quantityTiers,
      options: product.options,
    },
    design,
  }
}
export type EditorState = Awaited<ReturnType<typeof loadEditorState>>

type Geometry = Pick<
  DesignDocument,
  'trimWidthMm' | 'trimHeightMm' | 'bleedMm' | 'safeMarginMm' | 'shape' | 'cornerRadiusMm'
>

type ProductGeometry = Omit<Geometry, 'cornerRadiusMm'> & {
  cornerRadiusMm: number | null
  options?: { values: { trimWidthMm: number | null; trimHeightMm: number | null }[] }[]
}

/** The finished sizes a design of this product may have: its own, and its size options'. */
export function productTrimSizes(product: ProductGeometry) {
  const sizes = [{ trimWidthMm: product.trimWidthMm, trimHeightMm: product.trimHeightMm }]
  for (const option of product.options ?? [])
    for (const v of option.values)
      if (v.trimWidthMm && v.trimHeightMm)
        sizes.push({ trimWidthMm: v.trimWidthMm, trimHeightMm: v.trimHeightMm })
  return sizes
}

/**
 * The print geometry of the product wins over whatever the document says: bleed, safe margin and
 * die shape always; the trim size too unless the document has the size of one of the product's
 * size options.
 */
function withProductGeometry(doc: DesignDocument, product: ProductGeometry): DesignDocument {
  const size =
    productTrimSizes(product).find(
      (s) =>
        Math.abs(s.trimWidthMm - doc.trimWidthMm) < 0.01 &&
        Math.abs(s.trimHeightMm - doc.trimHeightMm) < 0.01,
    ) ?? product
  return {
    ...doc,
    trimWidthMm: size.trimWidthMm,
    trimHeightMm: size.trimHeightMm,
    bleedMm: product.bleedMm,
    safeMarginMm: product.safeMarginMm,
    shape: product.shape,
    cornerRadiusMm: product.cornerRadiusMm ?? null,
  }
}

/** Parses a document from a request body; a 400 AppError with zod's issues when invalid. */
export function parseDesignDocument(input: unknown): DesignDocument {
  const parsed = designDocumentSchema.safeParse(input)
  if (!parsed.success)
    throw new AppError(400, DESIGN_MESSAGES.invalid, { issues: parsed.error.issues })
  return parsed.data
}

function cleanName(name: unknown, fallback: string) {
  if (typeof name !== 'string') return fallback
  const clean = name
    // eslint-disable-next-line no-control-regex -- control characters have no place in a name
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return clean ? clean.slice(0, MAX_DESIGN_NAME) : fallback
}

/** Every image of the document must be an existing upload of this user. */
async function checkImages(userId: string, doc: DesignDocument) {
  const ids = [
    ...new Set(
      doc.sides.flatMap((s) => s.elements.flatMap((e) => (e.type === 'image' ? [e.uploadId] : []))),
    ),
  ]
  if (!ids.length) return
  const found = await prisma.upload.count({
    // Theirs, or from before uploads had owners (decision 028).
    where: { id: { in: ids }, OR: [{ userId }, { userId: null, cartId: null }] },
  })
  if (found !== ids.length) throw new AppError(400, DESIGN_MESSAGES.missingImage)
}

export interface SaveDesignInput {
  /** Omitted to create a new design. */
  designId?: string
  /** Required to create; when updating it must match the design's product (or be omitted). */
  productId?: string
  document: unknown
  name?: unknown
}

/**
 * Creates or overwrites a design. Validates the document (400 with issues), takes the print
 * geometry from the product, checks every image upload (400), and refuses another user's design
 * (404, the same answer as a missing one). Nothing is written unless everything is valid.
 */
export async function saveDesign(userId: string, input: SaveDesignInput) {
  const document = parseDesignDocument(input.document)
  const existing = input.designId
    ? await prisma.design.findFirst({
        where: { id: input.designId, userId },
        select: { id: true, productId: true, name: true },
      })
    : null
  if (input.designId && !existing) throw new AppError(404, DESIGN_MESSAGES.notFound)
  if (existing && input.productId && input.productId !== existing.productId) {
    throw new AppError(400, 'A design cannot move to another product.')
  }
  const productId = existing?.productId ?? input.productId
  if (!productId) throw new AppError(400, 'Say which product the design is for (productId).')
  const product = await prisma.product.findFirst({
    where: existing ? { id: productId } : { id: productId, active: true },
    select: { id: true, name: true, ...printSpecSelect },
  })
  if (!product) throw new AppError(404, DESIGN_MESSAGES.productNotFound)
  await checkImages(userId, document)

  const data = {
    document: withProductGeometry(document, product) as unknown as Prisma.InputJsonValue,
    name: cleanName(input.name, existing?.name ?? product.name),
  }
  const select = { id: true, updatedAt: true } as const
  const saved = existing
    ? await prisma.design.update({ where: { id: existing.id }, data, select })
    : await prisma.design.create({ data: { ...data, userId, productId: product.id }, select })
  return { id: saved.id, updatedAt: saved.updatedAt.toISOString() }
}

/** One of the user's designs; another user's or a missing one is a 404 AppError. */
export async function getDesign(userId: string, designId: string) {
  const design = await prisma.design.findFirst({
    where: { id: designId, userId },
    select: {
      id: true,
      productId: true,
      name: true,
      document: true,
      previewUploadId: true,
      updatedAt: true,
      product: { select: { slug: true, name: true, ...printSpecSelect } },
    },
  })
  if (!design) throw new AppError(404, DESIGN_MESSAGES.notFound)
  const document = readDocument(design.document)
  if (!document) throw new AppError(404, DESIGN_MESSAGES.notFound)
  return {
    id: design.id,
    productId: design.productId,
    name: design.name,
    document: withProductGeometry(document, design.product),
    previewUploadId: design.previewUploadId,
    updatedAt: design.updatedAt.toISOString(),
    product: { slug: design.product.slug, name: design.product.name },
  }
}
export type SavedDesign = Awaited<ReturnType<typeof getDesign>>

/** The user's designs, newest first, for "Orders & Projects". */
export async function listDesigns(userId: string) {
  const rows = await prisma.design.findMany({
    where: { userId },
    orderBy: { updatedAt: 'desc' },
    select: {
      id: true,
      name: true,
      updatedAt: true,
      previewUploadId: true,
      product: { select: { id: true, slug: true, name: true, active: true } },
    },
  })
  return rows.map((d) => ({
    id: d.id,
    name: d.name,
    updatedAt: d.updatedAt.toISOString(),
    product: d.product,
    previewUrl: `/api/images/${d.previewUploadId ?? `art-${d.product.slug}`}`,
    editUrl: `/designer/${d.product.id}?design=${d.id}`,
    proofUrl: `/api/designs/${d.id}/proof.pdf`,
  }))
}

/** Deletes one of the user's designs. One that an order prints from is kept (409). */
export async function deleteDesign(userId: string, designId: string) {
  const design = await prisma.design.findFirst({
    where: { id: designId, userId },
    select: { id: true, _count: { select: { orderItems: true } } },
  })
  if (!design) throw new AppError(404, DESIGN_MESSAGES.notFound)
  if (design._count.orderItems > 0) throw new AppError(409, DESIGN_MESSAGES.inOrder)
  await prisma.design.delete({ where: { id: design.id } })
}

/**
 * The shopper's proof of one of their designs: the print PDF (crop marks on request) and the
 * file name to download it as.
 */
export async function designProofPdf(
  userId: string,
  designId: string,
  { cropMarks = false }: { cropMarks?: boolean } = {},
) {
  const design = await getDesign(userId, designId)
  const pdf = await renderDesignPdfOffThread(design.document, {
    cropMarks,
    loadImage: readUploadBytes,
    title: `${design.name} (proof)`,
  })
  return { pdf, filename: `${design.product.slug}-proof.pdf` }
}

export interface CartDesign {
  designId: string
  previewUploadId: string | null
  preflight: PreflightIssue[]
}

/**
 * Checks a design the shopper is adding to the cart: it must be theirs (a signed-out shopper has
 * none: 401) and for this product; the preview must be an existing upload of theirs or an
 * anonymous one. The preflight is recomputed here, never taken from the browser.
 */
export async function designForCart(
  userId: string | null,
  {
    designId,
    productId,
    previewUploadId,
  }: { designId: string; productId: string; previewUploadId?: string | null },
): Promise<CartDesign> {
  if (!userId) throw new AppError(401, 'Sign in to add your design to the cart.')
  const design = await prisma.design.findFirst({
    where: { id: designId, userId },
    select: {
      id: true,
      productId: true,
      document: true,
      previewUploadId: true,
      product: { select: printSpecSelect },
    },
  })
  if (!design) throw new AppError(404, DESIGN_MESSAGES.notFound)
  if (design.productId !== productId) {
    throw new AppError(400, 'That design was made for another product.')
  }
  const document = readDocument(design.document)
  if (!document) throw new AppError(400, DESIGN_MESSAGES.invalid)
  const preview = previewUploadId || null
  if (preview) {
    const found = await prisma.upload.count({
      where: { id: preview, OR: [{ userId }, { userId: null, cartId: null }] },
    })
    if (!found) throw new AppError(404, 'That preview image was not found. Try again.')
  }
  return {
    designId: design.id,
    previewUploadId: preview ?? design.previewUploadId,
    preflight: await preflightOffThread(withProductGeometry(document, design.product)),
  }
}

/** Sets the preview image of a design (the editor's rendered thumbnail). */
export async function setDesignPreview(userId: string, designId: string, uploadId: string) {
  const upload = await prisma.upload.count({
    where: { id: uploadId, OR: [{ userId }, { userId: null, cartId: null }] },
  })
  if (!upload) throw new AppError(400, DESIGN_MESSAGES.missingImage)
  const updated = await prisma.design.updateMany({
    where: { id: designId, userId },
    data: { previewUploadId: uploadId },
  })
  if (!updated.count) throw new AppError(404, DESIGN_MESSAGES.notFound)
}
