import ClipperLib from 'clipper-lib'
import { describe, expect, test } from 'vitest'
import { BOX_STYLES } from './dielines.ts'
import { designDocumentSchema } from './document.ts'
import { catalogProduct, catalogTemplate } from './test-fixtures.ts'

const box = catalogProduct('food-packaging')
const styles = box.options.find((o) => o.key === 'style')!.values

/** The outline's area, and its pieces (a simple polygon is one piece: its own union). */
function polygon(points: { x: number; y: number }[]) {
  const path = points.map((p) => ({ X: Math.round(p.x * 10), Y: Math.round(p.y * 10) }))
  const clipper = new ClipperLib.Clipper()
  clipper.AddPath(path, ClipperLib.PolyType.ptSubject, true)
  const simple: (typeof path)[] = []
  clipper.Execute(
    ClipperLib.ClipType.ctUnion,
    simple,
    ClipperLib.PolyFillType.pftEvenOdd,
    ClipperLib.PolyFillType.pftEvenOdd,
  )
  // A simple outline is its own union: one piece of the same area.
  const area = Math.abs(ClipperLib.Clipper.Area(path)) / 100
  const same =
    simple.length === 1 && Math.abs(Math.abs(ClipperLib.Clipper.Area(simple[0]!)) / 100 - area) < 1
  return { area, pieces: same ? 1 : simple.length + 1 }
}

describe('dielines of boxes and folders (decision 064)', () => {
  test('every box style the catalog sells has its size as data, the same as its label says', () => {
    for (const v of styles) {
      const size = BOX_STYLES[v.key]
      expect(size, v.key).toBeDefined()
      expect(v.label).toContain(`(${size!.length} x ${size!.depth} x ${size!.height} mm)`)
    }
  })

  test.each(styles.map((v) => v.key))(
    '%s: one outline within the sheet, its panels the box',
    (style) => {
      const doc = catalogTemplate(box, { style })
      expect(designDocumentSchema.safeParse(doc).success).toBe(true)
      const side = doc.sides[0]!
      const { outline } = side.dieline!
      const { area, pieces } = polygon(outline)
      expect(pieces).toBe(1)
      for (const p of outline) {
        expect(p.x).toBeGreaterThanOrEqual(0)
        expect(p.x).toBeLessThanOrEqual(doc.trimWidthMm)
        expect(p.y).toBeGreaterThanOrEqual(0)
        expect(p.y).toBeLessThanOrEqual(doc.trimHeightMm)
      }
      // The board it takes: at least the box's six faces.
      const { length: L, depth: D, height: H } = BOX_STYLES[style]!
      expect(area).toBeGreaterThan(2 * (L * D + L * H + D * H))
      const lid = side.panels!.find((p) => p.label === 'Lid')!
      expect([lid.width, lid.height]).toEqual([L, D])
      expect(side.zones.filter((z) => z.kind === 'glue')).toHaveLength(4)
      // The brand is on the lid, upside down on the sheet so it reads from the front of the box.
      const brand = side.elements.find((e) => e.type === 'text' && e.fontWeight === 700)!
      expect(brand.rotation).toBe(180)
      expect(brand.y).toBeGreaterThanOrEqual(lid.y)
      expect(brand.y + brand.height).toBeLessThanOrEqual(lid.y + lid.height)
    },
  )

  test('a folder: one or two pockets, the card slot on the pocket, the inside mirrored', () => {
    const folder = catalogProduct('folder-maker')
    for (const pockets of ['one', 'two']) {
      const doc = catalogTemplate(folder, { pockets })
      const [front, back] = doc.sides
      expect(polygon(front!.dieline!.outline).pieces).toBe(1)
      expect(front!.dieline!.slits).toHaveLength(2)
      const folds = front!.folds.filter((f) => f.label === 'Pocket fold')
      expect(folds).toHaveLength(pockets === 'two' ? 2 : 1)
      // Each glue tab lands on the inside of a cover: as many landings as tabs.
      const tabs = front!.zones.filter((z) => z.kind === 'glue')
      expect(back!.zones.filter((z) => z.kind === 'glue')).toHaveLength(tabs.length)
      expect(back!.dieline!.outline.map((p) => doc.trimWidthMm - p.x).sort()).toEqual(
        front!.dieline!.outline.map((p) => p.x).sort(),
      )
    }
  })
})
