import type { ProductData } from './types'

export const productsA: ProductData[] = [
  {
    slug: 'standard-visiting-cards',
    name: 'Standard Visiting Cards',
    shortDescription:
      'Classic 3.5 x 2 inch visiting cards on thick 300 GSM card, laminated and trimmed clean, from Rs 299 for 100.',
    description:
      'The everyday visiting card, in the Indian standard size of 3.5 x 2 inches (89 x 51 mm) that fits every cardholder and wallet. Upload your own design or start from a template and add your name, number, GST number and a QR code for UPI or WhatsApp.\n\n' +
      'Printed on 300 GSM art card with matte lamination as standard. Move up to 350 GSM or 400 GSM textured card for a heavier feel, or add soft-touch lamination and spot UV on your logo.\n\n' +
      'Shop owners, consultants, doctors, agents and freelancers order these for counters, meetings and trade fairs. Orders are printed within 1 working day and dispatched from our studio.',
    category: 'visiting-cards',
    hot: true,
    unit: ['card', 'cards'],
    quantityTiers: [
      { quantity: 100, pricePaise: 29900 },
      { quantity: 200, pricePaise: 49900 },
      { quantity: 500, pricePaise: 89900 },
      { quantity: 1000, pricePaise: 149900 },
    ],
    options: [
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '300-gsm', label: '300 GSM art card', default: true },
          { key: '350-gsm', label: '350 GSM premium art card', priceDeltaBp: 2500 },
          { key: '400-gsm-textured', label: '400 GSM textured card', priceDeltaBp: 5000 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte', label: 'Matte lamination', default: true },
          { key: 'gloss', label: 'Gloss lamination' },
          { key: 'soft-touch', label: 'Soft-touch (velvet) lamination', priceDeltaBp: 4000 },
          { key: 'spot-uv', label: 'Matte lamination + spot UV', priceDeltaBp: 5000 },
        ],
      },
      {
        key: 'sides',
        label: 'Printed sides',
        values: [
          { key: 'front', label: 'Front only', default: true },
          { key: 'front-back', label: 'Front and back', priceDeltaBp: 3000 },
        ],
      },
      {
        key: 'corners',
        label: 'Corners',
        values: [
          { key: 'square', label: 'Square corners', default: true },
          { key: 'rounded', label: 'Rounded corners (3 mm)', priceDeltaBp: 1500 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 89, trimHeightMm: 51, bleedMm: 3, safeMarginMm: 4, sides: 1 },
    productionDays: 1,
    highlights: [
      'Indian standard 3.5 x 2 in (89 x 51 mm)',
      '300 GSM art card, matte lamination',
      'Spot UV and soft-touch upgrades',
      'Printed in 1 working day',
      'Free design check before print',
    ],
    art: { kind: 'card', palette: ['#F5F1EA', '#1F2A44', '#C8963E'], sample: 'Aarav Mehta' },
    keywords: ['visiting card', 'business card', 'vcard', 'name card'],
  },
  {
    slug: 'square-visiting-cards',
    name: 'Square Visiting Cards',
    shortDescription:
      'Stand-out 2.5 inch square visiting cards on thick card, ideal for designers, boutiques, bakers and studios.',
    description:
      'A square card at 63.5 x 63.5 mm gets noticed in a stack of regular cards. It suits bold logos, Instagram handles and minimal layouts with lots of white space.\n\n' +
      'Printed on 350 GSM art card with matte lamination. Choose 400 GSM textured card for a handmade feel, soft-touch lamination, spot UV and rounded corners.\n\n' +
      'Popular with photographers, makeup artists, home bakers, boutiques and architects. Printed within 2 working days.',
    category: 'visiting-cards',
    unit: ['card', 'cards'],
    quantityTiers: [
      { quantity: 100, pricePaise: 34900 },
      { quantity: 250, pricePaise: 74900 },
      { quantity: 500, pricePaise: 119900 },
      { quantity: 1000, pricePaise: 199900 },
    ],
    options: [
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '350-gsm', label: '350 GSM art card', default: true },
          { key: '400-gsm-textured', label: '400 GSM textured card', priceDeltaBp: 4000 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte', label: 'Matte lamination', default: true },
          { key: 'gloss', label: 'Gloss lamination' },
          { key: 'soft-touch', label: 'Soft-touch (velvet) lamination', priceDeltaBp: 4000 },
          { key: 'spot-uv', label: 'Matte lamination + spot UV', priceDeltaBp: 5000 },
        ],
      },
      {
        key: 'sides',
        label: 'Printed sides',
        values: [
          { key: 'front', label: 'Front only', default: true },
          { key: 'front-back', label: 'Front and back', priceDeltaBp: 3000 },
        ],
      },
      {
        key: 'corners',
        label: 'Corners',
        values: [
          { key: 'square', label: 'Square corners', default: true },
          { key: 'rounded', label: 'Rounded corners (5 mm)', priceDeltaBp: 1500 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 63.5, trimHeightMm: 63.5, bleedMm: 3, safeMarginMm: 4, sides: 1 },
    productionDays: 2,
    highlights: [
      '2.5 x 2.5 in (63.5 x 63.5 mm)',
      '350 GSM art card',
      'Optional rounded corners',
      'Spot UV and soft-touch upgrades',
    ],
    art: { kind: 'card', palette: ['#EFE9F4', '#2D1E4A', '#E0787A'], sample: 'Studio Kaavya' },
    keywords: ['square visiting card', 'square business card', 'designer card'],
  },
  {
    slug: 'mini-retro-photo-prints',
    name: 'Mini Retro Photo Prints',
    shortDescription:
      'Pocket-size retro prints with a classic white border, perfect for fairy lights, journals and fridge walls.',
    description:
      'Turn the photos on your phone into small retro prints with a white border and a little extra space at the bottom for a caption or date. Each print is 54 x 86 mm, the size of the popular instant-camera minis.\n\n' +
      'Printed on 260 GSM photo paper in rich, true colours, in gloss or matte. Add a caption to every print for free.\n\n' +
      'Made for photo walls, hostel rooms, scrapbooks, birthday surprises and gifting. Packs of 24 are printed within 1 working day.',
    category: 'photo-prints',
    hot: true,
    unit: ['print', 'prints'],
    quantityTiers: [
      { quantity: 24, pricePaise: 29900 },
      { quantity: 48, pricePaise: 54900 },
      { quantity: 72, pricePaise: 74900 },
      { quantity: 100, pricePaise: 94900 },
    ],
    options: [
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'gloss', label: 'Gloss', default: true },
          { key: 'matte', label: 'Matte' },
          { key: 'lustre', label: 'Lustre (semi-gloss)', priceDeltaBp: 1000 },
        ],
      },
      {
        key: 'caption',
        label: 'Caption',
        values: [
          { key: 'none', label: 'No caption', default: true },
          { key: 'caption', label: 'Handwritten-style caption' },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '260-gsm', label: '260 GSM photo paper', default: true },
          { key: '300-gsm-pearl', label: '300 GSM pearl photo paper', priceDeltaBp: 2500 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 54, trimHeightMm: 86, bleedMm: 1, safeMarginMm: 3, sides: 1 },
    productionDays: 1,
    highlights: [
      '54 x 86 mm with white retro border',
      '260 GSM photo paper',
      'Free captions',
      'Packs of 24 to 100',
    ],
    art: { kind: 'polaroid', palette: ['#FFFFFF', '#3A3A3A', '#F2A65A'], sample: 'Goa 2024' },
    keywords: ['retro prints', 'mini prints', 'instax style prints', 'photo prints'],
  },
  {
    slug: 'black-mini-retro-photo-prints',
    name: 'Black Mini Retro Photo Prints',
    shortDescription:
      'Mini retro prints with a bold black border that makes colours pop, great for moody photo walls and gifts.',
    description:
      'The same pocket-size retro print, finished with a matte black frame instead of white. Night shots, concert photos and city lights look especially good against the dark border.\n\n' +
      'Each print is 54 x 86 mm on 260 GSM photo paper, with an optional caption printed in white in the wider bottom border.\n\n' +
      'Loved for anniversary gifts, dorm walls and memory jars. Packs are printed within 1 working day.',
    category: 'photo-prints',
    unit: ['print', 'prints'],
    quantityTiers: [
      { quantity: 24, pricePaise: 31900 },
      { quantity: 48, pricePaise: 57900 },
      { quantity: 72, pricePaise: 79900 },
      { quantity: 100, pricePaise: 99900 },
    ],
    options: [
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte', label: 'Matte', default: true },
          { key: 'gloss', label: 'Gloss' },
          { key: 'lustre', label: 'Lustre (semi-gloss)', priceDeltaBp: 1000 },
        ],
      },
      {
        key: 'caption',
        label: 'Caption',
        values: [
          { key: 'none', label: 'No caption', default: true },
          { key: 'caption', label: 'White caption on black border' },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '260-gsm', label: '260 GSM photo paper', default: true },
          { key: '300-gsm-pearl', label: '300 GSM pearl photo paper', priceDeltaBp: 2500 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 54, trimHeightMm: 86, bleedMm: 1, safeMarginMm: 3, sides: 1 },
    productionDays: 1,
    highlights: [
      '54 x 86 mm with black retro border',
      '260 GSM photo paper',
      'White captions on the border',
      'Packs of 24 to 100',
    ],
    art: { kind: 'polaroid', palette: ['#141414', '#F5F5F5', '#D94F70'], sample: 'Mumbai Nights' },
    keywords: ['black border prints', 'retro prints', 'mini prints'],
  },
  {
    slug: 'mini-photo-prints',
    name: 'Mini Photo Prints',
    shortDescription:
      'Wallet-size photo prints in gloss or matte, sold in packs, for albums, scrapbooks, cards and desk displays.',
    description:
      "Small borderless photo prints in wallet size (64 x 89 mm), or square for your Instagram shots. A cheerful way to get a whole trip or a baby's first year out of the phone.\n\n" +
      'Printed on 260 GSM photo paper with vivid colour and sharp detail, in gloss or matte, with or without a thin white border.\n\n' +
      'Use them in scrapbooks, mini albums, wedding guest books and greeting cards. Printed within 1 working day.',
    category: 'photo-prints',
    unit: ['print', 'prints'],
    quantityTiers: [
      { quantity: 24, pricePaise: 29900 },
      { quantity: 48, pricePaise: 52900 },
      { quantity: 96, pricePaise: 94900 },
      { quantity: 150, pricePaise: 134900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'wallet',
            label: 'Wallet (64 x 89 mm)',
            trimWidthMm: 64,
            trimHeightMm: 89,
            default: true,
          },
          { key: 'square', label: 'Square (76 x 76 mm)', trimWidthMm: 76, trimHeightMm: 76 },
          {
            key: '3-5x5',
            label: '3.5 x 5 in (89 x 127 mm)',
            trimWidthMm: 89,
            trimHeightMm: 127,
            priceDeltaBp: 3000,
          },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'gloss', label: 'Gloss', default: true },
          { key: 'matte', label: 'Matte' },
        ],
      },
      {
        key: 'border',
        label: 'Border',
        values: [
          { key: 'borderless', label: 'Borderless', default: true },
          { key: 'white-border', label: 'Thin white border' },
        ],
      },
    ],
    printSpec: { trimWidthMm: 64, trimHeightMm: 89, bleedMm: 1, safeMarginMm: 3, sides: 1 },
    productionDays: 1,
    highlights: [
      'Wallet, square and 3.5 x 5 sizes',
      '260 GSM photo paper',
      'Gloss or matte finish',
      'Printed in 1 working day',
    ],
    art: {
      kind: 'photo-print',
      palette: ['#FDF6EC', '#2B3A55', '#E9A23B'],
      sample: 'Ananya turns 1',
    },
    keywords: ['small photo prints', 'wallet photos', 'photo prints online'],
  },
  {
    slug: 'mini-retro-polaroids',
    name: 'Mini Retro Polaroids',
    shortDescription:
      'Instant-camera style mini polaroids with a thick bottom border for captions, printed from your phone photos.',
    description:
      'All the charm of an instant camera without the expensive film. Each mini polaroid is 54 x 86 mm with the classic thicker bottom border, so your photo sits in a 46 x 62 mm window.\n\n' +
      'Printed on 300 GSM matte photo card that feels sturdy in the hand and will not curl on a string of fairy lights. Add a caption or date to each print.\n\n' +
      'Perfect for birthday photo walls, friendship day gifts, bridal showers and scrapbooks. Printed within 1 working day.',
    category: 'photo-prints',
    unit: ['polaroid', 'polaroids'],
    quantityTiers: [
      { quantity: 24, pricePaise: 32900 },
      { quantity: 48, pricePaise: 59900 },
      { quantity: 72, pricePaise: 84900 },
      { quantity: 100, pricePaise: 109900 },
    ],
    options: [
      {
        key: 'frame',
        label: 'Frame colour',
        values: [
          { key: 'white', label: 'Classic white', default: true },
          { key: 'cream', label: 'Vintage cream' },
          { key: 'pastel', label: 'Pastel mix', priceDeltaBp: 1000 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte', label: 'Matte', default: true },
          { key: 'gloss', label: 'Gloss' },
        ],
      },
      {
        key: 'accessories',
        label: 'Add-ons',
        values: [
          { key: 'none', label: 'Prints only', default: true },
          { key: 'clips', label: 'With wooden clips and jute string', priceDeltaBp: 2500 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 54, trimHeightMm: 86, bleedMm: 1, safeMarginMm: 3, sides: 1 },
    productionDays: 1,
    highlights: [
      '54 x 86 mm instant-camera look',
      'Thick bottom border for captions',
      '300 GSM matte photo card',
      'Wooden clips add-on',
    ],
    art: {
      kind: 'polaroid',
      palette: ['#FFFDF8', '#333333', '#7FB7BE'],
      sample: 'Best friends forever',
    },
    keywords: ['mini polaroid', 'instax prints', 'polaroid photos'],
  },
  {
    slug: 'retro-polaroid-prints',
    name: 'Retro Polaroid Prints',
    shortDescription:
      'Classic square polaroid-style prints with the iconic white frame, our most loved photo gift for every occasion.',
    description:
      'Your photos in the iconic square instant format: a 79 x 94 mm print with a 72 x 72 mm photo window and a wider bottom border for a caption, a date or a little note.\n\n' +
      'Printed on 300 GSM matte photo card with deep, natural colours. Choose a white or black frame, and add wooden clips and string to hang them straight away.\n\n' +
      "A favourite for birthday and anniversary surprises, Valentine's gifts, farewell memory walls and room decor. Printed within 1 working day.",
    category: 'photo-prints',
    hot: true,
    unit: ['print', 'prints'],
    quantityTiers: [
      { quantity: 16, pricePaise: 29900 },
      { quantity: 32, pricePaise: 54900 },
      { quantity: 48, pricePaise: 74900 },
      { quantity: 100, pricePaise: 139900 },
    ],
    options: [
      {
        key: 'frame',
        label: 'Frame colour',
        values: [
          { key: 'white', label: 'White frame', default: true },
          { key: 'black', label: 'Black frame' },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte', label: 'Matte', default: true },
          { key: 'gloss', label: 'Gloss' },
        ],
      },
      {
        key: 'accessories',
        label: 'Add-ons',
        values: [
          { key: 'none', label: 'Prints only', default: true },
          { key: 'clips', label: 'With wooden clips and jute string', priceDeltaBp: 2000 },
          { key: 'gift-box', label: 'In a kraft gift box', priceDeltaBp: 3000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 79, trimHeightMm: 94, bleedMm: 1, safeMarginMm: 3, sides: 1 },
    productionDays: 1,
    highlights: [
      '79 x 94 mm classic instant format',
      '300 GSM matte photo card',
      'Free caption on every print',
      'Clips and gift box add-ons',
      'Printed in 1 working day',
    ],
    art: { kind: 'polaroid', palette: ['#FFFFFF', '#2F2F2F', '#E76F51'], sample: 'Riya & Kabir' },
    keywords: ['polaroid prints', 'polaroid photos', 'instant photo prints', 'retro prints'],
  },
  {
    slug: '4x6-photo-prints',
    name: '4x6 Photo Prints',
    shortDescription:
      'Standard 4 x 6 inch photo prints on genuine photo paper, from about Rs 10 a print in larger packs.',
    description:
      'The standard 4 x 6 inch (102 x 152 mm) photo that fits every album and frame. Upload straight from your phone or camera and we print each photo sharp, with true skin tones.\n\n' +
      'Printed on 240 GSM photo paper in gloss or matte, borderless or with a white border. Premium lustre paper is available for prints that will be handled a lot.\n\n' +
      'Ideal for family albums, wedding and pooja photos, school projects and framing. Printed within 1 working day.',
    category: 'photo-prints',
    hot: true,
    unit: ['print', 'prints'],
    quantityTiers: [
      { quantity: 10, pricePaise: 14900 },
      { quantity: 25, pricePaise: 34900 },
      { quantity: 50, pricePaise: 59900 },
      { quantity: 100, pricePaise: 109900 },
      { quantity: 200, pricePaise: 209900 },
    ],
    options: [
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'gloss', label: 'Gloss', default: true },
          { key: 'matte', label: 'Matte' },
        ],
      },
      {
        key: 'border',
        label: 'Border',
        values: [
          { key: 'borderless', label: 'Borderless', default: true },
          { key: 'white-border', label: 'White border' },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '240-gsm', label: '240 GSM photo paper', default: true },
          { key: '280-gsm-lustre', label: '280 GSM premium lustre', priceDeltaBp: 2000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 102, trimHeightMm: 152, bleedMm: 1, safeMarginMm: 3, sides: 1 },
    productionDays: 1,
    highlights: [
      '4 x 6 in (102 x 152 mm)',
      'Genuine photo paper',
      'Gloss or matte, borderless or bordered',
      'Printed in 1 working day',
    ],
    art: {
      kind: 'photo-print',
      palette: ['#F4F1EC', '#22313F', '#5FA8D3'],
      sample: 'Shimla, Dec 2024',
    },
    keywords: ['4x6 photos', 'photo printing', 'postcard size photo', 'photo prints online'],
  },
  {
    slug: 'film-style-photo-prints',
    name: 'Film Style Photo Prints',
    shortDescription:
      'Photo prints framed like a strip of film negative, with frame numbers and edge markings for a vintage look.',
    description:
      'Your digital photos printed with a film-negative frame: dark edges, sprocket holes, frame numbers and a light film grain. Each print is 4 x 6 inches (102 x 152 mm).\n\n' +
      'Printed on 260 GSM matte photo paper. Choose a classic black film edge or a warm amber edge for a 90s look.\n\n' +
      'Great for travel walls, couple gifts, college farewells and café decor. Printed within 1 working day.',
    category: 'photo-prints',
    unit: ['print', 'prints'],
    quantityTiers: [
      { quantity: 10, pricePaise: 19900 },
      { quantity: 20, pricePaise: 34900 },
      { quantity: 50, pricePaise: 74900 },
      { quantity: 100, pricePaise: 129900 },
    ],
    options: [
      {
        key: 'frame',
        label: 'Film edge',
        values: [
          { key: 'black', label: 'Classic black negative', default: true },
          { key: 'amber', label: 'Warm amber negative' },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte', label: 'Matte', default: true },
          { key: 'gloss', label: 'Gloss' },
        ],
      },
      {
        key: 'grain',
        label: 'Film grain',
        values: [
          { key: 'light', label: 'Light grain', default: true },
          { key: 'none', label: 'No grain' },
        ],
      },
    ],
    printSpec: { trimWidthMm: 102, trimHeightMm: 152, bleedMm: 1, safeMarginMm: 3, sides: 1 },
    productionDays: 1,
    highlights: [
      '4 x 6 in (102 x 152 mm)',
      'Film-negative frame with frame numbers',
      '260 GSM matte photo paper',
      'Black or amber film edge',
    ],
    art: { kind: 'photo-print', palette: ['#1C1C1C', '#F3E9D2', '#D98E32'], sample: 'Frame 24A' },
    keywords: ['film prints', 'negative style photos', 'vintage photo prints'],
  },
  {
    slug: 'pet-portrait',
    name: 'Custom Pet Portrait',
    shortDescription:
      'A hand-drawn digital portrait of your dog or cat, illustrated from your photo and printed as wall art.',
    description:
      "Send us a clear photo of your pet and our illustrators draw a custom portrait in the style you choose, with your pet's name underneath. You approve a preview before anything is printed.\n\n" +
      'Printed on 250 GSM textured matte art paper that shows off fine detail. Order it unframed or in a ready-to-hang black or teak-finish frame.\n\n' +
      'A lovely gift for pet parents, birthdays and remembrance. Illustration and print take about 4 working days.',
    category: 'posters-wall-art',
    unit: ['portrait', 'portraits'],
    quantityTiers: [
      { quantity: 1, pricePaise: 79900 },
      { quantity: 2, pricePaise: 149900 },
      { quantity: 3, pricePaise: 209900 },
    ],
    options: [
      {
        key: 'style',
        label: 'Illustration style',
        values: [
          { key: 'minimal', label: 'Minimal line art', default: true },
          { key: 'watercolour', label: 'Watercolour', priceDeltaBp: 2500 },
          { key: 'cartoon', label: 'Cartoon', priceDeltaBp: 1500 },
        ],
      },
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
            priceDeltaBp: 4000,
          },
        ],
      },
      {
        key: 'frame',
        label: 'Frame',
        values: [
          { key: 'none', label: 'Unframed print', default: true },
          { key: 'black', label: 'Black frame', priceDeltaBp: 6000 },
          { key: 'teak', label: 'Teak-finish frame', priceDeltaBp: 7000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 210, trimHeightMm: 297, bleedMm: 3, safeMarginMm: 10, sides: 1 },
    productionDays: 4,
    highlights: [
      'Illustrated by hand from your photo',
      'Preview before printing',
      '250 GSM textured art paper',
      'Framed options, ready to hang',
    ],
    art: { kind: 'poster', palette: ['#F6EFE6', '#3D2C23', '#D9A066'], sample: 'Bruno' },
    keywords: ['pet portrait', 'dog portrait', 'cat portrait', 'pet gift'],
  },
  {
    slug: 'maze-puzzles',
    name: 'Personalised Maze Puzzles',
    shortDescription:
      "Custom maze activity puzzles with your child's name and photo at the finish, a fun return gift for birthdays.",
    description:
      'A printed maze puzzle personalised with a name, a photo and a theme, from jungle safari to space. Kids trace their way from start to finish, where their own photo is waiting.\n\n' +
      'Printed on 350 GSM card, or on rigid board with a dry-erase lamination so the maze can be solved again and again with a marker.\n\n' +
      'Popular as birthday return gifts, for school events and to keep little ones busy on trips. Produced within 3 working days.',
    category: 'photo-gifts',
    unit: ['puzzle', 'puzzles'],
    quantityTiers: [
      { quantity: 10, pricePaise: 39900 },
      { quantity: 25, pricePaise: 84900 },
      { quantity: 50, pricePaise: 149900 },
      { quantity: 100, pricePaise: 269900 },
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
            priceDeltaBp: -2000,
          },
          {
            key: 'a4',
            label: 'A4 (210 x 297 mm)',
            trimWidthMm: 210,
            trimHeightMm: 297,
            default: true,
          },
        ],
      },
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: '350-gsm', label: '350 GSM card', default: true },
          {
            key: 'dry-erase-board',
            label: 'Rigid board, dry-erase lamination',
            priceDeltaBp: 6000,
          },
        ],
      },
      {
        key: 'difficulty',
        label: 'Difficulty',
        values: [
          { key: 'easy', label: 'Easy (ages 3-5)' },
          { key: 'medium', label: 'Medium (ages 6-8)', default: true },
          { key: 'hard', label: 'Hard (ages 9+)' },
        ],
      },
    ],
    printSpec: { trimWidthMm: 210, trimHeightMm: 297, bleedMm: 3, safeMarginMm: 5, sides: 1 },
    productionDays: 3,
    highlights: [
      "Child's name and photo on the maze",
      'Three difficulty levels',
      'Reusable dry-erase option',
      'Great birthday return gift',
    ],
    art: {
      kind: 'puzzle',
      palette: ['#FFF7E0', '#1E3A5F', '#F26B3A'],
      sample: 'Help Vihaan find the cake!',
    },
    keywords: ['maze puzzle', 'return gift', 'kids activity sheet', 'personalised puzzle'],
  },
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
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte', label: 'Matte lamination', default: true },
          { key: 'gloss', label: 'Gloss lamination' },
        ],
      },
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
    keywords: ['certificate printing', 'award certificate', 'participation certificate'],
  },
  {
    slug: 'menu-maker',
    name: 'Restaurant Menu Cards',
    shortDescription:
      'Single-sheet laminated menu cards for restaurants, cafés and dhabas, printed on thick card that wipes clean.',
    description:
      'A flat menu card printed on both sides, the workhorse of every café, restaurant, cloud kitchen and dhaba. Start from a template or upload your own design with dishes, prices and veg / non-veg marks.\n\n' +
      'Printed on 350 GSM art card with matte lamination so it survives daily handling and wipes clean. For heavy use choose waterproof, tear-resistant synthetic paper.\n\n' +
      'Sizes from DL for dessert and drinks menus to A3 for full menus. Printed within 2 working days, so a price revision never keeps you waiting.',
    category: 'menus',
    hot: true,
    unit: ['menu', 'menus'],
    quantityTiers: [
      { quantity: 10, pricePaise: 69900 },
      { quantity: 25, pricePaise: 149900 },
      { quantity: 50, pricePaise: 259900 },
      { quantity: 100, pricePaise: 449900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'dl',
            label: 'DL (99 x 210 mm)',
            trimWidthMm: 99,
            trimHeightMm: 210,
            priceDeltaBp: -3500,
          },
          {
            key: 'a5',
            label: 'A5 (148 x 210 mm)',
            trimWidthMm: 148,
            trimHeightMm: 210,
            priceDeltaBp: -3000,
          },
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
            priceDeltaBp: 6000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Material',
        values: [
          { key: '350-gsm', label: '350 GSM art card', default: true },
          { key: 'synthetic', label: 'Waterproof synthetic (250 micron)', priceDeltaBp: 6000 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte', label: 'Matte lamination', default: true },
          { key: 'gloss', label: 'Gloss lamination' },
          { key: 'soft-touch', label: 'Soft-touch lamination', priceDeltaBp: 4000 },
        ],
      },
      {
        key: 'sides',
        label: 'Printed sides',
        values: [
          { key: 'front', label: 'Front only', priceDeltaBp: -1500 },
          { key: 'front-back', label: 'Front and back', default: true },
        ],
      },
    ],
    printSpec: { trimWidthMm: 210, trimHeightMm: 297, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 2,
    highlights: [
      'DL, A5, A4 and A3 sizes',
      '350 GSM laminated card',
      'Waterproof synthetic option',
      'Wipe-clean finish',
    ],
    art: { kind: 'menu', palette: ['#FAF3E3', '#2E2A24', '#C4572F'], sample: 'Chai & Co.' },
    keywords: ['menu card', 'restaurant menu', 'cafe menu', 'food menu'],
  },
  {
    slug: 'trifold-menu-maker',
    name: 'Trifold Menus',
    shortDescription:
      'A4 sheets folded into three panels, ideal as takeaway and delivery menus for restaurants and cloud kitchens.',
    description:
      'A trifold menu folds an A4 sheet into three 99 mm panels, giving you six panels for starters, mains, combos and contact details. It slips easily into delivery bags and letterboxes.\n\n' +
      'Printed on both sides on 170 GSM gloss art paper and machine-folded. Choose 300 GSM laminated card for a dine-in menu that lasts.\n\n' +
      'Used by restaurants, cloud kitchens, sweet shops and caterers for takeaway orders and door-to-door distribution. Produced within 2 working days.',
    category: 'menus',
    unit: ['menu', 'menus'],
    quantityTiers: [
      { quantity: 25, pricePaise: 129900 },
      { quantity: 50, pricePaise: 219900 },
      { quantity: 100, pricePaise: 369900 },
      { quantity: 250, pricePaise: 799900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a4',
            label: 'A4 flat (297 x 210 mm), folds to 99 x 210 mm',
            trimWidthMm: 297,
            trimHeightMm: 210,
            default: true,
          },
          {
            key: 'legal',
            label: 'Legal flat (356 x 216 mm), folds to 119 x 216 mm',
            trimWidthMm: 356,
            trimHeightMm: 216,
            priceDeltaBp: 2000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '170-gsm', label: '170 GSM gloss art paper', default: true },
          { key: '250-gsm', label: '250 GSM matte art card', priceDeltaBp: 2500 },
          { key: '300-gsm-laminated', label: '300 GSM card, matte laminated', priceDeltaBp: 5000 },
        ],
      },
      {
        key: 'fold',
        label: 'Fold',
        values: [
          { key: 'letter', label: 'Roll fold (C-fold)', default: true },
          { key: 'z-fold', label: 'Z-fold' },
        ],
      },
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 210, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 2,
    highlights: [
      'Six panels from one A4 sheet',
      'Printed both sides, machine-folded',
      'Roll fold or Z-fold',
      'Ideal for takeaway and delivery',
    ],
    art: { kind: 'menu', palette: ['#FFF8EF', '#243B2F', '#E8A33D'], sample: 'Tandoor Tales' },
    keywords: ['trifold menu', 'takeaway menu', 'folded menu', 'delivery menu'],
  },
  {
    slug: 'multipage-menu-maker',
    name: 'Multipage Menu Booklets',
    shortDescription:
      'Bound menu booklets with a thick laminated cover, for restaurants and bars with a longer list of dishes and drinks.',
    description:
      'When one sheet is not enough, a bound menu booklet keeps a long menu easy to browse: cuisines, combos, beverages and a bar list, each on its own page.\n\n' +
      'Inside pages are printed on 250 GSM art card and the cover on 350 GSM card with matte lamination. Choose saddle stitching for a slim booklet or wire-o binding so pages lie flat and can be replaced.\n\n' +
      'Made for fine-dining restaurants, hotels, bars and banquet halls. Produced within 4 working days.',
    category: 'menus',
    unit: ['menu', 'menus'],
    quantityTiers: [
      { quantity: 5, pricePaise: 149900 },
      { quantity: 10, pricePaise: 259900 },
      { quantity: 25, pricePaise: 549900 },
      { quantity: 50, pricePaise: 999900 },
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
            priceDeltaBp: -2500,
          },
          {
            key: 'a4',
            label: 'A4 (210 x 297 mm)',
            trimWidthMm: 210,
            trimHeightMm: 297,
            default: true,
          },
        ],
      },
      {
        key: 'pages',
        label: 'Pages',
        values: [
          { key: '8', label: '8 pages', default: true },
          { key: '12', label: '12 pages', priceDeltaBp: 3000 },
          { key: '16', label: '16 pages', priceDeltaBp: 6000 },
        ],
      },
      {
        key: 'binding',
        label: 'Binding',
        values: [
          { key: 'saddle-stitch', label: 'Saddle stitch (stapled)', default: true },
          { key: 'wire-o', label: 'Wire-o binding', priceDeltaBp: 2000 },
        ],
      },
      {
        key: 'finish',
        label: 'Cover finish',
        values: [
          { key: 'matte', label: 'Matte lamination', default: true },
          { key: 'soft-touch', label: 'Soft-touch lamination', priceDeltaBp: 3000 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 210,
      trimHeightMm: 297,
      bleedMm: 3,
      safeMarginMm: 6,
      sides: 2,
      pages: 8,
    },
    productionDays: 4,
    highlights: [
      '8 to 16 pages',
      '350 GSM laminated cover',
      'Saddle stitch or wire-o binding',
      'A4 or A5',
    ],
    art: {
      kind: 'booklet',
      palette: ['#1F1B18', '#F1E4CF', '#B5893B'],
      sample: 'The Bombay Table',
    },
    keywords: ['menu booklet', 'menu book', 'bar menu', 'restaurant menu'],
  },
  {
    slug: 'bifold-menu-maker',
    name: 'Bifold Menus',
    shortDescription:
      'Menus folded once down the middle into four panels, a neat format for cafés, bakeries and family restaurants.',
    description:
      'A bifold menu folds in half like a greeting card, giving you a cover, two inside panels and a back. It looks tidy on the table and has room for a full café or family-restaurant menu.\n\n' +
      'Printed on 300 GSM art card with matte lamination and creased before folding so the spine stays crisp. Choose soft-touch lamination for a premium feel.\n\n' +
      'Popular with cafés, bakeries, pizzerias and hotel room service. Produced within 2 working days.',
    category: 'menus',
    unit: ['menu', 'menus'],
    quantityTiers: [
      { quantity: 10, pricePaise: 99900 },
      { quantity: 25, pricePaise: 219900 },
      { quantity: 50, pricePaise: 379900 },
      { quantity: 100, pricePaise: 649900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a5-folded',
            label: 'A5 folded (A4 flat, 297 x 210 mm)',
            trimWidthMm: 297,
            trimHeightMm: 210,
            priceDeltaBp: -3000,
          },
          {
            key: 'a4-folded',
            label: 'A4 folded (A3 flat, 420 x 297 mm)',
            trimWidthMm: 420,
            trimHeightMm: 297,
            default: true,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '300-gsm', label: '300 GSM art card', default: true },
          { key: '350-gsm', label: '350 GSM art card', priceDeltaBp: 2000 },
          { key: 'synthetic', label: 'Waterproof synthetic', priceDeltaBp: 6000 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte', label: 'Matte lamination', default: true },
          { key: 'gloss', label: 'Gloss lamination' },
          { key: 'soft-touch', label: 'Soft-touch lamination', priceDeltaBp: 4000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 420, trimHeightMm: 297, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 2,
    highlights: [
      'Four panels, creased and folded',
      '300 GSM laminated card',
      'A4 or A5 folded size',
      'Soft-touch upgrade',
    ],
    art: { kind: 'menu', palette: ['#F3EEE6', '#3B2F2F', '#8AA29E'], sample: 'Brew Street Café' },
    keywords: ['bifold menu', 'folded menu', 'cafe menu'],
  },
  {
    slug: 'magazine-cover',
    name: 'Personalised Magazine Cover Poster',
    shortDescription:
      'Put your photo on a glossy magazine-style cover with custom headlines, a fun poster gift for birthdays and farewells.',
    description:
      'A poster designed like the cover of a glossy magazine, starring your photo with a masthead, cover lines and a date of your choice. Celebrate a birthday, a promotion, a retirement or a wedding anniversary.\n\n' +
      'Printed on 250 GSM satin photo paper for rich colour, or on matte art paper for a softer look. Add a black frame to gift it ready to hang.\n\n' +
      'A hit at surprise parties, office farewells and milestone birthdays. Printed within 2 working days.',
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
            key: 'a4',
            label: 'A4 (210 x 297 mm)',
            trimWidthMm: 210,
            trimHeightMm: 297,
            priceDeltaBp: -2500,
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
            priceDeltaBp: 8000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: 'satin', label: '250 GSM satin photo paper', default: true },
          { key: 'matte', label: '250 GSM matte art paper' },
        ],
      },
      {
        key: 'frame',
        label: 'Frame',
        values: [
          { key: 'none', label: 'Unframed', default: true },
          { key: 'black', label: 'Black frame', priceDeltaBp: 8000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 420, bleedMm: 3, safeMarginMm: 10, sides: 1 },
    productionDays: 2,
    highlights: [
      'Your photo on a magazine cover',
      'Custom headlines and date',
      'Satin photo paper',
      'A4, A3 and A2',
    ],
    art: { kind: 'poster', palette: ['#FFFFFF', '#111111', '#E63946'], sample: 'Neha at 30' },
    keywords: ['magazine cover poster', 'fake magazine cover', 'birthday poster'],
  },
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
    keywords: ['photo album', 'photobook', 'wedding album', 'memory book'],
  },
  {
    slug: 'moodboard-maker',
    name: 'Moodboard Posters',
    shortDescription:
      'Print your moodboard or photo collage as a crisp poster, for studios, bedrooms, vision boards and client pitches.',
    description:
      'Arrange photos, colour swatches, quotes and textures into a collage and we print it as a poster. Use it as a vision board for the year, a wedding planning board or a brief for a design client.\n\n' +
      'Printed on 200 GSM matte poster paper, or satin photo paper for richer colours. Mount it on 5 mm foam board to pin straight onto a studio wall.\n\n' +
      'Popular with interior designers, fashion students, content creators and anyone planning a big year. Printed within 2 working days.',
    category: 'posters-wall-art',
    unit: ['poster', 'posters'],
    quantityTiers: [
      { quantity: 1, pricePaise: 34900 },
      { quantity: 3, pricePaise: 89900 },
      { quantity: 5, pricePaise: 134900 },
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
            priceDeltaBp: -3000,
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
            priceDeltaBp: 8000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: 'matte', label: '200 GSM matte poster paper', default: true },
          { key: 'satin', label: '250 GSM satin photo paper', priceDeltaBp: 2500 },
        ],
      },
      {
        key: 'mounting',
        label: 'Mounting',
        values: [
          { key: 'none', label: 'Print only', default: true },
          { key: 'foam-board', label: 'Mounted on 5 mm foam board', priceDeltaBp: 6000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 420, bleedMm: 3, safeMarginMm: 8, sides: 1 },
    productionDays: 2,
    highlights: [
      'A4, A3 and A2 posters',
      'Matte or satin paper',
      'Foam board mounting',
      'Great as a vision board',
    ],
    art: { kind: 'poster', palette: ['#F2EDE4', '#2F3E46', '#CB997E'], sample: 'Vision 2025' },
    keywords: ['moodboard', 'vision board', 'collage poster', 'photo collage'],
  },
  {
    slug: 'table-mat-maker',
    name: 'Custom Restaurant Placemats',
    shortDescription:
      'Branded paper and laminated placemats for restaurants, cafés and events, printed with your menu, offers or logo.',
    description:
      "Placemats are the one piece of advertising every diner looks at. Print your logo, today's specials, a kids' activity corner or your WhatsApp ordering number right where plates go down.\n\n" +
      'Choose 120 GSM paper for disposable placemats changed with every guest, or 300 GSM laminated card that wipes clean and lasts for months.\n\n' +
      'Used by restaurants, dhabas, food courts, caterers and wedding banquets. Produced within 3 working days.',
    category: 'menus',
    unit: ['placemat', 'placemats'],
    quantityTiers: [
      { quantity: 50, pricePaise: 99900 },
      { quantity: 100, pricePaise: 169900 },
      { quantity: 250, pricePaise: 369900 },
      { quantity: 500, pricePaise: 649900 },
      { quantity: 1000, pricePaise: 1199900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a3',
            label: 'A3 (420 x 297 mm)',
            trimWidthMm: 420,
            trimHeightMm: 297,
            default: true,
          },
          {
            key: '18x12',
            label: '18 x 12 in (457 x 305 mm)',
            trimWidthMm: 457,
            trimHeightMm: 305,
            priceDeltaBp: 1500,
          },
        ],
      },
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: '120-gsm', label: '120 GSM paper (disposable)', default: true },
          {
            key: '300-gsm-laminated',
            label: '300 GSM card, matte laminated (reusable)',
            priceDeltaBp: 6000,
          },
          { key: 'synthetic', label: 'Waterproof synthetic (reusable)', priceDeltaBp: 9000 },
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
    printSpec: { trimWidthMm: 420, trimHeightMm: 297, bleedMm: 3, safeMarginMm: 8, sides: 1 },
    productionDays: 3,
    highlights: [
      'A3 and 18 x 12 in sizes',
      'Disposable paper or wipe-clean laminated',
      'Great for menus and offers',
      'Bulk pricing from 50',
    ],
    art: {
      kind: 'coaster',
      palette: ['#FBF4E8', '#33261D', '#D1603D'],
      sample: 'Sharma Ji Ka Dhaba',
    },
    keywords: ['placemat', 'table mat', 'paper placemat', 'restaurant table mat'],
  },
  {
    slug: 'pdf-print-service',
    name: 'Design & Print-Ready PDF Service',
    shortDescription:
      'Our designers create your visiting card, flyer, menu or poster and hand over a print-ready PDF, with revisions.',
    description:
      'No design, or only a rough idea on paper? Share your text, logo and a few references, and one of our in-house designers creates the artwork, set up with correct size, bleed and CMYK colour for print.\n\n' +
      'Each package includes a first draft within 2 working days and rounds of revisions until you approve. You receive the final print-ready PDF, which you can print with us or anywhere else.\n\n' +
      'Used by shop owners, startups, schools and families for visiting cards, menus, pamphlets, invitations and signage. Large or unusual jobs are quoted separately.',
    category: 'design-services',
    unit: ['design', 'designs'],
    quantityTiers: [
      { quantity: 1, pricePaise: 99900 },
      { quantity: 3, pricePaise: 249900 },
      { quantity: 5, pricePaise: 379900 },
    ],
    options: [
      {
        key: 'design-type',
        label: 'Design type',
        values: [
          { key: 'visiting-card', label: 'Visiting card or label', priceDeltaBp: -3000 },
          { key: 'flyer-poster', label: 'Flyer, poster or certificate', default: true },
          { key: 'menu-brochure', label: 'Menu or brochure (up to 4 panels)', priceDeltaBp: 5000 },
          { key: 'logo', label: 'Logo design', priceDeltaBp: 10000 },
        ],
      },
      {
        key: 'revisions',
        label: 'Revisions',
        values: [
          { key: '2-rounds', label: '2 rounds of revisions', default: true },
          { key: '5-rounds', label: '5 rounds of revisions', priceDeltaBp: 3000 },
        ],
      },
      {
        key: 'delivery',
        label: 'Delivery',
        values: [
          { key: 'standard', label: 'First draft in 2 working days', default: true },
          { key: 'express', label: 'First draft in 24 hours', priceDeltaBp: 5000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 210, trimHeightMm: 297, bleedMm: 3, safeMarginMm: 5, sides: 1 },
    productionDays: 2,
    highlights: [
      'In-house designers',
      'Print-ready PDF with bleed',
      'Revisions included',
      'Express 24-hour option',
    ],
    art: {
      kind: 'flyer',
      palette: ['#F7F7F2', '#22223B', '#4EA8DE'],
      sample: 'Your design, ready to print',
    },
    keywords: ['graphic design', 'design service', 'print ready pdf', 'logo design'],
  },
  {
    slug: 'star-map',
    name: 'Custom Star Map Poster',
    shortDescription:
      'The night sky exactly as it was on your special date and place, printed as an elegant keepsake poster.',
    description:
      'Pick a date, time and city, and we plot the real constellations as they appeared in the sky that night: the day you met, got married or welcomed your baby. Add names, a line of text and the coordinates.\n\n' +
      'Printed on 250 GSM matte art paper, or textured fine-art paper for a gallery feel. Order it unframed or in a black or teak-finish frame ready to hang.\n\n' +
      "A thoughtful gift for anniversaries, weddings, Valentine's Day and new parents. Printed within 2 working days.",
    category: 'posters-wall-art',
    hot: true,
    unit: ['poster', 'posters'],
    quantityTiers: [
      { quantity: 1, pricePaise: 69900 },
      { quantity: 2, pricePaise: 129900 },
      { quantity: 3, pricePaise: 179900 },
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
            priceDeltaBp: -2500,
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
          { key: 'matte', label: '250 GSM matte art paper', default: true },
          { key: 'fine-art', label: '310 GSM textured fine-art paper', priceDeltaBp: 4000 },
        ],
      },
      {
        key: 'frame',
        label: 'Frame',
        values: [
          { key: 'none', label: 'Unframed', default: true },
          { key: 'black', label: 'Black frame', priceDeltaBp: 7000 },
          { key: 'teak', label: 'Teak-finish frame', priceDeltaBp: 8000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 420, bleedMm: 3, safeMarginMm: 12, sides: 1 },
    productionDays: 2,
    highlights: [
      'Real sky for your date and city',
      'Names, message and coordinates',
      'Matte or fine-art paper',
      'Framed, ready to hang',
    ],
    art: {
      kind: 'poster',
      palette: ['#0E1A2B', '#F4EBD9', '#D4AF37'],
      sample: 'Where it all began',
    },
    keywords: ['star map', 'night sky poster', 'constellation map', 'anniversary gift'],
  },
  {
    slug: 'heart-star-map',
    name: 'Heart Star Map Poster',
    shortDescription:
      'Your special night sky framed inside a heart shape, a romantic keepsake for anniversaries and weddings.',
    description:
      'The real constellations over your city on the date you choose, drawn inside a heart instead of a circle. Add your names, a short message and the date below.\n\n' +
      'Printed on 250 GSM matte art paper with deep navy, blush or classic black backgrounds. Add a frame to gift it ready to hang.\n\n' +
      "Made for anniversaries, engagement gifts, Valentine's Day and Karva Chauth surprises. Printed within 2 working days.",
    category: 'posters-wall-art',
    unit: ['poster', 'posters'],
    quantityTiers: [
      { quantity: 1, pricePaise: 74900 },
      { quantity: 2, pricePaise: 139900 },
      { quantity: 3, pricePaise: 194900 },
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
            priceDeltaBp: -2500,
          },
          {
            key: 'a3',
            label: 'A3 (297 x 420 mm)',
            trimWidthMm: 297,
            trimHeightMm: 420,
            default: true,
          },
        ],
      },
      {
        key: 'colour',
        label: 'Colour theme',
        values: [
          { key: 'navy', label: 'Midnight navy', default: true },
          { key: 'blush', label: 'Blush pink' },
          { key: 'black', label: 'Classic black' },
        ],
      },
      {
        key: 'frame',
        label: 'Frame',
        values: [
          { key: 'none', label: 'Unframed', default: true },
          { key: 'black', label: 'Black frame', priceDeltaBp: 7000 },
          { key: 'white', label: 'White frame', priceDeltaBp: 7000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 420, bleedMm: 3, safeMarginMm: 12, sides: 1 },
    productionDays: 2,
    highlights: [
      'Heart-shaped star map',
      'Your names, date and message',
      'Three colour themes',
      'Framed options',
    ],
    art: { kind: 'poster', palette: ['#1B1F3B', '#FBEAEC', '#E8A0B4'], sample: 'Arjun & Sana' },
    keywords: ['heart star map', 'romantic gift', 'night sky poster', 'anniversary poster'],
  },
  {
    slug: 'newspaper-poster',
    name: 'Personalised Newspaper Poster',
    shortDescription:
      'A front page in vintage newspaper style with your own headline, story and photos, printed as a fun poster.',
    description:
      'Make the front page news: a poster in classic newspaper layout with your headline, photos and stories about the birthday person, the couple or the retiring boss.\n\n' +
      'Printed on 200 GSM matte paper with an off-white newsprint tone, or on satin paper for sharper photos. Add a frame for gifting.\n\n' +
      'A favourite for 50th birthdays, anniversaries, farewells and wedding welcome boards. Printed within 2 working days.',
    category: 'posters-wall-art',
    unit: ['poster', 'posters'],
    quantityTiers: [
      { quantity: 1, pricePaise: 44900 },
      { quantity: 2, pricePaise: 79900 },
      { quantity: 5, pricePaise: 179900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
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
            priceDeltaBp: 7000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: 'newsprint-tone', label: '200 GSM matte, newsprint tone', default: true },
          { key: 'satin', label: '250 GSM satin photo paper', priceDeltaBp: 2500 },
        ],
      },
      {
        key: 'frame',
        label: 'Frame',
        values: [
          { key: 'none', label: 'Unframed', default: true },
          { key: 'black', label: 'Black frame', priceDeltaBp: 8000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 420, bleedMm: 3, safeMarginMm: 10, sides: 1 },
    productionDays: 2,
    highlights: [
      'Vintage front-page layout',
      'Your headlines, stories and photos',
      'A3 or A2',
      'Framed option',
    ],
    art: { kind: 'poster', palette: ['#F1ECE1', '#1A1A1A', '#9E2A2B'], sample: 'The Daily Gupta' },
    keywords: ['newspaper poster', 'birthday newspaper', 'custom newspaper'],
  },
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
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'gloss', label: 'Gloss', default: true },
          { key: 'matte', label: 'Matte lamination', priceDeltaBp: 1500 },
        ],
      },
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
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'gloss', label: 'Gloss', default: true },
          { key: 'matte', label: 'Matte lamination', priceDeltaBp: 1500 },
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
    keywords: ['jar label', 'round sticker', 'pickle label', 'lid sticker'],
  },
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
          {
            key: 'a6',
            label: 'A6 (105 x 148 mm)',
            trimWidthMm: 105,
            trimHeightMm: 148,
            priceDeltaBp: -3000,
          },
          {
            key: 'dl',
            label: 'DL (99 x 210 mm)',
            trimWidthMm: 99,
            trimHeightMm: 210,
            priceDeltaBp: -1500,
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
            priceDeltaBp: 6000,
          },
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
      {
        key: 'sides',
        label: 'Printed sides',
        values: [
          { key: 'front', label: 'Front only', default: true },
          { key: 'front-back', label: 'Front and back', priceDeltaBp: 3000 },
        ],
      },
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
    keywords: ['pamphlet', 'flyer', 'leaflet', 'handbill', 'brochure'],
  },
  {
    slug: 'standee-maker',
    name: 'Roll-up Standees',
    shortDescription:
      'Portable roll-up standees with a printed banner and carry bag, set up in a minute at stores, events and expos.',
    description:
      'A roll-up standee is a printed banner that pulls up from an aluminium base and stands on its own. It is the go-to display for shop entrances, exhibitions, seminars, clinics and wedding venues.\n\n' +
      'Printed on star flex or on premium non-tearable PVC media for sharper colour and a flat, curl-free finish. Every standee comes fitted to its stand with a padded carry bag.\n\n' +
      'Send your artwork or use a template, and we print and fit it within 2 working days.',
    category: 'signs-standees',
    hot: true,
    unit: ['standee', 'standees'],
    quantityTiers: [
      { quantity: 1, pricePaise: 199900 },
      { quantity: 2, pricePaise: 379900 },
      { quantity: 5, pricePaise: 899900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: '2-5x6-ft',
            label: '2.5 x 6 ft (762 x 1829 mm)',
            trimWidthMm: 762,
            trimHeightMm: 1829,
            default: true,
          },
          {
            key: '3x6-ft',
            label: '3 x 6 ft (914 x 1829 mm)',
            trimWidthMm: 914,
            trimHeightMm: 1829,
            priceDeltaBp: 2000,
          },
        ],
      },
      {
        key: 'material',
        label: 'Print media',
        values: [
          { key: 'star-flex', label: 'Star flex', default: true },
          { key: 'pvc', label: 'Premium non-tearable PVC', priceDeltaBp: 3000 },
        ],
      },
      {
        key: 'stand',
        label: 'Stand',
        values: [
          { key: 'economy', label: 'Economy aluminium roll-up', default: true },
          { key: 'premium', label: 'Premium wide-base roll-up', priceDeltaBp: 2500 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 762, trimHeightMm: 1829, bleedMm: 10, safeMarginMm: 30, sides: 1 },
    productionDays: 2,
    highlights: [
      '2.5 x 6 ft and 3 x 6 ft',
      'Stand and carry bag included',
      'Sets up in under a minute',
      'Star flex or premium PVC',
    ],
    art: {
      kind: 'standee',
      palette: ['#F8F9FA', '#0D3B66', '#F95738'],
      sample: 'Sunrise Diagnostics',
    },
    keywords: ['standee', 'roll up banner', 'rollup standee', 'pull up banner'],
  },
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
      {
        key: 'sides',
        label: 'Printed sides',
        values: [
          { key: 'front', label: 'Front only', priceDeltaBp: -1500 },
          { key: 'front-back', label: 'Front and back', default: true },
        ],
      },
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
    keywords: ['hang tag', 'swing tag', 'clothing tag', 'price tag'],
  },
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
          {
            key: 'a6',
            label: 'A6 (105 x 148 mm)',
            trimWidthMm: 105,
            trimHeightMm: 148,
            default: true,
          },
          {
            key: '5x7',
            label: '5 x 7 in (127 x 178 mm)',
            trimWidthMm: 127,
            trimHeightMm: 178,
            priceDeltaBp: 2500,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '350-gsm', label: '350 GSM matte card', default: true },
          { key: 'pearl', label: '300 GSM shimmer pearl', priceDeltaBp: 3000 },
          { key: 'handmade', label: 'Handmade textured card', priceDeltaBp: 5000 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'none', label: 'Standard print', default: true },
          { key: 'gold-foil', label: 'Gold foil accents', priceDeltaBp: 6000 },
        ],
      },
      {
        key: 'envelope',
        label: 'Envelope',
        values: [
          { key: 'white', label: 'White envelope', default: true },
          { key: 'kraft', label: 'Kraft envelope' },
          { key: 'ivory', label: 'Ivory textured envelope', priceDeltaBp: 1500 },
        ],
      },
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
    keywords: ['thank you card', 'wedding thank you', 'greeting card'],
  },
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
    keywords: ['thank you sticker', 'packaging sticker', 'seal sticker', 'logo sticker'],
  },
  {
    slug: 'seamless-pattern-maker',
    name: 'Custom Pattern Art Prints',
    shortDescription:
      'Your repeating pattern, from block-print motifs to doodles, printed edge to edge as a poster or art print.',
    description:
      'Design a seamless repeating pattern from your own motif, initials or an Indian block-print inspired tile, and we print it edge to edge with no visible seams.\n\n' +
      'Printed on 200 GSM matte art paper, or 310 GSM textured fine-art paper where the pattern needs to feel like fabric. Large sizes work as wall panels and photo backdrops.\n\n' +
      'Used for nursery walls, café feature walls, product-photography backdrops and gifting. Printed within 2 working days.',
    category: 'posters-wall-art',
    unit: ['print', 'prints'],
    quantityTiers: [
      { quantity: 1, pricePaise: 39900 },
      { quantity: 3, pricePaise: 99900 },
      { quantity: 5, pricePaise: 149900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
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
          {
            key: '20x30',
            label: '20 x 30 in (508 x 762 mm)',
            trimWidthMm: 508,
            trimHeightMm: 762,
            priceDeltaBp: 12000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: 'matte', label: '200 GSM matte art paper', default: true },
          { key: 'fine-art', label: '310 GSM textured fine-art paper', priceDeltaBp: 4000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 420, bleedMm: 3, safeMarginMm: 5, sides: 1 },
    productionDays: 2,
    highlights: [
      'Seamless edge-to-edge repeat',
      'A3 up to 20 x 30 in',
      'Matte or fine-art paper',
      'Works as a photo backdrop',
    ],
    art: { kind: 'poster', palette: ['#F4E9DC', '#1D3557', '#E07A5F'], sample: 'Jaipur Block' },
    keywords: ['pattern print', 'repeat pattern', 'block print poster', 'wall art'],
  },
  {
    slug: 'letterhead-maker',
    name: 'Letterheads',
    shortDescription:
      'A4 company letterheads on smooth or bond paper that run cleanly through laser and inkjet printers.',
    description:
      'A professional letterhead with your logo, address, phone, email and GSTIN for quotations, invoices, offer letters and official correspondence.\n\n' +
      'Printed on 100 GSM maplitho paper that feeds smoothly through office printers. Upgrade to 100 GSM executive bond or laid-textured paper for a premium, lasting impression.\n\n' +
      'Used by companies, CA and law firms, clinics, schools and contractors. Printed within 2 working days.',
    category: 'stationery',
    hot: true,
    unit: ['sheet', 'sheets'],
    quantityTiers: [
      { quantity: 100, pricePaise: 69900 },
      { quantity: 250, pricePaise: 139900 },
      { quantity: 500, pricePaise: 229900 },
      { quantity: 1000, pricePaise: 399900 },
    ],
    options: [
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '100-gsm-maplitho', label: '100 GSM maplitho', default: true },
          { key: '100-gsm-bond', label: '100 GSM executive bond', priceDeltaBp: 3000 },
          { key: '120-gsm-laid', label: '120 GSM laid textured', priceDeltaBp: 5000 },
        ],
      },
      {
        key: 'sides',
        label: 'Printed sides',
        values: [
          { key: 'front', label: 'Front only', default: true },
          { key: 'front-back', label: 'Front and back', priceDeltaBp: 3000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 210, trimHeightMm: 297, bleedMm: 3, safeMarginMm: 10, sides: 1 },
    productionDays: 2,
    highlights: [
      'A4 (210 x 297 mm)',
      'Laser and inkjet friendly',
      'Maplitho, bond or laid paper',
      'Logo, address and GSTIN',
    ],
    art: {
      kind: 'letterhead',
      palette: ['#FFFFFF', '#1D2D44', '#3E7CB1'],
      sample: 'Kapoor & Associates',
    },
    keywords: ['letterhead', 'letter pad', 'company letterhead', 'office stationery'],
  },
  {
    slug: 'bill-book-maker',
    name: 'GST Bill Books',
    shortDescription:
      'Serially numbered GST invoice and cash memo books in duplicate or triplicate, printed with your business details.',
    description:
      'Custom bill books for GST invoices, cash memos, estimates, delivery challans and receipts, printed with your shop name, address, GSTIN and item columns. Every set is serially numbered.\n\n' +
      'Each book has 50 sets in duplicate (100 leaves) or triplicate, on 58 GSM paper with carbon sheets, or self-copying carbonless (NCR) paper in white, pink and yellow. Books are gummed, stapled and finished with a card cover.\n\n' +
      'Used by kirana and hardware stores, restaurants, transporters, contractors and service businesses. Produced within 4 working days.',
    category: 'stationery',
    unit: ['book', 'books'],
    quantityTiers: [
      { quantity: 5, pricePaise: 119900 },
      { quantity: 10, pricePaise: 199900 },
      { quantity: 25, pricePaise: 449900 },
      { quantity: 50, pricePaise: 799900 },
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
            priceDeltaBp: 5000,
          },
        ],
      },
      {
        key: 'copies',
        label: 'Copies',
        values: [
          { key: 'duplicate', label: 'Duplicate (50 x 2)', default: true },
          { key: 'triplicate', label: 'Triplicate (50 x 3)', priceDeltaBp: 4000 },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: 'carbon', label: '58 GSM paper with carbon sheets', default: true },
          { key: 'ncr', label: 'Carbonless (NCR) paper', priceDeltaBp: 2500 },
        ],
      },
      {
        key: 'ink',
        label: 'Print colour',
        values: [
          { key: 'single', label: 'Single colour', default: true },
          { key: 'multi', label: 'Full colour header', priceDeltaBp: 2000 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 148,
      trimHeightMm: 210,
      bleedMm: 3,
      safeMarginMm: 8,
      sides: 1,
      pages: 100,
    },
    productionDays: 4,
    highlights: [
      '50 sets per book',
      'Serially numbered',
      'Duplicate or triplicate',
      'Carbon or carbonless (NCR)',
      'GSTIN and item columns',
    ],
    art: {
      kind: 'letterhead',
      palette: ['#FFFDF7', '#1F3A5F', '#D64545'],
      sample: 'Shree Ganesh Traders',
    },
    keywords: ['bill book', 'invoice book', 'cash memo', 'gst bill', 'receipt book'],
  },
  {
    slug: 'id-card-maker',
    name: 'PVC ID Cards',
    shortDescription:
      'Durable PVC photo ID cards for staff, students and visitors, with optional plain or printed lanyards.',
    description:
      'Credit-card size PVC ID cards with photo, name, designation, employee or roll number, blood group and a barcode or QR code. Send a spreadsheet and photos and we print each card individually.\n\n' +
      "Printed on 0.76 mm white PVC cards with rounded corners that do not bend or tear. Add a plain satin lanyard or one printed with your organisation's name.\n\n" +
      'Used by offices, schools, coaching centres, hospitals, factories and events. Produced within 3 working days.',
    category: 'stationery',
    unit: ['card', 'cards'],
    quantityTiers: [
      { quantity: 10, pricePaise: 59900 },
      { quantity: 25, pricePaise: 124900 },
      { quantity: 50, pricePaise: 219900 },
      { quantity: 100, pricePaise: 379900 },
    ],
    options: [
      {
        key: 'orientation',
        label: 'Orientation',
        values: [
          {
            key: 'portrait',
            label: 'Portrait (54 x 86 mm)',
            trimWidthMm: 54,
            trimHeightMm: 86,
            default: true,
          },
          { key: 'landscape', label: 'Landscape (86 x 54 mm)', trimWidthMm: 86, trimHeightMm: 54 },
        ],
      },
      {
        key: 'sides',
        label: 'Printed sides',
        values: [
          { key: 'front', label: 'Front only', default: true },
          { key: 'front-back', label: 'Front and back', priceDeltaBp: 2500 },
        ],
      },
      {
        key: 'lanyard',
        label: 'Lanyard',
        values: [
          { key: 'none', label: 'No lanyard', default: true },
          { key: 'plain', label: 'Plain satin lanyard with holder', priceDeltaBp: 3000 },
          { key: 'printed', label: 'Custom printed lanyard with holder', priceDeltaBp: 7000 },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 54,
      trimHeightMm: 86,
      bleedMm: 2,
      safeMarginMm: 3,
      sides: 1,
      shape: 'rounded',
      cornerRadiusMm: 3,
    },
    productionDays: 3,
    highlights: [
      '0.76 mm PVC, credit-card size',
      'Individual names and photos',
      'Barcode or QR code',
      'Lanyard options',
    ],
    art: { kind: 'id-card', palette: ['#FFFFFF', '#0F4C5C', '#5FA8A0'], sample: 'Kavya Nair' },
    keywords: ['id card', 'identity card', 'employee id', 'school id card'],
  },
  {
    slug: 'note-card-maker',
    name: 'Personalised Note Cards',
    shortDescription:
      'Heavy personalised note cards with envelopes for thank-yous, gift notes and quick handwritten messages.',
    description:
      'Personalised note cards with your name, monogram or brand at the top and space to write below. Keep a box on your desk for thank-you notes, gift messages and notes to clients.\n\n' +
      'Printed on 350 GSM uncoated card that takes fountain pen and gel ink beautifully, or 400 GSM cotton-textured card. Choose flat cards or folded cards, with white or kraft envelopes.\n\n' +
      'Used by professionals, boutiques packing orders, and families for Diwali and wedding-season gifting. Produced within 3 working days.',
    category: 'stationery',
    unit: ['card', 'cards'],
    quantityTiers: [
      { quantity: 25, pricePaise: 54900 },
      { quantity: 50, pricePaise: 89900 },
      { quantity: 100, pricePaise: 149900 },
      { quantity: 250, pricePaise: 299900 },
    ],
    options: [
      {
        key: 'format',
        label: 'Format',
        values: [
          {
            key: 'flat',
            label: 'Flat A6 (148 x 105 mm)',
            trimWidthMm: 148,
            trimHeightMm: 105,
            default: true,
          },
          {
            key: 'folded',
            label: 'Folded A6 (A5 flat, 210 x 148 mm)',
            trimWidthMm: 210,
            trimHeightMm: 148,
            priceDeltaBp: 3000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '350-gsm-uncoated', label: '350 GSM uncoated card', default: true },
          { key: '400-gsm-cotton', label: '400 GSM cotton-textured card', priceDeltaBp: 4000 },
        ],
      },
      {
        key: 'envelope',
        label: 'Envelopes',
        values: [
          { key: 'none', label: 'No envelopes', default: true },
          { key: 'white', label: 'White envelopes', priceDeltaBp: 2000 },
          { key: 'kraft', label: 'Kraft envelopes', priceDeltaBp: 2000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 148, trimHeightMm: 105, bleedMm: 3, safeMarginMm: 5, sides: 1 },
    productionDays: 3,
    highlights: [
      'Writes well with any pen',
      'Flat or folded A6',
      'White or kraft envelopes',
      'Monogram and name layouts',
    ],
    art: {
      kind: 'card',
      palette: ['#F7F3EC', '#2E4057', '#A3B18A'],
      sample: 'From the desk of Tara Iyer',
    },
    keywords: ['note card', 'stationery card', 'gift note', 'correspondence card'],
  },
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
    keywords: ['gift voucher', 'cash voucher', 'coupon', 'discount voucher'],
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
    keywords: ['wall sticker', 'wall decal', 'vinyl sticker', 'room decor'],
  },
  {
    slug: 'tent-cards',
    name: 'Table Tent Cards',
    shortDescription:
      'Folded table tents that stand on counters and tables, for offers, QR menus, Wi-Fi details and table numbers.',
    description:
      'A tent card folds into a stand-up display with a message on both faces. Put it on café tables for the UPI and QR menu, on hotel reception counters for Wi-Fi details, or at events for table numbers.\n\n' +
      'Printed on 350 GSM art card with matte lamination, scored and folded so it stands straight.\n\n' +
      'Used by cafés, restaurants, hotels, salons, clinics and wedding planners. Produced within 2 working days.',
    category: 'menus',
    unit: ['tent card', 'tent cards'],
    quantityTiers: [
      { quantity: 10, pricePaise: 39900 },
      { quantity: 25, pricePaise: 79900 },
      { quantity: 50, pricePaise: 139900 },
      { quantity: 100, pricePaise: 239900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: 'a6-tent',
            label: 'A6 faces (148 x 105 mm), 148 x 210 mm flat',
            trimWidthMm: 148,
            trimHeightMm: 210,
            default: true,
          },
          {
            key: 'a5-tent',
            label: 'A5 faces (210 x 148 mm), 210 x 297 mm flat',
            trimWidthMm: 210,
            trimHeightMm: 297,
            priceDeltaBp: 4000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '350-gsm', label: '350 GSM art card', default: true },
          { key: 'synthetic', label: 'Waterproof synthetic', priceDeltaBp: 5000 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'matte', label: 'Matte lamination', default: true },
          { key: 'gloss', label: 'Gloss lamination' },
        ],
      },
    ],
    printSpec: { trimWidthMm: 148, trimHeightMm: 210, bleedMm: 3, safeMarginMm: 5, sides: 2 },
    productionDays: 2,
    highlights: [
      'Scored and folded to stand',
      'Printed on both faces',
      '350 GSM laminated card',
      'Perfect for QR menus and offers',
    ],
    art: { kind: 'tent-card', palette: ['#FFFFFF', '#283618', '#DDA15E'], sample: 'Scan to order' },
    keywords: ['tent card', 'table tent', 'table top display', 'qr code stand'],
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
    keywords: ['rub on transfer', 'transfer sticker', 'candle sticker', 'uv dtf sticker'],
  },
  {
    slug: 'rate-cards',
    name: 'Rate Cards & Price Lists',
    shortDescription:
      'Laminated rate cards and price lists for salons, laundries, clinics and shops, made to handle daily use.',
    description:
      "A clear printed price list for your counter, wall or reception: salon services, laundry and dry-cleaning rates, clinic consultation fees, tailoring charges or a kirana store's daily list.\n\n" +
      'Printed on 300 GSM art card with matte lamination that wipes clean. Choose waterproof synthetic for wet areas or 3 mm sunboard to hang on a wall.\n\n' +
      'Reprint quickly whenever rates change. Produced within 2 working days.',
    category: 'menus',
    unit: ['card', 'cards'],
    quantityTiers: [
      { quantity: 5, pricePaise: 44900 },
      { quantity: 10, pricePaise: 74900 },
      { quantity: 25, pricePaise: 149900 },
      { quantity: 50, pricePaise: 249900 },
      { quantity: 100, pricePaise: 429900 },
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
            priceDeltaBp: -2500,
          },
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
            priceDeltaBp: 6000,
          },
        ],
      },
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: '300-gsm', label: '300 GSM card, matte laminated', default: true },
          { key: 'synthetic', label: 'Waterproof synthetic', priceDeltaBp: 4000 },
          { key: 'sunboard', label: '3 mm sunboard', priceDeltaBp: 9000 },
        ],
      },
      {
        key: 'sides',
        label: 'Printed sides',
        values: [
          { key: 'front', label: 'Front only', default: true },
          { key: 'front-back', label: 'Front and back', priceDeltaBp: 3000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 210, trimHeightMm: 297, bleedMm: 3, safeMarginMm: 5, sides: 1 },
    productionDays: 2,
    highlights: [
      'A5, A4 and A3',
      'Wipe-clean lamination',
      'Synthetic and sunboard options',
      'Quick reprints when rates change',
    ],
    art: {
      kind: 'menu',
      palette: ['#F6F4F0', '#1E2A38', '#D4A373'],
      sample: 'Glow Salon Rate Card',
    },
    keywords: ['rate card', 'price list', 'tariff card', 'service menu'],
  },
  {
    slug: 'loyalty-cards',
    name: 'Loyalty Stamp Cards',
    shortDescription:
      'Visiting-card size loyalty cards with a stampable back, to reward repeat customers with every visit.',
    description:
      'A simple way to bring customers back: "Buy 9 coffees, get the 10th free". The front carries your brand and the back has boxes to stamp or sign on every visit.\n\n' +
      'Printed on 350 GSM card in the standard 89 x 51 mm size that fits any wallet. The front is laminated and the back is left uncoated so rubber stamps and pens write cleanly.\n\n' +
      'Used by cafés, salons, bakeries, car washes, laundries and pet groomers. Produced within 2 working days.',
    category: 'visiting-cards',
    unit: ['card', 'cards'],
    quantityTiers: [
      { quantity: 100, pricePaise: 34900 },
      { quantity: 250, pricePaise: 69900 },
      { quantity: 500, pricePaise: 99900 },
      { quantity: 1000, pricePaise: 169900 },
    ],
    options: [
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '350-gsm', label: '350 GSM art card', default: true },
          { key: '400-gsm-textured', label: '400 GSM textured card', priceDeltaBp: 4000 },
        ],
      },
      {
        key: 'finish',
        label: 'Front finish',
        values: [
          { key: 'matte', label: 'Matte lamination, uncoated back', default: true },
          { key: 'gloss', label: 'Gloss lamination, uncoated back' },
          { key: 'spot-uv', label: 'Matte + spot UV, uncoated back', priceDeltaBp: 5000 },
        ],
      },
      {
        key: 'corners',
        label: 'Corners',
        values: [
          { key: 'square', label: 'Square corners', default: true },
          { key: 'rounded', label: 'Rounded corners', priceDeltaBp: 1500 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 89, trimHeightMm: 51, bleedMm: 3, safeMarginMm: 4, sides: 2 },
    productionDays: 2,
    highlights: [
      'Standard 89 x 51 mm',
      'Stampable uncoated back',
      'Printed both sides',
      'Spot UV option',
    ],
    art: { kind: 'card', palette: ['#F3E9DC', '#3E2723', '#C08552'], sample: 'Brew Bros Coffee' },
    keywords: ['loyalty card', 'stamp card', 'punch card', 'reward card'],
  },
  {
    slug: 'sign-boards',
    name: 'Sign Boards',
    shortDescription:
      'Rigid printed sign boards on sunboard, ACP or acrylic, for shops, offices, clinics and indoor directions.',
    description:
      'Printed boards for name plates, shop signs, directional signs, safety notices and office branding. Your design is printed on vinyl and mounted on a rigid board cut to size.\n\n' +
      'Choose 5 mm sunboard for light indoor signs, 3 mm ACP for outdoor boards that handle sun and rain, or 3 mm clear acrylic with a premium glossy look. A protective lamination keeps colours fresh.\n\n' +
      'Used by shops, clinics, societies, offices and construction sites. Produced within 3 working days.',
    category: 'signs-standees',
    unit: ['board', 'boards'],
    quantityTiers: [
      { quantity: 1, pricePaise: 89900 },
      { quantity: 2, pricePaise: 169900 },
      { quantity: 5, pricePaise: 399900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: '12x18-in',
            label: '18 x 12 in (457 x 305 mm)',
            trimWidthMm: 457,
            trimHeightMm: 305,
            priceDeltaBp: -3000,
          },
          {
            key: '24x18-in',
            label: '24 x 18 in (610 x 457 mm)',
            trimWidthMm: 610,
            trimHeightMm: 457,
            default: true,
          },
          {
            key: '36x24-in',
            label: '36 x 24 in (914 x 610 mm)',
            trimWidthMm: 914,
            trimHeightMm: 610,
            priceDeltaBp: 8000,
          },
        ],
      },
      {
        key: 'material',
        label: 'Material',
        values: [
          { key: 'sunboard', label: '5 mm sunboard (indoor)', default: true },
          { key: 'acp', label: '3 mm ACP (outdoor)', priceDeltaBp: 6000 },
          { key: 'acrylic', label: '3 mm clear acrylic', priceDeltaBp: 9000 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'gloss', label: 'Gloss lamination', default: true },
          { key: 'matte', label: 'Matte lamination' },
        ],
      },
      {
        key: 'mounting',
        label: 'Mounting',
        values: [
          { key: 'none', label: 'No fittings', default: true },
          { key: 'tape', label: 'Double-sided foam tape', priceDeltaBp: 500 },
          { key: 'holes', label: 'Drilled holes with screws', priceDeltaBp: 1000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 610, trimHeightMm: 457, bleedMm: 5, safeMarginMm: 15, sides: 1 },
    productionDays: 3,
    highlights: [
      'Sunboard, ACP or acrylic',
      'Indoor and outdoor options',
      'Laminated for longer life',
      'Fittings available',
    ],
    art: {
      kind: 'sign',
      palette: ['#FFFFFF', '#1B263B', '#E63946'],
      sample: "Dr. Mehra's Dental Clinic",
    },
    keywords: ['sign board', 'name board', 'sunboard print', 'acp board', 'shop board'],
  },
  {
    slug: 'custom-mugs',
    name: 'Custom Photo Mugs',
    shortDescription:
      'Ceramic 11 oz mugs printed with your photos, names or logo all around, a classic gift from Rs 349.',
    description:
      'A white ceramic coffee mug printed with your photos, a message or your company logo. The design wraps around the mug so it shows from every side.\n\n' +
      'Printed by sublimation on 11 oz (330 ml) ceramic mugs, so the print is glossy, vivid and dishwasher-safe. Choose a coloured inside and handle, or a magic mug that reveals the photo when hot tea is poured in.\n\n' +
      "The go-to gift for birthdays, Father's and Mother's Day, Rakhi and Diwali, and for corporate and event giveaways. Produced within 2 working days.",
    category: 'photo-gifts',
    hot: true,
    unit: ['mug', 'mugs'],
    quantityTiers: [
      { quantity: 1, pricePaise: 34900 },
      { quantity: 2, pricePaise: 64900 },
      { quantity: 6, pricePaise: 179900 },
      { quantity: 12, pricePaise: 329900 },
      { quantity: 24, pricePaise: 599900 },
    ],
    options: [
      {
        key: 'style',
        label: 'Mug style',
        values: [
          { key: 'white', label: 'Classic white', default: true },
          { key: 'inner-colour', label: 'Coloured inside and handle', priceDeltaBp: 2000 },
          { key: 'magic', label: 'Magic mug (reveals when hot)', priceDeltaBp: 5000 },
        ],
      },
      {
        key: 'print-area',
        label: 'Print area',
        values: [
          { key: 'wrap', label: 'Full wrap', default: true },
          { key: 'one-side', label: 'One side' },
          { key: 'both-sides', label: 'Both sides' },
        ],
      },
      {
        key: 'packaging',
        label: 'Packaging',
        values: [
          { key: 'standard', label: 'Standard box', default: true },
          { key: 'gift-box', label: 'Printed gift box', priceDeltaBp: 2500 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 200, trimHeightMm: 85, bleedMm: 2, safeMarginMm: 5, sides: 1 },
    productionDays: 2,
    highlights: [
      '11 oz (330 ml) ceramic',
      'Full-wrap photo print',
      'Dishwasher and microwave safe',
      'Magic and colour mugs',
      'Bulk pricing for corporate gifts',
    ],
    art: { kind: 'mug', palette: ['#FFFFFF', '#2B2D42', '#EF8354'], sample: "World's Best Papa" },
    keywords: ['photo mug', 'coffee mug', 'printed mug', 'personalised mug', 'magic mug'],
  },
  {
    slug: 'custom-caps',
    name: 'Custom Printed Caps',
    shortDescription:
      'Cotton baseball caps printed or embroidered with your logo, for teams, events, staff uniforms and promotions.',
    description:
      'Branded caps with your logo or slogan on the front panel, for event giveaways, company offsites, cricket teams, college fests and staff uniforms.\n\n' +
      'Made from breathable cotton twill with an adjustable strap. Choose a sharp heat-transfer print for full-colour logos, or embroidery for a classic, long-lasting finish.\n\n' +
      'Order one to try, or in bulk for teams and events. Produced within 3 working days; embroidery takes up to 5.',
    category: 'photo-gifts',
    unit: ['cap', 'caps'],
    quantityTiers: [
      { quantity: 1, pricePaise: 39900 },
      { quantity: 5, pricePaise: 179900 },
      { quantity: 10, pricePaise: 329900 },
      { quantity: 25, pricePaise: 749900 },
      { quantity: 50, pricePaise: 1399900 },
    ],
    options: [
      {
        key: 'colour',
        label: 'Cap colour',
        values: [
          { key: 'white', label: 'White', default: true },
          { key: 'black', label: 'Black' },
          { key: 'navy', label: 'Navy blue' },
          { key: 'red', label: 'Red' },
        ],
      },
      {
        key: 'method',
        label: 'Decoration',
        values: [
          { key: 'print', label: 'Full-colour heat-transfer print', default: true },
          { key: 'embroidery', label: 'Embroidery (up to 8 thread colours)', priceDeltaBp: 5000 },
        ],
      },
      {
        key: 'style',
        label: 'Style',
        values: [
          { key: 'baseball', label: 'Cotton baseball cap', default: true },
          { key: 'trucker', label: 'Trucker cap with mesh back', priceDeltaBp: 1500 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 110, trimHeightMm: 55, bleedMm: 0, safeMarginMm: 5, sides: 1 },
    productionDays: 3,
    highlights: [
      'Cotton twill, adjustable strap',
      'Print or embroidery',
      'Four cap colours',
      'Bulk pricing for teams',
    ],
    art: { kind: 'cap', palette: ['#F1F1F1', '#1D3557', '#E76F51'], sample: 'Team Thunder' },
    keywords: ['custom cap', 'printed cap', 'logo cap', 'embroidered cap'],
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
        values: [
          {
            key: 'a4',
            label: 'A4 (210 x 297 mm)',
            trimWidthMm: 210,
            trimHeightMm: 297,
            default: true,
          },
          {
            key: 'a5',
            label: 'A5 (148 x 210 mm)',
            trimWidthMm: 148,
            trimHeightMm: 210,
            priceDeltaBp: -2500,
          },
        ],
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
    keywords: ['photo magazine', 'custom magazine', 'birthday magazine', 'memory book'],
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
          {
            key: 'a6',
            label: 'A6 (105 x 148 mm)',
            trimWidthMm: 105,
            trimHeightMm: 148,
            priceDeltaBp: -1500,
          },
          {
            key: '5x7',
            label: '5 x 7 in (127 x 178 mm)',
            trimWidthMm: 127,
            trimHeightMm: 178,
            default: true,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: '350-gsm', label: '350 GSM matte card', default: true },
          { key: 'pearl', label: '300 GSM shimmer pearl', priceDeltaBp: 3000 },
          { key: 'handmade', label: 'Handmade textured card', priceDeltaBp: 5000 },
        ],
      },
      {
        key: 'finish',
        label: 'Finish',
        values: [
          { key: 'none', label: 'Standard print', default: true },
          { key: 'gold-foil', label: 'Gold foil accents', priceDeltaBp: 6000 },
        ],
      },
      {
        key: 'envelope',
        label: 'Envelope',
        values: [
          { key: 'white', label: 'White envelope', default: true },
          { key: 'kraft', label: 'Kraft envelope' },
          { key: 'ivory', label: 'Ivory textured envelope', priceDeltaBp: 1500 },
        ],
      },
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
    keywords: ['save the date', 'wedding card', 'wedding announcement', 'engagement card'],
  },
]
