import { describe, expect, test } from 'vitest'
import { boundsOf, clampCrop, containsPoint, imageClip, imagePlacement } from './geometry.ts'

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
})
