/**
 * Saved designs: a signed-in shopper's design documents per product, what the designer opens,
 * autosaves and later prints. Every document is validated with the shared zod schema; its print
 * geometry (trim, bleed, safe margin, die shape) always comes from the product row, never from the
 * browser. See docs/decisions/011-design-document-and-templates.md.
 */
import { isDeepStrictEqual } from 'node:util'
import { Prisma } from '@prisma/client'
import {
  designDocumentSchema,
  type DesignDocument,
  type PrintSpec,
} from '#app/designer/document.ts'
import {
  changeOptions,
  fitToSpec,
  mismatchMessage,
  optionDifferences,
  specOfDocument,
  upgradeDocument,
} from '#app/designer/design-options.ts'
import type { GeometryProduct } from '#app/designer/product-geometry.ts'
import { type PreflightIssue } from '#app/designer/preflight.ts'
import { buildTemplate } from '#app/designer/templates/build.ts'
import type { TemplateProduct } from '#app/designer/templates/template-product.ts'
import { preflightOffThread, renderDesignPdfOffThread } from './design-work.server.ts'
import { printConditionFor } from '../catalog/print-conditions.server.ts'
import { withStoredPixels } from './image-pixels.server.ts'
import { prisma, readRaw } from '../platform/db.server.ts'
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

export const printSpecSelect = {
  slug: true,
  name: true,
  artKind: true,
  templateKind: true,
  artPalette: true,
  artSample: true,
  category: { select: { slug: true, name: true } },
  trimWidthMm: true,
  trimHeightMm: true,
  bleedMm: true,
  safeMarginMm: true,
  sides: true,
  pages: true,
  shape: true,
  cornerRadiusMm: true,
  // The options that change the design: sizes, sides, pages, die, folds (docs/decisions/026).
  options: {
    orderBy: { position: 'asc' },
    select: {
      key: true,
      label: true,
      values: {
        orderBy: { position: 'asc' },
        select: { key: true, label: true, trimWidthMm: true, trimHeightMm: true, isDefault: true },
      },
    },
  },
} as const satisfies Prisma.ProductSelect

export type GeometryRow = Prisma.ProductGetPayload<{ select: typeof printSpecSelect }>

/** The print spec of a product row, without its other fields. */
function printSpecOf(product: PrintSpec): PrintSpec {
  const { trimWidthMm, trimHeightMm, bleedMm, safeMarginMm } = product
  const { sides, pages, shape, cornerRadiusMm } = product
  return { trimWidthMm, trimHeightMm, bleedMm, safeMarginMm, sides, pages, shape, cornerRadiusMm }
}

/** What the templates and the geometry rules read of a product row. */
export function templateProductOf(product: GeometryRow): TemplateProduct & GeometryProduct {
  return {
    name: product.name,
    slug: product.slug,
    artKind: product.artKind,
    templateKind: product.templateKind,
    categorySlug: product.category.slug,
    sample: product.artSample,
    palette: product.artPalette,
    ...printSpecOf(product),
    options: product.options,
  }
}

const editorProductSelect = {
  id: true,
  active: true,
  unitSingular: true,
  unitPlural: true,
  ...printSpecSelect,
  ...pricingSelect,
} satisfies Prisma.ProductSelect

/** The product's starting template at these options (docs/decisions/011 and 026). */
export function templateForProduct(
  product: GeometryRow,
  options: Record<string, string | null | undefined> = {},
  variant = 0,
): DesignDocument {
  return buildTemplate(templateProductOf(product), { options, variant })
}

/**
 * The stored JSON is ours, but re-parse it so old or hand-edited rows still give valid documents;
 * documents from before photo frames get them (upgradeDocument).
 */
function readDocument(json: Prisma.JsonValue): DesignDocument | null {
  const parsed = designDocumentSchema.safeParse(json)
  return parsed.success ? upgradeDocument(parsed.data) : null
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
 * product's template at the options in `selection` (the designer's query string).
 * An unknown or inactive product is a 404 Response.
 */
