/** Card layouts: business, appointment, loyalty, social, note card, postcard, milestone card. */
import { inset, is, type Layout, split, stack } from './builder.ts'

export const businessCard: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  if (c.sideIndex === 0 && c.variant === 1 && is(c, 'business-card')) {
    // Centred: the name in the middle, contact lines under a rule.
    stack(
      b,
      inset(box, box.w * 0.05, 0),
      [
        { t: 'text', text: sample.toUpperCase(), size: u * 0.14, weight: 700, font: 'Oswald' },
        { t: 'text', text: 'Founder & Creative Director', size: u * 0.08, color: pal.acc },
        { t: 'rule', w: 0.2 },
        {
          t: 'text',
          text: '+91 98765 43210 · hello@example.com\nwww.example.com',
          size: u * 0.065,
          lineHeight: 1.4,
        },
      ],
      'center',
    )
    return
  }
  if (c.sideIndex === 0 && c.variant === 2 && is(c, 'business-card') && box.w > box.h) {
    // Split: a band of colour with the name on the left, contact and QR code on the right.
    const [left, right] = split(box, 0.46, 'h', u * 0.1)
    b.shape(
      {
        x: -c.p.bleedMm,
        y: -c.p.bleedMm,
        w: left.x + left.w + u * 0.05 + c.p.bleedMm,
        h: c.p.trimHeightMm + 2 * c.p.bleedMm,
      },
      'rectangle',
      { fill: pal.acc, name: 'Colour band' },
    )
    stack(b, left, [
      {
        t: 'text',
        text: sample,
        size: u * 0.13,
        weight: 700,
        font: 'Playfair Display',
        color: '#ffffff',
        align: 'left',
      },
      { t: 'text', text: 'Founder', size: u * 0.08, color: '#ffffff', align: 'left' },
    ])
    const [lines, code] = split(right, 0.62, 'v', u * 0.05)
    stack(b, lines, [
      {
        t: 'text',
        text: '+91 98765 43210\nhello@example.com\nwww.example.com',
        size: u * 0.07,
        align: 'left',
        lineHeight: 1.4,
      },
    ])
    b.qr({ x: code.x, y: code.y, w: code.h, h: code.h })
    return
  }
  if (c.sideIndex === 1) {
    stack(b, inset(box, box.w * 0.1, 0), [
      { t: 'text', text: sample, size: u * 0.16, weight: 700, font: 'Montserrat' },
      { t: 'gap', h: u * 0.06 },
      { t: 'rule', w: 0.25 },
      { t: 'gap', h: u * 0.06 },
      { t: 'text', text: 'Design · Print · Deliver', size: u * 0.09, color: pal.acc },
    ])
    return
  }
  const wide = box.w > box.h * 1.2
  const [left, right] = wide ? split(box, 0.7, 'h', u * 0.08) : [box, box]
  const qrSize = wide ? Math.min(right.w, right.h * 0.6) : 0
  stack(
    b,
    left,
    [
      { t: 'text', text: sample, size: u * 0.15, weight: 700, align: 'left', font: 'Montserrat' },
      {
        t: 'text',
        text: is(c, 'appointment-card')
          ? 'Consultant Dental Surgeon'
          : 'Founder & Creative Director',
        size: u * 0.085,
        align: 'left',
        color: pal.acc,
      },
      { t: 'gap', h: u * 0.12 },
      {
        t: 'text',
        text: '+91 98765 43210\nhello@example.com\nwww.example.com',
        size: u * 0.075,
        align: 'left',
        lineHeight: 1.35,
      },
    ],
    'spread',
  )
  if (wide) b.qr({ x: right.x, y: right.y + right.h - qrSize, w: right.w, h: qrSize })
  else b.rule(box.x, box.y + box.h - 0.6, box.w * 0.3)
}

