/**
 * The preflight of images uploaded as artwork, one per printed side: each image is scaled to cover
 * the side's trim + bleed (centred, as the print file places it), so its resolution is the lower
 * of the two axes' after scaling; below 150 DPI is an error, below 300 a warning (decision 026's
 * thresholds); a shape that will be cropped noticeably is a warning; the colour mode is reported;
 * images for fewer or more sides than the order prints are an error. Pure: pixels in, findings out.
 */
import { type SideSpec } from '#app/designer/product-geometry.ts'
import { MIN_DPI, PRINT_DPI, type PreflightIssue } from '#app/designer/preflight.ts'
import { mm, type ArtworkSide } from './artwork-preflight.server.ts'

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

/** The findings for the images sent (front, then back) against the product's sides. */
export function checkImages(
  images: { width: number; height: number; space?: string }[],
  sides: SideSpec[],
): { sides: ArtworkSide[]; issues: PreflightIssue[] } {
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
  return { sides: checkedSides, issues }
}
