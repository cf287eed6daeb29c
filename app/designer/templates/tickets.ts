/** Ticket and voucher layouts, with a numbered stub. */
import { is, type Layout, split, stack } from './builder.ts'

export const ticketLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  const voucher = is(c, 'voucher')
  const [main, stub] = split(box, 0.72, 'h', u * 0.16)
  // Perforation guide between the ticket and its stub.
  b.shape({ x: main.x + main.w + u * 0.08 - 0.15, y: box.y, w: 0.3, h: box.h }, 'rectangle', {
    fill: pal.soft,
    name: 'Perforation line',
  })
  if (c.sideIndex === 1) {
    stack(b, main, [
      {
        t: 'text',
        text: 'Terms: valid once, not exchangeable for cash.\nPresent this ticket at the entrance.',
        size: u * 0.07,
        align: 'left',
        lineHeight: 1.4,
      },
    ])
    b.qr(stub, 'https://www.example.com/ticket/0001')
    return
  }
  stack(
    b,
    main,
    [
      { t: 'text', text: sample, size: u * 0.2, weight: 700, font: 'Montserrat', align: 'left' },
      {
        t: 'text',
        text: voucher ? 'Valid till 31 March 2026' : 'Saturday 14 March 2026 · 7 pm',
        size: u * 0.1,
        color: pal.acc,
        align: 'left',
      },
      {
        t: 'text',
        text: voucher
          ? 'Redeem at any of our stores. T&C apply.'
          : 'Community Hall, Green Park, New Delhi',
        size: u * 0.08,
        align: 'left',
      },
    ],
    'spread',
  )
  stack(b, stub, [
    { t: 'text', text: 'No.', size: u * 0.08 },
    { t: 'text', text: '0001', size: u * 0.18, weight: 700, font: 'Oswald' },
  ])
}
