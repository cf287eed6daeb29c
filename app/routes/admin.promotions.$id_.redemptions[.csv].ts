import { type LoaderFunctionArgs } from '@remix-run/node'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { csvResponse, csvRupees, toCsv, type CsvColumn } from '#app/server/http/csv.server.ts'
import { promotionRedemptions } from '#app/server/promotions/admin.server.ts'
import { IST_OFFSET_MS } from '#app/utils/dates.ts'

type Row = Awaited<ReturnType<typeof promotionRedemptions>>[number]
const ist = (at: Date | null) =>
  at ? new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ') : ''

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Order', value: (r) => r.order.number },
  { header: 'Email', value: (r) => r.order.email },
  { header: 'Taken (IST)', value: (r) => ist(r.createdAt) },
  { header: 'Paid (IST)', value: (r) => ist(r.paidAt) },
  { header: 'Released (IST)', value: (r) => ist(r.releasedAt) },
  { header: 'Discount (Rs)', value: (r) => csvRupees(r.discountPaise) },
  { header: 'Order total (Rs)', value: (r) => csvRupees(r.order.totalPaise) },
  { header: 'Order status', value: (r) => r.order.status },
]

/** Every redemption of one promotion, as a spreadsheet. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  try {
    const rows = await promotionRedemptions(params.id ?? '')
    return csvResponse(`promotion-${params.id}-redemptions.csv`, toCsv(COLUMNS, rows))
  } catch (error) {
    return refuse(error, { as: 'text' })
  }
}
