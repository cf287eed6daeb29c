/**
 * An uploaded PDF's plates, as the press would make them (decision 053): an ordered finish needs
 * its named spot separation in the file, and the total ink is measured by Ghostscript (`tiffsep`)
 * against the stock's limit. Through the cart's form, as a shopper without JavaScript adds the
 * file; each case runs Ghostscript once on a 95 × 57 mm card at low resolution (a few tenths of a
 * second). The pure findings are checked without Ghostscript at the end.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import { describe, expect, test } from 'vitest'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart/route.tsx'
import { loader as productLoader } from '#app/routes/product.$slug.tsx'
import { printCondition } from '#app/server/catalog/print-conditions.server.ts'
import { checkPlates } from '#app/server/designs/artwork-pdf-check.server.ts'
import { platesDpi } from '#app/server/designs/pdf-plates.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute, cookieFrom } from '#tests/setup/route.ts'
import { FULL_RUN } from '#tests/setup/test-sizes.ts'

setupTestDatabase()

process.env.UPLOADS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'artwork-plates-'))
resetEnvCache()

const hasGs = spawnSync('gs', ['--version'], { stdio: 'ignore' }).status === 0
// Standard visiting cards: 89 × 51 mm trim + 3 mm bleed; paper 300 GSM art card (coated, 300 %)
// or 400 GSM textured (uncoated, 280 %); finish "Matte lamination + spot UV".
const CARD = 'standard-visiting-cards'
const INTER = 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff'
const pt = (mm: number) => (mm * 72) / 25.4
type SpotColours = { addSpotColor(n: string, c: number, m: number, y: number, k: number): void }

/** A one-page 95 × 57 mm card: a name in Inter, plus a 20 × 20 mm patch in a CMYK or a spot colour. */
async function card({
  cmyk = null as [number, number, number, number] | null,
  spot = null as string | null,
} = {}) {
  const doc = new PDFDocument({ autoFirstPage: false })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const ended = new Promise((resolve) => doc.on('end', resolve))
  doc.addPage({ size: [pt(95), pt(57)], margin: 0 })
  doc.font(INTER).fontSize(9).fillColor([0, 0, 0, 100]).text('Asha Rao', pt(8), pt(8))
  if (cmyk) doc.rect(pt(40), pt(20), pt(20), pt(20)).fill(cmyk)
  if (spot) {
    ;(doc as unknown as SpotColours).addSpotColor(spot, 20, 0, 0, 0)
    doc.rect(pt(10), pt(30), pt(15), pt(15)).fill(spot)
  }
  doc.end()
  await ended
  return Buffer.concat(chunks)
}

async function add(pdf: Buffer, options: Record<string, string>) {
  const product = await prisma.product.findUniqueOrThrow({
    where: { slug: CARD },
    include: { quantityTiers: { orderBy: { quantity: 'asc' } } },
  })
  const form = new FormData()
  form.set('intent', 'add')
  form.set('qty', String(product.quantityTiers[0]!.quantity))
  for (const [k, v] of Object.entries(options)) form.set(k, v)
  form.set('design', new File([new Uint8Array(pdf)], 'card.pdf', { type: 'application/pdf' }))
  const result = await callRoute(cartAction, `/cart?productId=${product.id}`, { form })
  const cookie = cookieFrom(result.headers)
  const location = result.headers.get('Location')!
  if (location === '/cart') {
    const cart = await callRoute(cartLoader, '/cart', { headers: { Cookie: cookie } })
    return { added: true, line: cart.data.cart.items[0]!, artwork: null }
  }
  const url = new URL(location, 'http://localhost')
  const page = await callRoute(productLoader, url.pathname + url.search, {
    params: { slug: CARD },
    headers: { Cookie: cookie },
  })
  return { added: false, line: null, artwork: page.data.artwork! }
}

