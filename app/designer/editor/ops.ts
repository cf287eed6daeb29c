/**
 * Pure edits of a design document. Each returns a new document (never mutates), so the history
 * can keep every version and React can compare by reference.
 */
import { sideGeometry } from '../model.ts'
import {
  type DesignDocument,
  type DesignElement,
  type DesignSide,
  type ImageElement,
  type QrElement,
  type ShapeElement,
  type TextElement,
} from '../document.ts'
import { boundsOf, roundMm } from './geometry.ts'

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
    case 'frame':
      return `Photo frame: ${el.label}`
  }
}

/** The crop that makes an image of `natural` size exactly fill a frame of `frame` size (centred). */
export function fillCrop(
  frame: { width: number; height: number },
  natural: { width: number; height: number },
) {
  const frameRatio = frame.width / Math.max(0.01, frame.height)
  const imageRatio = natural.width / natural.height
  if (imageRatio > frameRatio) {
    const width = frameRatio / imageRatio
    return { x: (1 - width) / 2, y: 0, width, height: 1 }
  }
  const height = imageRatio / frameRatio
  return { x: 0, y: (1 - height) / 2, width: 1, height }
}

/**
 * A photo frame (or an image) filled with an upload: the image takes the frame's place, box and
 * rotation, cropped to fill it. Returns the document and the new image's id.
 */
export function fillFrame(
  doc: DesignDocument,
  sideId: string,
  frameId: string,
  upload: { id: string; width: number; height: number },
) {
  const frame = findElement(doc, sideId, frameId)
  if (!frame) return { doc, id: null }
  const image: ImageElement = {
    id: newId('img'),
    type: 'image',
    name: frame.type === 'frame' ? undefined : frame.name,
    x: frame.x,
    y: frame.y,
    width: frame.width,
    height: frame.height,
    rotation: frame.rotation,
    opacity: frame.type === 'frame' ? 1 : frame.opacity,
    locked: false,
    hidden: false,
    ...(frame.groupId ? { groupId: frame.groupId } : {}),
    uploadId: upload.id,
    naturalWidth: upload.width,
    naturalHeight: upload.height,
    fit: 'fill',
    crop: fillCrop(frame, { width: upload.width, height: upload.height }),
  }
  const next = mapSide(doc, sideId, (s) => ({
    ...s,
    elements: s.elements.map((e) => (e.id === frameId ? image : e)),
  }))
  return { doc: next, id: image.id }
}

/** The ids a click on `id` selects: the element, or its whole group. */
export function withGroup(side: DesignSide, id: string): string[] {
  const el = side.elements.find((e) => e.id === id)
  if (!el?.groupId) return [id]
  return side.elements.filter((e) => e.groupId === el.groupId).map((e) => e.id)
}

/** Moves several elements by dx/dy mm (locked ones stay). */
export function moveElements(
  doc: DesignDocument,
  sideId: string,
  ids: readonly string[],
  dx: number,
  dy: number,
) {
  const set = new Set(ids)
  return mapSide(doc, sideId, (s) => ({
    ...s,
    elements: s.elements.map((e) =>
      set.has(e.id) && !e.locked ? { ...e, x: roundMm(e.x + dx), y: roundMm(e.y + dy) } : e,
    ),
  }))
}

export function removeElements(doc: DesignDocument, sideId: string, ids: readonly string[]) {
  const set = new Set(ids)
  return mapSide(doc, sideId, (s) =>
    s.elements.some((e) => set.has(e.id) && !e.locked)
      ? { ...s, elements: s.elements.filter((e) => !set.has(e.id) || e.locked) }
      : s,
  )
}

/** Puts the elements in one group (a new id), or takes them out of theirs. */
export function setGroup(
  doc: DesignDocument,
  sideId: string,
  ids: readonly string[],
  group: boolean,
) {
  const set = new Set(ids)
  const groupId = group ? newId('group') : undefined
  return mapSide(doc, sideId, (s) => ({
    ...s,
    elements: s.elements.map((e) => {
      if (!set.has(e.id)) return e
      const { groupId: _old, ...rest } = e
      return (groupId ? { ...rest, groupId } : rest) as DesignElement
    }),
  }))
}

export type AlignEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom'
export type AlignTarget = 'page' | 'safe' | 'selection'

