import type { MegaMenuData, ProductGroupData } from './types'

/** The six mega-menus of the site header, in display order. */
export const megaMenus: MegaMenuData[] = [
  {
    slug: 'business-cards-stationery',
    name: 'Business Cards & Stationery',
    blurb: 'Visiting cards, letterheads and office essentials that make a sharp first impression.',
    columns: [
      {
        title: 'Visiting Cards',
        links: [
          { product: 'standard-visiting-cards', badge: 'Hot' },
          { product: 'square-visiting-cards' },
          { product: 'social-media-handle-cards', badge: 'New' },
          { product: 'loyalty-cards' },
          { product: 'medical-appointment-cards' },
        ],
      },
      {
        title: 'Office Stationery',
        links: [
          { product: 'letterhead-maker', badge: 'Hot' },
          { product: 'bill-book-maker' },
          { product: 'id-card-maker' },
          { product: 'notepad-maker' },
          { product: 'folder-maker' },
          { product: 'custom-notebooks' },
          { product: 'calendars' },
        ],
      },
      {
        title: 'Cards & Correspondence',
        links: [
          { product: 'note-card-maker' },
          { product: 'thank-you-cards' },
          { product: 'custom-postcards' },
          { product: 'return-address-labels' },
        ],
      },
    ],
  },
  {
    slug: 'marketing-materials',
    name: 'Marketing Materials',
    blurb: 'Flyers, menus and in-store displays that bring customers through the door.',
    columns: [
      {
        title: 'Flyers & Leaflets',
        links: [
          { product: 'pamphlet-maker', badge: 'Hot' },
          { product: 'door-hangers' },
          { product: 'danglers' },
          { product: 'custom-postcards' },
        ],
      },
      {
        title: 'Menus & Rate Cards',
        links: [
          { product: 'menu-maker', badge: 'Hot' },
          { product: 'bifold-menu-maker' },
          { product: 'trifold-menu-maker' },
          { product: 'multipage-menu-maker' },
          { product: 'rate-cards' },
          { product: 'salon-service-menu-cards' },
        ],
      },
      {
        title: 'Table Displays',
        links: [
          { product: 'restaurant-table-tents' },
          { product: 'tent-cards' },
          { product: 'restaurant-placemats' },
          { product: 'table-mat-maker' },
        ],
      },
      {
        title: 'Vouchers & Loyalty',
        links: [
          { product: 'coupon-voucher-maker' },
          { product: 'cash-voucher-maker' },
          { product: 'loyalty-cards' },
          { product: 'raffle-tickets' },
        ],
      },
    ],
  },
  {
    slug: 'signs-banners',
    name: 'Signs & Banners',
    blurb: 'Standees, sign boards and posters that get seen from across the room or the road.',
    columns: [
      {
        title: 'Standees & Signs',
        links: [
          { product: 'standee-maker', badge: 'Hot' },
          { product: 'sign-boards' },
          { product: 'real-estate-sign-riders', badge: 'New' },
          { product: 'danglers' },
        ],
      },
      {
        title: 'Parking & Access',
        links: [
          { product: 'parking-permits' },
          { product: 'car-parking-hang-tags' },
          { product: 'id-card-maker' },
          { product: 'name-tags' },
        ],
      },
      {
        title: 'Posters & Wall Decor',
        links: [
          { product: 'newspaper-poster' },
          { product: 'magazine-cover' },
          { product: 'moodboard-maker' },
          { product: 'wall-stickers' },
          { product: 'seamless-pattern-maker' },
        ],
      },
    ],
  },
  {
    slug: 'labels-stickers',
    name: 'Labels & Stickers',
    blurb: 'Labels, stickers, tags and packaging to brand every jar, box and parcel you send.',
    columns: [
      {
        title: 'Labels',
        links: [
          { product: 'product-labels', badge: 'Hot' },
          { product: 'jar-labels' },
          { product: 'wine-labels' },
          { product: 'pantry-storage-labels' },
          { product: 'plant-labels' },
          { product: 'return-address-labels' },
        ],
      },
      {
        title: 'Stickers',
        links: [
          { product: 'transparent-stickers', badge: 'Hot' },
          { product: 'kraft-paper-stickers' },
          { product: 'gold-stickers' },
          { product: 'silver-stickers' },
          { product: 'thank-you-stickers' },
          { product: 'ink-transfer-stickers', badge: 'New' },
          { product: 'wall-stickers' },
        ],
      },
      {
        title: 'Tags',
        links: [
          { product: 'hang-tag-maker' },
          { product: 'price-tag-maker' },
          { product: 'care-instruction-tags' },
          { product: 'luggage-tags' },
          { product: 'name-tags' },
        ],
      },
      {
        title: 'Packaging',
        links: [
          { product: 'branded-packaging-paper' },
          { product: 'food-packaging' },
          { product: 'seamless-pattern-maker' },
          { product: 'cd-dvd-covers' },
        ],
      },
    ],
  },
  {
    slug: 'events-weddings',
    name: 'Events & Weddings',
    blurb: 'Invitations, tickets, badges and certificates for every function on your calendar.',
    columns: [
      {
        title: 'Wedding Stationery',
        links: [
          { product: 'wedding-invitations', badge: 'Hot' },
          { product: 'save-the-date-cards' },
          { product: 'thank-you-cards' },
          { product: 'thank-you-stickers' },
          { product: 'wine-labels' },
        ],
      },
      {
        title: 'Tickets & Raffles',
        links: [
          { product: 'event-ticket-designer' },
          { product: 'raffle-tickets' },
          { product: 'raffle-tombola-tickets' },
        ],
      },
      {
        title: 'Conferences & MUN',
        links: [
          { product: 'mun-placard', badge: 'Hot' },
          { product: 'event-badges' },
          { product: 'name-tags' },
          { product: 'certificate-maker' },
          { product: 'id-card-maker' },
        ],
      },
      {
        title: 'Party & Games',
        links: [
          { product: 'gaming-achievement-badges', badge: 'New' },
          { product: 'maze-puzzles' },
          { product: 'custom-playing-cards' },
          { product: 'holiday-ornament-cards' },
        ],
      },
    ],
  },
  {
    slug: 'photo-gifts',
    name: 'Photo Gifts',
    blurb: 'Turn the photos on your phone into prints, wall art and gifts they will keep.',
    columns: [
      {
        title: 'Photo Prints',
        links: [
          { product: '4x6-photo-prints', badge: 'Hot' },
          { product: 'retro-polaroid-prints', badge: 'Hot' },
          { product: 'mini-retro-polaroids' },
          { product: 'mini-photo-prints' },
          { product: 'mini-retro-photo-prints' },
          { product: 'black-mini-retro-photo-prints' },
          { product: 'film-style-photo-prints' },
          { product: 'passport-photos' },
        ],
      },
      {
        title: 'Personalised Wall Art',
        links: [
          { product: 'star-map', badge: 'Hot' },
          { product: 'heart-star-map' },
          { product: 'pet-portrait', badge: 'New' },
          { product: 'lyrics-print' },
          { product: 'text-overlay-photo' },
          { product: 'vinyl-record-poster' },
          { product: 'music-album-covers' },
          { product: 'newspaper-poster' },
        ],
      },
      {
        title: 'Personalised Gifts',
        links: [
          { product: 'custom-mugs', badge: 'Hot' },
          { product: 'custom-coasters' },
          { product: 'custom-caps' },
          { product: 'custom-playing-cards' },
          { product: 'maze-puzzles' },
          { product: 'iphone-glass-cover' },
          { product: 'baby-milestone-cards' },
          { product: 'holiday-ornament-cards' },
        ],
      },
      {
        title: 'Books & Albums',
        links: [
          { product: 'photo-book' },
          { product: 'photo-magazine' },
          { product: 'travel-journal-pages' },
          { product: 'calendars' },
        ],
      },
    ],
  },
]

