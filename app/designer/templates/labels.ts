/** Label and sticker layouts. */
import { is, type Item, type Layout, stack } from './builder.ts'

export const labelLayout: Layout = (b, c) => {
  const { box, u, sample, pal, p } = c
  const round = p.shape === 'circle' || p.shape === 'oval'
  const words = sample.split(/[,:!]\s*/).filter(Boolean)
  const main = balance(words[0] ?? sample, round ? 10 : 16)
  const isLabel = is(c, 'label')
  const sub = words.slice(1).join(' ') || (isLabel ? 'Net wt. 250 g' : 'www.example.com')
  stack(b, box, [
    {
      t: 'text',
      text: main,
      size: u * (round ? 0.22 : 0.2),
      weight: 700,
      font: round ? 'Playfair Display' : 'Montserrat',
    },
    { t: 'gap', h: u * 0.03 },
    { t: 'rule', w: round ? 0.4 : 0.25 },
    { t: 'gap', h: u * 0.03 },
    { t: 'text', text: sub, size: u * (round ? 0.1 : 0.09), color: pal.acc },
    ...(round || !isLabel
      ? []
      : ([{ t: 'text', text: 'Best before 12 months · Made in India', size: u * 0.07 }] as Item[])),
  ])
}

export const returnAddressLabelLayout: Layout = (b, c) => {
  const { box, u } = c
  stack(
    b,
    box,
    [
      { t: 'text', text: 'Nisha Crafts', size: u * 0.3, weight: 700, align: 'left' },
      { t: 'text', text: '14 MG Road, Pune 411001', size: u * 0.22, align: 'left' },
    ],
    'spread',
  )
}

/** Breaks a long name onto two lines at the space nearest its middle. */
export function balance(text: string, maxChars: number) {
  if (text.length <= maxChars || !text.includes(' ')) return text
  const mid = text.length / 2
  let best = -1
  for (let i = 0; i < text.length; i++)
    if (text[i] === ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i
  return `${text.slice(0, best)}\n${text.slice(best + 1)}`
}
