/**
 * The print-ready PDF of a design, rendered from the design document with pdfkit (no browser, no
 * canvas): PDF/X-4 (PDF 1.6) with a CMYK output intent, one page per side, the page exactly trim +
 * 2 x bleed (plus a margin for crop marks when asked), MediaBox/BleedBox/TrimBox set in points.
 * Every colour is CMYK through the output profile (press-colour.server.ts), photos included; black
 * and grey text, hairlines and QR codes are black ink only and overprint. Text is vector in the
 * embedded designer fonts (the same files and fallback chain as the editor, the same wrapping
 * rule); images are placed at their frame with crop and fit/fill, transparency kept live (X-4);
 * QR codes are vector squares. Shaped labels and stickers carry their cut line in the spot colour
 * `CutContour`; crop and fold marks are in the registration colour `All`, outside the bleed.
 * Photo frames, fold lines and no-go zones are the editor's and never print.
 * See docs/decisions/012-print-pdf.md and 026-designer-part-two.md.
 */
import crypto from 'node:crypto'
import ClipperLib from 'clipper-lib'
import PDFDocument from 'pdfkit'
import {
  mmToPt,
  sideGeometry,
  type DesignDocument,
  type DesignElement,
  type DesignSide,
  type ImageElement,
  type QrElement,
  type ShapeElement,
  type SideGeometry,
  type TextElement,
} from '#app/designer/document.ts'
import { corners, imageClip, imagePlacement } from '#app/designer/geometry.ts'
import { fontRuns } from '#app/designer/fonts.ts'
import { isPrinted } from '#app/designer/preflight.ts'
import { upgradeDocument } from '#app/designer/upgrade.ts'
import { qrMatrix, qrPlacement } from '#app/designer/qr.ts'
import { baselineOffset, layoutText } from '#app/designer/text-layout.ts'
import { fontFileBytes, fontkitMeasurer, measureRuns } from './design-fonts.server.ts'
import {
  blackInk,
  OUTPUT_INTENT,
  outputProfile,
  toCmyk,
  toPressImage,
  type Cmyk,
  type PressImage,
} from './press-colour.server.ts'

/** Space around the bleed for crop marks, mm. */
export const CROP_MARK_MARGIN_MM = 10
/** Crop marks start this far outside the bleed edge, mm, so they never print into the bleed. */
const MARK_GAP_MM = 2
const MARK_WIDTH_PT = 0.25
/** Slant of synthesised italics (the editor's browsers slant about 12 degrees). */
const ITALIC_SKEW = Math.tan((12 * Math.PI) / 180)
/** Lines and bars this thin or thinner print in black ink only when they are black or grey. */
const HAIRLINE_MM = 0.5
/** How far outside the artwork a die-cut sticker is cut. */
const DIE_CUT_OFFSET_MM = 2

export const PDFX_VERSION = 'PDF/X-4'
export const CUT_CONTOUR = 'CutContour'
const REGISTRATION = 'All'

export interface RenderPdfOptions {
  /** The document's creation date (default now); fixed, the output is byte-for-byte repeatable. */
  creationDate?: Date
  cropMarks?: boolean
  /** The bytes (JPEG or PNG) of an upload, or null when it is gone. */
  loadImage: (uploadId: string) => Promise<Buffer | null>
  title?: string
}

/** Page geometry of a side, in points (pdfkit's user space: origin top-left, y down). */
export function pageGeometry(
  g: Pick<SideGeometry, 'trimWidthMm' | 'trimHeightMm' | 'bleedMm'>,
  cropMarks = false,
) {
  const margin = cropMarks ? mmToPt(CROP_MARK_MARGIN_MM) : 0
  const bleed = mmToPt(g.bleedMm)
  const trimW = mmToPt(g.trimWidthMm)
  const trimH = mmToPt(g.trimHeightMm)
  const width = trimW + 2 * bleed + 2 * margin
  const height = trimH + 2 * bleed + 2 * margin
  // PDF boxes are [llx lly urx ury] from the bottom-left; the layout is symmetric, so the same.
  return {
    width,
    height,
    /** Where the trim box's top-left corner sits on the page. */
    origin: margin + bleed,
    mediaBox: [0, 0, width, height],
    bleedBox: [margin, margin, width - margin, height - margin],
    trimBox: [margin + bleed, margin + bleed, width - margin - bleed, height - margin - bleed],
  }
}

