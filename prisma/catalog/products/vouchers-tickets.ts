import type { ProductData } from '../types.ts'

export const vouchersTickets: ProductData[] = [
  {
    slug: 'cash-voucher-maker',
    name: 'Gift & Cash Vouchers',
    shortDescription:
      'Numbered gift and cash vouchers with a tear-off stub, for salons, restaurants, stores and festive offers.',
    description:
      'Printed vouchers your customers can gift or redeem: "Rs 500 off", "Free spa session" or a Diwali gift voucher. Each voucher has a perforated stub for your records and can carry a unique serial number.\n\n' +
      'Printed on 300 GSM art card, with a 350 GSM upgrade, and printed on the back with terms and validity.\n\n' +
      'Used by salons, spas, restaurants, clothing stores, gyms and corporate HR teams for rewards and festive gifting. Produced within 3 working days.',
    category: 'vouchers-tickets',
    unit: ['voucher', 'vouchers'],
    quantityTiers: [
      { quantity: 50, pricePaise: 69900 },
      { quantity: 100, pricePaise: 109900 },
      { quantity: 250, pricePaise: 219900 },
      { quantity: 500, pricePaise: 369900 },
      { quantity: 1000, pricePaise: 629900 },
    ],
    options: [
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '300-gsm', label: '300 GSM art card', default: true },
          { key: '350-gsm', label: '350 GSM art card, matte laminated', priceDeltaBp: 3000 },
        ],
      },
      {
        key: 'sides',
        label: 'Printed sides',
        values: [
          { key: 'front', label: 'Front only', priceDeltaBp: -1500 },
          { key: 'front-back', label: 'Front and back (terms on back)', default: true },
        ],
      },
      {
        key: 'numbering',
        label: 'Numbering',
        values: [
          { key: 'none', label: 'No numbering' },
          { key: 'serial', label: 'Serial numbers on voucher and stub', default: true },
        ],
      },
      {
        key: 'perforation',
        label: 'Perforation',
        values: [
          { key: 'stub', label: 'Perforated tear-off stub', default: true },
          { key: 'none', label: 'No stub', priceDeltaBp: -1000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 210, trimHeightMm: 74, bleedMm: 3, safeMarginMm: 4, sides: 2 },
    productionDays: 3,
    highlights: [
      '210 x 74 mm with tear-off stub',
      'Unique serial numbers',
      'Terms printed on the back',
      '300 GSM art card',
    ],
    art: {
      kind: 'ticket',
      palette: ['#FFF8F0', '#2D1E2F', '#C8553D'],
      sample: 'Gift Voucher Rs 1,000',
    },
    templateKind: 'voucher',
    keywords: ['gift voucher', 'cash voucher', 'coupon', 'discount voucher'],
  },
  {
    slug: 'raffle-tickets',
    name: 'Raffle Tickets',
    shortDescription:
      'Numbered raffle tickets with a perforated stub, for lucky draws, fundraisers and school fetes.',
    description:
      'Raffle and lucky draw tickets at 140 x 55 mm with a tear-off stub. Each ticket and its stub carry the same serial number, so you keep the counterfoil and the buyer keeps the ticket.\n\nPrinted on 100 GSM maplitho that is easy to write on, or 170 GSM art paper for a firmer ticket. Supply them loose, or stapled into books of 50 for volunteers to sell.\n\nUsed by RWAs for Diwali and New Year lucky draws, schools and colleges, NGOs, clubs, temples and exhibitions.\n\nProduced in 2 working days.',
    category: 'vouchers-tickets',
    unit: ['ticket', 'tickets'],
    quantityTiers: [
      { quantity: 100, pricePaise: 79900 },
      { quantity: 250, pricePaise: 149900 },
      { quantity: 500, pricePaise: 249900 },
      { quantity: 1000, pricePaise: 399900 },
      { quantity: 2500, pricePaise: 849900 },
    ],
    options: [
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '100-gsm', label: '100 GSM maplitho', default: true },
          { key: '170-gsm-art', label: '170 GSM art paper', priceDeltaBp: 1500 },
        ],
      },
      {
        key: 'binding',
        label: 'Supplied as',
        values: [
          { key: 'loose', label: 'Loose tickets', default: true },
          { key: 'books-50', label: 'Stapled books of 50', priceDeltaBp: 1500 },
        ],
      },
      {
        key: 'sides',
        label: 'Printed sides',
        values: [
          { key: 'single', label: 'Front only', default: true },
          { key: 'double', label: 'Front and back (terms or sponsors)', priceDeltaBp: 2500 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 140, trimHeightMm: 55, bleedMm: 3, safeMarginMm: 4, sides: 1 },
    productionDays: 2,
    highlights: [
      'Serial numbered ticket and stub',
      'Perforated tear-off',
      'Loose or in books of 50',
      'Writable paper',
    ],
    art: {
      kind: 'ticket',
      palette: ['#FFF7E0', '#26215C', '#F25F5C'],
      sample: 'Green Park RWA Lucky Draw',
    },
    templateKind: 'ticket',
    keywords: ['lucky draw coupon', 'raffle ticket', 'draw ticket', 'numbered ticket'],
  },
  {
    slug: 'raffle-tombola-tickets',
    name: 'Tambola Tickets',
    shortDescription:
      'Printed tambola (housie) tickets with unique number grids and your own party theme on top.',
    description:
      'Ready-to-play tambola tickets with the classic 3 x 9 grid and 15 numbers each, generated so every ticket in your order is unique. Add a custom header for your kitty party, Diwali get-together, society event or office fun day.\n\nPrinted on 130 GSM art paper that works with pens and daubers, or on 300 GSM card for tickets you want to reuse. Supply them loose, or as sheets of six tickets for a full housie book.\n\nWe also print prize names such as Early Five, Top Line and Full House on the back when you ask.\n\nProduced in 2 working days.',
    category: 'vouchers-tickets',
    unit: ['ticket', 'tickets'],
    quantityTiers: [
      { quantity: 50, pricePaise: 49900 },
      { quantity: 100, pricePaise: 79900 },
      { quantity: 250, pricePaise: 159900 },
      { quantity: 500, pricePaise: 269900 },
      { quantity: 1000, pricePaise: 449900 },
    ],
    options: [
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '130-gsm-art', label: '130 GSM art paper', default: true },
          { key: '300-gsm-card', label: '300 GSM card (reusable)', priceDeltaBp: 2500 },
        ],
      },
      {
        key: 'format',
        label: 'Format',
        values: [
          { key: 'loose', label: 'Loose tickets', default: true },
          { key: 'sheets-of-6', label: 'Sheets of 6 tickets', priceDeltaBp: -500 },
        ],
      },
      {
        key: 'sides',
        label: 'Printed sides',
        values: [
          { key: 'single', label: 'Front only', default: true },
          { key: 'double', label: 'Front and back (prizes or sponsors)', priceDeltaBp: 2500 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 150, trimHeightMm: 75, bleedMm: 3, safeMarginMm: 4, sides: 1 },
    productionDays: 2,
    highlights: [
      'Every ticket unique',
      'Classic 3 x 9 grid, 15 numbers',
      'Custom party header',
      'Loose or sheets of 6',
    ],
    art: {
      kind: 'ticket',
      palette: ['#FFFBF2', '#6A0572', '#F7B32B'],
      sample: 'Diwali Tambola Night',
    },
    templateKind: 'ticket',
    keywords: ['tambola ticket', 'housie ticket', 'bingo ticket', 'kitty party game'],
  },
  {
    slug: 'event-ticket-designer',
    name: 'Event Tickets',
    shortDescription:
      'Numbered event tickets with a tear-off stub, for concerts, college fests, garba nights and shows.',
    description:
      'Entry tickets at 200 x 75 mm with a perforated stub for the gate. Every ticket is serial numbered, and you can add a unique QR code per ticket for scanning at entry.\n\nPrinted on 250 GSM art card that feels substantial in the hand, or 300 GSM. Add gold foil on the event name to make tickets harder to copy and nicer to keep.\n\nUsed for concerts and stand-up shows, college fests, Navratri garba and dandiya nights, charity dinners, school annual days and sports events.\n\nProduced in 2 working days.',
    category: 'vouchers-tickets',
    unit: ['ticket', 'tickets'],
    quantityTiers: [
      { quantity: 100, pricePaise: 119900 },
      { quantity: 250, pricePaise: 229900 },
      { quantity: 500, pricePaise: 379900 },
      { quantity: 1000, pricePaise: 649900 },
      { quantity: 2500, pricePaise: 1399900 },
    ],
    options: [
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '250-gsm', label: '250 GSM art card', default: true },
          { key: '300-gsm', label: '300 GSM art card', priceDeltaBp: 1500 },
        ],
      },
      {
        key: 'numbering',
        label: 'Numbering',
        values: [
          { key: 'serial', label: 'Serial numbers', default: true },
          { key: 'serial-qr', label: 'Serial numbers and unique QR codes', priceDeltaBp: 1500 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'none', label: 'No foil', default: true },
          { key: 'gold-foil', label: 'Gold foil on event name', priceDeltaBp: 6000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 200, trimHeightMm: 75, bleedMm: 3, safeMarginMm: 4, sides: 2 },
    productionDays: 2,
    highlights: [
      'Perforated tear-off stub',
      'Serial numbered',
      'Unique QR codes option',
      'Gold foil option',
    ],
    art: {
      kind: 'ticket',
      palette: ['#0F0E17', '#FFFFFE', '#FF8906'],
      sample: 'Sunburn Nights 2026',
    },
    templateKind: 'ticket',
    keywords: ['entry pass', 'event ticket', 'concert ticket', 'show ticket'],
  },
  {
    slug: 'coupon-voucher-maker',
    name: 'Coupons & Gift Vouchers',
    shortDescription:
      'Printed discount coupons and gift vouchers with optional serial numbers, to bring customers back.',
    description:
      'Gift vouchers and discount coupons printed on sturdy card, with the offer and brand on the front and terms, validity and a signature space on the back. Add serial numbers so every voucher can be tracked and redeemed once.\n\nPrinted on 300 GSM art card with matte lamination as standard. Choose gloss, or gold foil for premium gift vouchers.\n\nUsed by salons, spas, restaurants, cafés, gyms, clothing stores and kirana shops for festive offers, referral rewards and Diwali gifting.\n\nProduced in 2 working days.',
    category: 'vouchers-tickets',
    unit: ['voucher', 'vouchers'],
    quantityTiers: [
      { quantity: 50, pricePaise: 99900 },
      { quantity: 100, pricePaise: 149900 },
      { quantity: 250, pricePaise: 299900 },
      { quantity: 500, pricePaise: 499900 },
      { quantity: 1000, pricePaise: 799900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'dl',
            label: 'DL (210 x 99 mm)',
            trimWidthMm: 210,
            trimHeightMm: 99,
            default: true,
          },
          {
            key: '178x76',
            label: '7 x 3 in (178 x 76 mm)',
            trimWidthMm: 178,
            trimHeightMm: 76,
            priceDeltaBp: -1000,
          },
          {
            key: 'card-89x51',
            label: 'Card size (89 x 51 mm)',
            trimWidthMm: 89,
            trimHeightMm: 51,
            priceDeltaBp: -3000,
          },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte', label: 'Matte lamination', default: true },
          { key: 'gloss', label: 'Gloss lamination' },
          { key: 'gold-foil', label: 'Matte lamination with gold foil', priceDeltaBp: 6000 },
        ],
      },
      {
        key: 'numbering',
        label: 'Numbering',
        values: [
          { key: 'none', label: 'No numbering', default: true },
          { key: 'serial', label: 'Serial numbered', priceDeltaBp: 1500 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 210, trimHeightMm: 99, bleedMm: 3, safeMarginMm: 4, sides: 2 },
    productionDays: 2,
    highlights: [
      '300 GSM laminated card',
      'Terms and validity on the back',
      'Serial numbering option',
      'Gold foil for gift vouchers',
    ],
    art: {
      kind: 'ticket',
      palette: ['#FFF1E6', '#3C1642', '#F3A712'],
      sample: 'Glow Salon: Rs 500 Off',
    },
    templateKind: 'voucher',
    keywords: ['gift voucher', 'discount coupon', 'gift certificate', 'coupon'],
  },
]
