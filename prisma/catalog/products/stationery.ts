import type { ProductData } from '../types.ts'
import { paper300Gsm350Gsm, sidesFrontFrontBack, aSize } from './presets.ts'

export const stationery: ProductData[] = [
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
      sidesFrontFrontBack,
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
    templateKind: 'letterhead',
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
        values: [aSize('a5', { default: true }), aSize('a4', { priceDeltaBp: 5000 })],
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
    templateKind: 'bill-book',
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
    templateKind: 'id-card',
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
    templateKind: 'note-card',
    keywords: ['note card', 'stationery card', 'gift note', 'correspondence card'],
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
        values: [aSize('a4', { default: true }), aSize('a3', { priceDeltaBp: 5000 })],
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
    templateKind: 'calendar',
    keywords: ['wall calendar', 'photo calendar', 'corporate calendar', 'new year calendar'],
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
          aSize('a6', { priceDeltaBp: -2500 }),
          aSize('a5', { default: true }),
          aSize('a4', { priceDeltaBp: 5000 }),
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
    templateKind: 'notebook',
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
      paper300Gsm350Gsm,
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
    templateKind: 'folder',
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
        values: [aSize('a5', { default: true }), aSize('a4', { priceDeltaBp: 3000 })],
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
    templateKind: 'notebook',
    keywords: ['notebook', 'diary', 'journal', 'corporate notebook'],
  },
]
