/**
 * What an artwork upload's preflight is (kept on Upload.preflight, decision 032): the product and
 * the options it was checked for, the artwork's size, what the check saw on each side, its errors
 * and warnings, and one sentence that sums it up for the shopper and the print shop. Also the
 * messages the artwork flow answers with. The checks themselves are artwork-image-check (an
 * image per side) and artwork-pdf-check (one PDF).
 */
import type { DesignSpec } from '#app/designer/product-geometry.ts'
import type { PreflightIssue } from '#app/designer/preflight.ts'
import type { PrintConditionKey } from '../catalog/print-conditions.server.ts'
import type { PlateFacts } from './pdf-plates.server.ts'

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
  /** A PDF's stock (decision 047's condition key) and its plates as Ghostscript measured them. */
  condition?: PrintConditionKey | null
  plates?: PlateFacts
  /** Errors and warnings, as a design's preflight (app/designer/preflight.ts). */
  issues: PreflightIssue[]
  /** One sentence a shopper or the print shop reads. */
  summary: string
  checkedAt: string
}

export const mm = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1))

/** What every preflight of this product at these options starts from. */
export function preflightBase(product: { id: string; slug: string }, spec: DesignSpec) {
  return {
    productId: product.id,
    productSlug: product.slug,
    options: spec.options,
    trimWidthMm: spec.trimWidthMm,
    trimHeightMm: spec.trimHeightMm,
    bleedMm: spec.bleedMm,
    sidesNeeded: spec.sides.length,
  }
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
    const spots = [...new Set(p.plates?.pages.flatMap((page) => page.spots) ?? [])]
    const separations = spots.length ? `; separations ${spots.join(', ')}` : ''
    const ink = p.plates?.pages.length
      ? ` Ink up to ${Math.max(...p.plates.pages.map((page) => page.maxTac))}% (limit ${p.plates.tacLimit}%)${separations}.`
      : ''
    return `Uploaded PDF for ${art}: ${p.sides.length} ${p.sides.length === 1 ? 'page' : 'pages'} checked${fit}${dpi}; ${verdict}.${ink}`
  }
  const sides = p.sides
    .map(
      (s) =>
        `${p.sides.length > 1 ? `${s.name.toLowerCase()} ` : ''}${s.widthPx} × ${s.heightPx} px, ${s.dpi} DPI, ${s.colour}`,
    )
    .join('; ')
  return `Uploaded image for ${art}: ${sides}; ${verdict}.`
}

/** The preflight with its summary and the time of the check. */
export function finishPreflight(
  p: Omit<ArtworkPreflight, 'summary' | 'checkedAt'>,
): ArtworkPreflight {
  return { ...p, summary: summaryOf(p), checkedAt: new Date().toISOString() }
}

/** Upload.preflight read back (null for uploads that are not artwork: the designer's images). */
export function readArtworkPreflight(value: unknown): ArtworkPreflight | null {
  const p = value as ArtworkPreflight | null
  return p && typeof p === 'object' && Array.isArray(p.issues) && typeof p.kind === 'string'
    ? p
    : null
}
