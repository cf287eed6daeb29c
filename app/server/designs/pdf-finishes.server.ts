/**
 * Ordered finishes in the print PDF: each one (gold foil, spot UV, white underprint, metallic
 * gold) is a named spot colour (a Separation colour space with a CMYK alternate for viewing,
 * app/designer/finishes.ts), declared only when the order has it, and painted at 100% tint,
 * overprinting (the process plates underneath stay as they are), from the elements marked for
 * it: text as its glyphs, shapes as their fill and stroke, a QR code's modules, a photo's visible
 * part (a PNG's opaque pixels only, through its alpha as a stencil). A white underprint behind
 * all the artwork also covers a side whose background prints. See decision 044.
 */
import {
  backgroundPrints,
  elementsWithFinish,
  FINISHES,
  orderedFinishes,
  underprintsAll,
  type FinishId,
} from '#app/designer/finishes.ts'
import {
  type DesignDocument,
  type DesignElement,
  type DesignSide,
  type ImageElement,
  type SideGeometry,
} from '#app/designer/document.ts'
import { imageClip, imagePlacement } from '#app/designer/geometry.ts'
import { isPrinted } from '#app/designer/preflight.ts'
import { drawQr, drawShape, drawText } from './pdf-elements.server.ts'
import { useOverprint, type Pdf, type RenderState } from './pdf-ink.server.ts'
import { type PressImage } from './press-colour.server.ts'

/** The finishes a document's print file carries: the ones its options order. */
export const printedFinishes = (doc: DesignDocument): FinishId[] => orderedFinishes(doc.options)

/** The name pdfkit draws a finish's separation by (the file still names it `White`, `Foil_Gold`...). */
const inkName = (f: FinishId) => `finish-${FINISHES[f].separation}`

/** Declares the spot colour of every finish the document orders (and no other). */
export function registerFinishSpots(pdf: Pdf, doc: DesignDocument) {
  const spot = pdf as unknown as {
    addSpotColor(n: string, c: number, m: number, y: number, k: number): void
    spotColors: Record<string, unknown>
  }
  for (const f of printedFinishes(doc)) {
    const { separation, alternate } = FINISHES[f]
    spot.addSpotColor(separation, ...alternate)
    // pdfkit reads "White" as the CSS colour: the separation is drawn under a name no colour has.
    spot.spotColors[inkName(f)] = spot.spotColors[separation]
  }
}

let stencilCount = 0

/** A photo's opaque pixels (alpha at least half) as a 1-bit stencil painted in the current colour. */
function stencil(s: RenderState, image: Extract<PressImage, { kind: 'raw' }>) {
  const { width, height, alpha } = image
  const rowBytes = Math.ceil(width / 8)
  const bits = Buffer.alloc(rowBytes * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      // A set bit paints (Decode [1 0]).
      if (alpha[y * width + x]! >= 128) bits[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7)
  const ref = s.pdf.ref({
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ImageMask: true,
    BitsPerComponent: 1,
    Decode: [1, 0],
  })
  ref.end(bits)
  const name = `FinM${++stencilCount}`
  s.pdf.page.xobjects[name] = ref
  return name
}

/** The finish under (or over) a photo: its visible part, or only where a PNG is opaque. */
function drawImageFinish(s: RenderState, el: ImageElement, spot: string) {
  const { pdf } = s
  const clip = imageClip(el)
  const image = s.images.get(el.uploadId) ?? null
  pdf.save()
  pdf.rect(el.x + clip.x, el.y + clip.y, clip.width, clip.height).clip()
  pdf.fillColor(spot)
  if (image?.kind === 'raw') {
    const placed = imagePlacement(el).image
    const name = stencil(s, image)
    pdf.transform(
      placed.width,
      0,
      0,
      -placed.height,
      el.x + placed.x,
      el.y + placed.y + placed.height,
    )
    pdf.addContent(`/${name} Do`)
  } else {
    pdf.rect(el.x + clip.x, el.y + clip.y, clip.width, clip.height).fill()
  }
  pdf.restore()
}

function drawElementFinish(s: RenderState, el: DesignElement, f: FinishId, spot: string) {
  const { pdf } = s
  pdf.save()
  // Turned with the element; a finish is all or nothing, whatever the element's opacity.
  if (el.rotation) {
    pdf.rotate(el.rotation, { origin: [el.x + el.width / 2, el.y + el.height / 2] })
  }
  useOverprint(s, { cmyk: spot, overprint: true })
  if (el.type === 'text') drawText(s, el)
  else if (el.type === 'shape') drawShape(s, el)
  // Foil or varnish on a code: its dark modules; a white base goes under its background too.
  else if (el.type === 'qr') drawQr(s, f === 'white' ? el : { ...el, background: 'none' })
  else if (el.type === 'image') drawImageFinish(s, el, spot)
  pdf.restore()
}

/**
 * Every ordered finish of a side, each in its own separation, drawn in the side's millimetre space
 * (origin at the trim's top-left) after its artwork.
 */
export function drawFinishes(
  s: RenderState,
  doc: DesignDocument,
  side: DesignSide,
  g: SideGeometry,
) {
  const { pdf } = s
  for (const f of printedFinishes(doc)) {
    const spot = inkName(f)
    const wholeSide = f === 'white' && underprintsAll(doc) && backgroundPrints(side)
    const elements = wholeSide ? [] : elementsWithFinish(doc, side, f, isPrinted)
    if (!wholeSide && !elements.length) continue
    s.spot = spot
    pdf.save()
    if (wholeSide) {
      // A printed background on clear film: white under the whole sheet, to the bleed.
      useOverprint(s, { cmyk: spot, overprint: true })
      const b = g.bleedMm
      pdf.rect(-b, -b, g.trimWidthMm + 2 * b, g.trimHeightMm + 2 * b).fill(spot)
    }
    for (const el of elements) drawElementFinish(s, el, f, spot)
    pdf.restore()
    s.spot = null
  }
}
