/**
 * What the pointer is on, for the canvas's gestures: a selection handle (the eight resize handles
 * and the rotation knob, with a larger target for a finger than for a mouse), the front-most
 * element under a point, the box around several elements, and what a drag-selection band touches.
 * Pure functions of the view and the document; the screen point is read off the canvas element.
 */
import { type DesignDocument, type DesignElement, type DesignSide } from '../document.ts'
import {
  boundsOf,
  containsPoint,
  HANDLES,
  handlePoint,
  rotationHandlePoint,
  toScreen,
  type Box,
  type Handle,
  type Point,
  type View,
} from './geometry.ts'
import { withGroup } from './ops.ts'
import { ROTATE_OFFSET_PX } from './render.ts'

/** Hit radius of handles, CSS px: a 24 px target with a mouse, 44 px with a finger. */
export const hitRadius = (pointerType: string) => (pointerType === 'mouse' ? 12 : 22)

/** A pointer or mouse event's position in the canvas, CSS px from its top-left corner. */
export function screenPoint(canvas: Element, e: { clientX: number; clientY: number }): Point {
  const r = canvas.getBoundingClientRect()
  return { x: e.clientX - r.left, y: e.clientY - r.top }
}

/** The handle of `el` within `radius` screen px of `s` (the nearest), or the rotation knob. */
export function hitHandle(
  view: View,
  el: DesignElement,
  s: Point,
  radius: number,
): Handle | 'rotate' | null {
  const rot = toScreen(view, rotationHandlePoint(el, ROTATE_OFFSET_PX / view.scale))
  if (Math.hypot(rot.x - s.x, rot.y - s.y) <= radius) return 'rotate'
  let best: { h: Handle; d: number } | null = null
  for (const h of HANDLES) {
    const p = toScreen(view, handlePoint(el, h))
    const d = Math.hypot(p.x - s.x, p.y - s.y)
    if (d <= radius && (!best || d < best.d)) best = { h, d }
  }
  return best?.h ?? null
}

/** The front-most visible element of the side under a page point (mm). */
export function hitElement(side: DesignSide, pt: Point, tolerance: number): DesignElement | null {
  for (let i = side.elements.length - 1; i >= 0; i--) {
    const el = side.elements[i]!
    if (el.hidden) continue
    if (containsPoint(el, pt, tolerance)) return el
  }
  return null
}

/** The unrotated box around the elements `ids` of side `sideId` in document `from`. */
export function unionBounds(from: DesignDocument, sideId: string, ids: readonly string[]): Box {
  const boxes = (from.sides.find((s) => s.id === sideId)?.elements ?? [])
    .filter((e) => ids.includes(e.id))
    .map((e) => boundsOf(e))
  const x = Math.min(...boxes.map((b) => b.x))
  const y = Math.min(...boxes.map((b) => b.y))
  return {
    x,
    y,
    width: Math.max(...boxes.map((b) => b.x + b.width)) - x,
    height: Math.max(...boxes.map((b) => b.y + b.height)) - y,
    rotation: 0,
  }
}

/** Everything a drag-selection band touches (a group comes whole). */
export function touchedByBand(side: DesignSide, band: Box): string[] {
  const touched = side.elements.filter((el) => {
    if (el.hidden) return false
    const b = boundsOf(el)
    return (
      b.x < band.x + band.width &&
      b.x + b.width > band.x &&
      b.y < band.y + band.height &&
      b.y + b.height > band.y
    )
  })
  return [...new Set(touched.flatMap((el) => withGroup(side, el.id)))]
}
