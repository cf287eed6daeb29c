import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { KeysetPager } from '#app/components/admin/keyset-pager.tsx'
import { AdminBadge } from '#app/components/admin/people.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { inputClass } from '#app/components/ui/field.tsx'
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
  const location = useLocation()
  const navigation = useNavigation()
  // A GET form navigates: pending while the next list of this page loads from it.
  const searching =
    navigation.state === 'loading' &&
    navigation.formMethod === 'GET' &&
    navigation.location.pathname === location.pathname
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

      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-black/5"
      >
        <div className="min-w-60 flex-1">
          <label htmlFor="users-q" className="block text-sm font-medium">
            Search by name, email or phone
          </label>
          <input
            id="users-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            placeholder="Meera, meera@example.com or 98765 43210"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="users-role" className="block text-sm font-medium">
            Show
          </label>
          <select
            id="users-role"
            name="role"
            defaultValue={filters.role}
            className={`${inputClass} pr-10`}
          >
            <option value="all">Everyone</option>
            <option value="customers">Customers only</option>
            <option value="admins">Admins only</option>
          </select>
        </div>
        <button
          type="submit"
          disabled={searching}
          className="h-[50px] rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-black disabled:opacity-60"
        >
          {searching ? 'Searching…' : 'Search'}
        </button>
        {filtered ? (
          <Link to="/admin/users" className="self-center text-sm font-medium hover:underline">
            Clear
          </Link>
        ) : null}
      </Form>

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
