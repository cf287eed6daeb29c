import type { LoaderFunctionArgs } from '@remix-run/node'
import { outlineArtText } from '#app/server/designs/art-text.server.ts'
import { getProductArt } from '#app/server/catalog/catalog.server.ts'
import { renderProductArt, type ArtKind } from '#app/designer/product-art/render.ts'

/** Bumped when the drawing changes, so browsers holding an older image fetch the new one. */
const ART_VERSION = 2

type ArtProduct = NonNullable<Awaited<ReturnType<typeof getProductArt>>>

// Drawn art by slug and last update: setting text as outlines costs a few milliseconds an image,
// and a product grid asks for dozens at once. The catalogue is small; the cap only guards memory.
const drawn = new Map<string, string>()
const MAX_DRAWN = 1000

function draw(product: ArtProduct) {
  const key = `${product.slug}:${product.updatedAt.getTime()}`
  const cached = drawn.get(key)
  if (cached) return cached
  const svg = renderProductArt(
    {
      slug: product.slug,
      name: product.name,
      kind: product.artKind as ArtKind,
      palette: [
        product.artPalette[0] ?? '#ffffff',
        product.artPalette[1] ?? '#16161d',
        product.artPalette[2] ?? '#3d5afe',
      ],
      sample: product.artSample,
      trimWidthMm: product.trimWidthMm,
      trimHeightMm: product.trimHeightMm,
      shape: product.shape as 'rect' | 'rounded' | 'circle' | 'oval',
      cornerRadiusMm: product.cornerRadiusMm ?? undefined,
      sides: product.sides,
    },
    // Glyph outlines instead of <text>: the browser lays out no SVG text (decision 010).
    { outline: outlineArtText },
  )
  if (drawn.size >= MAX_DRAWN) drawn.clear()
  drawn.set(key, svg)
  return svg
}

/** Generated product artwork: an SVG mockup drawn from the product's print spec and palette. */
export async function loader({ params }: LoaderFunctionArgs) {
  const product = await getProductArt(params.slug ?? '')
  if (!product)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  return new Response(draw(product), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      ETag: `"${product.slug}-${product.updatedAt.getTime()}-${ART_VERSION}"`,
    },
  })
}
