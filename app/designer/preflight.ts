/**
 * Preflight: the print checks a shopper sees before adding a design to the cart, and that the
 * server recomputes and stores with the cart item (and later the order line). Pure and shared:
 * text is measured by whatever measurer the caller passes (Paper.js/canvas in the editor, fontkit
 * metrics on the server); without one the text check is skipped.
 */
import { effectiveDpi, sideGeometry } from './model.ts'
import { type DesignDocument, type DesignElement, type SideGeometry } from './document.ts'
import { keylinePrintsBlack } from './colour.ts'
import { finishIssues } from './finishes.ts'
import { missingCharacters } from './fonts.ts'
import { layoutText, type TextMeasurer } from './text-layout.ts'
import { roleKeepsOffPress, uneditedTemplateText } from './template-text.ts'

export const PRINT_DPI = 300
export const MIN_DPI = 150
/** Measurement slack, mm: a hair over the line is not worth a warning. */
const TOLERANCE_MM = 0.05

export type PreflightCode =
  | 'dpi-low'
  | 'dpi-very-low'
  | 'outside-safe'
  | 'text-overflow'
  | 'empty-side'
  | 'missing-glyph'
  | 'empty-frame'
  | 'no-go-zone'
  | 'across-fold'
  | 'options-mismatch'
  | 'template-text'
  | 'finish-unmarked'
  | 'finish-not-ordered'
  | 'colour-hairline'
  // Uploaded files (app/server/designs/artwork-upload.server.ts, decision 032)
  | 'aspect-crop'
  | 'page-count'
  | 'page-size'
  | 'no-bleed'
  | 'font-not-embedded'
  | 'pdf-encrypted'
  | 'pdf-unreadable'
  // Uploaded PDFs' plates (decision 053)
  | 'finish-separation-missing'
  | 'unordered-separation'
  | 'ink-over-limit'

export interface PreflightIssue {
  code: PreflightCode
  severity: 'warning' | 'error'
  sideId: string
  elementId?: string
  message: string
}

export interface PreflightOptions {
  measureText?: TextMeasurer
}

interface Point {
  x: number
  y: number
}

/** The element's four corners on the page, turned about its centre (clockwise degrees). */
export function elementCorners(
  el: Pick<DesignElement, 'x' | 'y' | 'width' | 'height' | 'rotation'>,
): Point[] {
  const cx = el.x + el.width / 2
  const cy = el.y + el.height / 2
  const a = (el.rotation * Math.PI) / 180
  const cos = Math.cos(a)
  const sin = Math.sin(a)
  return [
    [el.x, el.y],
    [el.x + el.width, el.y],
    [el.x + el.width, el.y + el.height],
    [el.x, el.y + el.height],
  ].map(([x, y]) => {
    const dx = x! - cx
    const dy = y! - cy
    return { x: cx + dx * cos - dy * sin, y: cy + dx * sin + dy * cos }
  })
}

/** Axis-aligned bounds of the rotated element. */
export function elementBounds(
  el: Pick<DesignElement, 'x' | 'y' | 'width' | 'height' | 'rotation'>,
) {
  const pts = elementCorners(el)
  const xs = pts.map((p) => p.x)
  const ys = pts.map((p) => p.y)
  return {
    left: Math.min(...xs),
    top: Math.min(...ys),
    right: Math.max(...xs),
    bottom: Math.max(...ys),
  }
}

