/** Multipage layouts: photo books, magazines, journals and multipage menus. */
import { type Ctx, inset, type Layout, type SideBuilder, stack } from './builder.ts'
import { menuColumn } from './menus.ts'

/**
 * A photo book's cover spread: the back cover on the left, the spine, the front cover on the
 * right (as the printed sheet lies, outside up). The spine carries the title when it is wide enough.
 */
export function coverSpreadLayout(b: SideBuilder, c: Ctx) {
  const { u, sample, pal, p, side } = c
  const spread = side.coverSpread!
  const m = p.safeMarginMm
  const page = spread.pageWidthMm
  // The spine with its hinge grooves either side (a hard cover's), kept clear of the covers' art.
  const middle = spread.spineMm + 2 * spread.hingeMm
  const back = { x: m, y: m, w: page - 2 * m, h: p.trimHeightMm - 2 * m }
  const front = { ...back, x: page + middle + m }
  const fu = Math.min(front.w, front.h)
  stack(
    b,
    front,
    [
      { t: 'photo', h: front.h * 0.62 },
      { t: 'text', text: sample, size: fu * 0.1, font: 'Playfair Display', weight: 700 },
      { t: 'text', text: p.name, size: fu * 0.04, color: pal.acc },
    ],
    'spread',
  )
  stack(b, inset(back, back.w * 0.1, back.h * 0.3), [
    { t: 'text', text: 'Made with love · 2026', size: fu * 0.045, color: pal.acc },
  ])
  if (spread.spineMm >= 6) {
    // Read from top to bottom, as spines are in India and Europe's English books.
    const length = p.trimHeightMm - 2 * m
    const thick = spread.spineMm - 2
    const start = b.elements.length
    b.text(
      {
        x: page + middle / 2 - length / 2,
        y: p.trimHeightMm / 2 - thick / 2,
        w: length,
        h: thick,
      },
      sample,
      Math.min(thick * 0.7, u * 0.05),
      { align: 'center', weight: 700, name: 'Spine title', middle: true },
    )
    for (const el of b.elements.slice(start)) el.rotation = 90
  }
}

export const bookletLayout: Layout = (b, c) => {
  const { box, u, sample, pal, sideIndex, sideCount } = c
  if (c.spec.sides[0]?.coverSpread) {
    // A photo book's pages (its cover is a spread of its own).
    captionedPhoto(b, c, 0.8)
    return
  }
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
  captionedPhoto(b, c, 0.75)
}

/** A photo over the caption placeholder the shopper writes (a placeholder never prints as is). */
function captionedPhoto(...[b, c, share]: [...Parameters<Layout>, number]) {
  stack(
    b,
    c.box,
    [
      { t: 'photo', h: c.box.h * share },
      {
        t: 'text',
        text: `${c.sideName}: write a caption for this memory`,
        size: c.u * 0.04,
        font: 'Lato',
        italic: true,
        name: 'Caption',
        placeholder: true,
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
