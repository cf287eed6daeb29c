/**
 * How a text element's string becomes lines: the one wrapping rule the editor, the preflight and
 * the PDF renderer share. Explicit newlines start a new line; each paragraph is wrapped at spaces
 * to the element's width; a single word wider than the element stays on its own line (and the
 * preflight reports it). Line boxes are fontSize x lineHeight tall, stacked from the element's top.
 *
 * Pure and shared: the measurer is passed in (Paper.js in the browser, fontkit on the server).
 */
import { MM_PER_PT } from './model.ts'
import { type FontFamily, type TextElement } from './document.ts'

export interface TextStyle {
  fontFamily: FontFamily
  fontWeight: 400 | 700
  italic: boolean
  /** Font size in millimetres. */
  fontSizeMm: number
}

/** The first baseline's distance below the top of a line box, as a fraction of the font size. */
const ASCENT = 0.8

/** The first baseline's distance below the top of a line box, mm (the editor and the PDF alike). */
export function baselineOffset(fontSizeMm: number, lineHeight: number) {
  return ((lineHeight - 1) * fontSizeMm) / 2 + ASCENT * fontSizeMm
}

/** Width in millimetres of `text` set on one line in `style`. */
export type TextMeasurer = (text: string, style: TextStyle) => number

export interface TextLine {
  text: string
  /** Measured width, mm. */
  width: number
  /** Left edge relative to the element's left, mm (depends on alignment). */
  x: number
  /** Baseline-independent top of the line box relative to the element's top, mm. */
  y: number
}

export interface TextLayout {
  lines: TextLine[]
  lineHeightMm: number
  fontSizeMm: number
  /** Total height of the line boxes, mm. */
  height: number
  /** Widest line, mm. */
  width: number
}

export function textStyle(el: TextElement): TextStyle {
  return {
    fontFamily: el.fontFamily,
    fontWeight: el.fontWeight,
    italic: el.italic,
    fontSizeMm: el.fontSizePt * MM_PER_PT,
  }
}

/** Greedy word wrap of one paragraph; keeps runs of spaces inside a line as typed. */
export function wrapParagraph(
  paragraph: string,
  maxWidth: number,
  measure: (s: string) => number,
): string[] {
  const words = paragraph.split(' ')
  const lines: string[] = []
  let current = ''
  for (const word of words) {
    const candidate = current === '' ? word : `${current} ${word}`
    if (current !== '' && measure(candidate) > maxWidth + 1e-6) {
      lines.push(current)
      current = word
    } else {
      current = candidate
    }
  }
  lines.push(current)
  return lines
}

export function layoutText(el: TextElement, measure: TextMeasurer): TextLayout {
  const style = textStyle(el)
  const m = (s: string) => measure(s, style)
  const texts = el.text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((p) => wrapParagraph(p, el.width, m))
  const lineHeightMm = style.fontSizeMm * el.lineHeight
  const lines = texts.map((text, i) => {
    const width = m(text.trimEnd())
    const x =
      el.align === 'center' ? (el.width - width) / 2 : el.align === 'right' ? el.width - width : 0
    return { text, width, x, y: i * lineHeightMm }
  })
  return {
    lines,
    lineHeightMm,
    fontSizeMm: style.fontSizeMm,
    height: lines.length * lineHeightMm,
    width: Math.max(0, ...lines.map((l) => l.width)),
  }
}

/**
 * A rough measurer from average glyph widths, for layout guesses without font files (templates).
 * Deliberately generous, so text laid out with it fits when measured with the real fonts.
 */
export const estimateTextWidth: TextMeasurer = (text, style) => {
  const wide: Partial<Record<FontFamily, number>> = {
    Montserrat: 0.7,
    Poppins: 0.68,
    Merriweather: 0.68,
    'Open Sans': 0.64,
    Inter: 0.64,
    'Noto Sans Devanagari': 0.66,
    Roboto: 0.6,
    Lato: 0.6,
    'Playfair Display': 0.62,
    Oswald: 0.5,
    'Dancing Script': 0.52,
  }
  const em = (wide[style.fontFamily] ?? 0.66) + (style.fontWeight === 700 ? 0.05 : 0)
  let units = 0
  for (const ch of text) {
    if (ch === ' ') units += 0.3
    else if (/[A-Z0-9@#%&MW]/.test(ch)) units += em * 1.12
    else if (/[il.,:;'!|]/.test(ch)) units += em * 0.5
    else units += em
  }
  return units * style.fontSizeMm
}
