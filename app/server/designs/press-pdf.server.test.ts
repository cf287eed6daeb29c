/**
 * The print file as a press checks it, with no outside tools: PDF/X-4 identification and CMYK
 * output intent, page boxes, no RGB anywhere (photos included), black text in black ink only,
 * embedded fonts, the cut contour and registration marks as spot colours, and no missing glyph in
 * any font for ₹, Hindi, Tamil and accented Latin. qpdf and Ghostscript check the same files when
 * they are installed (apt-get install qpdf ghostscript); otherwise those two checks say so and skip.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { dieCutOutline } from '#app/designer/cut-outline.ts'
import { designDocumentSchema, FONT_FAMILIES, type DesignDocument } from '#app/designer/document.ts'
import { preflight } from '#app/designer/preflight.ts'
import { catalogProduct, catalogTemplate, documentInput } from '#app/designer/test-fixtures.ts'
import { fontkitMeasurer, glyphGaps } from './design-fonts.server.ts'
import { renderDesignPdf } from './design-pdf.server.ts'

const noImages = async () => null

/** Every object of the file as text, stream contents inflated. */
function objects(buffer: Buffer) {
  const text = buffer.toString('latin1')
  const out: { id: number; dict: string; stream: string }[] = []
  for (const m of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2]!
    const at = body.indexOf('stream')
    if (at < 0) {
      out.push({ id: Number(m[1]), dict: body, stream: '' })
      continue
    }
    const start = m.index + m[0].indexOf(body) + at + body.slice(at).indexOf('\n') + 1
    const end = text.indexOf('endstream', start)
    const raw = buffer.subarray(start, end)
    let stream: string
    try {
      stream = zlib.inflateSync(raw).toString('latin1')
    } catch {
      stream = raw.toString('latin1')
    }
    out.push({ id: Number(m[1]), dict: body.slice(0, at), stream })
  }
  return out
}

const has = (tool: string) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0

async function richDocument(): Promise<{ doc: DesignDocument; images: Record<string, Buffer> }> {
  const photo = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#cc3300' },
  })
    .jpeg()
    .toBuffer()
  const logo = await sharp({
    create: {
      width: 200,
      height: 200,
      channels: 4,
      background: { r: 0, g: 90, b: 200, alpha: 0.5 },
    },
  })
    .png()
    .toBuffer()
  const doc = designDocumentSchema.parse(
    documentInput([
      {
        id: 'bg',
        type: 'shape',
        shape: 'rectangle',
        x: -3,
        y: -3,
        width: 95,
        height: 57,
        fill: '#f4efe6',
        stroke: 'none',
      },
      {
        id: 'photo',
        type: 'image',
        uploadId: 'photo',
        x: 50,
        y: 8,
        width: 30,
        height: 20,
        naturalWidth: 600,
        naturalHeight: 400,
      },
      {
        id: 'logo',
        type: 'image',
        uploadId: 'logo',
        x: 50,
        y: 30,
        width: 12,
        height: 12,
        naturalWidth: 200,
        naturalHeight: 200,
        opacity: 0.8,
      },
      {
        id: 'name',
        type: 'text',
        text: 'Aarav Mehta ₹499',
        x: 6,
        y: 8,
        width: 40,
        height: 8,
        fontFamily: 'Lato',
        fontSizePt: 11,
        color: '#1d1d1f',
      },
      {
        id: 'title',
        type: 'text',
        text: 'Designer',
        x: 6,
        y: 18,
        width: 40,
        height: 6,
        fontFamily: 'Inter',
        fontSizePt: 8,
        color: '#3d5afe',
      },
      {
        id: 'rule',
        type: 'shape',
        shape: 'rectangle',
        x: 6,
        y: 26,
        width: 30,
        height: 0.3,
        fill: '#000000',
        stroke: 'none',
      },
      {
        id: 'qr',
        type: 'qr',
        value: 'https://example.com',
        x: 6,
        y: 30,
        width: 14,
        height: 14,
        color: '#000000',
        background: 'none',
      },
    ]),
  )
  return { doc, images: { photo, logo } }
}

