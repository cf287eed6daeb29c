/**
 * Poster layouts: photo poster, star maps, newspaper, moodboard, seamless pattern, lyrics, magazine
 * cover.
 */
import { mix } from '../colour.ts'
import { is, type Layout, split, stack } from './builder.ts'

export const posterLayout: Layout = (b, c) => {
  const { box, u, sample, pal, p } = c
  // Portraits and photo posters (pet portrait, text overlay photo) and any other poster.
  stack(
    b,
    box,
    [
      { t: 'photo', h: box.h * 0.72 },
      { t: 'gap', h: u * 0.03 },
      { t: 'text', text: sample, size: u * 0.12, font: 'Playfair Display', weight: 700 },
      { t: 'text', text: p.name, size: u * 0.045, color: pal.acc },
    ],
    'spread',
  )
}

export const starMapLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  const d = Math.min(box.w, box.h * 0.65)
  const circle = { x: box.x + (box.w - d) / 2, y: box.y, w: d, h: d }
  b.shape(circle, is(c, 'heart-star-map') ? 'rounded-rectangle' : 'ellipse', {
    fill: pal.ink === '#ffffff' ? '#0b1530' : mix(pal.bg, pal.ink, 0.85),
    stroke: pal.acc,
    strokeWidthMm: 0.8,
    radiusMm: is(c, 'heart-star-map') ? d * 0.3 : 0,
    name: 'Star map',
  })
  stack(b, { ...box, y: box.y + d, h: box.h - d }, [
    { t: 'text', text: sample, size: u * 0.07, font: 'Playfair Display', weight: 700 },
    { t: 'gap', h: u * 0.02 },
    { t: 'text', text: 'Mumbai, India · 14 February 2020', size: u * 0.035 },
    { t: 'text', text: '19.0760° N, 72.8777° E', size: u * 0.03, color: pal.acc },
  ])
}

export const newspaperLayout: Layout = (b, c) => {
  const { box, u, sample } = c
  stack(
    b,
    box,
    [
      { t: 'text', text: sample, size: u * 0.11, font: 'Playfair Display', weight: 700 },
      { t: 'rule', w: 1 },
      { t: 'text', text: 'Special edition · Sunday, 12 October 2025 · Rs 5', size: u * 0.03 },
      { t: 'gap', h: u * 0.03 },
      {
        t: 'text',
        text: 'LOCAL HERO TURNS 60,\nCITY CELEBRATES',
        size: u * 0.08,
        font: 'Oswald',
        weight: 700,
      },
      { t: 'photo', h: box.h * 0.38 },
      {
        t: 'text',
        text: 'Friends and family gathered from across the country to honour\na life of kindness, good food and terrible jokes.',
        size: u * 0.03,
        font: 'Merriweather',
        align: 'left',
        lineHeight: 1.4,
      },
    ],
    'spread',
  )
}

export const moodboardLayout: Layout = (b, c) => {
  const { box, u, sample } = c
  const [head, grid] = split(box, 0.14, 'v', u * 0.03)
  b.text(head, sample, u * 0.1, { align: 'center', weight: 700, font: 'Playfair Display' })
  const gapMm = u * 0.025
  const cw = (grid.w - gapMm) / 2
  const ch = (grid.h - 2 * gapMm) / 3
  for (let r = 0; r < 3; r++)
    for (let i = 0; i < 2; i++)
      b.photo({ x: grid.x + i * (cw + gapMm), y: grid.y + r * (ch + gapMm), w: cw, h: ch })
}

export const seamlessPatternLayout: Layout = (b, c) => {
  const { box, pal } = c
  const n = 5
  const cell = Math.min(box.w, box.h) / n
  const cols = Math.floor(box.w / cell)
  const rows = Math.floor(box.h / cell)
  const ox = box.x + (box.w - cols * cell) / 2
  const oy = box.y + (box.h - rows * cell) / 2
  for (let r = 0; r < rows; r++)
    for (let i = 0; i < cols; i++) {
      const d = cell * 0.6
      b.shape(
        { x: ox + i * cell + (cell - d) / 2, y: oy + r * cell + (cell - d) / 2, w: d, h: d },
        (r + i) % 2 ? 'ellipse' : 'rounded-rectangle',
        { fill: (r + i) % 2 ? pal.acc : pal.soft, radiusMm: d * 0.2, name: 'Motif' },
      )
    }
}

export const lyricsLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  stack(
    b,
    box,
    [
      { t: 'text', text: sample, size: u * 0.12, font: 'Dancing Script', weight: 700 },
      { t: 'rule', w: 0.2 },
      {
        t: 'text',
        text: 'Write the words of your song here,\nline by line, the way you sing it.\n\nThe chorus that played on the drive home,\nthe verse you both know by heart.',
        size: u * 0.045,
        font: 'Playfair Display',
        lineHeight: 1.6,
        name: 'Lyrics',
        placeholder: true,
      },
      { t: 'text', text: 'Our song · 14.02.2020', size: u * 0.035, color: pal.acc },
    ],
    'spread',
  )
}

export const magazineCoverLayout: Layout = (b, c) => {
  const { box, u, sample } = c
  stack(
    b,
    box,
    [
      { t: 'text', text: 'VOGUE-ISH', size: u * 0.2, font: 'Playfair Display', weight: 700 },
      { t: 'photo', h: box.h * 0.55 },
      { t: 'text', text: sample, size: u * 0.11, font: 'Oswald', weight: 700 },
      { t: 'text', text: 'The birthday issue · Her best year yet', size: u * 0.045 },
    ],
    'spread',
  )
}
