import type { ProductData } from '../types.ts'

export const signsStandees: ProductData[] = [
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
    templateKind: 'big-text',
    keywords: ['standee', 'roll up banner', 'rollup standee', 'pull up banner'],
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
    templateKind: 'big-text',
    keywords: ['sign board', 'name board', 'sunboard print', 'acp board', 'shop board'],
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
    templateKind: 'parking-permit',
    keywords: ['parking sticker', 'car sticker', 'vehicle pass', 'society sticker'],
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
    templateKind: 'sign-rider',
    keywords: ['property sign', 'sold sign', 'for sale board', 'sign rider'],
  },
]
