/**
 * What the print file of each product family holds, measured (issue 23's closing note, decision
 * 064). One representative product per catalog category, at options that order its finishes and
 * geometry, is rendered from its catalog starting design exactly as the admin's print-file
 * download renders it (renderDesignPdf, the function the download's worker runs: crop marks, the
 * stock's printing condition, one file per print part), then measured by other tools:
 *
 * - Ghostscript `tiffsep` at 50 dpi over the bleed box of every page: the separations it writes
 *   (the plates), and the largest total ink (C+M+Y+K of one pixel) anywhere in the bleed box;
 * - qpdf (`--qdf`, uncompressed) and a reading of the content streams: the closed and open paths
 *   stroked in `CutContour`, the lines in `Crease`, the dashed fold marks, and the output intent's
 *   condition identifier and ink limit.
 *
 * Prints a markdown table. Run: `npx tsx scripts/prepress-table.ts` (about a minute).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { finishOfValue } from '#app/designer/finishes.ts'
import { printParts } from '#app/designer/print-parts.ts'
import { catalogProduct, catalogTemplate } from '#app/designer/test-fixtures.ts'
import { conditionOf, printCondition } from '#app/server/catalog/print-conditions.server.ts'
import { renderDesignPdf } from '#app/server/designs/design-pdf.server.ts'
import { products } from '#prisma/catalog/index.ts'

/** One product per family, with the options that give it a die, a fold or a finish. */
const REPRESENTATIVES: Record<string, [slug: string, selection: Record<string, string>]> = {
  'visiting-cards': ['standard-visiting-cards', { corners: 'rounded' }],
  'photo-prints': ['4x6-photo-prints', {}],
  'posters-wall-art': ['star-map', {}],
  'photo-gifts': ['custom-mugs', {}],
  events: ['event-badges', {}],
  menus: ['trifold-menu-maker', {}],
  'books-albums': ['photo-book', { cover: 'hardcover' }],
  'design-services': ['pdf-print-service', {}],
  labels: ['product-labels', {}],
  'flyers-brochures': ['door-hangers', {}],
  'signs-standees': ['sign-boards', {}],
  tags: ['hang-tag-maker', {}],
  wedding: ['wedding-invitations', {}],
  stickers: ['transparent-stickers', { shape: 'die-cut' }],
  stationery: ['folder-maker', { pockets: 'two' }],
  'vouchers-tickets': ['event-ticket-designer', {}],
  packaging: ['food-packaging', { style: 'burger', board: 'kraft' }],
}
/** A second row where a family has a second kind of geometry worth a row (a wire-o calendar). */
const EXTRA: [string, string, Record<string, string>][] = [
  ['stationery', 'calendars', {}],
  ['packaging', 'food-packaging', { style: 'cake-8in' }],
]

/** The selection with every finish the product offers ordered (the first finish value of each option). */
function withFinishes(slug: string, selection: Record<string, string>) {
  const p = catalogProduct(slug)
  const out: Record<string, string> = {}
  for (const o of p.options) {
    const chosen = selection[o.key]
    // Foil first (the finish a press most often phones about), then white, then spot UV.
    const rank = (k: string) => ['foil', 'white', 'spot-uv'].findIndex((f) => k.startsWith(f))
    const finish = o.values
      .filter((v) => finishOfValue(o.key, v.key))
      .sort((a, b) => {
        const [fa, fb] = [finishOfValue(o.key, a.key)!, finishOfValue(o.key, b.key)!]
        return ((rank(fa) + 10) % 10) - ((rank(fb) + 10) % 10)
      })[0]
    const value = chosen ?? finish?.key ?? (o.values.find((v) => v.default) ?? o.values[0])?.key
    if (value) out[o.key] = value
  }
  return out
}

interface Measured {
  pages: number
  plates: string[]
  cutClosed: number
  cutOpen: number
  creases: number
  foldMarks: number
  intent: string
  tacLimit: string
  tacMax: number
}

