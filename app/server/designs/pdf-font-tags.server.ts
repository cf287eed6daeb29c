/**
 * Font subset tags from the subset's content (decision 047). A PDF names an embedded subset
 * `ABCDEF+Inter-Regular`; pdfkit derives the six letters from the font's resource id, so every
 * file's first font was `BZZZZZ+...` whatever glyphs it held, and imposition software that gangs
 * several files merges fonts of the same name: the wrong glyphs print. As PDF/X tools do, the tag
 * here is a hash of the subset's bytes (and the font's name): two different subsets never share a
 * tag, and the same subset always gets the same one.
 */
import crypto from 'node:crypto'

/** Six capital letters from the SHA-256 of the font's name and its subset's bytes. */
export function subsetTag(postscriptName: string, subsetBytes: Uint8Array) {
  const digest = crypto.createHash('sha256').update(postscriptName).update(subsetBytes).digest()
  return [...digest.subarray(0, 6)].map((b) => String.fromCharCode(65 + (b % 26))).join('')
}

interface EmbeddedFont {
  id: string
  font?: { postscriptName?: string }
  subset?: { encode(): Uint8Array }
  embed(): unknown
}

/**
 * Makes every embedded font of `pdf` (registered before its end) name its subset by content.
 * pdfkit computes the tag from `id` at embedding (the last step, after the pages are written), so
 * for that step the font gets an id that spells the content tag; the page resources, written
 * earlier, keep the real one.
 */
export function tagSubsetsByContent(pdf: PDFKit.PDFDocument) {
  const families = (pdf as unknown as { _fontFamilies: Record<string, EmbeddedFont> })._fontFamilies
  for (const font of Object.values(families)) {
    if (!font.subset || typeof font.embed !== 'function') continue
    const embed = font.embed
    font.embed = function (this: EmbeddedFont) {
      // Encoded once: pdfkit's embed reads the same bytes for the font file.
      const bytes = this.subset!.encode()
      this.subset!.encode = () => bytes
      const tag = subsetTag(this.font?.postscriptName ?? '', bytes)
      const id = this.id
      // pdfkit's tag is (char code of id[1..6]) + 17: spell ours backwards.
      this.id = `F${[...tag].map((c) => String.fromCharCode(c.charCodeAt(0) - 17)).join('')}`
      try {
        return embed.call(this)
      } finally {
        this.id = id
      }
    }
  }
}
