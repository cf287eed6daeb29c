/**
 * Makes the design's fonts ready before Paper.js draws (canvas text does not re-render when a
 * web font arrives): registers every shipped face once (browsers download a
 * face only when it is used) and waits for the faces the document's text needs.
 */
import type { DesignDocument } from '../document.ts'
import { cssFontFamily, fontFaceSources } from '../fonts.ts'

let installed = false

/**
 * Registers every shipped face through the CSS Font Loading API, not a <style> element: the
 * page's Content-Security-Policy allows no inline styles (decision 028), and FontFace objects are
 * governed by font-src alone.
 */
export function installFontFaces() {
  if (installed || typeof document === 'undefined' || !document.fonts) return
  installed = true
  for (const f of fontFaceSources()) {
    document.fonts.add(
      new FontFace(f.family, `url(${f.url}) format("woff")`, {
        style: 'normal',
        weight: String(f.weight),
        display: 'block',
        unicodeRange: f.unicodeRange,
      }),
    )
  }
}

/** The font shorthand and sample text of every family/weight the document uses. */
export function fontsUsed(doc: DesignDocument) {
  const used = new Map<string, { font: string; text: string }>()
  for (const side of doc.sides) {
    for (const el of side.elements) {
      if (el.type !== 'text') continue
      const font = `${el.fontWeight} 16px ${cssFontFamily(el.fontFamily)}`
      const entry = used.get(font) ?? { font, text: '' }
      if (entry.text.length < 400) entry.text += el.text.replace(/\s+/g, '')
      used.set(font, entry)
    }
  }
  return [...used.values()].map((u) => ({ font: u.font, text: u.text || 'A' }))
}

export async function loadDesignFonts(doc: DesignDocument, timeoutMs = 8000) {
  if (typeof document === 'undefined' || !document.fonts) return
  installFontFaces()
  const loads = fontsUsed(doc).map((u) => document.fonts.load(u.font, u.text).catch(() => []))
  await Promise.race([Promise.all(loads), new Promise((r) => setTimeout(r, timeoutMs))])
}
