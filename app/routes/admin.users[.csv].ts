import { type LoaderFunctionArgs } from '@remix-run/node'
import { exportUsers, readUserFilters, type UserRow } from '#app/server/admin/users.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { csvResponse, csvRupees, toCsv, type CsvColumn } from '#app/server/http/csv.server.ts'
import { IST_OFFSET_MS } from '#app/utils/dates.ts'

/** 2026-11-25: the day in India, as spreadsheets sort dates. */
const indiaDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)

/** The users list's rows as a CSV: every user matching the list's search, not just one page. */
const COLUMNS: CsvColumn<UserRow>[] = [
  { header: 'User ID', value: (u) => u.id },
  { header: 'Name', value: (u) => u.name },
  { header: 'Email', value: (u) => u.email },
  { header: 'Phone', value: (u) => u.phone },
  { header: 'Joined (IST)', value: (u) => indiaDay(u.joinedAt) },
  { header: 'Paid orders', value: (u) => u.orders },
  { header: 'Spend (Rs)', value: (u) => csvRupees(u.spendPaise) },
  { header: 'Admin', value: (u) => (u.isAdmin ? 'yes' : 'no') },
]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const filters = readUserFilters(new URL(request.url).searchParams)
  const rows = await exportUsers(filters)
  const stamp = indiaDay(new Date())
  return csvResponse(`printstudio-users-${stamp}.csv`, toCsv(COLUMNS, rows))
}
