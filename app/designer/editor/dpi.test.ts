import { describe, expect, test } from 'vitest'
import { dpiWarning } from './dpi.ts'

// 25.4 mm = 1 inch: an image N px wide placed 25.4 mm wide is N DPI.
const placed = (px: number, crop = { x: 0, y: 0, width: 1, height: 1 }) => ({
  width: 25.4,
  height: 25.4,
  naturalWidth: px,
  naturalHeight: px,
  crop,
})

describe('resolution warnings', () => {
  test('none at 300 DPI and above', () => {
    expect(dpiWarning(placed(300))).toBeNull()
    expect(dpiWarning(placed(1200))).toBeNull()
  })

  test('a warning below 300, a stronger one below 150', () => {
    expect(dpiWarning(placed(299))).toMatchObject({ level: 'low', dpi: 299 })
    expect(dpiWarning(placed(150))).toMatchObject({ level: 'low', dpi: 150 })
    expect(dpiWarning(placed(149))).toMatchObject({ level: 'very-low', dpi: 149 })
    expect(dpiWarning(placed(149))!.text).toMatch(/^Very low resolution: 149 DPI/)
  })

  test('cropping keeps fewer pixels, so the resolution drops', () => {
    expect(dpiWarning(placed(400, { x: 0, y: 0, width: 0.5, height: 0.5 }))).toMatchObject({
      level: 'low',
      dpi: 200,
    })
  })
})
