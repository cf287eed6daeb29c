import { describe, expect, test } from 'vitest'
import { products } from '#prisma/catalog/index.ts'
import { designDocumentSchema } from '../document.ts'
import { catalogTemplate } from '../test-fixtures.ts'
import { MAX_DESIGNED_PAGES } from '../product-geometry.ts'
import { templateSideNames } from './build.ts'

const EPS = 0.01

describe('buildTemplate walks the whole catalog', () => {
  test('the catalog has all 96 products, iphone-glass-cover included', () => {
    expect(products).toHaveLength(96)
    expect(products.map((p) => p.slug)).toContain('iphone-glass-cover')
  })

  test.each(products.map((p) => [p.slug, p] as const))('%s', (_slug, p) => {
    const doc = catalogTemplate(p)
    expect(designDocumentSchema.parse(JSON.parse(JSON.stringify(doc)))).toEqual(doc)
    expect(doc.trimWidthMm).toBe(p.printSpec.trimWidthMm)
    expect(doc.trimHeightMm).toBe(p.printSpec.trimHeightMm)
    expect(doc.bleedMm).toBe(p.printSpec.bleedMm)
    const pages = p.printSpec.pages
    // At the default options: the pages (a photo book's cover spread besides), or its sides.
    const sidesOption = p.options.find((o) => o.key === 'sides')
    const defaultSides = sidesOption
      ? /front-back|double/.test(
          (sidesOption.values.find((v) => v.default) ?? sidesOption.values[0]!).key,
        )
        ? 2
        : 1
      : p.printSpec.sides
    const spread = p.options.some((o) => o.key === 'cover') ? 1 : 0
    const expectedSides =
      pages && pages > 1 && pages <= MAX_DESIGNED_PAGES ? pages + spread : defaultSides
    expect(doc.sides).toHaveLength(expectedSides)
    if (defaultSides === 2 && !pages)
      expect(doc.sides.map((s) => s.name)).toEqual(['Front', 'Back'])

    const s = p.printSpec.safeMarginMm
    const round = doc.shape === 'circle' || doc.shape === 'oval'
    for (const side of doc.sides) {
      const W = side.trimWidthMm ?? doc.trimWidthMm
      const H = side.trimHeightMm ?? doc.trimHeightMm
      expect(side.elements.length, `${side.name} is not empty`).toBeGreaterThan(0)
      const ids = new Set(side.elements.map((e) => e.id))
      expect(ids.size).toBe(side.elements.length)
      for (const el of side.elements) {
        const where = `${side.name} ${el.id} ${el.name ?? el.type}`
        // Upright, upside down on the upper face of a folded tent, or along a book's spine.
        expect([0, 180, 90]).toContain(el.rotation)
        if (el.rotation === 90) continue
        expect(el.x, where).toBeGreaterThanOrEqual(s - EPS)
        expect(el.y, where).toBeGreaterThanOrEqual(s - EPS)
        expect(el.x + el.width, where).toBeLessThanOrEqual(W - s + EPS)
        expect(el.y + el.height, where).toBeLessThanOrEqual(H - s + EPS)
        if (round) {
          // Every corner inside the safe ellipse.
          const rx = W / 2 - s
          const ry = H / 2 - s
          for (const [x, y] of [
            [el.x, el.y],
            [el.x + el.width, el.y],
            [el.x, el.y + el.height],
            [el.x + el.width, el.y + el.height],
          ] as const) {
            const v = ((x - W / 2) / rx) ** 2 + ((y - H / 2) / ry) ** 2
            expect(v, where).toBeLessThanOrEqual(1 + EPS)
          }
        }
        if (el.type === 'text') {
          expect(el.text.trim()).not.toBe('')
          // Sensible sizes: at least 5 pt, at most a third of the short trim side.
          expect(el.fontSizePt, where).toBeGreaterThanOrEqual(4)
          expect(el.fontSizePt * (25.4 / 72), where).toBeLessThanOrEqual(Math.min(W, H) / 3)
        }
      }
    }
  })
})

describe('templateSideNames', () => {
  test('front and back, pages, calendars and repeated leaves', () => {
    expect(templateSideNames({ sides: 1, pages: null }, 'card')).toEqual(['Front'])
    expect(templateSideNames({ sides: 2, pages: null }, 'card')).toEqual(['Front', 'Back'])
    expect(templateSideNames({ sides: 2, pages: 8 }, 'booklet')).toHaveLength(8)
    const now = new Date('2026-11-25T06:00:00Z')
    expect(templateSideNames({ sides: 1, pages: 13 }, 'calendar', now)[1]).toBe('January 2027')
    expect(templateSideNames({ sides: 1, pages: 100 }, 'letterhead')).toEqual(['Every page'])
    expect(templateSideNames({ sides: 2, pages: 100 }, 'notebook')).toEqual([
      'Front cover',
      'Back cover',
    ])
  })

  test('a visiting card looks like one: name, title, contact lines and a QR code', () => {
    const doc = catalogTemplate(products.find((p) => p.slug === 'standard-visiting-cards')!)
    const texts = doc.sides[0]!.elements.flatMap((e) => (e.type === 'text' ? [e.text] : []))
    expect(texts.join('\n')).toMatch(/Aarav Mehta[\s\S]*Founder[\s\S]*@example\.com/)
    expect(doc.sides[0]!.elements.some((e) => e.type === 'qr')).toBe(true)
  })
})
