/**
 * The designer's fonts: the same .woff files (public/fonts/, copied from @fontsource packages by
 * scripts/designer-fonts.ts) are loaded by the editor through @font-face and embedded by the PDF
 * renderer, so the shopper's proof sets text exactly as the canvas did. Each family ships 400 and
 * 700 in latin and latin-ext (₹, accents), plus devanagari for Noto Sans Devanagari; a string is
 * split into runs by the file that covers each character, as a browser does with unicode-range.
 * Italic is drawn slanted (no italic files). Pure and shared.
 */
import { FONT_FAMILIES, type FontFamily } from './document.ts'
import { FONT_FILES, type FontFace } from './font-files.ts'

export { FONT_FAMILIES, FONT_FILES, type FontFace, type FontFamily }
export type FontWeight = 400 | 700

export const FONT_BASE_URL = '/fonts/'
export const fontUrl = (file: string) => `${FONT_BASE_URL}${file}`

/** Families as the editor's font menu groups them. */
export const FONT_CATEGORIES: Record<FontFamily, 'sans-serif' | 'serif' | 'display' | 'script'> = {
  Inter: 'sans-serif',
  Roboto: 'sans-serif',
  'Open Sans': 'sans-serif',
  Lato: 'sans-serif',
  Montserrat: 'sans-serif',
  Poppins: 'sans-serif',
  'Playfair Display': 'serif',
  Merriweather: 'serif',
  'Dancing Script': 'script',
  Oswald: 'display',
  'Noto Sans Devanagari': 'sans-serif',
}

/** @font-face rules for every family and weight (or only the ones asked for). */
export function fontFaceCss(families: readonly FontFamily[] = FONT_FAMILIES) {
  const rules: string[] = []
  for (const family of families) {
    for (const weight of [400, 700] as const) {
      for (const face of FONT_FILES[family][weight]) {
        rules.push(
          `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:block;` +
            `src:url(${fontUrl(face.file)}) format("woff");unicode-range:${face.unicodeRange}}`,
        )
      }
    }
  }
  return rules.join('\n')
}

type Range = [number, number]
const rangeCache = new Map<string, Range[]>()

function parseRange(unicodeRange: string): Range[] {
  let ranges = rangeCache.get(unicodeRange)
  if (!ranges) {
    ranges = unicodeRange.split(',').map((part) => {
      const [a, b] = part.trim().replace(/^U\+/i, '').split('-')
      const start = parseInt(a ?? '0', 16)
      return [start, b ? parseInt(b, 16) : start] as Range
    })
    rangeCache.set(unicodeRange, ranges)
  }
  return ranges
}

export function faceCovers(face: FontFace, codePoint: number) {
  return parseRange(face.unicodeRange).some(([a, b]) => codePoint >= a && codePoint <= b)
}

/** Joiners and marks that belong to the run they sit in (shaping needs them together). */
const STICKY = new Set([0x200c, 0x200d, 0x25cc, 0x0964, 0x0965])

/**
 * The file each part of `text` is set in: like the browser, the last declared face that covers a
 * character wins (latin before latin-ext); a character no face covers uses the first face.
 */
export function fontRuns(text: string, family: FontFamily, weight: FontWeight) {
  const faces = FONT_FILES[family][weight]
  const runs: { face: FontFace; text: string }[] = []
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0
    const last = runs[runs.length - 1]
    let face: FontFace | undefined
    if (last && (STICKY.has(cp) || cp === 0x20 || faceCovers(last.face, cp))) face = last.face
    else {
      for (let i = faces.length - 1; i >= 0; i--) {
        if (faceCovers(faces[i]!, cp)) {
          face = faces[i]
          break
        }
      }
    }
    face ??= faces[0]!
    if (last && last.face === face) last.text += ch
    else runs.push({ face, text: ch })
  }
  return runs
}