/** The six product groups of the home page, eight products each. */
export const homeGroups: ProductGroupData[] = [
  {
    slug: 'business-essentials',
    title: 'Business essentials',
    subtitle:
      'Cards, letterheads and office stationery for a brand that looks sorted from day one.',
    products: [
      'standard-visiting-cards',
      'square-visiting-cards',
      'letterhead-maker',
      'bill-book-maker',
      'id-card-maker',
      'loyalty-cards',
      'folder-maker',
      'custom-notebooks',
    ],
  },
  {
    slug: 'marketing',
    title: 'Marketing that gets noticed',
    subtitle: 'Flyers, standees, menus and in-store displays that pull customers in.',
    products: [
      'pamphlet-maker',
      'standee-maker',
      'danglers',
      'door-hangers',
      'sign-boards',
      'menu-maker',
      'tent-cards',
      'coupon-voucher-maker',
    ],
  },
  {
    slug: 'labels-stickers',
    title: 'Labels & stickers',
    subtitle: 'Brand every jar, box and parcel, from kraft stickers to gold foil seals.',
    products: [
      'product-labels',
      'transparent-stickers',
      'jar-labels',
      'kraft-paper-stickers',
      'thank-you-stickers',
      'gold-stickers',
      'hang-tag-maker',
      'wine-labels',
    ],
  },
  {
    slug: 'weddings-events',
    title: 'Weddings & events',
    subtitle: 'Invitations, tickets, badges and certificates for every function and conference.',
    products: [
      'wedding-invitations',
      'save-the-date-cards',
      'thank-you-cards',
      'event-badges',
      'event-ticket-designer',
      'certificate-maker',
      'mun-placard',
      'raffle-tickets',
    ],
  },
  {
    slug: 'photo-prints-wall-art',
    title: 'Photo prints & wall art',
    subtitle: 'Get your photos off your phone and onto the wall, the fridge or the desk.',
    products: [
      '4x6-photo-prints',
      'retro-polaroid-prints',
      'mini-retro-photo-prints',
      'film-style-photo-prints',
      'star-map',
      'pet-portrait',
      'lyrics-print',
      'newspaper-poster',
    ],
  },
  {
    slug: 'gifts',
    title: 'Gifts they will keep',
    subtitle: 'Mugs, photo books and keepsakes personalised with your photos and words.',
    products: [
      'custom-mugs',
      'photo-book',
      'heart-star-map',
      'custom-coasters',
      'custom-playing-cards',
      'custom-caps',
      'photo-magazine',
      'calendars',
    ],
  },
]

