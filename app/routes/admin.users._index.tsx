import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { KeysetPager } from '#app/components/admin/keyset-pager.tsx'
import { AdminListSearch, FilterSelect } from '#app/components/admin/list-search.tsx'
import { AdminBadge } from '#app/components/admin/people.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { listUsers, readUserFilters } from '#app/server/admin/users.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { formatDate } from '#app/utils/dates.ts'
import { formatPaise } from '#app/utils/money.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const search = new URL(request.url).searchParams
  const filters = readUserFilters(search)
  const page = await listUsers(filters, {
    after: search.get('after'),
    before: search.get('before'),
  })
  const csv = new URLSearchParams()
  if (filters.q) csv.set('q', filters.q)
  if (filters.role !== 'all') csv.set('role', filters.role)
  return data({
    filters,
    csvHref: `/admin/users.csv${csv.toString() ? `?${csv}` : ''}`,
    next: page.next,
    previous: page.previous,
    users: page.rows.map((u) => ({
      ...u,
      joinedAt: u.joinedAt.toISOString(),
      joinedLabel: formatDate(u.joinedAt),
    })),
  })
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['users'][number]

const COLUMNS: Column<Row>[] = [
  {
    key: 'name',
    header: 'Customer',
    rowHeader: true,
    cell: (u) => (
      <span className="flex flex-wrap items-center gap-2">
        <Link to={`/admin/users/${u.id}`} className="font-semibold text-brand-600 hover:underline">
          {u.name || u.email}
        </Link>
        {u.isAdmin ? <AdminBadge /> : null}
      </span>
    ),
  },
  { key: 'email', header: 'Email', cell: (u) => <span className="break-all">{u.email}</span> },
  { key: 'phone', header: 'Phone', cell: (u) => u.phone ?? '—' },
  {
    key: 'joined',
    header: 'Joined',
    cell: (u) => <time dateTime={u.joinedAt}>{u.joinedLabel}</time>,
  },
  { key: 'orders', header: 'Paid orders', align: 'right', cell: (u) => u.orders },
  {
    key: 'spend',
    header: 'Spend',
    align: 'right',
    cell: (u) => <span className="tabular-nums">{formatPaise(u.spendPaise)}</span>,
  },
]

export default function AdminUsers() {
  const { filters, users, next, previous, csvHref } = useLoaderData<typeof loader>()
  const filtered = Boolean(filters.q) || filters.role !== 'all'
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl tracking-tight">Users</h1>
          <p className="mt-1 text-sm text-black/60">
            Newest first. Spend is paid orders less confirmed refunds.
          </p>
        </div>
        <a
          href={csvHref}
          download
          className="rounded-full px-5 py-2.5 text-sm font-semibold ring-1 ring-black/15 hover:bg-black/5"
        >
          {filtered ? 'Download these users (CSV)' : 'Download all users (CSV)'}
        </a>
      </div>

      <AdminListSearch
        id="users"
        label="Search by name, email or phone"
        q={filters.q}
        placeholder="Meera, meera@example.com or 98765 43210"
        filtered={filtered}
        clearHref="/admin/users"
      >
        <FilterSelect
          id="users-role"
          name="role"
          label="Show"
          value={filters.role}
          choices={[
            ['all', 'Everyone'],
            ['customers', 'Customers only'],
            ['admins', 'Admins only'],
          ]}
        />
      </AdminListSearch>

      <DataTable
        caption={filters.q ? `Users matching “${filters.q}”` : 'All users'}
        columns={COLUMNS}
        rows={users}
        rowKey={(u) => u.id}
        empty={filtered ? 'No users match this search.' : 'No users yet.'}
      />
      <KeysetPager
        next={next}
        previous={previous}
        previousLabel="Newer users"
        nextLabel="Older users"
      />
    </div>
  )
}

export const meta = () => privatePageMeta('Users · Admin')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
