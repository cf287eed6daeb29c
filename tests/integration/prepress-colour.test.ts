/**
 * Colour by stock (issue 23, items 6, 8, 9 and 10; decision 047), checked on the catalog's own
 * starting designs and measured with Ghostscript (tests/setup/ink-coverage.ts), not with our code:
 * each stock's print file carries its printing condition's output intent and profile, no spot of
 * it carries more ink than the condition allows (black type on rich black included), dark type
 * under 12 pt prints in black only, subset tags come from the subsets' content, and a photo's
 * resolution is measured on its stored pixels whatever the browser says.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { DESIGN_VERSION, type DesignDocument } from '#app/designer/document.ts'
import {
  printConditionFor,
  PRINT_CONDITIONS,
  type PrintConditionKey,
} from '#app/server/catalog/print-conditions.server.ts'
import { renderDesignPdf } from '#app/server/designs/design-pdf.server.ts'
import {
  getDesign,
  loadEditorState,
  saveDesign,
  serverPreflight,
} from '#app/server/designs/designs.server.ts'
import { saveImageUpload } from '#app/server/designs/uploads.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { colourPixels, maxTac, renderCmyk } from '#tests/setup/ink-coverage.ts'
import { FULL_RUN, runSeed, sample, seededRandom } from '#tests/setup/test-sizes.ts'
import { products } from '#prisma/catalog/index.ts'

setupTestDatabase()

process.env.UPLOADS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'prepress-colour-'))
delete process.env.CLOUDINARY_URL
resetEnvCache()

/** 8 bits a plate: each plate may read up to half a level high. */
const ROUNDING = 1

/** One product (and stock) of each printing condition, as the catalog sells it. */
const STOCKS: [PrintConditionKey, string, Record<string, string>][] = [
  ['coated', 'standard-visiting-cards', { paper: '350-gsm' }],
  ['uncoated', 'wedding-invitations', { paper: '400-gsm-cotton' }],
  ['kraft', 'kraft-paper-stickers', {}],
  ['film', 'transparent-stickers', {}],
  ['vinyl', 'product-labels', { material: 'white-vinyl' }],
  ['sublimation', 'custom-mugs', {}],
  ['fabric', 'care-instruction-tags', { material: 'cotton' }],
]

const base = {
  rotation: 0,
  opacity: 1,
  locked: false,
  hidden: false,
}
const text = (id: string, y: number, color: string, fontSizePt: number, words: string) => ({
  ...base,
  id,
  type: 'text' as const,
  x: 3,
  y,
  width: 60,
  height: 8,
  text: words,
  fontFamily: 'Inter' as const,
  fontWeight: 400 as const,
  italic: false,
  fontSizePt,
  color,
  align: 'left' as const,
  lineHeight: 1.2,
})
const rect = (id: string, x: number, fill: string) => ({
  ...base,
  id,
  type: 'shape' as const,
  shape: 'rectangle' as const,
  x,
  y: 12,
  width: 20,
  height: 12,
  radiusMm: 0,
  fill,
  stroke: 'none',
  strokeWidthMm: 0,
})

let userId: string | null = null
async function user() {
  userId ??= (
    await prisma.user.create({
      data: { email: 'colour@example.com', firstName: 'Colour' },
      select: { id: true },
    })
  ).id
  return userId
}

/** The catalog's starting design for the product at these options, saved as a shopper would. */
async function starting(slug: string, selection: Record<string, string>) {
  const product = await prisma.product.findUniqueOrThrow({ where: { slug }, select: { id: true } })
  const opened = await loadEditorState(null, product.id, { selection })
  const saved = await saveDesign(await user(), {
    productId: product.id,
    document: opened.design.document,
  })
  return (await getDesign(await user(), saved.id)).document
}

const intentOf = (pdf: Buffer) =>
  /\/OutputConditionIdentifier \(([^)]*)\)/.exec(pdf.toString('latin1'))?.[1]
const subsetTags = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/FontName \/([A-Z]{6})\+([\w-]+)/g)].map(
    (m) => `${m[1]}+${m[2]}`,
  )

