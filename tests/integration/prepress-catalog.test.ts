/**
 * The prepress check over the whole catalog: for every product and every value of every option
 * that changes the design (and the defaults of the rest), the designer's starting design at those
 * options is saved, added to the cart with the same options and rendered: the PDF's TrimBox is the
 * ordered trim, its BleedBox the trim and the product's bleed, it has the ordered pages (a photo
 * book's cover spread besides; pads and notebooks print their one designed leaf on every sheet),
 * and the preflight stored on the cart line is the server's preflight of what prints.
 * An ordinary run (decision 043) checks every product once, at a value chosen by the run's seed,
 * and a seeded sample of the other option values; FULL=1 checks them all (284 cases), and
 * PREPRESS_SEED repeats a run's choice.
 */
import { describe, expect, test } from 'vitest'
import { geometryOptionKeys, designSpec } from '#app/designer/product-geometry.ts'
import { addToCart } from '#app/server/cart/add-to-cart.server.ts'
import { renderDesignPdf } from '#app/server/designs/design-pdf.server.ts'
import {
  getDesign,
  loadEditorState,
  printSpecSelect,
  saveDesign,
  serverPreflight,
  templateProductOf,
} from '#app/server/designs/designs.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { products } from '#prisma/catalog/index.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { FULL_RUN, runSeed, sample, seededRandom } from '#tests/setup/test-sizes.ts'

setupTestDatabase()

const pt = (mm: number) => (mm * 72) / 25.4

function pageBoxes(pdf: Buffer) {
  const raw = pdf.toString('latin1')
  const read = (name: string) =>
    [...raw.matchAll(new RegExp(`/${name} \\[([^\\]]*)\\]`, 'g'))].map((m) =>
      m[1]!.trim().split(/\s+/).map(Number),
    )
  return { trim: read('TrimBox'), bleed: read('BleedBox'), media: read('MediaBox') }
}

const allCases = products.map((p) => {
  const keys = geometryOptionKeys({
    ...p,
    artKind: p.art.kind,
    categorySlug: p.category,
    trimWidthMm: p.printSpec.trimWidthMm,
    trimHeightMm: p.printSpec.trimHeightMm,
    bleedMm: p.printSpec.bleedMm,
    safeMarginMm: p.printSpec.safeMarginMm,
    sides: p.printSpec.sides,
    pages: p.printSpec.pages ?? null,
    shape: p.printSpec.shape ?? 'rect',
    cornerRadiusMm: p.printSpec.cornerRadiusMm ?? null,
  })
  const values = keys.flatMap((key) =>
    p.options.find((o) => o.key === key)!.values.map((v) => ({ [key]: v.key })),
  )
  return (values.length ? values : [{}]).map(
    (selection) => [`${p.slug} ${JSON.stringify(selection)}`, p.slug, selection] as const,
  )
})

/** Option values besides each product's one checked on an ordinary run. */
const SAMPLED_VALUES = 20
const SEED = runSeed('PREPRESS_SEED')
const random = seededRandom(SEED)
const perProduct = new Set(allCases.map((list) => list[Math.floor(random() * list.length)]!))
const others = sample(
  allCases.flat().filter((c) => !perProduct.has(c)),
  SAMPLED_VALUES,
  random,
)
const cases = allCases.flat().filter((c) => FULL_RUN || perProduct.has(c) || others.includes(c))

let user: { id: string } | null = null

const title = FULL_RUN
  ? 'every product at every option that changes its design'
  : `every product, and ${SAMPLED_VALUES} more options that change designs, seed ${SEED}`
describe(title, () => {
  test('the catalog has options that change designs, and every product is checked', () => {
    expect(allCases.flat().length).toBeGreaterThan(products.length + 100)
    expect(new Set(cases.map(([, slug]) => slug)).size).toBe(products.length)
  })

  test.each(cases)('%s', { timeout: 60_000 }, async (_name, slug, selection) => {
    user ??= await prisma.user.create({
      data: { email: 'prepress@example.com', firstName: 'Prepress' },
      select: { id: true },
    })
    const product = await prisma.product.findUniqueOrThrow({
      where: { slug },
      select: {
        ...printSpecSelect,
        id: true,
        quantityTiers: { select: { quantity: true }, orderBy: { quantity: 'asc' } },
      },
    })
    // What is ordered: the options, and the geometry they give.
    const ordered = designSpec(templateProductOf(product), selection)

    const opened = await loadEditorState(null, product.id, { selection })
    const saved = await saveDesign(user.id, {
      productId: product.id,
      document: opened.design.document,
    })
    const design = await getDesign(user.id, saved.id)
    const doc = design.document
    for (const [key, value] of Object.entries(selection)) expect(doc.options[key]).toBe(value)

    // The cart line for these options takes the design (templates have no errors).
    const added = await addToCart({
      cartId: null,
      productId: product.id,
      options: selection,
      tierQuantity: product.quantityTiers[0]!.quantity,
      packs: 1,
      designId: saved.id,
      proofChecked: true,
      currentUserId: async () => user!.id,
      ip: '127.0.0.1',
    })
    const issues = await serverPreflight(doc)
    expect(issues.filter((i) => i.severity === 'error')).toEqual([])
    expect(added.item.preflight).toEqual(JSON.parse(JSON.stringify(issues)))

    // The print file.
    const pdf = await renderDesignPdf(doc, {
      loadImage: async () => null,
      creationDate: new Date('2026-11-25T00:00:00Z'),
    })
    const { trim, bleed } = pageBoxes(pdf)
    const pages = ordered.sides
    expect(trim).toHaveLength(pages.length)
    if (ordered.repeatedLeaves === null && product.pages && product.pages > 1) {
      const cover = pages[0]!.coverSpread ? 1 : 0
      const orderedPages = Number(selection.pages ?? selection.sheets ?? product.pages)
      expect(pages.length - cover).toBe(orderedPages)
    }
    pages.forEach((side, i) => {
      const [x1, y1, x2, y2] = trim[i]!
      expect(x2! - x1!).toBeCloseTo(pt(side.trimWidthMm), 2)
      expect(y2! - y1!).toBeCloseTo(pt(side.trimHeightMm), 2)
      const [bx1, by1, bx2, by2] = bleed[i]!
      expect(bx2! - bx1!).toBeCloseTo(pt(side.trimWidthMm + 2 * side.bleedMm), 2)
      expect(by2! - by1!).toBeCloseTo(pt(side.trimHeightMm + 2 * side.bleedMm), 2)
    })
    // The ordered size: a size option's trim, else the product's.
    const sizeValue = product.options
      .flatMap((o) => o.values.filter((v) => selection[o.key] === v.key))
      .find((v) => v.trimWidthMm && v.trimHeightMm)
    if (sizeValue && !pages[0]!.coverSpread && ordered.shape !== 'oval') {
      expect(ordered.trimWidthMm).toBe(sizeValue.trimWidthMm)
      expect(ordered.trimHeightMm).toBe(sizeValue.trimHeightMm)
    }
  })
})
