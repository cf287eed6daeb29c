/**
 * The print-ready PDF of a design, rendered from the design document with pdfkit (no browser, no
 * canvas): one page per side, the page exactly trim + 2 x bleed (plus a margin for crop marks when
 * asked), MediaBox/BleedBox/TrimBox set in points, text as vector in the embedded designer fonts
 * (the same files the editor uses, the same wrapping rule), images at their frame with crop and
 * fit/fill, QR codes as vector squares. See docs/decisions/012-print-pdf.md.
 */
import PDFDocument from 'pdfkit'
import {
  mmToPt,
  type DesignDocument,
  type DesignElement,
  type DesignSide,
  type ImageElement,
  type QrElement,
  type ShapeElement,
  type TextElement,
} from '#app/designer/document.ts'
import { imageClip, imagePlacement } from '#app/designer/geometry.ts'
import { fontRuns } from '#app/designer/fonts.ts'
import { qrMatrix, qrPlacement } from '#app/designer/qr.ts'
import { baselineOffset, layoutText } from '#app/designer/text-layout.ts'
import { fontFileBytes, fontkitMeasurer, measureRuns } from './design-fonts.server.ts'

/** Space around the bleed for crop marks, mm. */
export const CROP_MARK_MARGIN_MM = 10
/** Crop marks start this far outside the bleed edge, mm, so they never print into the bleed. */
const MARK_GAP_MM = 2
const MARK_WIDTH_PT = 0.25
/** Slant of synthesised italics (the editor's browsers slant about 12 degrees). */
const ITALIC_SKEW = Math.tan((12 * Math.PI) / 180)

export interface RenderPdfOptions {
  /** The document's creation date (default now); fixed, the output is byte-for-byte repeatable. */
  creationDate?: Date
  cropMarks?: boolean
  /** The bytes (JPEG or PNG) of an upload, or null when it is gone. */
  loadImage: (uploadId: string) => Promise<Buffer | null>
  title?: string
}

