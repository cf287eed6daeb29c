/** Menu layouts: flat, bifold and trifold menus and salon rate cards. */
import {
  type Box,
  is,
  type Layout,
  type Palette,
  type SideBuilder,
  split,
  stack,
} from './builder.ts'

const FOOD = [
  ['Masala Chai', '40'],
  ['Filter Coffee', '60'],
  ['Paneer Tikka', '220'],
  ['Veg Biryani', '240'],
  ['Butter Naan', '50'],
  ['Dal Makhani', '210'],
  ['Chole Bhature', '160'],
  ['Gulab Jamun', '90'],
  ['Mango Lassi', '120'],
  ['Fresh Lime Soda', '80'],
]

const SALON = [
  ['Haircut & styling', '450'],
  ['Hair spa', '900'],
  ['Global colour', '2,500'],
  ['Keratin treatment', '4,500'],
  ['Clean-up facial', '800'],
  ['Gold facial', '1,800'],
  ['Manicure', '500'],
  ['Pedicure', '650'],
  ['Threading', '60'],
  ['Full arm waxing', '400'],
]

export function menuColumn(
  b: SideBuilder,
  box: Box,
  u: number,
  title: string,
  pal: Palette,
  list: string[][] = FOOD,
) {
  const [head, body] = split(box, Math.min(0.16, (u * 0.12) / box.h), 'v')
  b.text(head, title, u * 0.07, { align: 'center', weight: 700, color: pal.acc, font: 'Oswald' })
  const [names, prices] = split(body, 0.75, 'h')
  // As many items as fit at a readable size (at most 6 mm, about 17 pt).
  const items = list.slice(0, Math.max(4, Math.min(list.length, Math.floor(body.h / (6 * 2)))))
  const size = Math.min(u * 0.045, 6, body.h / (items.length * 1.8))
  // Spread the lines over the column, within a comfortable range.
  const lineHeight =
    Math.round(Math.min(2.6, Math.max(1.5, body.h / (items.length * size * 1.05))) * 10) / 10
  b.text(names, items.map((i) => i[0]).join('\n'), size, {
    align: 'left',
    lineHeight,
    font: 'Lato',
  })
  b.text(prices, items.map((i) => i[1]).join('\n'), size, {
    align: 'right',
    lineHeight,
    font: 'Lato',
    weight: 700,
  })
}

export const menuLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  if (c.panels.length > 1) {
    foldedMenu(b, c)
    return
  }
  if (c.variant === 2 && !is(c, 'rate-card')) {
    // Minimal: a centred title and one long list.
    const [head, body] = split(box, 0.18, 'v', u * 0.04)
    stack(b, head, [
      { t: 'text', text: sample.toUpperCase(), size: u * 0.09, font: 'Montserrat', weight: 700 },
      { t: 'rule', w: 0.2 },
    ])
    menuColumn(b, body, u, c.sideIndex === 0 ? 'Menu' : 'Drinks', pal)
    return
  }
  const columns = is(c, 'trifold-menu')
    ? 3
    : is(c, 'bifold-menu') || (c.variant === 1 && box.w > 90)
      ? 2
      : 1
  const [head, body] = split(box, columns > 1 ? 0.18 : 0.2, 'v', u * 0.04)
  const salon = is(c, 'rate-card')
  stack(b, head, [
    { t: 'text', text: sample, size: u * 0.12, font: 'Playfair Display', weight: 700 },
    {
      t: 'text',
      text: salon ? 'Services & prices' : 'All prices in rupees, taxes included',
      size: u * 0.04,
    },
  ])
  const titles =
    c.sideIndex === 0
      ? salon
        ? ['Hair', 'Skin', 'Nails']
        : ['Starters', 'Mains', 'Desserts']
      : ['Beverages', 'Specials', 'Sides']
  const gapMm = u * 0.06
  const cw = (body.w - gapMm * (columns - 1)) / columns
  for (let i = 0; i < columns; i++)
    menuColumn(
      b,
      { x: body.x + i * (cw + gapMm), y: body.y, w: cw, h: body.h },
      u,
      titles[i]!,
      pal,
      salon ? SALON : FOOD,
    )
}

/**
 * A folded menu: every panel between the folds is a page of its own (nothing crosses a crease).
 * The title goes on the panel that faces out once folded (the fold's "Cover", decision 046), and
 * the sections follow the order a reader opens the menu in.
 */
function foldedMenu(b: SideBuilder, c: Parameters<Layout>[1]) {
  const { u, sample, pal, panels } = c
  const salon = is(c, 'rate-card')
  const pu = Math.min(panels[0]!.w, panels[0]!.h)
  const titles = salon
    ? ['Hair', 'Skin', 'Nails', 'Spa', 'Bridal', 'Packages']
    : ['Starters', 'Mains', 'Desserts', 'Beverages', 'Specials', 'Sides']
  const folded = c.side.panels ?? []
  // What each content box is once folded: the fold panel its middle falls in.
  const roleOf = (box: Box) =>
    folded.find((f) => box.x + box.w / 2 >= f.x && box.x + box.w / 2 <= f.x + f.width) ?? null
  const reading = panels
    .map((panel, i) => ({ panel, i, role: roleOf(panel) }))
    .sort((a, b) => (a.role?.order ?? a.i) - (b.role?.order ?? b.i))
  let section = c.sideIndex === 0 ? 0 : panels.length - 1
  for (const { panel, role } of reading) {
    if (role?.order === 1) {
      stack(b, panel, [
        { t: 'text', text: sample, size: pu * 0.14, font: 'Playfair Display', weight: 700 },
        { t: 'rule', w: 0.3 },
        {
          t: 'text',
          text: salon ? 'Services & prices' : 'All prices in rupees, taxes included',
          size: pu * 0.05,
          color: pal.acc,
        },
      ])
      continue
    }
    menuColumn(b, panel, Math.min(u, pu * 1.4), titles[section++ % 6]!, pal, salon ? SALON : FOOD)
  }
}
