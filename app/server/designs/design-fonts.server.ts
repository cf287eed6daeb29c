/**
 * The designer's font files on the server: read once from public/fonts/ (the files the browser
 * loads), parsed with fontkit for measuring text (the server's preflight) and handed to pdfkit for
 * embedding. See app/designer/fonts.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as fontkit from 'fontkit'
import { fontRuns, type FontWeight } from '#app/designer/fonts.ts'
import type { FontFamily } from '#app/designer/document.ts'
import type { TextMeasurer } from '#app/designer/text-layout.ts'

const DIRS = ['public/fonts', 'build/client/fonts']

function fontDir() {
  for (const dir of DIRS) {
    const full = path.resolve(dir)
    if (fs.existsSync(full)) return full
  }
  throw new Error(`Designer fonts not found in ${DIRS.join(' or ')}`)
}

const bytes = new Map<string, Buffer>()
/** A font file's bytes (cached for the life of the process). */
export function fontFileBytes(file: string): Buffer {
  if (!/^[a-z0-9-]+\.woff$/.test(file)) throw new Error(`Unexpected font file ${file}`)
  let buffer = bytes.get(file)
  if (!buffer) {
    buffer = fs.readFileSync(path.join(fontDir(), file))
    bytes.set(file, buffer)
  }
  return buffer
}

const parsed = new Map<string, unknown>()
/**
 * A font file parsed by fontkit (cached for the life of the process, one parse for every user):
 * `F` names the part of fontkit's font the caller uses.
 */
export function parsedFont<F>(file: string): F {
  let font = parsed.get(file)
  if (!font) {
    font = fontkit.create(fontFileBytes(file))
    parsed.set(file, font)
  }
  return font as F
}

type Font = { unitsPerEm: number; layout(text: string): { advanceWidth: number } }

/** Width of a string in millimetres at `sizeMm`, shaped by fontkit from the real font files. */
export function measureRuns(text: string, family: FontFamily, weight: FontWeight, sizeMm: number) {
  let width = 0
  for (const run of fontRuns(text, family, weight)) {
    const font = parsedFont<Font>(run.face.file)
    width += (font.layout(run.text).advanceWidth / font.unitsPerEm) * sizeMm
  }
  return width
}

/** The server's text measurer for preflight, matching what the PDF renderer sets. */
export const fontkitMeasurer: TextMeasurer = (text, style) =>
  measureRuns(text, style.fontFamily, style.fontWeight, style.fontSizeMm)

type ShapingFont = { layout(text: string): { glyphs: { id: number; codePoints: number[] }[] } }

/**
 * The characters that would print as an empty box ("notdef") when `text` is set as the PDF sets
 * it (each run in its file, shaped by fontkit): empty when every character has a glyph.
 */
export function glyphGaps(text: string, family: FontFamily, weight: FontWeight) {
  const gaps = new Set<string>()
  for (const run of fontRuns(text.replace(/[\n\r\t]/g, ' '), family, weight)) {
    const font = parsedFont<ShapingFont>(run.face.file)
    for (const glyph of font.layout(run.text).glyphs)
      if (glyph.id === 0) for (const cp of glyph.codePoints) gaps.add(String.fromCodePoint(cp))
  }
  return [...gaps]
}
