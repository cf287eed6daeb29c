import type { ProductData } from '../types.ts'
import { sidesBothByDefault } from './presets.ts'

export const tags: ProductData[] = [
  {
    slug: 'hang-tag-maker',
    name: 'Custom Hang Tags',
    shortDescription:
      'Printed swing tags with a punched hole for clothing, handmade goods and gifts, with optional cotton string.',
    description:
      'Hang tags carry your brand, price, size and care details on clothing, handbags, candles and handmade products. Each tag is punched with a hole, ready for a string or tag gun.\n\n' +
      'Printed on 350 GSM matte card, or 400 GSM kraft card for a natural, handcrafted look. Tags are printed on both sides so you can use the back for price and barcode.\n\n' +
      'Used by boutiques, fashion labels, Etsy and Instagram sellers, and for wedding favours and return gifts. Produced within 3 working days.',
    category: 'tags',
    unit: ['tag', 'tags'],
    quantityTiers: [
      { quantity: 100, pricePaise: 44900 },
      { quantity: 250, pricePaise: 89900 },
      { quantity: 500, pricePaise: 139900 },
      { quantity: 1000, pricePaise: 229900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: '51x89',
            label: '51 x 89 mm (2 x 3.5 in)',
            trimWidthMm: 51,
            trimHeightMm: 89,
            default: true,
          },
          { key: '51x76', label: '51 x 76 mm (2 x 3 in)', trimWidthMm: 51, trimHeightMm: 76 },
          { key: '64x64', label: '64 x 64 mm square', trimWidthMm: 64, trimHeightMm: 64 },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '350-gsm', label: '350 GSM matte card', default: true },
          { key: 'kraft', label: '400 GSM kraft card', priceDeltaBp: 2500 },
          { key: 'textured', label: '350 GSM textured card', priceDeltaBp: 3500 },
        ],
      },
      sidesBothByDefault,
      {
        key: 'string',
        label: 'String',
        values: [
          { key: 'none', label: 'Hole only', default: true },
          { key: 'cotton', label: 'With cotton string', priceDeltaBp: 2500 },
          { key: 'jute', label: 'With jute twine', priceDeltaBp: 3000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 51, trimHeightMm: 89, bleedMm: 3, safeMarginMm: 4, sides: 2 },
    productionDays: 3,
    highlights: [
      'Punched hole, string optional',
      '350 GSM matte or kraft card',
      'Printed both sides',
      'Three popular sizes',
    ],
    art: { kind: 'tag', palette: ['#EFE6D8', '#2B2D42', '#8D6A9F'], sample: 'Kora Handloom' },
    templateKind: 'hang-tag',
    keywords: ['hang tag', 'swing tag', 'clothing tag', 'price tag'],
  },
  {
    slug: 'name-tags',
    name: 'Name Tags',
    shortDescription:
      'Printed name tags with a pin, clip or magnet for staff, front desks, conferences and schools.',
    description:
      "Neat 89 x 57 mm name tags printed in full colour with your logo and each wearer's name. Send us a simple list of names and we personalise every tag at no extra cost.\n\nChoose a printed card in a clear protective pouch, or a rigid 0.5 mm PVC tag with a laminated surface that lasts for months of daily wear. Tags come with a safety pin, a crocodile clip or a strong magnet that will not make holes in clothing.\n\nUsed by retail staff, hotel and restaurant teams, hospital front desks, school volunteers and conference organisers.\n\nProduced in 2 working days.",
    category: 'tags',
    unit: ['name tag', 'name tags'],
    quantityTiers: [
      { quantity: 10, pricePaise: 69900 },
      { quantity: 25, pricePaise: 149900 },
      { quantity: 50, pricePaise: 249900 },
      { quantity: 100, pricePaise: 449900 },
    ],
    options: [
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: 'card-pouch', label: '350 GSM card in clear pouch', default: true },
          { key: 'pvc', label: 'Rigid 0.5 mm PVC, laminated', priceDeltaBp: 3000 },
        ],
      },
      {
        key: 'attachment',
        label: 'Attachment',
        values: [
          { key: 'pin', label: 'Safety pin', default: true },
          { key: 'clip', label: 'Crocodile clip', priceDeltaBp: 1000 },
          { key: 'magnet', label: 'Magnet back', priceDeltaBp: 5000 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 89,
      trimHeightMm: 57,
      bleedMm: 3,
      safeMarginMm: 4,
      sides: 1,
      shape: 'rounded',
      cornerRadiusMm: 3,
    },
    productionDays: 2,
    highlights: [
      '89 x 57 mm standard size',
      'Each tag personalised free',
      'Pin, clip or magnet back',
      'Card or rigid PVC',
    ],
    art: { kind: 'badge', palette: ['#FFFFFF', '#1B2B4B', '#2BB3A3'], sample: 'Priya Nair' },
    templateKind: 'badge',
    keywords: ['name badge', 'staff badge', 'name plate', 'employee tag'],
  },
  {
    slug: 'luggage-tags',
    name: 'Custom Luggage Tags',
    shortDescription:
      'Durable PVC luggage tags printed with your photo or logo on the front and contact details on the back.',
    description:
      'Personalised luggage tags in 0.76 mm PVC, the same thickness as a bank card, so they survive airport conveyor belts. Each tag is 70 x 120 mm with rounded corners and a punched slot for the strap.\n\nPrinted in full colour on both sides with a protective laminate: a photo, logo or pattern on the front and your name, phone number and address on the back. A clear PVC loop strap is included; upgrade to a steel cable loop for heavy suitcases.\n\nA thoughtful gift for honeymooners, students going abroad and frequent flyers, and a popular corporate giveaway for travel agencies and offsites.\n\nProduced in 3 working days.',
    category: 'tags',
    unit: ['tag', 'tags'],
    quantityTiers: [
      { quantity: 2, pricePaise: 39900 },
      { quantity: 5, pricePaise: 89900 },
      { quantity: 10, pricePaise: 159900 },
      { quantity: 25, pricePaise: 349900 },
      { quantity: 50, pricePaise: 599900 },
    ],
    options: [
      {
        key: 'strap',
        label: 'Strap',
        values: [
          { key: 'pvc-loop', label: 'Clear PVC loop strap', default: true },
          { key: 'steel-cable', label: 'Steel cable loop', priceDeltaBp: 2000 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'gloss', label: 'Gloss laminate', default: true },
          { key: 'matte', label: 'Matte laminate' },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 70,
      trimHeightMm: 120,
      bleedMm: 3,
      safeMarginMm: 5,
      sides: 2,
      shape: 'rounded',
      cornerRadiusMm: 4,
    },
    productionDays: 3,
    highlights: [
      '0.76 mm PVC, bank-card thick',
      'Printed both sides',
      'Strap included',
      'Photo, logo or monogram',
    ],
    art: { kind: 'tag', palette: ['#F4EDE4', '#23395B', '#D1495B'], sample: 'Kabir & Meera' },
    templateKind: 'luggage-tag',
    keywords: ['bag tag', 'suitcase tag', 'travel tag', 'baggage tag'],
  },
  {
    slug: 'price-tag-maker',
    name: 'Custom Price Tags',
    shortDescription:
      'Branded hang tags with string for pricing clothes, accessories and gifts, printed on thick card.',
    description:
      'Punched hang tags printed with your brand on the front and space for price, size and SKU on the back. Write the price by hand or send us a list and we print it.\n\nPrinted on 350 GSM art card with a matte finish that takes pen and price-gun stickers well, or on 400 GSM brown kraft for a natural look. Tags are supplied with white cotton thread, or jute twine for a rustic feel.\n\nUsed by clothing boutiques, saree and ethnic-wear stores, handicraft sellers, jewellers and exhibition stalls.\n\nProduced in 2 working days.',
    category: 'tags',
    hot: true,
    unit: ['tag', 'tags'],
    quantityTiers: [
      { quantity: 100, pricePaise: 49900 },
      { quantity: 250, pricePaise: 99900 },
      { quantity: 500, pricePaise: 169900 },
      { quantity: 1000, pricePaise: 279900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          { key: '50x90', label: '50 x 90 mm', trimWidthMm: 50, trimHeightMm: 90, default: true },
          {
            key: '40x70',
            label: '40 x 70 mm',
            trimWidthMm: 40,
            trimHeightMm: 70,
            priceDeltaBp: -1000,
          },
          {
            key: '60x100',
            label: '60 x 100 mm',
            trimWidthMm: 60,
            trimHeightMm: 100,
            priceDeltaBp: 1500,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '350-gsm-matte', label: '350 GSM art card, matte', default: true },
          { key: '400-gsm-kraft', label: '400 GSM brown kraft', priceDeltaBp: 2000 },
        ],
      },
      {
        key: 'string',
        label: 'String',
        values: [
          { key: 'cotton', label: 'White cotton thread', default: true },
          { key: 'jute', label: 'Jute twine', priceDeltaBp: 1000 },
          { key: 'none', label: 'No string (punched only)', priceDeltaBp: -500 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 50,
      trimHeightMm: 90,
      bleedMm: 3,
      safeMarginMm: 4,
      sides: 2,
      shape: 'rounded',
      cornerRadiusMm: 3,
    },
    productionDays: 2,
    highlights: [
      'Punched with string',
      'Printed both sides',
      '350 GSM matte or kraft',
      'Writable back for price and size',
    ],
    art: { kind: 'tag', palette: ['#F2E8DC', '#2F2D2E', '#C1666B'], sample: 'Rang Boutique' },
    templateKind: 'price-tag',
    keywords: ['price tag', 'hang tag', 'swing tag', 'garment tag'],
  },
  {
    slug: 'car-parking-hang-tags',
    name: 'Car Parking Hang Tags',
    shortDescription:
      'Rear-view mirror parking hang tags in durable PVC, numbered for residents, staff and visitors.',
    description:
      'Hang tags that hook over the rear-view mirror, so guards can see parking permission through the windscreen. Unlike stickers they move between cars and can be collected back from visitors.\n\nPrinted on both sides on 0.5 mm PVC that does not curl in the sun, with a die-cut hook that fits most mirror stems. Colour-code them by block, floor or visitor type, and add serial numbers.\n\nUsed by housing societies, offices, hospitals, hotels, event venues and wedding halls.\n\nProduced in 3 working days.',
    category: 'tags',
    unit: ['hang tag', 'hang tags'],
    quantityTiers: [
      { quantity: 25, pricePaise: 119900 },
      { quantity: 50, pricePaise: 199900 },
      { quantity: 100, pricePaise: 329900 },
      { quantity: 250, pricePaise: 699900 },
      { quantity: 500, pricePaise: 1199900 },
    ],
    options: [
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: 'pvc-05', label: '0.5 mm PVC', default: true },
          { key: 'laminated-card', label: '350 GSM card, gloss laminated', priceDeltaBp: -3000 },
        ],
      },
      {
        key: 'numbering',
        label: 'Numbering',
        values: [
          { key: 'none', label: 'No numbering', default: true },
          { key: 'serial', label: 'Serial numbered', priceDeltaBp: 1000 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 76,
      trimHeightMm: 203,
      bleedMm: 3,
      safeMarginMm: 5,
      sides: 2,
      shape: 'rounded',
      cornerRadiusMm: 5,
    },
    productionDays: 3,
    highlights: [
      '3 x 8 inch with mirror hook',
      'Durable 0.5 mm PVC',
      'Printed both sides',
      'Serial numbering option',
    ],
    art: { kind: 'tag', palette: ['#FFFFFF', '#14342B', '#F5B700'], sample: 'Visitor Parking 024' },
    templateKind: 'parking-tag',
    keywords: ['parking tag', 'mirror hang tag', 'parking pass', 'vehicle pass'],
  },
  {
    slug: 'care-instruction-tags',
    name: 'Care Instruction Labels',
    shortDescription:
      'Printed satin or taffeta care labels with washing symbols, fabric content and your brand, to sew into garments.',
    description:
      'Soft fabric labels printed with standard washing and ironing symbols, fabric composition, size and Made in India, plus your brand name. Sew them into the side seam or neck of every garment.\n\nChoose smooth satin, which is soft against the skin, durable nylon taffeta, or natural cotton tape. Labels are cut flat, or centre-folded for a neat loop in the seam.\n\nUsed by clothing labels, kurta and ethnic-wear brands, kidswear, knitwear and home-textile makers, and boutiques producing small batches.\n\nProduced in 4 working days.',
    category: 'tags',
    unit: ['label', 'labels'],
    quantityTiers: [
      { quantity: 100, pricePaise: 59900 },
      { quantity: 250, pricePaise: 119900 },
      { quantity: 500, pricePaise: 199900 },
      { quantity: 1000, pricePaise: 329900 },
      { quantity: 2500, pricePaise: 699900 },
    ],
    options: [
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: 'satin', label: 'White satin', default: true },
          { key: 'nylon-taffeta', label: 'Nylon taffeta' },
          { key: 'cotton', label: 'Natural cotton tape', priceDeltaBp: 2000 },
        ],
      },
      {
        key: 'fold',
        label: 'Fold',
        values: [
          { key: 'flat', label: 'Flat cut', default: true },
          { key: 'centre-fold', label: 'Centre fold', priceDeltaBp: 1000 },
        ],
      },
      {
        key: 'size',
        label: 'Size',
        values: [
          { key: '30x60', label: '30 x 60 mm', trimWidthMm: 30, trimHeightMm: 60, default: true },
          {
            key: '35x80',
            label: '35 x 80 mm',
            trimWidthMm: 35,
            trimHeightMm: 80,
            priceDeltaBp: 1500,
          },
        ],
      },
    ],
    printSpec: { trimWidthMm: 30, trimHeightMm: 60, bleedMm: 0, safeMarginMm: 4, sides: 2 },
    productionDays: 4,
    highlights: [
      'Standard care symbols',
      'Satin, taffeta or cotton',
      'Printed both sides',
      'Flat or centre fold',
    ],
    art: { kind: 'tag', palette: ['#FFFFFF', '#222222', '#A68A64'], sample: 'Kaveri Handloom' },
    templateKind: 'care-tag',
    keywords: ['care label', 'wash care label', 'clothing label', 'garment label'],
  },
]
