/**
 * Grows a seeded catalog to N products for the server benchmark: copies of the seeded products
 * ("Standard Visiting Cards 17", slug `standard-visiting-cards-17`) with their quantity tiers,
 * options and option values, placed after the originals. The curated lists (menus, home groups,
 * gifts) keep their products, as a real catalog's would.
 */
import pg from 'pg'
import { poolConfigFromUrl } from '../../prisma/pool-config.ts'

type Column = { name: string; expression: (alias: string) => string }

async function columns(client: pg.Client, table: string) {
  const { rows } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
     ORDER BY ordinal_position`,
    [table],
  )
  return rows.map((r) => r.column_name)
}

/** INSERT ... SELECT copying `table` once per copy number `g`, with some columns rewritten. */
async function copyRows(
  client: pg.Client,
  table: string,
  from: string,
  rewrites: Record<string, (alias: string) => string>,
) {
  const names = await columns(client, table)
  const list: Column[] = names.map((name) => ({
    name,
    expression: rewrites[name] ?? ((a) => `${a}."${name}"`),
  }))
  await client.query(
    `INSERT INTO "${table}" (${list.map((c) => `"${c.name}"`).join(', ')})
     SELECT ${list.map((c) => c.expression('t')).join(', ')} ${from}`,
  )
}

/** Adds copies until the catalog has `target` products; returns the count reached. */
export async function growCatalog(url: string, target: number) {
  const client = new pg.Client(poolConfigFromUrl(url))
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Product"`)
    const have = rows[0]!.n
    if (target <= have) return have
    const copies = Math.ceil((target - have) / have)
    await client.query('BEGIN')
    // Copy numbers g = 1..copies; the last round stops at the target (by position).
    await client.query(
      `CREATE TEMP TABLE bench_copy ON COMMIT DROP AS
       SELECT p.id AS source, g, 'bench' || md5(p.id || ':' || g) AS id
       FROM "Product" p CROSS JOIN generate_series(1, $1::int) g
       ORDER BY g, p.position LIMIT $2::int`,
      [copies, target - have],
    )
    const id = (column: string) => (a: string) => `'bench' || md5(${a}."${column}" || ':' || c.g)`
    await copyRows(client, 'Product', `FROM "Product" t JOIN bench_copy c ON c.source = t.id`, {
      id: () => 'c.id',
      slug: (a) => `${a}.slug || '-' || c.g`,
      name: (a) => `${a}.name || ' ' || c.g`,
      position: (a) => `${a}.position + c.g * 1000`,
      createdAt: (a) => `${a}."createdAt" - c.g * interval '1 hour'`,
      updatedAt: () => 'now()',
    })
    await copyRows(
      client,
      'QuantityTier',
      `FROM "QuantityTier" t JOIN bench_copy c ON c.source = t."productId"`,
      { id: id('id'), productId: () => 'c.id' },
    )
    await copyRows(
      client,
      'ProductOption',
      `FROM "ProductOption" t JOIN bench_copy c ON c.source = t."productId"`,
      { id: id('id'), productId: () => 'c.id' },
    )
    await copyRows(
      client,
      'ProductOptionValue',
      `FROM "ProductOptionValue" t JOIN "ProductOption" o ON o.id = t."optionId"
       JOIN bench_copy c ON c.source = o."productId"`,
      { id: id('id'), optionId: id('optionId') },
    )
    await client.query('COMMIT')
    await client.query('ANALYZE')
    const after = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Product"`)
    return after.rows[0]!.n
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}