/** Page geometry of a side, in points (pdfkit's user space: origin top-left, y down). */
export function pageGeometry(doc: DesignDocument, cropMarks = false) {
  const margin = cropMarks ? mmToPt(CROP_MARK_MARGIN_MM) : 0
  const bleed = mmToPt(doc.bleedMm)
  const trimW = mmToPt(doc.trimWidthMm)
  const trimH = mmToPt(doc.trimHeightMm)
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

/** Runs `draw` in the element's own frame: mm units, origin at the trim's top-left, rotated. */
function inElementFrame(pdf: Pdf, el: DesignElement, draw: () => void) {
  pdf.save()
  if (el.opacity < 1) pdf.opacity(el.opacity)
  if (el.rotation) {
    const cx = el.x + el.width / 2
    const cy = el.y + el.height / 2
    pdf.rotate(el.rotation, { origin: [cx, cy] })
  }
  draw()
  pdf.restore()
}

function drawText(pdf: Pdf, el: TextElement) {
  const layout = layoutText(el, fontkitMeasurer)
  const size = layout.fontSizeMm
  const base = baselineOffset(size, el.lineHeight)
  pdf.fillColor(el.color)
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

function paint(pdf: Pdf, fill: string, stroke: string, strokeWidthMm: number) {
  const hasStroke = stroke !== 'none' && strokeWidthMm > 0
  if (hasStroke) pdf.lineWidth(strokeWidthMm).strokeColor(stroke)
  if (fill !== 'none' && hasStroke) pdf.fillAndStroke(fill, stroke)
  else if (fill !== 'none') pdf.fill(fill)
  else if (hasStroke) pdf.stroke()
}

function drawShape(pdf: Pdf, el: ShapeElement) {
  if (el.shape === 'line') {
    if (el.stroke === 'none' || el.strokeWidthMm <= 0) return
    const y = el.y + el.height / 2
    pdf.moveTo(el.x, y).lineTo(el.x + el.width, y)
    pdf.lineWidth(el.strokeWidthMm).strokeColor(el.stroke).stroke()
    return
  }
  if (el.shape === 'ellipse') {
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
  paint(pdf, el.fill, el.stroke, el.strokeWidthMm)
}

function drawQr(pdf: Pdf, el: QrElement) {
  if (el.background !== 'none') pdf.rect(el.x, el.y, el.width, el.height).fill(el.background)
  // Too long to encode: the schema caps it, the editor shows nothing either.
  const m = qrMatrix(el.value)
  if (!m) return
  const { x: ox, y: oy, cell } = qrPlacement(el, m.size)
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
  pdf.fill(el.color)
}

function drawImage(pdf: Pdf, el: ImageElement, bytes: Buffer | null) {
  if (!bytes) {
    // The upload is gone: a grey frame, so the proof shows where the picture was.
    pdf.rect(el.x, el.y, el.width, el.height).fill('#d1d5db')
    return
  }
  const { image } = imagePlacement(el)
  // Only the cropped part shows, within the frame (see imageClip).
  const clip = imageClip(el)
  pdf.save()
  pdf.rect(el.x + clip.x, el.y + clip.y, clip.width, clip.height).clip()
  pdf.image(bytes, el.x + image.x, el.y + image.y, { width: image.width, height: image.height })
  pdf.restore()
}

function drawCropMarks(pdf: Pdf, doc: DesignDocument) {
  const g = pageGeometry(doc, true)
  const [x1, , x2] = g.trimBox as [number, number, number, number]
  // Top-left origin, y down: the trim's top and bottom edges.
  const y1 = g.origin
  const y2 = g.height - g.origin
  const outer = mmToPt(CROP_MARK_MARGIN_MM + doc.bleedMm)
  const start = mmToPt(doc.bleedMm + MARK_GAP_MM)
  pdf.save()
  pdf.lineWidth(MARK_WIDTH_PT).strokeColor('#000000')
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
  pdf.restore()
}

async function drawSide(
  pdf: Pdf,
  doc: DesignDocument,
  side: DesignSide,
  images: Map<string, Buffer | null>,
  cropMarks: boolean,
) {
  const g = pageGeometry(doc, cropMarks)
  pdf.addPage({ size: [g.width, g.height], margin: 0 })
  const dict = pdf.page.dictionary.data as Record<string, unknown>
  dict.MediaBox = g.mediaBox
  dict.BleedBox = g.bleedBox
  dict.TrimBox = g.trimBox
  dict.CropBox = g.mediaBox

  pdf.save()
  // Nothing prints outside the bleed (the crop-mark margin stays clean).
  const [bx1, by1, bx2, by2] = g.bleedBox as [number, number, number, number]
  pdf.rect(bx1, by1, bx2 - bx1, by2 - by1).clip()
  pdf.rect(bx1, by1, bx2 - bx1, by2 - by1).fill(side.background)
  // From here on, millimetres with the trim's top-left corner at 0,0.
  pdf.translate(g.origin, g.origin)
  pdf.scale(mmToPt(1))
  for (const el of side.elements) {
    if (el.hidden || el.opacity <= 0) continue
    if (el.type === 'image') {
      const bytes = images.get(el.uploadId) ?? null
      inElementFrame(pdf, el, () => drawImage(pdf, el, bytes))
      continue
    }
    inElementFrame(pdf, el, () => {
      if (el.type === 'text') drawText(pdf, el)
      else if (el.type === 'shape') drawShape(pdf, el)
      else drawQr(pdf, el)
    })
  }
  pdf.restore()
  if (cropMarks) drawCropMarks(pdf, doc)
}

/** Renders every side of the design as one page of a PDF. */
export async function renderDesignPdf(doc: DesignDocument, options: RenderPdfOptions) {
  const pdf = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    compress: true,
    info: {
      Title: options.title ?? 'Design proof',
      Creator: 'Print Studio designer',
      // A fixed date makes the same design render to the same bytes (print-file checksums).
      ...(options.creationDate ? { CreationDate: options.creationDate } : {}),
    },
  })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })

  // Fonts are registered under their file names; pdfkit embeds only the glyphs used.
  const files = new Set<string>()
  for (const side of doc.sides)
    for (const el of side.elements)
      if (el.type === 'text' && !el.hidden)
        for (const run of fontRuns(el.text, el.fontFamily, el.fontWeight)) files.add(run.face.file)
  for (const file of files) pdf.registerFont(file, fontFileBytes(file))

  const images = new Map<string, Buffer | null>()
  for (const side of doc.sides)
    for (const el of side.elements)
      if (el.type === 'image' && !el.hidden && !images.has(el.uploadId))
        images.set(el.uploadId, await options.loadImage(el.uploadId))

  for (const side of doc.sides) await drawSide(pdf, doc, side, images, options.cropMarks ?? false)
  pdf.end()
  return done
}
