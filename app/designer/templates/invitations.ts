/** Invitation layouts: wedding invitation, thank-you card, save the date. */
import { inset, is, type Layout, stack } from './builder.ts'

export const invitationLayout: Layout = (b, c) => {
  const { box, u, sample, pal, p } = c
  const inner = inset(box, u * 0.04)
  b.shape(box, 'rectangle', { stroke: pal.acc, strokeWidthMm: 0.4, name: 'Border' })
  if (is(c, 'thank-you-card')) {
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
    return
  }
  if (is(c, 'save-the-date')) {
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
    return
  }
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
