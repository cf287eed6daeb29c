/**
 * Dates as the store shows them: always India Standard Time, whatever the server's or the
 * browser's zone, in en-IN order. Calendar dates without a time of day (a dispatch date) are
 * kept as midnight UTC and shown as that day.
 *
 * Written out by hand rather than with `Intl.DateTimeFormat`: a page's dates are formatted on the
 * server and again in the browser, and ICU builds differ ("Sept" or "Sep", "pm" or "PM", a
 * narrow no-break space): any difference is a hydration error (decision 034).
 */

/** IST is UTC+5:30 all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60_000

/** The months in English, January first: calendars and dates spelled out by hand. */
export const MONTHS: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

type DateInput = Date | string | number

/** The instant moved by `offset`, read with the UTC getters: India's wall clock for IST_OFFSET_MS. */
function partsOf(value: DateInput, offset: number) {
  const at = new Date(new Date(value).getTime() + offset)
  return {
    day: at.getUTCDate(),
    month: MONTHS[at.getUTCMonth()]!,
    year: at.getUTCFullYear(),
    weekday: WEEKDAYS[at.getUTCDay()]!,
    hours: at.getUTCHours(),
    minutes: at.getUTCMinutes(),
  }
}

/** "23 Nov 2026": lists (orders, designs). */
export function formatDate(value: DateInput) {
  const { day, month, year } = partsOf(value, IST_OFFSET_MS)
  return `${day} ${month.slice(0, 3)} ${year}`
}

/** "23 Nov 2026, 7:45 pm": when an order was placed or changed. */
export function formatDateTime(value: DateInput) {
  const { hours, minutes } = partsOf(value, IST_OFFSET_MS)
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`
  return `${formatDate(value)}, ${clock}`
}

/** "23 November 2026": reviews, tracking events. */
export function formatLongDate(value: DateInput) {
  const { day, month, year } = partsOf(value, IST_OFFSET_MS)
  return `${day} ${month} ${year}`
}

/** "Tuesday, 24 November 2026" for a calendar date kept as midnight UTC. */
export function formatCalendarDay(value: DateInput) {
  const { weekday, day, month, year } = partsOf(value, 0)
  return `${weekday}, ${day} ${month} ${year}`
}

/** The year in India now: the footer's copyright, the same on the server and in any browser. */
export const indiaYear = (now: DateInput = Date.now()) =>
  new Date(new Date(now).getTime() + IST_OFFSET_MS).getUTCFullYear()

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago": how long since `value`, for staff lists. */
export function formatElapsed(value: DateInput, now: DateInput = Date.now()) {
  const minutes = Math.floor((new Date(now).getTime() - new Date(value).getTime()) / 60_000)
  if (minutes < 1) return 'just now'
  const [count, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / (24 * 60)), 'day']
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`
}
