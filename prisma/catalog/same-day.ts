/**
 * The products the print room prints and delivers within Bengaluru on the day they are ordered
 * before the 1 pm cut-off (decision 057): one-day jobs on the digital press, no finishing that
 * must dry or bind. Every other product offers Standard and Express only.
 */
export const SAME_DAY_SLUGS: ReadonlySet<string> = new Set([
  'standard-visiting-cards',
  'pamphlet-maker',
  'custom-postcards',
  '4x6-photo-prints',
  'mini-photo-prints',
])
