import type { ProductData } from '../types.ts'
import { finishGlossMatte, finishMatteGloss, paper260Gsm300GsmPearl } from './presets.ts'

export const photoPrints: ProductData[] = [
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
      paper260Gsm300GsmPearl,
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
    templateKind: 'photo-print',
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
      paper260Gsm300GsmPearl,
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
    templateKind: 'photo-print',
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
      finishGlossMatte,
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
    templateKind: 'photo-print',
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
      finishMatteGloss,
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
    templateKind: 'photo-print',
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
      finishMatteGloss,
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
    templateKind: 'photo-print',
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
      finishGlossMatte,
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
    templateKind: 'photo-print',
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
      finishMatteGloss,
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
    templateKind: 'photo-print',
    keywords: ['film prints', 'negative style photos', 'vintage photo prints'],
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
    templateKind: 'passport-photo',
    keywords: ['passport photo', 'visa photo', 'stamp size photo', 'pp size photo'],
  },
]
