/** Multipage layouts: photo books, magazines, journals and multipage menus. */
import { type Layout, stack } from './builder.ts'
import { menuColumn } from './menus.ts'

export const bookletLayout: Layout = (b, c) => {
  const { box, u, sample, pal, sideIndex, sideCount } = c
  if (sideIndex === 0) {
    stack(
      b,
      box,
      [
        { t: 'photo', h: box.h * 0.65 },
        { t: 'text', text: sample, size: u * 0.1, font: 'Playfair Display', weight: 700 },
        { t: 'text', text: c.p.name, size: u * 0.04, color: pal.acc },
      ],
      'spread',
    )
    return
  }
  if (sideIndex === sideCount - 1 && sideCount > 2) {
    stack(b, box, [{ t: 'text', text: 'Made with love · 2026', size: u * 0.04, color: pal.acc }])
    return
  }
  stack(
    b,
    box,
    [
      { t: 'photo', h: box.h * 0.75 },
      {
        t: 'text',
        text: `${c.sideName}: write a caption for this memory`,
        size: u * 0.04,
        font: 'Lato',
        italic: true,
      },
    ],
    'spread',
  )
}

export const menuBookletLayout: Layout = (b, c) => {
  const { box, u, sample, pal, sideIndex, sideCount } = c
  if (sideIndex === 0 || sideIndex === sideCount - 1) {
    stack(b, box, [
      {
        t: 'text',
        text: sideIndex === 0 ? sample : 'Thank you for dining with us',
        size: u * 0.12,
        font: 'Playfair Display',
        weight: 700,
      },
      { t: 'rule', w: 0.3 },
      { t: 'text', text: 'Colaba, Mumbai · +91 98765 43210', size: u * 0.04, color: pal.acc },
    ])
  } else
    menuColumn(
      b,
      box,
      u,
      ['Starters', 'Mains', 'Breads', 'Desserts', 'Drinks', 'Specials'][sideIndex % 6]!,
      pal,
    )
}
