/**
 * Artwork a shopper uploads instead of designing online: an image per printed side, or one PDF
 * with a page per side. Stored like every upload (uploads.server.ts: content-sniffed, cleaned,
 * owned, limited), then preflighted on the real file for the product and the options ordered:
 *
 * - images: the effective resolution when the image covers the artwork (trim + bleed), from the
 *   stored pixels; below 150 DPI is an error, below 300 a warning (decision 026's thresholds);
 *   a shape that will be cropped noticeably is a warning; the colour mode is reported;
 * - PDFs (read with pdf.js in the worker pool, pdf-facts.server.ts): the page count equals the
 *   sides or pages ordered, every page is the trim or the trim + bleed (which one is reported;
 *   no bleed is a warning), fonts are embedded, images are at least 150 DPI (300 to pass without
 *   a warning) where they are placed, and the file is not encrypted.
 *
 * The result is kept on the upload (Upload.preflight) and decided like a design's
 * (decideArtwork: errors refuse, warnings need "I have checked my proof"). Decision 032.
 */
import type { Prisma } from '@prisma/client'
import {
  designDocumentSchema,
  DESIGN_VERSION,
  type DesignDocument,
} from '#app/designer/document.ts'
import { designSpec, type SideSpec } from '#app/designer/product-geometry.ts'
import { MIN_DPI, PRINT_DPI, type PreflightIssue } from '#app/designer/preflight.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError, type AppErrorOptions } from '../platform/errors.server.ts'
import { runInWorker } from '../platform/worker-pool.server.ts'
import { printSpecSelect, templateProductOf } from './designs.server.ts'
import type { PdfFacts } from './pdf-facts.server.ts'
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

export const ARTWORK_MESSAGES = {
  blocked: 'Your file has print problems to fix before it can be ordered:',
  confirm:
    'Your file has warnings. Check it, then tick "I have checked my proof" to add it anyway.',
  noFile: 'Choose a file to upload: an image (JPG, PNG, WebP or TIFF) or a PDF.',
  damagedPdf: 'That PDF is damaged or incomplete. Please export it again and upload it.',
  pdfTooLarge: 'That PDF is larger than 25 MB.',
  backWithPdf: 'A PDF carries every side in its pages: upload one PDF, or one image for each side.',
  notFound: 'That file was not found. Upload it again.',
  productNotFound: 'That product was not found.',
} as const

/** One side of the product as the preflight saw the file for it. */
export interface ArtworkSide {
  /** The side's name in the product's geometry: "Front", "Back", "Page 3"... */
  name: string
  /** The upload holding this side (an image), or the PDF's page number. */
  uploadId?: string
  page?: number
  widthPx?: number
  heightPx?: number
  /** Image files: RGB, CMYK or greyscale as sent. */
  colour?: 'RGB' | 'CMYK' | 'greyscale'
  /** The lowest effective resolution on this side (the image itself, or a PDF's images). */
  dpi?: number | null
  /** A PDF page's size: the trim or the trim with bleed. */
  fit?: 'trim' | 'trim+bleed'
}

/** What Upload.preflight holds for an artwork upload. */
export interface ArtworkPreflight {
  kind: 'image' | 'pdf'
  productId: string
  productSlug: string
  /** The geometric options the file was checked for (size, sides, pages...). */
  options: Record<string, string>
  /** The artwork each side needs: trim and bleed, mm. */
  trimWidthMm: number
  trimHeightMm: number
  bleedMm: number
  sidesNeeded: number
  sides: ArtworkSide[]
  /** Errors and warnings, as a design's preflight (app/designer/preflight.ts). */
  issues: PreflightIssue[]
  /** One sentence a shopper or the print shop reads. */
  summary: string
  checkedAt: string
}

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

const mm = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1))
const SIZE_TOLERANCE_MM = 1

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

/** "front", "back" or the page's own name, for sentences. */
function sideLabel(side: SideSpec, count: number) {
  if (count === 1) return 'your image'
  return `the ${side.name.toLowerCase()} image`
}
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

function colourOf(space: string | undefined): ArtworkSide['colour'] {
  if (space === 'cmyk') return 'CMYK'
  if (space === 'b-w' || space === 'grey16') return 'greyscale'
  return 'RGB'
}

/** The pixels an image needs to cover `side` (trim + bleed) at `dpi`. */
function pixelsFor(side: SideSpec, dpi: number) {
  const w = Math.ceil(((side.trimWidthMm + 2 * side.bleedMm) / 25.4) * dpi)
  const h = Math.ceil(((side.trimHeightMm + 2 * side.bleedMm) / 25.4) * dpi)
  return `${w} × ${h} pixels`
}

