import type { ProductData } from '../types.ts'
import { laminationMatteGloss } from './presets.ts'

export const events: ProductData[] = [
  {
    slug: 'mun-placard',
    name: 'MUN Country Placards',
    shortDescription:
      'Folded tent placards with country names and flags for Model UN conferences, debates and committee sessions.',
    description:
      'Sturdy tent-style placards for Model United Nations conferences. Each placard folds from an A4 sheet into a free-standing tent showing the country name and flag on both faces, so it reads from the dais and the floor.\n\n' +
      'Printed on 300 GSM card with matte lamination to survive being raised all day. Send us your country matrix and we set each placard in a consistent layout.\n\n' +
      'Used by schools, colleges and MUN secretariats, and for quiz, debate and panel events. Produced within 2 working days.',
    category: 'events',
    unit: ['placard', 'placards'],
    quantityTiers: [
      { quantity: 10, pricePaise: 49900 },
      { quantity: 25, pricePaise: 99900 },
      { quantity: 50, pricePaise: 179900 },
      { quantity: 100, pricePaise: 319900 },
      { quantity: 200, pricePaise: 579900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a4-fold',
            label: 'A4 folded (297 x 105 mm faces)',
            trimWidthMm: 297,
            trimHeightMm: 210,
            default: true,
          },
          {
            key: 'a3-fold',
            label: 'A3 folded (420 x 148 mm faces)',
            trimWidthMm: 420,
            trimHeightMm: 297,
            priceDeltaBp: 6000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '300-gsm', label: '300 GSM art card', default: true },
          { key: '350-gsm', label: '350 GSM art card', priceDeltaBp: 2000 },
        ],
      },
      laminationMatteGloss,
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 210, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 2,
    highlights: [
      'Folds into a free-standing tent',
      'Country name and flag on both faces',
      '300 GSM laminated card',
      'Bulk country lists set for you',
    ],
    art: {
      kind: 'placard',
      palette: ['#FFFFFF', '#0B2545', '#13A89E'],
      sample: 'Republic of India',
    },
    templateKind: 'big-text',
    keywords: ['mun placard', 'model un', 'country placard', 'name tent'],
  },
  {
    slug: 'certificate-maker',
    name: 'Custom Certificates',
    shortDescription:
      'Printed certificates of participation, merit and appreciation on heavy card, with names printed for each recipient.',
    description:
      'Certificates for school functions, sports days, workshops, corporate awards and training programmes. Upload one design with a name list and we print a personalised certificate for each person.\n\n' +
      'Printed on 300 GSM art card, with parchment-textured or pearl card for a more formal look. Add gold foil to seals and borders for prize certificates.\n\n' +
      'Used by schools, coaching institutes, NGOs, clubs and HR teams. Produced within 2 working days; gold foil adds a day.',
    category: 'events',
    unit: ['certificate', 'certificates'],
    quantityTiers: [
      { quantity: 10, pricePaise: 39900 },
      { quantity: 25, pricePaise: 84900 },
      { quantity: 50, pricePaise: 149900 },
      { quantity: 100, pricePaise: 259900 },
      { quantity: 250, pricePaise: 599900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a4',
            label: 'A4 (297 x 210 mm)',
            trimWidthMm: 297,
            trimHeightMm: 210,
            default: true,
          },
          {
            key: 'a5',
            label: 'A5 (210 x 148 mm)',
            trimWidthMm: 210,
            trimHeightMm: 148,
            priceDeltaBp: -2500,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '300-gsm', label: '300 GSM art card', default: true },
          { key: 'parchment', label: '250 GSM parchment textured', priceDeltaBp: 2500 },
          { key: 'pearl', label: '300 GSM pearl metallic', priceDeltaBp: 4000 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'none', label: 'No coating', default: true },
          { key: 'matte', label: 'Matte lamination', priceDeltaBp: 1500 },
          { key: 'gold-foil', label: 'Gold foil on seal and border', priceDeltaBp: 6000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 210, bleedMm: 3, safeMarginMm: 8, sides: 1 },
    productionDays: 2,
    highlights: [
      'A4 and A5 landscape',
      'Individual names from your list',
      'Parchment and pearl papers',
      'Gold foil option',
    ],
    art: {
      kind: 'certificate',
      palette: ['#FBF7EE', '#1B2A41', '#B8893B'],
      sample: 'Certificate of Excellence',
    },
    templateKind: 'certificate',
    keywords: ['certificate printing', 'award certificate', 'participation certificate'],
  },
  {
    slug: 'event-badges',
    name: 'Event Badges',
    shortDescription:
      'Personalised conference badges printed with each attendee name, with pouches and lanyards available.',
    description:
      'Name badges for conferences, seminars and corporate events, personalised from your attendee list at no extra cost. Print the event name and sponsors at the top, and each name, company and delegate category below.\n\nPrinted on both sides on 300 GSM art card, so the badge reads correctly even when it flips. Order punched cards only, or with a clear pouch and lanyard ready to hand out at registration.\n\nUsed for conferences, trade shows, college fests, hackathons, weddings (family and vendor passes) and school events.\n\nProduced in 2 working days.',
    category: 'events',
    hot: true,
    unit: ['badge', 'badges'],
    quantityTiers: [
      { quantity: 25, pricePaise: 89900 },
      { quantity: 50, pricePaise: 149900 },
      { quantity: 100, pricePaise: 249900 },
      { quantity: 250, pricePaise: 499900 },
      { quantity: 500, pricePaise: 849900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a6',
            label: 'A6 portrait (105 x 148 mm)',
            trimWidthMm: 105,
            trimHeightMm: 148,
            default: true,
          },
          {
            key: '100x70',
            label: 'Landscape (100 x 70 mm)',
            trimWidthMm: 100,
            trimHeightMm: 70,
            priceDeltaBp: -2000,
          },
        ],
      },
      {
        key: 'holder',
        label: 'Holder and lanyard',
        values: [
          { key: 'card-only', label: 'Punched card only', default: true },
          { key: 'pouch-lanyard', label: 'Clear pouch with plain lanyard', priceDeltaBp: 4000 },
          {
            key: 'pouch-printed-lanyard',
            label: 'Clear pouch with printed lanyard',
            priceDeltaBp: 12000,
          },
        ],
      },
    ],
    printSpec: { trimWidthMm: 105, trimHeightMm: 148, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 2,
    highlights: [
      'Names printed from your list',
      'Printed both sides',
      'Pouch and lanyard options',
      'A6 or landscape',
    ],
    art: {
      kind: 'badge',
      palette: ['#FFFFFF', '#1F2041', '#4B3F72'],
      sample: 'TechSummit Bengaluru',
    },
    templateKind: 'badge',
    keywords: ['conference badge', 'delegate badge', 'id badge', 'lanyard badge'],
  },
  {
    slug: 'gaming-achievement-badges',
    name: 'Gaming Achievement Pin Badges',
    shortDescription:
      'Round pin-back button badges styled as in-game achievements, for esports events, LAN parties and fans.',
    description:
      'Round metal button badges printed with achievement-style designs: Level Up, MVP, First Blood, Clutch King, or your own team logo and player handles. Mix several designs in one order.\n\nThe artwork wraps around the edge of a 58 mm steel button under a clear protective film, with a safety pin back. Choose a magnet back for jackets you do not want to pierce, or a matte film for a modern look.\n\nUsed for esports tournaments, college gaming fests, LAN parties, streamer merch, birthday parties and office game nights.\n\nProduced in 3 working days.',
    category: 'events',
    unit: ['badge', 'badges'],
    quantityTiers: [
      { quantity: 10, pricePaise: 49900 },
      { quantity: 25, pricePaise: 99900 },
      { quantity: 50, pricePaise: 179900 },
      { quantity: 100, pricePaise: 299900 },
      { quantity: 250, pricePaise: 649900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          { key: '44mm', label: '44 mm', trimWidthMm: 44, trimHeightMm: 44, priceDeltaBp: -1500 },
          { key: '58mm', label: '58 mm', trimWidthMm: 58, trimHeightMm: 58, default: true },
          { key: '75mm', label: '75 mm', trimWidthMm: 75, trimHeightMm: 75, priceDeltaBp: 4000 },
        ],
      },
      {
        key: 'back',
        label: 'Back',
        values: [
          { key: 'pin', label: 'Safety pin', default: true },
          { key: 'magnet', label: 'Magnet', priceDeltaBp: 3000 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'gloss', label: 'Gloss film', default: true },
          { key: 'matte', label: 'Matte film' },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 58,
      trimHeightMm: 58,
      bleedMm: 6,
      safeMarginMm: 5,
      sides: 1,
      shape: 'circle',
    },
    productionDays: 3,
    highlights: [
      'Metal button with wrap-around print',
      'Mix designs in one order',
      'Pin or magnet back',
      '44, 58 or 75 mm',
    ],
    art: { kind: 'badge', palette: ['#0D0221', '#F6F7F8', '#26F0F1'], sample: 'MVP: Level 99' },
    templateKind: 'badge',
    keywords: ['button badge', 'pin badge', 'gaming badge', 'esports merch'],
  },
]
