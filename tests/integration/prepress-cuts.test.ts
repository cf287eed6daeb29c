/**
 * Every product the catalog calls die-cut, shaped or holed has its cut in the print file, and the
 * rest have none (decision 045). The print file of each catalog starting design (with crop marks,
 * as the admin's print-file download renders it) goes through Ghostscript's `tiffsep`, which
 * writes the CutContour plate as its own image: the closed outlines on it are counted as the areas
 * they enclose (a connected area of the plate's blank pixels that does not reach the image's
 * edge), and must be one per piece plus one per hole. Inside each hole the process plates are one
 * flat colour (no guide circle or label prints there), and the CutContour separation is declared
 * on the page that cuts (the front) and no other. The list below is the test's own, written from
 * the catalog's descriptions, not read from the code under test. Boxes and folders (decision 064)
 * also have their creases on the Crease plate and their glue areas without ink.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { sideGeometry } from '#app/designer/model.ts'
import { catalogProduct, catalogTemplate } from '#app/designer/test-fixtures.ts'
import { renderDesignPdf } from '#app/server/designs/design-pdf.server.ts'
import { products } from '#prisma/catalog/index.ts'
import { FULL_RUN, runSeed, sample, seededRandom } from '#tests/setup/test-sizes.ts'

/** Cut products: the die options to render and the holes the die punches. */
const CUT: Record<string, { selections: Record<string, string>[]; holes: number }> = {
  'standard-visiting-cards': { selections: [{ corners: 'rounded' }], holes: 0 },
  'square-visiting-cards': { selections: [{ corners: 'rounded' }], holes: 0 },
  'loyalty-cards': { selections: [{ corners: 'rounded' }], holes: 0 },
  'medical-appointment-cards': { selections: [{ corners: 'rounded' }], holes: 0 },
  'social-media-handle-cards': { selections: [{ corners: 'rounded' }], holes: 0 },
  'table-mat-maker': { selections: [{ corners: 'rounded' }], holes: 0 },
  'product-labels': { selections: [{}], holes: 0 },
  'jar-labels': { selections: [{}], holes: 0 },
  'return-address-labels': { selections: [{}], holes: 0 },
  'wine-labels': { selections: [{}], holes: 0 },
  'plant-labels': { selections: [{}], holes: 0 },
  'pantry-storage-labels': { selections: [{}], holes: 0 },
  'thank-you-stickers': { selections: [{}], holes: 0 },
  'wall-stickers': {
    selections: [
      { cut: 'rectangle' },
      { cut: 'die-cut', size: '300x300' },
      { cut: 'die-cut', size: '600x600' },
      { cut: 'die-cut', size: '1200x900' },
    ],
    holes: 0,
  },
  'transparent-stickers': {
    selections: [
      { shape: 'square' },
      { shape: 'circle' },
      { shape: 'die-cut', size: '50x50' },
      { shape: 'die-cut', size: '75x75' },
      { shape: 'die-cut', size: '100x100' },
    ],
    holes: 0,
  },
  'kraft-paper-stickers': {
    selections: [{ shape: 'circle' }, { shape: 'square' }, { shape: 'oval' }],
    holes: 0,
  },
  'gold-stickers': {
    selections: [{ shape: 'circle' }, { shape: 'square' }, { shape: 'oval' }],
    holes: 0,
  },
  'silver-stickers': { selections: [{}], holes: 0 },
  'parking-permits': { selections: [{}], holes: 0 },
  'id-card-maker': { selections: [{}], holes: 0 },
  'name-tags': { selections: [{}], holes: 0 },
  'custom-playing-cards': { selections: [{}], holes: 0 },
  'gaming-achievement-badges': { selections: [{}], holes: 0 },
  // Holed: string holes, slots, hanger cut-outs.
  'hang-tag-maker': { selections: [{}], holes: 1 },
  'price-tag-maker': { selections: [{}], holes: 1 },
  'luggage-tags': { selections: [{}], holes: 1 },
  'car-parking-hang-tags': { selections: [{}], holes: 1 },
  'holiday-ornament-cards': { selections: [{}], holes: 1 },
  'event-badges': { selections: [{}], holes: 1 },
  'door-hangers': { selections: [{}], holes: 1 },
  danglers: { selections: [{ shape: 'rectangle' }, { shape: 'die-cut' }], holes: 1 },
  // Dielines (decision 064): one outline round every panel and flap; a folder's card slits are
  // open cuts inside it, no hole.
  'food-packaging': {
    selections: [
      { style: 'burger' },
      { style: 'sandwich' },
      { style: 'mithai-500g' },
      { style: 'cake-8in' },
    ],
    holes: 0,
  },
  'folder-maker': { selections: [{ pockets: 'one' }, { pockets: 'two' }], holes: 0 },
}