/** Stroked paths per separation name, from the uncompressed content streams. */
function readContent(qdf: string) {
  // Colour space resource names to separation names (/CS0 25 0 R ... 25 0 obj [ /Separation /Name).
  const sepOf = new Map<string, string>()
  for (const m of qdf.matchAll(/(\d+) 0 obj\s*\[\s*\/Separation\s*\/(\w+)/g))
    sepOf.set(m[1]!, m[2]!)
  const resource = new Map<string, string>()
  for (const m of qdf.matchAll(/\/(CS\d+) (\d+) 0 R/g))
    if (sepOf.has(m[2]!)) resource.set(m[1]!, sepOf.get(m[2]!)!)
  const counts = { cutClosed: 0, cutOpen: 0, creases: 0, foldMarks: 0 }
  let colour = ''
  let dashed = false
  let subpaths: { closed: boolean }[] = []
  for (const line of qdf.split('\n')) {
    const t = line.trim()
    const cs = /^\/(CS\d+) CS$/.exec(t)
    if (cs) colour = resource.get(cs[1]!) ?? ''
    else if (/^\[\d[\d. ]*\] [\d.]+ d$/.test(t)) dashed = true
    else if (/^\[\] [\d.]+ d$/.test(t)) dashed = false
    else if (/ m$/.test(t)) subpaths.push({ closed: false })
    else if (/ re$/.test(t)) subpaths.push({ closed: true })
    else if (t === 'h' && subpaths.length) subpaths[subpaths.length - 1]!.closed = true
    else if (t === 'S' || t === 's') {
      if (colour === 'CutContour') {
        counts.cutClosed += subpaths.filter((p) => p.closed || t === 's').length
        counts.cutOpen += subpaths.filter((p) => !p.closed && t === 'S').length
      } else if (colour === 'Crease') counts.creases += subpaths.length
      else if (colour === 'All' && dashed) counts.foldMarks += subpaths.length
      subpaths = []
    } else if (/^(f\*?|F|B\*?|b\*?|n)$/.test(t)) subpaths = []
  }
  return counts
}

async function measure(pdf: Buffer): Promise<Measured> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepress-table-'))
  try {
    const file = path.join(dir, 'file.pdf')
    fs.writeFileSync(file, pdf)
    const qdfFile = path.join(dir, 'qdf.pdf')
    execFileSync('qpdf', ['--qdf', '--object-streams=disable', file, qdfFile])
    const qdf = fs.readFileSync(qdfFile, 'latin1')
    execFileSync('gs', [
      '-q',
      '-dNOPAUSE',
      '-dBATCH',
      '-dSAFER',
      '-dUseBleedBox',
      '-sDEVICE=tiffsep',
      '-sCompression=none',
      '-r50',
      `-sOutputFile=${path.join(dir, 'p%03d.tif')}`,
      file,
    ])
    const files = fs.readdirSync(dir)
    const plates = new Set<string>()
    const pages = new Set<string>()
    for (const f of files) {
      const m = /^p(\d{3})\((.+)\)\.tif$/.exec(f)
      if (m) {
        plates.add(m[2]!)
        pages.add(m[1]!)
      }
    }
    let tacMax = 0
    for (const page of pages) {
      const ink = await Promise.all(
        ['Cyan', 'Magenta', 'Yellow', 'Black'].map(async (n) => {
          const { data } = await sharp(path.join(dir, `p${page}(${n}).tif`))
            .greyscale()
            .raw()
            .toBuffer({ resolveWithObject: true })
          return data
        }),
      )
      for (let i = 0; i < ink[0]!.length; i++) {
        const sum = ink.reduce((s, plate) => s + (255 - plate[i]!), 0)
        if (sum > tacMax) tacMax = sum
      }
    }
    const id = /\/OutputConditionIdentifier \(([^)]*)\)/.exec(qdf)?.[1] ?? '(none)'
    const limit = /total ink at most (\d+) %/.exec(qdf)?.[1] ?? '?'
    return {
      pages: pages.size,
      plates: [...plates].filter((p) => !['Cyan', 'Magenta', 'Yellow', 'Black'].includes(p)),
      ...readContent(qdf),
      intent: id,
      tacLimit: limit,
      tacMax: Math.round((tacMax / 255) * 1000) / 10,
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const rows: string[] = []
const cases = [
  ...Object.entries(REPRESENTATIVES).map(([family, [slug, sel]]) => [family, slug, sel] as const),
  ...EXTRA,
]
const families = new Set(products.map((p) => p.category))
for (const f of families)
  if (!(f in REPRESENTATIVES)) console.error(`No representative for the family ${f}`)
for (const [family, slug, sel] of cases) {
  const selection = withFinishes(slug, sel)
  const product = catalogProduct(slug)
  const doc = catalogTemplate(product, selection)
  const condition = printCondition(conditionOf(slug, selection) ?? 'coated')
  const ordered = Object.entries(selection)
    .filter(([k, v]) => finishOfValue(k, v) || sel[k])
    .map(([k, v]) => `${k}=${v}`)
  for (const { part, doc: partDoc } of printParts(doc)) {
    const pdf = await renderDesignPdf(partDoc, {
      cropMarks: true,
      condition,
      loadImage: async () => null,
      title: `${product.name}${part ? ` (${part})` : ''}`,
      creationDate: new Date('2026-11-28T00:00:00Z'),
    })
    const m = await measure(pdf)
    const cut =
      m.cutClosed + m.cutOpen
        ? `${m.cutClosed} closed${m.cutOpen ? ` + ${m.cutOpen} slits` : ''}`
        : '–'
    rows.push(
      `| ${family} | ${slug}${part ? ` (${part})` : ''} | ${ordered.join(', ') || 'defaults'} | ${m.pages} | ${m.plates.join(', ') || 'CMYK only'} | ${cut} | ${m.creases || '–'} | ${m.foldMarks || '–'} | ${m.intent} (${condition.key}) | ${m.tacMax} % / ${m.tacLimit} % |`,
    )
    console.error(rows.at(-1))
  }
}
console.log(
  '| family | product (part) | options measured | pages | spot plates (tiffsep) | CutContour paths | Crease lines | fold marks | output intent | max TAC / limit |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for (const r of rows) console.log(r)
