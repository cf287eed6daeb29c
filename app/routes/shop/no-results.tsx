import { Link } from '@remix-run/react'
import { ProductGrid, type ProductCardData } from '#app/components/product-card.tsx'

export function NoResults({
  text,
  popular,
}: {
  text: string
  popular: readonly ProductCardData[]
}) {
  return (
    <div className="mt-6">
      <div className="rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-black/5">
        <svg
          aria-hidden="true"
          width="40"
          height="40"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          className="mx-auto text-black/30"
        >
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" strokeLinecap="round" />
        </svg>
        <p className="mt-4 text-lg font-medium">{text}</p>
        <p className="mt-2 text-sm text-black/60">
          Check the spelling, try a broader word such as “cards” or “labels”, or browse by category.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to="/shop"
            className="rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-black"
          >
            See all products
          </Link>
          <Link
            to="/categories"
            className="rounded-full bg-white px-5 py-2.5 text-sm font-semibold ring-1 ring-black/15 hover:ring-black/40"
          >
            Browse categories
          </Link>
        </div>
      </div>
      {popular.length ? (
        <section aria-labelledby="popular-now" className="mt-12">
          <h2 id="popular-now" className="text-2xl font-semibold tracking-tight">
            Popular right now
          </h2>
          <ProductGrid products={popular} />
        </section>
      ) : null}
    </div>
  )
}
