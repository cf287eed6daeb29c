import { FREE_SHIPPING_THRESHOLD_PAISE, SHIPPING_FEE_PAISE } from './shipping.ts'

/** Store-wide facts shown in the header, footer and info pages. */
export const SITE = {
  name: 'PrintStudio',
  tagline: 'Premium print studio for modern brands',
  footerTagline: 'Premium print solutions for modern businesses',
  searchPlaceholder: 'Search 150+ products, kits and templates',
  phoneDisplay: '+91 80 4567 8900',
  phoneHref: 'tel:+918045678900',
  email: 'hello@printstudio.in',
  supportHours: 'Support Mon-Sat, 9 am to 8 pm IST',
  address: '2nd Floor, 41 Residency Road, Bengaluru 560025, Karnataka',
  /** The seller on tax invoices: registered name, GSTIN, and the state (and its GST code) it is in. */
  legalName: 'PrintStudio Private Limited',
  gstin: '29AAKCP5834M1ZO',
  state: 'Karnataka',
  stateCode: '29',
  /** The shipping rule's figures, for pages that state them (the rule: app/utils/shipping.ts). */
  freeShippingThresholdPaise: FREE_SHIPPING_THRESHOLD_PAISE,
  shippingFeePaise: SHIPPING_FEE_PAISE,
  /** Express items ordered before this hour (IST) are dispatched the next working day. */
  expressCutoff: '1 pm',
  expressCutoffHourIst: 13,
  /** Grievance officer under India's DPDP Act 2023 and IT Rules. */
  grievanceOfficer: { name: 'Kavya Menon', email: 'grievance@printstudio.in' },
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/printstudio.in' },
    { name: 'Facebook', href: 'https://www.facebook.com/printstudio.in' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/printstudio-in' },
    { name: 'YouTube', href: 'https://www.youtube.com/@printstudio-in' },
  ],
} as const

/** The spec's text when a search finds nothing (header suggestions and /shop). */
export const SEARCH_NO_RESULTS_TEXT = "We couldn't find that product. Try another keyword."

/** The generic error screen's heading and text: together, the spec's sentence word for word. */
export const GENERIC_ERROR_TITLE = 'Something went wrong.'
export const GENERIC_ERROR_DETAIL =
  "We're sorry, but there was an error loading this page. Please try refreshing or contact support if the problem persists."
export const GENERIC_ERROR_TEXT = `${GENERIC_ERROR_TITLE} ${GENERIC_ERROR_DETAIL}`
