import type { ProductData } from '../types.ts'
import { paper350GsmMatte400GsmSoftTouch, aSize } from './presets.ts'

export const photoGifts: ProductData[] = [
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
        values: [aSize('a5', { priceDeltaBp: -2000 }), aSize('a4', { default: true })],
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
    templateKind: 'puzzle',
    keywords: ['maze puzzle', 'return gift', 'kids activity sheet', 'personalised puzzle'],
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
    templateKind: 'big-text',
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
    templateKind: 'big-text',
    keywords: ['custom cap', 'printed cap', 'logo cap', 'embroidered cap'],
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
    templateKind: 'playing-card',
    keywords: ['playing cards', 'photo cards deck', 'taash', 'poker cards'],
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
    templateKind: 'coaster',
    keywords: ['coaster', 'photo coaster', 'tea coaster', 'drink mat'],
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
    templateKind: 'big-text',
    keywords: ['iphone cover', 'photo phone case', 'mobile cover', 'glass case'],
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
    templateKind: 'ornament-card',
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
      paper350GsmMatte400GsmSoftTouch,
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
    templateKind: 'milestone-card',
    keywords: ['milestone cards', 'baby month cards', 'baby shower gift', 'newborn photo cards'],
  },
]
