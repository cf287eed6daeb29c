import { describe, expect, test } from 'vitest'
import { designDocumentSchema, type DesignDocument } from '../document.ts'
import { documentInput, whiteSide } from '../test-fixtures.ts'
import {
  addElement,
  alignElements,
  cloneElement,
  distributeElements,
  fillCrop,
  fillFrame,
  moveElements,
  setGroup,
  withGroup,
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

describe('frames, selections and alignment', () => {
  const doc2 = designDocumentSchema.parse(
    documentInput([
      { id: 'f', type: 'frame', x: 10, y: 10, width: 40, height: 20 },
      {
        id: 'a',
        type: 'shape',
        shape: 'rectangle',
        x: 5,
        y: 5,
        width: 10,
        height: 10,
        fill: '#000000',
        stroke: 'none',
      },
      {
        id: 'b',
        type: 'shape',
        shape: 'rectangle',
        x: 30,
        y: 20,
        width: 10,
        height: 6,
        fill: '#000000',
        stroke: 'none',
      },
      {
        id: 'c',
        type: 'shape',
        shape: 'rectangle',
        x: 70,
        y: 30,
        width: 4,
        height: 4,
        fill: '#000000',
        stroke: 'none',
      },
    ]),
  )

  test('a photo fills a frame: same box, cropped to its proportions', () => {
    const { doc: next, id } = fillFrame(doc2, 'front', 'f', {
      id: 'up1',
      width: 4000,
      height: 1000,
    })
    const img = next.sides[0]!.elements.find((e) => e.id === id)!
    expect(img).toMatchObject({ type: 'image', x: 10, y: 10, width: 40, height: 20, fit: 'fill' })
    if (img.type !== 'image') throw new Error('not an image')
    // 4:1 photo in a 2:1 frame: half its width shows, centred.
    expect(img.crop).toEqual({ x: 0.25, y: 0, width: 0.5, height: 1 })
    expect(next.sides[0]!.elements.some((e) => e.type === 'frame')).toBe(false)
    expect(fillCrop({ width: 10, height: 20 }, { width: 100, height: 100 })).toEqual({
      x: 0.25,
      y: 0,
      width: 0.5,
      height: 1,
    })
  })

  test('align left to each other, to the page and to the safe area', () => {
    const each = alignElements(doc2, 'front', ['a', 'b', 'c'], 'left', 'selection')
    expect(each.sides[0]!.elements.filter((e) => e.id !== 'f').map((e) => e.x)).toEqual([5, 5, 5])
    const page = alignElements(doc2, 'front', ['c'], 'right', 'page')
    expect(page.sides[0]!.elements.find((e) => e.id === 'c')!.x).toBe(89 - 4)
    const safe = alignElements(doc2, 'front', ['a'], 'top', 'safe')
    expect(safe.sides[0]!.elements.find((e) => e.id === 'a')!.y).toBe(4)
  })

  test('distribute three across their span: equal gaps', () => {
    const spread = distributeElements(doc2, 'front', ['a', 'b', 'c'], 'horizontal', 'selection')
    const [a, b, c] = ['a', 'b', 'c'].map((id) =>
      spread.sides[0]!.elements.find((e) => e.id === id)!,
    )
    expect(b!.x - (a!.x + a!.width)).toBeCloseTo(c!.x - (b!.x + b!.width), 1)
    expect(a!.x).toBe(5)
    expect(c!.x).toBe(70)
  })

  test('a group selects, moves and aligns as one', () => {
    const grouped = setGroup(doc2, 'front', ['a', 'b'], true)
    const side = grouped.sides[0]!
    expect(withGroup(side, 'a')).toEqual(['a', 'b'])
    const moved = moveElements(grouped, 'front', withGroup(side, 'a'), 2, 3)
    expect(moved.sides[0]!.elements.find((e) => e.id === 'b')).toMatchObject({ x: 32, y: 23 })
    // Aligned to the page, the group keeps its inner layout.
    const left = alignElements(grouped, 'front', ['a', 'b'], 'left', 'page')
    const [a, b] = ['a', 'b'].map((id) => left.sides[0]!.elements.find((e) => e.id === id)!)
    expect(a!.x).toBe(0)
    expect(b!.x - a!.x).toBe(25)
    const ungrouped = setGroup(grouped, 'front', ['a', 'b'], false)
    expect(withGroup(ungrouped.sides[0]!, 'a')).toEqual(['a'])
  })
})
