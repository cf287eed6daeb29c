/** Single-sheet layouts: flyer (also the fallback), print-ready PDF page, certificate. */
import { type Ctx, inset, type Layout, type SideBuilder, split, stack } from './builder.ts'

export const flyerLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  if (c.variant === 1) {
    // Big headline: the offer fills the top, the details below.
    const [head, rest] = split(box, 0.45, 'v', u * 0.04)
    stack(b, head, [
      { t: 'text', text: '50% OFF', size: u * 0.3, font: 'Oswald', weight: 700, color: pal.acc },
      { t: 'text', text: sample, size: u * 0.1, font: 'Montserrat', weight: 700 },
    ])
    stack(
      b,
      rest,
      [
        { t: 'text', text: 'Saturday 10 am to 8 pm · Main Road, Pune', size: u * 0.055 },
        { t: 'rule', w: 0.3 },
        {
          t: 'text',
          text: '• Free gift for the first 100 visitors\n• Live music and snacks',
          size: u * 0.05,
          align: 'left',
          lineHeight: 1.5,
        },
        { t: 'qr', h: rest.h * 0.25, value: 'https://www.example.com/offer' },
      ],
      'spread',
    )
    return
  }
  if (c.variant === 2) {
    // Photo first: a large picture, the message underneath.
    stack(
      b,
      box,
      [
        { t: 'photo', h: box.h * 0.58 },
        { t: 'text', text: sample, size: u * 0.12, font: 'Playfair Display', weight: 700 },
        {
          t: 'text',
          text: 'Saturday 10 am to 8 pm · Main Road, Pune',
          size: u * 0.05,
          color: pal.acc,
        },
        { t: 'text', text: 'Call +91 98765 43210 · www.example.com', size: u * 0.04 },
      ],
      'spread',
    )
    return
  }
  stack(
    b,
    box,
    [
      { t: 'text', text: sample, size: u * 0.14, font: 'Montserrat', weight: 700 },
      {
        t: 'text',
        text: 'Saturday 10 am to 8 pm · Main Road, Pune',
        size: u * 0.05,
        color: pal.acc,
      },
      { t: 'photo', h: box.h * 0.4 },
      {
        t: 'text',
        text: '• Up to 50% off on everything\n• Free gift for the first 100 visitors\n• Live music and snacks',
        size: u * 0.05,
        align: 'left',
        lineHeight: 1.5,
      },
      { t: 'text', text: 'Call +91 98765 43210 · www.example.com', size: u * 0.04 },
    ],
    'spread',
  )
}

export function pdfPrintLayout(b: SideBuilder, c: Ctx) {
  stack(b, c.box, [
    { t: 'photo', h: c.box.h * 0.8, label: 'Upload your print-ready page' },
    { t: 'text', text: c.sample, size: c.u * 0.05, color: c.pal.acc },
  ])
}

export const certificateLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  b.shape(box, 'rectangle', { stroke: pal.acc, strokeWidthMm: 1.2, name: 'Border' })
  const inner = inset(box, u * 0.06)
  const [main, foot] = split(inner, 0.78, 'v')
  stack(b, main, [
    { t: 'text', text: sample, size: u * 0.1, font: 'Playfair Display', weight: 700 },
    { t: 'gap', h: u * 0.04 },
    { t: 'text', text: 'is proudly presented to', size: u * 0.045, italic: true },
    {
      t: 'text',
      text: 'Ishita Sharma',
      size: u * 0.12,
      font: 'Dancing Script',
      weight: 700,
      color: pal.acc,
    },
    { t: 'rule', w: 0.5 },
    {
      t: 'text',
      text: 'for outstanding performance in the Annual Science Fair 2026',
      size: u * 0.045,
    },
  ])
  const [l, r] = split(foot, 0.5, 'h', u * 0.2)
  for (const [bx, who] of [
    [l, 'Principal'],
    [r, 'Event Coordinator'],
  ] as const) {
    b.rule(bx.x, bx.y + bx.h * 0.35, bx.w, pal.ink, 0.3)
    b.text({ x: bx.x, y: bx.y + bx.h * 0.45, w: bx.w, h: bx.h * 0.3 }, who, u * 0.04, {
      align: 'center',
    })
  }
}
