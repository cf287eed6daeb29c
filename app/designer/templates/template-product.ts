/**
 * What a starting template is built from: a product's print spec and the catalog's words and
 * colours for it. Its own module because every layout reads it (through the layout context in
 * builder.ts) and build.ts, which picks the layout, imports every layout.
 */
import type { PrintSpec } from '../document.ts'
import type { GeometryProduct } from '../product-geometry.ts'

export interface TemplateProduct extends PrintSpec {
  name: string
  slug: string
  artKind: string
  /** The catalog's template kind: which layout the starting design gets. */
  templateKind: string
  categorySlug?: string
  /** The catalog's sample text (artSample), used as the main line when given. */
  sample?: string
  /** The catalog's art palette [background, ink, accent], when given. */
  palette?: string[]
  /** The product's options (sizes, sides, pages...): what they do to the design. */
  options?: GeometryProduct['options']
}
