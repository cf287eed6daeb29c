/**
 * What a shopper's PDF is, read with pdf.js (pdfjs-dist, Mozilla's maintained parser; decision
 * 032): encryption, the pages and their sizes, fonts that are not embedded, and the effective
 * resolution of every image as it is placed on its page. Facts only: artwork-upload.server.ts
 * turns them into the preflight's findings for a product. Runs in the worker pool
 * (design-worker.ts), never on the event loop; the pool bounds its time and heap.
 */
import type { getDocument as GetDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export interface PdfPageFacts {
  /** The page as printed (pdf.js's view: the crop box within the media box), in mm. */
  widthMm: number
  heightMm: number
  /** Placed images on the page and the lowest effective resolution among them. */
  images: number
  minImageDpi: number | null
}

export type PdfFacts =
  | { readable: false; passwordNeeded: boolean }
  | {
      readable: true
      /** An encryption dictionary (an owner password, or restrictions). */
      encrypted: boolean
      pageCount: number
      /** The first pages only (at most MAX_PAGES_READ): a longer file is wrong anyway. */
      pages: PdfPageFacts[]
      unembeddedFonts: string[]
    }

/** More pages than any product prints (decision 026: at most 40 designed sides, a cover). */
export const MAX_PAGES_READ = 48
/** Images over this many pixels are not decoded (they are sharp at any size we sell). */
const MAX_IMAGE_PIXELS = 60_000_000

const PT_TO_MM = 25.4 / 72

type Matrix = [number, number, number, number, number, number]
const multiply = (m: Matrix, n: Matrix): Matrix => [
  n[0] * m[0] + n[1] * m[2],
  n[0] * m[1] + n[1] * m[3],
  n[2] * m[0] + n[3] * m[2],
  n[2] * m[1] + n[3] * m[3],
  n[4] * m[0] + n[5] * m[2] + m[4],
  n[4] * m[1] + n[5] * m[3] + m[5],
]

export async function readPdfFacts(bytes: Uint8Array): Promise<PdfFacts> {
  const pdfjs = (await import('pdfjs-dist/legacy/build/pdf.mjs')) as {
    getDocument: typeof GetDocument
    OPS: Record<string, number>
  }
  const { OPS } = pdfjs
  let doc
  try {
    doc = await pdfjs.getDocument({
      data: bytes,
      verbosity: 0,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: true,
      maxImageSize: MAX_IMAGE_PIXELS,
    }).promise
  } catch (error) {
    return { readable: false, passwordNeeded: (error as Error)?.name === 'PasswordException' }
  }
  try {
    const { info } = (await doc.getMetadata()) as unknown as { info: Record<string, unknown> }
    const pages: PdfPageFacts[] = []
    const unembedded = new Set<string>()
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES_READ); n++) {
      const page = await doc.getPage(n)
      const [x0, y0, x1, y1] = page.view as [number, number, number, number]
      const unit = page.userUnit || 1
      const rotated = page.rotate % 180 !== 0
      const w = Math.abs(x1 - x0) * unit * PT_TO_MM
      const h = Math.abs(y1 - y0) * unit * PT_TO_MM
      const list = await page.getOperatorList()
      let ctm: Matrix = [1, 0, 0, 1, 0, 0]
      const stack: Matrix[] = []
      const fonts = new Set<string>()
      let images = 0
      let minDpi: number | null = null
      for (let i = 0; i < list.fnArray.length; i++) {
        const fn = list.fnArray[i]
        const args = list.argsArray[i] as unknown[]
        if (fn === OPS.save) stack.push(ctm)
        else if (fn === OPS.restore) ctm = stack.pop() ?? ctm
        else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix)
        else if (fn === OPS.paintFormXObjectBegin && Array.isArray(args[0])) {
          stack.push(ctm)
          ctm = multiply(ctm, args[0] as Matrix)
        } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm
        else if (fn === OPS.setFont) fonts.add(String(args[0]))
        else if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) {
          const [pxW, pxH] =
            fn === OPS.paintImageXObject
              ? [Number(args[1]), Number(args[2])]
              : [
                  Number((args[0] as { width?: number })?.width),
                  Number((args[0] as { height?: number })?.height),
                ]
          // The image fills the unit square of the current matrix: its size on the page in inches.
          const wIn = (Math.hypot(ctm[0], ctm[1]) * unit) / 72
          const hIn = (Math.hypot(ctm[2], ctm[3]) * unit) / 72
          if (!(pxW > 0 && pxH > 0 && wIn > 0 && hIn > 0)) continue
          images++
          const dpi = Math.min(pxW / wIn, pxH / hIn)
          minDpi = minDpi === null ? dpi : Math.min(minDpi, dpi)
        }
      }
      for (const id of fonts) {
        const font = page.commonObjs.has(id)
          ? (page.commonObjs.get(id) as { missingFile?: boolean; name?: string })
          : null
        // Type 3 fonts are drawn by the file itself; others must carry their font program.
        if (font?.missingFile) unembedded.add(String(font.name ?? id).replace(/^[A-Z]{6}\+/, ''))
      }
      pages.push({
        widthMm: round2(rotated ? h : w),
        heightMm: round2(rotated ? w : h),
        images,
        minImageDpi: minDpi === null ? null : Math.floor(minDpi),
      })
      page.cleanup()
    }
    return {
      readable: true,
      encrypted: Boolean(info?.EncryptFilterName),
      pageCount: doc.numPages,
      pages,
      unembeddedFonts: [...unembedded].sort(),
    }
  } catch {
    return { readable: false, passwordNeeded: false }
  } finally {
    await doc.destroy()
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100