/** Curated gift pages under /gifts/{slug}. */
export const giftCollections: ProductGroupData[] = [
  {
    slug: 'for-her',
    title: 'Gifts for Her',
    subtitle:
      'For your mother, sister, wife or best friend: keepsakes made from the photos, songs and moments she treasures.',
    products: [
      'heart-star-map',
      'lyrics-print',
      'retro-polaroid-prints',
      'photo-book',
      'text-overlay-photo',
      'custom-mugs',
      'mini-retro-photo-prints',
      'travel-journal-pages',
      'custom-notebooks',
      'pet-portrait',
    ],
  },
  {
    slug: 'for-him',
    title: 'Gifts for Him',
    subtitle:
      'For the man who says he wants nothing: his favourite album, a cap with his name, a card deck with your faces on it.',
    products: [
      'vinyl-record-poster',
      'custom-caps',
      'custom-playing-cards',
      'custom-mugs',
      'music-album-covers',
      'star-map',
      'custom-coasters',
      'newspaper-poster',
      'luggage-tags',
      'gaming-achievement-badges',
    ],
  },
  {
    slug: 'anniversary',
    title: 'Anniversary Gifts',
    subtitle:
      'Mark the years together with the night sky of your wedding date, your song framed, or a book of your best moments.',
    products: [
      'heart-star-map',
      'star-map',
      'photo-book',
      'lyrics-print',
      'newspaper-poster',
      'vinyl-record-poster',
      'retro-polaroid-prints',
      'text-overlay-photo',
      'photo-magazine',
      'custom-mugs',
    ],
  },
  {
    slug: 'birthday',
    title: 'Birthday Gifts',
    subtitle:
      'Put them on the cover of a magazine, the front page of the news or the side of a mug. Birthday gifts with their own photos.',
    products: [
      'magazine-cover',
      'photo-magazine',
      'newspaper-poster',
      'custom-mugs',
      'retro-polaroid-prints',
      'custom-playing-cards',
      'maze-puzzles',
      'pet-portrait',
      'custom-caps',
      'mini-photo-prints',
    ],
  },
  {
    slug: 'best-friend',
    title: 'Gifts for Your Best Friend',
    subtitle:
      'Every inside joke, trip and late-night chai in one place. Polaroids, photo books and playful gifts for your favourite person.',
    products: [
      'mini-retro-polaroids',
      'retro-polaroid-prints',
      'black-mini-retro-photo-prints',
      'photo-book',
      'text-overlay-photo',
      'custom-playing-cards',
      'custom-mugs',
      'magazine-cover',
      'maze-puzzles',
    ],
  },
  {
    slug: 'couples',
    title: 'Gifts for Couples',
    subtitle:
      'For two people who share a home, a song and a photo roll: gifts made for both of them to enjoy together.',
    products: [
      'heart-star-map',
      'custom-coasters',
      'lyrics-print',
      'photo-book',
      'custom-mugs',
      'vinyl-record-poster',
      'star-map',
      'travel-journal-pages',
      'retro-polaroid-prints',
    ],
  },
  {
    slug: 'valentines',
    title: "Valentine's Day Gifts",
    subtitle:
      'Say it with the stars over the night you met, the lyrics of your song, or a stack of polaroids of just the two of you.',
    products: [
      'heart-star-map',
      'lyrics-print',
      'mini-retro-polaroids',
      'text-overlay-photo',
      'custom-mugs',
      'custom-playing-cards',
      'vinyl-record-poster',
      'photo-magazine',
    ],
  },
  {
    slug: 'wedding',
    title: 'Wedding Gifts',
    subtitle:
      'Gifts for the newlyweds that outlast the functions: a star map of their wedding night, a photo book, personalised keepsakes for their first home.',
    products: [
      'star-map',
      'heart-star-map',
      'photo-book',
      'newspaper-poster',
      'lyrics-print',
      'custom-coasters',
      'calendars',
      'wine-labels',
      'film-style-photo-prints',
    ],
  },
  {
    slug: 'baby-shower',
    title: 'Baby Shower Gifts',
    subtitle:
      'Welcome the little one with milestone cards for every first, a photo book to fill in, and thank-you cards for the guests.',
    products: [
      'baby-milestone-cards',
      'photo-book',
      'mini-photo-prints',
      'calendars',
      'star-map',
      'custom-mugs',
      'thank-you-cards',
      'thank-you-stickers',
    ],
  },
  {
    slug: 'graduation',
    title: 'Graduation Gifts',
    subtitle:
      'Celebrate the big day with a front-page headline, a photo book of college years and useful things for the journey ahead.',
    products: [
      'newspaper-poster',
      'magazine-cover',
      'photo-book',
      'retro-polaroid-prints',
      'star-map',
      'custom-notebooks',
      'travel-journal-pages',
      'luggage-tags',
      'custom-mugs',
    ],
  },
]

