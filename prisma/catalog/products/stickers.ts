import type { ProductData } from '../types.ts'
import { badgeSizes38To75mm, shapeCircleSquareOval } from './presets.ts'

export const stickers: ProductData[] = [
  {
    slug: 'thank-you-stickers',
    name: 'Thank You Stickers',
    shortDescription:
      'Round thank you stickers for sealing parcels, boxes and bags, a small touch customers remember.',
    description:
      'A round "Thank you for shopping with us" sticker on every parcel turns an order into an experience. Add your logo, Instagram handle or a QR code for reviews and reorders.\n\n' +
      'Printed on gloss paper as standard, with matte, waterproof vinyl and kraft options. Stickers are kiss-cut on sheets so they peel off quickly while packing.\n\n' +
      'Used by online sellers, bakeries, boutiques, gift hamper makers and for wedding favours. Produced within 3 working days.',
    category: 'stickers',
    unit: ['sticker', 'stickers'],
    quantityTiers: [
      { quantity: 100, pricePaise: 39900 },
      { quantity: 250, pricePaise: 79900 },
      { quantity: 500, pricePaise: 129900 },
      { quantity: 1000, pricePaise: 219900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Diameter',
        values: [
          { key: '38mm', label: '38 mm', trimWidthMm: 38, trimHeightMm: 38, default: true },
          { key: '50mm', label: '50 mm', trimWidthMm: 50, trimHeightMm: 50, priceDeltaBp: 2000 },
          { key: '63mm', label: '63 mm', trimWidthMm: 63, trimHeightMm: 63, priceDeltaBp: 4000 },
        ],
      },
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: 'gloss-paper', label: 'Gloss paper', default: true },
          { key: 'matte-paper', label: 'Matte paper' },
          { key: 'vinyl', label: 'Waterproof vinyl', priceDeltaBp: 3000 },
          { key: 'kraft', label: 'Kraft paper', priceDeltaBp: 1500 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 38,
      trimHeightMm: 38,
      bleedMm: 2,
      safeMarginMm: 3,
      sides: 1,
      shape: 'circle',
    },
    productionDays: 3,
    highlights: [
      '38, 50 and 63 mm round',
      'Kiss-cut for fast packing',
      'Paper, vinyl or kraft',
      'Add a QR code for reviews',
    ],
    art: {
      kind: 'round-label',
      palette: ['#FDF0F3', '#3C1E3F', '#E56B8A'],
      sample: 'Thank you! The Cake Jar',
    },
    templateKind: 'sticker',
    keywords: ['thank you sticker', 'packaging sticker', 'seal sticker', 'logo sticker'],
  },
  {
    slug: 'wall-stickers',
    name: 'Custom Wall Stickers',
    shortDescription:
      "Vinyl wall stickers and decals cut to shape, for homes, kids' rooms, offices, cafés and shop walls.",
    description:
      'Print your own artwork, quote, logo or photo as a vinyl wall sticker. Stickers can be cut to the outline of your design so only the artwork shows on the wall.\n\n' +
      'Printed on matte vinyl with a low-tack adhesive that sticks firmly to painted walls and glass, and removable fabric vinyl that comes off rental walls without peeling paint.\n\n' +
      'Used for nursery walls, office culture walls, café branding and shop-front glass. Produced within 3 working days.',
    category: 'stickers',
    unit: ['sticker', 'stickers'],
    quantityTiers: [
      { quantity: 1, pricePaise: 59900 },
      { quantity: 2, pricePaise: 109900 },
      { quantity: 5, pricePaise: 249900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: '300x300',
            label: '30 x 30 cm',
            trimWidthMm: 300,
            trimHeightMm: 300,
            priceDeltaBp: -4000,
          },
          {
            key: '600x600',
            label: '60 x 60 cm',
            trimWidthMm: 600,
            trimHeightMm: 600,
            default: true,
          },
          {
            key: '900x600',
            label: '90 x 60 cm',
            trimWidthMm: 900,
            trimHeightMm: 600,
            priceDeltaBp: 5000,
          },
          {
            key: '1200x900',
            label: '120 x 90 cm',
            trimWidthMm: 1200,
            trimHeightMm: 900,
            priceDeltaBp: 15000,
          },
        ],
      },
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: 'matte-vinyl', label: 'Matte vinyl', default: true },
          { key: 'gloss-vinyl', label: 'Gloss vinyl' },
          { key: 'fabric', label: 'Removable fabric vinyl', priceDeltaBp: 3000 },
        ],
      },
      {
        key: 'cut',
        label: 'Cut',
        values: [
          { key: 'rectangle', label: 'Rectangle', default: true },
          { key: 'die-cut', label: 'Cut to shape', priceDeltaBp: 2000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 600, trimHeightMm: 600, bleedMm: 5, safeMarginMm: 10, sides: 1 },
    productionDays: 3,
    highlights: [
      '30 x 30 cm to 120 x 90 cm',
      'Cut to the shape of your design',
      'Removable fabric vinyl option',
      'For walls, glass and doors',
    ],
    art: {
      kind: 'sticker',
      palette: ['#F5F0E8', '#264653', '#F4A261'],
      sample: 'Dream big, little one',
    },
    templateKind: 'sticker',
    keywords: ['wall sticker', 'wall decal', 'vinyl sticker', 'room decor'],
  },
  {
    slug: 'ink-transfer-stickers',
    name: 'Ink Transfer Stickers',
    shortDescription:
      'Rub-on transfer stickers that leave only your ink design behind, with no visible sticker edge or background.',
    description:
      'Ink transfer stickers, also called rub-on transfers, move just the printed ink onto the surface. There is no film or paper edge, so the design looks painted onto glass, candles, notebooks, gift boxes and wooden trays.\n\n' +
      'Printed in full colour with an optional white ink layer so designs stay bright on dark and transparent surfaces. Each sheet comes with instructions and a wooden applicator stick.\n\n' +
      'Popular with candle makers, resin artists, café glassware and DIY gifting. Produced within 4 working days.',
    category: 'stickers',
    unit: ['sheet', 'sheets'],
    quantityTiers: [
      { quantity: 5, pricePaise: 49900 },
      { quantity: 10, pricePaise: 89900 },
      { quantity: 25, pricePaise: 199900 },
      { quantity: 50, pricePaise: 349900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Sheet size',
        values: [
          {
            key: 'a6',
            label: 'A6 sheet (105 x 148 mm)',
            trimWidthMm: 105,
            trimHeightMm: 148,
            priceDeltaBp: -3500,
          },
          {
            key: 'a5',
            label: 'A5 sheet (148 x 210 mm)',
            trimWidthMm: 148,
            trimHeightMm: 210,
            default: true,
          },
          {
            key: 'a4',
            label: 'A4 sheet (210 x 297 mm)',
            trimWidthMm: 210,
            trimHeightMm: 297,
            priceDeltaBp: 6000,
          },
        ],
      },
      {
        key: 'ink',
        label: 'Ink',
        values: [
          { key: 'cmyk', label: 'Full colour', default: true },
          { key: 'cmyk-white', label: 'Full colour + white base', priceDeltaBp: 3000 },
          { key: 'metallic-gold', label: 'Metallic gold', priceDeltaBp: 4000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 148, trimHeightMm: 210, bleedMm: 0, safeMarginMm: 5, sides: 1 },
    productionDays: 4,
    highlights: [
      'No visible sticker edge',
      'White base for dark surfaces',
      'Works on glass, wax, wood and paper',
      'Applicator stick included',
    ],
    art: { kind: 'sticker', palette: ['#EDEDE9', '#22333B', '#C6AC8F'], sample: 'Ember & Wick' },
    templateKind: 'sticker',
    keywords: ['rub on transfer', 'transfer sticker', 'candle sticker', 'uv dtf sticker'],
  },
  {
    slug: 'transparent-stickers',
    name: 'Transparent Stickers',
    shortDescription:
      'Clear vinyl stickers with a no-label look, for glass jars, bottles, windows and product packaging.',
    description:
      'Crystal-clear, waterproof vinyl stickers where only your design shows and the surface behind stays visible. They give glass jars, bottles and shop windows a clean, printed-on look.\n\nPrinted in full colour on clear gloss vinyl. Add a white ink layer under the design so colours stay solid and readable on dark or coloured surfaces. Cut to a square, a circle or a custom shape around your logo.\n\nLoved by home bakers, candle and soap makers, cafés, cosmetic brands and anyone who wants a premium label without a visible sticker edge.\n\nPrinted and cut in 1 working day.',
    category: 'stickers',
    hot: true,
    unit: ['sticker', 'stickers'],
    quantityTiers: [
      { quantity: 50, pricePaise: 69900 },
      { quantity: 100, pricePaise: 109900 },
      { quantity: 250, pricePaise: 229900 },
      { quantity: 500, pricePaise: 399900 },
      { quantity: 1000, pricePaise: 699900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          { key: '50x50', label: '50 x 50 mm', trimWidthMm: 50, trimHeightMm: 50, default: true },
          {
            key: '75x75',
            label: '75 x 75 mm',
            trimWidthMm: 75,
            trimHeightMm: 75,
            priceDeltaBp: 4000,
          },
          {
            key: '100x100',
            label: '100 x 100 mm',
            trimWidthMm: 100,
            trimHeightMm: 100,
            priceDeltaBp: 8000,
          },
        ],
      },
      {
        key: 'shape',
        label: 'Shape',
        values: [
          { key: 'square', label: 'Square with rounded corners', default: true },
          { key: 'circle', label: 'Circle' },
          { key: 'die-cut', label: 'Custom die-cut outline', priceDeltaBp: 1500 },
        ],
      },
      {
        key: 'white-ink',
        label: 'White ink',
        values: [
          { key: 'none', label: 'No white layer', default: true },
          { key: 'white-underprint', label: 'White underprint behind design', priceDeltaBp: 2000 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 50,
      trimHeightMm: 50,
      bleedMm: 2,
      safeMarginMm: 3,
      sides: 1,
      shape: 'rounded',
      cornerRadiusMm: 4,
    },
    productionDays: 1,
    highlights: [
      'Clear waterproof vinyl',
      'Optional white underprint',
      'Square, circle or die-cut',
      'Printed in 24 hours',
    ],
    art: { kind: 'sticker', palette: ['#E9F3F7', '#0F3D57', '#3FB6A8'], sample: 'Chai & Co.' },
    templateKind: 'sticker',
    keywords: ['clear sticker', 'transparent label', 'see-through sticker', 'glass sticker'],
  },
  {
    slug: 'kraft-paper-stickers',
    name: 'Kraft Paper Stickers',
    shortDescription:
      'Round brown kraft stickers with a natural, handmade look for boxes, jars and gift packaging.',
    description:
      'Self-adhesive stickers on textured brown kraft paper that give packaging an earthy, handcrafted feel. Dark inks print best on kraft, so bold logos and simple text look sharp.\n\nCut round as standard, or square or oval, in sizes from 38 mm to 75 mm. The paper is uncoated, so you can also write on it with a pen for batch numbers or dates.\n\nPopular with home bakers, organic food brands, soap and candle makers, chocolate and dry fruit gifting, and zero-plastic packaging.\n\nProduced in 2 working days.',
    category: 'stickers',
    unit: ['sticker', 'stickers'],
    quantityTiers: [
      { quantity: 100, pricePaise: 59900 },
      { quantity: 250, pricePaise: 119900 },
      { quantity: 500, pricePaise: 199900 },
      { quantity: 1000, pricePaise: 329900 },
    ],
    options: [badgeSizes38To75mm, shapeCircleSquareOval],
    printSpec: {
      trimWidthMm: 50,
      trimHeightMm: 50,
      bleedMm: 2,
      safeMarginMm: 3,
      sides: 1,
      shape: 'circle',
    },
    productionDays: 2,
    highlights: [
      'Natural brown kraft paper',
      'Writable uncoated surface',
      'Sizes from 38 to 75 mm',
      'Great for eco packaging',
    ],
    art: {
      kind: 'round-label',
      palette: ['#C49A6C', '#2B1D14', '#F3E9DC'],
      sample: 'Handmade by Aditi',
    },
    templateKind: 'sticker',
    keywords: ['kraft label', 'brown sticker', 'eco sticker', 'packaging sticker'],
  },
  {
    slug: 'gold-stickers',
    name: 'Gold Foil Stickers',
    shortDescription:
      'Shiny metallic gold stickers that add a premium touch to sweet boxes, gifts and wedding favours.',
    description:
      'Stickers printed on mirror-finish metallic gold paper. Areas left unprinted shine as real gold, so a logo or monogram in black, maroon or white looks foil-stamped.\n\nChoose round, square or oval shapes in 38 to 75 mm, with a gloss or matte metallic surface.\n\nThe go-to seal for mithai and dry fruit boxes at Diwali, wedding favours and trousseau packing, jewellery pouches and premium gift hampers.\n\nProduced in 2 working days.',
    category: 'stickers',
    unit: ['sticker', 'stickers'],
    quantityTiers: [
      { quantity: 100, pricePaise: 79900 },
      { quantity: 250, pricePaise: 159900 },
      { quantity: 500, pricePaise: 269900 },
      { quantity: 1000, pricePaise: 449900 },
    ],
    options: [
      badgeSizes38To75mm,
      shapeCircleSquareOval,
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'gloss-gold', label: 'Gloss metallic gold', default: true },
          { key: 'matte-gold', label: 'Matte brushed gold' },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 50,
      trimHeightMm: 50,
      bleedMm: 2,
      safeMarginMm: 3,
      sides: 1,
      shape: 'circle',
    },
    productionDays: 2,
    highlights: [
      'Metallic gold paper',
      'Foil look without foil cost',
      'Round, square or oval',
      'Perfect for festive gifting',
    ],
    art: {
      kind: 'round-label',
      palette: ['#D4AF37', '#3B1F0E', '#FFF8E7'],
      sample: 'Shubh Deepavali',
    },
    templateKind: 'sticker',
    keywords: ['golden sticker', 'metallic label', 'foil sticker', 'sweet box sticker'],
  },
  {
    slug: 'silver-stickers',
    name: 'Silver Foil Stickers',
    shortDescription:
      'Metallic silver stickers with a sleek, modern sheen for product seals, electronics and cosmetics.',
    description:
      'Stickers on mirror-finish metallic silver paper, with your design printed in colour on top. Unprinted areas keep the bright silver sheen.\n\nAvailable as 75 x 50 mm rectangles or 50 mm circles, with gloss or brushed matte silver. The surface resists water and light handling, so the stickers work well on boxes and bottles.\n\nUsed as brand seals on electronics and gadget boxes, skincare and perfume packaging, jewellery cases, and as silver-jubilee or anniversary favour stickers.\n\nProduced in 2 working days.',
    category: 'stickers',
    unit: ['sticker', 'stickers'],
    quantityTiers: [
      { quantity: 100, pricePaise: 79900 },
      { quantity: 250, pricePaise: 159900 },
      { quantity: 500, pricePaise: 269900 },
      { quantity: 1000, pricePaise: 449900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size and shape',
        values: [
          {
            key: 'rect-75x50',
            label: 'Rectangle 75 x 50 mm',
            trimWidthMm: 75,
            trimHeightMm: 50,
            default: true,
          },
          {
            key: 'rect-100x60',
            label: 'Rectangle 100 x 60 mm',
            trimWidthMm: 100,
            trimHeightMm: 60,
            priceDeltaBp: 4000,
          },
          {
            key: 'circle-50',
            label: 'Circle 50 mm',
            trimWidthMm: 50,
            trimHeightMm: 50,
            priceDeltaBp: -1000,
          },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'gloss-silver', label: 'Gloss metallic silver', default: true },
          { key: 'matte-silver', label: 'Matte brushed silver' },
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
      'Metallic silver paper',
      'Gloss or brushed matte',
      'Water-resistant surface',
      'Premium brand seals',
    ],
    art: { kind: 'sticker', palette: ['#C0C6CC', '#14213D', '#5BC0EB'], sample: 'Lumen Skin' },
    templateKind: 'sticker',
    keywords: ['silver label', 'metallic sticker', 'chrome sticker', 'seal sticker'],
  },
]
