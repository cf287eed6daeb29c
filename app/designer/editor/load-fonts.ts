/**
 * Makes the design's fonts ready before Paper.js draws (canvas text does not re-render when a
 * web font arrives): registers every shipped face once (browsers download a face only when it is
 * used) and loads the files the document's text is set in, which the page already preloads.
 */
import type { DesignDocument } from '../document.ts'
import { designFontFiles, fontFaceSources, fontUrl } from '../fonts.ts'

/** The registered faces by file URL (a file may serve more than one family). */
const faces = new Map<string, globalThis.FontFace[]>()

/**
 * Registers every shipped face through the CSS Font Loading API, not a <style> element: the
 * page's Content-Security-Policy allows no inline styles (decision 028), and FontFace objects are
 * governed by font-src alone.
 */
export function installFontFaces() {
  if (faces.size || typeof document === 'undefined' || !document.fonts) return
  for (const f of fontFaceSources()) {
    const face = new FontFace(f.family, `url(${f.url}) format("woff")`, {
      style: 'normal',
      weight: String(f.weight),
      display: 'block',
      unicodeRange: f.unicodeRange,
    })
    document.fonts.add(face)
    faces.set(f.url, [...(faces.get(f.url) ?? []), face])
  }
}

/**
 * Loads the files the document's text is set in (fontRuns, as the PDF sets it). Not
 * `document.fonts.load` with the CSS family list: that fetches every face of the fallback chain
 * whose range meets the text (six Noto files for a Latin card), on the first frame's path.
 */
export async function loadDesignFonts(doc: DesignDocument, timeoutMs = 8000) {
  if (typeof document === 'undefined' || !document.fonts) return
  installFontFaces()
  const loads = designFontFiles(doc).flatMap((file) =>
    (faces.get(fontUrl(file)) ?? []).map((face) => face.load().catch(() => null)),
  )
  await Promise.race([Promise.all(loads), new Promise((r) => setTimeout(r, timeoutMs))])
}
