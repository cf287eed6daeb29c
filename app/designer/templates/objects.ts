/**
 * Layouts of printed objects: coaster, packaging, puzzle, disc cover, playing card, calendar, ID
 * card, badge.
 */
import { MONTH_NAMES, monthName } from '../product-geometry.ts'
import {
  type Box,
  inset,
  type Layout,
  type Palette,
  type SideBuilder,
  split,
  stack,
} from './builder.ts'
import { menuColumn } from './menus.ts'

export const coasterLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  if (box.w > 200) {
    // Table mats and placemats.
    b.shape(box, 'rectangle', { stroke: pal.acc, strokeWidthMm: 1, name: 'Border' })
    const inner = inset(box, u * 0.06)
    const [head, body] = split(inner, 0.3, 'v')
    stack(b, head, [
      { t: 'text', text: sample, size: u * 0.12, weight: 700, font: 'Playfair Display' },
      { t: 'text', text: 'Authentic flavours since 1987', size: u * 0.05, color: pal.acc },
    ])
    const [l, r] = split(body, 0.5, 'h', u * 0.1)
    menuColumn(b, l, u, "Today's specials", pal)
    b.photo(r, 'Add a photo of your food')
    return
  }
  stack(b, box, [
    { t: 'text', text: sample, size: u * 0.18, weight: 700, font: 'Poppins' },
    { t: 'rule', w: 0.3 },
    { t: 'text', text: 'Est. 2019', size: u * 0.09, color: pal.acc },
  ])
}

export const wrappingPaperLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  // Wrapping paper: the brand name repeated in a staggered grid.
  const cols = 3
  const rows = 6
  const cw = box.w / cols
  const rh = box.h / rows
  for (let r = 0; r < rows; r++)
    for (let i = 0; i < cols; i++) {
      const x = box.x + i * cw + (r % 2 ? cw * 0.25 : 0)
      b.text({ x, y: box.y + r * rh + rh * 0.3, w: cw * 0.7, h: rh * 0.4 }, sample, u * 0.06, {
        align: 'center',
        font: 'Playfair Display',
        italic: true,
        color: r % 2 ? pal.acc : pal.ink,
      })
    }
}

/**
 * Elements from index `start` on turned half round about the centre of `box`: a box's lid and
 * front read upright to someone facing the box (on the flat sheet they are upside down).
 */
function turnAbout(b: SideBuilder, start: number, box: Box) {
  const r2 = (v: number) => Math.round(v * 100) / 100
  for (const el of b.elements.slice(start)) {
    el.x = r2(2 * box.x + box.w - el.x - el.width)
    el.y = r2(2 * box.y + box.h - el.y - el.height)
    el.rotation = 180
  }
}

export const packagingBoxLayout: Layout = (b, c) => {
  const { box, sample, pal, side } = c
  // The dieline's panels (dielines.ts): the brand on the lid, the handles on the front wall.
  const lidPanel = side.panels.find((p) => p.label === 'Lid')
  const frontPanel = side.panels.find((p) => p.label === 'Front')
  const toBox = (p: { x: number; y: number; width: number; height: number }) =>
    inset({ x: p.x, y: p.y, w: p.width, h: p.height }, Math.min(8, p.width * 0.08))
  const lid = lidPanel ? toBox(lidPanel) : inset(box, box.w * 0.25, box.h * 0.3)
  const lu = Math.min(lid.w, lid.h)
  const first = b.elements.length
  stack(b, lid, [
    { t: 'text', text: sample, size: lu * 0.16, weight: 700, font: 'Poppins' },
    { t: 'rule', w: 0.3 },
    { t: 'text', text: 'Fresh from our kitchen', size: lu * 0.07, color: pal.acc },
  ])
  if (lidPanel) turnAbout(b, first, lid)
  const front = frontPanel ? toBox(frontPanel) : null
  const handles = '@bunintended · www.example.com'
  if (!front) {
    stack(b, { ...lid, y: lid.y + lid.h, h: lu * 0.1 }, [
      { t: 'text', text: handles, size: lu * 0.05 },
    ])
    return
  }
  const next = b.elements.length
  stack(b, front, [{ t: 'text', text: handles, size: Math.min(front.h * 0.18, lu * 0.06) }])
  turnAbout(b, next, front)
}

