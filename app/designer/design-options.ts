/**
 * A design and the options it is made for: reading old documents, fitting a document to the
 * product's geometry at its options (what the server does on every save and read), changing the
 * options in the editor (sizes scale the layout, more pages or sides come from the template, a new
 * starting month redraws the calendar), and saying how a design differs from the options a cart
 * line ordered. Pure and shared. See docs/decisions/026-designer-part-two.md.
 */
import type { DesignDocument, DesignElement, DesignSide } from './document.ts'
import { orderedFinishes, withFinishMarks } from './finishes.ts'
import { sideGeometry } from './model.ts'
import { isPrinted } from './preflight.ts'
import {
  designSpec,
  geometryOptionKeys,
  optionValueLabel,
  resolveDesignOptions,
  specPrintFields,
  type DesignSpec,
  type GeometryProduct,
} from './product-geometry.ts'
import { buildTemplateSides } from './templates/build.ts'
import type { TemplateProduct } from './templates/template-product.ts'
import { MONTH_PARTS } from './templates/objects.ts'

const close = (a: number, b: number) => Math.abs(a - b) < 0.05

export { upgradeDocument } from './upgrade.ts'

/**
 * The options an old document (saved before designs kept their options) was made for: the size
 * option whose trim it has, the sides or pages it has; anything else at its default.
 */
export function inferDesignOptions(doc: DesignDocument, product: GeometryProduct) {
  const keys = geometryOptionKeys(product)
  if (keys.every((k) => doc.options[k])) return resolveDesignOptions(product, doc.options)
  const guess: Record<string, string> = { ...doc.options }
  for (const key of keys) {
    if (guess[key]) continue
    const option = product.options.find((o) => o.key === key)!
    // The value whose design has this document's size and number of sides.
    const fits = option.values.find((v) => {
      const spec = designSpec(product, { ...guess, [key]: v.key }, { startMonth: doc.startMonth })
      return (
        close(spec.trimWidthMm, doc.trimWidthMm) &&
        close(spec.trimHeightMm, doc.trimHeightMm) &&
        spec.sides.length === doc.sides.length
      )
    })
    if (fits) guess[key] = fits.key
  }
  return resolveDesignOptions(product, guess)
}

/** The spec a document's own options give (a calendar keeps its first month when it still fits). */
export function specOfDocument(doc: DesignDocument, product: GeometryProduct, now = new Date()) {
  return designSpec(product, inferDesignOptions(doc, product), { now, startMonth: doc.startMonth })
}

/**
 * The document with the spec's geometry written over whatever it said: trim, bleed, safe margin,
 * die, cut contour, the options, and each side's name, size, folds and zones. Null when the
 * document has another number of sides or pages than the spec.
 */
export function fitToSpec(doc: DesignDocument, spec: DesignSpec): DesignDocument | null {
  if (doc.sides.length !== spec.sides.length) return null
  return {
    ...doc,
    ...specPrintFields(spec),
    startMonth: spec.startMonth,
    sides: doc.sides.map((side, i) => {
      const s = spec.sides[i]!
      const own = s.coverSpread
        ? { trimWidthMm: s.trimWidthMm, trimHeightMm: s.trimHeightMm, bleedMm: s.bleedMm }
        : {}
      const { trimWidthMm: _w, trimHeightMm: _h, bleedMm: _b, ...rest } = side
      const { dieline: _d, ...kept } = rest
      return {
        ...kept,
        ...own,
        name: s.name,
        folds: s.folds,
        zones: s.zones,
        panels: s.panels,
        ...(s.dieline ? { dieline: s.dieline } : {}),
      }
    }),
  }
}

const r2 = (v: number) => Math.round(v * 100) / 100

/** Elements of a side laid out again on a page of another size: positions follow, text and QR keep their shape. */
function scaleElements(
  elements: DesignElement[],
  from: { w: number; h: number },
  to: { w: number; h: number },
) {
  const sx = to.w / from.w
  const sy = to.h / from.h
  if (close(sx, 1) && close(sy, 1)) return elements
  const k = Math.min(sx, sy)
  return elements.map((el): DesignElement => {
    if (el.type === 'qr') {
      const cx = (el.x + el.width / 2) * sx
      const cy = (el.y + el.height / 2) * sy
      const w = el.width * k
      const h = el.height * k
      return { ...el, x: r2(cx - w / 2), y: r2(cy - h / 2), width: r2(w), height: r2(h) }
    }
    const box = {
      x: r2(el.x * sx),
      y: r2(el.y * sy),
      width: r2(el.width * sx),
      height: r2(el.height * sy),
    }
    if (el.type === 'text') {
      return {
        ...el,
        ...box,
        fontSizePt: Math.min(400, Math.max(4, Math.round(el.fontSizePt * k * 2) / 2)),
      }
    }
    return { ...el, ...box }
  })
}

