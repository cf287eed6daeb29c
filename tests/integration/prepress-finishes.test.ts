/**
 * Ordered finishes in the print file, measured with Ghostscript's tiffsep (one TIFF per
 * separation): for every product and option value that orders a finish, the starting design at
 * that value renders with the named separation (Foil_Gold, SpotUV, White, Metallic_Gold), inked
 * only within the elements marked for it and in each of them; the same product without the finish
 * has no such separation at all. A hand-made card checks the ink is exactly where the marked
 * shape is and nowhere near the unmarked one. Decision 044.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, test } from 'vitest'
import { designDocumentSchema, type DesignDocument } from '#app/designer/document.ts'
import {
  elementsWithFinish,
  finishOfValue,
  FINISHES,
  type FinishId,
} from '#app/designer/finishes.ts'
import { elementBounds, isPrinted } from '#app/designer/preflight.ts'
import { sideGeometry } from '#app/designer/model.ts'
import { catalogProduct, catalogTemplate, documentInput } from '#app/designer/test-fixtures.ts'
import { renderDesignPdf } from '#app/server/designs/design-pdf.server.ts'
import { products } from '#prisma/catalog/index.ts'
import { FULL_RUN, runSeed, sample, seededRandom } from '#tests/setup/test-sizes.ts'

const DPI = 36
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finishes-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Renders the document and splits it with tiffsep: each page's separations by name. */
async function separations(doc: DesignDocument, name: string) {
  const pdf = await renderDesignPdf(doc, { loadImage: async () => null })
  const file = path.join(dir, `${name}.pdf`)
  fs.writeFileSync(file, pdf)
  execFileSync('gs', [
    '-q',
    '-dNOPAUSE',
    '-dBATCH',
    '-sDEVICE=tiffsep',
    `-r${DPI}`,
    '-o',
    path.join(dir, `${name}-p%d.tif`),
    file,
  ])
  const pages = new Map<string, Map<number, { data: Buffer; width: number; height: number }>>()
  for (const f of fs.readdirSync(dir)) {
    const m = new RegExp(`^${name}-p(\\d+)\\((.+)\\)\\.tif$`).exec(f)
    if (!m) continue
    const { data, info } = await sharp(path.join(dir, f))
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true })
    const bySep = pages.get(m[2]!) ?? new Map()
    bySep.set(Number(m[1]), { data, width: info.width, height: info.height })
    pages.set(m[2]!, bySep)
  }
  return { pdf: pdf.toString('latin1'), pages }
}

type Box = { left: number; top: number; right: number; bottom: number }
/** Inked pixels (tiffsep: 0 is full ink) within a box in trim millimetres. */
function inkIn(plate: { data: Buffer; width: number }, bleedMm: number, b: Box) {
  const px = (mm: number) => Math.round(((mm + bleedMm) * DPI) / 25.4)
  let n = 0
  for (let y = Math.max(0, px(b.top)); y < px(b.bottom); y++)
    for (let x = Math.max(0, px(b.left)); x < Math.min(plate.width, px(b.right)); x++)
      if (plate.data[y * plate.width + x]! < 128) n++
  return n
}
const inked = (plate: { data: Buffer }) => plate.data.filter((v) => v < 128).length
const grow = (b: Box, mm: number) => ({
  left: b.left - mm,
  top: b.top - mm,
  right: b.right + mm,
  bottom: b.bottom + mm,
})

const allCases = products.flatMap((p) =>
  p.options.flatMap((o) =>
    o.values.flatMap((v) => {
      const f = finishOfValue(o.key, v.key)
      const without = o.values.find((w) => !finishOfValue(o.key, w.key))
      return f
        ? [[`${p.slug} ${o.key}=${v.key}`, p.slug, o.key, v.key, without?.key, f] as const]
        : []
    }),
  ),
)

/**
 * Each case renders two files and separates them with Ghostscript: an ordinary run checks one
 * product per finish, chosen by a seed that differs from run to run (in the title; PREPRESS_SEED
 * repeats it); FULL=1 checks every product and finish (decision 043).
 */
const SEED = runSeed('PREPRESS_SEED')
const random = seededRandom(SEED)
const cases = FULL_RUN
  ? allCases
  : [...new Set(allCases.map((c) => c[5]))].flatMap((f) =>
      sample(
        allCases.filter((c) => c[5] === f),
        1,
        random,
      ),
    )

