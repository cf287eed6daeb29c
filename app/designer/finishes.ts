/**
 * Ordered finishes (foil, spot UV, white underprint, metallic ink): which option values carry one,
 * the named spot separation each becomes in the print file, which elements of a design carry it,
 * and the preflight's findings about them. Pure and shared: the editor's properties panel and
 * canvas badge, the preflight and the PDF renderer (app/server/designs/pdf-finishes.server.ts)
 * read the same table. See docs/decisions/044-finishes-as-spot-separations.md.
 */
import type { DesignDocument, DesignElement, DesignSide } from './document.ts'

import { FINISH_IDS, type FinishId } from './model.ts'

export { FINISH_IDS, type FinishId }

export interface Finish {
  id: FinishId
  /** The spot colour's name in the print file: what the press's RIP makes a plate (or foil die) of. */
  separation: string
  /** What the shopper reads: "Gold foil". */
  label: string
  /** The CMYK a viewer shows the separation in (0-100); the press never prints it. */
  alternate: [number, number, number, number]
  /** The badge's colour on the editor's canvas. */
  swatch: string
}

export const FINISHES: Record<FinishId, Finish> = {
  'foil-gold': {
    id: 'foil-gold',
    separation: 'Foil_Gold',
    label: 'Gold foil',
    alternate: [0, 20, 60, 20],
    swatch: '#c9a227',
  },
  'foil-silver': {
    id: 'foil-silver',
    separation: 'Foil_Silver',
    label: 'Silver foil',
    alternate: [0, 0, 0, 30],
    swatch: '#a8adb3',
  },
  'foil-rose-gold': {
    id: 'foil-rose-gold',
    separation: 'Foil_RoseGold',
    label: 'Rose gold foil',
    alternate: [0, 35, 35, 10],
    swatch: '#c98f7f',
  },
  'spot-uv': {
    id: 'spot-uv',
    separation: 'SpotUV',
    label: 'Spot UV',
    alternate: [20, 0, 0, 0],
    swatch: '#5fa8d3',
  },
  white: {
    id: 'white',
    separation: 'White',
    label: 'White underprint',
    alternate: [0, 0, 0, 15],
    swatch: '#ffffff',
  },
  'metallic-gold': {
    id: 'metallic-gold',
    separation: 'Metallic_Gold',
    label: 'Metallic gold ink',
    alternate: [0, 25, 70, 25],
    swatch: '#b8902a',
  },
}

/**
 * The finish an option value orders, by its stable keys: `gold-foil` (any option), `spot-uv` or
 * `matte-spot-uv` (a lamination with spot UV), `white-underprint` and the ink `cmyk-white` (full
 * colour on a white base), the ink `metallic-gold`. A foil in another colour is `<colour>-foil`.
 */
export function finishOfValue(optionKey: string, valueKey: string): FinishId | null {
  const foil = /^(gold|silver|rose-gold)-foil$/.exec(valueKey)
  if (foil) return `foil-${foil[1]}` as FinishId
  if (valueKey === 'spot-uv' || valueKey.endsWith('-spot-uv')) return 'spot-uv'
  if (valueKey === 'white-underprint') return 'white'
  if (optionKey === 'ink' && valueKey === 'cmyk-white') return 'white'
  if (optionKey === 'ink' && valueKey === 'metallic-gold') return 'metallic-gold'
  return null
}

/**
 * The finish a spot separation of an uploaded PDF carries: its own name (`Foil_Gold`) or another
 * name presses and design programs give it, compared without case or punctuation (decision 053).
 */
const SEPARATION_ALIASES: Record<FinishId, string[]> = {
  'foil-gold': ['foilgold', 'goldfoil'],
  'foil-silver': ['foilsilver', 'silverfoil'],
  'foil-rose-gold': ['foilrosegold', 'rosegoldfoil'],
  'spot-uv': ['spotuv', 'uv', 'uvvarnish', 'spotvarnish'],
  white: ['white', 'whiteink', 'whiteunderprint', 'underprintwhite'],
  'metallic-gold': ['metallicgold', 'goldmetallic'],
}
export const squashName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')
export const finishOfSeparation = (name: string): FinishId | null =>
  FINISH_IDS.find((f) => SEPARATION_ALIASES[f].includes(squashName(name))) ?? null

/** The finishes a set of chosen options orders (a design's `options`, a cart line's selection). */
export function orderedFinishes(
  options: Readonly<Record<string, string | null | undefined>>,
): FinishId[] {
  const out = new Set<FinishId>()
  for (const [key, value] of Object.entries(options)) {
    const f = value ? finishOfValue(key, value) : null
    if (f) out.add(f)
  }
  return FINISH_IDS.filter((id) => out.has(id))
}

/** The finishes an element is marked for. */
export const marksOf = (el: DesignElement): FinishId[] => el.finishes ?? []

/** Does a white underprint go behind all the artwork (the default), or only behind marked elements? */
export const underprintsAll = (doc: Pick<DesignDocument, 'whiteUnderprint'>) =>
  doc.whiteUnderprint !== 'marked'

/** Is the element marked for the finish (white behind all artwork counts every element)? */
export function carriesFinish(
  doc: Pick<DesignDocument, 'whiteUnderprint'>,
  el: DesignElement,
  f: FinishId,
) {
  if (f === 'white' && underprintsAll(doc)) return true
  return marksOf(el).includes(f)
}

