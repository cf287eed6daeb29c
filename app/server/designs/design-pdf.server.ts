/**
 * The print-ready PDF of a design, rendered from the design document with pdfkit (no browser, no
 * canvas): PDF/X-4 (PDF 1.6) with a CMYK output intent, one page per side, the page exactly trim +
 * 2 x bleed (plus a margin for crop marks when asked), MediaBox/BleedBox/TrimBox set in points.
 * The output intent is the stock's printing condition (FOGRA39 coated, FOGRA29 uncoated...), and
 * every colour is CMYK through its profile within its ink limit (press-colour.server.ts), photos
 * included; font subsets are named by their content (pdf-font-tags.server.ts); black
 * and grey text, hairlines and QR codes are black ink only and overprint. Text is vector in the
 * embedded designer fonts (the same files and fallback chain as the editor, the same wrapping
 * rule); images are placed at their frame with crop and fit/fill, transparency kept live (X-4);
 * QR codes are vector squares. What is cut on the cutter (labels, stickers, shaped, rounded or
 * holed pieces) carries its cut on the front page in the spot colour `CutContour` (decision 045),
 * declared only on the pages that use it; crop and fold marks are in the registration colour
 * `All`, outside the bleed.
 * Photo frames, fold lines and no-go zones are the editor's and never print.
 * This file makes the document (PDF/X metadata, output intent, fonts, photos) and its pages; the
 * page boxes are pdf-page, inks pdf-ink, the elements pdf-elements and pdf-images, the marks and
 * cut line pdf-marks. See docs/decisions/012-print-pdf.md and 026-designer-part-two.md.
 */
import crypto from 'node:crypto'
import PDFDocument from 'pdfkit'
import {
  mmToPt,
  sideGeometry,
  type DesignDocument,
  type DesignSide,
} from '#app/designer/document.ts'
import { fontRuns } from '#app/designer/fonts.ts'
import { isPrinted } from '#app/designer/preflight.ts'
import { upgradeDocument } from '#app/designer/upgrade.ts'
import { fontFileBytes } from './design-fonts.server.ts'
import { drawQr, drawShape, drawText } from './pdf-elements.server.ts'
import { drawFinishes, registerFinishSpots } from './pdf-finishes.server.ts'
import { drawImage } from './pdf-images.server.ts'
import {
  CREASE,
  CUT_CONTOUR,
  inElementFrame,
  inkOf,
  REGISTRATION,
  type RenderState,
} from './pdf-ink.server.ts'
import { tagSubsetsByContent } from './pdf-font-tags.server.ts'
import { blackMayOverprint } from './pdf-overprint.server.ts'
import { drawCreases, drawCropMarks, drawCutContour, knockOutGlue } from './pdf-marks.server.ts'
import { pageGeometry } from './pdf-page.server.ts'
import { drawReadingOrderPage, foldedFaces, proofPageFont } from './pdf-proof-page.server.ts'
import { declareSpotsWhereUsed } from './pdf-spots.server.ts'
import {
  DEFAULT_CONDITION,
  outputProfile,
  REGISTRY,
  toCmyk,
  toPressImage,
  type PressImage,
  type PrintCondition,
} from './press-colour.server.ts'

export const PDFX_VERSION = 'PDF/X-4'

export interface RenderPdfOptions {
  /** The document's creation date (default now); fixed, the output is byte-for-byte repeatable. */
  creationDate?: Date
  cropMarks?: boolean
  /** The stock's printing condition (output intent, profile, ink limit); coated by default. */
  condition?: PrintCondition
  /** The bytes (JPEG or PNG) of an upload, or null when it is gone. */
  loadImage: (uploadId: string) => Promise<Buffer | null>
  title?: string
  /** A shopper's proof: a last page shows how a folded piece reads (never in a print file). */
  proofPages?: boolean
}

/** A PDF name for pdfkit's Info dictionary (which otherwise writes strings). */
class PdfName {
  constructor(readonly name: string) {}
  get [Symbol.toStringTag]() {
    return 'PdfName'
  }
  toString() {
    return `/${this.name}`
  }
}

