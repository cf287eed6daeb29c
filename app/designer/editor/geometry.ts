/**
 * The editor's own geometry: resize and rotation handles, and the view (zoom and pan) between
 * page millimetres and screen pixels. The shared element geometry is in ../geometry.ts.
 */
import { centerOf, normalizeRotation, RAD, rotatePoint, type Box, type Point } from '../geometry.ts'

export * from '../geometry.ts'

export type Handle = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w'
export const HANDLES: Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w']

/** The handle's position in the element's unrotated box, as fractions of width/height. */
export function handleFraction(h: Handle): Point {
  return {
    x: h.includes('w') ? 0 : h.includes('e') ? 1 : 0.5,
    y: h.startsWith('n') ? 0 : h.startsWith('s') ? 1 : 0.5,
  }
}

/** Where a resize handle sits on the page. */
export function handlePoint(b: Box, h: Handle): Point {
  const f = handleFraction(h)
  return rotatePoint({ x: b.x + f.x * b.width, y: b.y + f.y * b.height }, centerOf(b), b.rotation)
}

/** The rotation handle: `offset` mm above the top edge's middle, turned with the element. */
export function rotationHandlePoint(b: Box, offset: number): Point {
  return rotatePoint({ x: b.x + b.width / 2, y: b.y - offset }, centerOf(b), b.rotation)
}

export const MIN_SIZE_MM = 1

/**
 * Resizes by dragging a handle to `pointer`: the opposite handle stays put on the page, whatever
 * the rotation. `keepRatio` (Shift, or corner handles of images) keeps the aspect ratio.
 */
export function resizeBox(b: Box, handle: Handle, pointer: Point, keepRatio = false): Box {
  const c = centerOf(b)
  const f = handleFraction(handle)
  const anchorLocal = { x: b.x + (1 - f.x) * b.width, y: b.y + (1 - f.y) * b.height }
  const anchor = rotatePoint(anchorLocal, c, b.rotation)
  // The pointer in the element's own (unrotated) frame, relative to the anchor.
  const p = rotatePoint(pointer, anchor, -b.rotation)
  let width = b.width
  let height = b.height
  if (f.x !== 0.5) width = Math.max(MIN_SIZE_MM, f.x === 1 ? p.x - anchor.x : anchor.x - p.x)
  if (f.y !== 0.5) height = Math.max(MIN_SIZE_MM, f.y === 1 ? p.y - anchor.y : anchor.y - p.y)
  if (keepRatio && b.width > 0 && b.height > 0) {
    const ratio = b.width / b.height
    if (f.x === 0.5) width = height * ratio
    else if (f.y === 0.5) height = width / ratio
    else if (width / b.width > height / b.height) height = width / ratio
    else width = height * ratio
  }
  // The anchor keeps its place: the new centre is half the new size away from it, turned.
  const toCenter = rotatePoint(
    { x: (f.x - 0.5) * width, y: (f.y - 0.5) * height },
    { x: 0, y: 0 },
    b.rotation,
  )
  const nc = { x: anchor.x + toCenter.x, y: anchor.y + toCenter.y }
  return { x: nc.x - width / 2, y: nc.y - height / 2, width, height, rotation: b.rotation }
}

/** Rotation for the rotation handle dragged to `pointer`; `step` snaps (e.g. 15° with Shift). */
export function rotationTo(b: Box, pointer: Point, step = 0): number {
  const c = centerOf(b)
  let deg = Math.atan2(pointer.y - c.y, pointer.x - c.x) / RAD + 90
  if (step) deg = Math.round(deg / step) * step
  return normalizeRotation(deg)
}

/** The view: `scale` CSS px per mm and the screen position of the trim's top-left corner. */
export interface View {
  scale: number
  offsetX: number
  offsetY: number
}

export const toScreen = (v: View, p: Point): Point => ({
  x: v.offsetX + p.x * v.scale,
  y: v.offsetY + p.y * v.scale,
})
export const toPage = (v: View, p: Point): Point => ({
  x: (p.x - v.offsetX) / v.scale,
  y: (p.y - v.offsetY) / v.scale,
})

/** Fits the bleed box into a canvas of `w`×`h` CSS px with `padding` px around it. */
export function fitView(
  w: number,
  h: number,
  page: { trimWidthMm: number; trimHeightMm: number; bleedMm: number },
  padding = 24,
): View {
  const fullW = page.trimWidthMm + 2 * page.bleedMm
  const fullH = page.trimHeightMm + 2 * page.bleedMm
  const scale = Math.max(0.05, Math.min((w - 2 * padding) / fullW, (h - 2 * padding) / fullH))
  return {
    scale,
    offsetX: (w - page.trimWidthMm * scale) / 2,
    offsetY: (h - page.trimHeightMm * scale) / 2,
  }
}

export const MIN_ZOOM = 0.2
export const MAX_ZOOM = 80

/** Zooms by `factor` keeping the screen point `at` still. */
export function zoomAt(v: View, factor: number, at: Point): View {
  const scale = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, v.scale * factor))
  const k = scale / v.scale
  return { scale, offsetX: at.x - (at.x - v.offsetX) * k, offsetY: at.y - (at.y - v.offsetY) * k }
}
