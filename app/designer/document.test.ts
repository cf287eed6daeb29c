import { describe, expect, test } from 'vitest'
import {
  DESIGN_LIMITS,
  designDocumentSchema,
  effectiveDpi,
  FONT_FAMILIES,
  mmToPt,
  ptToMm,
  type ImageElement,
} from './document.ts'
import { documentInput } from './test-fixtures.ts'

const text = {
  id: 'title',
  type: 'text',
  text: 'Aarav Mehta',
  x: 4,
  y: 4,
  width: 60,
  height: 10,
  fontFamily: 'Inter',
  fontSizePt: 12,
  color: '#1D1D1F',
}
const image = {
  id: 'photo',
  type: 'image',
  uploadId: 'abc123',
  x: 0,
  y: 0,
  width: 50,
  height: 50,
  naturalWidth: 1200,
  naturalHeight: 900,
}
const shape = {
  id: 'box',
  type: 'shape',
  shape: 'rounded-rectangle',
  x: -3,
  y: -3,
  width: 95,
  height: 57,
  radiusMm: 2,
  fill: '#ffffff',
  stroke: 'none',
}
const qr = {
  id: 'qr',
  type: 'qr',
  value: 'https://www.example.com',
  x: 60,
  y: 20,
  width: 20,
  height: 20,
  color: '#000000',
  background: 'none',
}

const doc = (elements: unknown[] = [text, image, shape, qr], over: Record<string, unknown> = {}) =>
  documentInput(elements, over)

const parse = (input: unknown) => designDocumentSchema.safeParse(input)

describe('designDocumentSchema', () => {
  test('accepts every element type and fills the defaults', () => {
    const result = parse(doc())
    expect(result.success).toBe(true)
    const d = result.data!
    expect(d.shape).toBe('rect')
    expect(d.cornerRadiusMm).toBeNull()
    const [t, i, s] = d.sides[0]!.elements
    expect(t).toMatchObject({
      rotation: 0,
      opacity: 1,
      locked: false,
      hidden: false,
      fontWeight: 400,
      italic: false,
      align: 'left',
      lineHeight: 1.2,
      color: '#1d1d1f',
    })
    expect(i).toMatchObject({ fit: 'fill', crop: { x: 0, y: 0, width: 1, height: 1 } })
    expect(s).toMatchObject({ strokeWidthMm: 0, radiusMm: 2 })
    // Round trip: a parsed document parses to itself.
    expect(parse(JSON.parse(JSON.stringify(d))).data).toEqual(d)
  })

  test('accepts two sides, bleed-area coordinates and every shipped font', () => {
    const sides = [
      { id: 'front', name: 'Front', background: '#ffffff', elements: [text] },
      { id: 'back', name: 'Back', background: '#112233', elements: [] },
    ]
    expect(parse(doc(undefined, { sides })).success).toBe(true)
    for (const fontFamily of FONT_FAMILIES) {
      expect(parse(doc([{ ...text, fontFamily }])).success).toBe(true)
    }
  })

  test.each([
    ['another version', doc(undefined, { version: 2 })],
    ['no sides', doc(undefined, { sides: [] })],
    ['a negative trim', doc(undefined, { trimWidthMm: -1 })],
    ['an unknown element type', doc([{ ...text, type: 'video' }])],
    ['a font we do not ship', doc([{ ...text, fontFamily: 'Comic Sans MS' }])],
    ['a named colour', doc([{ ...text, color: 'red' }])],
    ['a bold weight other than 700', doc([{ ...text, fontWeight: 900 }])],
    ['a tiny font size', doc([{ ...text, fontSizePt: 2 }])],
    ['a negative width', doc([{ ...text, width: -5 }])],
    ['an infinite position', doc([{ ...text, x: Infinity }])],
    ['a position far off the page', doc([{ ...text, x: 99999 }])],
    ['opacity above 1', doc([{ ...text, opacity: 2 }])],
    ['an id with a slash', doc([{ ...text, id: '../x' }])],
    ['an image without pixels', doc([{ ...image, naturalWidth: 0 }])],
    ['a crop outside the image', doc([{ ...image, crop: { x: 0, y: 0, width: 1.5, height: 1 } }])],
    ['an unknown shape', doc([{ ...shape, shape: 'star' }])],
    ['an empty QR code', doc([{ ...qr, value: '' }])],
    ['text as a number', doc([{ ...text, text: 42 }])],
    ['too many elements', doc(Array.from({ length: 101 }, (_, i) => ({ ...text, id: `t${i}` })))],
    ['5 QR codes on a side', doc(Array.from({ length: 5 }, (_, i) => ({ ...qr, id: `q${i}` })))],
    [
      `${DESIGN_LIMITS.sides + 1} sides`,
      doc(undefined, {
        sides: Array.from({ length: DESIGN_LIMITS.sides + 1 }, (_, i) => ({
          id: `s${i}`,
          name: `Page ${i + 1}`,
          background: '#ffffff',
          elements: [],
        })),
      }),
    ],
    [
      'more than 40,000 characters of text',
      doc(Array.from({ length: 21 }, (_, i) => ({ ...text, id: `t${i}`, text: 'a'.repeat(2000) }))),
    ],
  ])('rejects %s', (_label, input) => {
    expect(parse(input).success).toBe(false)
  })

  test('accepts a design at every limit (decision 028): what a real product needs', () => {
    const page = (i: number) => ({
      id: `s${i}`,
      name: `Page ${i + 1}`,
      background: '#ffffff',
      elements: [
        ...Array.from({ length: DESIGN_LIMITS.qrCodesPerSide }, (_, j) => ({ ...qr, id: `q${j}` })),
        { ...text, id: 't', text: 'a'.repeat(DESIGN_LIMITS.textCharacters / DESIGN_LIMITS.sides) },
        ...Array.from(
          { length: DESIGN_LIMITS.elementsPerSide - DESIGN_LIMITS.qrCodesPerSide - 1 },
          (_, j) => ({
            ...shape,
            id: `b${j}`,
          }),
        ),
      ],
    })
    const sides = Array.from({ length: DESIGN_LIMITS.sides }, (_, i) => page(i))
    expect(parse(doc(undefined, { sides })).success).toBe(true)
  })
})

describe('units and resolution', () => {
  test('points and millimetres', () => {
    expect(mmToPt(25.4)).toBeCloseTo(72)
    expect(ptToMm(72)).toBeCloseTo(25.4)
  })

  test('effective DPI of a placed image, along its most stretched axis and after the crop', () => {
    const base = designDocumentSchema.parse(doc([image])).sides[0]!.elements[0] as ImageElement
    // 1200 px over 50 mm (1.97 in) = 609.6 DPI across, 900 px over 50 mm = 457.2 DPI down.
    expect(effectiveDpi(base)).toBeCloseTo(457.2, 1)
    expect(effectiveDpi({ ...base, crop: { x: 0, y: 0, width: 0.5, height: 0.5 } })).toBeCloseTo(
      228.6,
      1,
    )
    expect(effectiveDpi({ ...base, width: 0 })).toBe(Infinity)
  })
})