/**
 * Cut by someone else or not at all: pre-cut blanks, transfer sheets, sewn fabric labels; drilled
 * sign riders; film-style prints' holes are printed.
 */
const NOT_CUT = [
  'custom-coasters',
  'iphone-glass-cover',
  'ink-transfer-stickers',
  'care-instruction-tags',
  'real-estate-sign-riders',
  'film-style-photo-prints',
]

const hasGs = spawnSync('gs', ['--version']).status === 0

async function render(slug: string, selection: Record<string, string>) {
  const doc = catalogTemplate(catalogProduct(slug), selection)
  const pdf = await renderDesignPdf(doc, {
    loadImage: async () => null,
    cropMarks: true,
    creationDate: new Date('2026-11-27T00:00:00Z'),
  })
  return { doc, pdf }
}

/** The pages (1-based) whose resources declare the CutContour (or another) separation. */
function pagesDeclaringCut(pdf: Buffer, name = 'CutContour') {
  const raw = pdf.toString('latin1')
  const sep = new RegExp(`(\\d+) 0 obj\\s*\\[\\s*/Separation /${name}\\b`).exec(raw)
  if (!sep) return []
  const ref = new RegExp(`/CS\\d+ ${sep[1]} 0 R`)
  // Each page's resources are their own object, in page order.
  const resources = [...raw.matchAll(/\d+ 0 obj\s*<<\s*\/ProcSet[\s\S]*?endobj/g)].map((m) => m[0])
  return resources.flatMap((r, i) => (ref.test(r) ? [i + 1] : []))
}

interface Plate {
  width: number
  height: number
  data: Buffer
}

/** Ghostscript's separations of page 1, at a resolution that keeps the image near 1,400 px. */
async function separations(pdf: Buffer, longestMm: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuts-'))
  const file = path.join(dir, 'file.pdf')
  fs.writeFileSync(file, pdf)
  const dpi = Math.max(24, Math.min(300, Math.floor((1400 / longestMm) * 25.4)))
  execFileSync('gs', [
    '-q',
    '-dNOPAUSE',
    '-dBATCH',
    '-dSAFER',
    '-dFirstPage=1',
    '-dLastPage=1',
    '-sDEVICE=tiffsep',
    '-sCompression=none',
    `-r${dpi}`,
    `-sOutputFile=${path.join(dir, 'page.tif')}`,
    file,
  ])
  const plate = async (name: string): Promise<Plate | null> => {
    const f = path.join(dir, `page(${name}).tif`)
    if (!fs.existsSync(f)) return null
    const { data, info } = await sharp(f).greyscale().raw().toBuffer({ resolveWithObject: true })
    return { width: info.width, height: info.height, data }
  }
  const out = {
    dpi,
    cut: await plate('CutContour'),
    crease: await plate('Crease'),
    process: await Promise.all(['Cyan', 'Magenta', 'Yellow', 'Black'].map(plate)),
  }
  fs.rmSync(dir, { recursive: true, force: true })
  return out
}

/**
 * Closed outlines on a plate: the areas of blank pixels they enclose (4-connected areas that do
 * not touch the image's edge). tiffsep writes ink dark on a light ground.
 */
function enclosedAreas(plate: Plate, minPixels = 4) {
  const { width: w, height: h, data } = plate
  const inked = (i: number) => data[i]! < 128
  const seen = new Uint8Array(w * h)
  let count = 0
  const stack: number[] = []
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || inked(start)) continue
    let size = 0
    let edge = false
    stack.push(start)
    seen[start] = 1
    while (stack.length) {
      const i = stack.pop()!
      size++
      const x = i % w
      const y = (i - x) / w
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) edge = true
      for (const n of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
        if (n < 0 || n >= w * h || seen[n] || inked(n)) continue
        seen[n] = 1
        stack.push(n)
      }
    }
    if (!edge && size >= minPixels) count++
  }
  return count
}

