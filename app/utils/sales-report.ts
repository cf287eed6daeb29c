/**
 * The sales report's date ranges and periods, on India calendar days ('YYYY-MM-DD', IST): the
 * presets, reading the query string (`range`, `from`, `to`, `by`), and splitting a range into days,
 * weeks (Monday to Sunday) or months. Pure, so the page and the server agree on every label.
 */
import { IST_OFFSET_MS, MONTHS } from './dates.ts'

export type SalesGrouping = 'day' | 'week' | 'month'

export const SALES_GROUPINGS: readonly { value: SalesGrouping; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
]

export const SALES_PRESETS = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last-7-days', label: 'Last 7 days' },
  { value: 'last-30-days', label: 'Last 30 days' },
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'this-financial-year', label: 'This financial year' },
  { value: 'last-financial-year', label: 'Last financial year' },
] as const

export type SalesPreset = (typeof SALES_PRESETS)[number]['value']

/** The longest range the report answers (five years of days). */
export const MAX_RANGE_DAYS = 5 * 366
/** Daily rows beyond this many days are too many to read: group by week or month. */
export const MAX_DAILY_ROWS = 400

export interface SalesQuery {
  from: string
  to: string
  by: SalesGrouping
  /** The preset the range came from, or null for a custom range. */
  preset: SalesPreset | null
}

export type SalesQueryResult =
  | { ok: true; query: SalesQuery }
  | { ok: false; message: string; field: 'range' | 'from' | 'to' | 'by'; query: SalesQuery }

