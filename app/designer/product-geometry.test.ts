import { describe, expect, test } from 'vitest'
import { changeOptions, optionDifferences, upgradeDocument } from './design-options.ts'
import { designDocumentSchema } from './document.ts'
import { fontRuns, missingCharacters } from './fonts.ts'
import {
  designSpec,
  geometryOptionKeys,
  resolveStartMonth,
  startMonthFits,
} from './product-geometry.ts'
import {
  catalogProduct,
  catalogTemplate,
  catalogTemplateProduct,
  documentInput,
} from './test-fixtures.ts'

const product = (slug: string) => catalogTemplateProduct(catalogProduct(slug))
const NOW = new Date('2026-11-25T06:00:00Z')

describe('what options do to a design', () => {
  test('only options that change the design count: size, sides, finishes, not paper', () => {
    // A finish (spot UV here) changes the design too: elements are marked for it (decision 044).
    expect(geometryOptionKeys(product('standard-visiting-cards'))).toEqual([
      'finish',
      'sides',
      'corners',
    ])
    expect(geometryOptionKeys(product('iphone-glass-cover'))).toEqual(['model'])
    expect(geometryOptionKeys(product('calendars'))).toEqual(['size', 'start-month'])
    expect(geometryOptionKeys(product('photo-book'))).toEqual(['size', 'cover', 'pages', 'paper'])
  })

  test('the iPhone model sets the case size and its camera cut-out', () => {
    const max = designSpec(product('iphone-glass-cover'), { model: 'iphone-16-pro-max' })
    expect([max.trimWidthMm, max.trimHeightMm]).toEqual([78, 163])
    const plain = designSpec(product('iphone-glass-cover'), {})
    expect(max.sides[0]!.zones[0]!.width).toBeGreaterThan(plain.sides[0]!.zones[0]!.width)
  })

  test("a photo book's cover spread grows its spine with the pages and the cover", () => {
    const book = product('photo-book')
    const soft20 = designSpec(book, { pages: '20' })
    const soft40 = designSpec(book, { pages: '40' })
    const hard40 = designSpec(book, { pages: '40', cover: 'hardcover' })
    const spine = (s: typeof soft20) => s.sides[0]!.coverSpread!.spineMm
    expect(soft20.sides).toHaveLength(21)
    expect(soft40.sides).toHaveLength(41)
    expect(spine(soft40)).toBeGreaterThanOrEqual(spine(soft20))
    expect(spine(hard40)).toBeGreaterThan(spine(soft40))
    // Boards 3 mm over the block at the fore-edge, a 7 mm hinge each side of the spine.
    expect(hard40.sides[0]!.trimWidthMm).toBeCloseTo(2 * (203 + 3) + 2 * 7 + spine(hard40), 1)
    expect(soft40.sides[0]!.trimWidthMm).toBeCloseTo(2 * 203 + spine(soft40), 1)
    expect(hard40.sides[0]!.bleedMm).toBe(15)
    expect(hard40.sides[0]!.folds.map((f) => f.label)).toEqual(['Hinge', 'Spine', 'Spine', 'Hinge'])
    expect(hard40.sides[0]!.trimHeightMm).toBe(hard40.trimHeightMm + 6)
  })

  test('folds: a tri-fold has two, mirrored on the inside; a tent folds across', () => {
    const tri = designSpec(product('trifold-menu-maker'), {})
    const outside = tri.sides[0]!.folds.map((f) => f.at)
    const inside = tri.sides[1]!.folds.map((f) => f.at)
    expect(outside).toHaveLength(2)
    expect(inside).toEqual(
      outside.map((x) => Math.round((297 - x) * 10) / 10).sort((a, b) => a - b),
    )
    const tent = designSpec(product('tent-cards'), {})
    expect(tent.sides[0]!.folds).toMatchObject([{ axis: 'horizontal', at: 105 }])
    expect(
      designSpec(product('note-card-maker'), { format: 'folded' }).sides[0]!.folds,
    ).toMatchObject([{ axis: 'vertical', at: 105 }])
  })

  test("the die: a round sticker's cut line, rounded corners, die-cut, an oval", () => {
    expect(designSpec(product('jar-labels'), {})).toMatchObject({
      shape: 'circle',
      cutContour: true,
    })
    // Rounded corners are cut at the radius the catalog names ("Rounded corners (3 mm)").
    expect(designSpec(product('standard-visiting-cards'), { corners: 'rounded' })).toMatchObject({
      shape: 'rounded',
      cornerRadiusMm: 3,
      cutContour: true,
    })
    expect(designSpec(product('standard-visiting-cards'), {}).cutContour).toBe(false)
    expect(
      designSpec(product('square-visiting-cards'), { corners: 'rounded' }).cornerRadiusMm,
    ).toBe(5)
    expect(designSpec(product('square-visiting-cards'), {}).cornerRadiusMm).toBe(null)
    // "Square with rounded corners" has them.
    expect(designSpec(product('kraft-paper-stickers'), { shape: 'square' })).toMatchObject({
      shape: 'rounded',
      cornerRadiusMm: 3,
    })
    expect(designSpec(product('transparent-stickers'), { shape: 'die-cut' }).shape).toBe('die-cut')
    const oval = designSpec(product('kraft-paper-stickers'), { shape: 'oval' })
    expect([oval.shape, oval.trimWidthMm, oval.trimHeightMm]).toEqual(['oval', 50, 33.3])
  })

  test("a mug's handle zone follows its print area", () => {
    const wrap = designSpec(product('custom-mugs'), {}).sides[0]!.zones
    expect(wrap.map((z) => [z.x, z.width])).toEqual([
      [0, 10],
      [190, 10],
    ])
    const one = designSpec(product('custom-mugs'), { 'print-area': 'one-side' }).sides[0]!.zones
    expect(one.every((z) => z.label === 'Not printed')).toBe(true)
  })

  test("a calendar's first month: the next January or April, or next month, in India", () => {
    expect(resolveStartMonth('january', NOW)).toBe('2027-01')
    expect(resolveStartMonth('april', NOW)).toBe('2027-04')
    expect(resolveStartMonth('next-month', NOW)).toBe('2026-12')
    // 31 December 20:00 UTC is already 1 January in India.
    expect(resolveStartMonth('next-month', new Date('2026-12-31T20:00:00Z'))).toBe('2027-02')
    expect(startMonthFits('april', '2027-04')).toBe(true)
    expect(startMonthFits('april', '2027-01')).toBe(false)
    const april = designSpec(product('calendars'), { 'start-month': 'april' }, { now: NOW })
    expect(april.sides.map((s) => s.name).slice(0, 3)).toEqual(['Cover', 'April 2027', 'May 2027'])
    expect(april.sides[12]!.name).toBe('March 2028')
  })
})

