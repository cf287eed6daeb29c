import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { prisma } from '#app/server/platform/db.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { closeWorkerPool } from '#app/server/platform/worker-pool.server.ts'
import { makeFixtures, cookieFor, fillUrl, type Fixtures } from '#tests/harness/fixtures.ts'
import { encode, inputsFor, type FuzzInput } from '#tests/harness/fuzz.ts'
import { FUZZ_TARGETS, type FuzzTarget } from '#tests/harness/fuzz-targets.ts'
import { mockServer } from '#tests/mocks/index.ts'
import { startApp } from '#tests/setup/app.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { FULL_RUN, runSeed } from '#tests/setup/test-sizes.ts'

// The fuzz test (decision 028): every route with an action, and the API's query endpoints, get
// inputs generated from their zod schemas, the same with hostile values (NUL, lone surrogates,
// huge, odd Unicode, prototype keys) and bodies of the wrong kind. Through the whole app, as a
// browser on our pages would send them. No answer may be a 5xx, and a refused request (4xx) may
// write nothing: a trigger on every table logs each row written, compared per table.
setupTestDatabase()

/**
 * At least this many inputs in all: 1,000 on an ordinary run (every target gets its share, and the
 * seed changes every run, so runs add up), 10,000 with FULL=1 (decision 043); FUZZ_INPUTS sets it.
 */
const TOTAL_INPUTS = Number(process.env.FUZZ_INPUTS ?? (FULL_RUN ? 10_000 : 1_000))
/** The seed of this run: set FUZZ_SEED to repeat a run that failed. */
const SEED = runSeed('FUZZ_SEED')
/**
 * Written on refused requests on purpose, or by something else meanwhile: the rate limits count
 * every attempt; a webhook with a bad signature is recorded as REJECTED for the staff's webhook
 * log (decision 016); and an email queued by an earlier request is marked delivered (or kept)
 * after that request's answer, possibly while this one runs.
 */
const allowedWhenRefused = (w: { tbl: string; op: string }) =>
  w.tbl === 'RateLimitBucket' ||
  (w.tbl === 'WebhookEvent' && w.op === 'INSERT') ||
  (w.tbl === 'OutboxMessage' && w.op === 'UPDATE')

let app: Awaited<ReturnType<typeof startApp>>
let fixtures: Fixtures
let uploadsDir: string

beforeAll(async () => {
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fuzz-'))
  process.env.UPLOADS_DIR = uploadsDir
  // The limits would turn most inputs away before their validation runs.
  process.env.RATE_LIMIT_SCALE = '10000'
  resetEnvCache()
  // Razorpay and the SMS provider are faked at the HTTP boundary, as in every test.
  mockServer.listen({ onUnhandledRequest: 'bypass' })
  app = await startApp()
  fixtures = await makeFixtures()
  await installWriteLog()
  // Refusals and the errors behind the 4xx answers are logged; this test reads the answers.
  for (const level of ['warn', 'error', 'info', 'log'] as const) {
    vi.spyOn(console, level).mockImplementation(() => {})
  }
}, 180_000)
afterAll(async () => {
  mockServer.close()
  await closeWorkerPool()
  await app?.close()
  delete process.env.UPLOADS_DIR
  delete process.env.RATE_LIMIT_SCALE
  resetEnvCache()
  await fs.rm(uploadsDir, { recursive: true, force: true })
})

/** A row-level trigger on every table of the app logs each row inserted, updated or deleted. */
async function installWriteLog() {
  await prisma.$executeRawUnsafe(
    'CREATE TABLE fuzz_writes (id bigserial PRIMARY KEY, tbl text NOT NULL, op text NOT NULL)',
  )
  await prisma.$executeRawUnsafe(`
    CREATE FUNCTION fuzz_log() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO fuzz_writes (tbl, op) VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`)
  const tables = await prisma.$queryRaw<Array<{ name: string }>>`
    SELECT tablename::text AS name FROM pg_tables
    WHERE schemaname = 'public' AND tablename NOT IN ('fuzz_writes', '_prisma_migrations')`
  for (const { name } of tables) {
    await prisma.$executeRawUnsafe(
      `CREATE TRIGGER fuzz_log AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION fuzz_log()`,
    )
  }
}

let seenWrites = 0n

/** The rows written since the last call, by table and kind, in one query. */
async function newWrites() {
  const rows = await prisma.$queryRaw<
    Array<{ tbl: string; op: string; rows: number; last: bigint }>
  >`SELECT tbl, op, count(*)::int AS rows, max(id) AS last
    FROM fuzz_writes WHERE id > ${seenWrites} GROUP BY tbl, op`
  for (const row of rows) if (row.last > seenWrites) seenWrites = row.last
  return rows
}

