/**
 * Fixtures the design tests share (tests only): a small white document around given elements,
 * and the starting design of a catalog product as the designer would build it.
 */
import { printSpecColumns, products } from '#prisma/catalog/index.ts'
import { buildTemplate } from './templates/build.ts'

export type CatalogProduct = (typeof products)[number]

/** A white side of a document input. */
export const whiteSide = (id: string, name: string, elements: unknown[] = []) => ({
  id,
  name,
  background: '#ffffff',
  elements,
})

/**
 * A document input (before the schema's defaults): a business card, 89 x 51 mm with 3 mm bleed and
 * a 4 mm safe margin, one white front side with the given elements; `over` replaces any field.
 */
export function documentInput(elements: unknown[] = [], over: Record<string, unknown> = {}) {
  return {
    version: 1,
    trimWidthMm: 89,
    trimHeightMm: 51,
    bleedMm: 3,
    safeMarginMm: 4,
    sides: [whiteSide('front', 'Front', elements)],
    ...over,
  }
}

/** The catalog product with this slug (throws when there is none). */
export function catalogProduct(slug: string): CatalogProduct {
  const p = products.find((x) => x.slug === slug)
  if (!p) throw new Error(`No catalog product ${slug}`)
  return p
}

/** What the templates and geometry rules read of a catalog product. */
export function catalogTemplateProduct(p: CatalogProduct) {
  return {
    name: p.name,
    slug: p.slug,
    artKind: p.art.kind,
    templateKind: p.templateKind,
    categorySlug: p.category,
    sample: p.art.sample,
    palette: [...p.art.palette],
    ...printSpecColumns(p.printSpec),
    options: p.options,
  }
}

/** The starting design of a catalog product at these options (its defaults when none), as built from its catalog entry. */
export function catalogTemplate(
  p: CatalogProduct,
  options: Record<string, string> = {},
  now = new Date('2026-11-25T06:00:00Z'),
) {
  return buildTemplate(catalogTemplateProduct(p), { options, now })
}
