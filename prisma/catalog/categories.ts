import type { CategoryData } from './types'

/** Shop categories, one per CATEGORY_SLUGS entry and in the same order. */
export const categories: CategoryData[] = [
  {
    slug: 'visiting-cards',
    name: 'Visiting Cards',
    description:
      'Standard 3.5 x 2 in and square visiting cards on thick art card, plus loyalty, appointment and social media cards. Matte, gloss and premium finishes, with 24h express on standard cards.',
  },
  {
    slug: 'stationery',
    name: 'Office Stationery',
    description:
      'Letterheads, bill books, ID cards, notepads, folders, notebooks and calendars printed with your logo, so every invoice and meeting carries your brand.',
  },
  {
    slug: 'flyers-brochures',
    name: 'Flyers & Brochures',
    description:
      'Pamphlets, door hangers, shelf danglers and postcards for launches, offers and local promotions. Order a few hundred for a neighbourhood drop or thousands for a citywide campaign.',
  },
  {
    slug: 'menus',
    name: 'Menus & Table Cards',
    description:
      'Single-page, bifold, trifold and multipage menus, rate cards, table tents and placemats for restaurants, cafes, cloud kitchens and salons.',
  },
  {
    slug: 'vouchers-tickets',
    name: 'Vouchers & Tickets',
    description:
      'Numbered event tickets, raffle and tombola tickets, discount coupons and cash vouchers with tear-off stubs, ready for your next sale, fundraiser or function.',
  },
  {
    slug: 'signs-standees',
    name: 'Signs & Standees',
    description:
      'Roll-up standees, sign boards, real estate sign riders and parking permits that stay readable from across the road, the shop floor or the parking lot.',
  },
  {
    slug: 'posters-wall-art',
    name: 'Posters & Wall Art',
    description:
      'Personalised star maps, lyric prints, pet portraits, newspaper and magazine-cover posters and more: wall art made from your own photos, dates and words.',
  },
  {
    slug: 'labels',
    name: 'Labels',
    description:
      'Product, jar, wine, pantry, plant and return-address labels printed on paper or waterproof stock, in the sizes and shapes your packaging needs.',
  },
  {
    slug: 'stickers',
    name: 'Stickers',
    description:
      'Transparent, kraft, gold and silver foil stickers, thank-you stickers for parcels, wall stickers and ink transfer stickers, cut to any shape.',
  },
  {
    slug: 'tags',
    name: 'Tags',
    description:
      'Hang tags, price tags, care instruction tags, name tags, luggage tags and car parking hang tags, punched and ready to string or clip.',
  },
  {
    slug: 'packaging',
    name: 'Packaging',
    description:
      'Branded wrapping paper, printed food packaging and CD/DVD covers that turn a plain parcel or takeaway order into part of your brand.',
  },
  {
    slug: 'wedding',
    name: 'Wedding Stationery',
    description:
      'Wedding invitations, save-the-date cards and thank-you cards printed on premium card, in designs that suit a court wedding as well as a five-function celebration.',
  },
  {
    slug: 'events',
    name: 'Event Essentials',
    description:
      'MUN placards, certificates, event badges and achievement badges for conferences, school events, tournaments and corporate offsites.',
  },
  {
    slug: 'photo-prints',
    name: 'Photo Prints',
    description:
      'Classic 4 x 6 prints, mini and retro prints, polaroid-style prints, film-style prints and passport photos, printed from the pictures on your phone.',
  },
  {
    slug: 'photo-gifts',
    name: 'Photo Gifts',
    description:
      'Mugs, caps, coasters, playing cards, puzzles, phone covers and keepsake cards personalised with your photos and names: gifts they will actually keep.',
  },
  {
    slug: 'books-albums',
    name: 'Photo Books & Albums',
    description:
      'Photo books, photo magazines and travel journal pages that gather a trip, a wedding or a whole year into one printed keepsake.',
  },
  {
    slug: 'design-services',
    name: 'Design Services',
    description:
      'Send us your PDF or a brief and our team prints it, or helps you design it. Ideal for custom jobs and sizes that are not in the catalogue.',
  },
]
