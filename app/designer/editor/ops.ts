/**
 * Pure edits of a design document. Each returns a new document (never mutates), so the history
 * can keep every version and React can compare by reference.
 */
import type {
  DesignDocument,
  DesignElement,
  DesignSide,
  ImageElement,
  QrElement,
  ShapeElement,
  TextElement,
} from '../document.ts'
import { roundMm } from './geometry.ts'

export type ElementPatch = Partial<Omit<DesignElement, 'id' | 'type'>> & Record<string, unknown>

export function newId(prefix = 'el') {
  const rand = Math.random().toString(36).slice(2, 10)
  return `${prefix}-${Date.now().toString(36)}${rand}`
}

export const findSide = (doc: DesignDocument, sideId: string) =>
  doc.sides.find((s) => s.id === sideId)

export function findElement(doc: DesignDocument, sideId: string, id: string | null) {
  if (!id) return undefined
  return findSide(doc, sideId)?.elements.find((e) => e.id === id)
}

function mapSide(doc: DesignDocument, sideId: string, fn: (s: DesignSide) => DesignSide) {
  let changed = false
  const sides = doc.sides.map((s) => {
    if (s.id !== sideId) return s
    const next = fn(s)
    if (next !== s) changed = true
    return next
  })
  return changed ? { ...doc, sides } : doc
}

export function updateElement(
  doc: DesignDocument,
  sideId: string,
  id: string,
  patch: ElementPatch,
): DesignDocument {
  return mapSide(doc, sideId, (s) => {
    const i = s.elements.findIndex((e) => e.id === id)
    if (i < 0) return s
    const el = s.elements[i]!
    if (Object.entries(patch).every(([k, v]) => (el as Record<string, unknown>)[k] === v)) return s
    const elements = [...s.elements]
    elements[i] = { ...el, ...patch } as DesignElement
    return { ...s, elements }
  })
}

export function addElement(doc: DesignDocument, sideId: string, el: DesignElement) {
  return mapSide(doc, sideId, (s) => ({ ...s, elements: [...s.elements, el] }))
}

export function removeElement(doc: DesignDocument, sideId: string, id: string) {
  return mapSide(doc, sideId, (s) =>
    s.elements.some((e) => e.id === id)
      ? { ...s, elements: s.elements.filter((e) => e.id !== id) }
      : s,
  )
}

/** z-order: `up` brings it one step towards the front (later in the list). */
export function moveLayer(
  doc: DesignDocument,
  sideId: string,
  id: string,
  direction: 'up' | 'down',
) {
  return mapSide(doc, sideId, (s) => {
    const i = s.elements.findIndex((e) => e.id === id)
    const j = direction === 'up' ? i + 1 : i - 1
    if (i < 0 || j < 0 || j >= s.elements.length) return s
    const elements = [...s.elements]
    ;[elements[i], elements[j]] = [elements[j]!, elements[i]!]
    return { ...s, elements }
  })
}

export function setBackground(doc: DesignDocument, sideId: string, background: string) {
  return mapSide(doc, sideId, (s) => (s.background === background ? s : { ...s, background }))
}

/** Moves an element by dx/dy mm (arrow keys); locked elements stay. */
export function nudge(doc: DesignDocument, sideId: string, id: string, dx: number, dy: number) {
  const el = findElement(doc, sideId, id)
  if (!el || el.locked) return doc
  return updateElement(doc, sideId, id, { x: roundMm(el.x + dx), y: roundMm(el.y + dy) })
}

/** A copy with a new id, offset so it is visible over the original. */
export function cloneElement(el: DesignElement, offset = 3): DesignElement {
  return {
    ...el,
    id: newId(el.type),
    x: roundMm(el.x + offset),
    y: roundMm(el.y + offset),
    locked: false,
  }
}

const common = { rotation: 0, opacity: 1, locked: false, hidden: false }

/** A box of `w`×`h` centred on the trim. */
function centred(doc: DesignDocument, w: number, h: number) {
  return {
    x: roundMm((doc.trimWidthMm - w) / 2),
    y: roundMm((doc.trimHeightMm - h) / 2),
    width: roundMm(w),
    height: roundMm(h),
  }
}

const minSide = (doc: DesignDocument) => Math.min(doc.trimWidthMm, doc.trimHeightMm)

export function newText(doc: DesignDocument): TextElement {
  const size = Math.max(8, Math.min(48, Math.round(minSide(doc) / 5)))
  const box = centred(doc, Math.max(10, doc.trimWidthMm - 2 * doc.safeMarginMm), size * 0.5)
  return {
    ...common,
    ...box,
    id: newId('text'),
    type: 'text',
    text: 'Your text',
    fontFamily: 'Inter',
    fontWeight: 400,
    italic: false,
    fontSizePt: size,
    color: '#16161d',
    align: 'center',
    lineHeight: 1.2,
  }
}

export type ShapeKind = ShapeElement['shape']

export function newShape(doc: DesignDocument, shape: ShapeKind): ShapeElement {
  const s = minSide(doc) / 3
  const box = shape === 'line' ? centred(doc, s * 1.5, 2) : centred(doc, s, s)
  return {
    ...common,
    ...box,
    id: newId(shape === 'line' ? 'line' : 'shape'),
    type: 'shape',
    shape,
    radiusMm: shape === 'rounded-rectangle' ? roundMm(s / 6) : 0,
    fill: shape === 'line' ? 'none' : '#2f6fde',
    stroke: shape === 'line' ? '#16161d' : 'none',
    strokeWidthMm: shape === 'line' ? 0.5 : 0,
  }
}

export function newQr(doc: DesignDocument): QrElement {
  const s = Math.max(12, minSide(doc) / 3)
  return {
    ...common,
    ...centred(doc, s, s),
    id: newId('qr'),
    type: 'qr',
    value: 'https://example.com',
    color: '#000000',
    background: '#ffffff',
  }
}

/** An uploaded image placed at most half the trim's size, with its own aspect ratio. */
export function newImage(
  doc: DesignDocument,
  upload: { id: string; width: number; height: number },
): ImageElement {
  const maxW = doc.trimWidthMm / 2
  const maxH = doc.trimHeightMm / 2
  const k = Math.min(maxW / upload.width, maxH / upload.height)
  return {
    ...common,
    ...centred(doc, upload.width * k, upload.height * k),
    id: newId('img'),
    type: 'image',
    uploadId: upload.id,
    naturalWidth: upload.width,
    naturalHeight: upload.height,
    fit: 'fill',
    crop: { x: 0, y: 0, width: 1, height: 1 },
  }
}

/** A short name for the layers list. */
export function elementLabel(el: DesignElement): string {
  if (el.name) return el.name
  switch (el.type) {
    case 'text': {
      const t = el.text.trim().split('\n')[0] ?? ''
      return t ? `Text: ${t.length > 24 ? `${t.slice(0, 24)}…` : t}` : 'Text (empty)'
    }
    case 'image':
      return 'Image'
    case 'qr':
      return 'QR code'
    case 'shape':
      return {
        rectangle: 'Rectangle',
        'rounded-rectangle': 'Rounded rectangle',
        ellipse: 'Ellipse',
        line: 'Line',
      }[el.shape]
  }
}
