/**
 * The artwork rule (decision 033): every printed product needs the shopper's artwork (a design
 * made online or an uploaded file) or their explicit "send my file later"; the design services
 * category sells work, not print, and needs none. Decided from the catalog's own data, the
 * product's category, so a new printed product is covered without a list to keep.
 */

/** Categories whose products are services: nothing of the shopper's is printed. */
export const NO_ARTWORK_CATEGORIES: readonly string[] = ['design-services']

export function needsArtwork(categorySlug: string) {
  return !NO_ARTWORK_CATEGORIES.includes(categorySlug)
}

/** The words the shop uses for the rule, on the product page, cart, checkout and My Account. */
export const ARTWORK_TEXT = {
  sendLaterLabel: 'Send my file later',
  sendLaterHint:
    'Pay now and upload your file from My Account → Orders. We print only once it arrives, and remind you by email and SMS.',
  missing:
    'Add your artwork: upload your design, design it online, or choose “Send my file later”.',
  missingAtCheckout: (name: string) =>
    `${name} has no artwork: upload your design or choose “Send my file later” in your cart.`,
  awaiting: 'Awaiting artwork',
  awaitingLine: 'Awaiting your file: we print once it arrives.',
  sendLaterInCart: 'You will send your file after paying (My Account → Orders).',
  received: 'Artwork received',
} as const