export const puzzleLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  const [head, body] = split(box, 0.14, 'v', u * 0.03)
  b.text(head, sample, u * 0.07, { align: 'center', weight: 700, font: 'Poppins' })
  const s = Math.min(body.w, body.h * 0.9)
  const grid = { x: body.x + (body.w - s) / 2, y: body.y, w: s, h: s }
  b.shape(grid, 'rectangle', { stroke: pal.ink, strokeWidthMm: 1, name: 'Maze area' })
  const step = s / 8
  for (let i = 1; i < 8; i++) {
    const len = step * (2 + ((i * 5) % 5))
    b.shape(
      { x: grid.x + (i % 2 ? 0 : s - len), y: grid.y + i * step - 0.5, w: len, h: 1 },
      'rectangle',
      { fill: pal.ink, name: 'Maze wall' },
    )
  }
  b.text(
    { x: body.x, y: body.y + s + u * 0.01, w: body.w, h: body.h - s - u * 0.01 },
    'Start at the top, find the cake at the bottom!',
    u * 0.04,
    {
      align: 'center',
      color: pal.acc,
    },
  )
}

export const discLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  if (box.h > box.w * 1.2) {
    stack(
      b,
      box,
      [
        { t: 'photo', h: box.w },
        { t: 'text', text: sample, size: u * 0.08, weight: 700, font: 'Oswald' },
        {
          t: 'text',
          text: 'Side A\n1. Our first song   2. The long drive   3. Monsoon',
          size: u * 0.035,
          lineHeight: 1.5,
        },
      ],
      'spread',
    )
    return
  }
  const [img, cap] = split(box, 0.78, 'v', u * 0.03)
  b.photo(img, 'Add your cover photo')
  stack(b, cap, [
    { t: 'text', text: sample, size: u * 0.1, weight: 700, font: 'Oswald', color: pal.ink },
  ])
}

export const playingCardLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  if (c.sideIndex === 1) {
    b.shape(box, 'rounded-rectangle', { fill: pal.acc, radiusMm: u * 0.06, name: 'Back panel' })
    stack(b, inset(box, u * 0.1), [
      {
        t: 'text',
        text: sample,
        size: u * 0.14,
        weight: 700,
        font: 'Playfair Display',
        color: '#ffffff',
      },
    ])
    return
  }
  b.text({ x: box.x, y: box.y, w: u * 0.3, h: u * 0.3 }, 'A', u * 0.25, {
    weight: 700,
    font: 'Playfair Display',
    color: '#c62828',
  })
  b.photo(inset(box, box.w * 0.15, box.h * 0.2))
  b.text(
    { x: box.x + box.w - u * 0.3, y: box.y + box.h - u * 0.3, w: u * 0.3, h: u * 0.3 },
    'A',
    u * 0.25,
    {
      weight: 700,
      font: 'Playfair Display',
      color: '#c62828',
      align: 'right',
    },
  )
}

function monthGrid(b: SideBuilder, box: Box, u: number, month: number, year: number, pal: Palette) {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
  const first = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7
  const count = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const cw = box.w / 7
  const size = Math.min(u * 0.04, box.h / (7 * 1.6))
  for (let d = 0; d < 7; d++) {
    const nums: string[] = []
    for (let week = 0; week < 6; week++) {
      const n = week * 7 + d - first + 1
      nums.push(n >= 1 && n <= count ? String(n) : ' ')
    }
    while (nums.length && nums[nums.length - 1] === ' ') nums.pop()
    b.text({ x: box.x + d * cw, y: box.y, w: cw, h: box.h }, [days[d]!, ...nums].join('\n'), size, {
      align: 'center',
      lineHeight: 1.6,
      weight: 400,
      color: d === 6 ? pal.acc : pal.ink,
      name: MONTH_PARTS[1],
    })
  }
}

/** The generated parts of a calendar month page, named so a new starting month can replace them. */
export const MONTH_PARTS = ['Month title', 'Month dates'] as const

