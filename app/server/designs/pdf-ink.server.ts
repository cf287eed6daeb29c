/**
 * How the print PDF's renderer inks what it draws: the state of one rendering (the pdfkit document,
 * the document's colours converted to CMYK once, the photos as press images, the overprint graphics
 * state, whether the page uses transparency), the ink of a colour (black and grey text, hairlines
 * and codes are black ink only and overprint, so no white gap shows if the plates move), and the
 * element's own drawing frame (its opacity and rotation). The spot colours' names live here too.
 * Text under 12 pt (SMALL_TEXT_PT) and hairlines in dark colours print in black only.
 */
import { type DesignElement } from '#app/designer/document.ts'
import {
  keylineInk,
  type Cmyk,
  type PressImage,
  type PrintCondition,
} from './press-colour.server.ts'

export const CUT_CONTOUR = 'CutContour'
/** The crease lines of a box's or folder's die: a plate for the die maker, never inked (decision 064). */
export const CREASE = 'Crease'
/** The registration colour of crop and fold marks: on every plate. */
export const REGISTRATION = 'All'

export type Pdf = PDFKit.PDFDocument

/** Type below this size in a dark colour prints in black ink only (four plates would blur it). */
export const SMALL_TEXT_PT = 12

export interface Ink {
  /** Process CMYK, or the name of a spot colour (a finish's separation). */
  cmyk: Cmyk | string
  /** Black ink only: overprints, so no white gap shows if the plates move. */
  overprint: boolean
}

export interface RenderState {
  pdf: Pdf
  /** The stock's printing condition: its profile converted `colours` and `images`. */
  condition: PrintCondition
  colours: Map<string, Cmyk>
  images: Map<string, PressImage | null>
  /** Registered once per document; pdfkit adds them to each page's resources. */
  overprintState: PDFKit.PDFKitReference
  transparency: boolean
  /** The element being drawn lies on something black could not overprint within the ink limit. */
  knockout?: boolean
  /** While a finish's separation is drawn: every ink is that spot colour, 100%, overprinting. */
  spot?: string | null
}

const hex = (c: string) => c.toLowerCase()

/**
 * The ink of a process colour; `keyline` (text, hairlines, codes) makes black and grey K only, and
 * `small` (text under 12 pt, hairlines) dark colours too. While a finish's separation is drawn,
 * every ink is that spot colour.
 */
export function inkOf(s: RenderState, colour: string, keyline: boolean, small = false): Ink {
  if (s.spot) return { cmyk: s.spot, overprint: true }
  const k = keyline ? keylineInk(colour, small) : null
  if (k) return { cmyk: k, overprint: k[3] === 100 }
  return { cmyk: s.colours.get(hex(colour)) ?? [0, 0, 0, 100], overprint: false }
}

export function useOverprint(s: RenderState, ink: Ink) {
  if (!ink.overprint || s.knockout) return
  s.pdf.page.ext_gstates.GsOP = s.overprintState
  s.pdf.addContent('/GsOP gs')
}

/** Runs `draw` in the element's own frame: mm units, origin at the trim's top-left, rotated. */
export function inElementFrame(s: RenderState, el: DesignElement, draw: () => void) {
  const { pdf } = s
  pdf.save()
  if (el.opacity < 1) {
    pdf.opacity(el.opacity)
    s.transparency = true
  }
  if (el.rotation) {
    const cx = el.x + el.width / 2
    const cy = el.y + el.height / 2
    pdf.rotate(el.rotation, { origin: [cx, cy] })
  }
  draw()
  pdf.restore()
}
