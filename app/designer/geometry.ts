/**
 * Geometry of elements in millimetres (trim top-left is 0,0; y grows downwards; rotation is
 * clockwise degrees about the element's centre). Pure and shared: the editor's canvas and hit
 * tests, the server's PDF renderer and the tests use it.
 */
import type { ImageElement } from './document.ts'

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

export const RAD = Math.PI / 180

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
