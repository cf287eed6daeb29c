/**
 * What a press and a binder check besides the PDF format (issue 23, items 4, 5 and 7; decision
 * 046): folds in the order the piece folds, with the cover on the panel that faces out; no
 * instruction or placeholder text in any product's print file (read back with Ghostscript's
 * txtwrite); an unedited template text is a warning naming its page; a photo book's cover and
 * block are separate files at their own sizes, a hard cover with its board overhang and hinges;
 * a calendar keeps its wire-o band clear.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DesignDocument, TextElement } from '#app/designer/document.ts'
import { foldFace, type FoldPanel, type FoldStyle } from '#app/designer/folding.ts'
import { elementBounds, isPrinted, preflight } from '#app/designer/preflight.ts'
import { printParts } from '#app/designer/print-parts.ts'
import { BINDING_ZONE_MM } from '#app/designer/product-geometry.ts'
import { catalogProduct, catalogTemplate } from '#app/designer/test-fixtures.ts'
import { upgradeDocument } from '#app/designer/upgrade.ts'
import { renderDesignPdf } from '#app/server/designs/design-pdf.server.ts'
import { READING_ORDER_TITLE, readingOrder } from '#app/server/designs/pdf-proof-page.server.ts'
import { printFileName } from '#app/server/orders/print-files.server.ts'
import { products } from '#prisma/catalog/index.ts'

const run = promisify(execFile)
let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'prepress-folds-'))
})
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

const render = (doc: DesignDocument) =>
  renderDesignPdf(doc, {
    cropMarks: true,
    loadImage: async () => null,
    creationDate: new Date('2026-11-25T00:00:00Z'),
  })

/** The text Ghostscript reads off every page of the PDF. */
async function pdfText(pdf: Buffer, name: string) {
  const file = path.join(dir, `${name}.pdf`)
  await writeFile(file, pdf)
  const { stdout } = await run(
    'gs',
    ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=txtwrite', '-sOutputFile=-', file],
    { maxBuffer: 64 * 1024 * 1024 },
  )
  return stdout
}

function pageBoxes(pdf: Buffer, name = 'TrimBox') {
  return [...pdf.toString('latin1').matchAll(new RegExp(`/${name} \\[([^\\]]*)\\]`, 'g'))].map(
    (m) => m[1]!.trim().split(/\s+/).map(Number),
  )
}
const mm = (pt: number) => (pt * 25.4) / 72

/** Where a face's panel lies on the sheet, as seen from the outside (the inside is turned over). */
const physical = (p: FoldPanel, face: 0 | 1, width: number) =>
  face === 0 ? p.x : Math.round((width - p.x - p.width) * 10) / 10