type Pdf = PDFKit.PDFDocument

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

interface Ink {
  cmyk: Cmyk
  /** Black ink only: overprints, so no white gap shows if the plates move. */
  overprint: boolean
}

interface RenderState {
  pdf: Pdf
  colours: Map<string, Cmyk>
  images: Map<string, PressImage | null>
  /** Registered once per document; pdfkit adds them to each page's resources. */
  overprintState: PDFKit.PDFKitReference
  transparency: boolean
}

const hex = (c: string) => c.toLowerCase()

/** The ink of a process colour; `keyline` (text, hairlines, codes) makes black and grey K only. */
function inkOf(s: RenderState, colour: string, keyline: boolean): Ink {
  const k = keyline ? blackInk(colour) : null
  if (k) return { cmyk: k, overprint: k[3] === 100 }
  return { cmyk: s.colours.get(hex(colour)) ?? [0, 0, 0, 100], overprint: false }
}

function useOverprint(s: RenderState, ink: Ink) {
  if (!ink.overprint) return
  s.pdf.page.ext_gstates.GsOP = s.overprintState
  s.pdf.addContent('/GsOP gs')
}

/** Runs `draw` in the element's own frame: mm units, origin at the trim's top-left, rotated. */
function inElementFrame(s: RenderState, el: DesignElement, draw: () => void) {
  const { pdf } = s
  pdf.save()
  if (el.opacity < 1) {
    pdf.opacity(el.opacity)
    s.transparency = true
  }
  if (el.rotation) {
    const cx = el.x + el.width / 2
    const cy = el.y + el.height / 2
    pdf.rotate(el.rotation, { origin: [cx, cy] })
  }
  draw()
  pdf.restore()
}

function drawText(s: RenderState, el: TextElement) {
  const { pdf } = s
  const layout = layoutText(el, fontkitMeasurer)
  const size = layout.fontSizeMm
  const base = baselineOffset(size, el.lineHeight)
  const ink = inkOf(s, el.color, true)
  useOverprint(s, ink)
  pdf.fillColor(ink.cmyk)
  for (const line of layout.lines) {
    const baseline = el.y + line.y + base
    pdf.save()
    pdf.translate(el.x + line.x, baseline)
    if (el.italic) pdf.transform(1, 0, -ITALIC_SKEW, 1, 0, 0)
    let x = 0
    for (const run of fontRuns(line.text, el.fontFamily, el.fontWeight)) {
      pdf.font(run.face.file).fontSize(size)
      pdf.text(run.text, x, 0, { lineBreak: false, baseline: 'alphabetic' })
      x += measureRuns(run.text, el.fontFamily, el.fontWeight, size)
    }
    pdf.restore()
  }
}

function drawShape(s: RenderState, el: ShapeElement) {
  const { pdf } = s
  const hasStroke = el.stroke !== 'none' && el.strokeWidthMm > 0
  const thinStroke = hasStroke && el.strokeWidthMm <= HAIRLINE_MM
  // A rule drawn as a thin filled bar is a hairline too.
  const thinFill = Math.min(el.width, el.height) <= HAIRLINE_MM
  const path = () => {
    if (el.shape === 'line') {
      const y = el.y + el.height / 2
      pdf.moveTo(el.x, y).lineTo(el.x + el.width, y)
    } else if (el.shape === 'ellipse') {
      pdf.ellipse(el.x + el.width / 2, el.y + el.height / 2, el.width / 2, el.height / 2)
    } else if (el.shape === 'rounded-rectangle') {
      pdf.roundedRect(
        el.x,
        el.y,
        el.width,
        el.height,
        Math.min(el.radiusMm, el.width / 2, el.height / 2),
      )
    } else pdf.rect(el.x, el.y, el.width, el.height)
  }
  if (el.shape !== 'line' && el.fill !== 'none') {
    const ink = inkOf(s, el.fill, thinFill)
    pdf.save()
    useOverprint(s, ink)
    path()
    pdf.fill(ink.cmyk)
    pdf.restore()
  }
  if (hasStroke) {
    const ink = inkOf(s, el.stroke, thinStroke)
    pdf.save()
    useOverprint(s, ink)
    path()
    pdf.lineWidth(el.strokeWidthMm).strokeColor(ink.cmyk).stroke()
    pdf.restore()
  }
}