describe(`every ordered finish is a named spot separation${FULL_RUN ? '' : `, seed ${SEED}`}`, () => {
  test('the catalog sells foil, spot UV and white underprint', () => {
    const kinds = new Set(allCases.map((c) => c[5]))
    expect([...kinds].sort()).toEqual(['foil-gold', 'metallic-gold', 'spot-uv', 'white'])
  })

  test.each(cases)(
    '%s',
    { timeout: 60_000 },
    async (name, slug, key, value, withoutKey, f: FinishId) => {
      const product = catalogProduct(slug)
      const doc = designDocumentSchema.parse(catalogTemplate(product, { [key]: value }))
      const sep = FINISHES[f].separation
      const safe = name.replace(/[^\w]+/g, '-')
      const { pdf, pages } = await separations(doc, safe)
      expect(pdf).toContain(`/Separation /${sep}`)
      const plates = pages.get(sep)
      expect(plates, `${sep} plate`).toBeDefined()
      let total = 0
      doc.sides.forEach((side, i) => {
        const plate = plates!.get(i + 1)
        const g = sideGeometry(doc, side)
        const marked = elementsWithFinish(doc, side, f, isPrinted)
        // No plate for a page: nothing on it carries the finish.
        if (!plate) return expect(marked).toEqual([])
        const all = inked(plate)
        total += all
        if (f === 'white' && doc.whiteUnderprint !== 'marked' && side.background !== '#ffffff') {
          // A printed background: white under the whole sheet.
          expect(all).toBe(plate.data.length)
          return
        }
        // Ink within the marked elements (a pixel's slack), and in each of them.
        const boxes = marked.map((el) => grow(elementBounds(el), 25.4 / DPI + 0.2))
        let inside = 0
        for (let y = 0; y < plate.data.length / plate.width; y++)
          for (let x = 0; x < plate.width; x++) {
            if (plate.data[y * plate.width + x]! >= 128) continue
            const mx = (x * 25.4) / DPI - g.bleedMm
            const my = (y * 25.4) / DPI - g.bleedMm
            if (boxes.some((b) => mx >= b.left && mx <= b.right && my >= b.top && my <= b.bottom))
              inside++
          }
        expect(inside).toBe(all)
        for (const el of marked)
          expect(inkIn(plate, g.bleedMm, grow(elementBounds(el), 0.5)), el.id).toBeGreaterThan(0)
      })
      expect(total).toBeGreaterThan(0)

      // The same product without the finish: no such separation at all.
      if (withoutKey) {
        const plain = designDocumentSchema.parse(catalogTemplate(product, { [key]: withoutKey }))
        const other = await separations(plain, `${safe}-without`)
        expect(other.pdf).not.toContain(`/${sep}`)
        expect(other.pages.has(sep)).toBe(false)
      }
    },
  )

  test('ink exactly where the marked shape is, none where the unmarked one is', async () => {
    const shape = (id: string, x: number, finishes?: string[]) => ({
      id,
      type: 'shape',
      shape: 'rectangle',
      fill: '#1d3557',
      stroke: 'none',
      x,
      y: 15,
      width: 25,
      height: 20,
      ...(finishes ? { finishes } : {}),
    })
    const doc = designDocumentSchema.parse(
      documentInput([shape('marked', 10, ['spot-uv']), shape('plain', 50)], {
        options: { finish: 'spot-uv' },
      }),
    )
    const { pages } = await separations(doc, 'card')
    const uv = pages.get('SpotUV')!.get(1)!
    const cyan = pages.get('Cyan')!.get(1)!
    const inner = (x: number) => ({ left: x + 1, top: 16, right: x + 24, bottom: 34 })
    // The marked rectangle is fully varnished; the unmarked one has colour but no varnish.
    expect(inkIn(uv, 3, inner(10))).toBe(inkIn(cyan, 3, inner(10)))
    expect(inkIn(uv, 3, inner(10))).toBeGreaterThan(100)
    expect(inkIn(uv, 3, grow(inner(50), 1))).toBe(0)
    expect(inkIn(cyan, 3, inner(50))).toBeGreaterThan(100)
    expect(inked(uv)).toBe(inkIn(uv, 3, grow(inner(10), 2)))
  })
})