describe('fold order per fold type', () => {
  const W = 297
  const H = 210
  const faces = (style: FoldStyle) =>
    [foldFace(style, 'vertical', W, H, 0), foldFace(style, 'vertical', W, H, 1)] as const

  test.each(['centre', 'letter', 'z', 'gate', 'cross'] as const)(
    '%s: one cover, on the outside, numbered 1; every panel named once',
    (style) => {
      const [out, inside] = faces(style)
      const all = [...out.panels, ...inside.panels]
      expect(all.filter((p) => p.order === 1)).toHaveLength(1)
      expect(out.panels.find((p) => p.order === 1)!.label).toMatch(/^Cover/)
      expect(new Set(all.map((p) => p.label)).size).toBe(all.length)
      // The panels of a face tile it.
      for (const face of [out, inside]) {
        const area = face.panels.reduce((s, p) => s + p.width * p.height, 0)
        expect(area).toBeCloseTo(W * H, 0)
      }
    },
  )

  test('roll fold: the tuck-in panel is the shorter one, and the cover is not on it', () => {
    const [out, inside] = faces('letter')
    const tuck = inside.panels.find((p) => p.label === 'Tuck-in flap')!
    const cover = out.panels.find((p) => p.label === 'Cover')!
    expect(tuck.width).toBeLessThan(cover.width)
    expect(tuck.width).toBe(Math.min(...inside.panels.map((p) => p.width)))
    // The tuck-in panel's outside face is the "Inside flap", not the cover.
    const flap = out.panels.find((p) => p.label === 'Inside flap')!
    expect(physical(tuck, 1, W)).toBe(flap.x)
    expect(flap.width).toBe(tuck.width)
    expect(cover.x).not.toBe(flap.x)
    // The folds the press creases: 97 mm in from the left outside (issue 23 had them at 100, 200).
    expect(out.folds.map((f) => f.at)).toEqual([97, 197])
    expect(inside.folds.map((f) => f.at)).toEqual([100, 200])
  })

  test('Z fold: cover and back are the two end panels, on opposite faces', () => {
    const [out, inside] = faces('z')
    const cover = out.panels.find((p) => p.label === 'Cover')!
    const back = inside.panels.find((p) => p.label === 'Back')!
    expect(cover.x + cover.width).toBeCloseTo(W, 1)
    expect(physical(back, 1, W)).toBe(0)
    expect(new Set(out.panels.map((p) => p.width)).size).toBe(1)
  })

  test('gate fold: the two end flaps meet at the middle and are the cover', () => {
    const [out] = faces('gate')
    const [left, centre, right] = out.panels
    expect(left!.label).toMatch(/^Cover/)
    expect(right!.label).toMatch(/^Cover/)
    expect(centre!.label).toBe('Back')
    expect(left!.width + right!.width).toBeLessThan(centre!.width)
  })

  test('half and cross folds', () => {
    const [out] = faces('centre')
    expect(out.panels.map((p) => p.label)).toEqual(['Back', 'Cover'])
    const [cross] = faces('cross')
    expect(cross.folds.map((f) => f.axis).sort()).toEqual(['horizontal', 'vertical'])
    expect(cross.panels).toHaveLength(4)
  })

  test.each(['letter', 'z-fold'])(
    'the trifold menu (%s): its title is on the outside cover, "Starters" is not',
    (fold) => {
      const p = catalogProduct('trifold-menu-maker')
      const doc = catalogTemplate(p, { fold })
      const outside = doc.sides[0]!
      const cover = outside.panels!.find((x) => x.label === 'Cover')!
      const within = (el: { x: number; width: number }) =>
        el.x >= cover.x - 0.01 && el.x + el.width <= cover.x + cover.width + 0.01
      const title = outside.elements.find(
        (e): e is TextElement => e.type === 'text' && e.text === (p.art.sample ?? p.name),
      )!
      expect(within(title)).toBe(true)
      const starters = doc.sides
        .flatMap((s) => s.elements)
        .find((e): e is TextElement => e.type === 'text' && e.text === 'Starters')!
      expect(starters).toBeDefined()
      expect(outside.elements.includes(starters) && within(starters)).toBe(false)
    },
  )

  // Decision 053: the proof (never the print file) shows the folded reading order.
  test("the trifold's proof ends with a page naming its panels in reading order; the print file does not", async () => {
    const doc = catalogTemplate(catalogProduct('trifold-menu-maker'), { fold: 'letter' })
    const proof = await renderDesignPdf(doc, {
      cropMarks: false,
      proofPages: true,
      loadImage: async () => null,
      creationDate: new Date('2026-11-25T00:00:00Z'),
    })
    const print = await render(doc)
    expect(pageBoxes(proof)).toHaveLength(doc.sides.length + 1)
    expect(pageBoxes(print)).toHaveLength(doc.sides.length)
    const text = (await pdfText(proof, 'trifold-proof')).replace(/\s+/g, ' ')
    expect(text).toContain(READING_ORDER_TITLE)
    expect(text).toContain('Folded reading order: 1 · Cover, 2 · Inside flap, 6 · Back')
    for (const side of doc.sides)
      expect(text).toContain(`Folded reading order: ${readingOrder(side).join(', ')}`)
    const printed = (await pdfText(print, 'trifold-print')).replace(/\s+/g, ' ')
    expect(printed).not.toContain('Cover')
    expect(printed).not.toContain('Proof only')
  })
})

describe('instructions and placeholders never print', () => {
  const INSTRUCTIONS = [/write a caption/i, /write the words of your song/i, /not printed area/i]

  test('no product prints an instruction: every printed text of every template', () => {
    for (const p of products) {
      const doc = catalogTemplate(p)
      const printed = doc.sides
        .flatMap((s) => s.elements)
        .filter(isPrinted)
        // Texts (the hole and hanger guides, shapes, are the cut contour's: h-cut, issue 23 item 2).
        .flatMap((e) => (e.type === 'text' ? [e.text] : []))
      for (const re of INSTRUCTIONS)
        expect(
          printed.filter((t) => re.test(t)),
          `${p.slug}`,
        ).toEqual([])
    }
  })

  test.each(['photo-book', 'lyrics-print'])(
    '%s: its print file holds no instruction text (read back by Ghostscript)',
    { timeout: 120_000 },
    async (slug) => {
      const doc = catalogTemplate(catalogProduct(slug))
      const text = await pdfText(await render(doc), slug)
      expect(text.length).toBeGreaterThan(0)
      for (const re of INSTRUCTIONS) expect(text).not.toMatch(re)
    },
  )

  test(
    'an unedited caption is a warning naming its page; once written, it prints',
    { timeout: 120_000 },
    async () => {
      const doc = catalogTemplate(catalogProduct('photo-book'), { pages: '20' })
      const warnings = preflight(doc).filter((i) => i.code === 'template-text')
      expect(warnings).toHaveLength(20)
      expect(warnings[2]!.severity).toBe('warning')
      expect(warnings[2]!.message).toBe(
        "Page 3: the caption is still the template's text, so it will not be printed. Write your own words in it, or delete it.",
      )
      const page3 = doc.sides.find((s) => s.name === 'Page 3')!
      const caption = page3.elements.find((e) => e.type === 'text' && e.role === 'placeholder')!
      expect(isPrinted(caption)).toBe(false)
      const edited: DesignDocument = {
        ...doc,
        sides: doc.sides.map((s) =>
          s !== page3
            ? s
            : {
                ...s,
                elements: s.elements.map((e) =>
                  e === caption && e.type === 'text' ? { ...e, text: 'Goa, December 2025' } : e,
                ),
              },
        ),
      }
      const after = preflight(edited).filter((i) => i.code === 'template-text')
      expect(after).toHaveLength(19)
      expect(after.some((i) => i.message.startsWith('Page 3:'))).toBe(false)
      const text = await pdfText(await render(edited), 'photo-book-edited')
      expect(text).toContain('Goa, December 2025')
      expect(text).not.toMatch(/write a caption/)
    },
  )

  test(
    'a design saved before placeholders had a role stops printing its instructions',
    { timeout: 120_000 },
    async () => {
      const doc = catalogTemplate(catalogProduct('photo-book'), { pages: '20' })
      // As the old template wrote it: the caption as ordinary text.
      const old: DesignDocument = {
        ...doc,
        sides: doc.sides.map((s) => ({
          ...s,
          elements: s.elements.map((e) => {
            if (e.type !== 'text' || !e.role) return e
            const { role: _r, templateText: _t, name: _n, ...rest } = e
            return rest
          }),
        })),
      }
      expect(old.sides[3]!.elements.some((e) => e.type === 'text' && e.role)).toBe(false)
      const upgraded = upgradeDocument(old)
      expect(preflight(upgraded).filter((i) => i.code === 'template-text')).toHaveLength(20)
      const text = await pdfText(await render(old), 'photo-book-old')
      expect(text).not.toMatch(/write a caption/)
    },
  )
})

