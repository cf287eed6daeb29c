import { describe, expect, test } from 'vitest'
import { designDocumentSchema, type DesignDocumentInput } from './document.ts'
import { elementBounds, preflight } from './preflight.ts'
import { documentInput } from './test-fixtures.ts'
import type { TextMeasurer } from './text-layout.ts'

/** Every character is 0.5 em wide. */
const measure: TextMeasurer = (text, style) => text.length * 0.5 * style.fontSizeMm

const base = { rotation: 0, opacity: 1, locked: false, hidden: false }
const text = (over: Record<string, unknown> = {}) => ({
  ...base,
  id: 't1',
  type: 'text' as const,
  text: 'Hello',
  x: 10,
  y: 10,
  width: 40,
  height: 10,
  fontFamily: 'Inter' as const,
  fontSizePt: 12,
  color: '#000000',
  ...over,
})
const image = (over: Record<string, unknown> = {}) => ({
  ...base,
  id: 'i1',
  type: 'image' as const,
  uploadId: 'up1',
  x: 10,
  y: 10,
  width: 25.4,
  height: 25.4,
  naturalWidth: 300,
  naturalHeight: 300,
  ...over,
})

const doc = (elements: unknown[], over: Partial<DesignDocumentInput> = {}) =>
  designDocumentSchema.parse(documentInput(elements, over))

describe('preflight', () => {
  test('a clean design has no issues', () => {
    expect(preflight(doc([text(), image()]), { measureText: measure })).toEqual([])
  })

  test('image resolution: 300 DPI is fine, below is a warning, below 150 an error', () => {
    expect(preflight(doc([image({ naturalWidth: 300, naturalHeight: 300 })]))).toEqual([])
    const low = preflight(doc([image({ naturalWidth: 200, naturalHeight: 200 })]))
    expect(low).toMatchObject([
      { code: 'dpi-low', severity: 'warning', elementId: 'i1', sideId: 'front' },
    ])
    expect(low[0]!.message).toMatch(/200 DPI/)
    const veryLow = preflight(doc([image({ naturalWidth: 100, naturalHeight: 100 })]))
    expect(veryLow).toMatchObject([{ code: 'dpi-very-low', severity: 'error' }])
    expect(veryLow[0]!.message).toMatch(/100 DPI.*blurry/)
    // The crop counts: showing half the pixels at the same size halves the resolution.
    expect(
      preflight(
        doc([
          image({
            naturalWidth: 600,
            naturalHeight: 600,
            crop: { x: 0, y: 0, width: 0.2, height: 0.2 },
          }),
        ]),
      ),
    ).toMatchObject([{ code: 'dpi-very-low' }])
  })

  test('elements crossing the safe area, by their rotated bounding box', () => {
    // Inside when straight, outside when turned 45 degrees (the corners swing out).
    const el = text({ x: 5, y: 5, width: 79, height: 10 })
    expect(preflight(doc([el]))).toEqual([])
    const turned = preflight(doc([{ ...el, rotation: 45 }]))
    expect(turned).toMatchObject([{ code: 'outside-safe', elementId: 't1' }])
    expect(elementBounds({ x: 0, y: 0, width: 10, height: 10, rotation: 45 }).left).toBeCloseTo(
      5 - Math.SQRT2 * 5,
    )
    // Between the safe line and the trim: a warning; across the trim: text would be cut, an error.
    expect(preflight(doc([text({ x: 2 })]))).toMatchObject([
      { code: 'outside-safe', severity: 'warning' },
    ])
    expect(preflight(doc([text({ x: -2 })]))).toMatchObject([
      { code: 'outside-safe', severity: 'error' },
    ])
    expect(preflight(doc([text({ x: 200 })]))[0]!.message).toMatch(/outside the page/)
  })

  test('a background that fills the bleed is fine; one stopping short of it is not', () => {
    const bg = {
      ...base,
      id: 'bg',
      type: 'shape',
      shape: 'rectangle',
      fill: '#ff0000',
      stroke: 'none',
    }
    expect(preflight(doc([{ ...bg, x: -3, y: -3, width: 95, height: 57 }]))).toEqual([])
    expect(preflight(doc([{ ...bg, x: -1, y: -3, width: 93, height: 57 }]))).toMatchObject([
      { code: 'outside-safe', severity: 'warning', elementId: 'bg' },
    ])
  })

  test('round dies use the safe ellipse', () => {
    const round = { trimWidthMm: 50, trimHeightMm: 50, safeMarginMm: 3, shape: 'circle' }
    expect(preflight(doc([text({ x: 15, y: 20, width: 20, height: 10 })], round))).toEqual([])
    // Inside the safe square but in the corner, outside the circle.
    expect(preflight(doc([text({ x: 4, y: 4, width: 8, height: 5 })], round))).toMatchObject([
      { code: 'outside-safe' },
    ])
  })

  test('rounded corners deeper than the safe margin round the safe line too', () => {
    const phone = {
      trimWidthMm: 72,
      trimHeightMm: 148,
      safeMarginMm: 5,
      shape: 'rounded',
      cornerRadiusMm: 10,
    }
    // In the safe rectangle's corner, but outside the 5 mm rounding of the safe line.
    expect(preflight(doc([text({ x: 5, y: 5, width: 20, height: 10 })], phone))).toMatchObject([
      { code: 'outside-safe' },
    ])
    expect(preflight(doc([text({ x: 7, y: 7, width: 20, height: 10 })], phone))).toEqual([])
  })

  test('text running outside its box needs a measurer', () => {
    const long = text({
      text: 'A long line of text that wraps onto many lines in a small box',
      height: 5,
    })
    expect(preflight(doc([long]))).toEqual([])
    expect(preflight(doc([long]), { measureText: measure })).toMatchObject([
      { code: 'text-overflow', severity: 'error', elementId: 't1' },
    ])
    const wide = text({ text: 'Supercalifragilisticexpialidocious', width: 20, height: 30 })
    expect(preflight(doc([wide]), { measureText: measure })[0]!.message).toMatch(/wider/)
  })

  test('an empty side, hidden elements and blank text count as empty', () => {
    const d = doc([text()], {
      sides: [
        { id: 'front', name: 'Front', background: '#ffffff', elements: [text()] },
        {
          id: 'back',
          name: 'Back',
          background: '#ffffff',
          elements: [text({ hidden: true }), text({ id: 't2', text: '  ' })],
        },
      ],
    })
    const issues = preflight(d, { measureText: measure })
    expect(issues).toEqual([
      {
        code: 'empty-side',
        severity: 'warning',
        sideId: 'back',
        message: 'Back is empty: it will print as plain background colour.',
      },
    ])
  })

  test('hidden elements are not checked', () => {
    expect(
      preflight(doc([image({ naturalWidth: 60, naturalHeight: 60, hidden: true }), text()])),
    ).toEqual([])
  })
})

