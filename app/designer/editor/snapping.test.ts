import { describe, expect, test } from 'vitest'
import type { DesignSide } from '../document.ts'
import { snapRect, snapTargets, snapValue } from './snapping.ts'

const doc = { trimWidthMm: 90, trimHeightMm: 50, safeMarginMm: 4, bleedMm: 3 }
const side: DesignSide = {
  id: 'front',
  name: 'Front',
  background: '#ffffff',
  folds: [],
  zones: [],
  elements: [
    {
      id: 'a',
      type: 'shape',
      shape: 'rectangle',
      x: 60,
      y: 30,
      width: 10,
      height: 10,
      rotation: 0,
      opacity: 1,
      locked: false,
      hidden: false,
      radiusMm: 0,
      fill: '#000000',
      stroke: 'none',
      strokeWidthMm: 0,
    },
  ],
}

describe('snapping', () => {
  test('targets: trim edges, safe area, centre lines and other elements', () => {
    const t = snapTargets(doc, side, null)
    expect(t.xs).toEqual(expect.arrayContaining([0, 90, 45, 4, 86, 60, 65, 70]))
    expect(t.ys).toEqual(expect.arrayContaining([0, 50, 25, 4, 46, 30, 35, 40]))
    expect(snapTargets(doc, side, 'a').xs).not.toContain(65)
  })

  test('a box near the safe line and the centre snaps to them', () => {
    const t = snapTargets(doc, side, 'a')
    const r = snapRect({ x: 4.6, y: 19.5, width: 20, height: 10 }, t, 1)
    expect(r.dx).toBeCloseTo(-0.6)
    expect(r.dy).toBeCloseTo(0.5) // centre 24.5 -> 25
    expect(r.guides).toEqual([{ x: 4 }, { y: 25 }])
  })

  test('the nearest target wins; nothing within the threshold means no snap', () => {
    const t = snapTargets(doc, side, null)
    expect(snapRect({ x: 20, y: 12, width: 5, height: 5 }, t, 1)).toEqual({
      dx: 0,
      dy: 0,
      guides: [],
    })
    expect(snapValue(59.7, t.xs, 1)).toEqual({ value: 60, guide: 60 })
    expect(snapValue(52, t.xs, 1)).toEqual({ value: 52, guide: null })
  })
})