function drawQr(s: RenderState, el: QrElement) {
  const { pdf } = s
  if (el.background !== 'none') {
    pdf.rect(el.x, el.y, el.width, el.height).fill(inkOf(s, el.background, false).cmyk)
  }
  // Too long to encode: the schema caps it, the editor shows nothing either.
  const m = qrMatrix(el.value)
  if (!m) return
  const { x: ox, y: oy, cell } = qrPlacement(el, m.size)
  const ink = inkOf(s, el.color, true)
  pdf.save()
  useOverprint(s, ink)
  // Each row's dark runs as one rectangle: fewer seams and a smaller file than single modules.
  for (let r = 0; r < m.size; r++) {
    let c = 0
    while (c < m.size) {
      if (!m.dark(r, c)) {
        c++
        continue
      }
      const start = c
      while (c < m.size && m.dark(r, c)) c++
      pdf.rect(ox + start * cell, oy + r * cell, (c - start) * cell, cell)
    }
  }
  pdf.fill(ink.cmyk)
  pdf.restore()
}

let imageCount = 0

/** Places a press image (CMYK) in the box x, y, w, h of the current user space. */
function placeImage(s: RenderState, image: PressImage, x: number, y: number, w: number, h: number) {
  const { pdf } = s
  if (image.kind === 'jpeg') {
    pdf.image(image.data, x, y, { width: w, height: h })
    return
  }
  // Raw CMYK with its alpha as a soft mask: transparency stays live, as PDF/X-4 allows.
  const mask = pdf.ref({
    Type: 'XObject',
    Subtype: 'Image',
    Width: image.width,
    Height: image.height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
  })
  mask.end(image.alpha)
  const ref = pdf.ref({
    Type: 'XObject',
    Subtype: 'Image',
    Width: image.width,
    Height: image.height,
    ColorSpace: 'DeviceCMYK',
    BitsPerComponent: 8,
    SMask: mask,
  })
  ref.end(image.cmyk)
  const name = `ImX${++imageCount}`
  pdf.page.xobjects[name] = ref
  s.transparency = true
  pdf.save()
  pdf.transform(w, 0, 0, -h, x, y + h)
  pdf.addContent(`/${name} Do`)
  pdf.restore()
}

function drawImage(s: RenderState, el: ImageElement, image: PressImage | null) {
  const { pdf } = s
  if (!image) {
    // The upload is gone: a grey frame, so the proof shows where the picture was.
    pdf.rect(el.x, el.y, el.width, el.height).fill([0, 0, 0, 20])
    return
  }
  const placed = imagePlacement(el)
  // Only the cropped part shows, within the frame (see imageClip).
  const clip = imageClip(el)
  pdf.save()
  pdf.rect(el.x + clip.x, el.y + clip.y, clip.width, clip.height).clip()
  placeImage(
    s,
    image,
    el.x + placed.image.x,
    el.y + placed.image.y,
    placed.image.width,
    placed.image.height,
  )
  pdf.restore()
}

