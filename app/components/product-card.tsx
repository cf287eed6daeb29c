import { Link } from '@remix-run/react'
import { formatPaise } from '#app/utils/money.ts'
import type { ShownImage } from '#app/utils/product-images.ts'

export interface ProductCardData {
  slug: string
  name: string
  shortDescription: string
  hot: boolean
  fromPricePaise: number
  /** Staff's first photo (decision 065); absent or null: the generated art. */
  image?: ShownImage | null
}

/** The card's picture width in a grid of two, three or four across. */
const CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw'

export function productImageUrl(slug: string) {
  return `/images/products/${slug}.svg`
}

/** Staff's first photo with its smaller copies, else the generated art (4:3). */
function cardPicture(product: ProductCardData) {
  const image = product.image
  if (!image) return { src: productImageUrl(product.slug), width: 400, height: 300 }
  const { src, srcSet, width, height } = image
  return { src, srcSet, sizes: CARD_SIZES, width, height }
}

export function ProductCard({
  product,
  eager = false,
}: {
  product: ProductCardData
  eager?: boolean
}) {
  return (
    <Link
      to={`/product/${product.slug}`}
      className={`group block overflow-hidden rounded-2xl bg-white ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-lg ${
        eager ? '' : 'below-fold-card'
      }`}
    >
      <div className="relative aspect-[4/3] bg-paper">
        <img
          {...cardPicture(product)}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-cover"
        />
        {product.hot ? (
          <span className="absolute top-3 left-3 rounded-full bg-accent px-2 py-0.5 text-[11px] font-semibold text-white">
            Popular
          </span>
        ) : null}
      </div>
      <div className="p-4">
        <h3 className="font-medium group-hover:text-brand-600">{product.name}</h3>
        <p className="mt-1 line-clamp-2 text-sm text-black/60">{product.shortDescription}</p>
        <p className="mt-2 text-sm">
          From <span className="font-semibold">{formatPaise(product.fromPricePaise)}</span>
        </p>
      </div>
    </Link>
  )
}

/**
 * Product cards in the catalogue grid (four across on desktop, or three with `columns={3}`). The
 * first `eager` cards load their pictures at once: they are above the fold.
 */
export function ProductGrid({
  products,
  eager = 0,
  columns = 4,
  className = 'mt-6',
}: {
  products: readonly ProductCardData[]
  eager?: number
  columns?: 3 | 4
  className?: string
}) {
  return (
    <div
      className={`${className} grid grid-cols-2 gap-4 md:grid-cols-3 ${columns === 4 ? 'lg:grid-cols-4' : ''}`}
    >
      {products.map((product, i) => (
        <ProductCard key={product.slug} product={product} eager={i < eager} />
      ))}
    </div>
  )
}
