import type { ProductData } from './types'

export const productsB: ProductData[] = [
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
      {
        key: 'sides',
        label: 'Printed sides',
        values: [
          { key: 'single', label: 'Front only', default: true },
          { key: 'double', label: 'Front and back', priceDeltaBp: 3000 },
        ],
      },
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
    keywords: ['wedding card', 'shaadi card', 'marriage invitation', 'invite'],
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
          {
            key: 'a5',
            label: 'A5 (148 x 210 mm)',
            trimWidthMm: 148,
            trimHeightMm: 210,
            default: true,
          },
          {
            key: 'a4',
            label: 'A4 (210 x 297 mm)',
            trimWidthMm: 210,
            trimHeightMm: 297,
            priceDeltaBp: 6000,
          },
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
    options: [
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '300-gsm', label: '300 GSM art card', default: true },
          { key: '350-gsm', label: '350 GSM art card', priceDeltaBp: 1500 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte', label: 'Matte lamination', default: true },
          { key: 'gloss', label: 'Gloss lamination' },
          { key: 'soft-touch', label: 'Soft-touch lamination', priceDeltaBp: 3000 },
        ],
      },
      {
        key: 'sides',
        label: 'Printed sides',
        values: [
          { key: 'double', label: 'Front and back', default: true },
          { key: 'single', label: 'Front only', priceDeltaBp: -1000 },
        ],
      },
    ],
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
    keywords: ['door hanger', 'do not disturb card', 'door knob card'],
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
    keywords: ['bag tag', 'suitcase tag', 'travel tag', 'baggage tag'],
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
    keywords: ['address sticker', 'sender label', 'shipping label', 'from address label'],
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
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          { key: '38mm', label: '38 mm', trimWidthMm: 38, trimHeightMm: 38, priceDeltaBp: -1500 },
          { key: '50mm', label: '50 mm', trimWidthMm: 50, trimHeightMm: 50, default: true },
          { key: '63mm', label: '63 mm', trimWidthMm: 63, trimHeightMm: 63, priceDeltaBp: 2500 },
          { key: '75mm', label: '75 mm', trimWidthMm: 75, trimHeightMm: 75, priceDeltaBp: 5000 },
        ],
      },
      {
        key: 'shape',
        label: 'Shape',
        values: [
          { key: 'circle', label: 'Circle', default: true },
          { key: 'square', label: 'Square with rounded corners' },
          { key: 'oval', label: 'Oval' },
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
      {
        key: 'size',
        label: 'Size',
        values: [
          { key: '38mm', label: '38 mm', trimWidthMm: 38, trimHeightMm: 38, priceDeltaBp: -1500 },
          { key: '50mm', label: '50 mm', trimWidthMm: 50, trimHeightMm: 50, default: true },
          { key: '63mm', label: '63 mm', trimWidthMm: 63, trimHeightMm: 63, priceDeltaBp: 2500 },
          { key: '75mm', label: '75 mm', trimWidthMm: 75, trimHeightMm: 75, priceDeltaBp: 5000 },
        ],
      },
      {
        key: 'shape',
        label: 'Shape',
        values: [
          { key: 'circle', label: 'Circle', default: true },
          { key: 'square', label: 'Square with rounded corners' },
          { key: 'oval', label: 'Oval' },
        ],
      },
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
    keywords: ['silver label', 'metallic sticker', 'chrome sticker', 'seal sticker'],
  },
  {
    slug: 'lyrics-print',
    name: 'Song Lyrics Poster',
    shortDescription:
      'Your song, your words: a personalised lyrics poster with names and a date, printed on fine art paper.',
    description:
      'A minimal typographic poster with the lyrics of a song that means something to you, such as your first dance, your wedding entry song or a lullaby, with names and a date underneath.\n\nPrinted on 250 GSM matte art paper as standard, or on 300 GSM textured fine art paper for a gallery finish. Order it unframed or ready to hang in a black or white wooden frame with an acrylic front.\n\nA favourite anniversary, engagement and Valentine gift, and a lovely keepsake for new parents. Please only send lyrics for personal, non-commercial use.\n\nProduced in 2 working days.',
    category: 'posters-wall-art',
    unit: ['poster', 'posters'],
    quantityTiers: [
      { quantity: 1, pricePaise: 54900 },
      { quantity: 2, pricePaise: 99900 },
      { quantity: 4, pricePaise: 179900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a4',
            label: 'A4 (210 x 297 mm)',
            trimWidthMm: 210,
            trimHeightMm: 297,
            priceDeltaBp: -2000,
          },
          {
            key: 'a3',
            label: 'A3 (297 x 420 mm)',
            trimWidthMm: 297,
            trimHeightMm: 420,
            default: true,
          },
          {
            key: 'a2',
            label: 'A2 (420 x 594 mm)',
            trimWidthMm: 420,
            trimHeightMm: 594,
            priceDeltaBp: 6000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '250-gsm-matte', label: '250 GSM matte art paper', default: true },
          { key: '300-gsm-fine-art', label: '300 GSM textured fine art paper', priceDeltaBp: 4000 },
        ],
      },
      {
        key: 'frame',
        label: 'Frame',
        values: [
          { key: 'none', label: 'Unframed', default: true },
          { key: 'black', label: 'Black wooden frame', priceDeltaBp: 12000 },
          { key: 'white', label: 'White wooden frame', priceDeltaBp: 12000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 420, bleedMm: 3, safeMarginMm: 10, sides: 1 },
    productionDays: 2,
    highlights: [
      'Personalised with names and date',
      'A4, A3 or A2',
      'Fine art paper option',
      'Framed, ready to hang',
    ],
    art: { kind: 'poster', palette: ['#F6F1EB', '#1E1E24', '#B5838D'], sample: 'Tum Hi Ho' },
    keywords: ['lyrics poster', 'song poster', 'anniversary gift', 'wall art'],
  },
  {
    slug: 'text-overlay-photo',
    name: 'Photo Poster with Text',
    shortDescription:
      'Your favourite photo printed as a poster with names, a date or a quote set over the image.',
    description:
      'Turn a photo into wall art: we print it large with your own text laid over the image, such as names and a wedding date, a quote, a place and coordinates, or a birthday message. Pick light or dark type and we balance it against the photo.\n\nPrinted on 260 GSM lustre photo paper for rich colour with low glare, or on 300 GSM matte fine art paper. Sizes run from 8 x 12 inch to 16 x 24 inch, unframed or in a black wooden frame.\n\nA popular anniversary, farewell and housewarming gift. Send the largest original photo you have; we check the resolution before printing.\n\nProduced in 2 working days.',
    category: 'posters-wall-art',
    unit: ['poster', 'posters'],
    quantityTiers: [
      { quantity: 1, pricePaise: 39900 },
      { quantity: 2, pricePaise: 69900 },
      { quantity: 5, pricePaise: 149900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: '8x12',
            label: '8 x 12 in (203 x 305 mm)',
            trimWidthMm: 203,
            trimHeightMm: 305,
            default: true,
          },
          {
            key: '12x18',
            label: '12 x 18 in (305 x 457 mm)',
            trimWidthMm: 305,
            trimHeightMm: 457,
            priceDeltaBp: 6000,
          },
          {
            key: '16x24',
            label: '16 x 24 in (406 x 610 mm)',
            trimWidthMm: 406,
            trimHeightMm: 610,
            priceDeltaBp: 15000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: 'lustre', label: '260 GSM lustre photo paper', default: true },
          { key: 'matte-fine-art', label: '300 GSM matte fine art paper', priceDeltaBp: 3000 },
        ],
      },
      {
        key: 'frame',
        label: 'Frame',
        values: [
          { key: 'none', label: 'Unframed', default: true },
          { key: 'black', label: 'Black wooden frame', priceDeltaBp: 15000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 203, trimHeightMm: 305, bleedMm: 2, safeMarginMm: 8, sides: 1 },
    productionDays: 2,
    highlights: [
      'Your photo, your words',
      'Lustre photo or fine art paper',
      'Up to 16 x 24 inch',
      'Resolution checked before print',
    ],
    art: { kind: 'poster', palette: ['#20232A', '#FFFFFF', '#F4B942'], sample: 'Goa, 14.02.2024' },
    keywords: ['photo poster', 'quote poster', 'photo with name', 'personalised poster'],
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
    keywords: ['bottle label', 'wine bottle sticker', 'beverage label'],
  },
  {
    slug: 'calendars',
    name: 'Custom Wall Calendars',
    shortDescription:
      'A 13-page wiro-bound wall calendar with your photos or brand, a favourite New Year and Diwali gift.',
    description:
      'A wall calendar with a cover and 12 monthly pages, each with your own photo or artwork above the dates. Indian public holidays are marked, and you can add birthdays, anniversaries or company events.\n\nPrinted on 170 GSM gloss art paper as standard, or 250 GSM matte for a heavier, glare-free page. Wiro-bound at the top with a hanging hook, in A4 or A3.\n\nFamilies make them with a year of photos. Businesses, CA firms, clinics and dealers order them in bulk as New Year and Diwali gifts for clients.\n\nProduced in 4 working days.',
    category: 'stationery',
    hot: true,
    unit: ['calendar', 'calendars'],
    quantityTiers: [
      { quantity: 1, pricePaise: 44900 },
      { quantity: 5, pricePaise: 199900 },
      { quantity: 10, pricePaise: 349900 },
      { quantity: 25, pricePaise: 749900 },
      { quantity: 50, pricePaise: 1299900 },
      { quantity: 100, pricePaise: 2299900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a4',
            label: 'A4 (210 x 297 mm)',
            trimWidthMm: 210,
            trimHeightMm: 297,
            default: true,
          },
          {
            key: 'a3',
            label: 'A3 (297 x 420 mm)',
            trimWidthMm: 297,
            trimHeightMm: 420,
            priceDeltaBp: 5000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '170-gsm-gloss', label: '170 GSM gloss art paper', default: true },
          { key: '250-gsm-matte', label: '250 GSM matte art paper', priceDeltaBp: 2500 },
        ],
      },
      {
        key: 'start-month',
        label: 'Starting month',
        values: [
          { key: 'january', label: 'January', default: true },
          { key: 'april', label: 'April (financial year)' },
          { key: 'next-month', label: 'Next month' },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 210,
      trimHeightMm: 297,
      bleedMm: 3,
      safeMarginMm: 5,
      sides: 1,
      pages: 13,
    },
    productionDays: 4,
    highlights: [
      'Cover plus 12 monthly pages',
      'Indian holidays marked',
      'Wiro-bound with hook',
      'Bulk pricing for corporate gifting',
    ],
    art: {
      kind: 'calendar',
      palette: ['#FFFFFF', '#1D3557', '#E63946'],
      sample: 'Sharma Family 2026',
    },
    keywords: ['wall calendar', 'photo calendar', 'corporate calendar', 'new year calendar'],
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
    keywords: ['plant tag', 'pot label', 'nursery label', 'garden label'],
  },
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
    keywords: ['wrapping paper', 'gift wrap', 'tissue paper', 'branded paper'],
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
    keywords: ['table mat', 'paper placemat', 'tray mat', 'tray liner'],
  },
  {
    slug: 'vinyl-record-poster',
    name: 'Vinyl Record Song Poster',
    shortDescription:
      'A personalised poster styled as a vinyl record and music player, with your song, names and photo.',
    description:
      'A music-themed wall poster showing a vinyl record with your photo on the centre label, the song title and artist, a player bar and your names or a date. A modern alternative to a plain photo frame.\n\nPrinted on 250 GSM matte art paper, or 300 GSM textured fine art paper for a gallery finish. Order unframed or in a black or white wooden frame.\n\nA popular gift for anniversaries, birthdays and couples, and for music lovers decorating a room or studio.\n\nProduced in 2 working days.',
    category: 'posters-wall-art',
    unit: ['poster', 'posters'],
    quantityTiers: [
      { quantity: 1, pricePaise: 54900 },
      { quantity: 2, pricePaise: 99900 },
      { quantity: 4, pricePaise: 179900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a4',
            label: 'A4 (210 x 297 mm)',
            trimWidthMm: 210,
            trimHeightMm: 297,
            priceDeltaBp: -2000,
          },
          {
            key: 'a3',
            label: 'A3 (297 x 420 mm)',
            trimWidthMm: 297,
            trimHeightMm: 420,
            default: true,
          },
          {
            key: 'a2',
            label: 'A2 (420 x 594 mm)',
            trimWidthMm: 420,
            trimHeightMm: 594,
            priceDeltaBp: 6000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '250-gsm-matte', label: '250 GSM matte art paper', default: true },
          { key: '300-gsm-fine-art', label: '300 GSM textured fine art paper', priceDeltaBp: 4000 },
        ],
      },
      {
        key: 'frame',
        label: 'Frame',
        values: [
          { key: 'none', label: 'Unframed', default: true },
          { key: 'black', label: 'Black wooden frame', priceDeltaBp: 12000 },
          { key: 'white', label: 'White wooden frame', priceDeltaBp: 12000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 420, bleedMm: 3, safeMarginMm: 10, sides: 1 },
    productionDays: 2,
    highlights: [
      'Your photo on the record label',
      'Song, names and date',
      'A4, A3 or A2',
      'Framed option',
    ],
    art: {
      kind: 'disc-cover',
      palette: ['#111111', '#F5F0E6', '#E9C46A'],
      sample: 'Aditya & Sana',
    },
    keywords: ['vinyl poster', 'song poster', 'music poster', 'spotify poster'],
  },
  {
    slug: 'custom-playing-cards',
    name: 'Custom Playing Cards',
    shortDescription:
      'A full 54-card deck with your photos or logo, on casino-feel card stock in a printed tuck box.',
    description:
      'A complete, playable deck of 52 cards plus 2 jokers at standard poker size (63 x 88 mm) with rounded corners. Put your photo or logo on the back of every card, personalise the kings, queens and jacks with family faces, or design all 54 cards.\n\nPrinted on 300 GSM linen-finish casino card that shuffles smoothly, packed in a printed tuck box. Upgrade to black-core card for a stiffer, opaque feel, or a rigid magnetic gift box.\n\nMade for Diwali card parties, wedding favours, birthday gifts and corporate giveaways.\n\nProduced in 4 working days.',
    category: 'photo-gifts',
    hot: true,
    unit: ['deck', 'decks'],
    quantityTiers: [
      { quantity: 1, pricePaise: 59900 },
      { quantity: 2, pricePaise: 109900 },
      { quantity: 5, pricePaise: 249900 },
      { quantity: 10, pricePaise: 449900 },
      { quantity: 25, pricePaise: 999900 },
    ],
    options: [
      {
        key: 'design',
        label: 'Personalisation',
        values: [
          { key: 'back-only', label: 'Custom back, classic faces', default: true },
          { key: 'back-and-court', label: 'Custom back and 12 court cards', priceDeltaBp: 3000 },
          { key: 'all-cards', label: 'All 54 cards personalised', priceDeltaBp: 6000 },
        ],
      },
      {
        key: 'stock',
        label: 'Card stock',
        values: [
          { key: '300-gsm-linen', label: '300 GSM linen-finish casino card', default: true },
          { key: '330-gsm-black-core', label: '330 GSM black-core card', priceDeltaBp: 3000 },
        ],
      },
      {
        key: 'box',
        label: 'Box',
        values: [
          { key: 'tuck-box', label: 'Printed tuck box', default: true },
          { key: 'rigid-box', label: 'Rigid magnetic gift box', priceDeltaBp: 5000 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 63,
      trimHeightMm: 88,
      bleedMm: 3,
      safeMarginMm: 4,
      sides: 2,
      shape: 'rounded',
      cornerRadiusMm: 3.5,
    },
    productionDays: 4,
    highlights: [
      '52 cards plus 2 jokers',
      'Poker size with rounded corners',
      'Linen-finish casino card',
      'Printed tuck box included',
    ],
    art: {
      kind: 'playing-card',
      palette: ['#FDFBF7', '#0B3D2E', '#C1121F'],
      sample: 'The Kapoor Deck',
    },
    keywords: ['playing cards', 'photo cards deck', 'taash', 'poker cards'],
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
    keywords: ['price tag', 'hang tag', 'swing tag', 'garment tag'],
  },
  {
    slug: 'passport-photos',
    name: 'Passport Size Photos',
    shortDescription:
      'Passport and visa photos at the correct Indian size, printed on glossy or matte photo paper.',
    description:
      'Upload a clear front-facing photo and we crop it to the standard Indian passport size of 35 x 45 mm, with a plain white background. Eight photos come on one 4 x 6 inch sheet, ready to cut.\n\nPrinted on genuine photo paper, glossy or matte. Other sizes are available for US visa applications (2 x 2 inch) and stamp-size forms.\n\nUse them for passport and visa applications, Aadhaar and PAN updates, exam forms, college admissions, ID cards and bank KYC. Always check the latest requirements of the office you are applying to.\n\nPrinted in 1 working day.',
    category: 'photo-prints',
    hot: true,
    unit: ['photo', 'photos'],
    quantityTiers: [
      { quantity: 8, pricePaise: 9900 },
      { quantity: 16, pricePaise: 17900 },
      { quantity: 32, pricePaise: 32900 },
      { quantity: 48, pricePaise: 44900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Photo size',
        values: [
          {
            key: '35x45',
            label: 'Indian passport (35 x 45 mm)',
            trimWidthMm: 35,
            trimHeightMm: 45,
            default: true,
          },
          {
            key: '51x51',
            label: 'US visa (2 x 2 in, 51 x 51 mm)',
            trimWidthMm: 51,
            trimHeightMm: 51,
          },
          { key: '20x25', label: 'Stamp size (20 x 25 mm)', trimWidthMm: 20, trimHeightMm: 25 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'glossy', label: 'Glossy photo paper', default: true },
          { key: 'matte', label: 'Matte photo paper' },
        ],
      },
      {
        key: 'retouch',
        label: 'Background',
        values: [
          { key: 'as-is', label: 'Use my photo as it is', default: true },
          { key: 'white-background', label: 'Replace background with white', priceDeltaBp: 2000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 35, trimHeightMm: 45, bleedMm: 0, safeMarginMm: 2, sides: 1 },
    productionDays: 1,
    highlights: [
      'Indian passport size 35 x 45 mm',
      '8 photos on a 4 x 6 sheet',
      'Genuine photo paper',
      'Visa and stamp sizes too',
    ],
    art: { kind: 'photo-print', palette: ['#FFFFFF', '#22313F', '#4D9DE0'], sample: 'Arjun Verma' },
    keywords: ['passport photo', 'visa photo', 'stamp size photo', 'pp size photo'],
  },
  {
    slug: 'notepad-maker',
    name: 'Custom Notepads',
    shortDescription:
      'Branded tear-off notepads with your logo on every sheet, glued at the top with a card backing.',
    description:
      'Notepads printed with your logo, name and contact details on every sheet, glued at the top edge with a stiff card back so they stand up to daily desk use.\n\nPrinted on 80 GSM maplitho that takes pen and pencil well, or smooth 100 GSM. Choose 50 or 100 sheets per pad in A6, A5 or A4.\n\nOffices, hotels, clinics, real estate agents and CA firms use them on desks and in meeting rooms, and as a low-cost giveaway that stays in sight.\n\nProduced in 3 working days.',
    category: 'stationery',
    unit: ['notepad', 'notepads'],
    quantityTiers: [
      { quantity: 10, pricePaise: 149900 },
      { quantity: 25, pricePaise: 299900 },
      { quantity: 50, pricePaise: 499900 },
      { quantity: 100, pricePaise: 899900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a6',
            label: 'A6 (105 x 148 mm)',
            trimWidthMm: 105,
            trimHeightMm: 148,
            priceDeltaBp: -2500,
          },
          {
            key: 'a5',
            label: 'A5 (148 x 210 mm)',
            trimWidthMm: 148,
            trimHeightMm: 210,
            default: true,
          },
          {
            key: 'a4',
            label: 'A4 (210 x 297 mm)',
            trimWidthMm: 210,
            trimHeightMm: 297,
            priceDeltaBp: 5000,
          },
        ],
      },
      {
        key: 'sheets',
        label: 'Sheets per pad',
        values: [
          { key: '50', label: '50 sheets', default: true },
          { key: '100', label: '100 sheets', priceDeltaBp: 4000 },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '80-gsm', label: '80 GSM maplitho', default: true },
          { key: '100-gsm', label: '100 GSM smooth maplitho', priceDeltaBp: 1500 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 148,
      trimHeightMm: 210,
      bleedMm: 3,
      safeMarginMm: 5,
      sides: 1,
      pages: 50,
    },
    productionDays: 3,
    highlights: [
      'Logo on every sheet',
      'Top-glued with card backing',
      '50 or 100 sheets',
      'A6, A5 or A4',
    ],
    art: {
      kind: 'notebook',
      palette: ['#FAFAF7', '#2E4057', '#66A182'],
      sample: 'Mehta & Associates',
    },
    keywords: ['notepad', 'writing pad', 'memo pad', 'scribbling pad'],
  },
  {
    slug: 'folder-maker',
    name: 'Presentation Folders',
    shortDescription:
      'Branded A4 presentation folders with a pocket and card slot, for proposals, kits and brochures.',
    description:
      'Printed folders that hold A4 documents, with a glued pocket inside and a slot for your visiting card. The folded size is 9 x 12 inch (229 x 305 mm), so A4 sheets fit without bending; it is printed as one 458 x 406 mm flat sheet (back and front covers side by side, the 4 inch pocket below) and die-cut.\n\nPrinted on 300 GSM art card with matte lamination as standard, or 350 GSM for extra stiffness. Add gloss, soft-touch or spot UV on the logo for a premium finish.\n\nUsed for client proposals and quotations, admission and welcome kits, conference kits, property documents and annual reports.\n\nProduced in 4 working days.',
    category: 'stationery',
    unit: ['folder', 'folders'],
    quantityTiers: [
      { quantity: 50, pricePaise: 349900 },
      { quantity: 100, pricePaise: 549900 },
      { quantity: 250, pricePaise: 1199900 },
      { quantity: 500, pricePaise: 1999900 },
    ],
    options: [
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '300-gsm', label: '300 GSM art card', default: true },
          { key: '350-gsm', label: '350 GSM art card', priceDeltaBp: 1500 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte', label: 'Matte lamination', default: true },
          { key: 'gloss', label: 'Gloss lamination' },
          { key: 'soft-touch', label: 'Soft-touch lamination', priceDeltaBp: 3000 },
          { key: 'matte-spot-uv', label: 'Matte lamination with spot UV', priceDeltaBp: 4000 },
        ],
      },
      {
        key: 'pockets',
        label: 'Pockets',
        values: [
          { key: 'one', label: 'One pocket with card slot', default: true },
          { key: 'two', label: 'Two pockets with card slot', priceDeltaBp: 1000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 458, trimHeightMm: 406, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 4,
    highlights: [
      'Fits A4 documents',
      'Pocket with visiting card slot',
      'Laminated 300 GSM card',
      'Spot UV option',
    ],
    art: { kind: 'notebook', palette: ['#F5F5F2', '#0D1B2A', '#E0A458'], sample: 'Arcadia Infra' },
    keywords: ['file folder', 'presentation folder', 'document folder', 'company folder'],
  },
  {
    slug: 'custom-notebooks',
    name: 'Custom Notebooks',
    shortDescription:
      'Notebooks with your own printed cover, in A5 or A4, with ruled, plain or dotted pages.',
    description:
      'Notebooks with a full-colour printed cover in your photo, artwork or logo, laminated so they stay clean in a bag. Inside you get 100 pages of smooth 70 GSM paper, ruled, plain or dotted.\n\nWiro binding lies flat and opens fully. Choose perfect binding for a slimmer book, or a hardcover for a sturdy journal.\n\nA favourite for corporate welcome kits, conference giveaways, school and college merchandise, and personal gifts with a name on the cover.\n\nProduced in 3 working days.',
    category: 'stationery',
    hot: true,
    unit: ['notebook', 'notebooks'],
    quantityTiers: [
      { quantity: 1, pricePaise: 29900 },
      { quantity: 5, pricePaise: 129900 },
      { quantity: 10, pricePaise: 229900 },
      { quantity: 25, pricePaise: 499900 },
      { quantity: 50, pricePaise: 899900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a5',
            label: 'A5 (148 x 210 mm)',
            trimWidthMm: 148,
            trimHeightMm: 210,
            default: true,
          },
          {
            key: 'a4',
            label: 'A4 (210 x 297 mm)',
            trimWidthMm: 210,
            trimHeightMm: 297,
            priceDeltaBp: 3000,
          },
        ],
      },
      {
        key: 'binding',
        label: 'Binding',
        values: [
          { key: 'wiro', label: 'Wiro (lies flat)', default: true },
          { key: 'perfect', label: 'Perfect bound softcover' },
          { key: 'hardcover', label: 'Hardcover, case bound', priceDeltaBp: 5000 },
        ],
      },
      {
        key: 'pages',
        label: 'Pages',
        values: [
          { key: '100', label: '100 pages', default: true },
          { key: '200', label: '200 pages', priceDeltaBp: 3500 },
        ],
      },
      {
        key: 'ruling',
        label: 'Inside pages',
        values: [
          { key: 'ruled', label: 'Ruled', default: true },
          { key: 'plain', label: 'Plain' },
          { key: 'dotted', label: 'Dotted grid' },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 148,
      trimHeightMm: 210,
      bleedMm: 3,
      safeMarginMm: 5,
      sides: 2,
      pages: 100,
    },
    productionDays: 3,
    highlights: [
      'Full-colour laminated cover',
      '100 or 200 pages',
      'Ruled, plain or dotted',
      'Wiro, perfect or hardcover',
    ],
    art: {
      kind: 'notebook',
      palette: ['#FCEFE6', '#283044', '#F28F3B'],
      sample: 'Ideas by Ishita',
    },
    keywords: ['notebook', 'diary', 'journal', 'corporate notebook'],
  },
  {
    slug: 'custom-coasters',
    name: 'Custom Photo Coasters',
    shortDescription:
      'Glossy photo coasters with a cork backing, printed with your photos, logo or café branding.',
    description:
      'Sturdy 95 mm coasters printed edge to edge with your photos, artwork or logo. Choose square with rounded corners, or round.\n\nMade from 4 mm MDF with a heat-resistant gloss top and a cork base that protects tables. Ceramic tile coasters with a felt base are also available for a heavier, premium feel.\n\nA set of four or six makes a thoughtful housewarming, anniversary or Diwali gift. Cafés, bars and hotels order them in bulk with their branding.\n\nProduced in 3 working days.',
    category: 'photo-gifts',
    hot: true,
    unit: ['coaster', 'coasters'],
    quantityTiers: [
      { quantity: 4, pricePaise: 69900 },
      { quantity: 6, pricePaise: 99900 },
      { quantity: 12, pricePaise: 179900 },
      { quantity: 24, pricePaise: 319900 },
      { quantity: 50, pricePaise: 599900 },
    ],
    options: [
      {
        key: 'shape',
        label: 'Shape',
        values: [
          { key: 'square', label: 'Square 95 x 95 mm, rounded corners', default: true },
          { key: 'round', label: 'Round 95 mm' },
        ],
      },
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: 'mdf-cork', label: 'Gloss MDF with cork base', default: true },
          { key: 'ceramic', label: 'Ceramic tile with felt base', priceDeltaBp: 3000 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 95,
      trimHeightMm: 95,
      bleedMm: 2,
      safeMarginMm: 5,
      sides: 1,
      shape: 'rounded',
      cornerRadiusMm: 8,
    },
    productionDays: 3,
    highlights: [
      '95 mm square or round',
      'Heat-resistant gloss top',
      'Cork base protects tables',
      'Sets of 4 or 6 for gifting',
    ],
    art: { kind: 'coaster', palette: ['#EFE6DD', '#3A3335', '#D08C60'], sample: 'Brew Bros Café' },
    keywords: ['coaster', 'photo coaster', 'tea coaster', 'drink mat'],
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
    keywords: ['cd cover', 'dvd cover', 'jewel case insert', 'cd sleeve'],
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
    keywords: ['tambola ticket', 'housie ticket', 'bingo ticket', 'kitty party game'],
  },
  {
    slug: 'iphone-glass-cover',
    name: 'iPhone Glass Back Cover',
    shortDescription:
      'A toughened-glass iPhone cover printed with your photo, with a soft bumper that protects the edges.',
    description:
      'A personalised iPhone cover with a toughened-glass back printed with your photo, artwork or name. The print sits under the glass, so it stays glossy and does not rub off with daily use.\n\nThe glass is set in a soft TPU bumper with raised edges around the camera and screen, and precise cut-outs for buttons and ports. Pick your exact iPhone model; each model has its own print area of about 72 x 150 mm.\n\nA popular birthday, anniversary and Valentine gift. Send a sharp, high-resolution photo for the best result.\n\nProduced in 2 working days.',
    category: 'photo-gifts',
    hot: true,
    unit: ['cover', 'covers'],
    quantityTiers: [
      { quantity: 1, pricePaise: 49900 },
      { quantity: 2, pricePaise: 89900 },
      { quantity: 3, pricePaise: 119900 },
    ],
    options: [
      {
        key: 'model',
        label: 'iPhone model',
        values: [
          { key: 'iphone-14', label: 'iPhone 14', trimWidthMm: 71, trimHeightMm: 146 },
          { key: 'iphone-15', label: 'iPhone 15', trimWidthMm: 72, trimHeightMm: 147 },
          { key: 'iphone-15-pro', label: 'iPhone 15 Pro', trimWidthMm: 71, trimHeightMm: 146 },
          {
            key: 'iphone-16',
            label: 'iPhone 16',
            trimWidthMm: 72,
            trimHeightMm: 148,
            default: true,
          },
          { key: 'iphone-16-pro', label: 'iPhone 16 Pro', trimWidthMm: 72, trimHeightMm: 150 },
          {
            key: 'iphone-16-pro-max',
            label: 'iPhone 16 Pro Max',
            trimWidthMm: 78,
            trimHeightMm: 163,
            priceDeltaBp: 1000,
          },
        ],
      },
      {
        key: 'bumper',
        label: 'Bumper colour',
        values: [
          { key: 'black', label: 'Black', default: true },
          { key: 'clear', label: 'Transparent' },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 72,
      trimHeightMm: 148,
      bleedMm: 2,
      safeMarginMm: 5,
      sides: 1,
      shape: 'rounded',
      cornerRadiusMm: 10,
    },
    productionDays: 2,
    highlights: [
      'Toughened glass back',
      'Print under glass, scratch resistant',
      'Soft bumper with raised edges',
      'Exact fit for your model',
    ],
    art: { kind: 'phone-case', palette: ['#F1F1F4', '#101820', '#FF6F61'], sample: 'Riya' },
    keywords: ['iphone cover', 'photo phone case', 'mobile cover', 'glass case'],
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
    keywords: ['gift voucher', 'discount coupon', 'gift certificate', 'coupon'],
  },
  {
    slug: 'parking-permits',
    name: 'Parking Permit Stickers',
    shortDescription:
      'Numbered windscreen parking stickers for housing societies, offices and campuses, with tamper-evident options.',
    description:
      'Parking permit stickers that identify authorised vehicles at a glance. Each sticker carries your society or company name, a permit number and an optional vehicle number or validity year.\n\nChoose inside-windscreen stickers printed on clear film that read through the glass, outside vinyl for bikes and scooters, or tamper-evident VOID film that shows a pattern if someone peels it off to reuse it.\n\nUsed by housing societies and RWAs, corporate parks, hospitals, schools, colleges and malls to manage resident, staff and visitor parking.\n\nProduced in 2 working days.',
    category: 'signs-standees',
    unit: ['permit', 'permits'],
    quantityTiers: [
      { quantity: 50, pricePaise: 119900 },
      { quantity: 100, pricePaise: 179900 },
      { quantity: 250, pricePaise: 349900 },
      { quantity: 500, pricePaise: 599900 },
      { quantity: 1000, pricePaise: 999900 },
    ],
    options: [
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: 'inside-clear', label: 'Clear film, sticks inside windscreen', default: true },
          { key: 'outside-vinyl', label: 'White vinyl, for outside use', priceDeltaBp: -1000 },
          { key: 'void-film', label: 'Tamper-evident VOID film', priceDeltaBp: 4000 },
        ],
      },
      {
        key: 'size',
        label: 'Size',
        values: [
          { key: '75x75', label: '75 x 75 mm', trimWidthMm: 75, trimHeightMm: 75, default: true },
          {
            key: '100x75',
            label: '100 x 75 mm',
            trimWidthMm: 100,
            trimHeightMm: 75,
            priceDeltaBp: 1500,
          },
          {
            key: '50x50',
            label: '50 x 50 mm (two-wheelers)',
            trimWidthMm: 50,
            trimHeightMm: 50,
            priceDeltaBp: -1500,
          },
        ],
      },
      {
        key: 'numbering',
        label: 'Numbering',
        values: [
          { key: 'serial', label: 'Serial permit numbers', default: true },
          { key: 'vehicle-list', label: 'Vehicle numbers from your list', priceDeltaBp: 1500 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 75,
      trimHeightMm: 75,
      bleedMm: 2,
      safeMarginMm: 4,
      sides: 1,
      shape: 'rounded',
      cornerRadiusMm: 4,
    },
    productionDays: 2,
    highlights: [
      'Serial numbered',
      'Inside or outside windscreen',
      'Tamper-evident VOID option',
      'Two-wheeler size available',
    ],
    art: {
      kind: 'sign',
      palette: ['#FFFFFF', '#0B3C5D', '#F2C14E'],
      sample: 'Palm Grove Residents P-0147',
    },
    keywords: ['parking sticker', 'car sticker', 'vehicle pass', 'society sticker'],
  },
  {
    slug: 'medical-appointment-cards',
    name: 'Medical Appointment Cards',
    shortDescription:
      'Clinic visiting cards with a writable appointment grid on the back, for doctors, dentists and labs.',
    description:
      'Visiting card sized appointment cards at 89 x 51 mm, with your clinic name, doctor details and timings on the front, and a grid on the back where staff write the next visit date and time.\n\nPrinted on 300 GSM matt card that takes ballpoint pen without smudging. For a more premium feel choose 350 GSM uncoated card, which is also easy to write on.\n\nUsed by clinics, dental practices, physiotherapists, eye hospitals, diagnostic labs, veterinarians and salons that book appointments.\n\nPrinted in 1 working day.',
    category: 'visiting-cards',
    unit: ['card', 'cards'],
    quantityTiers: [
      { quantity: 100, pricePaise: 29900 },
      { quantity: 250, pricePaise: 59900 },
      { quantity: 500, pricePaise: 99900 },
      { quantity: 1000, pricePaise: 169900 },
    ],
    options: [
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '300-gsm-matt', label: '300 GSM matt card (writable)', default: true },
          {
            key: '350-gsm-uncoated',
            label: '350 GSM uncoated card (writable)',
            priceDeltaBp: 2000,
          },
        ],
      },
      {
        key: 'corners',
        label: 'Corners',
        values: [
          { key: 'square', label: 'Square corners', default: true },
          { key: 'rounded', label: 'Rounded corners', priceDeltaBp: 1000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 89, trimHeightMm: 51, bleedMm: 3, safeMarginMm: 4, sides: 2 },
    productionDays: 1,
    highlights: [
      'Appointment grid on the back',
      'Writable matt card',
      'Printed both sides',
      'Ready in 24 hours',
    ],
    art: {
      kind: 'card',
      palette: ['#F4FAFB', '#0E4C5A', '#48A9A6'],
      sample: 'Dr. Kavita Rao, BDS',
    },
    keywords: ['appointment card', 'clinic card', 'doctor visiting card', 'reminder card'],
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
            trimWidthMm: 99,
            trimHeightMm: 210,
            priceDeltaBp: 2000,
          },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte', label: 'Matte lamination', default: true },
          { key: 'gloss', label: 'Gloss lamination' },
          { key: 'soft-touch', label: 'Soft-touch lamination', priceDeltaBp: 3000 },
        ],
      },
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
    keywords: ['rate card', 'salon menu', 'price list', 'spa menu'],
  },
  {
    slug: 'real-estate-sign-riders',
    name: 'Real Estate Sign Riders',
    shortDescription:
      'Small add-on signs like Sold, Open House or 3 BHK that attach above or below your main property board.',
    description:
      'Sign riders are 24 x 6 inch (610 x 152 mm) strips that attach to a main For Sale or To Let board to add a key detail: Sold, Open House Sunday, Ready to Move, 2 and 3 BHK, or your phone number.\n\nPrinted in full colour on 3 mm sunboard as standard, on weatherproof 4 mm corrugated plastic (flute board) for outdoor use, or on 3 mm ACP for long-term site signage. Pre-drilled holes make fixing easy.\n\nUsed by property brokers, builders, sales offices and housing society managers.\n\nProduced in 3 working days.',
    category: 'signs-standees',
    unit: ['rider', 'riders'],
    quantityTiers: [
      { quantity: 1, pricePaise: 59900 },
      { quantity: 2, pricePaise: 109900 },
      { quantity: 5, pricePaise: 249900 },
      { quantity: 10, pricePaise: 449900 },
      { quantity: 25, pricePaise: 999900 },
    ],
    options: [
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: 'sunboard-3mm', label: '3 mm sunboard', default: true },
          { key: 'flute-4mm', label: '4 mm corrugated plastic (weatherproof)', priceDeltaBp: 2000 },
          { key: 'acp-3mm', label: '3 mm ACP (aluminium composite)', priceDeltaBp: 8000 },
        ],
      },
      {
        key: 'sides',
        label: 'Printed sides',
        values: [
          { key: 'single', label: 'One side', default: true },
          { key: 'double', label: 'Both sides', priceDeltaBp: 3000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 610, trimHeightMm: 152, bleedMm: 5, safeMarginMm: 10, sides: 1 },
    productionDays: 3,
    highlights: [
      '24 x 6 inch rider',
      'Sunboard, flute board or ACP',
      'Pre-drilled holes',
      'Single or double sided',
    ],
    art: { kind: 'sign', palette: ['#FFFFFF', '#B22234', '#1C2541'], sample: 'Open House Sunday' },
    keywords: ['property sign', 'sold sign', 'for sale board', 'sign rider'],
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
    keywords: ['conference badge', 'delegate badge', 'id badge', 'lanyard badge'],
  },
  {
    slug: 'music-album-covers',
    name: 'Album Cover Art Print',
    shortDescription:
      'Your photo styled as a square music album cover with a custom title and track list, printed as wall art.',
    description:
      'A square print designed like a classic album sleeve: your photo on the front, an album title such as your names or a year, and a track list of your songs or shared memories.\n\nPrinted on 250 GSM matte art paper, or 300 GSM textured fine art paper for a gallery feel, in 8, 12 or 16 inch squares. The 12 inch size matches a real LP sleeve and fits standard record frames.\n\nA great anniversary, birthday or band-member gift, and a fun way to display a milestone.\n\nProduced in 2 working days.',
    category: 'posters-wall-art',
    unit: ['print', 'prints'],
    quantityTiers: [
      { quantity: 1, pricePaise: 44900 },
      { quantity: 2, pricePaise: 79900 },
      { quantity: 4, pricePaise: 149900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: '8x8',
            label: '8 x 8 in (203 x 203 mm)',
            trimWidthMm: 203,
            trimHeightMm: 203,
            priceDeltaBp: -2500,
          },
          {
            key: '12x12',
            label: '12 x 12 in (305 x 305 mm)',
            trimWidthMm: 305,
            trimHeightMm: 305,
            default: true,
          },
          {
            key: '16x16',
            label: '16 x 16 in (406 x 406 mm)',
            trimWidthMm: 406,
            trimHeightMm: 406,
            priceDeltaBp: 5000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '250-gsm-matte', label: '250 GSM matte art paper', default: true },
          { key: '300-gsm-fine-art', label: '300 GSM textured fine art paper', priceDeltaBp: 4000 },
        ],
      },
      {
        key: 'frame',
        label: 'Frame',
        values: [
          { key: 'none', label: 'Unframed', default: true },
          { key: 'black', label: 'Black wooden frame', priceDeltaBp: 12000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 305, trimHeightMm: 305, bleedMm: 3, safeMarginMm: 8, sides: 1 },
    productionDays: 2,
    highlights: [
      'Real LP sleeve size',
      'Custom title and track list',
      'Fine art paper option',
      'Framed option',
    ],
    art: {
      kind: 'disc-cover',
      palette: ['#E8E2D6', '#1B1B1E', '#D64933'],
      sample: 'Ishaan & Tara: Side A',
    },
    keywords: ['album cover poster', 'album art', 'music poster', 'square print'],
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
    keywords: ['table tent', 'tent card', 'table top card', 'qr standee'],
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
    keywords: ['parking tag', 'mirror hang tag', 'parking pass', 'vehicle pass'],
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
    keywords: ['jar label', 'kitchen label', 'spice label', 'container sticker'],
  },
  {
    slug: 'holiday-ornament-cards',
    name: 'Festive Photo Ornament Cards',
    shortDescription:
      'Round photo ornament cards with a satin ribbon, to hang on a Christmas tree or Diwali decor.',
    description:
      'Round 90 mm keepsake cards with your family photo on one side and a festive message, names and year on the other. Each card is punched and comes with a satin ribbon, ready to hang on a tree, a door or a diya stand.\n\nPrinted on 400 GSM card with a soft matte finish, or a gloss finish that makes photos pop. Add a gold foil message for an extra festive touch.\n\nSend them as greeting cards in place of a regular card, use them as place cards or return gifts at Christmas parties, or mark a first Diwali with a baby photo.\n\nProduced in 3 working days.',
    category: 'photo-gifts',
    unit: ['ornament', 'ornaments'],
    quantityTiers: [
      { quantity: 5, pricePaise: 49900 },
      { quantity: 10, pricePaise: 89900 },
      { quantity: 25, pricePaise: 189900 },
      { quantity: 50, pricePaise: 329900 },
    ],
    options: [
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte', label: 'Soft matte', default: true },
          { key: 'gloss', label: 'Gloss' },
          { key: 'gold-foil', label: 'Matte with gold foil message', priceDeltaBp: 6000 },
        ],
      },
      {
        key: 'ribbon',
        label: 'Ribbon',
        values: [
          { key: 'red', label: 'Red satin ribbon', default: true },
          { key: 'gold', label: 'Gold satin ribbon' },
          { key: 'green', label: 'Green satin ribbon' },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 90,
      trimHeightMm: 90,
      bleedMm: 3,
      safeMarginMm: 5,
      sides: 2,
      shape: 'circle',
    },
    productionDays: 3,
    highlights: [
      'Round 90 mm, printed both sides',
      '400 GSM card',
      'Satin ribbon included',
      'Gold foil option',
    ],
    art: {
      kind: 'tag',
      palette: ['#FBF7F0', '#0F4C3A', '#B3202A'],
      sample: 'Merry Christmas, the Fernandes',
    },
    keywords: ['christmas ornament', 'photo ornament', 'tree ornament', 'festive card'],
  },
  {
    slug: 'baby-milestone-cards',
    name: 'Baby Milestone Cards',
    shortDescription:
      "A personalised set of milestone cards for your baby's monthly photos and special firsts.",
    description:
      "A set of 4 x 6 inch cards to hold up in photos as your baby grows: one card for each month from 1 to 12, with your baby's name on every card. Larger sets add firsts such as First Smile, First Tooth, Annaprashan and First Steps.\n\nPrinted on 350 GSM matte card, which photographs without glare, or on 400 GSM soft-touch card for a premium gift set. Cards come packed in a keepsake envelope.\n\nA thoughtful baby shower or naming ceremony gift, and a simple way to create a year of comparable photos.\n\nProduced in 3 working days.",
    category: 'photo-gifts',
    unit: ['set', 'sets'],
    quantityTiers: [
      { quantity: 1, pricePaise: 69900 },
      { quantity: 2, pricePaise: 129900 },
      { quantity: 5, pricePaise: 299900 },
    ],
    options: [
      {
        key: 'set-size',
        label: 'Cards in set',
        values: [
          { key: '12', label: '12 monthly cards', default: true },
          { key: '24', label: '24 cards (months and firsts)', priceDeltaBp: 5000 },
          { key: '36', label: '36 cards (months, firsts and festivals)', priceDeltaBp: 9000 },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '350-gsm-matte', label: '350 GSM matte card', default: true },
          { key: '400-gsm-soft-touch', label: '400 GSM soft-touch card', priceDeltaBp: 3000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 102, trimHeightMm: 152, bleedMm: 3, safeMarginMm: 5, sides: 1 },
    productionDays: 3,
    highlights: [
      '4 x 6 inch cards',
      "Baby's name on every card",
      'Glare-free matte card',
      'Keepsake envelope',
    ],
    art: {
      kind: 'card',
      palette: ['#FDF6F0', '#4A4E69', '#F4A6A6'],
      sample: 'Baby Aarohi is 3 months',
    },
    keywords: ['milestone cards', 'baby month cards', 'baby shower gift', 'newborn photo cards'],
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
    keywords: ['travel diary', 'trip journal', 'travel notebook', 'honeymoon gift'],
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
    keywords: ['button badge', 'pin badge', 'gaming badge', 'esports merch'],
  },
  {
    slug: 'social-media-handle-cards',
    name: 'Social Media Handle Cards',
    shortDescription:
      'Small cards with your Instagram or YouTube handle and a QR code, to slip into orders and hand out.',
    description:
      'Cards that turn customers into followers: your handle, a scannable QR code to your Instagram, YouTube or WhatsApp, and a short line such as Tag us in your unboxing.\n\nPrinted on 350 GSM matte card as standard, or 400 GSM soft-touch for a velvety premium feel. Choose the standard visiting card size, a square, or rounded corners.\n\nLoved by Instagram sellers, home bakers, cafés, boutiques, content creators and photographers. Slip one into every parcel or leave a stack at the billing counter.\n\nPrinted in 1 working day.',
    category: 'visiting-cards',
    hot: true,
    unit: ['card', 'cards'],
    quantityTiers: [
      { quantity: 100, pricePaise: 29900 },
      { quantity: 250, pricePaise: 59900 },
      { quantity: 500, pricePaise: 99900 },
      { quantity: 1000, pricePaise: 169900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: '89x51',
            label: 'Standard (89 x 51 mm)',
            trimWidthMm: 89,
            trimHeightMm: 51,
            default: true,
          },
          { key: '64x64', label: 'Square (64 x 64 mm)', trimWidthMm: 64, trimHeightMm: 64 },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '350-gsm-matte', label: '350 GSM matte card', default: true },
          { key: '400-gsm-soft-touch', label: '400 GSM soft-touch card', priceDeltaBp: 3000 },
        ],
      },
      {
        key: 'sides',
        label: 'Printed sides',
        values: [
          { key: 'single', label: 'Front only', default: true },
          { key: 'double', label: 'Front and back', priceDeltaBp: 3000 },
        ],
      },
      {
        key: 'corners',
        label: 'Corners',
        values: [
          { key: 'square', label: 'Square corners', default: true },
          { key: 'rounded', label: 'Rounded corners', priceDeltaBp: 1000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 89, trimHeightMm: 51, bleedMm: 3, safeMarginMm: 4, sides: 1 },
    productionDays: 1,
    highlights: [
      'Scannable QR code',
      'Matte or soft-touch card',
      'Standard or square',
      'Ready in 24 hours',
    ],
    art: { kind: 'card', palette: ['#FFF0F3', '#2D132C', '#E1306C'], sample: '@thebakestory.in' },
    keywords: ['instagram card', 'qr code card', 'thank you card', 'insert card'],
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
    keywords: ['care label', 'wash care label', 'clothing label', 'garment label'],
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
      {
        key: 'sides',
        label: 'Printed sides',
        values: [
          { key: 'double', label: 'Front and back', default: true },
          { key: 'single', label: 'Front only', priceDeltaBp: -1000 },
        ],
      },
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
    keywords: ['postcard', 'thank you card', 'photo postcard', 'mailer'],
  },
]