/**
 * The document at other options (the editor's order form): the same design on the new page size,
 * sides or pages added from the template or taken away, a calendar's months redrawn from its new
 * first month. One undo step in the editor.
 */
export function changeOptions(
  doc: DesignDocument,
  product: TemplateProduct & GeometryProduct,
  options: Record<string, string>,
  now = new Date(),
): DesignDocument {
  const before = specOfDocument(doc, product, now)
  const wanted = resolveDesignOptions(product, { ...before.options, ...options })
  const keepMonth = wanted['start-month'] === before.options['start-month']
  const spec = designSpec(product, wanted, { now, startMonth: keepMonth ? doc.startMonth : null })
  const sides: DesignSide[] = []
  const added: number[] = []
  spec.sides.forEach((s, i) => {
    const old = doc.sides[i]
    // A cover spread stays the cover: interior pages never move onto it.
    if (!old || Boolean(old.trimWidthMm) !== Boolean(s.coverSpread)) {
      added.push(i)
      return
    }
    const g = sideGeometry(doc, old)
    sides[i] = {
      ...old,
      elements: scaleElements(
        old.elements,
        { w: g.trimWidthMm, h: g.trimHeightMm },
        { w: s.trimWidthMm, h: s.trimHeightMm },
      ),
    }
  })
  if (added.length) {
    const fresh = buildTemplateSides(product, spec, { indexes: added })
    added.forEach((index, j) => {
      const side = fresh[j]!
      // Ids stay unique: a new side takes an id no kept side has.
      let id = side.id
      for (
        let n = 2;
        sides.some((s) => s?.id === id) || doc.sides.some((s, k) => k !== index && s.id === id);
        n++
      )
        id = `${side.id}-${n}`
      sides[index] = { ...side, id }
    })
  }
  if (spec.startMonth && spec.startMonth !== doc.startMonth) {
    // New months: each month page gets its title and dates redrawn, the rest stays.
    const months = buildTemplateSides(product, spec, {
      indexes: spec.sides.map((_, i) => i).filter((i) => i > 0),
    })
    for (const fresh of months) {
      const index = spec.sides.findIndex((s) => s.name === fresh.name)
      const side = sides[index]
      if (!side || added.includes(index)) continue
      const parts = fresh.elements.filter((e) => MONTH_PARTS.includes(e.name as never))
      const kept = side.elements.filter((e) => !MONTH_PARTS.includes(e.name as never))
      const taken = new Set(kept.map((e) => e.id))
      sides[index] = {
        ...side,
        elements: [...kept, ...parts.map((e) => (taken.has(e.id) ? { ...e, id: `${e.id}-m` } : e))],
      }
    }
  }
  // Marks follow the finishes: a newly ordered one starts on the headline, a dropped one goes.
  return withFinishMarks(
    fitToSpec({ ...doc, sides }, spec)!,
    orderedFinishes(doc.options),
    isPrinted,
  )
}

export interface OptionDifference {
  key: string
  option: string
  ordered: string
  design: string
}

/**
 * How a design differs from the options a cart line orders (only options that change the design
 * count: a paper or finish is the printer's business). Empty when they agree.
 */
export function optionDifferences(
  doc: DesignDocument,
  product: GeometryProduct,
  selection: Readonly<Record<string, string | null | undefined>>,
): OptionDifference[] {
  const ordered = resolveDesignOptions(product, selection)
  const design = inferDesignOptions(doc, product)
  const out: OptionDifference[] = []
  for (const key of Object.keys(ordered)) {
    if (ordered[key] === design[key]) continue
    const a = optionValueLabel(product, key, ordered[key]!)
    const b = optionValueLabel(product, key, design[key] ?? '')
    out.push({ key, option: a.option, ordered: a.value, design: b.value })
  }
  return out
}

/** The sentence a shopper reads when the design does not match what they are ordering. */
export function mismatchMessage(diffs: OptionDifference[]) {
  const parts = diffs.map(
    (d) => `${d.option}: the design is ${d.design}, the order is ${d.ordered}`,
  )
  return `Your design does not match the options you chose (${parts.join('; ')}). Open it in the designer with the options you want, or choose the options it was made for.`
}
