import { Form, Link, useSubmit, type useLoaderData } from '@remix-run/react'
import type { ShopSort } from '#app/server/catalog/browse.server.ts'
import { LabelledSelect } from '#app/components/ui/select.tsx'
import type { loader } from './route.tsx'

const SORT_LABELS: Record<ShopSort, string> = {
  popular: 'Most popular',
  name: 'Name, A to Z',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  newest: 'Newest first',
}

export type ShopData = ReturnType<typeof useLoaderData<typeof loader>>

/** The /shop address for the current filters with some of them changed ('' or null removes one). */
export function shopHref(current: ShopData, change: Record<string, string | number | null>) {
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

const SHOP_SORT_OPTIONS = Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))

/** The search box and the three selects; a new choice applies at once with JavaScript. */
export function ShopFilters({ shop }: { shop: ShopData }) {
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
export function ActiveFilters({ shop }: { shop: ShopData }) {
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
