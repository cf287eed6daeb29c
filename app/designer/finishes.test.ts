import { describe, expect, test } from 'vitest'
import { products } from '#prisma/catalog/index.ts'
import { designDocumentSchema } from './document.ts'
import { finishOfValue, FINISHES, orderedFinishes, withFinishMarks } from './finishes.ts'
import { isPrinted, preflight } from './preflight.ts'
import { catalogProduct, catalogTemplate, documentInput } from './test-fixtures.ts'

const text = (id: string, finishes?: string[]) => ({
  id,
  type: 'text',
  text: 'Asha & Rohan',
  fontFamily: 'Inter',
  fontSizePt: 12,
  color: '#000000',
  x: 10,
  y: 10,
  width: 60,
  height: 10,
  ...(finishes ? { finishes } : {}),
})

describe('which option values order a finish', () => {
  test('every finish the catalog sells maps to a named separation, and nothing else does', () => {
    const sold = /foil|spot uv|white underprint|white base/i
    for (const p of products)
      for (const o of p.options)
        for (const v of o.values) {
          const f = finishOfValue(o.key, v.key)
          const sells = sold.test(v.label) && v.key !== 'none'
          expect([p.slug, o.key, v.key, Boolean(f)]).toEqual([
            p.slug,
            o.key,
            v.key,
            sells || v.key === 'metallic-gold',
          ])
        }
  })

  test('foil colours, spot UV, white and metallic ink by name', () => {
    expect(FINISHES[finishOfValue('finish', 'gold-foil')!].separation).toBe('Foil_Gold')
    expect(FINISHES[finishOfValue('finish', 'silver-foil')!].separation).toBe('Foil_Silver')
    expect(FINISHES[finishOfValue('finish', 'rose-gold-foil')!].separation).toBe('Foil_RoseGold')
    expect(FINISHES[finishOfValue('finish', 'spot-uv')!].separation).toBe('SpotUV')
    expect(FINISHES[finishOfValue('finish', 'matte-spot-uv')!].separation).toBe('SpotUV')
    expect(FINISHES[finishOfValue('white-ink', 'white-underprint')!].separation).toBe('White')
    expect(FINISHES[finishOfValue('ink', 'cmyk-white')!].separation).toBe('White')
    expect(FINISHES[finishOfValue('ink', 'metallic-gold')!].separation).toBe('Metallic_Gold')
    expect(finishOfValue('finish', 'gloss')).toBeNull()
    expect(finishOfValue('frame', 'white')).toBeNull()
    expect(orderedFinishes({ finish: 'none', size: 'a5' })).toEqual([])
  })
})

describe('finishes in the design and the preflight', () => {
  test('a template at a finish option has its headline marked, and passes', () => {
    const doc = designDocumentSchema.parse(
      catalogTemplate(catalogProduct('wedding-invitations'), { finish: 'gold-foil' }),
    )
    expect(doc.options.finish).toBe('gold-foil')
    const marked = doc.sides.flatMap((s) =>
      s.elements.filter((e) => e.finishes?.includes('foil-gold')),
    )
    expect(marked.length).toBeGreaterThan(0)
    expect(preflight(doc).filter((i) => i.code.startsWith('finish'))).toEqual([])
  })

  test('an ordered finish with nothing marked is an error; a mark the order lacks is a warning', () => {
    const unmarked = designDocumentSchema.parse(
      documentInput([text('t1')], { options: { finish: 'gold-foil' } }),
    )
    const [issue] = preflight(unmarked).filter((i) => i.code === 'finish-unmarked')
    expect(issue).toMatchObject({ severity: 'error' })
    expect(issue!.message).toBe(
      'Gold foil is ordered, but nothing in your design is marked for it, so the press would have nothing to foil. Select what should carry it and tick "Gold foil" under Properties, or order without gold foil.',
    )
    const stray = designDocumentSchema.parse(documentInput([text('t1', ['spot-uv'])]))
    expect(preflight(stray).filter((i) => i.code.startsWith('finish'))).toEqual([
      expect.objectContaining({
        code: 'finish-not-ordered',
        severity: 'warning',
        elementId: 't1',
        message:
          'The text "Asha & Rohan" is marked for spot UV, which this order does not have: it prints without it.',
      }),
    ])
  })

  test('white underprint: behind all artwork by default, or only behind marked elements', () => {
    const all = designDocumentSchema.parse(
      documentInput([text('t1')], { options: { 'white-ink': 'white-underprint' } }),
    )
    expect(preflight(all).filter((i) => i.code.startsWith('finish'))).toEqual([])
    const marked = { ...all, whiteUnderprint: 'marked' as const }
    expect(preflight(marked).map((i) => i.code)).toContain('finish-unmarked')
  })

  test('changing options drops marks of finishes no longer ordered and marks a new one', () => {
    const doc = designDocumentSchema.parse(
      documentInput([text('t1', ['foil-gold'])], { options: { finish: 'spot-uv' } }),
    )
    const next = withFinishMarks(doc, ['foil-gold'], isPrinted)
    expect(next.sides[0]!.elements[0]!.finishes).toEqual(['spot-uv'])
  })
})
