/**
 * The design model's values the browser needs at run time (font list, units, a side's geometry,
 * an image's resolution), without the zod schema: the editor's first load stays small, and the
 * schema (document.ts) checks documents on the server. Pure and shared.
 */
export const DESIGN_VERSION = 1

/** Fonts shipped with the app; the editor loads them and the PDF renderer embeds the same files. */
export const FONT_FAMILIES = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Playfair Display',
  'Merriweather',
  'Dancing Script',
  'Oswald',
  'Noto Sans Devanagari',
  'Noto Sans Tamil',
] as const
export type FontFamily = (typeof FONT_FAMILIES)[number]

/** The finishes an element can carry (foil, spot UV, white underprint...): see finishes.ts. */
export const FINISH_IDS = [
  'foil-gold',
  'foil-silver',
  'foil-rose-gold',
  'spot-uv',
  'white',
  'metallic-gold',
] as const
export type FinishId = (typeof FINISH_IDS)[number]

export const MM_PER_PT = 25.4 / 72
export const PT_PER_MM = 72 / 25.4
export const mmToPt = (mm: number) => mm * PT_PER_MM
export const ptToMm = (pt: number) => pt * MM_PER_PT

/**
 * What sideGeometry and effectiveDpi read of a DesignDocument, a DesignSide and an ImageElement.
 * Written out here rather than imported: the schema (document.ts) builds on this module, not the
 * other way round.
 */
type GeometryDocument = {
  trimWidthMm: number
  trimHeightMm: number
  bleedMm: number
  safeMarginMm: number
  shape: string
  cornerRadiusMm: number | null
}
type GeometrySide<Fold, Zone> = {
  trimWidthMm?: number
  trimHeightMm?: number
  bleedMm?: number
  folds: Fold[]
  zones: Zone[]
}
type PlacedImage = {
  naturalWidth: number
  naturalHeight: number
  crop: { x: number; y: number; width: number; height: number }
  width: number
  height: number
}

/** The print geometry of one side: its own size when it has one (a cover spread), else the document's. */
export function sideGeometry<Fold, Zone>(doc: GeometryDocument, side: GeometrySide<Fold, Zone>) {
  return {
    trimWidthMm: side.trimWidthMm ?? doc.trimWidthMm,
    trimHeightMm: side.trimHeightMm ?? doc.trimHeightMm,
    bleedMm: side.bleedMm ?? doc.bleedMm,
    safeMarginMm: doc.safeMarginMm,
    shape: side.trimWidthMm ? 'rect' : doc.shape,
    cornerRadiusMm: side.trimWidthMm ? null : doc.cornerRadiusMm,
    folds: side.folds,
    zones: side.zones,
  }
}

/** Effective resolution of a placed image along its most stretched axis. */
export function effectiveDpi(el: PlacedImage) {
  const pxW = el.naturalWidth * el.crop.width
  const pxH = el.naturalHeight * el.crop.height
  const inW = el.width / 25.4
  const inH = el.height / 25.4
  if (inW <= 0 || inH <= 0) return Infinity
  return Math.min(pxW / inW, pxH / inH)
}
