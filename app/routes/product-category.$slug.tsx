import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { invariantResponse } from '@epic-web/invariant'
import { LandingSections, PriceTable } from '#app/components/landing-content.tsx'
import { FaqSection } from '#app/components/ui/faq-list.tsx'
import { ProductGrid } from '#app/components/product-card.tsx'
import { getCategoryPage } from '#app/server/catalog/browse.server.ts'
import { movedCategorySlug } from '#app/server/catalog/catalog.server.ts'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { formatPaise } from '#app/utils/money.ts'
import { SITE } from '#app/utils/site.ts'
import { FactChips, PageHero } from '#app/components/ui/page-hero.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'

export async function loader({ params, request }: LoaderFunctionArgs) {
  const requested = Number(new URL(request.url).searchParams.get('page') ?? 1)
  const page = await getCategoryPage(params.slug ?? '', requested)
  if (!page) {
    // An address staff changed answers 301 to the category's new one, with the same page.
    const moved = await movedCategorySlug(params.slug ?? '')
    if (moved) throw redirect(`/product-category/${moved}${new URL(request.url).search}`, 301)
  }
  invariantResponse(page, 'Category not found', { status: 404 })
  return data(page, { headers: catalogCacheHeaders(request, { personal: 'header' }) })
}

export const headers = loaderHeaders

export default function CategoryPage() {
  const { category, products, productCount, fromPricePaise, page, pageCount, landing } =
    useLoaderData<typeof loader>()
  const facts = [
    `${productCount} ${productCount === 1 ? 'product' : 'products'}`,
    fromPricePaise !== null ? `From ${formatPaise(fromPricePaise)}` : null,
    'Prices include GST',
    `Free shipping over ${formatPaise(SITE.freeShippingThresholdPaise)}`,
  ].filter((fact) => fact !== null)

  return (
    <>
      <PageHero
        crumbs={[{ label: 'Categories', href: '/categories' }, { label: category.name }]}
        eyebrow="Category"
        title={category.name}
        intro={category.description}
      >
        <FactChips facts={facts} />
      </PageHero>

      <section
        aria-labelledby="category-products"
        className="mx-auto max-w-7xl px-4 py-10 md:py-14"
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="category-products" className="text-2xl font-semibold tracking-tight">
            All {category.name.toLowerCase()}
          </h2>
          <Link
            to={`/shop?category=${category.slug}`}
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Sort and filter in the shop →
          </Link>
        </div>
        {products.length ? (
          <>
            <ProductGrid products={products} eager={page === 1 ? 4 : 0} />
            <Pagination
              page={page}
              pageCount={pageCount}
              href={(p) => `/product-category/${category.slug}${p === 1 ? '' : `?page=${p}`}`}
            />
          </>
        ) : (
          <p className="mt-6 rounded-2xl bg-white p-8 text-center text-black/65 ring-1 ring-black/5">
            New designs for this category are on their way.{' '}
            <Link to="/shop" className="font-medium text-brand-700 underline underline-offset-4">
              Browse all products
            </Link>
          </p>
        )}
      </section>

      {landing ? (
        <>
          <section aria-labelledby="landing-headline" className="mx-auto max-w-7xl px-4 py-10">
            <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-start">
              <div>
                <p className="text-sm font-medium text-brand-600">The {landing.title} guide</p>
                <h2
                  id="landing-headline"
                  className="mt-2 font-display text-3xl leading-tight tracking-tight md:text-4xl"
                >
                  {landing.headline}
                </h2>
                <p className="mt-5 text-lg leading-relaxed text-black/70">{landing.intro}</p>
              </div>
              {landing.priceTable?.length ? (
                <PriceTable rows={landing.priceTable} caption={`${landing.title} prices`} />
              ) : null}
            </div>
            <div className="mt-10">
              <LandingSections sections={landing.sections} />
            </div>
          </section>

          {landing.products.length ? (
            <section aria-labelledby="landing-picks" className="mx-auto max-w-7xl px-4 py-10">
              <h2 id="landing-picks" className="text-2xl font-semibold tracking-tight">
                Hand-picked {landing.title.toLowerCase()} and essentials
              </h2>
              <p className="mt-1 text-black/60">
                The cards and matching stationery our customers order most.
              </p>
              <ProductGrid products={landing.products} />
            </section>
          ) : null}

          <FaqSection id="landing-faqs" title="Frequently asked questions" faqs={landing.faqs} />
        </>
      ) : null}

      <section className="mx-auto max-w-7xl px-4 py-10">
        <div className="rounded-3xl bg-ink px-8 py-10 text-white md:px-12">
          <h2 className="text-2xl font-semibold tracking-tight md:text-3xl">
            Need a size or finish you can’t find?
          </h2>
          <p className="mt-2 max-w-xl text-white/70">
            Send us your artwork or a brief. Our print specialists check every file and quote within
            a working day.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              to="/contact"
              className="rounded-full bg-white px-6 py-3 text-sm font-semibold text-ink"
            >
              Get Quote
            </Link>
            <Link
              to="/categories"
              className="rounded-full px-6 py-3 text-sm font-semibold ring-1 ring-white/40"
            >
              All categories
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: `Category not found | ${SITE.name}` }]
  return [
    { title: `${data.category.name} | ${SITE.name}` },
    { name: 'description', content: data.category.description },
  ]
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
