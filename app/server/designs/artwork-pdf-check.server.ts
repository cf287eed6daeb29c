/**
 * The preflight of a PDF uploaded as artwork, read with pdf.js in the worker pool (bounded time
 * and heap; pdf-facts.server.ts): the page count equals the sides or pages ordered, every page is
 * the trim or the trim + bleed (which one is reported; no bleed is a warning), fonts are embedded,
 * images are at least 150 DPI (300 to pass without a warning) where they are placed, and the file
 * is neither encrypted nor damaged.
 */
import { type SideSpec } from '#app/designer/product-geometry.ts'
import { MIN_DPI, PRINT_DPI, type PreflightIssue } from '#app/designer/preflight.ts'
import { runInWorker } from '../platform/worker-pool.server.ts'
import { ARTWORK_MESSAGES, mm, type ArtworkSide } from './artwork-preflight.server.ts'
import type { PdfFacts } from './pdf-facts.server.ts'

const SIZE_TOLERANCE_MM = 1
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

/** pdf.js in the worker pool (bounded time and heap); the bytes move to the thread. */
export async function pdfFactsOffThread(bytes: Buffer): Promise<PdfFacts> {
  const copy = new Uint8Array(bytes)
  return runInWorker<PdfFacts>('design', 'pdfFacts', { bytes: copy }, { transfer: [copy.buffer] })
}
