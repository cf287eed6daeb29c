import type { ProductData } from '../types.ts'
import { finishGlossOrMatteLamination } from './presets.ts'

export const labels: ProductData[] = [
  {
    slug: 'product-labels',
    name: 'Custom Product Labels',
    shortDescription:
      'Rectangular self-adhesive labels for bottles, boxes and pouches, in paper, waterproof vinyl or clear film.',
    description:
      'Self-adhesive labels for the products you make and sell: cosmetics, candles, spices, sauces, soaps and packaged food. Add your brand, ingredients, MRP, FSSAI number and batch details.\n\n' +
      'Printed on white gloss paper (chromo) as standard. Choose waterproof white vinyl for bottles that go in the fridge or bathroom, transparent film for a no-label look, or kraft for a natural feel. Labels are kiss-cut and supplied on sheets, easy to peel by hand.\n\n' +
      'Used by home businesses, D2C brands, kirana private labels and caterers. Produced within 3 working days.',
    category: 'labels',
    hot: true,
    unit: ['label', 'labels'],
    quantityTiers: [
      { quantity: 50, pricePaise: 74900 },
      { quantity: 100, pricePaise: 119900 },
      { quantity: 250, pricePaise: 229900 },
      { quantity: 500, pricePaise: 379900 },
      { quantity: 1000, pricePaise: 649900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: '50x30',
            label: '50 x 30 mm',
            trimWidthMm: 50,
            trimHeightMm: 30,
            priceDeltaBp: -2000,
          },
          { key: '75x50', label: '75 x 50 mm', trimWidthMm: 75, trimHeightMm: 50, default: true },
          {
            key: '100x70',
            label: '100 x 70 mm',
            trimWidthMm: 100,
            trimHeightMm: 70,
            priceDeltaBp: 3000,
          },
        ],
      },
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: 'gloss-paper', label: 'White gloss paper (chromo)', default: true },
          { key: 'white-vinyl', label: 'White vinyl, waterproof', priceDeltaBp: 3000 },
          { key: 'transparent', label: 'Transparent film', priceDeltaBp: 4000 },
          { key: 'kraft', label: 'Kraft paper', priceDeltaBp: 2000 },
        ],
      },
      finishGlossOrMatteLamination,
    ],
    printSpec: { trimWidthMm: 75, trimHeightMm: 50, bleedMm: 2, safeMarginMm: 3, sides: 1 },
    productionDays: 3,
    highlights: [
      'Paper, vinyl, clear and kraft',
      'Waterproof vinyl option',
      'Kiss-cut on easy-peel sheets',
      'Room for MRP and FSSAI details',
    ],
    art: { kind: 'label', palette: ['#FFFFFF', '#264653', '#2A9D8F'], sample: 'Amla Hair Oil' },
    templateKind: 'label',
    keywords: ['product label', 'sticker label', 'packaging label', 'bottle label'],
  },
  {
    slug: 'jar-labels',
    name: 'Round Jar Labels',
    shortDescription:
      'Round labels for jars and lids, perfect for homemade pickles, honey, ghee, jams and spices.',
    description:
      'Round labels sized for jar lids and fronts. Give your homemade achaar, honey, ghee, masalas or jams a neat, branded finish with your name, flavour and date of packing.\n\n' +
      'Printed on white gloss paper, or oil- and water-resistant white vinyl for pickles and ghee. Kraft paper gives an artisanal look that suits organic and farm products.\n\n' +
      'Loved by home chefs, farm brands, Diwali gift hampers and weekend market sellers. Produced within 3 working days.',
    category: 'labels',
    unit: ['label', 'labels'],
    quantityTiers: [
      { quantity: 50, pricePaise: 59900 },
      { quantity: 100, pricePaise: 94900 },
      { quantity: 250, pricePaise: 189900 },
      { quantity: 500, pricePaise: 319900 },
      { quantity: 1000, pricePaise: 549900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Diameter',
        values: [
          { key: '38mm', label: '38 mm', trimWidthMm: 38, trimHeightMm: 38, priceDeltaBp: -1500 },
          { key: '50mm', label: '50 mm', trimWidthMm: 50, trimHeightMm: 50, default: true },
          { key: '63mm', label: '63 mm', trimWidthMm: 63, trimHeightMm: 63, priceDeltaBp: 2000 },
        ],
      },
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: 'gloss-paper', label: 'White gloss paper', default: true },
          { key: 'white-vinyl', label: 'White vinyl, oil and water resistant', priceDeltaBp: 3000 },
          { key: 'kraft', label: 'Kraft paper', priceDeltaBp: 2000 },
        ],
      },
      finishGlossOrMatteLamination,
    ],
    printSpec: {
      trimWidthMm: 50,
      trimHeightMm: 50,
      bleedMm: 2,
      safeMarginMm: 3,
      sides: 1,
      shape: 'circle',
    },
    productionDays: 3,
    highlights: [
      '38, 50 and 63 mm round',
      'Oil-resistant vinyl option',
      'Kraft for a handmade look',
      'Ideal for jar lids',
    ],
    art: {
      kind: 'round-label',
      palette: ['#FFF6E5', '#5B3A29', '#E09F3E'],
      sample: "Nani's Mango Achaar",
    },
    templateKind: 'label',
    keywords: ['jar label', 'round sticker', 'pickle label', 'lid sticker'],
  },
  {
    slug: 'return-address-labels',
    name: 'Return Address Labels',
    shortDescription:
      'Printed return address labels for parcels, envelopes and courier packets, on paper or waterproof vinyl.',
    description:
      'Small self-adhesive labels printed with your name or business name, full address, PIN code and phone number, so every courier packet and envelope carries a neat return address.\n\nChoose matte white paper for envelopes and cartons, or waterproof vinyl for polybag mailers. Labels come on easy-peel sheets, with sizes from a slim 64 x 25 mm address strip to a 100 x 50 mm shipping label.\n\nA staple for online sellers on Instagram, Amazon and Meesho, home bakers, small offices and anyone who posts invitations or gifts.\n\nProduced in 2 working days.',
    category: 'labels',
    unit: ['label', 'labels'],
    quantityTiers: [
      { quantity: 100, pricePaise: 34900 },
      { quantity: 250, pricePaise: 69900 },
      { quantity: 500, pricePaise: 119900 },
      { quantity: 1000, pricePaise: 199900 },
      { quantity: 2000, pricePaise: 349900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          { key: '64x25', label: '64 x 25 mm', trimWidthMm: 64, trimHeightMm: 25, default: true },
          {
            key: '70x35',
            label: '70 x 35 mm',
            trimWidthMm: 70,
            trimHeightMm: 35,
            priceDeltaBp: 1500,
          },
          {
            key: '100x50',
            label: '100 x 50 mm',
            trimWidthMm: 100,
            trimHeightMm: 50,
            priceDeltaBp: 4000,
          },
        ],
      },
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: 'matte-paper', label: 'Matte white paper', default: true },
          { key: 'gloss-paper', label: 'Gloss white paper' },
          { key: 'vinyl', label: 'Waterproof white vinyl', priceDeltaBp: 3000 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 64,
      trimHeightMm: 25,
      bleedMm: 2,
      safeMarginMm: 3,
      sides: 1,
      shape: 'rounded',
      cornerRadiusMm: 2,
    },
    productionDays: 2,
    highlights: [
      'Easy-peel sheets',
      'Paper or waterproof vinyl',
      'Three handy sizes',
      'Ideal for courier packets',
    ],
    art: {
      kind: 'label',
      palette: ['#FFFFFF', '#2E3A59', '#F28C28'],
      sample: 'Nisha Crafts, Pune 411001',
    },
    templateKind: 'return-address-label',
    keywords: ['address sticker', 'sender label', 'shipping label', 'from address label'],
  },
  {
    slug: 'wine-labels',
    name: 'Custom Wine Labels',
    shortDescription:
      'Elegant bottle labels on textured wine paper or waterproof film, with optional gold foil.',
    description:
      'Self-adhesive labels sized for standard 750 ml wine bottles, at 90 x 120 mm. Design your own label for a home-made wine, a wedding or anniversary bottle, or a boutique label for a small winery or craft beverage brand.\n\nChoose textured cream wine paper for a classic feel, white waterproof BOPP film that survives an ice bucket, or kraft. Add gold foil on the name or crest for a premium finish.\n\nAlso used for fruit wines, kombucha, cold-pressed juices, olive oil and gift bottles. Label text and any regulatory details are the responsibility of the customer.\n\nProduced in 3 working days.',
    category: 'labels',
    unit: ['label', 'labels'],
    quantityTiers: [
      { quantity: 25, pricePaise: 74900 },
      { quantity: 50, pricePaise: 119900 },
      { quantity: 100, pricePaise: 199900 },
      { quantity: 250, pricePaise: 399900 },
      { quantity: 500, pricePaise: 649900 },
    ],
    options: [
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: 'textured-wine-paper', label: 'Textured cream wine paper', default: true },
          { key: 'bopp', label: 'White waterproof BOPP film', priceDeltaBp: 1500 },
          { key: 'kraft', label: 'Brown kraft paper' },
        ],
      },
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: '90x120',
            label: '90 x 120 mm',
            trimWidthMm: 90,
            trimHeightMm: 120,
            default: true,
          },
          {
            key: '100x140',
            label: '100 x 140 mm',
            trimWidthMm: 100,
            trimHeightMm: 140,
            priceDeltaBp: 2000,
          },
          {
            key: '75x100',
            label: '75 x 100 mm',
            trimWidthMm: 75,
            trimHeightMm: 100,
            priceDeltaBp: -1000,
          },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'none', label: 'No foil', default: true },
          { key: 'gold-foil', label: 'Gold foil accents', priceDeltaBp: 6000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 90, trimHeightMm: 120, bleedMm: 2, safeMarginMm: 4, sides: 1 },
    productionDays: 3,
    highlights: [
      'Sized for 750 ml bottles',
      'Textured wine paper or waterproof film',
      'Gold foil option',
      'Small runs from 25 labels',
    ],
    art: {
      kind: 'label',
      palette: ['#F3EBDD', '#4A0E1C', '#B08D57'],
      sample: 'Nashik Valley Reserve',
    },
    templateKind: 'label',
    keywords: ['bottle label', 'wine bottle sticker', 'beverage label'],
  },
  {
    slug: 'plant-labels',
    name: 'Plant Labels',
    shortDescription:
      'Waterproof, UV-laminated labels for plant pots, nursery bags and planters that survive daily watering.',
    description:
      'Self-adhesive plant labels printed with the plant name, care icons for sun and water, a price or a QR code. They stick to ceramic, plastic and terracotta pots and to nursery grow bags.\n\nPrinted on waterproof white vinyl with a matte UV-resistant laminate so the print does not smudge or fade quickly outdoors. Clear vinyl and kraft-look vinyl are also available.\n\nUsed by plant nurseries, online plant shops, landscapers, terrace gardeners and school garden projects.\n\nProduced in 2 working days.',
    category: 'labels',
    unit: ['label', 'labels'],
    quantityTiers: [
      { quantity: 50, pricePaise: 59900 },
      { quantity: 100, pricePaise: 99900 },
      { quantity: 250, pricePaise: 199900 },
      { quantity: 500, pricePaise: 349900 },
      { quantity: 1000, pricePaise: 599900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          { key: '75x50', label: '75 x 50 mm', trimWidthMm: 75, trimHeightMm: 50, default: true },
          {
            key: '100x50',
            label: '100 x 50 mm',
            trimWidthMm: 100,
            trimHeightMm: 50,
            priceDeltaBp: 2000,
          },
          {
            key: '50x30',
            label: '50 x 30 mm',
            trimWidthMm: 50,
            trimHeightMm: 30,
            priceDeltaBp: -1500,
          },
        ],
      },
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: 'white-vinyl', label: 'White waterproof vinyl', default: true },
          { key: 'clear-vinyl', label: 'Clear waterproof vinyl', priceDeltaBp: 1000 },
          { key: 'kraft-vinyl', label: 'Kraft-look waterproof vinyl', priceDeltaBp: 1500 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 75,
      trimHeightMm: 50,
      bleedMm: 2,
      safeMarginMm: 3,
      sides: 1,
      shape: 'rounded',
      cornerRadiusMm: 3,
    },
    productionDays: 2,
    highlights: [
      'Waterproof vinyl',
      'UV-resistant matte laminate',
      'Sticks to pots and grow bags',
      'Add care icons or a QR code',
    ],
    art: { kind: 'label', palette: ['#EEF5E9', '#1F4D2B', '#8BBF5A'], sample: 'Money Plant' },
    templateKind: 'label',
    keywords: ['plant tag', 'pot label', 'nursery label', 'garden label'],
  },
  {
    slug: 'pantry-storage-labels',
    name: 'Pantry & Kitchen Jar Labels',
    shortDescription:
      'Waterproof labels for dal, rice, masala and snack jars, in English, Hindi or both.',
    description:
      'Matching labels that turn a mix of jars and containers into an organised pantry. Choose the item names, such as toor dal, basmati rice, haldi, jeera or poha, in English, Hindi or both, in one consistent style.\n\nPrinted on waterproof vinyl with a matte laminate, so they survive washing and oily fingers. Choose white, clear for glass jars, or black for a modern look.\n\nPopular with home organisers and new homes, and also used by home-food sellers, cafés and cloud kitchens to label storage bins.\n\nProduced in 2 working days.',
    category: 'labels',
    unit: ['label', 'labels'],
    quantityTiers: [
      { quantity: 12, pricePaise: 29900 },
      { quantity: 24, pricePaise: 49900 },
      { quantity: 48, pricePaise: 89900 },
      { quantity: 96, pricePaise: 159900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          { key: '60x30', label: '60 x 30 mm', trimWidthMm: 60, trimHeightMm: 30, default: true },
          {
            key: '90x50',
            label: '90 x 50 mm',
            trimWidthMm: 90,
            trimHeightMm: 50,
            priceDeltaBp: 3000,
          },
        ],
      },
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: 'white-vinyl', label: 'White waterproof vinyl', default: true },
          { key: 'clear-vinyl', label: 'Clear waterproof vinyl', priceDeltaBp: 1000 },
          { key: 'black-vinyl', label: 'Black waterproof vinyl', priceDeltaBp: 1500 },
        ],
      },
      {
        key: 'language',
        label: 'Language',
        values: [
          { key: 'english', label: 'English', default: true },
          { key: 'hindi', label: 'Hindi' },
          { key: 'bilingual', label: 'English and Hindi' },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 60,
      trimHeightMm: 30,
      bleedMm: 2,
      safeMarginMm: 3,
      sides: 1,
      shape: 'rounded',
      cornerRadiusMm: 3,
    },
    productionDays: 2,
    highlights: [
      'Waterproof vinyl',
      'White, clear or black',
      'English, Hindi or both',
      'Sets from 12 labels',
    ],
    art: { kind: 'label', palette: ['#FAF7F2', '#2F3E46', '#84A98C'], sample: 'Toor Dal' },
    templateKind: 'label',
    keywords: ['jar label', 'kitchen label', 'spice label', 'container sticker'],
  },
]
