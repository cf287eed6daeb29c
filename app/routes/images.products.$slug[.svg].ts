import type { LoaderFunctionArgs } from '@remix-run/node'
import { getProductArt } from '#app/server/catalog.server.ts'
import { renderProductArt, type ArtKind } from '#app/utils/product-art.ts'

/** Generated product artwork: an SVG mockup drawn from the product's print spec and palette. */
export async function loader({ params }: LoaderFunctionArgs) {
  const product = await getProductArt(params.slug ?? '')
  if (!product)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  const svg = renderProductArt({
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
  })
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      ETag: `"${product.slug}-${product.updatedAt.getTime()}"`,
    },
  })
}
