import type { ProductData } from '../types.ts'

export const designServices: ProductData[] = [
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
    templateKind: 'pdf-print',
    keywords: ['graphic design', 'design service', 'print ready pdf', 'logo design'],
  },
]