/** 'Shop by need' shortcuts in the mobile drawer, in display order. */
export const shopByNeed: ProductGroupData[] = [
  {
    slug: 'mun-debates',
    title: 'MUN & Debates',
    subtitle: 'Country placards, delegate badges, certificates and notepads for committee day.',
    products: [
      'mun-placard',
      'event-badges',
      'name-tags',
      'certificate-maker',
      'id-card-maker',
      'notepad-maker',
      'folder-maker',
      'custom-notebooks',
    ],
  },
  {
    slug: 'restaurant-business',
    title: 'Restaurant Business',
    subtitle: 'Menus, table tents, placemats and takeaway packaging for dine-in and delivery.',
    products: [
      'menu-maker',
      'bifold-menu-maker',
      'trifold-menu-maker',
      'multipage-menu-maker',
      'restaurant-table-tents',
      'restaurant-placemats',
      'food-packaging',
      'rate-cards',
      'bill-book-maker',
      'coupon-voucher-maker',
    ],
  },
  {
    slug: 'wedding-planning',
    title: 'Wedding Planning',
    subtitle: 'From save-the-dates to welcome standees and thank-you cards, for every function.',
    products: [
      'save-the-date-cards',
      'wedding-invitations',
      'standee-maker',
      'thank-you-cards',
      'thank-you-stickers',
      'gold-stickers',
      'wine-labels',
      'custom-coasters',
      'photo-book',
    ],
  },
  {
    slug: 'gifting-ideas',
    title: 'Gifting Ideas',
    subtitle: 'Personalised gifts for birthdays, anniversaries and everyone who has everything.',
    products: [
      'custom-mugs',
      'star-map',
      'heart-star-map',
      'photo-book',
      'lyrics-print',
      'pet-portrait',
      'retro-polaroid-prints',
      'custom-playing-cards',
      'custom-coasters',
      'custom-caps',
    ],
  },
  {
    slug: 'start-a-business',
    title: 'Start a Business',
    subtitle: 'Everything a new shop, brand or practice needs printed before opening day.',
    products: [
      'standard-visiting-cards',
      'letterhead-maker',
      'bill-book-maker',
      'pamphlet-maker',
      'sign-boards',
      'product-labels',
      'hang-tag-maker',
      'branded-packaging-paper',
      'thank-you-stickers',
      'social-media-handle-cards',
    ],
  },
  {
    slug: 'school-education',
    title: 'School & Education',
    subtitle:
      'ID cards, certificates, notebooks and event tickets for schools, colleges and coaching centres.',
    products: [
      'id-card-maker',
      'certificate-maker',
      'custom-notebooks',
      'notepad-maker',
      'name-tags',
      'calendars',
      'event-ticket-designer',
      'maze-puzzles',
      'folder-maker',
    ],
  },
  {
    slug: 'healthcare-medical',
    title: 'Healthcare & Medical',
    subtitle:
      'Appointment cards, prescription letterheads, staff IDs and signage for clinics and hospitals.',
    products: [
      'medical-appointment-cards',
      'letterhead-maker',
      'standard-visiting-cards',
      'id-card-maker',
      'notepad-maker',
      'folder-maker',
      'sign-boards',
      'parking-permits',
      'pamphlet-maker',
    ],
  },
]
