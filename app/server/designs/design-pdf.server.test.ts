import zlib from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { designDocumentSchema, mmToPt, type DesignDocument } from '#app/designer/document.ts'
import { catalogProduct, catalogTemplate, documentInput } from '#app/designer/test-fixtures.ts'
import { qrMatrix } from '#app/designer/qr.ts'
import { renderDesignPdf } from './design-pdf.server.ts'
import { CROP_MARK_MARGIN_MM } from './pdf-page.server.ts'

const template = (slug: string) => catalogTemplate(catalogProduct(slug))

const noImages = async () => null

async function parse(buffer: Buffer) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  return getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise
}

/** Page dictionaries' boxes straight from the file (pdfkit writes them uncompressed). */
function boxes(buffer: Buffer, name: 'MediaBox' | 'BleedBox' | 'TrimBox') {
  const re = new RegExp(`/${name} \\[([^\\]]*)\\]`, 'g')
  return [...buffer.toString('latin1').matchAll(re)].map((m) =>
    m[1]!.trim().split(/\s+/).map(Number),
  )
}

/** Every stream of the file, inflated when compressed. */
function streams(buffer: Buffer) {
  const text = buffer.toString('latin1')
  const out: string[] = []
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length
    const end = text.indexOf('endstream', start)
    const raw = buffer.subarray(start, end)
    try {
      out.push(zlib.inflateSync(raw).toString('latin1'))
    } catch {
      out.push(raw.toString('latin1'))
    }
  }
  return out
}

const close = (a: number[], b: number[]) => {
  expect(a).toHaveLength(b.length)
  a.forEach((v, i) => expect(v).toBeCloseTo(b[i]!, 3))
}