export async function loadEditorState(
  userId: string | null,
  productId: string,
  {
    designId,
    selection = {},
    variant = 0,
  }: { designId?: string | null; selection?: Record<string, string>; variant?: number } = {},
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
          document: templateForProduct(product, selection, variant),
          updatedAt: null,
        }

  return {
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      artKind: product.artKind,
      templateKind: product.templateKind,
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

/**
 * The product's geometry at the document's own options wins over whatever the document says
 * (trim, bleed, safe margin, die, cut contour, sides' sizes, folds and zones). A stored document
 * whose sides no longer fit its options (saved before designs kept options) is repaired by the
 * same rule the editor uses when the options change.
 */
function withProductGeometry(doc: DesignDocument, product: GeometryRow): DesignDocument {
  const p = templateProductOf(product)
  const upgraded = upgradeDocument(doc)
  const spec = specOfDocument(upgraded, p)
  return fitToSpec(upgraded, spec) ?? changeOptions(upgraded, p, spec.options)
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
  const document = await withStoredPixels(parseDesignDocument(input.document))
  const existing = input.designId
    ? await prisma.design.findFirst({
        where: { id: input.designId, userId },
        select: { id: true, productId: true, name: true, document: true, updatedAt: true },
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
    select: { id: true, ...printSpecSelect },
  })
  if (!product) throw new AppError(404, DESIGN_MESSAGES.productNotFound)
  await checkImages(userId, document)

  // The document's options decide its geometry; its pages must be the ones those options need.
  const upgraded = upgradeDocument(document)
  const spec = specOfDocument(upgraded, templateProductOf(product))
  const fitted = fitToSpec(upgraded, spec)
  if (!fitted) {
    throw new AppError(
      400,
      `That design could not be saved: it has ${upgraded.sides.length} ${upgraded.sides.length === 1 ? 'side' : 'sides or pages'}, but the options it is made for need ${spec.sides.length}.`,
    )
  }
  const data = {
    document: fitted as unknown as Prisma.InputJsonValue,
    name: cleanName(input.name, existing?.name ?? product.name),
  }
  // Saving what is already stored (the editor's last-chance beacon as the page is left, a retried
  // autosave) is not an edit: the version cart lines were checked against stays (issue 20).
  if (
    existing &&
    existing.name === data.name &&
    isDeepStrictEqual(existing.document, JSON.parse(JSON.stringify(fitted)))
  ) {
    return { id: existing.id, updatedAt: existing.updatedAt.toISOString() }
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
      product: { select: printSpecSelect },
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
  // The design and its product in one joined query (Prisma's nested select made it two).
  const rows = await readRaw<
    {
      id: string
      name: string
      updatedAt: Date
      previewUploadId: string | null
      product: { id: string; slug: string; name: string; active: boolean }
    }[]
  >(Prisma.sql`
    SELECT d.id, d.name, d."updatedAt", d."previewUploadId",
           json_build_object('id', p.id, 'slug', p.slug, 'name', p.name, 'active', p.active)
             AS product
    FROM "Design" d JOIN "Product" p ON p.id = d."productId"
    WHERE d."userId" = ${userId}
    ORDER BY d."updatedAt" DESC`)
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
    condition: await printConditionFor(design.product.slug, design.document.options),
    loadImage: readUploadBytes,
    title: `${design.name} (proof)`,
  })
  return { pdf, filename: `${design.product.slug}-proof.pdf` }
}

/** The server's preflight of a document, measured with the real font files (in the worker pool). */
export async function serverPreflight(doc: DesignDocument): Promise<PreflightIssue[]> {
  // The images' real pixels, never the browser's word for them (decision 047).
  return preflightOffThread(await withStoredPixels(doc))
}

export const PROOF_MESSAGES = {
  blocked: 'Your design has print problems to fix before it can be ordered:',
  confirm:
    'Your design has warnings. Check your proof, then tick "I have checked my proof" to add it anyway.',
} as const

/**
 * "The preflight decides", once for every way a design reaches an order (the designer's form, the
 * JSON API, checking a changed design again in the cart): the server's preflight of the design at
 * the product's geometry, plus an error when the design is not made for the options ordered.
 * Errors refuse (400, with each problem and how to fix it); warnings need the shopper's explicit
 * "I have checked my proof". Returns what the cart line records.
 */
