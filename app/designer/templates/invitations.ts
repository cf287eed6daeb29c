/** Invitation layouts: wedding invitation, thank-you card, save the date. */
import { type Box, type Ctx, inset, type Layout, type SideBuilder, stack } from './builder.ts'

/** Draws the accent border round the card and returns the area inside it. */
function bordered(b: SideBuilder, c: Ctx): Box {
  b.shape(c.box, 'rectangle', { stroke: c.pal.acc, strokeWidthMm: 0.4, name: 'Border' })
  return inset(c.box, c.u * 0.04)
}

export const invitationLayout: Layout = (b, c) => {
  const { u, pal, p } = c
  if (c.variant === 1 && p.artKind !== 'certificate') {
    // Modern: no border, big names in a serif, details in small capitals.
    stack(
      b,
      inset(c.box, c.box.w * 0.06, 0),
      [
        {
          t: 'text',
          text: 'SAVE OUR DAY',
          size: u * 0.045,
          weight: 700,
          color: pal.acc,
          font: 'Montserrat',
        },
        {
          t: 'text',
          text: 'Ananya\nand Rohan',
          size: u * 0.13,
          font: 'Playfair Display',
          weight: 700,
          lineHeight: 1.15,
        },
        { t: 'rule', w: 0.15 },
        {
          t: 'text',
          text: 'SUNDAY 14 DECEMBER 2025 · 7 PM\nTHE LEELA PALACE, UDAIPUR',
          size: u * 0.042,
          font: 'Montserrat',
          lineHeight: 1.6,
        },
        {
          t: 'text',
          text: 'RSVP +91 98765 43210',
          size: u * 0.04,
          color: pal.acc,
          font: 'Montserrat',
        },
      ],
      'spread',
    )
    return
  }
  if (c.variant === 2 && p.artKind !== 'certificate') {
    // Framed: a double border, a photo of the couple, the names under it.
    const inner = bordered(b, c)
    b.shape(inset(c.box, u * 0.02), 'rectangle', {
      stroke: pal.acc,
      strokeWidthMm: 0.2,
      name: 'Inner border',
    })
    stack(
      b,
      inset(inner, u * 0.03),
      [
        { t: 'photo', h: inner.h * 0.42, label: 'Add your photo together' },
        { t: 'text', text: 'Ananya & Rohan', size: u * 0.11, font: 'Dancing Script', weight: 700 },
        {
          t: 'text',
          text: 'Sunday, 14 December 2025 · 7 pm\nThe Leela Palace, Udaipur',
          size: u * 0.05,
          font: 'Playfair Display',
          lineHeight: 1.4,
        },
      ],
      'spread',
    )
    return
  }
  const inner = bordered(b, c)
  if (p.artKind === 'certificate') return
  stack(
    b,
    inner,
    [
      {
        t: 'text',
        text: 'Together with their families',
        size: u * 0.055,
        font: 'Playfair Display',
        italic: true,
      },
      {
        t: 'text',
        text: 'Ananya\n&\nRohan',
        size: u * 0.15,
        font: 'Dancing Script',
        weight: 700,
        lineHeight: 1.1,
      },
      {
        t: 'text',
        text: 'request the pleasure of your company\nat the celebration of their marriage',
        size: u * 0.05,
        font: 'Playfair Display',
        lineHeight: 1.4,
      },
      { t: 'rule', w: 0.3 },
      {
        t: 'text',
        text: 'Sunday, 14 December 2025 · 7 pm\nThe Leela Palace, Udaipur',
        size: u * 0.055,
        weight: 700,
        lineHeight: 1.4,
      },
      { t: 'text', text: 'RSVP: +91 98765 43210', size: u * 0.045, color: pal.acc },
    ],
    'spread',
  )
}

export const thankYouCardLayout: Layout = (b, c) => {
  const { u, sample } = c
  const inner = bordered(b, c)
  stack(
    b,
    inner,
    c.sideIndex === 0
      ? [
          { t: 'text', text: 'Thank you', size: u * 0.22, font: 'Dancing Script', weight: 700 },
          { t: 'rule', w: 0.3 },
          { t: 'text', text: sample, size: u * 0.07, font: 'Playfair Display' },
        ]
      : [
          {
            t: 'text',
            text: 'for being part of our\nspecial day',
            size: u * 0.08,
            font: 'Playfair Display',
            lineHeight: 1.4,
          },
        ],
  )
}

export const saveTheDateLayout: Layout = (b, c) => {
  const { u, pal } = c
  const inner = bordered(b, c)
  stack(
    b,
    inner,
    c.sideIndex === 0
      ? [
          {
            t: 'text',
            text: 'Save the Date',
            size: u * 0.16,
            font: 'Dancing Script',
            weight: 700,
          },
          { t: 'photo', h: inner.h * 0.45 },
          {
            t: 'text',
            text: 'Aditi & Vivaan',
            size: u * 0.1,
            font: 'Playfair Display',
            weight: 700,
          },
          { t: 'text', text: '12 · 12 · 2025', size: u * 0.07, color: pal.acc },
        ]
      : [
          {
            t: 'text',
            text: 'Udaipur, Rajasthan',
            size: u * 0.09,
            font: 'Playfair Display',
            weight: 700,
          },
          { t: 'text', text: 'Formal invitation to follow', size: u * 0.06 },
        ],
    'spread',
  )
}