describe('renderDesignPdf', () => {
  test('with a fixed creation date the same design renders to the same bytes (print checksums)', async () => {
    const doc = template('standard-visiting-cards')
    const creationDate = new Date('2026-05-01T10:00:00Z')
    const first = await renderDesignPdf(doc, { loadImage: noImages, cropMarks: true, creationDate })
    const again = await renderDesignPdf(doc, { loadImage: noImages, cropMarks: true, creationDate })
    expect(first.equals(again)).toBe(true)
  })

  test('visiting card: page = trim + 2 x bleed in points, boxes, fonts and text', async () => {
    const doc = template('standard-visiting-cards')
    const buffer = await renderDesignPdf(doc, { loadImage: noImages })
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-')
    const W = mmToPt(89 + 6)
    const H = mmToPt(51 + 6)
    const pdf = await parse(buffer)
    expect(pdf.numPages).toBe(1)
    const page = await pdf.getPage(1)
    close(page.view, [0, 0, W, H])
    close(boxes(buffer, 'MediaBox')[0]!, [0, 0, W, H])
    close(boxes(buffer, 'BleedBox')[0]!, [0, 0, W, H])
    const b = mmToPt(3)
    close(boxes(buffer, 'TrimBox')[0]!, [b, b, W - b, H - b])

    const raw = buffer.toString('latin1')
    expect(raw).toMatch(/\/FontFile2|\/FontFile3/)
    const fontNames = [...raw.matchAll(/\/BaseFont \/[A-Z]{6}\+([A-Za-z-]+)/g)].map((m) => m[1])
    expect(fontNames).toEqual(expect.arrayContaining(['Montserrat-Bold', 'Inter-Regular']))

    const text = (await page.getTextContent()).items
      .map((i) => ('str' in i ? i.str : ''))
      .join('\n')
    expect(text).toContain('Aarav Mehta')
    expect(text).toContain('hello@example.com')
  })

  test('one page per side: front and back, and every page of a booklet', async () => {
    const card = await parse(
      await renderDesignPdf(template('loyalty-cards'), { loadImage: noImages }),
    )
    expect(card.numPages).toBe(2)
    const book = template('multipage-menu-maker')
    const pdf = await parse(await renderDesignPdf(book, { loadImage: noImages }))
    expect(pdf.numPages).toBe(8)
    const big = await parse(
      await renderDesignPdf(template('standee-maker'), { loadImage: noImages }),
    )
    close((await big.getPage(1)).view, [0, 0, mmToPt(762 + 20), mmToPt(1829 + 20)])
  })

  test('crop marks add a margin outside the bleed; boxes stay on the artwork', async () => {
    const doc = template('standard-visiting-cards')
    const buffer = await renderDesignPdf(doc, { loadImage: noImages, cropMarks: true })
    const m = mmToPt(CROP_MARK_MARGIN_MM)
    const W = mmToPt(95) + 2 * m
    const H = mmToPt(57) + 2 * m
    close(boxes(buffer, 'MediaBox')[0]!, [0, 0, W, H])
    close(boxes(buffer, 'BleedBox')[0]!, [m, m, W - m, H - m])
    const t = m + mmToPt(3)
    close(boxes(buffer, 'TrimBox')[0]!, [t, t, W - t, H - t])
    // Eight mark strokes (two per corner) in the page content.
    const content = streams(buffer).find((s) => / S\b|\nS\n/.test(s)) ?? ''
    expect(content.match(/\bS\b/g)?.length ?? 0).toBeGreaterThanOrEqual(8)
  })

  test('QR codes are vector squares and images are placed in their frame', async () => {
    const png = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#cc3300' },
    })
      .png()
      .toBuffer()
    const doc: DesignDocument = designDocumentSchema.parse(
      documentInput(
        [
          {
            id: 'qr1',
            type: 'qr',
            value: 'https://www.example.com',
            x: 10,
            y: 10,
            width: 30,
            height: 30,
            color: '#000000',
            background: 'none',
          },
          {
            id: 'img1',
            type: 'image',
            uploadId: 'photo1',
            x: 50,
            y: 50,
            width: 40,
            height: 40,
            naturalWidth: 400,
            naturalHeight: 200,
            rotation: 15,
            opacity: 0.8,
          },
          {
            id: 'hidden',
            type: 'text',
            text: 'Do not print me',
            x: 10,
            y: 60,
            width: 30,
            height: 10,
            fontFamily: 'Lato',
            fontSizePt: 10,
            color: '#000000',
            hidden: true,
          },
        ],
        { trimWidthMm: 100, trimHeightMm: 100, safeMarginMm: 5 },
      ),
    )
    const asked: string[] = []
    const buffer = await renderDesignPdf(doc, {
      loadImage: async (id) => {
        asked.push(id)
        return png
      },
    })
    expect(asked).toEqual(['photo1'])
    const raw = buffer.toString('latin1')
    expect(raw).toContain('/Subtype /Image')
    const content = streams(buffer).join('\n')
    // The image is drawn (Do) inside a clip (W n) to its frame.
    expect(content).toMatch(/W n[\s\S]*\/I\w* Do/)
    // One rectangle per run of dark modules in each row.
    const m = qrMatrix('https://www.example.com')!
    let runs = 0
    for (let r = 0; r < m.size; r++)
      for (let c = 0; c < m.size; c++) if (m.dark(r, c) && (c === 0 || !m.dark(r, c - 1))) runs++
    expect(content.match(/ re\b/g)?.length ?? 0).toBeGreaterThanOrEqual(runs)
    const pdf = await parse(buffer)
    const text = (await (await pdf.getPage(1)).getTextContent()).items
    expect(text).toHaveLength(0)
  })

  test('an image fitted inside its frame shows only its crop', async () => {
    const png = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#0044cc' },
    })
      .png()
      .toBuffer()
    const doc = designDocumentSchema.parse(
      documentInput(
        [
          {
            id: 'img',
            type: 'image',
            uploadId: 'photo',
            x: 50,
            y: 30,
            width: 30,
            height: 25,
            naturalWidth: 400,
            naturalHeight: 200,
            fit: 'fit',
            crop: { x: 0, y: 0, width: 0.5, height: 0.5 },
          },
        ],
        { trimWidthMm: 90, trimHeightMm: 60 },
      ),
    )
    const content = streams(await renderDesignPdf(doc, { loadImage: async () => png })).join('\n')
    // The 2:1 crop fitted to 30 mm wide is 15 mm tall, centred in the 25 mm frame.
    expect(content).toMatch(/50 35 30 15 re\s+W n\s+[\s\S]*\/I\w* Do/)
  })

  test('Devanagari text is set in the Devanagari file', async () => {
    const doc = designDocumentSchema.parse(
      documentInput(
        [
          {
            id: 't',
            type: 'text',
            text: 'शुभ दीपावली\nHappy Diwali',
            x: 5,
            y: 5,
            width: 80,
            height: 30,
            fontFamily: 'Noto Sans Devanagari',
            fontSizePt: 14,
            color: '#222222',
            align: 'center',
          },
        ],
        { trimWidthMm: 90, trimHeightMm: 50 },
      ),
    )
    const buffer = await renderDesignPdf(doc, { loadImage: noImages })
    const names = [...buffer.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([A-Za-z-]+)/g)]
    expect(names.length).toBeGreaterThanOrEqual(2)
    const pdf = await parse(buffer)
    const text = (await (await pdf.getPage(1)).getTextContent()).items
      .map((i) => ('str' in i ? i.str : ''))
      .join('')
    expect(text).toContain('Happy Diwali')
  })
})
