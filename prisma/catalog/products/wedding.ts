import type { ProductData } from '../types.ts'
import {
  envelopeWhiteKraftIvory,
  finishNoneGoldFoil,
  paper350GsmPearlHandmade,
  sidesSingleDouble,
  aSize,
} from './presets.ts'

export const wedding: ProductData[] = [
  {
    slug: 'thank-you-cards',
    name: 'Wedding Thank You Cards',
    shortDescription:
      'Elegant thank you cards with envelopes to send to guests after the wedding, printed with your names and photo.',
    description:
      'Say thank you to the family and friends who made your wedding special. Add a favourite photo from the day, your names and a short personal note.\n\n' +
      'Printed on both sides on 350 GSM matte card, with shimmer pearl or handmade textured card for a more luxurious feel. Each card comes with a matching envelope.\n\n' +
      'Also used after engagements, baby showers, housewarmings and birthday parties. Produced within 3 working days.',
    category: 'wedding',
    unit: ['card', 'cards'],
    quantityTiers: [
      { quantity: 25, pricePaise: 99900 },
      { quantity: 50, pricePaise: 169900 },
      { quantity: 100, pricePaise: 299900 },
      { quantity: 200, pricePaise: 549900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          aSize('a6', { default: true }),
          {
            key: '5x7',
            label: '5 x 7 in (127 x 178 mm)',
            trimWidthMm: 127,
            trimHeightMm: 178,
            priceDeltaBp: 2500,
          },
        ],
      },
      paper350GsmPearlHandmade,
      finishNoneGoldFoil,
      envelopeWhiteKraftIvory,
    ],
    printSpec: { trimWidthMm: 105, trimHeightMm: 148, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 3,
    highlights: [
      'Envelopes included',
      '350 GSM matte or shimmer card',
      'Gold foil option',
      'Photo and personal note',
    ],
    art: {
      kind: 'invitation',
      palette: ['#FBF6F0', '#4A3B35', '#C9A66B'],
      sample: 'With love, Rohan & Priya',
    },
    templateKind: 'thank-you-card',
    keywords: ['thank you card', 'wedding thank you', 'greeting card'],
  },
  {
    slug: 'save-the-date-cards',
    name: 'Save the Date Cards',
    shortDescription:
      'Elegant save the date cards with envelopes, so guests can block your wedding dates well before the invitations.',
    description:
      'Let family and friends know early, especially in a busy wedding season or for a destination wedding. Share your names, the dates, the city and a favourite pre-wedding photo.\n\n' +
      'Printed on both sides of 350 GSM matte card, with shimmer pearl or handmade textured card for a richer feel and optional gold foil. Every card comes with an envelope.\n\n' +
      'Order alongside your wedding invitations for a matching design. Produced within 3 working days.',
    category: 'wedding',
    unit: ['card', 'cards'],
    quantityTiers: [
      { quantity: 25, pricePaise: 124900 },
      { quantity: 50, pricePaise: 219900 },
      { quantity: 100, pricePaise: 399900 },
      { quantity: 200, pricePaise: 749900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          aSize('a6', { priceDeltaBp: -1500 }),
          {
            key: '5x7',
            label: '5 x 7 in (127 x 178 mm)',
            trimWidthMm: 127,
            trimHeightMm: 178,
            default: true,
          },
        ],
      },
      paper350GsmPearlHandmade,
      finishNoneGoldFoil,
      envelopeWhiteKraftIvory,
    ],
    printSpec: { trimWidthMm: 127, trimHeightMm: 178, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 3,
    highlights: [
      '5 x 7 in or A6',
      'Envelopes included',
      'Pearl and handmade papers',
      'Gold foil option',
    ],
    art: {
      kind: 'invitation',
      palette: ['#F8F1E9', '#5A2A27', '#D4A373'],
      sample: 'Aditi & Vivaan, 12.12.2025',
    },
    templateKind: 'save-the-date',
    keywords: ['save the date', 'wedding card', 'wedding announcement', 'engagement card'],
  },
  {
    slug: 'wedding-invitations',
    name: 'Wedding Invitation Cards',
    shortDescription:
      'Personalised 5 x 7 inch wedding cards on premium card stock, supplied with matching envelopes.',
    description:
      'Flat 5 x 7 inch (127 x 178 mm) wedding invitation cards, printed in full colour with your names, muhurat, venue and family details. Every card ships with a matching envelope, so they are ready to hand out or post.\n\nThe standard stock is a 300 GSM matt art card. Upgrade to a 350 GSM pearl shimmer card or a 400 GSM handmade cotton-rag card, and add gold foil or spot UV on the names, monogram or Ganesh motif.\n\nPopular for Hindu, Muslim, Sikh and Christian weddings, engagement and reception cards, in English, Hindi or any regional language (send us the final text or artwork). Order early in wedding season.\n\nEvery file gets a free design check before printing. Cards are produced in 5 working days after proof approval.',
    category: 'wedding',
    hot: true,
    unit: ['card', 'cards'],
    quantityTiers: [
      { quantity: 50, pricePaise: 349900 },
      { quantity: 100, pricePaise: 599900 },
      { quantity: 200, pricePaise: 1099900 },
      { quantity: 300, pricePaise: 1499900 },
      { quantity: 500, pricePaise: 2249900 },
    ],
    options: [
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '300-gsm-matt', label: '300 GSM matt art card', default: true },
          { key: '350-gsm-pearl', label: '350 GSM pearl shimmer card', priceDeltaBp: 2500 },
          { key: '400-gsm-cotton', label: '400 GSM handmade cotton-rag card', priceDeltaBp: 5000 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'none', label: 'No embellishment', default: true },
          { key: 'spot-uv', label: 'Spot UV on names and motif', priceDeltaBp: 3000 },
          { key: 'gold-foil', label: 'Gold foil on names and motif', priceDeltaBp: 6000 },
        ],
      },
      {
        key: 'envelope',
        label: 'Envelope',
        values: [
          { key: 'ivory', label: 'Ivory envelope', default: true },
          { key: 'kraft', label: 'Brown kraft envelope' },
          { key: 'red-shimmer', label: 'Red shimmer envelope', priceDeltaBp: 1500 },
        ],
      },
      sidesSingleDouble,
    ],
    printSpec: { trimWidthMm: 127, trimHeightMm: 178, bleedMm: 3, safeMarginMm: 5, sides: 1 },
    productionDays: 5,
    highlights: [
      '5 x 7 inch flat cards',
      'Matching envelopes included',
      'Gold foil and spot UV options',
      'Any language, any script',
      'Free design check before print',
    ],
    art: {
      kind: 'invitation',
      palette: ['#FBF5EC', '#7A1F2B', '#C9A24A'],
      sample: 'Ananya weds Rohan',
    },
    templateKind: 'invitation',
    keywords: ['wedding card', 'shaadi card', 'marriage invitation', 'invite'],
  },
]
