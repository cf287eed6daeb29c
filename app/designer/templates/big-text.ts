/**
 * One big line on an object: mugs, caps, phone covers, standees, signs, tent cards, door hangers,
 * placards.
 */
import { clearOfZones, is, type Layout, split, stack } from './builder.ts'
import { balance } from './labels.ts'

export const bigTextLayout: Layout = (b, c) => {
  const { u, sample, pal, p } = c
  // Nothing behind a mug's handle or over a phone's camera.
  const box = clearOfZones(c.box, c.side.zones)
  if (p.artKind === 'mug') {
    const [left, right] = split(box, 0.45, 'h', u * 0.1)
    b.photo(left)
    stack(b, right, [
      { t: 'text', text: sample, size: u * 0.16, weight: 700, font: 'Poppins' },
      { t: 'gap', h: u * 0.05 },
      { t: 'text', text: 'Love you always', size: u * 0.1, font: 'Dancing Script', color: pal.acc },
    ])
    return
  }
  if (p.artKind === 'phone-case') {
    const [img, cap] = split(box, 0.85, 'v', u * 0.05)
    b.photo(img)
    stack(b, cap, [{ t: 'text', text: sample, size: u * 0.2, font: 'Dancing Script', weight: 700 }])
    return
  }
  if (p.artKind === 'standee') {
    stack(
      b,
      box,
      [
        { t: 'text', text: balance(sample, 12), size: u * 0.16, weight: 700, font: 'Montserrat' },
        { t: 'text', text: 'Accurate tests. Same-day reports.', size: u * 0.06, color: pal.acc },
        { t: 'photo', h: box.h * 0.4 },
        {
          t: 'text',
          text: '• Full body check-ups\n• Home sample collection\n• NABL accredited lab',
          size: u * 0.05,
          align: 'left',
          lineHeight: 1.5,
        },
        { t: 'text', text: '+91 98765 43210 · www.example.com', size: u * 0.045, weight: 700 },
      ],
      'spread',
    )
    return
  }
  if (p.artKind === 'placard') {
    const fold = c.side.folds.find((f) => f.axis === 'horizontal')
    if (fold) {
      // A tent placard: the lower face upright, the upper face turned to read from the other side.
      const face = {
        ...box,
        y: fold.at + p.safeMarginMm,
        h: box.y + box.h - fold.at - p.safeMarginMm,
      }
      const fu = Math.min(face.w, face.h)
      const start = b.elements.length
      stack(b, face, [
        { t: 'text', text: sample.toUpperCase(), size: fu * 0.3, weight: 700, font: 'Oswald' },
        { t: 'rule', w: 0.3 },
        { t: 'text', text: 'Model United Nations 2026', size: fu * 0.09, color: pal.acc },
      ])
      b.mirror(start, p.trimWidthMm, p.trimHeightMm)
      return
    }
    stack(b, box, [
      { t: 'text', text: sample.toUpperCase(), size: u * 0.2, weight: 700, font: 'Oswald' },
      { t: 'rule', w: 0.3 },
      { t: 'text', text: 'Model United Nations 2026', size: u * 0.06, color: pal.acc },
    ])
    return
  }
  if (p.artKind === 'tent-card') {
    // The flat sheet folds across the middle: the lower face upright, the upper face turned
    // 180 degrees, both clear of the fold by the safe margin.
    const fold = p.trimHeightMm / 2
    const face = { ...box, y: fold + p.safeMarginMm, h: box.y + box.h - fold - p.safeMarginMm }
    const start = b.elements.length
    const fu = Math.min(face.w, face.h)
    stack(b, face, [
      { t: 'text', text: sample, size: fu * 0.14, weight: 700, font: 'Poppins' },
      { t: 'gap', h: fu * 0.04 },
      { t: 'qr', h: Math.min(face.h * 0.45, face.w * 0.6), value: 'https://www.example.com/menu' },
      { t: 'gap', h: fu * 0.04 },
      {
        t: 'text',
        text: c.sideIndex === 0 ? 'Table 12' : 'Order and pay from your phone',
        size: fu * 0.07,
        color: pal.acc,
      },
    ])
    b.mirror(start, p.trimWidthMm, p.trimHeightMm)
    return
  }
  if (p.artKind === 'door-hanger') {
    // `box` is clear of the hanger cut-out or the thread's hole (the die's: product geometry).
    stack(
      b,
      box,
      c.sideIndex === 0
        ? [
            { t: 'text', text: balance(sample, 10), size: u * 0.2, weight: 700, font: 'Poppins' },
            { t: 'rule', w: 0.4 },
            {
              t: 'text',
              text: is(c, 'door-hanger')
                ? 'Room service: dial 9'
                : 'Valid till Sunday · In all stores',
              size: u * 0.08,
              color: pal.acc,
            },
          ]
        : [
            {
              t: 'text',
              text: 'Please make up\nthe room',
              size: u * 0.14,
              weight: 700,
              font: 'Poppins',
            },
            { t: 'text', text: 'Thank you!', size: u * 0.09, color: pal.acc },
          ],
    )
    return
  }
  if (p.artKind === 'cap') {
    stack(b, box, [
      { t: 'text', text: sample.toUpperCase(), size: u * 0.4, weight: 700, font: 'Oswald' },
    ])
    return
  }
  // Signs, riders and permits.
  if (is(c, 'parking-permit')) {
    stack(b, box, [
      { t: 'text', text: 'RESIDENT\nPARKING', size: u * 0.15, weight: 700, font: 'Oswald' },
      { t: 'text', text: 'P-0147', size: u * 0.22, weight: 700, color: pal.acc, font: 'Oswald' },
      { t: 'text', text: 'Palm Grove Residents · 2026', size: u * 0.07 },
    ])
    return
  }
  const wideSign = box.w > box.h * 2.5
  stack(b, box, [
    {
      t: 'text',
      text: wideSign ? sample : balance(sample, 16),
      size: u * (wideSign ? 0.4 : 0.2),
      weight: 700,
      font: 'Montserrat',
    },
    { t: 'rule', w: 0.3 },
    {
      t: 'text',
      text: is(c, 'sign-rider')
        ? 'Call +91 98765 43210'
        : 'Mon to Sat · 10 am to 7 pm · +91 98765 43210',
      size: u * (wideSign ? 0.15 : 0.09),
      color: pal.acc,
    },
  ])
}