function drawCropMarks(s: RenderState, g: SideGeometry) {
  const { pdf } = s
  const page = pageGeometry(g, true)
  const [x1, , x2] = page.trimBox as [number, number, number, number]
  // Top-left origin, y down: the trim's top and bottom edges.
  const y1 = page.origin
  const y2 = page.height - page.origin
  const outer = mmToPt(CROP_MARK_MARGIN_MM + g.bleedMm)
  const start = mmToPt(g.bleedMm + MARK_GAP_MM)
  pdf.save()
  pdf.lineWidth(MARK_WIDTH_PT).strokeColor(REGISTRATION)
  for (const x of [x1, x2]) {
    for (const [y, dir] of [
      [y1, -1],
      [y2, 1],
    ] as const) {
      // Vertical mark above/below the corner, horizontal mark left/right of it.
      pdf
        .moveTo(x, y + dir * start)
        .lineTo(x, y + dir * outer)
        .stroke()
      const hdir = x === x1 ? -1 : 1
      pdf
        .moveTo(x + hdir * start, y)
        .lineTo(x + hdir * outer, y)
        .stroke()
    }
  }
  // Fold marks: dashed, in the margin only, where each fold line meets the edge.
  pdf.dash(2, { space: 2 })
  for (const fold of g.folds) {
    const at = page.origin + mmToPt(fold.at)
    if (fold.axis === 'vertical') {
      pdf
        .moveTo(at, y1 - start)
        .lineTo(at, y1 - outer)
        .stroke()
      if (fold.to === undefined)
        pdf
          .moveTo(at, y2 + start)
          .lineTo(at, y2 + outer)
          .stroke()
    } else {
      pdf
        .moveTo(x1 - start, at)
        .lineTo(x1 - outer, at)
        .stroke()
      pdf
        .moveTo(x2 + start, at)
        .lineTo(x2 + outer, at)
        .stroke()
    }
  }
  pdf.undash()
  pdf.restore()
}

type ClipperPath = { X: number; Y: number }[]
const SCALE = 100

/** The outline of a printed element (mm, page space) for the die-cut contour. */
function outlineOf(el: DesignElement): { x: number; y: number }[] {
  if (el.type === 'shape' && el.shape === 'ellipse') {
    const cx = el.x + el.width / 2
    const cy = el.y + el.height / 2
    const a = (el.rotation * Math.PI) / 180
    return Array.from({ length: 48 }, (_, i) => {
      const t = (i / 48) * Math.PI * 2
      const px = (Math.cos(t) * el.width) / 2
      const py = (Math.sin(t) * el.height) / 2
      return {
        x: cx + px * Math.cos(a) - py * Math.sin(a),
        y: cy + px * Math.sin(a) + py * Math.cos(a),
      }
    })
  }
  if (el.type === 'text') {
    // The lines as set (a short line hugs its words), turned with the element.
    const layout = layoutText(el, fontkitMeasurer)
    return layout.lines.flatMap((line) => {
      const box = {
        x: el.x + line.x,
        y: el.y + line.y,
        width: Math.max(0.1, line.width),
        height: layout.lineHeightMm,
        rotation: 0,
      }
      return corners(box)
    })
  }
  return corners(el)
}

/**
 * The cut line of a die-cut sticker: the union of the printed elements' outlines grown by 2 mm,
 * rounded (clipper-lib). Text contributes the box of each line as set.
 */
export function dieCutContour(side: DesignSide): { x: number; y: number }[][] {
  const paths: ClipperPath[] = []
  for (const el of side.elements) {
    if (!isPrinted(el)) continue
    if (el.type === 'text') {
      const pts = outlineOf(el)
      for (let i = 0; i < pts.length; i += 4)
        paths.push(
          pts
            .slice(i, i + 4)
            .map((p) => ({ X: Math.round(p.x * SCALE), Y: Math.round(p.y * SCALE) })),
        )
    } else {
      paths.push(
        outlineOf(el).map((p) => ({ X: Math.round(p.x * SCALE), Y: Math.round(p.y * SCALE) })),
      )
    }
  }
  if (!paths.length) return []
  const clipper = new ClipperLib.Clipper()
  clipper.AddPaths(paths, ClipperLib.PolyType.ptSubject, true)
  const union: ClipperPath[] = []
  clipper.Execute(
    ClipperLib.ClipType.ctUnion,
    union,
    ClipperLib.PolyFillType.pftNonZero,
    ClipperLib.PolyFillType.pftNonZero,
  )
  const offset = new ClipperLib.ClipperOffset(2, 0.05 * SCALE)
  offset.AddPaths(union, ClipperLib.JoinType.jtRound, ClipperLib.EndType.etClosedPolygon)
  const grown: ClipperPath[] = []
  offset.Execute(grown, DIE_CUT_OFFSET_MM * SCALE)
  // Only the outer outlines are cut (a hole inside a sticker is not).
  return grown
    .filter((p) => ClipperLib.Clipper.Orientation(p))
    .map((p) => p.map((q) => ({ x: q.X / SCALE, y: q.Y / SCALE })))
}