describe.skipIf(!hasGs)('an uploaded PDF carries the finishes ordered', () => {
  test('spot UV ordered with no SpotUV separation is refused, naming the finish', async () => {
    const { added, artwork } = await add(await card(), { finish: 'spot-uv' })
    expect(added).toBe(false)
    expect(artwork!.issues).toEqual([
      expect.objectContaining({
        code: 'finish-separation-missing',
        severity: 'error',
        message:
          'Spot UV is ordered, but your PDF has no "SpotUV" separation, so the press would have nothing to varnish. In your design program, draw what should carry it in a spot colour named SpotUV (100%, set to overprint) and export the PDF again, or order without spot UV.',
      }),
    ])
  })

  test('spot UV ordered with a SpotUV separation goes into the cart, and the file says so', async () => {
    const { added, line } = await add(await card({ spot: 'SpotUV' }), { finish: 'spot-uv' })
    expect(added).toBe(true)
    expect(line!.preflight).toEqual([])
    const upload = await prisma.upload.findUniqueOrThrow({ where: { id: line!.uploadId! } })
    expect(upload.preflight).toMatchObject({
      condition: 'coated',
      plates: { tacLimit: 300, pages: [{ page: 1, spots: ['SpotUV'] }] },
      summary: expect.stringMatching(/Ink up to \d+% \(limit 300%\); separations SpotUV\.$/),
    })
  })

  // More Ghostscript runs: FULL=1 (decision 043).
  test.runIf(FULL_RUN)(
    'a gold foil separation on a card without foil is a warning to confirm',
    async () => {
      const { added, artwork } = await add(await card({ spot: 'Foil_Gold' }), {})
      expect(added).toBe(false)
      expect(artwork!.issues).toEqual([
        expect.objectContaining({
          code: 'unordered-separation',
          severity: 'warning',
          message:
            'Your PDF page has a "Foil_Gold" separation for gold foil, which this order does not have: that part prints in ordinary ink. Order gold foil, or remove the separation.',
        }),
      ])
    },
  )
})

describe.skipIf(!hasGs)("an uploaded PDF's ink is measured against its paper", () => {
  test.runIf(FULL_RUN)(
    '320% on 300 GSM art card (300%) is a warning with the figures',
    async () => {
      const { artwork } = await add(await card({ cmyk: [100, 100, 100, 20] }), {})
      expect(artwork!.issues).toEqual([
        expect.objectContaining({
          code: 'ink-over-limit',
          severity: 'warning',
          message:
            'Your PDF page has up to 320% total ink (C+M+Y+K) over about 4 cm²; coated paper and card (gloss, matt, silk, pearl and photo papers) takes at most 300%, so it may smear or set off onto the next sheet. Use less ink there (for black, 60/40/40/100 or plain 100% black), or export the PDF for FOGRA39, and upload it again.',
        }),
      ])
    },
  )

  test('400% on 400 GSM textured card (uncoated, 280%) is refused', async () => {
    const { added, artwork } = await add(await card({ cmyk: [100, 100, 100, 100] }), {
      paper: '400-gsm-textured',
    })
    expect(added).toBe(false)
    expect(artwork!.issues).toEqual([
      expect.objectContaining({
        code: 'ink-over-limit',
        severity: 'error',
        message: expect.stringMatching(
          /^Your PDF page has up to 400% total ink \(C\+M\+Y\+K\) over about 4 cm²; uncoated paper .* takes at most 280%, so the ink will not dry and will smear\. .* export the PDF for FOGRA29, and upload it again\.$/,
        ),
      }),
    ])
  })
})

describe('the plate findings', () => {
  const sides = [
    { name: 'Front', trimWidthMm: 89, trimHeightMm: 51, bleedMm: 3 },
  ] as unknown as Parameters<typeof checkPlates>[1]['sides']
  const plates = (spots: string[], maxTac = 250, overLimitMm2 = 0) => ({
    dpi: 72,
    tacLimit: 260,
    pages: [{ page: 1, spots, maxTac, overLimitMm2 }],
  })
  const film = printCondition('film')

  test('white underprint without a White plate warns that white goes behind everything', () => {
    const issues = checkPlates(plates([]), { finishes: ['white'], condition: film, sides })
    expect(issues).toMatchObject([{ code: 'finish-separation-missing', severity: 'warning' }])
    expect(issues[0]!.message).toContain('white will be printed behind all of your printed artwork')
  })

  test("other names for a finish's separation count, CutContour is not ink, other spots warn", () => {
    const issues = checkPlates(plates(['Gold Foil', 'CutContour', 'PANTONE 185 C']), {
      finishes: ['foil-gold'],
      condition: film,
      sides,
    })
    expect(issues.map((i) => i.message)).toEqual([
      'Your PDF page uses the spot colour "PANTONE 185 C": it will print in the nearest four-colour (CMYK) mix, which can look different from the swatch.',
    ])
  })

  test('a page within the limit, or over it by the 8-bit rounding, has no ink finding', () => {
    expect(checkPlates(plates([], 262, 5), { finishes: [], condition: film, sides })).toEqual([])
  })

  test('big pages are measured at a lower resolution, small ones at 72 DPI', () => {
    expect(platesDpi([{ widthMm: 95, heightMm: 57 }])).toBe(72)
    // A 914 × 1829 mm standee: about 2.6 million pixels, not 13.
    expect(platesDpi([{ widthMm: 914, heightMm: 1829 }])).toBe(48)
    expect(platesDpi(Array.from({ length: 40 }, () => ({ widthMm: 210, heightMm: 297 })))).toBe(39)
  })
})
