/** Tag layouts: hang, care, luggage, parking and price tags, ornament cards. */
import { clearOfZones, type Ctx, is, type Layout, stack } from './builder.ts'

/** Below the punched hole or slot: the die's (product geometry, die-features.ts), never printed. */
const belowHole = (c: Ctx) => clearOfZones(c.box, c.side.zones)

export const tagLayout: Layout = (b, c) => {
  const { u, sample, pal } = c
  const area = belowHole(c)
  const price = is(c, 'price-tag')
  stack(
    b,
    area,
    c.sideIndex === 0
      ? [
          { t: 'text', text: sample, size: u * 0.16, weight: 700, font: 'Playfair Display' },
          { t: 'rule', w: 0.4 },
          {
            t: 'text',
            text: price ? 'Rs 1,499' : 'Handmade with care',
            size: u * (price ? 0.2 : 0.08),
            weight: price ? 700 : 400,
            color: pal.acc,
          },
        ]
      : [
          { t: 'text', text: 'Size: M\nSKU: KH-2041', size: u * 0.09, lineHeight: 1.4 },
          { t: 'text', text: 'www.example.com', size: u * 0.07, color: pal.acc },
        ],
  )
}

export const careTagLayout: Layout = (b, c) => {
  const { u } = c
  const area = belowHole(c)
  stack(b, area, [
    {
      t: 'text',
      text:
        c.sideIndex === 0
          ? 'Kaveri\nHandloom'
          : '100% cotton\nHand wash cold\nDry in shade\nMade in India',
      size: u * 0.12,
      weight: c.sideIndex === 0 ? 700 : 400,
    },
  ])
}

export const luggageTagLayout: Layout = (b, c) => {
  const { u, sample, pal } = c
  const area = belowHole(c)
  stack(
    b,
    area,
    c.sideIndex === 0
      ? [
          { t: 'text', text: sample, size: u * 0.14, font: 'Dancing Script', weight: 700 },
          { t: 'rule', w: 0.4 },
          { t: 'text', text: 'Bon voyage', size: u * 0.08, color: pal.acc },
        ]
      : [
          { t: 'text', text: 'If found, please contact', size: u * 0.07, weight: 700 },
          {
            t: 'text',
            text: 'Kabir Shah\n+91 98765 43210\nkabir@example.com',
            size: u * 0.07,
            lineHeight: 1.4,
          },
        ],
  )
}

export const parkingTagLayout: Layout = (b, c) => {
  const { u, pal } = c
  const area = belowHole(c)
  stack(
    b,
    area,
    c.sideIndex === 0
      ? [
          { t: 'text', text: 'VISITOR\nPARKING', size: u * 0.2, weight: 700, font: 'Oswald' },
          { t: 'text', text: '024', size: u * 0.35, weight: 700, color: pal.acc, font: 'Oswald' },
          { t: 'text', text: 'Valid till 31 March 2026', size: u * 0.07 },
        ]
      : [
          {
            t: 'text',
            text: 'Hang from the rear-view mirror\nwhile parked on the premises.',
            size: u * 0.07,
          },
        ],
    'spread',
  )
}

export const ornamentCardLayout: Layout = (b, c) => {
  const { u, pal } = c
  const area = belowHole(c)
  stack(b, area, [
    { t: 'text', text: 'Merry\nChristmas', size: u * 0.2, font: 'Dancing Script', weight: 700 },
    {
      t: 'text',
      text: c.sideIndex === 0 ? 'the Fernandes' : '2026',
      size: u * 0.1,
      color: pal.acc,
    },
  ])
}
