import { describe, expect, test } from 'vitest'
import {
  boundsOf,
  clampCrop,
  containsPoint,
  fitView,
  handlePoint,
  imageClip,
  imagePlacement,
  normalizeRotation,
  resizeBox,
  rotationTo,
  toPage,
  toScreen,
  zoomAt,
} from './geometry.ts'

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6)

describe('geometry', () => {
  test('bounds and hit tests follow rotation', () => {
    const box = { x: 0, y: 0, width: 20, height: 10, rotation: 90 }
    const r = boundsOf(box)
    close(r.x, 5)
    close(r.y, -5)
    close(r.width, 10)
    close(r.height, 20)
    expect(containsPoint(box, { x: 10, y: -4 })).toBe(true)
    expect(containsPoint(box, { x: 1, y: 5 })).toBe(false)
    expect(containsPoint(box, { x: 4.5, y: 0 }, 1)).toBe(true)
  })

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

  test('image placement: fill covers the frame, fit shows it all', () => {
    const base = {
      width: 50,
      height: 50,
      naturalWidth: 200,
      naturalHeight: 100,
      crop: { x: 0, y: 0, width: 1, height: 1 },
    }
    const fill = imagePlacement({ ...base, fit: 'fill' })
    close(fill.visible.height, 50)
    close(fill.visible.width, 100)
    close(fill.visible.x, -25)
    const fit = imagePlacement({ ...base, fit: 'fit' })
    close(fit.visible.width, 50)
    close(fit.visible.height, 25)
    close(fit.visible.y, 12.5)
    // A crop of the right half: the whole image is drawn shifted left by half its width.
    const crop = imagePlacement({
      ...base,
      fit: 'fit',
      crop: { x: 0.5, y: 0, width: 0.5, height: 1 },
    })
    close(crop.visible.width, 50)
    close(crop.image.x, -50)
    close(crop.image.width, 100)
    // What is drawn: fill is cut to the frame; fit with a crop shows only the crop, not the
    // uncropped image in the frame's empty bands.
    expect(imageClip({ ...base, fit: 'fill' })).toEqual({ x: 0, y: 0, width: 50, height: 50 })
    const cropClip = imageClip({
      ...base,
      fit: 'fit',
      crop: { x: 0.5, y: 0, width: 0.5, height: 1 },
    })
    close(cropClip.x, 0)
    close(cropClip.width, 50)
    close(cropClip.y, 0)
    close(cropClip.height, 50)
    const fitClip = imageClip({ ...base, fit: 'fit' })
    close(fitClip.y, 12.5)
    close(fitClip.height, 25)
    expect(clampCrop({ x: 0.9, y: -1, width: 0.5, height: 2 })).toEqual({
      x: 0.5,
      y: 0,
      width: 0.5,
      height: 1,
    })
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
