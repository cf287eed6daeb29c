/**
 * The designer's fonts: the same .woff files (public/fonts/, copied from @fontsource packages by
 * scripts/designer-fonts.ts) are loaded by the editor through @font-face and embedded by the PDF
 * renderer, so the shopper's proof sets text exactly as the canvas did. Each family ships 400 and
 * 700; every text is set through its family's fallback chain (font-chain.ts): a character the
 * family lacks (₹ in Lato, Hindi in Inter) comes from Noto Sans, Noto Sans Devanagari or Noto Sans
 * Tamil, in the browser (CSS font-family list + exact unicode-range) and in the PDF (fontRuns)
 * alike. Italic is drawn slanted (no italic files). Pure and shared.
 */
import { FONT_FAMILIES } from './model.ts'
import { type DesignDocument, type FontFamily } from './document.ts'
import { FALLBACK_FAMILIES, fontChain, type FontFileFamily } from './font-chain.ts'
import { FONT_FILES, type FontFace } from './font-files.ts'

export { FONT_FAMILIES, FONT_FILES, type FontFace, type FontFamily }
export { cssFontFamily, fontChain } from './font-chain.ts'
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
  'Noto Sans Tamil': 'sans-serif',
}

/** Every face the browser may use, fallbacks included (browsers fetch a face only when used). */
export function fontFaceSources(
  families: readonly FontFileFamily[] = [...FONT_FAMILIES, ...FALLBACK_FAMILIES],
) {
  return families.flatMap((family) =>
    ([400, 700] as const).flatMap((weight) =>
      FONT_FILES[family][weight].map((face) => ({
        family,
        weight,
        url: fontUrl(face.file),
        unicodeRange: face.unicodeRange,
      })),
    ),
  )
}

/** The same faces as @font-face rules. */
export function fontFaceCss(families?: readonly FontFileFamily[]) {
  return fontFaceSources(families)
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";font-style:normal;font-weight:${f.weight};font-display:block;` +
        `src:url(${f.url}) format("woff");unicode-range:${f.unicodeRange}}`,
    )
    .join('\n')
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
  const ranges = parseRange(face.unicodeRange)
  // Binary search: the ranges are sorted and do not overlap.
  let lo = 0
  let hi = ranges.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const [a, b] = ranges[mid]!
    if (codePoint < a) hi = mid - 1
    else if (codePoint > b) lo = mid + 1
    else return true
  }
  return false
}

/** Characters that need no glyph of their own (line breaks, joiners, variation selectors). */
const INVISIBLE = (ch: string) => {
  const cp = ch.codePointAt(0) ?? 0
  return (
    cp === 0x0a ||
    cp === 0x0d ||
    cp === 0x09 ||
    (cp >= 0x200b && cp <= 0x200f) ||
    cp === 0x2060 ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    cp === 0xfeff
  )
}

/** Joiners and marks that belong to the run they sit in (shaping needs them together). */
const STICKY = new Set([0x200c, 0x200d, 0x25cc])

/**
 * faceFor's answers by family and weight: text layout, the preflight and the font runs ask it for
 * every character of every text on each frame. Each map is dropped when it grows large, so
 * unusual text cannot grow it without bound.
 */
const faceCache = new Map<string, Map<number, FontFace | null>>()

/** The face of the chain that sets `cp`, or null when no font of the chain has it. */
export function faceFor(cp: number, family: FontFamily, weight: FontWeight): FontFace | null {
  const key = `${family} ${weight}`
  let known = faceCache.get(key)
  if (!known || known.size > 4096) faceCache.set(key, (known = new Map()))
  const hit = known.get(cp)
  if (hit !== undefined) return hit
  let found: FontFace | null = null
  for (const f of fontChain(family)) {
    found = FONT_FILES[f][weight].find((face) => faceCovers(face, cp)) ?? null
    if (found) break
  }
  known.set(cp, found)
  return found
}

/**
 * The file each part of `text` is set in: the family's own faces first, then the fallback chain,
 * as the browser does with the same unicode ranges. Joiners stay in the run they are in; a
 * character no font has stays with its neighbours (the preflight reports it).
 */
export function fontRuns(text: string, family: FontFamily, weight: FontWeight) {
  const runs: { face: FontFace; text: string }[] = []
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0
    const last = runs[runs.length - 1]
    let face: FontFace | null = null
    // The first font of the chain that has the character, as the browser picks it.
    if (last && STICKY.has(cp)) face = last.face
    else face = faceFor(cp, family, weight)
    face ??= last?.face ?? FONT_FILES[family][weight][0]!
    if (last && last.face === face) last.text += ch
    else runs.push({ face, text: ch })
  }
  return runs
}

/** The characters of `text` that no font of the family's chain can print, each once. */
export function missingCharacters(text: string, family: FontFamily, weight: FontWeight) {
  const missing = new Set<string>()
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0
    if (INVISIBLE(ch) || STICKY.has(cp)) continue
    if (!faceFor(cp, family, weight)) missing.add(ch)
  }
  return [...missing]
}

/** The characters of `text` the family itself lacks (set from a fallback font instead). */
export function borrowedCharacters(text: string, family: FontFamily, weight: FontWeight) {
  const borrowed = new Set<string>()
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0
    if (INVISIBLE(ch) || STICKY.has(cp) || ch === ' ') continue
    if (!FONT_FILES[family][weight].some((face) => faceCovers(face, cp))) borrowed.add(ch)
  }
  return [...borrowed]
}

/**
 * The font files a design's text is set in, each once: the page preloads them and the editor
 * waits for exactly these before its first frame (not for every face of each fallback chain).
 */
export function designFontFiles(doc: DesignDocument) {
  const files = new Set<string>()
  for (const side of doc.sides) {
    for (const el of side.elements) {
      if (el.type !== 'text' || !el.text) continue
      for (const run of fontRuns(el.text, el.fontFamily, el.fontWeight)) files.add(run.face.file)
    }
  }
  return [...files]
}
