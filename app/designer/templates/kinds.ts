/**
 * The kinds of starting design: the catalog gives every product one (`templateKind`), the template
 * registry (build.ts) has a layout for each. Kinds of one family share its layout file.
 */
export const TEMPLATE_KINDS = [
  // cards.ts
  'business-card', // name, title, contact lines and a QR code
  'appointment-card', // a doctor's card, with the next appointment on the back
  'loyalty-card', // stamps on the back
  'social-card', // handle and a QR code
  'note-card', // a greeting on the front, lines inside
  'postcard', // a photo on the front, address lines on the back
  'milestone-card', // a baby's month, big
  // photos.ts
  'photo-print', // a photo with a caption (polaroids: a caption in the frame)
  'passport-photo', // only the photo
  // posters.ts
  'poster', // a photo poster with a title
  'star-map',
  'heart-star-map',
  'newspaper',
  'moodboard',
  'seamless-pattern',
  'lyrics-print',
  'magazine-cover',
  // sheets.ts
  'flyer', // also the layout of a kind the registry does not know
  'pdf-print', // one upload frame for a print-ready page
  'certificate',
  // menus.ts
  'menu',
  'bifold-menu',
  'trifold-menu',
  'rate-card', // a salon's services and prices
  // booklets.ts
  'booklet',
  'menu-booklet',
  // labels.ts
  'label', // a brand, a net weight and a best-before line
  'sticker', // a brand and a web address
  'return-address-label',
  // tags.ts
  'hang-tag',
  'care-tag',
  'luggage-tag',
  'parking-tag',
  'ornament-card',
  'price-tag',
  // big-text.ts: one big line on an object (mugs, caps, standees, signs, tent cards, placards)
  'big-text',
  'door-hanger',
  'parking-permit',
  'sign-rider',
  // tickets.ts
  'ticket',
  'voucher',
  // stationery.ts
  'letterhead',
  'bill-book',
  'notebook',
  'folder',
  // invitations.ts
  'invitation',
  'thank-you-card',
  'save-the-date',
  // objects.ts
  'coaster',
  'packaging-box',
  'wrapping-paper',
  'puzzle',
  'disc-cover',
  'playing-card',
  'calendar',
  'id-card',
  'badge',
] as const
export type TemplateKind = (typeof TEMPLATE_KINDS)[number]
