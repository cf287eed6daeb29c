import { describe, expect, test } from 'vitest'
import { products } from '#prisma/catalog/index.ts'
import { FONT_FAMILIES } from '#app/designer/document.ts'
import { fontFaceCss, fontRuns, FONT_FILES } from '#app/designer/fonts.ts'
import { preflight } from '#app/designer/preflight.ts'
import { catalogTemplate } from '#app/designer/test-fixtures.ts'
import { fontFileBytes, fontkitMeasurer } from './design-fonts.server.ts'

describe('designer fonts', () => {
  test('every family ships 400 and 700 with a latin file, read from public/fonts', () => {
    for (const family of FONT_FAMILIES) {
      for (const weight of [400, 700] as const) {
        const faces = FONT_FILES[family][weight]
        expect(faces.some((f) => f.file.includes('-latin-'))).toBe(true)
        for (const face of faces)
          expect(fontFileBytes(face.file).subarray(0, 4).toString()).toBe('wOFF')
      }
    }
    expect(
      FONT_FILES['Noto Sans Devanagari'][400].some((f) => f.file.includes('devanagari-devanagari')),
    ).toBe(true)
    expect(fontFaceCss(['Inter'])).toContain(
      'src:url(/fonts/inter-latin-400-normal.woff) format("woff")',
    )
  })

  test('text is split by the file that covers each character', () => {
    const runs = fontRuns('नमस्ते Mumbai', 'Noto Sans Devanagari', 400)
    expect(runs.map((r) => [r.face.file, r.text])).toEqual([
      ['noto-sans-devanagari-devanagari-400-normal.woff', 'नमस्ते'],
      ['noto-sans-devanagari-latin-400-normal.woff', ' Mumbai'],
    ])
    expect(fontRuns('Rs ₹500', 'Inter', 700).map((r) => r.face.file)).toEqual([
      'inter-latin-700-normal.woff',
      'inter-latin-ext-700-normal.woff',
      'inter-latin-700-normal.woff',
    ])
  })

  test('the fontkit measurer measures real glyph widths', () => {
    const style = { fontFamily: 'Inter', fontWeight: 400, italic: false, fontSizeMm: 10 } as const
    const w = fontkitMeasurer('Hello', style)
    expect(w).toBeGreaterThan(20)
    expect(w).toBeLessThan(35)
    expect(fontkitMeasurer('Hello', { ...style, fontWeight: 700 })).toBeGreaterThan(w)
    expect(fontkitMeasurer('iiii', style)).toBeLessThan(fontkitMeasurer('MMMM', style))
  })
})

describe('every catalog template passes preflight with the real fonts', () => {
  test.each(products.map((p) => [p.slug, p] as const))('%s', (_slug, p) => {
    const doc = catalogTemplate(p)
    // Only its empty photo frames and its placeholder texts (decision 046) are mentioned, until
    // the shopper fills and writes them.
    const issues = preflight(doc, { measureText: fontkitMeasurer })
    expect(issues.filter((i) => i.code !== 'empty-frame' && i.code !== 'template-text')).toEqual([])
    const frames = doc.sides.flatMap((s) => s.elements.filter((e) => e.type === 'frame'))
    const placeholders = doc.sides.flatMap((s) =>
      s.elements.filter((e) => e.type === 'text' && e.role === 'placeholder'),
    )
    expect(issues).toHaveLength(frames.length + placeholders.length)
  })
})
