/**
 * Glyph outlines for the generated product artwork (app/designer/product-art/). Product grids show
 * dozens of SVG mockups at once, and a browser lays out every SVG <text> on its main thread, once
 * per image: set as paths, the art costs it next to nothing (docs/decisions/010-storefront-performance.md).
 * Uses the designer's font files (Inter, Playfair Display, Dancing Script) through fontkit.
 */
import { fontRuns } from '#app/designer/fonts.ts'
import type { FontFamily } from '#app/designer/document.ts'
import { parsedFont } from './design-fonts.server.ts'
import type { ArtFont, TextOutliner } from '#app/designer/product-art/context.ts'

type PathCommand = { command: string; args: number[] }
type Glyph = { id: number; path: { commands: PathCommand[] } }
type Font = {
  unitsPerEm: number
  layout(text: string): { glyphs: Glyph[]; positions: { xAdvance: number }[] }
}

const FAMILIES: Record<ArtFont, FontFamily> = {
  sans: 'Inter',
  serif: 'Playfair Display',
  hand: 'Dancing Script',
}

const fontFor = (file: string) => parsedFont<Font>(file)

const LETTERS: Record<string, string> = {
  moveTo: 'm',
  lineTo: 'l',
  quadraticCurveTo: 'q',
  bezierCurveTo: 'c',
  closePath: 'z',
}

/** Tenths of a pixel as the shortest path number: 15 -> "1.5", -5 -> "-.5". */
const num = (tenths: number) => String(tenths / 10).replace(/^(-?)0\./, '$1.')

/**
 * Relative path data, numbers rounded to a tenth of a pixel (positions are rounded first, so
 * rounding never accumulates), and no separators a parser does not need: about half the bytes
 * of absolute coordinates.
 */
class PathWriter {
  out = ''
  private x = 0
  private y = 0
  private startX = 0
  private startY = 0

  command(letter: string, points: number[]) {
    this.out += letter
    if (letter === 'z') {
      this.x = this.startX
      this.y = this.startY
      return
    }
    let first = true
    let lastX = this.x
    let lastY = this.y
    for (let i = 0; i < points.length; i += 2) {
      const px = Math.round(points[i]! * 10)
      const py = Math.round(points[i + 1]! * 10)
      for (const n of [num(px - this.x), num(py - this.y)]) {
        this.out += first || n.startsWith('-') ? n : ` ${n}`
        first = false
      }
      lastX = px
      lastY = py
    }
    this.x = lastX
    this.y = lastY
    if (letter === 'm') {
      this.startX = lastX
      this.startY = lastY
    }
  }
}

type Placed = { glyph: Glyph; x: number; scale: number }

let warned = false

export const outlineArtText: TextOutliner = (text, style) => {
  try {
    const placed: Placed[] = []
    let pen = 0
    for (const run of fontRuns(text, FAMILIES[style.font], style.weight)) {
      const font = fontFor(run.face.file)
      const scale = style.size / font.unitsPerEm
      const { glyphs, positions } = font.layout(run.text)
      for (let i = 0; i < glyphs.length; i++) {
        const glyph = glyphs[i]!
        // .notdef: the face lacks a character, so let the browser set this line as text.
        if (glyph.id === 0) return null
        placed.push({ glyph, x: pen, scale })
        pen += (positions[i]?.xAdvance ?? 0) * scale + style.letterSpacing
      }
    }
    const width = placed.length ? pen - style.letterSpacing : 0
    return {
      width,
      d: (x, y) => {
        const path = new PathWriter()
        for (const { glyph, x: gx, scale } of placed) {
          for (const { command, args } of glyph.path.commands) {
            const letter = LETTERS[command]
            if (!letter) continue
            const points: number[] = []
            for (let i = 0; i + 1 < args.length; i += 2) {
              points.push(x + gx + args[i]! * scale, y - args[i + 1]! * scale)
            }
            path.command(letter, points)
          }
        }
        return path.out
      },
    }
  } catch (error) {
    if (!warned) {
      warned = true
      console.error('product art: setting text as outlines failed, using <text>', error)
    }
    return null
  }
}
