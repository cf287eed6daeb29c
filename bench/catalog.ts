/**
 * Catalog and promotions benchmark (issue 24 "Measured", decision 056): `npm run bench:catalog
 * [-- --rounds N --duration S --size 10000]`. Starts the built app on a database of its own, the
 * seeded catalog grown to 10,000 products, and measures in interleaved rounds:
 *
 * - the admin's `/admin/products` list (first page, and a search) and a product save (a price
 *   edit posted as the form posts it, one after another) as staff;
 * - `/cart` and `/checkout` of a signed-in shopper with the same cart, once with a 10 % code
 *   applied and once without, side by side: Node CPU per request from /proc, as bench:server.
 *
 * A code may cost at most 10 % more CPU per request than no code. Writes
 * bench/results/catalog-<timestamp>.json. Needs a build (`npm run build`) and DATABASE_URL.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { growCatalog } from './lib/catalog-growth.ts'
import { deployShape } from './lib/deploy-shape.ts'
import { acquireLock } from './lib/lock.ts'
import { cpuMs } from './lib/proc.ts'
import { median, table } from './lib/report.ts'
import { BenchError, snapshotBuild, startServer } from './lib/server.ts'

const SESSION_SECRET = 'bench-session-secret-0123456789abcdef'
/** A code may cost this much more CPU per request than no code (issue 24). */
const CODE_BUDGET = 1.1
const log = (message: string) => console.error(`[bench] ${message}`)

const { values: opts } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '4' },
    connections: { type: 'string', default: '4' },
    size: { type: 'string', default: '10000' },
    saves: { type: 'string', default: '10' },
  },
})
const rounds = Number(opts.rounds)
const duration = Number(opts.duration)
const connections = Number(opts.connections)

const cleanups: (() => unknown)[] = []
async function cleanup() {
  for (const step of cleanups.splice(0).reverse()) await step()
}

type Sample = { cpuMsPerReq: number; reqPerSec: number; p50: number; non2xx: number }

/** autocannon on one page; CPU of the server process per request. */
async function measure(pid: number, url: string, headers: Record<string, string>): Promise<Sample> {
  await sleep(300)
  const before = cpuMs(pid)
  const result = await autocannon({ url, connections, duration, headers })
  const requests = result.requests.total || 1
  return {
    cpuMsPerReq: (cpuMs(pid) - before) / requests,
    reqPerSec: result.requests.total / duration,
    p50: result.latency.p50,
    non2xx: result.non2xx + result.errors + result.timeouts,
  }
}

