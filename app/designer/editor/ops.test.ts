import { describe, expect, test } from 'vitest'
import { designDocumentSchema, type DesignDocument } from '../document.ts'
import { documentInput, whiteSide } from '../test-fixtures.ts'
import {
  addElement,
  cloneElement,
  elementLabel,
  findElement,
  moveLayer,
  newImage,
  newQr,
  newShape,
  newText,
  nudge,
  removeElement,
  setBackground,
  updateElement,
} from './ops.ts'

const doc: DesignDocument = designDocumentSchema.parse(
  documentInput([], {
    trimWidthMm: 90,
    trimHeightMm: 50,
    sides: [whiteSide('front', 'Front'), whiteSide('back', 'Back')],
  }),
)

describe('document edits', () => {
  test('new elements are valid for the schema and centred on the trim', () => {
    const elements = [
      newText(doc),
      newShape(doc, 'rectangle'),
      newShape(doc, 'rounded-rectangle'),
      newShape(doc, 'ellipse'),
      newShape(doc, 'line'),
      newQr(doc),
      newImage(doc, { id: 'up_1', width: 400, height: 200 }),
    ]
    let d = doc
    for (const el of elements) d = addElement(d, 'front', el)
    expect(designDocumentSchema.safeParse(d).success).toBe(true)
    for (const el of elements) expect(el.x + el.width / 2).toBeCloseTo(45, 1)
    expect(elements.map(elementLabel)).toEqual([
      'Text: Your text',
      'Rectangle',
      'Rounded rectangle',
      'Ellipse',
      'Line',
      'QR code',
      'Image',
    ])
  })

  test('edits return new documents and leave the other side alone', () => {
    const text = newText(doc)
    const d1 = addElement(doc, 'front', text)
    expect(d1).not.toBe(doc)
    expect(d1.sides[1]).toBe(doc.sides[1])
    const d2 = updateElement(d1, 'front', text.id, { text: 'Hello' })
    expect(findElement(d2, 'front', text.id)).toMatchObject({ text: 'Hello' })
    expect(findElement(d1, 'front', text.id)).toMatchObject({ text: 'Your text' })
    // No-op edits keep the same document (no empty undo steps).
    expect(updateElement(d2, 'front', text.id, { text: 'Hello' })).toBe(d2)
    expect(setBackground(d2, 'back', '#ffffff')).toBe(d2)
    expect(setBackground(d2, 'back', '#112233').sides[1]!.background).toBe('#112233')
    expect(removeElement(d2, 'front', text.id).sides[0]!.elements).toHaveLength(0)
  })

  test('z-order, nudging, locking and duplicates', () => {
    const a = newShape(doc, 'rectangle')
    const b = newShape(doc, 'ellipse')
    let d = addElement(addElement(doc, 'front', a), 'front', b)
    d = moveLayer(d, 'front', a.id, 'up')
    expect(d.sides[0]!.elements.map((e) => e.id)).toEqual([b.id, a.id])
    expect(moveLayer(d, 'front', a.id, 'up')).toBe(d)
    d = nudge(d, 'front', a.id, 1, -10)
    expect(findElement(d, 'front', a.id)!.x).toBeCloseTo(a.x + 1)
    expect(findElement(d, 'front', a.id)!.y).toBeCloseTo(a.y - 10)
    d = updateElement(d, 'front', a.id, { locked: true })
    expect(nudge(d, 'front', a.id, 1, 0)).toBe(d)
    const copy = cloneElement(findElement(d, 'front', a.id)!)
    expect(copy.id).not.toBe(a.id)
    expect(copy.locked).toBe(false)
    expect(copy.x).toBeCloseTo(a.x + 4)
  })
})