export async function decideDesign(
  doc: DesignDocument,
  product: GeometryRow,
  {
    selection,
    proofChecked,
    sideIds,
  }: { selection: Record<string, string>; proofChecked: boolean; sideIds?: string[] },
) {
  const issues = await serverPreflight(doc)
  const diffs = optionDifferences(doc, templateProductOf(product), selection)
  if (diffs.length) {
    issues.unshift({
      code: 'options-mismatch',
      severity: 'error',
      sideId: sideIds?.[0] ?? doc.sides[0]!.id,
      message: mismatchMessage(diffs),
    })
  }
  const errors = issues.filter((i) => i.severity === 'error')
  if (errors.length) {
    throw new AppError(400, `${PROOF_MESSAGES.blocked} ${errors.map((e) => e.message).join(' ')}`, {
      code: 'PREFLIGHT_ERRORS',
      issues: errors,
    })
  }
  const warnings = issues.length > 0
  if (warnings && !proofChecked) {
    throw new AppError(400, PROOF_MESSAGES.confirm, { code: 'PROOF_CHECK_NEEDED', issues })
  }
  return { preflight: issues, proofCheckedAt: warnings ? new Date() : null }
}

export interface CartDesign {
  designId: string
  previewUploadId: string | null
  preflight: PreflightIssue[]
  /** When the shopper confirmed the warnings (null when there were none). */
  proofCheckedAt?: Date | null
  /** The version of the design this was decided for. */
  designCheckedAt?: Date | null
}

/**
 * Checks a design the shopper is adding to the cart: it must be theirs (a signed-out shopper has
 * none: 401) and for this product; the preview must be an existing upload of theirs or an
 * anonymous one; then the preflight decides (decideDesign), recomputed here, never taken from the
 * browser, against the options of the line being added.
 */
export async function designForCart(
  userId: string | null,
  {
    designId,
    productId,
    previewUploadId,
    selection = {},
    proofChecked = false,
  }: {
    designId: string
    productId: string
    previewUploadId?: string | null
    selection?: Record<string, string>
    proofChecked?: boolean
  },
): Promise<CartDesign> {
  if (!userId) throw new AppError(401, 'Sign in to add your design to the cart.')
  const design = await prisma.design.findFirst({
    where: { id: designId, userId },
    select: {
      id: true,
      productId: true,
      document: true,
      previewUploadId: true,
      updatedAt: true,
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
  const decided = await decideDesign(
    withProductGeometry(document, design.product),
    design.product,
    {
      selection,
      proofChecked,
    },
  )
  return {
    designId: design.id,
    previewUploadId: preview ?? design.previewUploadId,
    preflight: decided.preflight,
    proofCheckedAt: decided.proofCheckedAt,
    designCheckedAt: design.updatedAt,
  }
}

/**
 * A cart line's design checked again after the shopper changed it (checkout refuses lines whose
 * design changed since they were checked): the same decision against the line's own options,
 * stored on the line. Only the cart's owner may do it.
 */
export async function recheckCartDesign({
  userId,
  cartId,
  itemId,
  proofChecked,
}: {
  userId: string | null
  cartId: string | null
  itemId: string
  proofChecked: boolean
}) {
  const item = cartId
    ? await prisma.cartItem.findFirst({
        where: { id: itemId, cartId },
        select: { id: true, productId: true, options: true, designId: true },
      })
    : null
  if (!item?.designId) throw new AppError(404, 'That item is not in your cart.')
  const checked = await designForCart(userId, {
    designId: item.designId,
    productId: item.productId,
    selection: (item.options ?? {}) as Record<string, string>,
    proofChecked,
  })
  await prisma.cartItem.update({
    where: { id: item.id },
    data: {
      preflight: checked.preflight as unknown as Prisma.InputJsonValue,
      proofCheckedAt: checked.proofCheckedAt ?? null,
      designCheckedAt: checked.designCheckedAt ?? null,
    },
  })
  return checked
}

/**
 * Sets the preview image of a design (the editor's rendered thumbnail). A preview is a picture of
 * the same document, not an edit: `updatedAt` is the version cart lines were checked against
 * (`designCheckedAt`), so it is left as it is, or every design added from the designer would be
 * flagged as changed the moment it reached the cart (issue 20).
 */
export async function setDesignPreview(userId: string, designId: string, uploadId: string) {
  const upload = await prisma.upload.count({
    where: { id: uploadId, OR: [{ userId }, { userId: null, cartId: null }] },
  })
  if (!upload) throw new AppError(400, DESIGN_MESSAGES.missingImage)
  // Raw SQL: Prisma's @updatedAt would otherwise stamp the row with the time of this write.
  const updated = await prisma.$executeRaw`
    UPDATE "Design" SET "previewUploadId" = ${uploadId}
    WHERE id = ${designId} AND "userId" = ${userId}`
  if (!updated) throw new AppError(404, DESIGN_MESSAGES.notFound)
}
