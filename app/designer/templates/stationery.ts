/** Stationery layouts: letterhead, bill book, notebook and notepad, folder. */
import { MAX_DESIGNED_PAGES } from '../product-geometry.ts'
import { is, type Layout, split, stack } from './builder.ts'

export const letterheadLayout: Layout = (b, c) => {
  const { box, u, sample, pal } = c
  const [head] = split(box, 0.1, 'v')
  const [name, contact] = split(head, 0.55, 'h', u * 0.05)
  stack(b, name, [
    {
      t: 'text',
      text: sample,
      size: u * 0.08,
      weight: 700,
      font: 'Playfair Display',
      align: 'left',
    },
    { t: 'text', text: 'Chartered Accountants', size: u * 0.04, color: pal.acc, align: 'left' },
  ])
  b.text(contact, '+91 98765 43210\nhello@example.com\nwww.example.com', u * 0.035, {
    align: 'right',
    lineHeight: 1.3,
  })
  b.rule(box.x, box.y + head.h + u * 0.02, box.w, pal.acc, 0.6)
  const bodyTop = box.y + head.h + u * 0.06
  if (is(c, 'bill-book')) {
    b.text(
      { x: box.x, y: bodyTop, w: box.w, h: u * 0.1 },
      'INVOICE   No. ______   Date: ___________',
      u * 0.05,
      {
        weight: 700,
      },
    )
    const rows = 12
    const top = bodyTop + u * 0.14
    const rowH = (box.y + box.h - u * 0.12 - top) / rows
    for (let i = 0; i <= rows; i++) b.rule(box.x, top + i * rowH, box.w, pal.soft, 0.3)
    b.text(
      { x: box.x, y: box.y + box.h - u * 0.08, w: box.w, h: u * 0.08 },
      'Total: Rs ____________        Signature: ____________',
      u * 0.045,
    )
    return
  }
  b.text(
    { x: box.x, y: bodyTop, w: box.w, h: u * 0.3 },
    'Dear Sir or Madam,\n\nStart typing your letter here.',
    u * 0.045,
    { font: 'Lato', lineHeight: 1.5 },
  )
  b.rule(box.x, box.y + box.h - u * 0.06, box.w, pal.soft, 0.3)
  b.text(
    { x: box.x, y: box.y + box.h - u * 0.05, w: box.w, h: u * 0.05 },
    '301, Business Bay, Andheri East, Mumbai 400069 · GSTIN 27AAAAA0000A1Z5',
    u * 0.03,
    { align: 'center', color: pal.acc },
  )
}

export const notebookLayout: Layout = (b, c) => {
  const { box, u, sample, pal, p } = c
  if (p.pages && p.pages > MAX_DESIGNED_PAGES && p.sides === 1) {
    // Notepad and bill-book leaves.
    if (is(c, 'bill-book')) return letterheadLayout(b, c)
    b.text({ x: box.x, y: box.y, w: box.w, h: u * 0.12 }, sample, u * 0.08, {
      weight: 700,
      font: 'Montserrat',
    })
    const top = box.y + u * 0.16
    const rows = 14
    const rowH = (box.h - (top - box.y)) / rows
    for (let i = 1; i <= rows; i++) b.rule(box.x, top + i * rowH - 0.3, box.w, pal.soft, 0.3)
    return
  }
  if (c.sideIndex === 0) {
    stack(b, box, [
      { t: 'text', text: sample, size: u * 0.12, weight: 700, font: 'Montserrat' },
      { t: 'rule', w: 0.3 },
      { t: 'text', text: 'Notes & sketches', size: u * 0.05, color: pal.acc },
    ])
    return
  }
  stack(b, { ...box, y: box.y + box.h * 0.7, h: box.h * 0.3 }, [
    {
      t: 'text',
      text: '301, Business Bay, Mumbai 400069\n+91 98765 43210 · www.example.com',
      size: u * 0.04,
      lineHeight: 1.4,
    },
  ])
}

export const folderLayout: Layout = (b, c) => {
  const { box, sample, pal, p } = c
  // Flat sheet: back cover (left) and front cover (right) above the pocket flap.
  const coverH = Math.min(305, p.trimHeightMm) - p.safeMarginMm - box.y
  const half = p.trimWidthMm / 2
  const left = { x: box.x, y: box.y, w: half - p.safeMarginMm - box.x, h: coverH }
  const right = {
    x: half + p.safeMarginMm,
    y: box.y,
    w: box.x + box.w - half - p.safeMarginMm,
    h: coverH,
  }
  const fu = Math.min(right.w, right.h)
  if (c.sideIndex === 0) {
    stack(b, right, [
      { t: 'text', text: sample, size: fu * 0.12, weight: 700, font: 'Montserrat' },
      { t: 'rule', w: 0.3 },
      { t: 'text', text: 'Building tomorrow, today', size: fu * 0.05, color: pal.acc },
    ])
    stack(b, { ...left, y: left.y + left.h * 0.75, h: left.h * 0.25 }, [
      {
        t: 'text',
        text: '301, Business Bay, Mumbai 400069\n+91 98765 43210 · www.example.com',
        size: fu * 0.04,
        lineHeight: 1.4,
      },
    ])
  } else {
    stack(b, { ...left, h: left.h * 0.3 }, [
      {
        t: 'text',
        text: `Thank you for choosing ${sample}`,
        size: fu * 0.05,
        font: 'Playfair Display',
        italic: true,
      },
    ])
  }
}
