import type { ProductData } from '../types.ts'
import {
  cornersSquareRounded,
  laminationMatteGloss,
  laminationSoftTouch30,
  laminationSoftTouch40,
  sidesBothByDefault,
  sidesFrontFrontBack,
  aSize,
} from './presets.ts'

export const menus: ProductData[] = [
  {
    slug: 'menu-maker',
    name: 'Restaurant Menu Cards',
    shortDescription:
      'Single-sheet laminated menu cards for restaurants, cafés and dhabas, printed on thick card that wipes clean.',
    description:
      'A flat menu card printed on both sides, the workhorse of every café, restaurant, cloud kitchen and dhaba. Start from a template or upload your own design with dishes, prices and veg / non-veg marks.\n\n' +
      'Printed on 350 GSM art card with matte lamination so it survives daily handling and wipes clean. For heavy use choose waterproof, tear-resistant synthetic paper.\n\n' +
      'Sizes from DL for dessert and drinks menus to A3 for full menus. Printed within 2 working days, so a price revision never keeps you waiting.',
    category: 'menus',
    hot: true,
    unit: ['menu', 'menus'],
    quantityTiers: [
      { quantity: 10, pricePaise: 69900 },
      { quantity: 25, pricePaise: 149900 },
      { quantity: 50, pricePaise: 259900 },
      { quantity: 100, pricePaise: 449900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'dl',
            label: 'DL (99 x 210 mm)',
            trimWidthMm: 99,
            trimHeightMm: 210,
            priceDeltaBp: -3500,
          },
          aSize('a5', { priceDeltaBp: -3000 }),
          aSize('a4', { default: true }),
          aSize('a3', { priceDeltaBp: 6000 }),
        ],
      },
      {
        key: 'paper',
        label: 'Material',
        values: [
          { key: '350-gsm', label: '350 GSM art card', default: true },
          { key: 'synthetic', label: 'Waterproof synthetic (250 micron)', priceDeltaBp: 6000 },
        ],
      },
      laminationSoftTouch40,
      sidesBothByDefault,
    ],
    printSpec: { trimWidthMm: 210, trimHeightMm: 297, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 2,
    highlights: [
      'DL, A5, A4 and A3 sizes',
      '350 GSM laminated card',
      'Waterproof synthetic option',
      'Wipe-clean finish',
    ],
    art: { kind: 'menu', palette: ['#FAF3E3', '#2E2A24', '#C4572F'], sample: 'Chai & Co.' },
    templateKind: 'menu',
    keywords: ['menu card', 'restaurant menu', 'cafe menu', 'food menu'],
  },
  {
    slug: 'trifold-menu-maker',
    name: 'Trifold Menus',
    shortDescription:
      'A4 sheets folded into three panels, ideal as takeaway and delivery menus for restaurants and cloud kitchens.',
    description:
      'A trifold menu folds an A4 sheet into three 99 mm panels, giving you six panels for starters, mains, combos and contact details. It slips easily into delivery bags and letterboxes.\n\n' +
      'Printed on both sides on 170 GSM gloss art paper and machine-folded. Choose 300 GSM laminated card for a dine-in menu that lasts.\n\n' +
      'Used by restaurants, cloud kitchens, sweet shops and caterers for takeaway orders and door-to-door distribution. Produced within 2 working days.',
    category: 'menus',
    unit: ['menu', 'menus'],
    quantityTiers: [
      { quantity: 25, pricePaise: 129900 },
      { quantity: 50, pricePaise: 219900 },
      { quantity: 100, pricePaise: 369900 },
      { quantity: 250, pricePaise: 799900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a4',
            label: 'A4 flat (297 x 210 mm), folds to 99 x 210 mm',
            trimWidthMm: 297,
            trimHeightMm: 210,
            default: true,
          },
          {
            key: 'legal',
            label: 'Legal flat (356 x 216 mm), folds to 119 x 216 mm',
            trimWidthMm: 356,
            trimHeightMm: 216,
            priceDeltaBp: 2000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '170-gsm', label: '170 GSM gloss art paper', default: true },
          { key: '250-gsm', label: '250 GSM matte art card', priceDeltaBp: 2500 },
          { key: '300-gsm-laminated', label: '300 GSM card, matte laminated', priceDeltaBp: 5000 },
        ],
      },
      {
        key: 'fold',
        label: 'Fold',
        values: [
          { key: 'letter', label: 'Roll fold (C-fold)', default: true },
          { key: 'z-fold', label: 'Z-fold' },
        ],
      },
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 210, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 2,
    highlights: [
      'Six panels from one A4 sheet',
      'Printed both sides, machine-folded',
      'Roll fold or Z-fold',
      'Ideal for takeaway and delivery',
    ],
    art: { kind: 'menu', palette: ['#FFF8EF', '#243B2F', '#E8A33D'], sample: 'Tandoor Tales' },
    templateKind: 'trifold-menu',
    keywords: ['trifold menu', 'takeaway menu', 'folded menu', 'delivery menu'],
  },
  {
    slug: 'multipage-menu-maker',
    name: 'Multipage Menu Booklets',
    shortDescription:
      'Bound menu booklets with a thick laminated cover, for restaurants and bars with a longer list of dishes and drinks.',
    description:
      'When one sheet is not enough, a bound menu booklet keeps a long menu easy to browse: cuisines, combos, beverages and a bar list, each on its own page.\n\n' +
      'Inside pages are printed on 250 GSM art card and the cover on 350 GSM card with matte lamination. Choose saddle stitching for a slim booklet or wire-o binding so pages lie flat and can be replaced.\n\n' +
      'Made for fine-dining restaurants, hotels, bars and banquet halls. Produced within 4 working days.',
    category: 'menus',
    unit: ['menu', 'menus'],
    quantityTiers: [
      { quantity: 5, pricePaise: 149900 },
      { quantity: 10, pricePaise: 259900 },
      { quantity: 25, pricePaise: 549900 },
      { quantity: 50, pricePaise: 999900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [aSize('a5', { priceDeltaBp: -2500 }), aSize('a4', { default: true })],
      },
      {
        key: 'pages',
        label: 'Pages',
        values: [
          { key: '8', label: '8 pages', default: true },
          { key: '12', label: '12 pages', priceDeltaBp: 3000 },
          { key: '16', label: '16 pages', priceDeltaBp: 6000 },
        ],
      },
      {
        key: 'binding',
        label: 'Binding',
        values: [
          { key: 'saddle-stitch', label: 'Saddle stitch (stapled)', default: true },
          { key: 'wire-o', label: 'Wire-o binding', priceDeltaBp: 2000 },
        ],
      },
      {
        key: 'finish',
        label: 'Cover finish',
        values: [
          { key: 'matte', label: 'Matte lamination', default: true },
          { key: 'soft-touch', label: 'Soft-touch lamination', priceDeltaBp: 3000 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 210,
      trimHeightMm: 297,
      bleedMm: 3,
      safeMarginMm: 6,
      sides: 2,
      pages: 8,
    },
    productionDays: 4,
    highlights: [
      '8 to 16 pages',
      '350 GSM laminated cover',
      'Saddle stitch or wire-o binding',
      'A4 or A5',
    ],
    art: {
      kind: 'booklet',
      palette: ['#1F1B18', '#F1E4CF', '#B5893B'],
      sample: 'The Bombay Table',
    },
    templateKind: 'menu-booklet',
    keywords: ['menu booklet', 'menu book', 'bar menu', 'restaurant menu'],
  },
  {
    slug: 'bifold-menu-maker',
    name: 'Bifold Menus',
    shortDescription:
      'Menus folded once down the middle into four panels, a neat format for cafés, bakeries and family restaurants.',
    description:
      'A bifold menu folds in half like a greeting card, giving you a cover, two inside panels and a back. It looks tidy on the table and has room for a full café or family-restaurant menu.\n\n' +
      'Printed on 300 GSM art card with matte lamination and creased before folding so the spine stays crisp. Choose soft-touch lamination for a premium feel.\n\n' +
      'Popular with cafés, bakeries, pizzerias and hotel room service. Produced within 2 working days.',
    category: 'menus',
    unit: ['menu', 'menus'],
    quantityTiers: [
      { quantity: 10, pricePaise: 99900 },
      { quantity: 25, pricePaise: 219900 },
      { quantity: 50, pricePaise: 379900 },
      { quantity: 100, pricePaise: 649900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a5-folded',
            label: 'A5 folded (A4 flat, 297 x 210 mm)',
            trimWidthMm: 297,
            trimHeightMm: 210,
            priceDeltaBp: -3000,
          },
          {
            key: 'a4-folded',
            label: 'A4 folded (A3 flat, 420 x 297 mm)',
            trimWidthMm: 420,
            trimHeightMm: 297,
            default: true,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '300-gsm', label: '300 GSM art card', default: true },
          { key: '350-gsm', label: '350 GSM art card', priceDeltaBp: 2000 },
          { key: 'synthetic', label: 'Waterproof synthetic', priceDeltaBp: 6000 },
        ],
      },
      laminationSoftTouch40,
    ],
    printSpec: { trimWidthMm: 420, trimHeightMm: 297, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 2,
    highlights: [
      'Four panels, creased and folded',
      '300 GSM laminated card',
      'A4 or A5 folded size',
      'Soft-touch upgrade',
    ],
    art: { kind: 'menu', palette: ['#F3EEE6', '#3B2F2F', '#8AA29E'], sample: 'Brew Street Café' },
    templateKind: 'bifold-menu',
    keywords: ['bifold menu', 'folded menu', 'cafe menu'],
  },
  {
    slug: 'table-mat-maker',
    name: 'Custom Restaurant Placemats',
    shortDescription:
      'Branded paper and laminated placemats for restaurants, cafés and events, printed with your menu, offers or logo.',
    description:
      "Placemats are the one piece of advertising every diner looks at. Print your logo, today's specials, a kids' activity corner or your WhatsApp ordering number right where plates go down.\n\n" +
      'Choose 120 GSM paper for disposable placemats changed with every guest, or 300 GSM laminated card that wipes clean and lasts for months.\n\n' +
      'Used by restaurants, dhabas, food courts, caterers and wedding banquets. Produced within 3 working days.',
    category: 'menus',
    unit: ['placemat', 'placemats'],
    quantityTiers: [
      { quantity: 50, pricePaise: 99900 },
      { quantity: 100, pricePaise: 169900 },
      { quantity: 250, pricePaise: 369900 },
      { quantity: 500, pricePaise: 649900 },
      { quantity: 1000, pricePaise: 1199900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a3',
            label: 'A3 (420 x 297 mm)',
            trimWidthMm: 420,
            trimHeightMm: 297,
            default: true,
          },
          {
            key: '18x12',
            label: '18 x 12 in (457 x 305 mm)',
            trimWidthMm: 457,
            trimHeightMm: 305,
            priceDeltaBp: 1500,
          },
        ],
      },
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: '120-gsm', label: '120 GSM paper (disposable)', default: true },
          {
            key: '300-gsm-laminated',
            label: '300 GSM card, matte laminated (reusable)',
            priceDeltaBp: 6000,
          },
          { key: 'synthetic', label: 'Waterproof synthetic (reusable)', priceDeltaBp: 9000 },
        ],
      },
      cornersSquareRounded,
    ],
    printSpec: { trimWidthMm: 420, trimHeightMm: 297, bleedMm: 3, safeMarginMm: 8, sides: 1 },
    productionDays: 3,
    highlights: [
      'A3 and 18 x 12 in sizes',
      'Disposable paper or wipe-clean laminated',
      'Great for menus and offers',
      'Bulk pricing from 50',
    ],
    art: {
      kind: 'coaster',
      palette: ['#FBF4E8', '#33261D', '#D1603D'],
      sample: 'Sharma Ji Ka Dhaba',
    },
    templateKind: 'coaster',
    keywords: ['placemat', 'table mat', 'paper placemat', 'restaurant table mat'],
  },
  {
    slug: 'tent-cards',
    name: 'Table Tent Cards',
    shortDescription:
      'Folded table tents that stand on counters and tables, for offers, QR menus, Wi-Fi details and table numbers.',
    description:
      'A tent card folds into a stand-up display with a message on both faces. Put it on café tables for the UPI and QR menu, on hotel reception counters for Wi-Fi details, or at events for table numbers.\n\n' +
      'Printed on 350 GSM art card with matte lamination, scored and folded so it stands straight.\n\n' +
      'Used by cafés, restaurants, hotels, salons, clinics and wedding planners. Produced within 2 working days.',
    category: 'menus',
    unit: ['tent card', 'tent cards'],
    quantityTiers: [
      { quantity: 10, pricePaise: 39900 },
      { quantity: 25, pricePaise: 79900 },
      { quantity: 50, pricePaise: 139900 },
      { quantity: 100, pricePaise: 239900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a6-tent',
            label: 'A6 faces (148 x 105 mm), 148 x 210 mm flat',
            trimWidthMm: 148,
            trimHeightMm: 210,
            default: true,
          },
          {
            key: 'a5-tent',
            label: 'A5 faces (210 x 148 mm), 210 x 297 mm flat',
            trimWidthMm: 210,
            trimHeightMm: 297,
            priceDeltaBp: 4000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '350-gsm', label: '350 GSM art card', default: true },
          { key: 'synthetic', label: 'Waterproof synthetic', priceDeltaBp: 5000 },
        ],
      },
      laminationMatteGloss,
    ],
    printSpec: { trimWidthMm: 148, trimHeightMm: 210, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 2,
    highlights: [
      'Scored and folded to stand',
      'Printed on both faces',
      '350 GSM laminated card',
      'Perfect for QR menus and offers',
    ],
    art: { kind: 'tent-card', palette: ['#FFFFFF', '#283618', '#DDA15E'], sample: 'Scan to order' },
    templateKind: 'big-text',
    keywords: ['tent card', 'table tent', 'table top display', 'qr code stand'],
  },
  {
    slug: 'rate-cards',
    name: 'Rate Cards & Price Lists',
    shortDescription:
      'Laminated rate cards and price lists for salons, laundries, clinics and shops, made to handle daily use.',
    description:
      "A clear printed price list for your counter, wall or reception: salon services, laundry and dry-cleaning rates, clinic consultation fees, tailoring charges or a kirana store's daily list.\n\n" +
      'Printed on 300 GSM art card with matte lamination that wipes clean. Choose waterproof synthetic for wet areas or 3 mm sunboard to hang on a wall.\n\n' +
      'Reprint quickly whenever rates change. Produced within 2 working days.',
    category: 'menus',
    unit: ['card', 'cards'],
    quantityTiers: [
      { quantity: 5, pricePaise: 44900 },
      { quantity: 10, pricePaise: 74900 },
      { quantity: 25, pricePaise: 149900 },
      { quantity: 50, pricePaise: 249900 },
      { quantity: 100, pricePaise: 429900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          aSize('a5', { priceDeltaBp: -2500 }),
          aSize('a4', { default: true }),
          aSize('a3', { priceDeltaBp: 6000 }),
        ],
      },
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: '300-gsm', label: '300 GSM card, matte laminated', default: true },
          { key: 'synthetic', label: 'Waterproof synthetic', priceDeltaBp: 4000 },
          { key: 'sunboard', label: '3 mm sunboard', priceDeltaBp: 9000 },
        ],
      },
      sidesFrontFrontBack,
    ],
    printSpec: { trimWidthMm: 210, trimHeightMm: 297, bleedMm: 3, safeMarginMm: 5, sides: 1 },
    productionDays: 2,
    highlights: [
      'A5, A4 and A3',
      'Wipe-clean lamination',
      'Synthetic and sunboard options',
      'Quick reprints when rates change',
    ],
    art: {
      kind: 'menu',
      palette: ['#F6F4F0', '#1E2A38', '#D4A373'],
      sample: 'Glow Salon Rate Card',
    },
    templateKind: 'rate-card',
    keywords: ['rate card', 'price list', 'tariff card', 'service menu'],
  },
  {
    slug: 'restaurant-placemats',
    name: 'Restaurant Placemats',
    shortDescription:
      'Printed paper placemats for restaurants and cafés: your menu, offers or a kids activity right on the table.',
    description:
      'Disposable paper placemats that keep tables clean and put your brand in front of every guest. Print your menu highlights, combo offers, a QR code for reviews or a colouring activity for children.\n\nPrinted in full colour on 100 GSM maplitho as standard, or on 130 GSM gloss art paper. For reusable mats, choose 300 GSM card with matte lamination that can be wiped clean.\n\nUsed by family restaurants, dhabas, cafés, QSR outlets, hotels and caterers at weddings and events.\n\nProduced in 3 working days.',
    category: 'menus',
    unit: ['placemat', 'placemats'],
    quantityTiers: [
      { quantity: 100, pricePaise: 149900 },
      { quantity: 250, pricePaise: 299900 },
      { quantity: 500, pricePaise: 499900 },
      { quantity: 1000, pricePaise: 849900 },
      { quantity: 2000, pricePaise: 1499900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a3',
            label: 'A3 landscape (420 x 297 mm)',
            trimWidthMm: 420,
            trimHeightMm: 297,
            default: true,
          },
          {
            key: '355x255',
            label: '355 x 255 mm',
            trimWidthMm: 355,
            trimHeightMm: 255,
            priceDeltaBp: -1000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '100-gsm-maplitho', label: '100 GSM maplitho (disposable)', default: true },
          { key: '130-gsm-gloss', label: '130 GSM gloss art paper', priceDeltaBp: 2000 },
          {
            key: '300-gsm-laminated',
            label: '300 GSM card, matte laminated (reusable)',
            priceDeltaBp: 15000,
          },
        ],
      },
    ],
    printSpec: { trimWidthMm: 420, trimHeightMm: 297, bleedMm: 3, safeMarginMm: 8, sides: 1 },
    productionDays: 3,
    highlights: [
      'A3 full-colour print',
      'Disposable or reusable',
      'Menu, offers or kids activity',
      'Bulk rates from 100',
    ],
    art: {
      kind: 'coaster',
      palette: ['#FFF8F0', '#3D2C2E', '#E07A5F'],
      sample: 'Spice Route Kitchen',
    },
    templateKind: 'coaster',
    keywords: ['table mat', 'paper placemat', 'tray mat', 'tray liner'],
  },
  {
    slug: 'salon-service-menu-cards',
    name: 'Salon Service Menu Cards',
    shortDescription:
      'Laminated rate cards and service menus for salons, spas and beauty parlours, flat or tri-fold.',
    description:
      'A clear, good-looking price list for your hair, skin, nail and spa services. Keep a flat A4 card at reception and stations, or a tri-fold menu that clients can take home.\n\nPrinted on 300 GSM art card with matte lamination, which wipes clean of oil and product marks. Upgrade to soft-touch lamination for a velvety feel that suits premium salons.\n\nUsed by unisex salons, beauty parlours, barber shops, spas, nail studios and bridal makeup artists. Reprint easily when your rates change.\n\nProduced in 2 working days.',
    category: 'menus',
    unit: ['menu', 'menus'],
    quantityTiers: [
      { quantity: 10, pricePaise: 69900 },
      { quantity: 25, pricePaise: 129900 },
      { quantity: 50, pricePaise: 219900 },
      { quantity: 100, pricePaise: 349900 },
      { quantity: 250, pricePaise: 699900 },
    ],
    options: [
      {
        key: 'format',
        label: 'Format',
        values: [
          {
            key: 'a4-flat',
            label: 'Flat A4 (210 x 297 mm)',
            trimWidthMm: 210,
            trimHeightMm: 297,
            default: true,
          },
          {
            key: 'a5-flat',
            label: 'Flat A5 (148 x 210 mm)',
            trimWidthMm: 148,
            trimHeightMm: 210,
            priceDeltaBp: -2500,
          },
          {
            key: 'a4-trifold',
            label: 'Tri-fold A4 (folds to 99 x 210 mm)',
            // The flat sheet that folds in three: the design is the whole sheet with its folds.
            trimWidthMm: 297,
            trimHeightMm: 210,
            priceDeltaBp: 2000,
          },
        ],
      },
      laminationSoftTouch30,
    ],
    printSpec: { trimWidthMm: 210, trimHeightMm: 297, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 2,
    highlights: [
      'Wipe-clean lamination',
      'Flat or tri-fold',
      'Printed both sides',
      'Small runs from 10',
    ],
    art: {
      kind: 'menu',
      palette: ['#F8EDEB', '#3D2B3D', '#C9A9A6'],
      sample: 'Velvet Studio Salon',
    },
    templateKind: 'rate-card',
    keywords: ['rate card', 'salon menu', 'price list', 'spa menu'],
  },
  {
    slug: 'restaurant-table-tents',
    name: 'Restaurant Table Tents',
    shortDescription:
      'Free-standing table tent cards for combos, QR menus, Wi-Fi details and offers on every table.',
    description:
      'Folded tent cards that stand on their own on tables and counters, with a 100 x 150 mm face on each side (printed as one 100 x 300 mm sheet, scored and folded across the middle). Put your QR menu, chef specials, happy hour, Wi-Fi password or a review request in front of every guest.\n\nPrinted on 350 GSM art card with matte lamination that wipes clean. Choose an A-frame with two faces, or a triangle with three faces for extra messages.\n\nUsed by restaurants, cafés, bars, hotel rooms and lobbies, clinics, bank counters and events.\n\nProduced in 2 working days.',
    category: 'menus',
    unit: ['tent card', 'tent cards'],
    quantityTiers: [
      { quantity: 10, pricePaise: 59900 },
      { quantity: 25, pricePaise: 119900 },
      { quantity: 50, pricePaise: 199900 },
      { quantity: 100, pricePaise: 329900 },
      { quantity: 250, pricePaise: 699900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Face size',
        values: [
          {
            key: '100x150',
            label: '100 x 150 mm faces, 100 x 300 mm flat',
            trimWidthMm: 100,
            trimHeightMm: 300,
            default: true,
          },
          {
            key: 'a5',
            label: 'A5 faces (148 x 210 mm), 148 x 420 mm flat',
            trimWidthMm: 148,
            trimHeightMm: 420,
            priceDeltaBp: 3000,
          },
        ],
      },
      {
        key: 'style',
        label: 'Style',
        values: [
          { key: 'a-frame', label: 'A-frame (2 faces)', default: true },
          { key: 'triangle', label: 'Triangle (3 faces)', priceDeltaBp: 1500 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte', label: '350 GSM, matte lamination', default: true },
          { key: 'soft-touch', label: '400 GSM, soft-touch lamination', priceDeltaBp: 2500 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 100, trimHeightMm: 300, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 2,
    highlights: [
      'Stands on its own',
      'Wipe-clean lamination',
      'Two or three faces',
      'Perfect for QR menus',
    ],
    art: { kind: 'tent-card', palette: ['#FFFDF7', '#2B2D42', '#EF8354'], sample: 'Scan for Menu' },
    templateKind: 'big-text',
    keywords: ['table tent', 'tent card', 'table top card', 'qr standee'],
  },
]