/**
 * The findings for one image covering one side: it is scaled to cover the trim + bleed (the print
 * file places it so, centred), so its resolution is the smaller of the two axes' after scaling.
 */
export function checkImageSide(
  image: { width: number; height: number; space?: string },
  side: SideSpec,
  sideCount: number,
): { side: ArtworkSide; issues: PreflightIssue[] } {
  const artW = side.trimWidthMm + 2 * side.bleedMm
  const artH = side.trimHeightMm + 2 * side.bleedMm
  const mmPerPx = Math.max(artW / image.width, artH / image.height)
  const dpi = Math.floor(25.4 / mmPerPx)
  const label = sideLabel(side, sideCount)
  const size = `${mm(artW)} × ${mm(artH)} mm`
  const issues: PreflightIssue[] = []
  if (dpi < MIN_DPI) {
    issues.push({
      code: 'dpi-very-low',
      severity: 'error',
      sideId: side.name,
      message: `${capital(label)} is only ${dpi} DPI at ${size} and will print blurry. Upload a larger image: at least ${pixelsFor(side, MIN_DPI)} (${pixelsFor(side, PRINT_DPI)} is best).`,
    })
  } else if (dpi < PRINT_DPI) {
    issues.push({
      code: 'dpi-low',
      severity: 'warning',
      sideId: side.name,
      message: `${capital(label)} is ${dpi} DPI at ${size}; 300 DPI prints sharpest (${pixelsFor(side, PRINT_DPI)}). It may look slightly soft.`,
    })
  }
  // Covering the artwork crops the longer way of an image of another shape.
  const imageRatio = image.width / image.height
  const artRatio = artW / artH
  const kept = Math.min(imageRatio, artRatio) / Math.max(imageRatio, artRatio)
  if (kept < 0.95) {
    const lost = Math.round((1 - kept) * 100)
    issues.push({
      code: 'aspect-crop',
      severity: 'warning',
      sideId: side.name,
      message: `${capital(label)} is ${imageRatio > artRatio ? 'wider' : 'taller'} than the ${size} artwork: about ${lost}% of it will be cut off at the ${imageRatio > artRatio ? 'left and right' : 'top and bottom'}. Crop it to ${mm(artW)} × ${mm(artH)} mm if that matters.`,
    })
  }
  return {
    side: {
      name: side.name,
      widthPx: image.width,
      heightPx: image.height,
      colour: colourOf(image.space),
      dpi,
    },
    issues,
  }
}

const near = (a: number, b: number) => Math.abs(a - b) <= SIZE_TOLERANCE_MM

