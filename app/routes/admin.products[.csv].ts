import { type LoaderFunctionArgs } from '@remix-run/node'
import { exportProducts } from '#app/server/admin/catalog-csv.server.ts'
import { PRODUCT_CSV_HEADERS } from '#app/utils/admin-catalog.ts'
import { readProductFilters } from '#app/server/admin/catalog-products.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { csvResponse, toCsv, type CsvColumn } from '#app/server/http/csv.server.ts'

const COLUMNS: CsvColumn<string[]>[] = PRODUCT_CSV_HEADERS.map((header, i) => ({
  header,
  value: (row) => row[i] ?? '',
}))

/** Every product matching the list's filters with its prices; /admin/products/import reads it back. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const rows = await exportProducts(readProductFilters(new URL(request.url).searchParams))
  return csvResponse(
    `printstudio-products-${new Date().toISOString().slice(0, 10)}.csv`,
    toCsv(COLUMNS, rows),
  )
}
