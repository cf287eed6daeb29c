/**
 * What the shopper's order pages say about how an order was paid and where it is: the payment
 * method in the shopper's words, and a link to the courier's own tracking page.
 */

/** Razorpay's method names as shoppers say them. */
const PAYMENT_METHODS: Record<string, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Netbanking',
  wallet: 'Wallet',
  emi: 'EMI',
  cardless_emi: 'Cardless EMI',
  paylater: 'Pay later',
  bank_transfer: 'Bank transfer',
}

/** "upi" → "UPI", "netbanking" → "Netbanking"; an unknown method in plain words (short ones as capitals). */
export function paymentMethodLabel(method: string | null | undefined): string | null {
  if (!method) return null
  const known = PAYMENT_METHODS[method.toLowerCase()]
  if (known) return known
  const words = method.replace(/[_-]+/g, ' ').trim()
  return words.length <= 4 ? words.toUpperCase() : words[0]!.toUpperCase() + words.slice(1)
}

interface Courier {
  name: string
  /** Names staff may type, squashed (lower case, letters and digits only). */
  aliases: string[]
  /** The public tracking page; `{awb}` is replaced by the tracking number when the page takes it. */
  url: string
}

/**
 * Indian couriers' public tracking pages. Where a courier's page takes no number in its address
 * (India Post, DTDC, Shadowfax), the link opens the page and the number is shown to copy.
 */
export const COURIERS: readonly Courier[] = [
  {
    name: 'Delhivery',
    aliases: ['delhivery'],
    url: 'https://www.delhivery.com/track/package/{awb}',
  },
  {
    name: 'Blue Dart',
    aliases: ['bluedart', 'bluedartexpress'],
    url: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}',
  },
  { name: 'DTDC', aliases: ['dtdc', 'dtdcexpress'], url: 'https://www.dtdc.in/tracking.asp' },
  {
    name: 'India Post',
    aliases: ['indiapost', 'speedpost', 'indiapostspeedpost', 'registeredpost'],
    url: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
  },
  {
    name: 'Ecom Express',
    aliases: ['ecomexpress', 'ecom'],
    url: 'https://www.ecomexpress.in/tracking/?awb_field={awb}',
  },
  {
    name: 'Xpressbees',
    aliases: ['xpressbees', 'expressbees', 'xpressbee'],
    url: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}',
  },
  { name: 'Shadowfax', aliases: ['shadowfax'], url: 'https://www.shadowfax.in/track-order' },
  {
    name: 'Ekart',
    aliases: ['ekart', 'ekartlogistics'],
    url: 'https://ekartlogistics.com/shipmenttrack/{awb}',
  },
]

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')

export interface CourierTracking {
  /** The courier as staff typed it. */
  courier: string
  /** The tracking number (AWB), always shown. */
  awb: string | null
  /** The courier's tracking page, or null for a courier we do not know. */
  url: string | null
}

/** The tracking link for a courier name and AWB; an unknown courier gets the AWB with no link. */
export function courierTracking(
  courier: string | null | undefined,
  awb: string | null | undefined,
): CourierTracking | null {
  if (!courier && !awb) return null
  const key = squash(courier ?? '')
  const known = key ? COURIERS.find((c) => c.aliases.includes(key)) : undefined
  const number = awb?.trim() || null
  let url: string | null = null
  if (known && (number || !known.url.includes('{awb}'))) {
    url = known.url.replace('{awb}', encodeURIComponent(number ?? ''))
  }
  return { courier: courier ?? '', awb: number, url }
}