describe('the print file is PDF/X-4 in CMYK', () => {
  test('output intent, identification, boxes, no RGB, black ink, fonts embedded, marks', async () => {
    const { doc, images } = await richDocument()
    const buffer = await renderDesignPdf(doc, {
      loadImage: async (id) => images[id] ?? null,
      cropMarks: true,
      creationDate: new Date('2026-11-25T10:00:00Z'),
      title: 'Chai & Co. <card>',
    })
    const raw = buffer.toString('latin1')
    const objs = objects(buffer)
    expect(raw.startsWith('%PDF-1.6')).toBe(true)

    // The output intent: GTS_PDFX with an embedded CMYK (N 4) profile.
    const intent = objs.find((o) => /\/Type \/OutputIntent/.test(o.dict))!
    expect(intent.dict).toMatch(/\/S \/GTS_PDFX/)
    expect(raw).toMatch(/\/OutputIntents \[\d+ 0 R\]/)
    const profileId = Number(/\/DestOutputProfile (\d+) 0 R/.exec(intent.dict)![1])
    const profile = objs.find((o) => o.id === profileId)!
    expect(profile.dict).toMatch(/\/N 4/)
    expect(profile.stream.slice(36, 40)).toBe('acsp')
    expect(profile.stream.slice(16, 20)).toBe('CMYK')

    // Identification in the Info dictionary and the XMP metadata (escaped title).
    expect(raw).toMatch(/\(PDF\/X-4\)/)
    expect(raw).toMatch(/\/Trapped \d+ 0 R/)
    expect(objs.some((o) => o.dict.trim() === '/False')).toBe(true)
    const xmp = objs.find((o) => /\/Subtype \/XML/.test(o.dict))!.stream
    expect(xmp).toContain('<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>')
    expect(xmp).toContain('Chai &amp; Co. &lt;card&gt;')
    expect(raw).toMatch(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/)

    // Boxes: TrimBox inside BleedBox inside MediaBox.
    const box = (name: string) =>
      /\[([^\]]+)\]/
        .exec(new RegExp(`/${name} \\[[^\\]]+\\]`).exec(raw)![0])![1]!
        .trim()
        .split(/\s+/)
        .map(Number)
    const [media, bleed, trim] = [box('MediaBox'), box('BleedBox'), box('TrimBox')]
    expect(bleed[0]).toBeGreaterThanOrEqual(media[0]!)
    expect(trim[0]).toBeGreaterThan(bleed[0]!)
    expect(trim[2]).toBeLessThan(bleed[2]!)

    // No RGB anywhere: no DeviceRGB, no rg/RG operators, every image CMYK (its mask grey).
    expect(raw).not.toContain('/DeviceRGB')
    const pageContents = objs
      .filter((o) => /\/Type \/Page\b/.test(o.dict))
      .map((o) => Number(/\/Contents (\d+) 0 R/.exec(o.dict)![1]))
    const content = objs
      .filter((o) => pageContents.includes(o.id))
      .map((o) => o.stream)
      .join('\n')
    expect(content).toMatch(/ Tj| TJ/)
    expect(content).not.toMatch(/\brg\b|\bRG\b/)
    const imagesInFile = objs.filter((o) => /\/Subtype \/Image/.test(o.dict))
    expect(imagesInFile.length).toBeGreaterThanOrEqual(3)
    for (const img of imagesInFile) expect(img.dict).toMatch(/\/ColorSpace \/Device(CMYK|Gray)/)
    expect(imagesInFile.some((i) => /\/SMask \d+ 0 R/.test(i.dict))).toBe(true)

    // Black text, the hairline rule and the QR code: black ink only, overprinting.
    expect(content).toMatch(/\/DeviceCMYK cs\s+0 0 0 1 scn/)
    expect(objs.some((o) => /\/OP true/.test(o.dict) && /\/op true/.test(o.dict))).toBe(true)
    expect(content).toMatch(/\/GsOP gs/)
    // Coloured text is converted through the profile, not black ink.
    expect(content).toMatch(/\/DeviceCMYK cs\s+0\.\d+ 0\.\d+ 0(\.\d+)? 0(\.\d+)? scn/)

    // Transparency (opacity, the PNG's alpha) blends in CMYK.
    expect(raw).toMatch(/\/Group <<\s*\/Type \/Group\s*\/S \/Transparency\s*\/CS \/DeviceCMYK/)

    // Fonts embedded: every font has a descriptor with its file.
    const fonts = objs.filter(
      (o) => /\/Type \/Font\b/.test(o.dict) && /\/FontDescriptor/.test(o.dict),
    )
    const descriptors = objs.filter((o) => /\/Type \/FontDescriptor/.test(o.dict))
    expect(fonts.length).toBeGreaterThanOrEqual(2)
    for (const d of descriptors) expect(d.dict).toMatch(/\/FontFile2 \d+ 0 R/)

    // Crop marks in the registration colour; no cut contour on a rectangular card.
    expect(raw).toMatch(/\/Separation \/All \/DeviceCMYK/)
    expect(content).not.toMatch(/\/CS\d+ CS[\s\S]*?re\s*S\b.*CutContour/)

    // pdf.js reads it.
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
    const pdf = await getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise
    expect(pdf.numPages).toBe(1)
  })

  test('a round label carries its cut line in the CutContour spot colour; a die-cut sticker hugs its art', async () => {
    const jar = catalogTemplate(catalogProduct('jar-labels'))
    expect(jar.cutContour).toBe(true)
    const raw = (await renderDesignPdf(jar, { loadImage: noImages })).toString('latin1')
    expect(raw).toMatch(/\/Separation \/CutContour \/DeviceCMYK/)
    const card = catalogTemplate(catalogProduct('standard-visiting-cards'))
    expect(card.cutContour).toBe(false)

    const die = catalogTemplate(catalogProduct('transparent-stickers'), { shape: 'die-cut' })
    expect(die.shape).toBe('die-cut')
    const outline = dieCutOutline(
      die.sides[0]!,
      { width: die.trimWidthMm, height: die.trimHeightMm },
      fontkitMeasurer,
    )!
    expect(outline.length).toBeGreaterThan(2)
    // The one cut goes round every printed element.
    const xs = outline.map((p) => p.x)
    const ys = outline.map((p) => p.y)
    for (const el of die.sides[0]!.elements.filter((e) => e.type !== 'frame')) {
      expect(el.x + el.width / 2).toBeGreaterThan(Math.min(...xs) + 2)
      expect(el.x + el.width / 2).toBeLessThan(Math.max(...xs) - 2)
      expect(el.y + el.height / 2).toBeGreaterThan(Math.min(...ys) + 2)
    }
  })

  test('qpdf and Ghostscript accept the file, and the ink is CMYK', async (ctx) => {
    if (!has('qpdf') || !has('gs')) {
      ctx.skip('qpdf or Ghostscript is not installed (apt-get install -y qpdf ghostscript)')
      return
    }
    const { doc, images } = await richDocument()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdfx-'))
    const file = path.join(dir, 'card.pdf')
    fs.writeFileSync(
      file,
      await renderDesignPdf(doc, { loadImage: async (id) => images[id] ?? null, cropMarks: true }),
    )
    expect(spawnSync('qpdf', ['--check', file]).status).toBe(0)
    const ink = execFileSync('gs', ['-q', '-o', '-', '-sDEVICE=inkcov', file]).toString()
    expect(ink).toMatch(/CMYK OK/)
  })
})

