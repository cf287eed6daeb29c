import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigation } from '@remix-run/react'
import { z } from 'zod'
import { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageMeta } from '#app/components/page-meta.ts'
import { ProductGrid } from '#app/components/product-card.tsx'
import { getPopularProducts, getShopPage, SHOP_SORTS } from '#app/server/catalog/browse.server.ts'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import { SEARCH_NO_RESULTS_TEXT } from '#app/server/catalog/search.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { ActiveFilters, ShopFilters, shopHref } from './filters.tsx'
import { NoResults } from './no-results.tsx'

// Query strings come from links people share and edit: anything unusable falls back to a default.
const ShopQuerySchema = z.object({
  q: z.string().catch(''),
  category: z.string().trim().catch(''),
  need: z.string().trim().catch(''),
  sort: z.enum(SHOP_SORTS).catch('popular'),
  page: z.coerce.number().int().min(1).catch(1),
})

export async function loader({ request }: LoaderFunctionArgs) {
  const query = ShopQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const shop = await getShopPage({
    ...query,
    category: query.category || null,
    need: query.need || null,
  })
  const popular = shop.total === 0 ? await getPopularProducts() : []
  return data(
    { ...shop, popular, noResultsText: shop.total === 0 ? SEARCH_NO_RESULTS_TEXT : null },
    { headers: catalogCacheHeaders(request) },
  )
}

export const headers = loaderHeaders

export default function Shop() {
  const shop = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/shop'
  const first = (shop.page - 1) * shop.pageSize + 1
  const last = first + shop.products.length - 1
  const heading = shop.need?.title ?? shop.category?.name ?? 'Shop all products'
  const eyebrow = shop.need ? 'Shop by need' : shop.category ? 'Category' : 'The full catalogue'
  const intro =
    shop.need?.subtitle ??
    shop.category?.description ??
    'Visiting cards, stationery, marketing prints, signs, labels, wedding stationery and photo gifts. Design online or upload your artwork; prices include GST.'
  const hasFilters = Boolean(shop.q || shop.category || shop.need)

  return (
    <>
      <PageHero crumbs={[{ label: 'Shop' }]} eyebrow={eyebrow} title={heading} intro={intro}>
        <ShopFilters shop={shop} />
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-8 md:py-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-black/65" role="status" data-testid="result-count">
            {shop.total === 0
              ? 'No products found'
              : shop.pageCount > 1
                ? `Showing ${first}–${last} of ${shop.total} products`
                : `${shop.total} ${shop.total === 1 ? 'product' : 'products'}`}
            {shop.q ? ` for “${shop.q}”` : ''}
          </p>
          {hasFilters ? <ActiveFilters shop={shop} /> : null}
        </div>

        {shop.ignored.category || shop.ignored.need ? (
          <p role="alert" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            {shop.ignored.category
              ? `We don't have a category called “${shop.ignored.category}”, so all categories are shown. `
              : ''}
            {shop.ignored.need
              ? `We don't have a “${shop.ignored.need}” collection, so products for every need are shown.`
              : ''}
          </p>
        ) : null}

        {shop.products.length ? (
          <ProductGrid
            products={shop.products}
            eager={4}
            className={`mt-6 transition-opacity ${busy ? 'opacity-60' : ''}`}
          />
        ) : (
          <NoResults text={shop.noResultsText ?? ''} popular={shop.popular} />
        )}

        <Pagination
          page={shop.page}
          pageCount={shop.pageCount}
          href={(page) => shopHref(shop, { page })}
        />
      </div>
    </>
  )
}

export const meta: MetaFunction = () =>
  pageMeta(
    'Shop all products',
    'Browse every PrintStudio product: visiting cards, stationery, flyers, menus, signs, labels, stickers, wedding cards and photo gifts. Filter by category or need, sort by price.',
  )

export { ErrorBoundary }