export const loyaltyCard: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  if (c.sideIndex === 0) {
    stack(b, box, [
      { t: 'text', text: sample, size: u * 0.17, weight: 700, font: 'Poppins' },
      { t: 'gap', h: u * 0.05 },
      { t: 'text', text: 'Loyalty card', size: u * 0.1, color: pal.acc },
      { t: 'gap', h: u * 0.08 },
      { t: 'text', text: 'Buy 9, get the 10th free', size: u * 0.08 },
    ])
    return
  }
  const [head, grid] = split(box, 0.3, 'v')
  b.text(head, 'Collect a stamp with every visit', u * 0.09, { align: 'center', weight: 700 })
  const cols = 5
  const cell = Math.min(grid.w / cols, grid.h / 2)
  const d = cell * 0.78
  const ox = grid.x + (grid.w - cell * cols) / 2
  const oy = grid.y + (grid.h - cell * 2) / 2
  for (let r = 0; r < 2; r++)
    for (let i = 0; i < cols; i++)
      b.shape(
        { x: ox + i * cell + (cell - d) / 2, y: oy + r * cell + (cell - d) / 2, w: d, h: d },
        'ellipse',
        { stroke: pal.acc, strokeWidthMm: 0.3, name: 'Stamp' },
      )
}

export const appointmentCard: Layout = (b, c) => {
  if (c.sideIndex === 0) return businessCard(b, { ...c, sideIndex: 0 })
  const { box, u } = c
  stack(
    b,
    box,
    [
      { t: 'text', text: 'Your next appointment', size: u * 0.11, weight: 700, align: 'left' },
      { t: 'text', text: 'Date: ______________', size: u * 0.09, align: 'left' },
      { t: 'text', text: 'Time: ______________', size: u * 0.09, align: 'left' },
      {
        t: 'text',
        text: 'Please call 24 hours ahead to reschedule.',
        size: u * 0.065,
        align: 'left',
      },
    ],
    'spread',
  )
}

export const socialCard: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  const [left, right] = split(box, 0.62, 'h', u * 0.08)
  stack(b, left, [
    { t: 'text', text: 'Follow us', size: u * 0.1, color: pal.acc, align: 'left' },
    { t: 'text', text: sample, size: u * 0.16, weight: 700, align: 'left' },
    { t: 'gap', h: u * 0.05 },
    { t: 'text', text: 'Instagram · YouTube', size: u * 0.08, align: 'left' },
  ])
  b.qr(right, 'https://www.instagram.com/')
}

export const noteCardLayout: Layout = (b, c) => {
  const { box, u, pal } = c
  stack(
    b,
    box,
    [
      {
        t: 'text',
        text: 'From the desk of',
        size: u * 0.07,
        italic: true,
        font: 'Playfair Display',
        align: 'left',
      },
      {
        t: 'text',
        text: 'Tara Iyer',
        size: u * 0.14,
        font: 'Dancing Script',
        weight: 700,
        align: 'left',
        color: pal.acc,
      },
      { t: 'rule', w: 1 },
    ],
    'top',
  )
}

export const postcardLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  if (c.sideIndex === 0) {
    const [img, cap] = split(box, 0.82, 'v', u * 0.04)
    b.photo(img)
    stack(b, cap, [{ t: 'text', text: sample, size: u * 0.1, font: 'Dancing Script', weight: 700 }])
    return
  }
  const [msg, addr] = split(box, 0.55, 'h', u * 0.08)
  b.text(msg, 'Write your message here...', u * 0.07, { font: 'Dancing Script', align: 'left' })
  b.shape({ x: addr.x + addr.w - u * 0.25, y: addr.y, w: u * 0.25, h: u * 0.3 }, 'rectangle', {
    stroke: pal.ink,
    strokeWidthMm: 0.3,
    name: 'Stamp box',
  })
  for (let i = 1; i <= 4; i++)
    b.rule(addr.x, addr.y + addr.h * (0.3 + i * 0.16), addr.w, pal.ink, 0.25)
}

export const milestoneCardLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  const [img, cap] = split(box, 0.7, 'v', u * 0.04)
  b.photo(img)
  stack(b, cap, [
    { t: 'text', text: sample, size: u * 0.09, font: 'Dancing Script', weight: 700 },
    { t: 'text', text: 'Weight 6.2 kg · Height 61 cm', size: u * 0.05, color: pal.acc },
  ])
}
