import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation, useSubmit } from '@remix-run/react'
import { z } from 'zod'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { ProductCard } from '#app/components/product-card.tsx'
import {
  getPopularProducts,
  getShopPage,
  SHOP_SORTS,
  type ShopSort,
} from '#app/server/catalog/browse.server.ts'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import { SEARCH_NO_RESULTS_TEXT } from '#app/server/catalog/search.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { SITE } from '#app/utils/site.ts'
import { PageHero } from '#app/components/page-hero.tsx'

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
  const submit = useSubmit()
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
          <FilterSelect
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
          <FilterSelect
            id="shop-need"
            name="need"
            label="Shop by need"
            value={shop.need?.slug ?? ''}
            options={[
              { value: '', label: 'Any need' },
              ...shop.filters.needs.map((n) => ({ value: n.slug, label: n.title })),
            ]}
          />
          <FilterSelect
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
          {hasFilters ? (
            <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
              {shop.q ? (
                <FilterChip label={`“${shop.q}”`} href={shopHref(shop, { q: null })} />
              ) : null}
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
          ) : null}
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
          <div
            className={`mt-6 grid grid-cols-2 gap-4 transition-opacity md:grid-cols-3 lg:grid-cols-4 ${
              busy ? 'opacity-60' : ''
            }`}
          >
            {shop.products.map((product, i) => (
              <ProductCard key={product.slug} product={product} eager={i < 4} />
            ))}
          </div>
        ) : (
          <NoResults text={shop.noResultsText ?? ''} popular={shop.popular} />
        )}

        {shop.pageCount > 1 ? <Pagination shop={shop} /> : null}
      </div>
    </>
  )
}

const SHOP_SORT_OPTIONS = Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))

function FilterSelect({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string
  name: string
  label: string
  value: string
  options: { value: string; label: string }[]
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-xs font-semibold text-black/60">
        {label}
      </label>
      <select
        key={value}
        id={id}
        name={name}
        defaultValue={value}
        className="mt-1.5 w-full truncate rounded-lg border border-black/15 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
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

function NoResults({ text, popular }: { text: string; popular: ShopData['popular'] }) {
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
          <div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {popular.map((product) => (
              <ProductCard key={product.slug} product={product} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  )
}

/** Page numbers with the first, last and neighbours of the current page; gaps become "…". */
function pageList(page: number, pageCount: number) {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1])
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b)
  const list: (number | 'gap')[] = []
  for (const p of pages) {
    const previous = list.at(-1)
    if (typeof previous === 'number' && p - previous > 1) list.push('gap')
    list.push(p)
  }
  return list
}

function Pagination({ shop }: { shop: ShopData }) {
  const linkClass =
    'inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-3.5 text-sm font-medium whitespace-nowrap ring-1 ring-black/10'
  return (
    <nav aria-label="Pagination" className="mt-12 flex items-center justify-center gap-2">
      {shop.page > 1 ? (
        <Link
          to={shopHref(shop, { page: shop.page - 1 })}
          rel="prev"
          className={`${linkClass} bg-white hover:ring-black/40`}
        >
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={`${linkClass} text-black/30 ring-black/5`}>
          <span aria-hidden="true">←</span> Previous
        </span>
      )}
      <ol className="hidden items-center gap-2 md:flex">
        {pageList(shop.page, shop.pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-black/40">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={shopHref(shop, { page: p })}
                aria-label={`Page ${p}`}
                aria-current={p === shop.page ? 'page' : undefined}
                className={`${linkClass} ${p === shop.page ? 'bg-ink text-white ring-ink' : 'bg-white hover:ring-black/40'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      <span className="text-sm text-black/60 md:hidden">
        Page {shop.page} of {shop.pageCount}
      </span>
      {shop.page < shop.pageCount ? (
        <Link
          to={shopHref(shop, { page: shop.page + 1 })}
          rel="next"
          className={`${linkClass} bg-white hover:ring-black/40`}
        >
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span aria-disabled="true" className={`${linkClass} text-black/30 ring-black/5`}>
          Next <span aria-hidden="true">→</span>
        </span>
      )}
    </nav>
  )
}

export const meta: MetaFunction = () => [
  { title: `Shop all products | ${SITE.name}` },
  {
    name: 'description',
    content:
      'Browse every PrintStudio product: visiting cards, stationery, flyers, menus, signs, labels, stickers, wedding cards and photo gifts. Filter by category or need, sort by price.',
  },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