interface Finding {
  target: string
  input: string
  status: number
  problem: string
}

/** The request for one input: a page goes to its single-fetch URL (no render), one in sixteen as a document. */
async function send(
  routeId: string,
  target: FuzzTarget,
  input: FuzzInput,
  asDocument: boolean,
  cookie: string | null,
) {
  const base = fillUrl(target.url, fixtures.params)
  const url = new URL(base, 'http://localhost')
  const method = target.method ?? 'POST'
  const isPage =
    !url.pathname.startsWith('/api/') && Boolean(app.build.routes[routeId]?.module.default)
  if (isPage && !asDocument) {
    url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname}.data`
  }
  if (routeId.endsWith('_index') && method !== 'GET') url.searchParams.set('index', '')
  const headers = new Headers()
  if (cookie) headers.set('Cookie', cookie)
  let body: BodyInit | null = null
  if (input.kind === 'raw') {
    if (input.contentType) headers.set('Content-Type', input.contentType)
    body = method === 'GET' ? null : (input.body as BodyInit)
  } else {
    const encoded = encode(input.fields, target.body)
    if (encoded.query) {
      for (const [k, v] of new URLSearchParams(encoded.query)) url.searchParams.append(k, v)
    }
    if (encoded.contentType) headers.set('Content-Type', encoded.contentType)
    body = method === 'GET' ? null : encoded.body
  }
  // Placeholders inside bodies name the fixtures' things too.
  if (typeof body === 'string') body = fillUrl(body, fixtures.params)
  return app.fetch(`${url.pathname}${url.search}`, { method, headers, body, redirect: 'manual' })
}

const describeInput = (input: FuzzInput) => {
  const text =
    input.kind === 'raw'
      ? `${input.contentType} ${typeof input.body === 'string' ? input.body : `<${input.body.length} bytes>`}`
      : JSON.stringify(input.fields)
  return `${input.note}: ${text.length > 300 ? `${text.slice(0, 300)}…` : text}`
}

const targets = Object.entries(FUZZ_TARGETS).flatMap(([routeId, list]) =>
  list.map((target, i) => ({
    name: `${routeId} #${i + 1} ${target.method ?? 'POST'} ${target.url}`,
    routeId,
    target,
  })),
)
const perTarget = Math.ceil(TOTAL_INPUTS / targets.length)
let sent = 0

test('every route with an action has fuzz targets, and every target names a route', () => {
  const routes = Object.keys(app.build.routes)
  const withAction = routes.filter((id) => app.build.routes[id]!.module.action)
  expect(
    withAction.filter((id) => !(id in FUZZ_TARGETS)),
    'routes with an action but no fuzz target',
  ).toEqual([])
  expect(
    Object.keys(FUZZ_TARGETS).filter((id) => !routes.includes(id)),
    'targets of no route',
  ).toEqual([])
})

describe(`${perTarget} inputs per target, seed ${SEED}: no 5xx, nothing written by a refused request`, () => {
  test.each(targets)('$name', async ({ name, routeId, target }) => {
    const inputs = fc.sample(inputsFor(target.fields), {
      numRuns: perTarget,
      seed: SEED + name.length,
    })
    const findings: Finding[] = []
    // One session per target, a new one once an answer signs it out.
    let cookie = await cookieFor(fixtures, target.as)
    await newWrites()
    for (const [n, input] of inputs.entries()) {
      const response = await send(routeId, target, input, n % 16 === 0, cookie)
      await response.arrayBuffer()
      sent++
      const { status } = response
      const report = (problem: string) =>
        findings.push({ target: name, input: describeInput(input), status, problem })
      if (status >= 500) report('a 5xx answer')
      const written = await newWrites()
      if (status >= 400) {
        const writes = written.filter((w) => !allowedWhenRefused(w))
        if (writes.length) {
          report(
            `refused, yet wrote ${writes.map((w) => `${w.rows} ${w.op} on ${w.tbl}`).join(', ')}`,
          )
        }
      }
      if (cookie && response.headers.getSetCookie().some((c) => c.startsWith('ps_session='))) {
        cookie = await cookieFor(fixtures, target.as)
        await newWrites()
      }
    }
    expect(
      findings.slice(0, 10),
      `${findings.length} findings (FUZZ_SEED=${SEED} repeats this run)`,
    ).toEqual([])
  })

  test('at least the promised number of inputs was sent', () => {
    expect(sent).toBeGreaterThanOrEqual(TOTAL_INPUTS)
  })
})