describe('no missing glyphs in any font', () => {
  const LINES = {
    rupee: '₹ 1,499 only',
    hindi: 'नमस्ते, शुभ दीपावली',
    tamil: 'வணக்கம் தமிழ்',
    accents: 'Crème brûlée à São Paulo, Zürich',
  }
  const cases = FONT_FAMILIES.flatMap((family) =>
    ([400, 700] as const).flatMap((weight) =>
      Object.entries(LINES).map(([what, text]) => [family, weight, what, text] as const),
    ),
  )

  test.each(cases)('%s %s: %s', (family, weight, _what, text) => {
    // Every character has a glyph in the font the PDF sets it in (shaped as printed).
    expect(glyphGaps(text, family, weight)).toEqual([])
    const doc = designDocumentSchema.parse(
      documentInput([
        {
          id: 't',
          type: 'text',
          text,
          x: 5,
          y: 5,
          width: 79,
          height: 12,
          fontFamily: family,
          fontWeight: weight,
          fontSizePt: 9,
          color: '#000000',
        },
      ]),
    )
    expect(
      preflight(doc, { measureText: fontkitMeasurer }).filter((i) => i.code === 'missing-glyph'),
    ).toEqual([])
  })

  test('a line in every font prints with its fonts embedded', async () => {
    const elements = FONT_FAMILIES.map((family, i) => ({
      id: `t${i}`,
      type: 'text',
      text: `${LINES.rupee} ${LINES.hindi}`,
      x: 3,
      y: 3 + i * 3.5,
      width: 83,
      height: 3.5,
      fontFamily: family,
      fontSizePt: 6,
      color: '#000000',
    }))
    const doc = designDocumentSchema.parse(documentInput(elements, { trimHeightMm: 51 }))
    const buffer = await renderDesignPdf(doc, { loadImage: noImages })
    const raw = buffer.toString('latin1')
    // The Devanagari fallback is embedded for the families that have no Devanagari of their own.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/)
    expect((raw.match(/\/FontFile2/g) ?? []).length).toBeGreaterThanOrEqual(FONT_FAMILIES.length)
  })

  test('the preflight names a character no font can print', () => {
    const doc = designDocumentSchema.parse(
      documentInput([
        {
          id: 't',
          type: 'text',
          text: 'Happy 中秋 ☃',
          x: 5,
          y: 5,
          width: 79,
          height: 12,
          fontFamily: 'Inter',
          fontSizePt: 9,
          color: '#000000',
        },
      ]),
    )
    const issues = preflight(doc).filter((i) => i.code === 'missing-glyph')
    expect(issues).toMatchObject([{ severity: 'error', elementId: 't' }])
    expect(issues[0]!.message).toContain('中 (U+4E2D)')
  })
})