async function drawSide(s: RenderState, doc: DesignDocument, side: DesignSide, cropMarks: boolean) {
  const { pdf } = s
  const g = sideGeometry(doc, side)
  const page = pageGeometry(g, cropMarks)
  pdf.addPage({ size: [page.width, page.height], margin: 0 })
  declareSpotsWhereUsed(pdf)
  s.transparency = false
  const dict = pdf.page.dictionary.data as Record<string, unknown>
  dict.MediaBox = page.mediaBox
  dict.BleedBox = page.bleedBox
  dict.TrimBox = page.trimBox
  dict.CropBox = page.mediaBox

  pdf.save()
  // Nothing prints outside the bleed (the crop-mark margin stays clean).
  const [bx1, by1, bx2, by2] = page.bleedBox as [number, number, number, number]
  pdf.rect(bx1, by1, bx2 - bx1, by2 - by1).clip()
  pdf.rect(bx1, by1, bx2 - bx1, by2 - by1).fill(inkOf(s, side.background, false).cmyk)
  // From here on, millimetres with the trim's top-left corner at 0,0.
  pdf.translate(page.origin, page.origin)
  pdf.scale(mmToPt(1))
  for (const [index, el] of side.elements.entries()) {
    if (!isPrinted(el)) continue
    s.knockout = !blackMayOverprint(s, side, index)
    if (el.type === 'image') {
      const image = s.images.get(el.uploadId) ?? null
      inElementFrame(s, el, () => drawImage(s, el, image))
      continue
    }
    inElementFrame(s, el, () => {
      if (el.type === 'text') drawText(s, el)
      else if (el.type === 'shape') drawShape(s, el)
      else if (el.type === 'qr') drawQr(s, el)
    })
  }
  drawFinishes(s, doc, side, g)
  knockOutGlue(s, g)
  pdf.restore()
  s.knockout = false
  // The piece is cut once, from the front: its cut is on the first page only.
  if (doc.cutContour && !side.trimWidthMm && side === doc.sides[0]) {
    pdf.save()
    pdf.translate(page.origin, page.origin)
    pdf.scale(mmToPt(1))
    drawCutContour(s, side, g)
    drawCreases(s, side)
    pdf.restore()
  }
  if (cropMarks) drawCropMarks(s, g)
  if (s.transparency) {
    // Live transparency on a CMYK page: blend in the output's colour space (PDF/X-4).
    dict.Group = { Type: 'Group', S: 'Transparency', CS: 'DeviceCMYK' }
  }
}

const xml = (v: string) =>
  v.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )

/** Every colour the document uses, for one conversion. */
function coloursOf(doc: DesignDocument) {
  const out = new Set<string>()
  for (const side of doc.sides) {
    out.add(side.background)
    for (const el of side.elements) {
      if (el.type === 'text') out.add(el.color)
      else if (el.type === 'shape' || el.type === 'qr')
        for (const c of el.type === 'shape' ? [el.fill, el.stroke] : [el.color, el.background])
          if (c !== 'none') out.add(c)
    }
  }
  return out
}

