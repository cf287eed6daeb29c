/**
 * The preflight of a PDF uploaded as artwork, read with pdf.js in the worker pool (bounded time
 * and heap; pdf-facts.server.ts): the page count equals the sides or pages ordered, every page is
 * the trim or the trim + bleed (which one is reported; no bleed is a warning), fonts are embedded,
 * images are at least 150 DPI (300 to pass without a warning) where they are placed, and the file
 * is neither encrypted nor damaged.
 */
import {
  FINISH_VERB,
  FINISHES,
  finishList,
  finishOfSeparation,
  squashName,
  type FinishId,
} from '#app/designer/finishes.ts'
import { type SideSpec } from '#app/designer/product-geometry.ts'
import { MIN_DPI, PRINT_DPI, type PreflightIssue } from '#app/designer/preflight.ts'
import { runInWorker } from '../platform/worker-pool.server.ts'
import { ARTWORK_MESSAGES, mm, type ArtworkSide } from './artwork-preflight.server.ts'
import type { PdfFacts } from './pdf-facts.server.ts'
import type { PlateFacts } from './pdf-plates.server.ts'
import type { PrintCondition } from './press-colour.server.ts'

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

/** Spot colours a print file may carry that are not ink on the product. */
const NOT_INK = new Set(['cutcontour', 'crease', 'thrucut', 'kisscut', 'dieline', 'registration'])

/**
 * The findings from a PDF's plates (Ghostscript, pdf-plates.server.ts) for the finishes ordered
 * and the stock's ink limit: an ordered foil, spot UV or metallic ink with no separation of its
 * name is an error (the press would have nothing to foil); a missing White is a warning (white
 * goes behind all the printed artwork, as for designs and images); a finish separation the order
 * does not have, or another spot colour, is a warning (it prints as its CMYK look-alike); ink over
 * the limit is a warning with the figure, an error when far over (60 points) on a square
 * centimetre or more, which no press can dry.
 */
export function checkPlates(
  plates: PlateFacts,
  {
    finishes,
    condition,
    sides,
  }: { finishes: FinishId[]; condition: PrintCondition; sides: SideSpec[] },
): PreflightIssue[] {
  const issues: PreflightIssue[] = []
  const first = sides[0]!.name
  const pageName = (page: number) =>
    sides.length === 1
      ? 'Your PDF page'
      : `Page ${page} (${(sides[page - 1]?.name ?? '').toLowerCase()})`
  const used = new Map<string, number>()
  for (const page of plates.pages)
    for (const spot of page.spots) used.set(spot, used.get(spot) ?? page.page)
  const present = new Set([...used.keys()].map(finishOfSeparation).filter((f) => f !== null))
  for (const f of finishes) {
    if (present.has(f)) continue
    const { label, separation } = FINISHES[f]
    const white = f === 'white'
    issues.push({
      code: 'finish-separation-missing',
      severity: white ? 'warning' : 'error',
      sideId: first,
      message: white
        ? `White underprint is ordered, but your PDF has no "White" separation, so white will be printed behind all of your printed artwork. To choose where white goes, add a spot colour named White (100%, overprint) in your design program and export the PDF again.`
        : `${label} is ordered, but your PDF has no "${separation}" separation, so the press would have nothing to ${FINISH_VERB[f]}. In your design program, draw what should carry it in a spot colour named ${separation} (100%, set to overprint) and export the PDF again, or order without ${finishList([f])}.`,
    })
  }
  for (const [spot, page] of used) {
    const f = finishOfSeparation(spot)
    if (f && finishes.includes(f)) continue
    if (NOT_INK.has(squashName(spot))) continue
    issues.push({
      code: 'unordered-separation',
      severity: 'warning',
      sideId: sides[page - 1]?.name ?? first,
      message: f
        ? `${pageName(page)} has a "${spot}" separation for ${finishList([f])}, which this order does not have: that part prints in ordinary ink. Order ${finishList([f])}, or remove the separation.`
        : `${pageName(page)} uses the spot colour "${spot}": it will print in the nearest four-colour (CMYK) mix, which can look different from the swatch.`,
    })
  }
  for (const page of plates.pages) {
    if (page.maxTac <= plates.tacLimit + 2 || page.overLimitMm2 <= 0) continue
    const far = page.maxTac >= plates.tacLimit + 60 && page.overLimitMm2 >= 100
    const area =
      page.overLimitMm2 >= 100
        ? `about ${Math.round(page.overLimitMm2 / 100)} cm²`
        : `about ${page.overLimitMm2} mm²`
    issues.push({
      code: 'ink-over-limit',
      severity: far ? 'error' : 'warning',
      sideId: sides[page.page - 1]?.name ?? first,
      message: `${pageName(page.page)} has up to ${page.maxTac}% total ink (C+M+Y+K) over ${area}; ${condition.label.toLowerCase()} takes at most ${plates.tacLimit}%, so ${far ? 'the ink will not dry and will smear' : 'it may smear or set off onto the next sheet'}. Use less ink there (for black, 60/40/40/100 or plain 100% black), or export the PDF for ${condition.identifier === 'Custom' ? `a ${plates.tacLimit}% ink limit` : condition.identifier}, and upload it again.`,
    })
  }
  return issues
}