/** The rectangle elements are aligned to: the trim, the safe area, or the selection's bounds. */
export function alignFrame(
  doc: DesignDocument,
  side: DesignSide,
  ids: readonly string[],
  target: AlignTarget,
) {
  const g = sideGeometry(doc, side)
  if (target === 'page') return { x: 0, y: 0, width: g.trimWidthMm, height: g.trimHeightMm }
  if (target === 'safe') {
    const m = g.safeMarginMm
    return { x: m, y: m, width: g.trimWidthMm - 2 * m, height: g.trimHeightMm - 2 * m }
  }
  const boxes = side.elements.filter((e) => ids.includes(e.id)).map((e) => boundsOf(e))
  const x = Math.min(...boxes.map((b) => b.x))
  const y = Math.min(...boxes.map((b) => b.y))
  return {
    x,
    y,
    width: Math.max(...boxes.map((b) => b.x + b.width)) - x,
    height: Math.max(...boxes.map((b) => b.y + b.height)) - y,
  }
}

/**
 * Aligns the elements' edges or centres to the page, the safe area or each other. A group moves
 * as one block when aligned with other things.
 */
export function alignElements(
  doc: DesignDocument,
  sideId: string,
  ids: readonly string[],
  edge: AlignEdge,
  target: AlignTarget,
) {
  const side = findSide(doc, sideId)
  if (!side || !ids.length) return doc
  const frame = alignFrame(doc, side, ids, target)
  // Units: each group moves as one, each other element on its own.
  const units = new Map<string, DesignElement[]>()
  for (const el of side.elements) {
    if (!ids.includes(el.id) || el.locked) continue
    const key = el.groupId && target !== 'selection' ? el.groupId : (el.groupId ?? el.id)
    units.set(key, [...(units.get(key) ?? []), el])
  }
  const deltas = new Map<string, { dx: number; dy: number }>()
  for (const members of units.values()) {
    const b = unitBounds(members)
    let dx = 0
    let dy = 0
    if (edge === 'left') dx = frame.x - b.x
    else if (edge === 'center') dx = frame.x + frame.width / 2 - (b.x + b.width / 2)
    else if (edge === 'right') dx = frame.x + frame.width - (b.x + b.width)
    else if (edge === 'top') dy = frame.y - b.y
    else if (edge === 'middle') dy = frame.y + frame.height / 2 - (b.y + b.height / 2)
    else dy = frame.y + frame.height - (b.y + b.height)
    for (const m of members) deltas.set(m.id, { dx, dy })
  }
  return applyDeltas(doc, sideId, deltas)
}

function unitBounds(members: DesignElement[]) {
  const boxes = members.map((e) => boundsOf(e))
  const x = Math.min(...boxes.map((b) => b.x))
  const y = Math.min(...boxes.map((b) => b.y))
  return {
    x,
    y,
    width: Math.max(...boxes.map((b) => b.x + b.width)) - x,
    height: Math.max(...boxes.map((b) => b.y + b.height)) - y,
  }
}

function applyDeltas(
  doc: DesignDocument,
  sideId: string,
  deltas: Map<string, { dx: number; dy: number }>,
) {
  return mapSide(doc, sideId, (s) => {
    let changed = false
    const elements = s.elements.map((e) => {
      const d = deltas.get(e.id)
      if (!d || (Math.abs(d.dx) < 0.005 && Math.abs(d.dy) < 0.005)) return e
      changed = true
      return { ...e, x: roundMm(e.x + d.dx), y: roundMm(e.y + d.dy) }
    })
    return changed ? { ...s, elements } : s
  })
}

/**
 * Spreads three or more elements (or groups) evenly across the page, the safe area or their own
 * span: equal gaps between them, the outer ones at the edges (of the target) .
 */
export function distributeElements(
  doc: DesignDocument,
  sideId: string,
  ids: readonly string[],
  axis: 'horizontal' | 'vertical',
  target: AlignTarget,
) {
  const side = findSide(doc, sideId)
  if (!side) return doc
  const units = new Map<string, DesignElement[]>()
  for (const el of side.elements) {
    if (!ids.includes(el.id) || el.locked) continue
    const key = el.groupId ?? el.id
    units.set(key, [...(units.get(key) ?? []), el])
  }
  const list = [...units.values()].map((members) => ({ members, b: unitBounds(members) }))
  const minUnits = target === 'selection' ? 3 : 2
  if (list.length < minUnits) return doc
  const h = axis === 'horizontal'
  list.sort((a, b) => (h ? a.b.x - b.b.x : a.b.y - b.b.y))
  const frame = alignFrame(doc, side, ids, target)
  const start = h ? frame.x : frame.y
  const span = h ? frame.width : frame.height
  const total = list.reduce((sum, u) => sum + (h ? u.b.width : u.b.height), 0)
  const gap = (span - total) / (list.length - 1)
  const deltas = new Map<string, { dx: number; dy: number }>()
  let at = start
  for (const u of list) {
    const d = at - (h ? u.b.x : u.b.y)
    for (const m of u.members) deltas.set(m.id, h ? { dx: d, dy: 0 } : { dx: 0, dy: d })
    at += (h ? u.b.width : u.b.height) + gap
  }
  return applyDeltas(doc, sideId, deltas)
}
