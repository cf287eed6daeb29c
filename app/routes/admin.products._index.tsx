import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { KeysetPager } from '#app/components/admin/keyset-pager.tsx'
import { AdminListSearch, FilterSelect } from '#app/components/admin/list-search.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import {
  listProducts,
  productFormChoices,
  readProductFilters,
} from '#app/server/admin/catalog-products.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { HOT_BADGE, PRODUCT_STATUSES, PRODUCT_STATUS_LABELS } from '#app/utils/admin-catalog.ts'
import { formatDate } from '#app/utils/dates.ts'
import { formatPaise } from '#app/utils/money.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const search = new URL(request.url).searchParams
  const filters = readProductFilters(search)
  const [page, choices] = await Promise.all([
    listProducts(filters, { after: search.get('after'), before: search.get('before') }),
    productFormChoices(),
  ])
  const csv = new URLSearchParams()
  if (filters.q) csv.set('q', filters.q)
  if (filters.category) csv.set('category', filters.category)
  if (filters.status !== 'all') csv.set('status', filters.status)
  if (filters.photos !== 'any') csv.set('photos', filters.photos)
  return data({
    filters,
    categories: choices.categories,
    csvHref: `/admin/products.csv${csv.size ? `?${csv}` : ''}`,
    next: page.next,
    previous: page.previous,
    products: page.rows.map((p) => ({
      ...p,
      updatedAt: p.updatedAt.toISOString(),
      updatedLabel: formatDate(p.updatedAt),
    })),
  })
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['products'][number]

const COLUMNS: Column<Row>[] = [
  {
    key: 'name',
    header: 'Product',
    rowHeader: true,
    cell: (p) => (
      <span className="flex flex-wrap items-center gap-2">
        <Link
          to={`/admin/products/${p.id}`}
          className="font-semibold text-brand-600 hover:underline"
        >
          {p.name}
        </Link>
        {p.hot ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold">
            {HOT_BADGE}
          </span>
        ) : null}
      </span>
    ),
  },
  { key: 'category', header: 'Category', cell: (p) => p.category },
  { key: 'status', header: 'Status', cell: (p) => PRODUCT_STATUS_LABELS[p.status] },
  {
    key: 'from',
    header: 'From',
    align: 'right',
    cell: (p) => <span className="tabular-nums">{formatPaise(p.fromPricePaise)}</span>,
  },
  { key: 'hsn', header: 'HSN', cell: (p) => p.hsnCode },
  { key: 'ordered', header: 'Order lines', align: 'right', cell: (p) => p.orderLines },
  {
    key: 'updated',
    header: 'Updated',
    cell: (p) => <time dateTime={p.updatedAt}>{p.updatedLabel}</time>,
  },
]

export default function AdminProducts() {
  const { filters, products, categories, next, previous, csvHref } = useLoaderData<typeof loader>()
  const filtered =
    Boolean(filters.q || filters.category) || filters.status !== 'all' || filters.photos !== 'any'
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl tracking-tight">Products</h1>
          <p className="mt-1 text-sm text-black/60">A to Z. Prices include GST.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={csvHref}
            download
            className="rounded-full px-5 py-2.5 text-sm font-semibold ring-1 ring-black/15 hover:bg-black/5"
          >
            {filtered ? 'Download these products (CSV)' : 'Download all products (CSV)'}
          </a>
          <Link
            to="/admin/products/import"
            className="rounded-full px-5 py-2.5 text-sm font-semibold ring-1 ring-black/15 hover:bg-black/5"
          >
            Import prices (CSV)
          </Link>
          <Link
            to="/admin/products/new"
            className="rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-black"
          >
            New product
          </Link>
        </div>
      </div>

      <AdminListSearch
        id="products"
        label="Search by name, web address or HSN"
        q={filters.q}
        filtered={filtered}
        clearHref="/admin/products"
      >
        <FilterSelect
          id="products-category"
          name="category"
          label="Category"
          value={filters.category}
          choices={[['', 'All categories'], ...categories.map((c) => [c.id, c.name] as const)]}
        />
        <FilterSelect
          id="products-status"
          name="status"
          label="Status"
          value={filters.status}
          choices={[
            ['all', 'Any status'],
            ...PRODUCT_STATUSES.map((s) => [s, PRODUCT_STATUS_LABELS[s]] as const),
          ]}
        />
        <FilterSelect
          id="products-photos"
          name="photos"
          label="Photos"
          value={filters.photos}
          choices={[
            ['any', 'With or without photos'],
            ['none', 'No photos (generated art only)'],
            ['some', 'With photos'],
          ]}
        />
      </AdminListSearch>

      <DataTable
        caption={filters.q ? `Products matching “${filters.q}”` : 'Products'}
        columns={COLUMNS}
        rows={products}
        rowKey={(p) => p.id}
        empty={filtered ? 'No products match this search.' : 'No products yet.'}
      />
      <KeysetPager next={next} previous={previous} previousLabel="Earlier" nextLabel="Later" />
    </div>
  )
}

export const meta = () => privatePageMeta('Products · Admin')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
