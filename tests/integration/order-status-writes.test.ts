import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

/**
 * Only `transition()` writes an order's status (decision 037): it derives the conditional update
 * from the one table in app/utils/order-status.ts and writes the timeline line and the milestone
 * date with it. This reads every source file of app/ and server/ (tests aside) and names each
 * other write of `Order.status`: a Prisma update, upsert or create of an order with `status` in
 * its data (a new order may only be awaiting payment, the default), an order written through a
 * relation with a status, and raw SQL updating or inserting the column. Other models' statuses
 * (payments, reviews, webhooks, uploads...) and reads of the order's status are not writes.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const SCANNED = ['app', 'server']
const THE_ONE_PLACE = 'app/server/orders/transition.server.ts'

/** A new order may say it is awaiting payment, as the column's default does. */
const INITIAL_STATUS = /^['"]PENDING_PAYMENT['"]$/

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** Where the string, comment or bracket starting at `i` ends (the index after it). */
function skip(src: string, i: number): number {
  const c = src[i]
  if (c === '/' && src[i + 1] === '/') {
    const end = src.indexOf('\n', i)
    return end < 0 ? src.length : end
  }
  if (c === '/' && src[i + 1] === '*') return src.indexOf('*/', i + 2) + 2
  if (c === "'" || c === '"' || c === '`') {
    let j = i + 1
    while (j < src.length && src[j] !== c) j += src[j] === '\\' ? 2 : 1
    return j + 1
  }
  return i + 1
}

/** The text of the bracket opening at `open` up to its match, both included. */
function bracketed(src: string, open: number) {
  let depth = 0
  for (let i = open; i < src.length;) {
    const c = src[i]!
    if ('([{'.includes(c)) depth++
    if (')]}'.includes(c) && --depth === 0) return src.slice(open, i + 1)
    i = '([{)]}'.includes(c) ? i + 1 : skip(src, i)
  }
  return src.slice(open)
}

/** The top-level entries of an object (or array) literal's text: [key, value]; `...` for spreads. */
function entries(literal: string): [string, string][] {
  const parts: string[] = []
  let depth = 0
  let start = 1
  for (let i = 0; i < literal.length;) {
    const c = literal[i]!
    if ('([{'.includes(c)) depth++
    if (')]}'.includes(c)) depth--
    if ((c === ',' && depth === 1) || depth === 0) {
      parts.push(literal.slice(start, i))
      start = i + 1
    }
    i = '([{)]},'.includes(c) ? i + 1 : skip(literal, i)
  }
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): [string, string] => {
      if (part.startsWith('...')) return ['...', part.slice(3).trim()]
      const named = /^(?:['"]?(\w+)['"]?|\[\s*['"](\w+)['"]\s*\])\s*:\s*([\s\S]*)$/.exec(part)
      if (named) return [named[1] ?? named[2]!, named[3]!.trim()]
      return [part, part]
    })
}

const valueOf = (literal: string, key: string) =>
  literal.startsWith('{') ? entries(literal).find(([k]) => k === key)?.[1] : undefined

/** What is wrong with the data of an order written as `kind`, or null. */
function statusIn(data: string | undefined, kind: 'update' | 'create'): string | null {
  if (!data) return null
  if (data.startsWith('[')) {
    for (const [element] of entries(data)) {
      const found = statusIn(element, kind)
      if (found) return found
    }
    return null
  }
  const status = valueOf(data, 'status')
  if (status === undefined) return null
  if (kind === 'create' && INITIAL_STATUS.test(status)) return null
  return kind === 'create' ? `creates an order with status ${status}` : `sets status: ${status}`
}

/** The writes of an order's status in one source file: "line: what" for each. */
export function orderStatusWrites(src: string) {
  const found: string[] = []
  const at = (index: number, what: string) =>
    found.push(`line ${src.slice(0, index).split('\n').length}: ${what}`)

  // Prisma: tx.order.updateMany({ where, data: { status } }) and its siblings.
  for (const call of src.matchAll(/\.order\s*\.\s*(\w+)\s*\(/g)) {
    const method = call[1]!
    const arg = bracketed(src, call.index + call[0].length - 1)
      .slice(1, -1)
      .trim()
    const problems =
      method === 'update' || method === 'updateMany'
        ? [statusIn(valueOf(arg, 'data'), 'update')]
        : method === 'create' || method === 'createMany'
          ? [statusIn(valueOf(arg, 'data'), 'create')]
          : method === 'upsert'
            ? [
                statusIn(valueOf(arg, 'update'), 'update'),
                statusIn(valueOf(arg, 'create'), 'create'),
              ]
            : []
    for (const problem of problems) if (problem) at(call.index, `order.${method} ${problem}`)
  }

  // Through a relation: user.update({ data: { orders: { updateMany: { where, data: { status } } } } }).
  for (const relation of src.matchAll(/\b(orders?)\s*:\s*\{/g)) {
    const written = bracketed(src, relation.index + relation[0].length - 1)
    for (const [key, value] of entries(written)) {
      const kind = /^(update|updateMany)$/.test(key)
        ? 'update'
        : /^(create|createMany|connectOrCreate)$/.test(key)
          ? 'create'
          : key === 'upsert'
            ? 'upsert'
            : null
      if (!kind) continue
      const problems =
        kind === 'upsert'
          ? [
              statusIn(valueOf(value, 'update'), 'update'),
              statusIn(valueOf(value, 'create'), 'create'),
            ]
          : [
              statusIn(valueOf(value, 'data') ?? value, kind),
              statusIn(valueOf(value, 'create'), 'create'),
            ]
      for (const problem of problems)
        if (problem) at(relation.index, `${relation[1]}: { ${key} } ${problem}`)
    }
  }

  // Raw SQL: UPDATE "Order" SET status = ..., INSERT INTO "Order" (..., status, ...).
  const table = String.raw`(?:"?public"?\.)?"Order"`
  const update = new RegExp(String.raw`UPDATE\s+${table}(?:\s+(?:AS\s+)?\w+)?\s+SET\b`, 'gi')
  for (const sql of src.matchAll(update)) {
    const set = src
      .slice(sql.index + sql[0].length)
      .split(/\bWHERE\b|\bFROM\b|\bRETURNING\b|`|;/i)[0]!
    if (/(?:^|[\s,."])"?status"?\s*=/i.test(set)) at(sql.index, 'raw SQL sets "Order".status')
  }
  const insert = new RegExp(String.raw`INSERT\s+INTO\s+${table}\s*\(([^)]*)\)`, 'gi')
  for (const sql of src.matchAll(insert))
    if (/(?:^|[\s,])"?status"?\s*(?:,|$)/i.test(sql[1]!))
      at(sql.index, 'raw SQL inserts an order with a status')
  return found
}

describe('the order-status write detector', () => {
  test.each([
    ["tx.order.updateMany({ where: { id }, data: { status: 'PAID' } })", 'sets status'],
    ['prisma.order.update({ where: { id }, data: { ...rest, status } })', 'sets status'],
    [
      "db.order.update({\n  where: { id },\n  data: { note: 'a, b', 'status': 'CANCELLED' },\n})",
      'sets status',
    ],
    ["tx.order.create({ data: { number, status: 'PAID', items: { create: [] } } })", 'creates'],
    ["tx.order.createMany({ data: [{ number }, { number, status: 'SHIPPED' }] })", 'creates'],
    [
      "tx.order.upsert({ where: { id }, update: { status: 'PAID' }, create: { number } })",
      'sets status',
    ],
    [
      "prisma.user.update({ where: { id }, data: { orders: { updateMany: { where: {}, data: { status: 'CANCELLED' } } } } })",
      'orders: { updateMany }',
    ],
    ['tx.$executeRaw`UPDATE "Order" SET "status" = \'PAID\' WHERE id = ${id}`', 'raw SQL'],
    [
      'tx.$executeRaw`UPDATE "Order" o SET "paidAt" = now(), status = ${to}::"OrderStatus"`',
      'raw SQL',
    ],
    ['tx.$executeRaw`INSERT INTO "Order" (id, number, status) VALUES (1, 2, 3)`', 'raw SQL'],
  ])('flags %s', (src, what) => {
    const found = orderStatusWrites(src)
    expect(found).toHaveLength(1)
    expect(found[0]).toContain(what)
  })

  test.each([
    "tx.review.updateMany({ where: { id }, data: { status: 'APPROVED' } })",
    "tx.orderEvent.create({ data: { orderId, status: 'PAID', kind: 'status' } })",
    "tx.orderItem.updateMany({ where: { order: { status: 'PAID' } }, data: { awaitingArtwork: false } })",
    "tx.order.updateMany({ where: { id, status: 'PAID' }, data: { artworkRemindedAt: now } })",
    "tx.order.findMany({ where: { status: { in: ['PAID', 'SHIPPED'] } } })",
    'tx.order.create({ data: { number, items: { create: lines } } })',
    "tx.order.create({ data: { number, status: 'PENDING_PAYMENT' } })",
    "tx.payment.findMany({ where: { order: { status: 'PAID' } }, select: { id: true } })",
    "tx.payment.updateMany({ where: { id }, data: { status: 'CAPTURED' } })",
    'tx.$executeRaw`UPDATE "OrderItem" SET status = \'x\'`',
    'tx.$executeRaw`UPDATE "Payment" p SET status = \'REFUNDED\' FROM "Order" o WHERE o.status = \'PAID\'`',
    'tx.$executeRaw`UPDATE "Order" SET "invoiceNumber" = ${n} WHERE status = ${s}`',
    'tx.$queryRaw`SELECT status FROM "Order" WHERE id = ${id}`',
  ])('leaves alone %s', (src) => {
    expect(orderStatusWrites(src)).toEqual([])
  })
})

test(`only ${THE_ONE_PLACE} writes an order's status`, () => {
  const outside = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
    .filter((file) => file !== THE_ONE_PLACE)
    .flatMap((file) =>
      orderStatusWrites(fs.readFileSync(path.join(ROOT, file), 'utf8')).map(
        (write) => `${file} ${write}`,
      ),
    )
  expect(
    outside,
    `Change an order's status with transition() or tryTransition() from ${THE_ONE_PLACE}`,
  ).toEqual([])
  // The detector does see the one place's own write, so a silent miss would show here.
  expect(orderStatusWrites(fs.readFileSync(path.join(ROOT, THE_ONE_PLACE), 'utf8'))).toHaveLength(1)
})
