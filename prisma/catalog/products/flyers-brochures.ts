import type { ProductData } from '../types.ts'
import {
  laminationSoftTouch30,
  paper300Gsm350Gsm,
  sidesDoubleSingle,
  sidesFrontFrontBack,
  aSize,
} from './presets.ts'

export const flyersBrochures: ProductData[] = [
  {
    slug: 'pamphlet-maker',
    name: 'Pamphlets & Flyers',
    shortDescription:
      'Full-colour pamphlets and flyers for shop launches, offers and events, from about Rs 9 each for 100 A5 prints.',
    description:
      'The fastest way to tell a neighbourhood about your shop, clinic, coaching class or sale. Print A5 flyers for newspaper inserts and door-to-door distribution, or A4 for notice boards.\n\n' +
      'Printed on 130 GSM gloss art paper as standard. Choose 170 GSM for a sturdier feel, or 300 GSM card for handouts that people keep. Print one side, or both for maps, price lists and offers.\n\n' +
      'Used by retailers, tuition centres, gyms, real estate agents and political campaigns, and in bulk for Diwali and new-year offers. Printed within 1 working day.',
    category: 'flyers-brochures',
    hot: true,
    unit: ['flyer', 'flyers'],
    quantityTiers: [
      { quantity: 100, pricePaise: 89900 },
      { quantity: 250, pricePaise: 169900 },
      { quantity: 500, pricePaise: 269900 },
      { quantity: 1000, pricePaise: 429900 },
      { quantity: 2500, pricePaise: 899900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          aSize('a6', { priceDeltaBp: -3000 }),
          {
            key: 'dl',
            label: 'DL (99 x 210 mm)',
            trimWidthMm: 99,
            trimHeightMm: 210,
            priceDeltaBp: -1500,
          },
          aSize('a5', { default: true }),
          aSize('a4', { priceDeltaBp: 6000 }),
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '130-gsm', label: '130 GSM gloss art paper', default: true },
          { key: '170-gsm', label: '170 GSM gloss art paper', priceDeltaBp: 2000 },
          { key: '300-gsm', label: '300 GSM art card', priceDeltaBp: 5000 },
        ],
      },
      sidesFrontFrontBack,
    ],
    printSpec: { trimWidthMm: 148, trimHeightMm: 210, bleedMm: 3, safeMarginMm: 5, sides: 1 },
    productionDays: 1,
    highlights: [
      'A6, DL, A5 and A4',
      '130 to 300 GSM paper',
      'Single or double-sided',
      'Printed in 1 working day',
    ],
    art: {
      kind: 'flyer',
      palette: ['#FFFFFF', '#14213D', '#FCA311'],
      sample: 'Grand Opening Sale',
    },
    templateKind: 'flyer',
    keywords: ['pamphlet', 'flyer', 'leaflet', 'handbill', 'brochure'],
  },
  {
    slug: 'danglers',
    name: 'Shelf Danglers',
    shortDescription:
      'Double-sided promotional danglers with a hanging thread, for shop ceilings, shelves and counters.',
    description:
      'Danglers are printed cards that hang from the ceiling, a shelf edge or a display rack and turn slowly, showing your offer from both sides. They are printed on both sides in full colour and supplied punched, with a hanging thread.\n\nThe standard stock is 300 GSM art card with gloss lamination so the colours stay bright under shop lights. Choose a plain rectangle or a custom die-cut shape such as a product pack, a bottle or a speech bubble.\n\nUsed by FMCG brands, pharmacies, kirana and supermarket chains, mobile shops and showrooms for launches, festive offers and Diwali sales.\n\nProduced in 3 working days.',
    category: 'flyers-brochures',
    unit: ['dangler', 'danglers'],
    quantityTiers: [
      { quantity: 50, pricePaise: 149900 },
      { quantity: 100, pricePaise: 249900 },
      { quantity: 250, pricePaise: 499900 },
      { quantity: 500, pricePaise: 849900 },
      { quantity: 1000, pricePaise: 1399900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          aSize('a5', { default: true }),
          aSize('a4', { priceDeltaBp: 6000 }),
          {
            key: 'square-200',
            label: 'Square (200 x 200 mm)',
            trimWidthMm: 200,
            trimHeightMm: 200,
            priceDeltaBp: 4000,
          },
        ],
      },
      {
        key: 'shape',
        label: 'Shape',
        values: [
          { key: 'rectangle', label: 'Rectangle', default: true },
          { key: 'die-cut', label: 'Custom die-cut shape', priceDeltaBp: 2500 },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '300-gsm-gloss', label: '300 GSM art card, gloss laminated', default: true },
          { key: '350-gsm-gloss', label: '350 GSM art card, gloss laminated', priceDeltaBp: 1500 },
          { key: '350-gsm-matte', label: '350 GSM art card, matte laminated', priceDeltaBp: 1500 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 148, trimHeightMm: 210, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 3,
    highlights: [
      'Printed both sides',
      'Hanging thread included',
      'Gloss laminated 300 GSM card',
      'Custom die-cut shapes',
    ],
    art: {
      kind: 'door-hanger',
      palette: ['#FFF4D6', '#1F2A44', '#E4572E'],
      sample: 'Diwali Dhamaka 20% Off',
    },
    templateKind: 'big-text',
    keywords: ['dangler', 'shelf talker', 'hanging poster', 'POP display'],
  },
  {
    slug: 'door-hangers',
    name: 'Door Hangers',
    shortDescription:
      'Die-cut door hangers on sturdy card, printed both sides, for hotels, societies and doorstep promotions.',
    description:
      'Tall cards with a die-cut hole and slit so they slip over any door handle. Printed in full colour on both sides at 100 x 250 mm.\n\nPrinted on 300 GSM art card as standard, with a choice of matte, gloss or soft-touch lamination. The lamination keeps them clean after repeated use in hotel rooms.\n\nHotels and homestays use them for Do Not Disturb and room service signs. Restaurants, cloud kitchens, gyms, tuition classes and real estate agents use them to reach every flat in a housing society.\n\nProduced in 3 working days.',
    category: 'flyers-brochures',
    unit: ['door hanger', 'door hangers'],
    quantityTiers: [
      { quantity: 100, pricePaise: 179900 },
      { quantity: 250, pricePaise: 349900 },
      { quantity: 500, pricePaise: 599900 },
      { quantity: 1000, pricePaise: 999900 },
    ],
    options: [paper300Gsm350Gsm, laminationSoftTouch30, sidesDoubleSingle],
    printSpec: { trimWidthMm: 100, trimHeightMm: 250, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 3,
    highlights: [
      '100 x 250 mm with die-cut hole',
      'Printed both sides',
      '300 GSM laminated card',
      'Great for hotels and housing societies',
    ],
    art: {
      kind: 'door-hanger',
      palette: ['#E8F1EE', '#163A32', '#F2A541'],
      sample: 'Please Do Not Disturb',
    },
    templateKind: 'door-hanger',
    keywords: ['door hanger', 'do not disturb card', 'door knob card'],
  },
  {
    slug: 'custom-postcards',
    name: 'Custom Postcards',
    shortDescription:
      'Full-colour postcards on thick card, for travel memories, brand thank-you notes and mailers.',
    description:
      'Classic 148 x 105 mm postcards printed on both sides: a full-bleed photo or design on the front and a writing and address layout, or your own artwork, on the back.\n\nPrinted on 350 GSM matte card that is pleasant to write on, or 400 GSM for a heavier feel. Add gloss or soft-touch lamination on the front for a premium finish.\n\nUsed as thank-you cards in e-commerce parcels, travel and city souvenirs, art prints, save the dates and direct mail.\n\nPrinted in 1 working day.',
    category: 'flyers-brochures',
    hot: true,
    unit: ['postcard', 'postcards'],
    quantityTiers: [
      { quantity: 25, pricePaise: 49900 },
      { quantity: 50, pricePaise: 79900 },
      { quantity: 100, pricePaise: 129900 },
      { quantity: 250, pricePaise: 269900 },
      { quantity: 500, pricePaise: 449900 },
    ],
    options: [
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '350-gsm-matte', label: '350 GSM matte card', default: true },
          { key: '400-gsm-matte', label: '400 GSM matte card', priceDeltaBp: 2000 },
        ],
      },
      {
        key: 'finish',
        label: 'Front finish',
        values: [
          { key: 'none', label: 'No lamination (writable both sides)', default: true },
          { key: 'gloss', label: 'Gloss lamination', priceDeltaBp: 1500 },
          { key: 'soft-touch', label: 'Soft-touch lamination', priceDeltaBp: 3000 },
        ],
      },
      sidesDoubleSingle,
    ],
    printSpec: { trimWidthMm: 148, trimHeightMm: 105, bleedMm: 3, safeMarginMm: 4, sides: 2 },
    productionDays: 1,
    highlights: [
      'A6 postcard, 148 x 105 mm',
      'Printed both sides',
      'Thick 350 GSM card',
      'Printed in 24 hours',
    ],
    art: {
      kind: 'card',
      palette: ['#F0F4F8', '#1F3B4D', '#F6AE2D'],
      sample: 'Greetings from Jaipur',
    },
    templateKind: 'postcard',
    keywords: ['postcard', 'thank you card', 'photo postcard', 'mailer'],
  },
]