/** Renders every side of the design as one page of a PDF/X-4 file. */
export async function renderDesignPdf(input: DesignDocument, options: RenderPdfOptions) {
  // A design stored before photo frames existed (an order's snapshot): its placeholder never prints.
  const doc = upgradeDocument(input)
  const created = options.creationDate ?? new Date()
  const title = options.title ?? 'Design proof'
  const pdf = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    compress: true,
    pdfVersion: '1.6',
    info: {
      Title: title,
      Creator: 'Print Studio designer',
      Producer: 'Print Studio (pdfkit)',
      CreationDate: created,
      ModDate: created,
      // PDF/X identification (ISO 15930-7); Trapped must be a name.
      GTS_PDFXVersion: PDFX_VERSION,
      Trapped: new PdfName('False'),
    } as unknown as PDFKit.DocumentInfo,
  })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })

  // The output intent: the stock's condition and the CMYK profile every colour was converted with.
  const condition = options.condition ?? DEFAULT_CONDITION
  const profile = pdf.ref({ N: 4, Alternate: 'DeviceCMYK' })
  profile.end(outputProfile(condition))
  const endRef = (ref: PDFKit.PDFKitReference) => (ref as unknown as { end(): void }).end()
  const intent = pdf.ref({
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    OutputConditionIdentifier: new String(condition.identifier),
    OutputCondition: new String(condition.condition),
    Info: new String(`${condition.label}: total ink at most ${condition.tac} %`),
    RegistryName: new String(REGISTRY),
    DestOutputProfile: profile,
  })
  endRef(intent)
  ;(pdf as unknown as { _root: { data: Record<string, unknown> } })._root.data.OutputIntents = [
    intent,
  ]

  // XMP metadata with the PDF/X identification, escaped (titles are shoppers' words).
  const iso = created.toISOString().split('.')[0] + 'Z'
  const id = crypto.createHash('md5').update(`${iso}\n${title}\n${doc.sides.length}`).digest('hex')
  ;(pdf as unknown as { _addInfo: () => void })._addInfo = () =>
    pdf.appendXML(`
      <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/">
        <xmp:CreateDate>${iso}</xmp:CreateDate>
        <xmp:ModifyDate>${iso}</xmp:ModifyDate>
        <xmp:MetadataDate>${iso}</xmp:MetadataDate>
        <xmp:CreatorTool>Print Studio designer</xmp:CreatorTool>
        <dc:format>application/pdf</dc:format>
        <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xml(title)}</rdf:li></rdf:Alt></dc:title>
        <pdf:Producer>Print Studio (pdfkit)</pdf:Producer>
        <pdf:Trapped>False</pdf:Trapped>
        <pdfxid:GTS_PDFXVersion>${PDFX_VERSION}</pdfxid:GTS_PDFXVersion>
        <xmpMM:DocumentID>uuid:${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20, 32)}</xmpMM:DocumentID>
        <xmpMM:VersionID>1</xmpMM:VersionID>
        <xmpMM:RenditionClass>default</xmpMM:RenditionClass>
      </rdf:Description>`)

  // Spot colours: the cutter's line and the registration colour of the marks.
  const spot = pdf as unknown as {
    addSpotColor(n: string, c: number, m: number, y: number, k: number): void
  }
  spot.addSpotColor(CUT_CONTOUR, 0, 100, 0, 0)
  spot.addSpotColor(REGISTRATION, 100, 100, 100, 100)
  // A box's or folder's creases (decision 064): shown in cyan on screen, never an ink.
  if (doc.sides.some((side) => side.dieline)) spot.addSpotColor(CREASE, 100, 0, 0, 0)
  registerFinishSpots(pdf, doc)
  const overprintState = pdf.ref({ Type: 'ExtGState', OP: true, op: true, OPM: 1 })
  endRef(overprintState)

  // Fonts are registered under their file names; pdfkit embeds only the glyphs used.
  const files = new Set<string>()
  for (const side of doc.sides)
    for (const el of side.elements)
      if (el.type === 'text' && isPrinted(el))
        for (const run of fontRuns(el.text, el.fontFamily, el.fontWeight)) files.add(run.face.file)
  const readingOrderPage = Boolean(options.proofPages && foldedFaces(doc).length)
  if (readingOrderPage) files.add(proofPageFont())
  for (const file of files) pdf.registerFont(file, fontFileBytes(file))

  const images = new Map<string, PressImage | null>()
  for (const side of doc.sides)
    for (const el of side.elements)
      if (el.type === 'image' && isPrinted(el) && !images.has(el.uploadId)) {
        const bytes = await options.loadImage(el.uploadId)
        const image = bytes ? await toPressImage(bytes, condition).catch(() => null) : null
        images.set(el.uploadId, image)
      }

  const state: RenderState = {
    pdf,
    condition,
    colours: await toCmyk(coloursOf(doc), condition),
    images,
    overprintState,
    transparency: false,
  }
  for (const side of doc.sides) await drawSide(state, doc, side, options.cropMarks ?? false)
  if (readingOrderPage) drawReadingOrderPage(state, doc)
  tagSubsetsByContent(pdf)
  pdf.end()
  return done
}