/** The cut line in the CutContour spot colour, overprinting, on top of everything (mm space). */
function drawCutContour(s: RenderState, doc: DesignDocument, side: DesignSide, g: SideGeometry) {
  const { pdf } = s
  pdf.save()
  s.pdf.page.ext_gstates.GsOP = s.overprintState
  pdf.addContent('/GsOP gs')
  // 0.25 pt, in the millimetre space the contour is drawn in.
  pdf.lineWidth(MARK_WIDTH_PT / mmToPt(1))
  const W = g.trimWidthMm
  const H = g.trimHeightMm
  if (doc.shape === 'die-cut') {
    for (const contour of dieCutContour(side)) {
      contour.forEach((p, i) => (i ? pdf.lineTo(p.x, p.y) : pdf.moveTo(p.x, p.y)))
      pdf.closePath()
    }
  } else if (doc.shape === 'circle' || doc.shape === 'oval') {
    pdf.ellipse(W / 2, H / 2, W / 2, H / 2)
  } else if (doc.shape === 'rounded' && doc.cornerRadiusMm) {
    pdf.roundedRect(0, 0, W, H, Math.min(doc.cornerRadiusMm, W / 2, H / 2))
  } else {
    pdf.rect(0, 0, W, H)
  }
  pdf.strokeColor(CUT_CONTOUR).stroke()
  pdf.restore()
}

async function drawSide(s: RenderState, doc: DesignDocument, side: DesignSide, cropMarks: boolean) {
  const { pdf } = s
  const g = sideGeometry(doc, side)
  const page = pageGeometry(g, cropMarks)
  pdf.addPage({ size: [page.width, page.height], margin: 0 })
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
  for (const el of side.elements) {
    if (!isPrinted(el)) continue
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
  pdf.restore()
  if (doc.cutContour && !side.trimWidthMm) {
    pdf.save()
    pdf.translate(page.origin, page.origin)
    pdf.scale(mmToPt(1))
    drawCutContour(s, doc, side, g)
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

  // The output intent: the CMYK profile every colour was converted with, embedded.
  const profile = pdf.ref({ N: 4, Alternate: 'DeviceCMYK' })
  profile.end(outputProfile())
  const endRef = (ref: PDFKit.PDFKitReference) => (ref as unknown as { end(): void }).end()
  const intent = pdf.ref({
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    OutputConditionIdentifier: new String(OUTPUT_INTENT.identifier),
    OutputCondition: new String(OUTPUT_INTENT.condition),
    Info: new String(OUTPUT_INTENT.info),
    RegistryName: new String(OUTPUT_INTENT.registry),
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
  const overprintState = pdf.ref({ Type: 'ExtGState', OP: true, op: true, OPM: 1 })
  endRef(overprintState)

  // Fonts are registered under their file names; pdfkit embeds only the glyphs used.
  const files = new Set<string>()
  for (const side of doc.sides)
    for (const el of side.elements)
      if (el.type === 'text' && isPrinted(el))
        for (const run of fontRuns(el.text, el.fontFamily, el.fontWeight)) files.add(run.face.file)
  for (const file of files) pdf.registerFont(file, fontFileBytes(file))

  const images = new Map<string, PressImage | null>()
  for (const side of doc.sides)
    for (const el of side.elements)
      if (el.type === 'image' && isPrinted(el) && !images.has(el.uploadId)) {
        const bytes = await options.loadImage(el.uploadId)
        images.set(el.uploadId, bytes ? await toPressImage(bytes).catch(() => null) : null)
      }

  const state: RenderState = {
    pdf,
    colours: await toCmyk(coloursOf(doc)),
    images,
    overprintState,
    transparency: false,
  }
  for (const side of doc.sides) await drawSide(state, doc, side, options.cropMarks ?? false)
  pdf.end()
  return done
}
