import type { ProductData } from '../types.ts'
import {
  cornersSquareRounded,
  laminationSoftTouchSpotUv,
  paper350Gsm400GsmTextured,
  paper350GsmMatte400GsmSoftTouch,
  sidesFrontFrontBack,
  sidesSingleDouble,
} from './presets.ts'
import { ROUNDED_CORNER_MM } from '../../../app/designer/die-features.ts'

/** Square cards round their corners wider than the standard card's. */
const SQUARE_CARD_CORNER_MM = 5

export const visitingCards: ProductData[] = [
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
      laminationSoftTouchSpotUv,
      sidesFrontFrontBack,
      {
        key: 'corners',
        label: 'Corners',
        values: [
          { key: 'square', label: 'Square corners', default: true },
          {
            key: 'rounded',
            label: `Rounded corners (${ROUNDED_CORNER_MM} mm)`,
            priceDeltaBp: 1500,
          },
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
    templateKind: 'business-card',
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
      paper350Gsm400GsmTextured,
      laminationSoftTouchSpotUv,
      sidesFrontFrontBack,
      {
        key: 'corners',
        label: 'Corners',
        values: [
          { key: 'square', label: 'Square corners', default: true },
          {
            key: 'rounded',
            label: `Rounded corners (${SQUARE_CARD_CORNER_MM} mm)`,
            priceDeltaBp: 1500,
          },
        ],
      },
    ],
    printSpec: {
      trimWidthMm: 63.5,
      trimHeightMm: 63.5,
      bleedMm: 3,
      safeMarginMm: 4,
      sides: 1,
      // The radius its "Rounded corners" option cuts (square corners: none).
      cornerRadiusMm: SQUARE_CARD_CORNER_MM,
    },
    productionDays: 2,
    highlights: [
      '2.5 x 2.5 in (63.5 x 63.5 mm)',
      '350 GSM art card',
      'Optional rounded corners',
      'Spot UV and soft-touch upgrades',
    ],
    art: { kind: 'card', palette: ['#EFE9F4', '#2D1E4A', '#E0787A'], sample: 'Studio Kaavya' },
    templateKind: 'business-card',
    keywords: ['square visiting card', 'square business card', 'designer card'],
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
      paper350Gsm400GsmTextured,
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
    templateKind: 'loyalty-card',
    keywords: ['loyalty card', 'stamp card', 'punch card', 'reward card'],
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
      cornersSquareRounded,
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
    templateKind: 'appointment-card',
    keywords: ['appointment card', 'clinic card', 'doctor visiting card', 'reminder card'],
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
      paper350GsmMatte400GsmSoftTouch,
      sidesSingleDouble,
      cornersSquareRounded,
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
    templateKind: 'social-card',
    keywords: ['instagram card', 'qr code card', 'thank you card', 'insert card'],
  },
]