/** A month's title and date grid (replaced when the shopper picks another starting month). */
export function calendarMonthParts(
  b: SideBuilder,
  box: Box,
  u: number,
  month: number,
  year: number,
  pal: Palette,
) {
  const [head, grid] = split(box, 0.2, 'v', u * 0.02)
  b.text(head, `${MONTH_NAMES[month]} ${year}`, u * 0.08, {
    align: 'center',
    weight: 700,
    font: 'Oswald',
    name: MONTH_PARTS[0],
  })
  monthGrid(b, grid, u, month, year, pal)
}

export const calendarLayout: Layout = (b, c) => {
  const { sample, pal, sideIndex } = c
  // Everything starts below the wire-o binding zone along the top edge (decision 046).
  const binding = c.side.zones.find((z) => z.kind === 'binding')
  const clear = binding ? Math.max(c.box.y, binding.y + binding.height + 3) : c.box.y
  const box = { ...c.box, y: clear, h: c.box.y + c.box.h - clear }
  const u = Math.min(box.w, box.h)
  const start = c.spec.startMonth ?? '2027-01'
  const year = Number(start.slice(0, 4))
  if (sideIndex === 0) {
    stack(
      b,
      box,
      [
        { t: 'photo', h: box.h * 0.7 },
        { t: 'text', text: sample, size: u * 0.1, weight: 700, font: 'Playfair Display' },
        { t: 'text', text: String(year), size: u * 0.08, color: pal.acc, font: 'Oswald' },
      ],
      'spread',
    )
    return
  }
  const [top, bottom] = split(box, 0.55, 'v', u * 0.04)
  b.photo(top)
  const { month, year: monthYear } = monthName(start, sideIndex - 1)
  calendarMonthParts(b, bottom, u, month, monthYear, pal)
}

export const idCardLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  stack(
    b,
    box,
    [
      {
        t: 'text',
        text: 'ACME INDUSTRIES',
        size: u * 0.12,
        weight: 700,
        font: 'Montserrat',
        color: pal.acc,
      },
      { t: 'photo', h: box.h * 0.38, label: 'Photo' },
      { t: 'text', text: sample, size: u * 0.14, weight: 700 },
      { t: 'text', text: 'Product Designer', size: u * 0.09 },
      { t: 'text', text: 'ID 00427 · Blood group B+', size: u * 0.07, color: pal.acc },
    ],
    'spread',
  )
}

export const badgeLayout: Layout = (b, c) => {
  const { box, u, sample, pal, p } = c
  if (p.shape === 'circle') {
    stack(b, box, [
      { t: 'text', text: 'MVP', size: u * 0.35, weight: 700, font: 'Oswald', color: pal.acc },
      { t: 'text', text: 'Level 99', size: u * 0.16, weight: 700 },
    ])
    return
  }
  if (box.h > box.w) {
    // Event badge on a lanyard: keep the top clear for the slot.
    const slot = box.h * 0.12
    stack(
      b,
      { ...box, y: box.y + slot, h: box.h - slot },
      c.sideIndex === 0
        ? [
            {
              t: 'text',
              text: sample,
              size: u * 0.1,
              weight: 700,
              font: 'Montserrat',
              color: pal.acc,
            },
            { t: 'gap', h: u * 0.1 },
            { t: 'text', text: 'Priya Nair', size: u * 0.14, weight: 700 },
            { t: 'text', text: 'Speaker · Acme Labs', size: u * 0.07 },
            { t: 'gap', h: u * 0.1 },
            { t: 'qr', h: u * 0.35, value: 'https://www.example.com/summit' },
          ]
        : [
            { t: 'text', text: 'Schedule', size: u * 0.1, weight: 700 },
            {
              t: 'text',
              text: '09:30 Keynote\n11:00 Workshops\n13:00 Lunch\n14:30 Panels\n17:00 Closing',
              size: u * 0.07,
              lineHeight: 1.5,
            },
          ],
      'spread',
    )
    return
  }
  stack(b, box, [
    { t: 'text', text: 'HELLO, my name is', size: u * 0.12, weight: 700, color: pal.acc },
    { t: 'gap', h: u * 0.06 },
    { t: 'text', text: sample, size: u * 0.24, font: 'Dancing Script', weight: 700 },
  ])
}