describe('changing options in the editor', () => {
  test('a bigger size scales the layout; text keeps its shape', () => {
    const p = catalogProduct('product-labels')
    const doc = catalogTemplate(p)
    const big = changeOptions(doc, catalogTemplateProduct(p), { size: '100x70' })
    expect([big.trimWidthMm, big.trimHeightMm]).toEqual([100, 70])
    const before = doc.sides[0]!.elements.find((e) => e.type === 'text')!
    const after = big.sides[0]!.elements.find((e) => e.id === before.id)!
    expect(after.x).toBeCloseTo(before.x * (100 / 75), 1)
    expect(after.type === 'text' && before.type === 'text' && after.fontSizePt).toBeGreaterThan(
      before.type === 'text' ? before.fontSizePt : 0,
    )
    expect(optionDifferences(big, catalogTemplateProduct(p), { size: '100x70' })).toEqual([])
    expect(optionDifferences(doc, catalogTemplateProduct(p), { size: '100x70' })).toMatchObject([
      { key: 'size' },
    ])
  })

  test('a new starting month redraws the month pages and keeps the photos', () => {
    const p = catalogProduct('calendars')
    const jan = catalogTemplate(p)
    const april = changeOptions(jan, catalogTemplateProduct(p), { 'start-month': 'april' }, NOW)
    expect(april.sides[1]!.name).toBe('April 2027')
    const title = april.sides[1]!.elements.find((e) => e.name === 'Month title')
    expect(title?.type === 'text' && title.text).toBe('April 2027')
    const frames = (d: typeof jan) => d.sides[1]!.elements.filter((e) => e.type === 'frame')
    expect(frames(april).map((f) => f.id)).toEqual(frames(jan).map((f) => f.id))
    expect(designDocumentSchema.parse(JSON.parse(JSON.stringify(april)))).toEqual(april)
  })

  test('fewer pages drop the last ones; more come from the template', () => {
    const p = catalogProduct('multipage-menu-maker')
    const eight = catalogTemplate(p)
    const twelve = changeOptions(eight, catalogTemplateProduct(p), { pages: '12' })
    expect(twelve.sides).toHaveLength(12)
    expect(new Set(twelve.sides.map((s) => s.id)).size).toBe(12)
    expect(twelve.sides[0]).toEqual(eight.sides[0])
    const back = changeOptions(twelve, catalogTemplateProduct(p), { pages: '8' })
    expect(back.sides).toHaveLength(8)
  })
})

describe('older documents and fonts', () => {
  test('a placeholder rectangle with its label becomes a photo frame', () => {
    const old = designDocumentSchema.parse(
      documentInput([
        {
          id: 'p',
          name: 'Photo placeholder',
          type: 'shape',
          shape: 'rectangle',
          x: 5,
          y: 5,
          width: 30,
          height: 20,
          fill: '#eeeeee',
          stroke: 'none',
        },
        {
          id: 'l',
          name: 'Photo label',
          type: 'text',
          text: 'Add your logo',
          x: 8,
          y: 12,
          width: 24,
          height: 5,
          fontFamily: 'Inter',
          fontSizePt: 8,
          color: '#777777',
        },
      ]),
    )
    const upgraded = upgradeDocument(old)
    expect(upgraded.sides[0]!.elements).toMatchObject([
      { id: 'p', type: 'frame', label: 'Add your logo', x: 5, width: 30 },
    ])
  })

  test('₹ in Lato and Hindi in Inter come from the fallback fonts; a snowman from none', () => {
    expect(fontRuns('Rs ₹500', 'Lato', 400).map((r) => r.face.file)).toEqual([
      'lato-latin-400-normal.woff',
      'noto-sans-latin-ext-400-normal.woff',
      'lato-latin-400-normal.woff',
    ])
    expect(fontRuns('नमस्ते', 'Inter', 400)[0]!.face.file).toBe(
      'noto-sans-devanagari-devanagari-400-normal.woff',
    )
    expect(missingCharacters('₹ नमस्ते வணக்கம் Zürich', 'Oswald', 700)).toEqual([])
    expect(missingCharacters('Snow ☃', 'Inter', 400)).toEqual(['☃'])
  })
})