const allCases = Object.entries(CUT).flatMap(([slug, c]) =>
  c.selections.map(
    (selection) => [`${slug} ${JSON.stringify(selection)}`, slug, selection, c.holes] as const,
  ),
)
/**
 * Each case renders a file and separates it with Ghostscript: an ordinary run checks a
 * sample that differs from run to run (its seed in the title, PREPRESS_SEED repeats it), one case
 * per number of holes at least; FULL=1 checks every case (decision 043).
 */
const SAMPLED_CUTS = 6
const SEED = runSeed('PREPRESS_SEED')
const sampled = sample(allCases, SAMPLED_CUTS, seededRandom(SEED))
const cases = FULL_RUN
  ? allCases
  : allCases.filter((c) => sampled.includes(c) || allCases.find((other) => other[3] === c[3]) === c)

describe(`the cut of every die-cut, shaped or holed product${FULL_RUN ? '' : `, seed ${SEED}`}`, () => {
  test('every shaped or holed product of the catalog is in the list', () => {
    const listed = new Set([...Object.keys(CUT), ...NOT_CUT])
    const shaped = products.filter(
      (p) =>
        (p.printSpec.shape ?? 'rect') !== 'rect' ||
        p.category === 'labels' ||
        p.category === 'stickers' ||
        p.category === 'tags' ||
        p.options.some((o) => ['shape', 'cut', 'corners'].includes(o.key)) ||
        /\b(die-cut|punched|holes?|slots?|hangers?)\b/i.test(p.description),
    )
    expect(shaped.map((p) => p.slug).filter((s) => !listed.has(s))).toEqual([])
  })

  test.each(cases)(
    '%s: one outline, its holes, nothing else',
    { timeout: 60_000 },
    async (_n, slug, selection, holes) => {
      const { doc, pdf } = await render(slug, selection)
      expect(doc.cutContour).toBe(true)
      // Declared on the front, which cuts, and on no other page.
      expect(pagesDeclaringCut(pdf)).toEqual([1])
      if (!hasGs) return
      const front = doc.sides[0]!
      const g = sideGeometry(doc, front)
      const plates = await separations(
        pdf,
        Math.max(g.trimWidthMm, g.trimHeightMm) + 2 * g.bleedMm + 20,
      )
      expect(plates.cut).not.toBeNull()
      expect(enclosedAreas(plates.cut!)).toBe(1 + holes)

      // Nothing prints inside a hole: the process plates are flat there (no guide ring or label).
      const px = plates.dpi / 25.4
      // Page origin: crop-mark margin and bleed, then the trim (pdf-page.server.ts).
      const page = plates.cut!
      const originX = (page.width - g.trimWidthMm * px) / 2
      const originY = (page.height - g.trimHeightMm * px) / 2
      for (const z of front.zones.filter((z) => z.kind === 'hole')) {
        for (const plate of plates.process) {
          if (!plate) continue
          const values = new Set<number>()
          const inset = 0.25
          for (let y = z.y + z.height * inset; y <= z.y + z.height * (1 - inset); y += 0.2)
            for (let x = z.x + z.width * inset; x <= z.x + z.width * (1 - inset); x += 0.2)
              values.add(
                plate.data[
                  Math.round(originY + y * px) * plate.width + Math.round(originX + x * px)
                ]!,
              )
          expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(2)
        }
      }
    },
  )

  // Decision 064: a dieline's creases on their own plate, overprinting; its glue areas without ink.
  const dielineCases = [
    ['food-packaging', { style: 'burger' }],
    ['folder-maker', { pockets: 'two' }],
  ] as const
  // One of the two per ordinary run (the seed picks), both with FULL=1 (decision 061's budget).
  test.each(FULL_RUN ? dielineCases : sample(dielineCases, 1, seededRandom(SEED)))(
    '%s %o: creases on the Crease plate only, glue areas left without ink',
    { timeout: 60_000 },
    async (slug, selection) => {
      const { doc, pdf } = await render(slug, selection)
      const front = doc.sides[0]!
      expect(front.dieline?.outline.length).toBeGreaterThan(3)
      expect(front.folds.length).toBeGreaterThan(2)
      expect(front.zones.filter((z) => z.kind === 'glue').length).toBeGreaterThan(0)
      expect(pagesDeclaringCut(pdf, 'Crease')).toEqual([1])
      if (!hasGs) return
      const g = sideGeometry(doc, front)
      const plates = await separations(
        pdf,
        Math.max(g.trimWidthMm, g.trimHeightMm) + 2 * g.bleedMm + 20,
      )
      expect(plates.crease).not.toBeNull()
      const px = plates.dpi / 25.4
      const page = plates.crease!
      const originX = (page.width - g.trimWidthMm * px) / 2
      const originY = (page.height - g.trimHeightMm * px) / 2
      const at = (plate: Plate, x: number, y: number) =>
        plate.data[Math.round(originY + y * px) * plate.width + Math.round(originX + x * px)]!
      // The darkest pixel within a pixel of a point (a 0.25 pt line is thinner than a pixel).
      const near = (plate: Plate, x: number, y: number) =>
        Math.min(
          ...[-1, 0, 1].flatMap((dy) =>
            [-1, 0, 1].map((dx) => at(plate, x + dx / px, y + dy / px)),
          ),
        )
      for (const f of front.folds) {
        const mid = ((f.from ?? 0) + (f.to ?? 0)) / 2
        const [x, y] = f.axis === 'vertical' ? [f.at, mid] : [mid, f.at]
        // Inked on the Crease plate, not on the cut plate...
        expect(near(plates.crease!, x, y)).toBeLessThan(128)
        // ...and the process plates under it as they are 1.5 mm beside it (overprinting).
        // (On either side: one may be a glue area.)
        const beside =
          f.axis === 'vertical'
            ? [
                [x - 1.5, y],
                [x + 1.5, y],
              ]
            : [
                [x, y - 1.5],
                [x, y + 1.5],
              ]
        for (const plate of plates.process)
          if (plate)
            expect(
              Math.min(
                ...beside.map(([bx, by]) => Math.abs(at(plate, x, y) - at(plate, bx!, by!))),
              ),
              `${f.label} at ${x},${y}`,
            ).toBeLessThanOrEqual(2)
      }
      // Glue areas: no process ink at all (tiffsep: 255 is no ink).
      for (const z of front.zones.filter((z) => z.kind === 'glue'))
        for (const plate of plates.process)
          if (plate)
            expect(at(plate, z.x + z.width / 2, z.y + z.height / 2)).toBeGreaterThanOrEqual(253)
    },
  )

  test.each(NOT_CUT)('%s has no cut line', async (slug) => {
    const { doc, pdf } = await render(slug, {})
    expect(doc.cutContour).toBe(false)
    expect(pagesDeclaringCut(pdf)).toEqual([])
  })

  test('a product that is not cut declares no CutContour on any page', async () => {
    for (const slug of ['standard-visiting-cards', 'a5-flyers', 'custom-mugs', 'calendars'].filter(
      (s) => products.some((p) => p.slug === s),
    )) {
      const { pdf } = await render(slug, {})
      expect(pagesDeclaringCut(pdf)).toEqual([])
    }
  })
  // Decision 053: a badge in a clear pouch is held by the pouch, whose own slot takes the clip.
  test.each([
    ['card-only', 1],
    ['pouch-lanyard', 0],
    ['pouch-printed-lanyard', 0],
  ])('event badges with holder %s: %i lanyard slot', async (holder, slots) => {
    const { doc, pdf } = await render('event-badges', { holder })
    expect(doc.options.holder).toBe(holder)
    for (const side of doc.sides)
      expect(side.zones.filter((z) => z.kind === 'hole').map((z) => z.label)).toEqual(
        slots ? ['Lanyard slot'] : [],
      )
    // A rectangular card without a slot is trimmed with the stack, not cut on the cutter.
    expect(doc.cutContour).toBe(slots > 0)
    expect(pagesDeclaringCut(pdf)).toEqual(slots ? [1] : [])
  })
})
