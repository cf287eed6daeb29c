import type { ProductData } from '../types.ts'
import { aSize } from './presets.ts'

export const booksAlbums: ProductData[] = [
  {
    slug: 'photo-book',
    name: 'Photo Books',
    shortDescription:
      'Premium photo books with softcover or hardcover binding for weddings, travel, baby albums and family memories.',
    description:
      'Gather your favourite photos into a proper book. Lay out pages with our templates or let auto-fill arrange them, then add captions, dates and a cover photo.\n\n' +
      'Inside pages are printed on 200 GSM matte or gloss photo paper and perfect-bound in a softcover, or cased in a hardcover with a printed photo wrap. A 20-page 8 x 8 inch book is the most popular start.\n\n' +
      "Made for wedding and pre-wedding shoots, baby's first year, family holidays and anniversary gifts. Produced within 5 working days.",
    category: 'books-albums',
    hot: true,
    unit: ['book', 'books'],
    quantityTiers: [
      { quantity: 1, pricePaise: 149900 },
      { quantity: 2, pricePaise: 279900 },
      { quantity: 5, pricePaise: 649900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: '8x8',
            label: '8 x 8 in square (203 x 203 mm)',
            trimWidthMm: 203,
            trimHeightMm: 203,
            default: true,
          },
          {
            key: '11x8-landscape',
            label: '11 x 8.5 in landscape (279 x 216 mm)',
            trimWidthMm: 279,
            trimHeightMm: 216,
            priceDeltaBp: 2500,
          },
          {
            key: '12x12',
            label: '12 x 12 in square (305 x 305 mm)',
            trimWidthMm: 305,
            trimHeightMm: 305,
            priceDeltaBp: 6000,
          },
        ],
      },
      {
        key: 'cover',
        label: 'Cover',
        values: [
          { key: 'softcover', label: 'Softcover', default: true },
          { key: 'hardcover', label: 'Hardcover with photo wrap', priceDeltaBp: 3500 },
        ],
      },
      {
        key: 'pages',
        label: 'Pages',
        values: [
          { key: '20', label: '20 pages', default: true },
          { key: '30', label: '30 pages', priceDeltaBp: 3500 },
          { key: '40', label: '40 pages', priceDeltaBp: 7000 },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: 'matte', label: '200 GSM matte photo paper', default: true },
          { key: 'gloss', label: '200 GSM gloss photo paper' },
          { key: 'layflat', label: 'Lay-flat premium pages', priceDeltaBp: 5000 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 203,
      trimHeightMm: 203,
      bleedMm: 3,
      safeMarginMm: 10,
      sides: 2,
      pages: 20,
    },
    productionDays: 5,
    highlights: [
      '20 to 40 pages',
      'Softcover or hardcover',
      'Matte, gloss or lay-flat pages',
      'Easy auto-fill layouts',
    ],
    art: { kind: 'booklet', palette: ['#EDE6DB', '#2C2C2C', '#A47551'], sample: 'Ishaan & Meera' },
    templateKind: 'booklet',
    keywords: ['photo album', 'photobook', 'wedding album', 'memory book'],
  },
  {
    slug: 'photo-magazine',
    name: 'Personalised Photo Magazine',
    shortDescription:
      'Your photos and stories printed as a glossy, stapled magazine, a fun keepsake for birthdays and anniversaries.',
    description:
      "A real magazine starring your family: a cover story, photo spreads, interviews and fun facts. Make one for a parent's 60th birthday, a silver jubilee anniversary, a wedding or a school batch reunion.\n\n" +
      'Printed on both sides of 130 GSM gloss art paper with a 250 GSM laminated cover and saddle-stitched like a newsstand magazine. Choose heavier matte pages for a premium feel.\n\n' +
      'Order a few copies to hand out to the whole family. Produced within 4 working days.',
    category: 'books-albums',
    unit: ['magazine', 'magazines'],
    quantityTiers: [
      { quantity: 1, pricePaise: 89900 },
      { quantity: 2, pricePaise: 169900 },
      { quantity: 5, pricePaise: 399900 },
      { quantity: 10, pricePaise: 749900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [aSize('a4', { default: true }), aSize('a5', { priceDeltaBp: -2500 })],
      },
      {
        key: 'pages',
        label: 'Pages',
        values: [
          { key: '20', label: '20 pages', default: true },
          { key: '28', label: '28 pages', priceDeltaBp: 2500 },
          { key: '40', label: '40 pages', priceDeltaBp: 5500 },
        ],
      },
      {
        key: 'paper',
        label: 'Inside paper',
        values: [
          { key: '130-gsm-gloss', label: '130 GSM gloss art paper', default: true },
          { key: '170-gsm-matte', label: '170 GSM matte art paper', priceDeltaBp: 2000 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 210,
      trimHeightMm: 297,
      bleedMm: 3,
      safeMarginMm: 8,
      sides: 2,
      pages: 20,
    },
    productionDays: 4,
    highlights: [
      'Real magazine look and feel',
      '20 to 40 pages, saddle-stitched',
      'Laminated 250 GSM cover',
      'A4 or A5',
    ],
    art: { kind: 'booklet', palette: ['#FFFFFF', '#101820', '#F2AA4C'], sample: 'Papa at 60' },
    templateKind: 'booklet',
    keywords: ['photo magazine', 'custom magazine', 'birthday magazine', 'memory book'],
  },
  {
    slug: 'travel-journal-pages',
    name: 'Custom Travel Journal',
    shortDescription:
      'A personalised travel journal with itinerary, packing and memory pages, and your own cover.',
    description:
      'A journal made for trips: itinerary and budget pages, packing checklists, daily prompts, pages for tickets and photos, and blank spreads for sketches. Personalise the cover with a photo, your name and the trip, such as Ladakh 2026 or Our Honeymoon.\n\nA5 size with 96 interior pages of 100 GSM natural paper that handles pen and light watercolour. Choose wiro binding that lies flat, a softcover, or a hardcover for long journeys.\n\nA favourite gift for honeymooners, students going abroad, trekkers and family holidays.\n\nProduced in 4 working days.',
    category: 'books-albums',
    unit: ['journal', 'journals'],
    quantityTiers: [
      { quantity: 1, pricePaise: 54900 },
      { quantity: 2, pricePaise: 99900 },
      { quantity: 5, pricePaise: 229900 },
      { quantity: 10, pricePaise: 399900 },
    ],
    options: [
      {
        key: 'binding',
        label: 'Binding',
        values: [
          { key: 'wiro', label: 'Wiro (lies flat)', default: true },
          { key: 'softcover', label: 'Perfect bound softcover' },
          { key: 'hardcover', label: 'Hardcover', priceDeltaBp: 4500 },
        ],
      },
      {
        key: 'paper',
        label: 'Inside paper',
        values: [
          { key: '100-gsm-natural', label: '100 GSM natural paper', default: true },
          { key: '120-gsm-natural', label: '120 GSM natural paper', priceDeltaBp: 2000 },
        ],
      },
      {
        key: 'pages',
        label: 'Pages',
        values: [
          { key: '96', label: '96 pages', default: true },
          { key: '144', label: '144 pages', priceDeltaBp: 3500 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 148,
      trimHeightMm: 210,
      bleedMm: 3,
      safeMarginMm: 8,
      sides: 2,
      pages: 96,
    },
    productionDays: 4,
    highlights: [
      'Itinerary, packing and memory pages',
      'Personalised cover',
      'A5, 96 or 144 pages',
      'Wiro, softcover or hardcover',
    ],
    art: { kind: 'booklet', palette: ['#F2EAD3', '#1D3A3A', '#D9822B'], sample: 'Ladakh 2026' },
    templateKind: 'booklet',
    keywords: ['travel diary', 'trip journal', 'travel notebook', 'honeymoon gift'],
  },
]