/** The elements of a side that carry a finish, in drawing order (printed ones only). */
export function elementsWithFinish(
  doc: Pick<DesignDocument, 'whiteUnderprint'>,
  side: DesignSide,
  f: FinishId,
  isPrinted: (el: DesignElement) => boolean,
) {
  return side.elements.filter((el) => isPrinted(el) && carriesFinish(doc, el, f))
}

/** The ordered finishes a shopper can mark elements with (white behind all artwork needs no marks). */
export function markableFinishes(doc: Pick<DesignDocument, 'options' | 'whiteUnderprint'>) {
  return orderedFinishes(doc.options).filter((f) => f !== 'white' || !underprintsAll(doc))
}

/** A side's background prints (and so gets white under it) unless it is paper white (clear film). */
export const backgroundPrints = (side: DesignSide) => side.background.toLowerCase() !== '#ffffff'

/** The finish labels in a sentence: "gold foil and spot UV". */
export function finishList(ids: readonly FinishId[]) {
  const words = ids.map((f) => (f === 'spot-uv' ? 'spot UV' : FINISHES[f].label.toLowerCase()))
  return words.length > 1
    ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
    : (words[0] ?? '')
}

/**
 * The element a finish goes on when a template is built or the finish is newly chosen: the
 * largest text of the first side that has text (the names on an invitation, a ticket's event
 * name, a card's name). The shopper moves the mark where they want it.
 */
function headlineIds(doc: DesignDocument, isPrinted: (el: DesignElement) => boolean) {
  for (const side of doc.sides) {
    const texts = side.elements.filter((e) => e.type === 'text' && isPrinted(e))
    if (!texts.length) continue
    const size = Math.max(...texts.map((t) => (t.type === 'text' ? t.fontSizePt : 0)))
    return new Set(texts.filter((t) => t.type === 'text' && t.fontSizePt === size).map((t) => t.id))
  }
  return new Set<string>()
}

/**
 * The document with its finish marks matching its options: marks for finishes the options no
 * longer order are dropped, and a finish newly ordered (not in `before`) goes on the headline.
 */
export function withFinishMarks(
  doc: DesignDocument,
  before: readonly FinishId[],
  isPrinted: (el: DesignElement) => boolean,
): DesignDocument {
  const ordered = orderedFinishes(doc.options)
  const added = ordered.filter((f) => !before.includes(f) && f !== 'white')
  const headline = added.length ? headlineIds(doc, isPrinted) : new Set<string>()
  let changed = false
  const sides = doc.sides.map((side) => ({
    ...side,
    elements: side.elements.map((el) => {
      const marks = marksOf(el)
      const kept = marks.filter((f) => ordered.includes(f))
      const next = headline.has(el.id) ? [...new Set([...kept, ...added])] : kept
      if (next.length === marks.length && next.every((f, i) => f === marks[i])) return el
      changed = true
      const { finishes: _old, ...rest } = el
      return (next.length ? { ...rest, finishes: next } : rest) as DesignElement
    }),
  }))
  return changed ? { ...doc, sides } : doc
}

/** What the press does with a finish, for the preflight's sentences. */
export const FINISH_VERB: Record<FinishId, string> = {
  'foil-gold': 'foil',
  'foil-silver': 'foil',
  'foil-rose-gold': 'foil',
  'spot-uv': 'varnish',
  white: 'print white under',
  'metallic-gold': 'print in metallic gold',
}

export interface FinishIssue {
  code: 'finish-unmarked' | 'finish-not-ordered'
  severity: 'warning' | 'error'
  sideId: string
  elementId?: string
  message: string
}

/**
 * The preflight's findings about finishes: an ordered finish that no printed element carries is an
 * error (the press would have nothing to foil, varnish or underprint); an element marked for a
 * finish the options do not order is a warning (it prints without it).
 */
export function finishIssues(
  doc: DesignDocument,
  isPrinted: (el: DesignElement) => boolean,
  describe: (el: DesignElement) => string,
): FinishIssue[] {
  const issues: FinishIssue[] = []
  const ordered = orderedFinishes(doc.options)
  for (const f of ordered) {
    if (doc.sides.some((side) => elementsWithFinish(doc, side, f, isPrinted).length)) continue
    if (f === 'white' && underprintsAll(doc) && doc.sides.some(backgroundPrints)) continue
    const { label } = FINISHES[f]
    issues.push({
      code: 'finish-unmarked',
      severity: 'error',
      sideId: doc.sides[0]!.id,
      message: `${label} is ordered, but nothing in your design is marked for it, so the press would have nothing to ${FINISH_VERB[f]}. Select what should carry it and tick "${label}" under Properties, or order without ${label.toLowerCase()}.`,
    })
  }
  for (const side of doc.sides)
    for (const el of side.elements) {
      const extra = marksOf(el).filter((f) => !ordered.includes(f))
      if (!extra.length || !isPrinted(el)) continue
      issues.push({
        code: 'finish-not-ordered',
        severity: 'warning',
        sideId: side.id,
        elementId: el.id,
        message: `${describe(el)} is marked for ${finishList(extra)}, which this order does not have: it prints without ${extra.length === 1 ? 'it' : 'them'}.`,
      })
    }
  return issues
}