const DAY_MS = 86_400_000

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`)
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The India date of an instant: '2026-11-25' from 2026-11-24T18:40Z. */
export function indiaDay(at: Date | number = Date.now()) {
  return fromUtc(new Date(at).getTime() + IST_OFFSET_MS)
}

export function addDays(day: string, days: number) {
  return fromUtc(toUtc(day) + days * DAY_MS)
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`... never negative). */
export function daysBetween(from: string, to: string) {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string) {
  const days: string[] = []
  for (let ms = toUtc(from), end = toUtc(to); ms <= end; ms += DAY_MS) days.push(fromUtc(ms))
  return days
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDay(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const ms = toUtc(value)
  return Number.isFinite(ms) && fromUtc(ms) === value
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`
const monthEnd = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number]
  return fromUtc(Date.UTC(y, m, 0))
}
/** Monday of the week of `day`. */
const weekStart = (day: string) => addDays(day, -((new Date(toUtc(day)).getUTCDay() + 6) % 7))

/** The first day of the financial year (April to March) that `day` is in. */
export function financialYearStart(day: string) {
  const year = Number(day.slice(0, 4))
  return Number(day.slice(5, 7)) >= 4 ? `${year}-04-01` : `${year - 1}-04-01`
}

export function presetRange(preset: SalesPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today }
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) }
    case 'last-7-days':
      return { from: addDays(today, -6), to: today }
    case 'last-30-days':
      return { from: addDays(today, -29), to: today }
    case 'this-month':
      return { from: monthStart(today), to: today }
    case 'last-month': {
      const end = addDays(monthStart(today), -1)
      return { from: monthStart(end), to: end }
    }
    case 'this-financial-year':
      return { from: financialYearStart(today), to: today }
    case 'last-financial-year': {
      const start = financialYearStart(today)
      return { from: financialYearStart(addDays(start, -1)), to: addDays(start, -1) }
    }
  }
}

/** The grouping that reads best when the URL does not say. */
export function defaultGrouping(from: string, to: string): SalesGrouping {
  const days = daysBetween(from, to)
  return days <= 45 ? 'day' : days <= 190 ? 'week' : 'month'
}

const isPreset = (value: string): value is SalesPreset =>
  SALES_PRESETS.some((p) => p.value === value)
const isGrouping = (value: string): value is SalesGrouping =>
  SALES_GROUPINGS.some((g) => g.value === value)

/**
 * Reads the report's query. Nothing given: the last 30 days. A preset (`range`) wins over `from` and
 * `to`; a missing `to` is today, a missing `from` the 30 days up to `to`; a missing `by` is chosen
 * from the length. Anything malformed is refused with the field and a sentence saying what is
 * accepted, alongside a usable default query for the form.
 */
export function parseSalesQuery(params: URLSearchParams, today: string): SalesQueryResult {
  const fallback: SalesQuery = { ...presetRange('last-30-days', today), by: 'day', preset: null }
  const fail = (field: 'range' | 'from' | 'to' | 'by', message: string): SalesQueryResult => ({
    ok: false,
    field,
    message,
    query: fallback,
  })
  const range = params.get('range')?.trim() || null
  const rawFrom = params.get('from')?.trim() || null
  const rawTo = params.get('to')?.trim() || null
  const rawBy = params.get('by')?.trim() || null

  let from: string
  let to: string
  let preset: SalesPreset | null = null
  if (range && range !== 'custom') {
    if (!isPreset(range))
      return fail(
        'range',
        `There is no date range called "${range.slice(0, 40)}". Choose one of: ${SALES_PRESETS.map((p) => p.label.toLowerCase()).join(', ')}, or enter dates.`,
      )
    preset = range
    ;({ from, to } = presetRange(range, today))
  } else if (!rawFrom && !rawTo) {
    preset = 'last-30-days'
    ;({ from, to } = presetRange(preset, today))
  } else {
    if (rawFrom && !isIsoDay(rawFrom))
      return fail('from', 'Enter the start date as a real date, like 2026-04-01.')
    if (rawTo && !isIsoDay(rawTo))
      return fail('to', 'Enter the end date as a real date, like 2026-11-30.')
    to = rawTo ?? today
    from = rawFrom ?? addDays(to, -29)
  }
  if (from < '2000-01-01' || to > '2099-12-31')
    return fail('from', 'Choose dates between 2000 and 2099.')
  if (from > to) return fail('from', 'The start date is after the end date.')
  const days = daysBetween(from, to)
  if (days > MAX_RANGE_DAYS) return fail('from', 'Choose a range of at most five years.')
  if (rawBy && !isGrouping(rawBy)) return fail('by', 'Group the rows by day, week or month.')
  const by = rawBy ? (rawBy as SalesGrouping) : defaultGrouping(from, to)
  if (by === 'day' && days > MAX_DAILY_ROWS)
    return fail(
      'by',
      `Daily rows are shown for up to ${MAX_DAILY_ROWS} days: group this range by week or month.`,
    )
  return { ok: true, query: { from, to, by, preset } }
}

/** The URL query of a report (what the GET form and the links carry). */
export function salesQueryString(query: Pick<SalesQuery, 'from' | 'to' | 'by' | 'preset'>) {
  const params = new URLSearchParams()
  if (query.preset) params.set('range', query.preset)
  else {
    params.set('from', query.from)
    params.set('to', query.to)
  }
  params.set('by', query.by)
  return params.toString()
}

const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3))

/** '2026-11-25' → "25 Nov 2026". */
export function formatDay(day: string) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return `${d} ${SHORT_MONTHS[m - 1]} ${y}`
}

/** "3 Nov 2026" or "3–9 Nov 2026" or "28 Oct – 3 Nov 2026". */
export function formatDayRange(from: string, to: string) {
  if (from === to) return formatDay(from)
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number]
  if (fy === ty && fm === tm) return `${fd}–${td} ${SHORT_MONTHS[tm - 1]} ${ty}`
  if (fy === ty) return `${fd} ${SHORT_MONTHS[fm - 1]} – ${td} ${SHORT_MONTHS[tm - 1]} ${ty}`
  return `${formatDay(from)} – ${formatDay(to)}`
}

export interface Period {
  /** The first day of the whole period (its Monday, its 1st), the row's key. */
  key: string
  /** The days of the period inside the range. */
  from: string
  to: string
  label: string
}

/** The range cut into periods; weeks and months at the edges are cut to the range. */
export function periodsOf(from: string, to: string, by: SalesGrouping): Period[] {
  const periods: Period[] = []
  let day = from
  while (day <= to) {
    const start = by === 'day' ? day : by === 'week' ? weekStart(day) : monthStart(day)
    const end = by === 'day' ? day : by === 'week' ? addDays(start, 6) : monthEnd(day)
    const last = end < to ? end : to
    const label =
      by === 'day'
        ? formatDay(day)
        : by === 'week'
          ? `Week of ${formatDayRange(day, last)}`
          : `${MONTHS[Number(start.slice(5, 7)) - 1]} ${start.slice(0, 4)}`
    periods.push({ key: start, from: day, to: last, label })
    day = addDays(last, 1)
  }
  return periods
}

/** The key of the period a day belongs to. */
export function periodKey(day: string, by: SalesGrouping) {
  return by === 'day' ? day : by === 'week' ? weekStart(day) : monthStart(day)
}

/** How the figures are worked out: shown on the page, written in decision 024. */
export const SALES_DEFINITIONS: readonly { term: string; meaning: string }[] = [
  {
    term: 'Gross sales',
    meaning:
      'Price × quantity of the items in orders paid in the period, with the GST inside those prices taken out. An order counts on the India day it was paid.',
  },
  {
    term: 'Discounts',
    meaning: 'Loyalty points spent on those orders, with their share of GST taken out.',
  },
  {
    term: 'Refunds',
    meaning:
      'Money returned in the period, on the day the refund was processed, without its GST. A cancelled paid order counts as a sale on the day it was paid and a refund of what had not yet been refunded on the day it was cancelled.',
  },
  { term: 'Net sales', meaning: 'Gross sales − discounts − refunds.' },
  {
    term: 'GST',
    meaning:
      'CGST and SGST (delivery in Karnataka) or IGST (elsewhere) on the sales, less the GST of the refunds.',
  },
  { term: 'Shipping', meaning: 'Shipping charged, without its 18 % GST.' },
  {
    term: 'Total',
    meaning:
      'Net sales + GST + shipping: what customers paid in the period less what was refunded.',
  },
  { term: 'Orders', meaning: 'Orders paid in the period.' },
  { term: 'Average order value', meaning: '(Gross sales − discounts) ÷ orders.' },
  {
    term: 'Top products and categories',
    meaning:
      'Net sales of each product: its gross sales less its discounts and its share of refunds (a refund is shared over the order’s items in proportion to their value).',
  },
]

/** A chart axis label: "3 Nov" for a day or week (its first day), "Nov 2026" for a month. */
export function shortPeriodLabel(period: Pick<Period, 'from' | 'key'>, by: SalesGrouping) {
  const [y, m, d] = (by === 'month' ? period.key : period.from).split('-').map(Number) as [
    number,
    number,
    number,
  ]
  return by === 'month' ? `${SHORT_MONTHS[m - 1]} ${y}` : `${d} ${SHORT_MONTHS[m - 1]}`
}
