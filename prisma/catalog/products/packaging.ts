import type { ProductData } from '../types.ts'

export const packaging: ProductData[] = [
  {
    slug: 'branded-packaging-paper',
    name: 'Branded Wrapping Paper',
    shortDescription:
      'Custom printed wrapping paper with your logo pattern, for gift wrapping, boutique bags and product packing.',
    description:
      'Large sheets of wrapping paper printed edge to edge with your logo or a repeating brand pattern. It turns every order into a branded unboxing moment.\n\nChoose 80 GSM white maplitho for crisp colour, or 60 GSM brown kraft for an eco look. Sheets come in 500 x 700 mm or 700 x 1000 mm and are shipped flat.\n\nUsed by clothing boutiques, jewellers, bakeries, gift hamper businesses and D2C brands, and by corporates wrapping Diwali gifts.\n\nProduced in 5 working days.',
    category: 'packaging',
    unit: ['sheet', 'sheets'],
    quantityTiers: [
      { quantity: 50, pricePaise: 249900 },
      { quantity: 100, pricePaise: 399900 },
      { quantity: 250, pricePaise: 799900 },
      { quantity: 500, pricePaise: 1299900 },
      { quantity: 1000, pricePaise: 2199900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Sheet size',
        values: [
          {
            key: '500x700',
            label: '500 x 700 mm',
            trimWidthMm: 500,
            trimHeightMm: 700,
            default: true,
          },
          {
            key: '700x1000',
            label: '700 x 1000 mm',
            trimWidthMm: 700,
            trimHeightMm: 1000,
            priceDeltaBp: 5000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '80-gsm-white', label: '80 GSM white maplitho', default: true },
          { key: '60-gsm-kraft', label: '60 GSM brown kraft' },
        ],
      },
      {
        key: 'colours',
        label: 'Print colours',
        values: [
          { key: 'one-colour', label: 'One colour', default: true },
          { key: 'full-colour', label: 'Full colour (CMYK)', priceDeltaBp: 4000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 500, trimHeightMm: 700, bleedMm: 5, safeMarginMm: 10, sides: 1 },
    productionDays: 5,
    highlights: [
      'Edge-to-edge logo pattern',
      'White or kraft paper',
      'Two sheet sizes',
      'Shipped flat',
    ],
    art: { kind: 'packaging', palette: ['#F7E1D7', '#4A5759', '#B0C4B1'], sample: 'Maison Kaveri' },
    templateKind: 'wrapping-paper',
    keywords: ['wrapping paper', 'gift wrap', 'tissue paper', 'branded paper'],
  },
  {
    slug: 'food-packaging',
    name: 'Custom Food Packaging Boxes',
    shortDescription:
      'Branded burger, sandwich, mithai and cake boxes that make every takeaway and delivery order yours.',
    description:
      'Printed, die-cut food boxes delivered flat and ready to fold. Your design covers the whole flat sheet, every panel and flap, before it is cut and folded. Choose a burger box, a sandwich wedge, a 500 g mithai box or an 8 inch cake box, printed with your logo, colours and social handles.\n\nMade from 350 GSM white folding box board with a water-based coating, or brown kraft board for a natural look. For very oily or wet food, we recommend a butter-paper liner inside.\n\nBuilt for cloud kitchens, QSRs, cafés, bakeries and sweet shops, especially for festive orders at Diwali and Raksha Bandhan.\n\nProduced in 7 working days.',
    category: 'packaging',
    unit: ['box', 'boxes'],
    quantityTiers: [
      { quantity: 100, pricePaise: 299900 },
      { quantity: 250, pricePaise: 599900 },
      { quantity: 500, pricePaise: 999900 },
      { quantity: 1000, pricePaise: 1699900 },
      { quantity: 2000, pricePaise: 2999900 },
    ],
    options: [
      {
        key: 'style',
        label: 'Box style',
        values: [
          {
            key: 'burger',
            label: 'Burger box (110 x 110 x 80 mm), 290 x 400 mm flat',
            trimWidthMm: 290,
            trimHeightMm: 400,
            default: true,
          },
          {
            key: 'sandwich',
            label: 'Sandwich wedge (125 x 125 x 70 mm), 285 x 410 mm flat',
            trimWidthMm: 285,
            trimHeightMm: 410,
          },
          {
            key: 'mithai-500g',
            label: 'Mithai box 500 g (180 x 130 x 50 mm), 300 x 380 mm flat',
            trimWidthMm: 300,
            trimHeightMm: 380,
            priceDeltaBp: 2000,
          },
          {
            key: 'cake-8in',
            label: 'Cake box 8 inch (205 x 205 x 100 mm), 425 x 630 mm flat',
            trimWidthMm: 425,
            trimHeightMm: 630,
            priceDeltaBp: 5000,
          },
        ],
      },
      {
        key: 'board',
        label: 'Board',
        values: [
          { key: 'white-fbb', label: '350 GSM white folding box board', default: true },
          { key: 'kraft', label: '350 GSM brown kraft board', priceDeltaBp: 1000 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte-aqueous', label: 'Matte water-based coating', default: true },
          { key: 'gloss-aqueous', label: 'Gloss water-based coating' },
        ],
      },
    ],
    printSpec: { trimWidthMm: 290, trimHeightMm: 400, bleedMm: 3, safeMarginMm: 5, sides: 1 },
    productionDays: 7,
    highlights: [
      'Delivered flat, easy to fold',
      'Burger, sandwich, mithai and cake boxes',
      'White or kraft board',
      'Free die-line template',
    ],
    art: { kind: 'packaging', palette: ['#FFF3E0', '#2D1E2F', '#F95738'], sample: 'Bun Intended' },
    templateKind: 'packaging-box',
    keywords: ['food box', 'takeaway box', 'burger box', 'mithai box', 'cake box'],
  },
  {
    slug: 'cd-dvd-covers',
    name: 'CD & DVD Covers',
    shortDescription:
      'Printed inserts and sleeves for CD jewel cases and DVD cases, for albums, wedding films and archives.',
    description:
      'Full-colour covers for physical media: a 120 x 120 mm front insert for CD jewel cases, a 4-page folded booklet, or a full wrap-around cover for standard DVD cases.\n\nPrinted on 170 GSM gloss art paper as standard, or 250 GSM matte for a heavier, glare-free feel. We trim to size so they slide straight into the case.\n\nUsed by independent musicians and bands, wedding photographers delivering films, schools and churches, and companies sending software or training material.\n\nProduced in 3 working days.',
    category: 'packaging',
    unit: ['cover', 'covers'],
    quantityTiers: [
      { quantity: 25, pricePaise: 99900 },
      { quantity: 50, pricePaise: 169900 },
      { quantity: 100, pricePaise: 279900 },
      { quantity: 250, pricePaise: 599900 },
      { quantity: 500, pricePaise: 999900 },
    ],
    options: [
      {
        key: 'format',
        label: 'Format',
        values: [
          {
            key: 'cd-insert',
            label: 'CD jewel case insert (120 x 120 mm)',
            trimWidthMm: 120,
            trimHeightMm: 120,
            default: true,
          },
          {
            key: 'cd-booklet',
            label: 'CD 4-page booklet (120 x 120 mm)',
            trimWidthMm: 120,
            trimHeightMm: 120,
            priceDeltaBp: 4000,
          },
          {
            key: 'dvd-wrap',
            label: 'DVD case wrap (273 x 183 mm)',
            trimWidthMm: 273,
            trimHeightMm: 183,
            priceDeltaBp: 5000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '170-gsm-gloss', label: '170 GSM gloss art paper', default: true },
          { key: '250-gsm-matte', label: '250 GSM matte art paper', priceDeltaBp: 2000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 120, trimHeightMm: 120, bleedMm: 3, safeMarginMm: 4, sides: 1 },
    productionDays: 3,
    highlights: [
      'Jewel case and DVD sizes',
      'Booklet option',
      'Trimmed to fit the case',
      'Small runs from 25',
    ],
    art: {
      kind: 'disc-cover',
      palette: ['#1A1A2E', '#EAEAEA', '#E94560'],
      sample: 'Raag Sessions Vol. 1',
    },
    templateKind: 'disc-cover',
    keywords: ['cd cover', 'dvd cover', 'jewel case insert', 'cd sleeve'],
  },
]
