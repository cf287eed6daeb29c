import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation, useSubmit } from '@remix-run/react'
import { z } from 'zod'
import { pageMeta } from '#app/components/page-meta.ts'
import { ProductGrid } from '#app/components/product-card.tsx'
import { StaticPart } from '#app/components/layout/static-island.tsx'
import {
  getPopularProducts,
  getShopPage,
  SHOP_SORTS,
  type ShopSort,
} from '#app/server/catalog/browse.server.ts'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import { SEARCH_NO_RESULTS_TEXT } from '#app/server/catalog/search.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { LabelledSelect } from '#app/components/ui/select.tsx'
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
    { headers: catalogCacheHeaders(request, { personal: 'header' }) },
  )
}

export const headers = loaderHeaders

const SORT_LABELS: Record<ShopSort, string> = {
  popular: 'Most popular',
  name: 'Name, A to Z',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  newest: 'Newest first',
}

type ShopData = ReturnType<typeof useLoaderData<typeof loader>>

/** The /shop address for the current filters with some of them changed ('' or null removes one). */
function shopHref(current: ShopData, change: Record<string, string | number | null>) {
  const values: Record<string, string | number | null> = {
    q: current.q,
    category: current.category?.slug ?? null,
    need: current.need?.slug ?? null,
    sort: current.sort === 'popular' ? null : current.sort,
    page: null,
    ...change,
  }
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== '' && !(key === 'page' && value === 1)) {
      params.set(key, String(value))
    }
  }
  const search = params.toString()
  return search ? `/shop?${search}` : '/shop'
}

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
          // Links only: the browser keeps the server's markup until the products change.
          <StaticPart
            id="shop-grid"
            version={shop.products.map((p) => `${p.slug}=${p.fromPricePaise}`).join(',')}
            className={`mt-6 transition-opacity ${busy ? 'opacity-60' : ''}`}
          >
            <ProductGrid products={shop.products} eager={4} className="" />
          </StaticPart>
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

const SHOP_SORT_OPTIONS = Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))

/** The search box and the three selects; a new choice applies at once with JavaScript. */
function ShopFilters({ shop }: { shop: ShopData }) {
  const submit = useSubmit()
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter products"
      className="mt-8 grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] md:items-end"
      onChange={(event) => {
        // With JavaScript a new choice applies at once; without it, the Apply button does.
        if (event.target instanceof HTMLSelectElement) {
          submit(event.currentTarget, { preventScrollReset: true })
        }
      }}
    >
      <div className="col-span-2 md:col-span-1">
        <label htmlFor="shop-q" className="block text-xs font-semibold text-black/60">
          Search
        </label>
        <input
          key={shop.q}
          id="shop-q"
          name="q"
          type="search"
          defaultValue={shop.q}
          maxLength={100}
          placeholder="e.g. visiting cards, mugs, labels"
          className="mt-1.5 w-full rounded-lg border border-black/15 bg-white px-3 py-2 text-sm placeholder:text-black/40 focus:border-brand-500 focus:outline-none"
        />
      </div>
      <LabelledSelect
        id="shop-category"
        name="category"
        label="Category"
        value={shop.category?.slug ?? ''}
        options={[
          { value: '', label: 'All categories' },
          ...shop.filters.categories.map((c) => ({
            value: c.slug,
            label: `${c.name} (${c.count})`,
          })),
        ]}
      />
      <LabelledSelect
        id="shop-need"
        name="need"
        label="Shop by need"
        value={shop.need?.slug ?? ''}
        options={[
          { value: '', label: 'Any need' },
          ...shop.filters.needs.map((n) => ({ value: n.slug, label: n.title })),
        ]}
      />
      <LabelledSelect
        id="shop-sort"
        name="sort"
        label="Sort by"
        value={shop.sort}
        options={SHOP_SORT_OPTIONS}
      />
      <button
        type="submit"
        className="self-end rounded-full bg-ink px-6 py-2.5 text-sm font-semibold text-white hover:bg-black"
      >
        Apply
      </button>
    </Form>
  )
}

/** The applied filters as removable chips, and "Clear all". */
function ActiveFilters({ shop }: { shop: ShopData }) {
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {shop.q ? <FilterChip label={`“${shop.q}”`} href={shopHref(shop, { q: null })} /> : null}
      {shop.category ? (
        <FilterChip label={shop.category.name} href={shopHref(shop, { category: null })} />
      ) : null}
      {shop.need ? (
        <FilterChip label={shop.need.title} href={shopHref(shop, { need: null })} />
      ) : null}
      <li>
        <Link
          to="/shop"
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Clear all
        </Link>
      </li>
    </ul>
  )
}

function FilterChip({ label, href }: { label: string; href: string }) {
  return (
    <li>
      <Link
        to={href}
        preventScrollReset
        aria-label={`Remove filter ${label}`}
        className="inline-flex items-center gap-1.5 rounded-full bg-white py-1 pr-2 pl-3 text-sm ring-1 ring-black/10 hover:ring-black/30"
      >
        {label}
        <span aria-hidden="true" className="text-black/45">
          ×
        </span>
      </Link>
    </li>
  )
}

export const meta = () =>
  pageMeta(
    'Shop all products',
    'Browse every PrintStudio product: visiting cards, stationery, flyers, menus, signs, labels, stickers, wedding cards and photo gifts. Filter by category or need, sort by price.',
  )

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
