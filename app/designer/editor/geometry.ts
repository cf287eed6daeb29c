/**
 * Geometry of elements in millimetres (trim top-left is 0,0; y grows downwards; rotation is
 * clockwise degrees about the element's centre). Pure: the canvas, the hit tests and the tests use it.
 */
import type { ImageElement } from '../document.ts'

export interface Point {
  x: number
  y: number
}
export interface Box {
  x: number
  y: number
  width: number
  height: number
  rotation: number
}
export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export type Handle = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w'
export const HANDLES: Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w']

const RAD = Math.PI / 180

export const centerOf = (b: Rect): Point => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 })

export function rotatePoint(p: Point, c: Point, degrees: number): Point {
  if (!degrees) return { ...p }
  const a = degrees * RAD
  const cos = Math.cos(a)
  const sin = Math.sin(a)
  const dx = p.x - c.x
  const dy = p.y - c.y
  return { x: c.x + dx * cos - dy * sin, y: c.y + dx * sin + dy * cos }
}

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

export function corners(b: Box): Point[] {
  const c = centerOf(b)
  return [
    { x: b.x, y: b.y },
    { x: b.x + b.width, y: b.y },
    { x: b.x + b.width, y: b.y + b.height },
    { x: b.x, y: b.y + b.height },
  ].map((p) => rotatePoint(p, c, b.rotation))
}

/** Axis-aligned bounds of a (possibly rotated) box. */
export function boundsOf(b: Box): Rect {
  const pts = corners(b)
  const xs = pts.map((p) => p.x)
  const ys = pts.map((p) => p.y)
  const x = Math.min(...xs)
  const y = Math.min(...ys)
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y }
}

/** Is a page point inside the rotated box (grown by `tolerance` mm, so thin lines can be picked)? */
export function containsPoint(b: Box, p: Point, tolerance = 0): boolean {
  const local = rotatePoint(p, centerOf(b), -b.rotation)
  return (
    local.x >= b.x - tolerance &&
    local.x <= b.x + b.width + tolerance &&
    local.y >= b.y - tolerance &&
    local.y <= b.y + b.height + tolerance
  )
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

/** Degrees in (-180, 180], rounded to a tenth. */
export function normalizeRotation(deg: number): number {
  let d = ((deg % 360) + 360) % 360
  if (d > 180) d -= 360
  return Math.round(d * 10) / 10
}

/** Millimetres as shown and stored: a hundredth of a millimetre is plenty. */
export const roundMm = (mm: number) => Math.round(mm * 100) / 100

/**
 * Where an image's cropped part is drawn inside its frame, in the frame's own coordinates:
 * `fill` covers the frame (the overflow is clipped), `fit` shows all of it, centred.
 * Also returns the whole image's rectangle, so a renderer can place the bitmap and clip.
 */
export function imagePlacement(
  el: Pick<ImageElement, 'width' | 'height' | 'naturalWidth' | 'naturalHeight' | 'fit' | 'crop'>,
) {
  const cropW = el.naturalWidth * el.crop.width
  const cropH = el.naturalHeight * el.crop.height
  const sx = el.width / cropW
  const sy = el.height / cropH
  const scale = el.fit === 'fit' ? Math.min(sx, sy) : Math.max(sx, sy)
  const visible = {
    x: (el.width - cropW * scale) / 2,
    y: (el.height - cropH * scale) / 2,
    width: cropW * scale,
    height: cropH * scale,
  }
  const image = {
    x: visible.x - el.naturalWidth * el.crop.x * scale,
    y: visible.y - el.naturalHeight * el.crop.y * scale,
    width: el.naturalWidth * scale,
    height: el.naturalHeight * scale,
  }
  return { visible, image, scale }
}

/**
 * The part of the frame an image actually covers (frame coordinates): its cropped part, cut to the
 * frame. Renderers clip to this, so `fill` never spills out of the frame and `fit` never shows the
 * image beyond its crop in the empty bands.
 */
export function imageClip(
  el: Pick<ImageElement, 'width' | 'height' | 'naturalWidth' | 'naturalHeight' | 'fit' | 'crop'>,
) {
  const { visible } = imagePlacement(el)
  const x = Math.max(0, visible.x)
  const y = Math.max(0, visible.y)
  return {
    x,
    y,
    width: Math.min(el.width, visible.x + visible.width) - x,
    height: Math.min(el.height, visible.y + visible.height) - y,
  }
}

/** A crop rectangle kept inside the image. */
export function clampCrop(crop: { x: number; y: number; width: number; height: number }) {
  const width = Math.min(1, Math.max(0.01, crop.width))
  const height = Math.min(1, Math.max(0.01, crop.height))
  return {
    x: Math.min(1 - width, Math.max(0, crop.x)),
    y: Math.min(1 - height, Math.max(0, crop.y)),
    width,
    height,
  }
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
