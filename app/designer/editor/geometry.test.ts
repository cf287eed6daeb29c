import { describe, expect, test } from 'vitest'
import {
  fitView,
  handlePoint,
  normalizeRotation,
  resizeBox,
  rotationTo,
  toPage,
  toScreen,
  zoomAt,
} from './geometry.ts'

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6)

describe('editor geometry', () => {
  test('resizing by a corner keeps the opposite corner in place', () => {
    const box = { x: 10, y: 10, width: 20, height: 10, rotation: 0 }
    const r = resizeBox(box, 'se', { x: 40, y: 30 })
    expect(r).toEqual({ x: 10, y: 10, width: 30, height: 20, rotation: 0 })
    const l = resizeBox(box, 'nw', { x: 5, y: 0 })
    expect(l).toEqual({ x: 5, y: 0, width: 25, height: 20, rotation: 0 })
  })

  test('resizing a rotated box keeps the anchor handle on the page', () => {
    const box = { x: 10, y: 10, width: 20, height: 10, rotation: 30 }
    const anchorBefore = handlePoint(box, 'nw')
    const r = resizeBox(box, 'se', { x: 45, y: 40 })
    const anchorAfter = handlePoint(r, 'nw')
    close(anchorAfter.x, anchorBefore.x)
    close(anchorAfter.y, anchorBefore.y)
    // An edge handle changes one dimension only.
    const wBefore = handlePoint(box, 'w')
    const a = (30 * Math.PI) / 180
    const e = resizeBox(box, 'e', {
      x: wBefore.x + 30 * Math.cos(a),
      y: wBefore.y + 30 * Math.sin(a),
    })
    close(e.width, 30)
    close(e.height, 10)
    const w = handlePoint(e, 'w')
    close(w.x, wBefore.x)
    close(w.y, wBefore.y)
  })

  test('keeping the ratio and a minimum size', () => {
    const box = { x: 0, y: 0, width: 20, height: 10, rotation: 0 }
    const r = resizeBox(box, 'se', { x: 40, y: 12 }, true)
    close(r.width, 40)
    close(r.height, 20)
    const tiny = resizeBox(box, 'se', { x: -50, y: -50 })
    expect(tiny.width).toBe(1)
    expect(tiny.height).toBe(1)
  })

  test('rotation handle angles, snapped and normalised', () => {
    const box = { x: 0, y: 0, width: 10, height: 10, rotation: 0 }
    close(rotationTo(box, { x: 5, y: -20 }), 0)
    close(rotationTo(box, { x: 30, y: 5 }), 90)
    close(rotationTo(box, { x: 5, y: 30 }), 180)
    close(rotationTo(box, { x: -30, y: 5 }), -90)
    close(rotationTo(box, { x: 25, y: -14 }, 15), 45)
    expect(normalizeRotation(370)).toBe(10)
    expect(normalizeRotation(-190)).toBe(170)
  })

  test('view: fit, screen/page conversion and zoom about a point', () => {
    const v = fitView(400, 300, { trimWidthMm: 90, trimHeightMm: 50, bleedMm: 3 }, 20)
    close(v.scale, 360 / 96)
    const tl = toScreen(v, { x: 0, y: 0 })
    const br = toScreen(v, { x: 90, y: 50 })
    close((tl.x + br.x) / 2, 200)
    close((tl.y + br.y) / 2, 150)
    const p = toPage(v, { x: 123, y: 77 })
    const z = zoomAt(v, 2, { x: 123, y: 77 })
    close(z.scale, v.scale * 2)
    const q = toPage(z, { x: 123, y: 77 })
    close(q.x, p.x)
    close(q.y, p.y)
  })
})
