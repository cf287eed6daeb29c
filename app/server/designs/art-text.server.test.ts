import { describe, expect, test } from 'vitest'
import { outlineArtText } from '#app/server/designs/art-text.server.ts'
import { ART_KIND_LIST } from '#app/designer/product-art/kinds.ts'
import { renderProductArt, type ProductArtInput } from '#app/designer/product-art/render.ts'

function input(
  kind: ProductArtInput['kind'],
  sample = `Chai & <Co> "Best" 'Tea'`,
): ProductArtInput {
  return {
    slug: `test-${kind}`,
    name: `Test ${kind}`,
    kind,
    palette: ['#fffaf2', '#1f2a44', '#e4572e'],
    sample,
    trimWidthMm: 89,
    trimHeightMm: 51,
    sides: 2,
  }
}

/** Open and close tags pair up (self-closing tags aside). */
function balanced(svg: string) {
  const stack: string[] = []
  for (const [, close, name, self] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (self) continue
    if (close) {
      if (stack.pop() !== name) return false
    } else stack.push(name!)
  }
  return stack.length === 0
}

describe('outlineArtText', () => {
  test('sets a line as relative path data with its advance width', () => {
    const set = outlineArtText('Aarav Mehta', {
      font: 'sans',
      weight: 700,
      size: 20,
      letterSpacing: 0,
    })
    expect(set).not.toBeNull()
    expect(set!.width).toBeGreaterThan(80)
    expect(set!.width).toBeLessThan(160)
    const d = set!.d(100, 50)
    expect(d).toMatch(/^m[-\d. mlqcz]+$/)
    expect(d).not.toContain('NaN')
  })

  test('letter spacing widens the line; every face is available', () => {
    for (const font of ['sans', 'serif', 'hand'] as const) {
      const plain = outlineArtText('ADMIT ONE', { font, weight: 400, size: 12, letterSpacing: 0 })
      const spaced = outlineArtText('ADMIT ONE', { font, weight: 400, size: 12, letterSpacing: 2 })
      expect(spaced!.width - plain!.width).toBeCloseTo(16)
    }
  })

  test('gives up on characters no font of the chain has', () => {
    const set = outlineArtText('上海茶馆', {
      font: 'sans',
      weight: 400,
      size: 12,
      letterSpacing: 0,
    })
    expect(set).toBeNull()
    // Hindi comes from the designer's fallback chain (Noto Sans Devanagari), as in print.
    const hindi = outlineArtText('नमस्ते', { font: 'sans', weight: 400, size: 12, letterSpacing: 0 })
    expect(hindi?.width).toBeGreaterThan(0)
  })
})

describe('renderProductArt with outlines', () => {
  test.each(ART_KIND_LIST.map((kind) => [kind]))('%s has no SVG text and no filters', (kind) => {
    const svg = renderProductArt(input(kind), { outline: outlineArtText })
    expect(svg).not.toContain('<text')
    expect(svg).not.toMatch(/<filter|filter=/)
    expect(svg).not.toContain('NaN')
    expect(balanced(svg)).toBe(true)
    expect(svg.length).toBeLessThan(30 * 1024)
  })

  test('text the fonts cannot set stays <text>', () => {
    const svg = renderProductArt(input('card', '上海茶馆'), { outline: outlineArtText })
    expect(svg).toContain('上海茶馆')
    expect(balanced(svg)).toBe(true)
  })
})
