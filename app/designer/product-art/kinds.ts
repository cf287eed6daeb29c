/**
 * The kinds of generated product artwork. Each kind draws a mockup of the physical object (a card on
 * a desk, a mug, a label on a jar...) from the product's print spec; the catalog picks one per
 * product, the art registry (render.ts) has a drawer for each.
 */
export const ART_KIND_LIST = [
  'card', // visiting card, loyalty card, appointment card, note card, postcard (flat card)
  'photo-print', // photo prints, passport photos
  'polaroid', // polaroid style prints with a white frame and thicker bottom border
  'poster', // posters, wall art, star maps, lyric prints
  'flyer', // pamphlets, flyers, single sheets
  'menu', // flat and folded menus, rate cards
  'booklet', // photo books, magazines, multipage menus, journals
  'label', // rectangular product labels
  'round-label', // round labels and stickers
  'sticker', // die-cut / kiss-cut stickers, wall stickers
  'tag', // hang tags, price tags, luggage tags, care tags (hole + string)
  'mug', // custom mugs
  'cap', // custom caps
  'coaster', // coasters, table mats, placemats
  'phone-case', // phone glass covers
  'standee', // roll-up standees
  'sign', // sign boards, sign riders, parking permits
  'ticket', // raffle tickets, event tickets, vouchers, coupons (perforated stub)
  'badge', // event badges, name tags, achievement badges (lanyard or pin)
  'letterhead', // letterheads, bill books
  'notebook', // notebooks, notepads, folders
  'invitation', // wedding invitations, save the dates, thank you cards (card + envelope)
  'certificate', // certificates
  'tent-card', // tent cards, table tents
  'door-hanger', // door hangers, danglers
  'packaging', // wrapping paper, food packaging boxes
  'puzzle', // maze puzzles
  'disc-cover', // CD/DVD covers, album covers, vinyl poster
  'playing-card', // playing cards
  'calendar', // wall/desk calendars
  'id-card', // ID cards on lanyard
  'placard', // MUN placards (folded tent with country name)
] as const
export type ArtKind = (typeof ART_KIND_LIST)[number]