describe('binding', () => {
  test(
    'a hard-cover photo book: cover and block are separate files at their own sizes',
    { timeout: 120_000 },
    async () => {
      const doc = catalogTemplate(catalogProduct('photo-book'), { pages: '20', cover: 'hardcover' })
      const parts = printParts(doc)
      expect(parts.map((p) => p.part)).toEqual(['cover', 'block'])
      const [cover, block] = await Promise.all(parts.map((p) => render(p.doc)))
      const spread = doc.sides[0]!
      const spine = (spread.folds[2]!.at - spread.folds[1]!.at) as number
      const coverTrim = pageBoxes(cover!)
      expect(coverTrim).toHaveLength(1)
      const [x1, y1, x2, y2] = coverTrim[0]!
      // Boards 3 mm over the block at head, tail and fore-edge; a 7 mm hinge each side of the spine.
      expect(mm(x2! - x1!)).toBeCloseTo(2 * (doc.trimWidthMm + 3) + 2 * 7 + spine, 1)
      expect(mm(y2! - y1!)).toBeCloseTo(doc.trimHeightMm + 6, 1)
      // The turn-in round the boards: 15 mm beyond the trim.
      const [bx1, , bx2] = pageBoxes(cover!, 'BleedBox')[0]!
      expect(mm(bx2! - bx1!) - mm(x2! - x1!)).toBeCloseTo(30, 1)
      const blockTrim = pageBoxes(block!)
      expect(blockTrim).toHaveLength(20)
      for (const [a, b, c, d] of blockTrim) {
        expect(mm(c! - a!)).toBeCloseTo(doc.trimWidthMm, 1)
        expect(mm(d! - b!)).toBeCloseTo(doc.trimHeightMm, 1)
      }
      expect(
        printFileName({
          orderNumber: 'PS-261127-01',
          position: 1,
          productSlug: 'photo-book',
          quantity: 1,
          tierQuantity: 1,
          paper: '',
          extension: 'pdf',
          part: 'block',
        }),
      ).toBe('PS-261127-01-01-photo-book-1x1-block.pdf')
      // Anything else stays one file.
      expect(printParts(catalogTemplate(catalogProduct('calendars')))).toHaveLength(1)
    },
  )

  test('a calendar keeps its wire-o band clear on every page', () => {
    const doc = catalogTemplate(catalogProduct('calendars'))
    expect(doc.sides).toHaveLength(13)
    for (const side of doc.sides) {
      expect(side.zones).toMatchObject([{ kind: 'binding', y: 0, height: BINDING_ZONE_MM }])
      for (const el of side.elements) {
        // Photos too (a frame is where the shopper's photo goes).
        if (!isPrinted(el) && el.type !== 'frame') continue
        expect(elementBounds(el).top).toBeGreaterThanOrEqual(BINDING_ZONE_MM)
      }
    }
    expect(preflight(doc).filter((i) => i.code === 'no-go-zone')).toEqual([])
    // Text moved into the band is refused.
    const moved: DesignDocument = {
      ...doc,
      sides: doc.sides.map((s, i) =>
        i !== 1
          ? s
          : { ...s, elements: s.elements.map((e) => (e.type === 'text' ? { ...e, y: 4 } : e)) },
      ),
    }
    const issues = preflight(moved).filter((i) => i.code === 'no-go-zone')
    expect(issues.length).toBeGreaterThan(0)
    expect(issues[0]!.severity).toBe('error')
    expect(issues[0]!.message).toContain('wire-o holes')
  })
})