/** The findings for a PDF against the product's sides (pure: the facts come from the worker). */
export function checkPdf(
  facts: PdfFacts,
  sides: SideSpec[],
): { sides: ArtworkSide[]; issues: PreflightIssue[] } {
  const first = sides[0]!.name
  const issue = (
    code: PreflightIssue['code'],
    message: string,
    sideId = first,
    severity: PreflightIssue['severity'] = 'error',
  ): PreflightIssue => ({ code, severity, sideId, message })
  if (!facts.readable) {
    return {
      sides: [],
      issues: [
        facts.passwordNeeded
          ? issue(
              'pdf-encrypted',
              'Your PDF is protected with a password. Save it again without a password or security settings and upload it.',
            )
          : issue('pdf-unreadable', ARTWORK_MESSAGES.damagedPdf),
      ],
    }
  }
  const issues: PreflightIssue[] = []
  if (facts.encrypted) {
    issues.push(
      issue(
        'pdf-encrypted',
        'Your PDF is encrypted (it has security settings). Save it again without security settings and upload it.',
      ),
    )
  }
  const needed = sides.length
  if (facts.pageCount !== needed) {
    const what =
      needed === 1
        ? 'one page'
        : needed === 2 && sides[1]?.name === 'Back'
          ? '2 pages (front and back)'
          : `${needed} pages`
    issues.push(
      issue(
        'page-count',
        `Your PDF has ${facts.pageCount} ${facts.pageCount === 1 ? 'page' : 'pages'}; this order prints ${what}. Upload a PDF with ${what}.`,
      ),
    )
  }
  const result: ArtworkSide[] = []
  let noBleed = 0
  facts.pages.slice(0, needed).forEach((page, index) => {
    const side = sides[index]!
    const bleedW = side.trimWidthMm + 2 * side.bleedMm
    const bleedH = side.trimHeightMm + 2 * side.bleedMm
    let fit: ArtworkSide['fit']
    if (near(page.widthMm, bleedW) && near(page.heightMm, bleedH)) fit = 'trim+bleed'
    else if (near(page.widthMm, side.trimWidthMm) && near(page.heightMm, side.trimHeightMm))
      fit = side.bleedMm > 0 ? 'trim' : 'trim+bleed'
    const pageName =
      sides.length === 1 ? 'Your PDF page' : `Page ${index + 1} (${side.name.toLowerCase()})`
    if (!fit) {
      issues.push(
        issue(
          'page-size',
          `${pageName} is ${mm(page.widthMm)} × ${mm(page.heightMm)} mm; it must be ${mm(bleedW)} × ${mm(bleedH)} mm with bleed, or ${mm(side.trimWidthMm)} × ${mm(side.trimHeightMm)} mm without. Export it at that size and upload it again.`,
          side.name,
        ),
      )
    } else if (fit === 'trim') noBleed++
    const dpi = page.minImageDpi
    if (dpi !== null && dpi < MIN_DPI) {
      issues.push(
        issue(
          'dpi-very-low',
          `${pageName} has an image of only ${dpi} DPI where it is placed; it will print blurry. Use a larger image (300 DPI is best) and export the PDF again.`,
          side.name,
        ),
      )
    } else if (dpi !== null && dpi < PRINT_DPI) {
      issues.push(
        issue(
          'dpi-low',
          `${pageName} has an image of ${dpi} DPI where it is placed; 300 DPI prints sharpest. It may look slightly soft.`,
          side.name,
          'warning',
        ),
      )
    }
    result.push({ name: side.name, page: index + 1, dpi, fit })
  })
  if (noBleed) {
    const bleed = sides[0]!.bleedMm
    issues.push(
      issue(
        'no-bleed',
        `Your PDF has no bleed (its pages are the finished size): colour or pictures that reach the edge may show a thin white line after cutting. For a clean edge, extend the background ${mm(bleed)} mm past every edge.`,
        first,
        'warning',
      ),
    )
  }
  if (facts.unembeddedFonts.length) {
    const names = facts.unembeddedFonts.slice(0, 5).join(', ')
    issues.push(
      issue(
        'font-not-embedded',
        `Your PDF uses ${facts.unembeddedFonts.length === 1 ? 'a font' : 'fonts'} it does not include (${names}), so the text could print in another font. Export it with fonts embedded (or text converted to outlines) and upload it again.`,
      ),
    )
  }
  return { sides: result, issues }
}

function summaryOf(p: Omit<ArtworkPreflight, 'summary' | 'checkedAt'>) {
  const errors = p.issues.filter((i) => i.severity === 'error').length
  const warnings = p.issues.length - errors
  const verdict = errors
    ? `${errors} ${errors === 1 ? 'problem' : 'problems'} to fix`
    : warnings
      ? `${warnings} ${warnings === 1 ? 'warning' : 'warnings'} to check`
      : 'ready to print'
  const art = `${mm(p.trimWidthMm)} × ${mm(p.trimHeightMm)} mm`
  if (p.kind === 'pdf') {
    const fits = new Set(p.sides.map((s) => s.fit).filter(Boolean))
    const fit =
      fits.size === 1 ? (fits.has('trim') ? ', trim size (no bleed)' : ', trim + bleed') : ''
    const dpis = p.sides.map((s) => s.dpi).filter((d): d is number => typeof d === 'number')
    const dpi = dpis.length ? `, images ${Math.min(...dpis)} DPI at least` : ''
    return `Uploaded PDF for ${art}: ${p.sides.length} ${p.sides.length === 1 ? 'page' : 'pages'} checked${fit}${dpi}; ${verdict}.`
  }
  const sides = p.sides
    .map(
      (s) =>
        `${p.sides.length > 1 ? `${s.name.toLowerCase()} ` : ''}${s.widthPx} × ${s.heightPx} px, ${s.dpi} DPI, ${s.colour}`,
    )
    .join('; ')
  return `Uploaded image for ${art}: ${sides}; ${verdict}.`
}