describe('hairlines (decision 053)', () => {
  const line = (over: Record<string, unknown> = {}) => ({
    ...base,
    id: 'rule',
    type: 'shape',
    shape: 'line',
    x: 10,
    y: 20,
    width: 40,
    height: 1,
    fill: 'none',
    stroke: '#e63946',
    strokeWidthMm: 0.05,
    ...over,
  })

  test('a coloured line under 0.25 pt is a warning with its thickness', () => {
    expect(preflight(doc([line()]))).toEqual([
      {
        code: 'colour-hairline',
        severity: 'warning',
        sideId: 'front',
        elementId: 'rule',
        message:
          'A line is only 0.05 mm (0.14 pt) thick in a colour printed with four inks, which never line up that finely: it may print broken or with coloured fringes. Make it at least 0.1 mm (0.25 pt) thick, or black, grey or a dark colour (those print in black ink only).',
      },
    ])
  })

  test('the same thin line in black, grey or navy prints in black ink only and passes', () => {
    for (const stroke of ['#000000', '#888888', '#1b2a4a', '#3b2314'])
      expect(preflight(doc([line({ stroke })])), stroke).toEqual([])
  })

  test('0.25 pt and thicker passes in any colour', () => {
    expect(preflight(doc([line({ strokeWidthMm: 0.09 })]))).toEqual([])
  })

  test('a rule drawn as a thin filled bar counts too', () => {
    const bar = line({ shape: 'rectangle', fill: '#2a9d8f', stroke: 'none', height: 0.05 })
    expect(preflight(doc([bar]))).toMatchObject([
      { code: 'colour-hairline', message: expect.stringMatching(/^A shape is only 0.05 mm/) },
    ])
  })
})
