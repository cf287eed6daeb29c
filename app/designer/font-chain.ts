/**
 * The fallback chain every family sets text with, in the editor (the CSS font-family list) and in
 * the PDF (fontRuns): the chosen family first, then Noto Sans (₹ and accents where the family has
 * none, Greek, Cyrillic), Noto Sans Devanagari (Hindi, Marathi...) and Noto Sans Tamil. A
 * character none of them has is reported by the preflight. Pure and shared.
 */
import type { FontFamily } from './document.ts'

/** Families shipped only to fill in for others (not in the font menu). */
export const FALLBACK_FAMILIES = ['Noto Sans'] as const
export type FontFileFamily = FontFamily | (typeof FALLBACK_FAMILIES)[number]

/** The families a text in `family` is set with, in order. */
export function fontChain(family: FontFamily): FontFileFamily[] {
  const chain: FontFileFamily[] = [family, 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Tamil']
  return [...new Set(chain)]
}

/** The CSS font-family list of a family's chain (canvas and @font-face matching). */
export const cssFontFamily = (family: FontFamily) =>
  fontChain(family)
    .map((f) => `"${f}"`)
    .join(', ')