describe('placeholders never print', () => {
  test("a template's photo frames, and an old order's placeholder rectangle, are not in the file", async () => {
    const mug = catalogTemplate(catalogProduct('custom-mugs'))
    expect(mug.sides[0]!.elements.some((e) => e.type === 'frame')).toBe(true)
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
    const text = async (doc: DesignDocument) => {
      const pdf = await getDocument({
        data: new Uint8Array(await renderDesignPdf(doc, { loadImage: noImages })),
        verbosity: 0,
      }).promise
      return (await (await pdf.getPage(1)).getTextContent()).items
        .map((i) => ('str' in i ? i.str : ''))
        .join(' ')
    }
    expect(await text(mug)).not.toContain('Add your photo')
    const old = designDocumentSchema.parse(
      documentInput([
        {
          id: 'p',
          name: 'Photo placeholder',
          type: 'shape',
          shape: 'rectangle',
          x: 5,
          y: 5,
          width: 30,
          height: 20,
          fill: '#eeeeee',
          stroke: 'none',
        },
        {
          id: 'l',
          name: 'Photo label',
          type: 'text',
          text: 'Add your photo',
          x: 8,
          y: 12,
          width: 24,
          height: 5,
          fontFamily: 'Inter',
          fontSizePt: 8,
          color: '#777777',
        },
        {
          id: 't',
          type: 'text',
          text: 'Happy birthday',
          x: 40,
          y: 12,
          width: 40,
          height: 6,
          fontFamily: 'Inter',
          fontSizePt: 10,
          color: '#000000',
        },
      ]),
    )
    const printed = await text(old)
    expect(printed).toContain('Happy birthday')
    expect(printed).not.toContain('Add your photo')
  })
})