describe(
  'each stock prints to its own condition, within its ink limit',
  { timeout: 120_000 },
  () => {
    test.each(STOCKS)('%s: %s', { timeout: 120_000 }, async (key, slug, selection) => {
      const condition = await printConditionFor(slug, selection)
      expect(condition.key).toBe(key)
      const doc = await starting(slug, selection)
      // The darkest things a shopper can add: black type over a black panel, a deep brown, a navy.
      const [first, ...rest] = doc.sides
      const heavy: DesignDocument = {
        ...doc,
        sides: [
          {
            ...first!,
            elements: [
              ...first!.elements,
              rect('black-panel', 0, '#000000'),
              rect('brown-panel', 22, '#3b1f0e'),
              rect('navy-panel', 44, '#101a3c'),
              text('on-black', 14, '#000000', 10, 'Black type on rich black'),
              text('on-brown', 18, '#0a0a0a', 16, 'Black type on brown'),
            ],
          },
          ...rest,
        ],
      }
      const pdf = await renderDesignPdf(heavy, { loadImage: async () => null, condition })
      expect(intentOf(pdf)).toBe(PRINT_CONDITIONS[key].identifier)
      expect(pdf.toString('latin1')).toContain(`total ink at most ${condition.tac} %`)
      const measured = maxTac(await renderCmyk(pdf, 100))
      expect(measured).toBeGreaterThan(condition.tac - 70)
      expect(measured).toBeLessThanOrEqual(condition.tac + ROUNDING)
    })

    test('coated and uncoated files differ in condition and in ink, the same design', async () => {
      const doc = await starting('standard-visiting-cards', { paper: '350-gsm' })
      const coated = await renderDesignPdf(doc, {
        loadImage: async () => null,
        condition: await printConditionFor('standard-visiting-cards', { paper: '350-gsm' }),
      })
      const uncoated = await renderDesignPdf(doc, {
        loadImage: async () => null,
        condition: await printConditionFor('standard-visiting-cards', {
          paper: '400-gsm-textured',
        }),
      })
      expect(intentOf(coated)).toBe('FOGRA39')
      expect(intentOf(uncoated)).toBe('FOGRA29')
      expect(coated.equals(uncoated)).toBe(false)
    })

    test("a proof without a chosen paper uses the product's default paper", async () => {
      expect((await printConditionFor('note-card-maker')).identifier).toBe('FOGRA29')
      expect((await printConditionFor('standard-visiting-cards')).identifier).toBe('FOGRA39')
    })
  },
)

/** Catalog templates measured on an ordinary run (decision 043); FULL=1 measures every product. */
const SAMPLED_TEMPLATES = 5
const SEED = runSeed('PREPRESS_SEED')
const templates = FULL_RUN ? products : sample(products, SAMPLED_TEMPLATES, seededRandom(SEED))

describe(`the catalog's templates within their stock's ink limit${FULL_RUN ? '' : `, seed ${SEED}`}`, () => {
  test.each(templates.map((p) => [p.slug] as const))('%s', { timeout: 120_000 }, async (slug) => {
    const condition = await printConditionFor(slug)
    const pdf = await renderDesignPdf(await starting(slug, {}), {
      loadImage: async () => null,
      condition,
    })
    expect(intentOf(pdf)).toBe(condition.identifier)
    expect(maxTac(await renderCmyk(pdf, 50))).toBeLessThanOrEqual(condition.tac + ROUNDING)
  })
})

function smallTextDoc(fontSizePt: number, color: string): DesignDocument {
  return {
    version: DESIGN_VERSION,
    trimWidthMm: 90,
    trimHeightMm: 50,
    bleedMm: 2,
    safeMarginMm: 3,
    shape: 'rect',
    cornerRadiusMm: null,
    options: {},
    cutContour: false,
    startMonth: null,
    sides: [
      {
        id: 'front',
        name: 'Front',
        background: '#ffffff',
        folds: [],
        zones: [],
        elements: [
          text('body', 5, color, fontSizePt, 'Body text in a dark navy, set small'),
          {
            ...base,
            id: 'rule',
            type: 'shape',
            shape: 'line',
            x: 3,
            y: 30,
            width: 60,
            height: 1,
            radiusMm: 0,
            fill: 'none',
            stroke: color,
            strokeWidthMm: 0.05,
          },
        ],
      },
    ],
  }
}

