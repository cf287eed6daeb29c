import { describe, expect, test } from 'vitest'
import { ART_KIND_LIST } from './kinds.ts'
import { renderProductArt, type ProductArtInput } from './render.ts'
import { fitRect } from './svg.ts'

const SAMPLE = `Chai & <Co> "Best" 'Tea'`
const ESCAPED = 'Chai &amp; &lt;Co&gt; &quot;Best&quot; &apos;Tea&apos;'

function input(
  kind: ProductArtInput['kind'],
  extra: Partial<ProductArtInput> = {},
): ProductArtInput {
  return {
    slug: `test-${kind}`,
    name: `Test ${kind} & more`,
    kind,
    palette: ['#fffaf2', '#1f2a44', '#e4572e'],
    sample: SAMPLE,
    trimWidthMm: 89,
    trimHeightMm: 51,
    sides: 2,
    ...extra,
  }
}

/** Minimal XML well-formedness check: balanced tags, quoted attributes, escaped text. Returns an error or null. */
function xmlError(xml: string): string | null {
  const stack: string[] = []
  let roots = 0
  let pos = 0
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y
  const entity = /^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/i
  while (pos < xml.length) {
    const lt = xml.indexOf('<', pos)
    const textEnd = lt === -1 ? xml.length : lt
    const between = xml.slice(pos, textEnd)
    if (between.includes('>')) return `stray > at ${pos}`
    for (let i = between.indexOf('&'); i !== -1; i = between.indexOf('&', i + 1)) {
      if (!entity.test(between.slice(i))) return `bad entity at ${pos + i}`
    }
    if (between.trim() && stack.length === 0) return 'text outside the root element'
    if (lt === -1) break
    tag.lastIndex = lt
    const m = tag.exec(xml)
    if (!m) return `malformed tag at ${lt}: ${xml.slice(lt, lt + 40)}`
    const [whole, closing, name = '', attrs = '', selfClosing] = m
    const names = [...attrs.matchAll(/([\w:.-]+)="/g)].map((a) => a[1])
    if (new Set(names).size !== names.length) return `duplicate attribute in <${name}>`
    for (const [, value = ''] of attrs.matchAll(/="([^"]*)"/g)) {
      for (let i = value.indexOf('&'); i !== -1; i = value.indexOf('&', i + 1)) {
        if (!entity.test(value.slice(i))) return `bad entity in attribute of <${name}>`
      }
    }
    if (closing) {
      if (stack.pop() !== name) return `unbalanced </${name}> at ${lt}`
    } else if (!selfClosing) {
      if (stack.length === 0) roots++
      stack.push(name)
    } else if (stack.length === 0) {
      roots++
    }
    pos = lt + whole.length
  }
  if (stack.length) return `unclosed <${stack.join('> <')}>`
  return roots === 1 ? null : `expected one root element, found ${roots}`
}

describe('xmlError', () => {
  test('accepts well-formed and rejects broken documents', () => {
    expect(xmlError('<svg a="1"><g><rect/></g><text>a &amp; b</text></svg>')).toBeNull()
    expect(xmlError('<svg><g></svg>')).not.toBeNull()
    expect(xmlError('<svg><text>a & b</text></svg>')).not.toBeNull()
    expect(xmlError('<svg><text>a < b</text></svg>')).not.toBeNull()
    expect(xmlError('<svg a="1" a="2"></svg>')).not.toBeNull()
  })
})

describe('fitRect', () => {
  test('keeps the aspect ratio and fits the box', () => {
    const card = fitRect(89, 51, 400, 300)
    expect(card.w).toBeGreaterThan(card.h)
    expect(card.w / card.h).toBeCloseTo(89 / 51)
    expect(card.w).toBeLessThanOrEqual(400)
    expect(card.h).toBeLessThanOrEqual(300)

    const poster = fitRect(210, 297, 400, 300)
    expect(poster.h).toBeGreaterThan(poster.w)
    expect(poster.w / poster.h).toBeCloseTo(210 / 297)
    expect(poster.h).toBeCloseTo(300)

    const square = fitRect(65, 65, 400, 300)
    expect(square.w).toBeCloseTo(square.h)
  })

  test('survives zero or negative sizes', () => {
    const r = fitRect(0, -5, 100, 100)
    expect(Number.isFinite(r.w) && Number.isFinite(r.h)).toBe(true)
  })
})

describe('renderProductArt', () => {
  test('lists all 32 kinds once', () => {
    expect(ART_KIND_LIST).toHaveLength(32)
    expect(new Set(ART_KIND_LIST).size).toBe(32)
  })

  describe.each(ART_KIND_LIST.map((kind) => [kind]))('%s', (kind) => {
    const portrait = input(kind, { trimWidthMm: 210, trimHeightMm: 297, sides: 1 })
    const variants = [
      input(kind),
      portrait,
      input(kind, { trimWidthMm: 60, trimHeightMm: 60, shape: 'circle' }),
    ]

    test('is a well-formed standalone SVG', () => {
      for (const v of variants) {
        const svg = renderProductArt(v)
        expect(svg.startsWith('<svg')).toBe(true)
        expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"')
        expect(svg).toContain('viewBox="0 0 800 600"')
        expect(svg).toContain('width="800" height="600"')
        expect(xmlError(svg)).toBeNull()
      }
    })

    test('contains the escaped sample text and no raw markup from it', () => {
      const svg = renderProductArt(input(kind))
      expect(svg).toContain(ESCAPED)
      expect(svg).not.toContain('<Co>')
      expect(svg).toContain('Test ' + kind + ' &amp; more')
    })

    test('has no external references, scripts or bitmaps', () => {
      for (const v of variants) {
        const svg = renderProductArt(v)
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|\/\//)
        expect(svg).not.toMatch(/<script|<image|<foreignObject|href=|@import|data:/i)
      }
    })

    test('draws shadows without filters (browsers rasterise those on the main thread)', () => {
      for (const v of variants) expect(renderProductArt(v)).not.toMatch(/<filter|filter=/)
    })

    test('prefixes every id with the slug and resolves every reference', () => {
      const svg = renderProductArt(input(kind))
      const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])
      expect(ids.length).toBeGreaterThan(0)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) expect(id?.startsWith(`test-${kind}-`)).toBe(true)
      for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref)
    })

    test('is deterministic and small', () => {
      for (const v of variants) {
        const a = renderProductArt(v)
        expect(renderProductArt({ ...v, palette: [...v.palette] })).toBe(a)
        expect(a.length).toBeLessThan(6 * 1024)
      }
    })
  })

  test('different slugs give different ids', () => {
    const a = renderProductArt(input('card', { slug: 'one' }))
    const b = renderProductArt(input('card', { slug: 'two' }))
    expect(a).toContain('id="one-')
    expect(b).toContain('id="two-')
    expect(b).not.toContain('id="one-')
  })

  test('sizes the document from opts and keeps the scene centred', () => {
    const svg = renderProductArt(input('poster'), { width: 400, height: 400 })
    expect(svg).toMatch(/^<svg [^>]*width="400" height="400"/)
    expect(svg).toContain('viewBox="0 -100 800 800"')
    expect(xmlError(svg)).toBeNull()
  })

  test('falls back safely on odd data', () => {
    const svg = renderProductArt({
      ...input('card'),
      slug: '9 weird/slug',
      palette: ['red', 'url(javascript:x)', '"><script>'],
      trimWidthMm: 0,
      trimHeightMm: Number.NaN,
      kind: 'no-such-kind' as ProductArtInput['kind'],
    })
    expect(xmlError(svg)).toBeNull()
    expect(svg).not.toContain('javascript')
    expect(svg).not.toContain('<script')
    expect(svg).not.toContain('NaN')
  })
})
