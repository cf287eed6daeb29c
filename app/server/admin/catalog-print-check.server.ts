/**
 * The print check a product passes before it may go active (decision 050): the same checks as
 * tests/integration/prepress-catalog.test.ts, run on save against what the form holds. For the
 * default options and every value of every option that changes the design (sizes, dies, sides,
 * pages, folds), the designer's starting template is built, the server's preflight finds no error
 * in it, and the PDF renderer prints it with one TrimBox per designed page at the ordered trim and
 * a BleedBox of the trim and the bleed.
 */
import { designSpec, geometryOptionKeys } from '#app/designer/product-geometry.ts'
import { renderDesignPdfOffThread } from '../designs/design-work.server.ts'
import {
  serverPreflight,
  templateForProduct,
  templateProductOf,
  type GeometryRow,
} from '../designs/designs.server.ts'

/** At most this many option values are printed per save (a product has a handful). */
const MAX_CASES = 16

const pt = (mm: number) => (mm * 72) / 25.4

function pageBoxes(pdf: Buffer) {
  const raw = pdf.toString('latin1')
  const read = (name: string) =>
    [...raw.matchAll(new RegExp(`/${name} \\[([^\\]]*)\\]`, 'g'))].map((m) =>
      m[1]!.trim().split(/\s+/).map(Number),
    )
  return { trim: read('TrimBox'), bleed: read('BleedBox') }
}

const close = (a: number, b: number) => Math.abs(a - b) < 0.05

function describe(selection: Record<string, string>) {
  const parts = Object.entries(selection).map(([k, v]) => `${k} ${v}`)
  return parts.length ? `at ${parts.join(', ')}` : 'at the default options'
}

/** The problems found, each a sentence for the admin; empty when the product prints. */
export async function printCheck(product: GeometryRow): Promise<string[]> {
  const spec = templateProductOf(product)
  let keys: string[]
  try {
    keys = geometryOptionKeys(spec)
  } catch (error) {
    return [`The print spec could not be read: ${(error as Error).message}`]
  }
  const selections: Record<string, string>[] = [{}]
  for (const key of keys)
    for (const value of product.options.find((o) => o.key === key)?.values ?? [])
      selections.push({ [key]: value.key })
  const problems: string[] = []
  for (const selection of selections.slice(0, MAX_CASES)) {
    // One failing case is enough to refuse: the admin fixes it and saves again.
    if (problems.length) break
    const where = describe(selection)
    try {
      const ordered = designSpec(spec, selection)
      const doc = templateForProduct(product, selection)
      const errors = (await serverPreflight(doc)).filter((i) => i.severity === 'error')
      for (const issue of errors) problems.push(`The template ${where}: ${issue.message}`)
      const pdf = await renderDesignPdfOffThread(doc, {
        loadImage: async () => null,
        creationDate: new Date(0),
      })
      const { trim, bleed } = pageBoxes(pdf)
      if (trim.length !== ordered.sides.length) {
        problems.push(
          `The print file ${where} has ${trim.length} pages; the design has ${ordered.sides.length}.`,
        )
        continue
      }
      ordered.sides.forEach((side, i) => {
        const [x1, y1, x2, y2] = trim[i]!
        const [bx1, by1, bx2, by2] = bleed[i] ?? []
        if (!close(x2! - x1!, pt(side.trimWidthMm)) || !close(y2! - y1!, pt(side.trimHeightMm)))
          problems.push(
            `The print file ${where} is not cut at ${side.trimWidthMm} × ${side.trimHeightMm} mm.`,
          )
        else if (
          bx1 === undefined ||
          !close(bx2! - bx1, pt(side.trimWidthMm + 2 * side.bleedMm)) ||
          !close(by2! - by1!, pt(side.trimHeightMm + 2 * side.bleedMm))
        )
          problems.push(`The print file ${where} does not carry the ${side.bleedMm} mm bleed.`)
      })
    } catch (error) {
      problems.push(`The template ${where} could not be printed: ${(error as Error).message}`)
    }
  }
  return [...new Set(problems)].slice(0, 10)
}