describe('small type and hairlines', { timeout: 120_000 }, () => {
  test('dark text under 12 pt and a 0.14 pt dark hairline print in black ink only', async () => {
    const pdf = await renderDesignPdf(smallTextDoc(9, '#1b2440'), { loadImage: async () => null })
    const ink = colourPixels(await renderCmyk(pdf, 200))
    expect(ink.inked).toBeGreaterThan(500)
    expect(ink.colour).toBe(0)
  })

  test('the same navy at 14 pt keeps its colour (four inks)', async () => {
    const pdf = await renderDesignPdf(smallTextDoc(14, '#1b2440'), { loadImage: async () => null })
    const ink = colourPixels(await renderCmyk(pdf, 200))
    expect(ink.colour).toBeGreaterThan(500)
  })
})

describe('font subset tags come from the subset', { timeout: 120_000 }, () => {
  const render = (words: string) => {
    const doc = smallTextDoc(14, '#000000')
    doc.sides[0]!.elements[0] = text('body', 5, '#000000', 14, words)
    return renderDesignPdf(doc, { loadImage: async () => null })
  }

  test('two files with different subsets of one font never share a tag', async () => {
    const a = subsetTags(await render('Aarav Mehta, Chai & Co.'))
    const b = subsetTags(await render('Priya Nair, Design Studio'))
    expect(a).toHaveLength(1)
    expect(b).toHaveLength(1)
    expect(a[0]).toMatch(/^[A-Z]{6}\+Inter/)
    expect(a[0]!.slice(0, 6)).not.toBe(b[0]!.slice(0, 6))
    // pdfkit's own tags spelled the font's resource id: BZZZZZ for the first font of every file.
    expect(a[0]!.slice(1, 6)).not.toBe('ZZZZZ')
  })

  test('the same subset is named the same in every file', async () => {
    const a = subsetTags(await render('Same words'))
    const b = subsetTags(await render('Same words'))
    expect(a).toEqual(b)
  })
})

describe('resolution is measured on the stored pixels', { timeout: 120_000 }, () => {
  test('a 300 × 180 px photo declared as 3000 × 1800 gets the low-resolution error (80 DPI)', async () => {
    const photo = await sharp({
      create: { width: 300, height: 180, channels: 3, background: '#3a7bd5' },
    })
      .jpeg()
      .toBuffer()
    const upload = await saveImageUpload(new Blob([new Uint8Array(photo)]), {
      owner: { userId: await user() },
      ip: '127.0.0.1',
    })
    expect([upload.width, upload.height]).toEqual([300, 180])
    const doc = await starting('standard-visiting-cards', { paper: '350-gsm' })
    // 300 px over 95.25 mm (3.75 in) is 80 pixels an inch.
    const lying: DesignDocument = {
      ...doc,
      sides: doc.sides.map((side, i) =>
        i
          ? side
          : {
              ...side,
              elements: [
                {
                  ...base,
                  id: 'photo',
                  type: 'image',
                  uploadId: upload.id,
                  naturalWidth: 3000,
                  naturalHeight: 1800,
                  x: -2,
                  y: -2,
                  width: 95.25,
                  height: 57.15,
                  fit: 'fill',
                  crop: { x: 0, y: 0, width: 1, height: 1 },
                },
              ],
            },
      ),
    }
    const issues = await serverPreflight(lying)
    const dpi = issues.find((i) => i.code === 'dpi-very-low' || i.code === 'dpi-low')
    expect(dpi?.message).toContain('80 DPI')
    expect(dpi?.severity).toBe('error')

    // Saving keeps the real size, so every later check and the print file see it too.
    const saved = await saveDesign(await user(), {
      productId: (await prisma.product.findUniqueOrThrow({
        where: { slug: 'standard-visiting-cards' },
        select: { id: true },
      }))!.id,
      document: lying,
    })
    const stored = (await getDesign(await user(), saved.id)).document
    const image = stored.sides[0]!.elements.find((e) => e.type === 'image')
    expect(image).toMatchObject({ naturalWidth: 300, naturalHeight: 180 })
  })
})
