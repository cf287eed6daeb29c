/**
 * Products and prices as a spreadsheet keeps them (decision 050): one row per product with its
 * web address, name, category, status, badge, HSN, tiers ("100=299; 250=549") and option prices
 * ("paper:matte=0; paper:gloss=10", percent of the tier price). An exported file imported again
 * changes nothing; an edited one updates the products it names through the same rules as the form
 * (catalog-rules.server.ts), every product or none (one transaction), each change in its history.
 * Products are created and their print specs changed in the form, not by file.
 */
import {
  CATALOG_MESSAGES,
  PRODUCT_CSV_HEADERS,
  bpToPercent,
  paiseToRupees,
  percentToBp,
} from '#app/utils/admin-catalog.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { draftOf, productWhere, type ProductFilters } from './catalog-products.server.ts'
import { checkProduct } from './catalog-rules.server.ts'
import {
  diff,
  loadSnapshot,
  printCheckNeeded,
  statusOf,
  writeInput,
  type ProductSnapshot,
} from './catalog-save.server.ts'

export const MAX_IMPORT_ROWS = 2000

const tiersText = (p: ProductSnapshot) =>
  p.quantityTiers.map((t) => `${t.quantity}=${paiseToRupees(t.pricePaise)}`).join('; ')
const optionsText = (p: ProductSnapshot) =>
  p.options
    .flatMap((o) => o.values.map((v) => `${o.key}:${v.key}=${bpToPercent(v.priceDeltaBp)}`))
    .join('; ')

/** The rows of every product matching the list's filters, A to Z, read in batches. */
export async function exportProducts(filters: ProductFilters) {
  const ids = await prisma.product.findMany({
    where: productWhere(filters),
    orderBy: [{ nameSortKey: 'asc' }, { id: 'asc' }],
    select: { id: true, category: { select: { slug: true } } },
  })
  const rows: string[][] = []
  for (let i = 0; i < ids.length; i += 200) {
    const batch = await Promise.all(ids.slice(i, i + 200).map((p) => loadSnapshot(p.id)))
    batch.forEach((p, j) => {
      if (!p) return
      rows.push([
        p.slug,
        p.name,
        ids[i + j]!.category.slug,
        statusOf(p),
        p.hot ? 'yes' : 'no',
        p.hsnCode,
        tiersText(p),
        optionsText(p),
      ])
    })
  }
  return rows
}

/** RFC 4180 fields; the apostrophe the export puts before a formula-like cell is taken off. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const source = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && field === '') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field !== '' || row.length) rows.push([...row, field])
  return rows
    .filter((r) => r.some((f) => f.trim() !== ''))
    .map((r) => r.map((f) => (/^'[=+\-@\t\r]/.test(f) ? f.slice(1) : f)))
}

function parsePairs(text: string, line: number, what: string) {
  return text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.lastIndexOf('=')
      if (at < 1) throw new AppError(400, `Line ${line}: "${pair}" in ${what} is not name=value.`)
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as const
    })
}

/** Applies a products CSV; answers how many products changed. */
export async function importProducts(csv: string, actor: string) {
  const rows = parseCsv(csv)
  const [header, ...body] = rows
  if (!header || header.join(',') !== PRODUCT_CSV_HEADERS.join(','))
    throw new AppError(
      400,
      `The first line must be the columns of an export: ${PRODUCT_CSV_HEADERS.join(', ')}.`,
    )
  if (body.length > MAX_IMPORT_ROWS)
    throw new AppError(400, `A file may hold ${MAX_IMPORT_ROWS} products at most.`)
  const categories = new Map(
    (await prisma.category.findMany({ select: { id: true, slug: true } })).map((c) => [
      c.slug,
      c.id,
    ]),
  )
  const seen = new Set<string>()
  const planned: {
    current: ProductSnapshot
    input: Awaited<ReturnType<typeof checkProduct>>
    changes: ReturnType<typeof diff>
  }[] = []
  for (const [index, cells] of body.entries()) {
    const line = index + 2
    const [
      slug = '',
      name = '',
      category = '',
      status = '',
      popular = '',
      hsn = '',
      tiers = '',
      prices = '',
    ] = cells.map((c) => c.trim())
    if (seen.has(slug)) throw new AppError(400, `Line ${line}: ${slug} appears twice.`)
    seen.add(slug)
    const found = await prisma.product.findUnique({ where: { slug }, select: { id: true } })
    const current = found && (await loadSnapshot(found.id))
    if (!current) throw new AppError(400, `Line ${line}: no product has the address "${slug}".`)
    const draft = draftOf(current)
    const categoryId = categories.get(category)
    if (!categoryId) throw new AppError(400, `Line ${line}: no category "${category}".`)
    if (!['draft', 'active', 'archived'].includes(status))
      throw new AppError(400, `Line ${line}: the status must be draft, active or archived.`)
    if (!['yes', 'no'].includes(popular.toLowerCase()))
      throw new AppError(400, `Line ${line}: Popular must be yes or no.`)
    draft.name = name
    draft.categoryId = categoryId
    draft.status = status as typeof draft.status
    draft.hot = popular.toLowerCase() === 'yes'
    draft.hsnCode = hsn
    draft.tiers = parsePairs(tiers, line, 'the tiers').map(([quantity, price]) => ({
      quantity,
      price,
    }))
    for (const [name, percent] of parsePairs(prices, line, 'the option prices')) {
      const [optionKey, valueKey] = name.split(':')
      const option = draft.options.find((o) => o.key === optionKey)
      const value = option?.values.find((v) => v.key === valueKey)
      if (!value)
        throw new AppError(400, `Line ${line}: the product has no option value "${name}".`)
      if (percentToBp(percent) === null)
        throw new AppError(400, `Line ${line}: "${percent}" for ${name} is not a percentage.`)
      value.delta = percent
    }
    let input
    try {
      input = await checkProduct(draft, current.id, {
        printCheck: (candidate) => printCheckNeeded(current, candidate),
      })
    } catch (error) {
      if (error instanceof AppError && error.fieldErrors) {
        const detail = Object.values(error.fieldErrors).flat().join(' ')
        throw new AppError(400, `Line ${line} (${slug}): ${detail}`)
      }
      throw error
    }
    const changes = diff(current, input)
    if (changes.length) planned.push({ current, input, changes })
  }
  await prisma.$transaction(
    async (tx) => {
      for (const p of planned)
        await writeInput(tx, p.current, p.input, p.changes, actor, 'imported')
    },
    { timeout: 60_000 },
  )
  return { changed: planned.length, message: CATALOG_MESSAGES.imported(planned.length) }
}