function label(el: DesignElement) {
  if (el.name) return `"${el.name}"`
  switch (el.type) {
    case 'text': {
      const first = el.text.trim().split('\n')[0] ?? ''
      return first
        ? `The text "${first.length > 30 ? `${first.slice(0, 30)}…` : first}"`
        : 'A text box'
    }
    case 'image':
      return 'An image'
    case 'qr':
      return 'The QR code'
    case 'shape':
      return el.shape === 'line' ? 'A line' : 'A shape'
    case 'frame':
      return 'A photo frame'
  }
}

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * Does the element print? Photo frames never do (they are the editor's placeholders), nor do
 * instructions, guides and unedited placeholder texts (template-text.ts).
 */
export function isPrinted(el: DesignElement) {
  if (el.type === 'frame' || roleKeepsOffPress(el)) return false
  if (el.hidden || el.opacity <= 0 || el.width <= 0 || el.height <= 0) return false
  if (el.type === 'text') return el.text.trim() !== ''
  if (el.type === 'shape')
    return el.fill !== 'none' || (el.stroke !== 'none' && el.strokeWidthMm > 0)
  return true
}

/** Is the point inside the safe area (an inset ellipse for round and oval dies)? */
function insideSafe(doc: SideGeometry, p: Point) {
  const s = doc.safeMarginMm
  const W = doc.trimWidthMm
  const H = doc.trimHeightMm
  if (doc.shape === 'circle' || doc.shape === 'oval') {
    const rx = W / 2 - s
    const ry = H / 2 - s
    if (rx <= 0 || ry <= 0) return false
    return (
      ((p.x - W / 2) / rx) ** 2 + ((p.y - H / 2) / ry) ** 2 <=
      1 + (TOLERANCE_MM / Math.min(rx, ry)) * 2
    )
  }
  const inRect =
    p.x >= s - TOLERANCE_MM &&
    p.y >= s - TOLERANCE_MM &&
    p.x <= W - s + TOLERANCE_MM &&
    p.y <= H - s + TOLERANCE_MM
  if (!inRect || doc.shape !== 'rounded') return inRect
  // Rounded corners cut deeper than the safe margin: the safe line is rounded there too.
  const r = (doc.cornerRadiusMm ?? 0) - s
  if (r <= 0) return true
  const cx = Math.min(Math.max(p.x, s + r), W - s - r)
  const cy = Math.min(Math.max(p.y, s + r), H - s - r)
  return Math.hypot(p.x - cx, p.y - cy) <= r + TOLERANCE_MM
}

function checkPlacement(
  doc: SideGeometry,
  sideId: string,
  el: DesignElement,
): PreflightIssue | null {
  const corners = elementCorners(el)
  if (corners.every((p) => insideSafe(doc, p))) return null
  const b = elementBounds(el)
  const W = doc.trimWidthMm
  const H = doc.trimHeightMm
  const base = { code: 'outside-safe' as const, sideId, elementId: el.id }
  if (b.right <= 0 || b.bottom <= 0 || b.left >= W || b.top >= H) {
    return {
      ...base,
      severity: 'warning',
      message: `${sentence(label(el))} is outside the page and will not be printed.`,
    }
  }
  // Backgrounds and photos may run off the edge on purpose: then they must fill the bleed, or a
  // thin unprinted edge can show after cutting.
  if (el.type === 'shape' || el.type === 'image') {
    const bleed = doc.bleedMm
    const crossesTrim =
      b.left < -TOLERANCE_MM ||
      b.top < -TOLERANCE_MM ||
      b.right > W + TOLERANCE_MM ||
      b.bottom > H + TOLERANCE_MM
    if (crossesTrim && doc.shape !== 'circle' && doc.shape !== 'oval') {
      const short =
        (b.left < 0 && b.left > -bleed + TOLERANCE_MM) ||
        (b.top < 0 && b.top > -bleed + TOLERANCE_MM) ||
        (b.right > W && b.right < W + bleed - TOLERANCE_MM) ||
        (b.bottom > H && b.bottom < H + bleed - TOLERANCE_MM)
      if (!short) return null
      return {
        ...base,
        severity: 'warning',
        message: `${sentence(label(el))} runs past the trim line but stops short of the bleed edge. Extend it to the outer (bleed) line, or keep it inside the safe area, so no white edge shows after cutting.`,
      }
    }
  }
  const cut =
    b.left < -TOLERANCE_MM ||
    b.top < -TOLERANCE_MM ||
    b.right > W + TOLERANCE_MM ||
    b.bottom > H + TOLERANCE_MM
  const important = el.type === 'text' || el.type === 'qr'
  return {
    ...base,
    severity: cut && important ? 'error' : 'warning',
    message: cut
      ? `${sentence(label(el))} crosses the trim line and will be cut off. Move it inside the dashed safe area.`
      : `${sentence(label(el))} is outside the safe area and may be trimmed. Move it inside the dashed safe area (${doc.safeMarginMm} mm from the edge).`,
  }
}

/** Lines thinner than this (0.25 pt) need one ink: four plates cannot hold register that finely. */
export const HAIRLINE_PT = 0.25
const PT_MM = 25.4 / 72

/**
 * A hairline (a stroke, or a shape drawn as a bar, thinner than 0.25 pt) in a colour that prints
 * in four inks is a warning. Black, greys and dark colours print such lines in black ink only
 * (decision 047, `keylinePrintsBlack`), so they pass (decision 053).
 */
function checkHairline(sideId: string, el: DesignElement): PreflightIssue | null {
  if (el.type !== 'shape') return null
  const limit = HAIRLINE_PT * PT_MM
  const stroked = el.stroke !== 'none' && el.strokeWidthMm > 0 && el.strokeWidthMm < limit
  const bar = el.shape !== 'line' && el.fill !== 'none' && Math.min(el.width, el.height) < limit
  const colour = stroked && !keylinePrintsBlack(el.stroke) ? el.stroke : bar ? el.fill : null
  if (!colour || keylinePrintsBlack(colour)) return null
  const mmThick = stroked ? el.strokeWidthMm : Math.min(el.width, el.height)
  return {
    code: 'colour-hairline',
    severity: 'warning',
    sideId,
    elementId: el.id,
    message: `${sentence(label(el))} is only ${mmThick.toFixed(2)} mm (${(mmThick / PT_MM).toFixed(2)} pt) thick in a colour printed with four inks, which never line up that finely: it may print broken or with coloured fringes. Make it at least 0.1 mm (0.25 pt) thick, or black, grey or a dark colour (those print in black ink only).`,
  }
}

function checkDpi(sideId: string, el: DesignElement): PreflightIssue | null {
  if (el.type !== 'image') return null
  const dpi = Math.floor(effectiveDpi(el))
  if (dpi >= PRINT_DPI) return null
  const base = { sideId, elementId: el.id }
  if (dpi < MIN_DPI) {
    return {
      ...base,
      code: 'dpi-very-low',
      severity: 'error',
      message: `${sentence(label(el))} is only ${dpi} DPI at this size and will print blurry. Use a larger image (300 DPI is best) or make it smaller on the page.`,
    }
  }
  return {
    ...base,
    code: 'dpi-low',
    severity: 'warning',
    message: `${sentence(label(el))} is ${dpi} DPI at this size; 300 DPI prints sharpest. It may look slightly soft.`,
  }
}

function checkText(
  sideId: string,
  el: DesignElement,
  measure: TextMeasurer,
): PreflightIssue | null {
  if (el.type !== 'text') return null
  const layout = layoutText(el, measure)
  const tooTall = layout.height > el.height + TOLERANCE_MM
  const tooWide = layout.width > el.width + TOLERANCE_MM
  if (!tooTall && !tooWide) return null
  return {
    code: 'text-overflow',
    severity: 'error',
    sideId,
    elementId: el.id,
    message: `${sentence(label(el))} does not fit its box${tooWide ? ' (a word is wider than the box)' : ''}, so part of it would not print. Make the box ${tooWide ? 'wider' : 'taller'}, the text smaller, or the wording shorter.`,
  }
}

/** Characters no font of the text's family or its fallbacks can print. */
function checkGlyphs(sideId: string, el: DesignElement): PreflightIssue | null {
  if (el.type !== 'text') return null
  const missing = missingCharacters(el.text, el.fontFamily, el.fontWeight)
  if (!missing.length) return null
  const shown = missing
    .slice(0, 8)
    .map(
      (ch) => `${ch} (U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`,
    )
    .join(', ')
  return {
    code: 'missing-glyph',
    severity: 'error',
    sideId,
    elementId: el.id,
    message: `${sentence(label(el))} has ${missing.length === 1 ? 'a character' : 'characters'} no font can print: ${shown}. Remove or replace ${missing.length === 1 ? 'it' : 'them'}; the store's fonts cover English and accented letters, ₹, Hindi and other Devanagari languages, and Tamil.`,
  }
}

const overlaps = (
  a: { left: number; top: number; right: number; bottom: number },
  b: { x: number; y: number; width: number; height: number },
) =>
  a.left < b.x + b.width - TOLERANCE_MM &&
  a.right > b.x + TOLERANCE_MM &&
  a.top < b.y + b.height - TOLERANCE_MM &&
  a.bottom > b.y + TOLERANCE_MM

/** Content where nothing should be: a phone case's camera cut-out, behind a mug's handle. */
function checkZones(g: SideGeometry, sideId: string, el: DesignElement): PreflightIssue | null {
  if (!g.zones.length) return null
  const b = elementBounds(el)
  // A background that covers the page is cut or hidden there, and that is expected.
  const background =
    (el.type === 'image' || el.type === 'shape') &&
    b.right - b.left >= g.trimWidthMm * 0.9 &&
    b.bottom - b.top >= g.trimHeightMm * 0.9
  if (background) return null
  const zone = g.zones.find((z) => overlaps(b, z))
  if (!zone) return null
  const important = el.type === 'text' || el.type === 'qr'
  const base = { code: 'no-go-zone' as const, sideId, elementId: el.id }
  if (zone.kind === 'camera') {
    return {
      ...base,
      severity: important ? 'error' : 'warning',
      message: `${sentence(label(el))} is over the camera cut-out, where the case has a hole: that part will not be there. Move it clear of the shaded camera area.`,
    }
  }
  if (zone.kind === 'hole' || zone.kind === 'slit') {
    const what = zone.kind === 'slit' ? 'the slit the die cuts' : `the ${zone.label.toLowerCase()}`
    return {
      ...base,
      severity: important ? 'error' : 'warning',
      message: `${sentence(label(el))} is over ${what}: that part is cut away. Move it clear of the shaded area.`,
    }
  }
  if (zone.kind === 'glue') {
    return {
      ...base,
      severity: 'warning',
      message: `${sentence(label(el))} is on a glue area, which is left without ink so the glue holds: that part will not print. Move it clear of the shaded area.`,
    }
  }
  if (zone.kind === 'binding') {
    return {
      ...base,
      severity: important ? 'error' : 'warning',
      message: `${sentence(label(el))} is in the binding zone along the top edge, where the wire-o holes are punched through the page. Move it below the shaded band.`,
    }
  }
  const hidden = zone.label === 'Handle'
  return {
    ...base,
    severity: important && !hidden ? 'error' : 'warning',
    message: hidden
      ? `${sentence(label(el))} is where the mug's handle joins, so it will be hidden or broken by the handle. Move it into the printed area.`
      : `${sentence(label(el))} is outside the printed area of the mug and will not be printed. Move it into the printed area, or choose a wrap-around print.`,
  }
}

/** Text or a QR code across a fold line is broken by the crease. */
function checkFolds(g: SideGeometry, sideId: string, el: DesignElement): PreflightIssue | null {
  if (!g.folds.length || (el.type !== 'text' && el.type !== 'qr')) return null
  const b = elementBounds(el)
  // A crease that stops short (a box's, a folder's) only breaks what lies along its length.
  const along = (f: (typeof g.folds)[number], lo: number, hi: number) =>
    hi > (f.from ?? -Infinity) + TOLERANCE_MM && lo < (f.to ?? Infinity) - TOLERANCE_MM
  const fold = g.folds.find((f) =>
    f.axis === 'vertical'
      ? b.left < f.at - TOLERANCE_MM && b.right > f.at + TOLERANCE_MM && along(f, b.top, b.bottom)
      : b.top < f.at - TOLERANCE_MM && b.bottom > f.at + TOLERANCE_MM && along(f, b.left, b.right),
  )
  if (!fold) return null
  return {
    code: 'across-fold',
    severity: 'warning',
    sideId,
    elementId: el.id,
    message: `${sentence(label(el))} runs across a ${fold.label.toLowerCase()} line and will be creased there. Keep it within one panel.`,
  }
}

/** Every print problem of a design, side by side in document order. */
export function preflight(
  doc: DesignDocument,
  { measureText }: PreflightOptions = {},
): PreflightIssue[] {
  const issues: PreflightIssue[] = []
  for (const side of doc.sides) {
    const g = sideGeometry(doc, side)
    const visible = side.elements.filter(isPrinted)
    const frames = side.elements.filter((e) => e.type === 'frame' && !e.hidden)
    if (!visible.length && !frames.length) {
      issues.push({
        code: 'empty-side',
        severity: 'warning',
        sideId: side.id,
        message: `${side.name} is empty: it will print as plain background colour.`,
      })
    }
    for (const frame of frames) {
      issues.push({
        code: 'empty-frame',
        severity: 'warning',
        sideId: side.id,
        elementId: frame.id,
        message: `A photo frame on ${side.name} is empty, so that area prints as plain background (frames and their labels never print). Select the frame and add a photo, or delete it.`,
      })
    }
    for (const el of side.elements) {
      const unedited = uneditedTemplateText(side, el)
      if (unedited) issues.push(unedited)
    }
    for (const el of visible) {
      for (const issue of [
        checkDpi(side.id, el),
        checkHairline(side.id, el),
        checkGlyphs(side.id, el),
        checkPlacement(g, side.id, el),
        measureText ? checkText(side.id, el, measureText) : null,
        checkZones(g, side.id, el),
        checkFolds(g, side.id, el),
      ]) {
        if (issue) issues.push(issue)
      }
    }
  }
  issues.push(...finishIssues(doc, isPrinted, (el) => sentence(label(el))))
  return issues
}
