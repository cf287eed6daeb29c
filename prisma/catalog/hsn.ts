/**
 * HSN codes for the tax invoice: printed matter (4911) unless listed here. The GST rate of each
 * code is dated data in the GstRate table (migration 20261123221554_checkout_payments).
 */
export const HSN_BY_SLUG: Readonly<Record<string, string>> = {
  'custom-mugs': '6912',
  'custom-caps': '6505',
  'iphone-glass-cover': '3926',
  'thank-you-cards': '4909',
  'save-the-date-cards': '4909',
  'wedding-invitations': '4909',
  'custom-postcards': '4909',
  'holiday-ornament-cards': '4909',
  'note-card-maker': '4909',
  calendars: '4910',
}

export const DEFAULT_HSN = '4911'