function finish(p: Omit<ArtworkPreflight, 'summary' | 'checkedAt'>): ArtworkPreflight {
  return { ...p, summary: summaryOf(p), checkedAt: new Date().toISOString() }
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

/** pdf.js in the worker pool (bounded time and heap); the bytes move to the thread. */
async function pdfFactsOffThread(bytes: Buffer): Promise<PdfFacts> {
  const copy = new Uint8Array(bytes)
  return runInWorker<PdfFacts>('design', 'pdfFacts', { bytes: copy }, { transfer: [copy.buffer] })
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
  const base = {
    productId: product.id,
    productSlug: product.slug,
    options: spec.options,
    trimWidthMm: spec.trimWidthMm,
    trimHeightMm: spec.trimHeightMm,
    bleedMm: spec.bleedMm,
    sidesNeeded: sides.length,
  }

  if (await isPdf(front)) {
    if (back) throw new AppError(400, ARTWORK_MESSAGES.backWithPdf)
    if (front.size > UPLOAD_LIMITS.maxBytes) throw new AppError(413, ARTWORK_MESSAGES.pdfTooLarge)
    const bytes = await fileBytes(front)
    const facts = await pdfFactsOffThread(bytes)
    const checked = checkPdf(facts, sides)
    const preflight = finish({ kind: 'pdf', ...base, ...checked })
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
    const checkedSides: ArtworkSide[] = []
    const issues: PreflightIssue[] = []
    images.forEach((image, index) => {
      const side = sides[index]
      if (!side) return
      const checked = checkImageSide(image, side, sides.length)
      checkedSides.push(checked.side)
      issues.push(...checked.issues)
    })
    issues.push(...sideCountIssues(sides, images.length))
    const preflight = finish({ kind: 'image', ...base, sides: checkedSides, issues })
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

/** Images for fewer or more sides than the order prints. */
function sideCountIssues(sides: SideSpec[], images: number): PreflightIssue[] {
  const error = (sideId: string, message: string): PreflightIssue[] => [
    { code: 'page-count', severity: 'error', sideId, message },
  ]
  if (sides.length > 2) {
    return error(
      sides[0]!.name,
      `This product has ${sides.length} pages: upload one PDF with ${sides.length} pages.`,
    )
  }
  if (images > sides.length) {
    return error(
      sides[0]!.name,
      'This order prints one side, but you sent a back too. Choose "Front and back" to print it, or leave the back empty.',
    )
  }
  if (images < sides.length) {
    return error(
      sides[1]!.name,
      'This order prints front and back: upload an image for the back too (or a PDF with 2 pages), or choose front only.',
    )
  }
  return []
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

/** Upload.preflight read back (null for uploads that are not artwork: the designer's images). */
export function readArtworkPreflight(value: unknown): ArtworkPreflight | null {
  const p = value as ArtworkPreflight | null
  return p && typeof p === 'object' && Array.isArray(p.issues) && typeof p.kind === 'string'
    ? p
    : null
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
  if (
    stored &&
    stored.productId === product.id &&
    JSON.stringify(sorted(stored.options)) === JSON.stringify(sorted(spec.options))
  ) {
    return stored
  }
  const base = {
    productId: product.id,
    productSlug: product.slug,
    options: spec.options,
    trimWidthMm: spec.trimWidthMm,
    trimHeightMm: spec.trimHeightMm,
    bleedMm: spec.bleedMm,
    sidesNeeded: spec.sides.length,
  }
  if (upload.mimeType === 'application/pdf') {
    const bytes = await readUploadBytes(upload.id)
    if (!bytes) throw new AppError(404, ARTWORK_MESSAGES.notFound)
    return finish({ kind: 'pdf', ...base, ...checkPdf(await pdfFactsOffThread(bytes), spec.sides) })
  }
  const images = [
    { id: upload.id, width: upload.width, height: upload.height },
    ...(upload.back ? [upload.back] : []),
  ]
  const sides: ArtworkSide[] = []
  const issues: PreflightIssue[] = []
  images.forEach((image, index) => {
    const side = spec.sides[index]
    if (!side) return
    const checked = checkImageSide(image, side, spec.sides.length)
    sides.push({ ...checked.side, uploadId: image.id })
    issues.push(...checked.issues)
  })
  issues.push(...sideCountIssues(spec.sides, images.length))
  return finish({ kind: 'image', ...base, sides, issues })
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
    trimWidthMm: spec.trimWidthMm,
    trimHeightMm: spec.trimHeightMm,
    bleedMm: spec.bleedMm,
    safeMarginMm: spec.safeMarginMm,
    shape: spec.shape,
    cornerRadiusMm: spec.cornerRadiusMm,
    options: spec.options,
    cutContour: spec.cutContour,
    sides,
  })
  return parsed.success ? parsed.data : null
}