async function main() {
  process.chdir(path.resolve(import.meta.dirname, '..'))
  if (!process.env.DATABASE_URL) throw new BenchError('Set DATABASE_URL to a Postgres server.')
  cleanups.push(await acquireLock(log))
  const loadStart = os.loadavg()[0]!
  const buildDir = await snapshotBuild(log)
  cleanups.push(() => fs.rmSync(buildDir, { recursive: true, force: true }))

  const { ensureTemplate, createDatabaseFromTemplate } = await import('../tests/setup/template.ts')
  const template = await ensureTemplate(log)
  if (template.kind !== 'postgres') throw new BenchError('bench:catalog needs a Postgres server.')
  const db = await createDatabaseFromTemplate(template, `bench_catalog_${opts.size}`)
  cleanups.push(() => db.drop())
  const products = await growCatalog(db.url, Number(opts.size))
  log(`Database with ${products} products ready`)

  const server = await startServer({
    buildDir,
    databaseUrl: db.url,
    poolSize: 10,
    nodeArgs: deployShape().nodeArgs,
    env: { ...deployShape().env, SESSION_SECRET },
  })
  cleanups.push(() => server.stop())

  // The app's own modules, on the benchmark's database, make the people and carts (as the
  // tests' fixtures do): the server only answers requests.
  Object.assign(process.env, {
    DATABASE_URL: db.url,
    SESSION_SECRET,
    APP_URL: server.url,
    NODE_ENV: 'production',
  })
  const { prisma } = await import('../app/server/platform/db.server.ts')
  const { createSession } = await import('../app/server/http/session.server.ts')
  const { serializeCartCookie } = await import('../app/server/http/cart-cookie.server.ts')
  const { addToCart } = await import('../app/server/cart/add-to-cart.server.ts')
  const { productForAdmin } = await import('../app/server/admin/catalog-products.server.ts')
  const { productFormOf } = await import('../tests/setup/product-form.ts')
  cleanups.push(() => prisma.$disconnect())
  const cookieOf = (setCookie: string) => setCookie.split(';')[0]!

  const admin = await prisma.user.create({
    data: { email: 'bench-admin@printstudio.test', firstName: 'Meera', isAdmin: true },
  })
  const adminCookie = cookieOf((await createSession(admin.id)).setCookie)
  const browser = {
    'accept-encoding': 'gzip, deflate, br',
    accept: 'text/html,application/xhtml+xml',
  }

  // Two shoppers with the same cart (two sets of visiting cards and a mug) and a saved
  // address: one enters a 10 % code.
  await prisma.promotion.create({
    data: { name: 'Bench ten', code: 'BENCH10', kind: 'PERCENT', value: 1000 },
  })
  const shopperCookie = async (n: number, codes: string[]) => {
    const user = await prisma.user.create({
      data: {
        email: `bench-shopper-${n}@example.com`,
        firstName: 'Asha',
        phone: `98765${String(n).padStart(5, '0')}`,
        phoneVerifiedAt: new Date(),
        emailVerifiedAt: new Date(),
      },
    })
    await prisma.address.create({
      data: {
        userId: user.id,
        isDefault: true,
        name: 'Asha Rao',
        phone: user.phone!,
        line1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pinCode: '560001',
      },
    })
    let cartId: string | null = null
    for (const [slug, packs] of [
      ['standard-visiting-cards', 2],
      ['custom-mugs', 1],
    ] as const) {
      const line = await addToCart({
        cartId,
        productSlug: slug,
        packs,
        options: {},
        artworkLater: true,
        currentUserId: async () => user.id,
        ip: '127.0.0.1',
      })
      cartId = line.cartId
    }
    await prisma.cart.update({ where: { id: cartId! }, data: { promoCodes: codes } })
    const session = cookieOf((await createSession(user.id)).setCookie)
    return `${session}; ${cookieOf(await serializeCartCookie(cartId!))}`
  }
  const variants = {
    'no code': await shopperCookie(1, []),
    'code BENCH10': await shopperCookie(2, ['BENCH10']),
  }

  const adminPages = ['/admin/products', '/admin/products?q=visiting']
  const shopperPages = ['/cart', '/checkout']
  const check = async (page: string, cookie: string) => {
    const response = await fetch(server.url + page, {
      headers: { ...browser, cookie },
      redirect: 'manual',
    })
    const html = await response.text()
    if (response.status !== 200) throw new BenchError(`${page} answered ${response.status}`)
    return html
  }
  for (const page of adminPages) await check(page, adminCookie)
  for (const [name, cookie] of Object.entries(variants))
    for (const page of shopperPages) {
      const html = await check(page, cookie)
      if (name !== 'no code' && !html.includes('Code BENCH10'))
        throw new BenchError(`${page} does not show the code's discount line`)
    }

  // A product save: the edit form as a browser posts it, a price edit (+₹1 on the first tier,
  // then back), one after another; the version is re-read between saves as the page would.
  const target = await prisma.product.findFirstOrThrow({
    where: { slug: 'standard-visiting-cards-17' },
    select: { id: true },
  })
  let toggle = 0
  const saveOnce = async () => {
    const { draft, version } = (await productForAdmin(target.id))!
    const tiers = draft.tiers.map((t, i) =>
      i === 0 ? { ...t, price: String(Number(t.price) + (toggle++ % 2 ? -1 : 1)) } : t,
    )
    const form = new URLSearchParams()
    for (const [key, value] of Object.entries(
      productFormOf({ ...draft, tiers }, { intent: 'save', version }),
    ))
      for (const item of [value].flat()) form.append(key, item)
    const started = performance.now()
    const response = await fetch(`${server.url}/admin/products/${target.id}`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { cookie: adminCookie, origin: server.url },
    })
    await response.arrayBuffer()
    if (response.status !== 303) throw new BenchError(`A save answered ${response.status}`)
    return performance.now() - started
  }
  const saves = async (count: number) => {
    await sleep(300)
    const before = cpuMs(server.pid)
    const times: number[] = []
    for (let i = 0; i < count; i++) times.push(await saveOnce())
    return { cpuMsPerReq: (cpuMs(server.pid) - before) / count, p50: median(times) }
  }

  // Warm-up, unmeasured.
  await saves(3)
  for (const page of adminPages)
    await autocannon({ url: server.url + page, amount: 20, headers: { cookie: adminCookie } })
  for (const cookie of Object.values(variants))
    for (const page of shopperPages)
      await autocannon({ url: server.url + page, amount: 20, headers: { ...browser, cookie } })

  const samples = new Map<string, Sample[]>()
  const saveSamples: { cpuMsPerReq: number; p50: number }[] = []
  const push = (key: string, sample: Sample) =>
    samples.set(key, [...(samples.get(key) ?? []), sample])
  for (let round = 1; round <= rounds; round++) {
    log(`Round ${round}/${rounds}`)
    for (const page of adminPages)
      push(
        `admin ${page}`,
        await measure(server.pid, server.url + page, { ...browser, cookie: adminCookie }),
      )
    saveSamples.push(await saves(Number(opts.saves)))
    // With and without the code back to back, the order swapped every round.
    for (const page of shopperPages) {
      const names = Object.keys(variants) as (keyof typeof variants)[]
      for (const name of round % 2 ? names : names.reverse())
        push(
          `${page} ${name}`,
          await measure(server.pid, server.url + page, { ...browser, cookie: variants[name] }),
        )
    }
  }

  const med = (key: string, field: keyof Sample) => median(samples.get(key)!.map((s) => s[field]))
  const fixed = (n: number, digits = 2) => n.toFixed(digits)
  const rows = [...samples.keys()].map((key) => [
    key,
    fixed(med(key, 'cpuMsPerReq')),
    fixed(med(key, 'reqPerSec'), 0),
    fixed(med(key, 'p50'), 0),
    String(samples.get(key)!.reduce((s, x) => s + x.non2xx, 0)),
  ])
  rows.push([
    `save a product (${opts.saves} in a row)`,
    fixed(median(saveSamples.map((s) => s.cpuMsPerReq))),
    '-',
    fixed(median(saveSamples.map((s) => s.p50)), 0),
    '0',
  ])
  const ratios = shopperPages.map((page) => {
    const ratio = med(`${page} code BENCH10`, 'cpuMsPerReq') / med(`${page} no code`, 'cpuMsPerReq')
    return { page, ratio, withinBudget: ratio <= CODE_BUDGET }
  })
  const result = {
    createdAt: new Date().toISOString(),
    settings: { rounds, duration, connections, products, saves: Number(opts.saves) },
    environment: {
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: [loadStart, os.loadavg()[0]!],
    },
    samples: Object.fromEntries(samples),
    saves: saveSamples,
    codeCost: ratios,
  }
  const file = `bench/results/catalog-${result.createdAt.replace(/[:.]/g, '-')}.json`
  fs.mkdirSync('bench/results', { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)

  console.log(
    `\nCatalog and promotions benchmark at ${products} products: ${rounds} interleaved round(s) of ` +
      `${duration} s at ${connections} connections, medians; load ${loadStart.toFixed(1)} -> ` +
      `${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores.\n`,
  )
  console.log(table(['request', 'CPU ms/req', 'req/s', 'p50 ms', 'non-2xx'], rows))
  console.log('\nA code against no code, CPU per request (budget: at most +10 %):')
  for (const r of ratios)
    console.log(`  ${r.page}: ${fixed((r.ratio - 1) * 100, 1)} %${r.withinBudget ? '' : '  OVER'}`)
  console.log(`\nWrote ${file}`)
  if (ratios.some((r) => !r.withinBudget)) process.exitCode = 1
}

try {
  await main()
} catch (error) {
  console.error(error instanceof BenchError ? `bench: ${error.message}` : error)
  process.exitCode = 1
} finally {
  await cleanup()
}
